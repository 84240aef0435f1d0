// Exercise 26.1 (build): a relay of your own.
// Practises chapter 26, sections "Relays: subjects that cannot end" and "`bind(to:)`:
// `subscribe` with a destination".
//
// Write `StateRelay<Element>`, a relay under a name RxSwift does not use. It holds a current
// value and hands it to each new subscriber first, then every value accepted after; `value`
// reads the current one without subscribing. It cannot end: it has `accept(_:)`, and no `on`,
// `onError` or `onCompleted`, so it is not an observer.
//
// Then write the two things that make it usable in a screen:
// - `bind(to:)` from an observable into a `StateRelay`: each element is accepted; the source's
//   completion is dropped, so the relay goes on; an error is a misuse (call
//   `rxFatalErrorInDebug("Binding error to state relay: \(error)")`; no check sends one).
// - `asDriver()`: the relay as a `Driver`, its current value first (no error to replace).
//
// Check it: swift run rxbook check 26.1     Stuck? swift run rxbook hint 26.1
@testable import RxReading

final class StateRelay<Element>: ObservableType {
    private let initial: Element

    init(value: Element) {
        initial = value
    }

    func accept(_ element: Element) {}

    var value: Element {
        initial
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        Disposables.create()
    }

    func asDriver() -> Driver<Element> {
        Driver.never()
    }
}

extension ObservableType {
    func bind(to relay: StateRelay<Element>) -> Disposable {
        Disposables.create()
    }
}

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
//
// Why a subject inside: a `BehaviorSubject` already keeps the current value, replays it and
// delivers outside its lock; the relay's whole job is to hide `onError` and `onCompleted`, so
// that nothing can end it. `bind(to:)` is where a source's end would have reached it, so that is
// where the end is dropped. `asDriver()` needs no `catch`: only the main scheduler and the share,
// which the `Driver` initialiser adds (Listing 26.8's `BehaviorRelay.asDriver()` is the same).
@testable import RxReading

final class StateRelay<Element>: ObservableType {
    private let subject: BehaviorSubject<Element>

    init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    func accept(_ element: Element) {
        subject.onNext(element)
    }

    var value: Element {
        // Only an ended or disposed subject throws, and nothing can end this one.
        try! subject.value()
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    func asDriver() -> Driver<Element> {
        SharedSequence(subject.asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension ObservableType {
    func bind(to relay: StateRelay<Element>) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element):
                relay.accept(element)
            case .error(let error):
                rxFatalErrorInDebug("Binding error to state relay: \(error)")
            case .completed:
                break
            }
        }
    }
}

// Exercise 24.1 (build): a tap on the first element.
// Practises chapter 24, sections "The shape, once" and "`do`: nine hooks, and when each runs".
//
// Write `tapFirst(_:)`, an operator RxSwift does not have: it runs `action` with the first
// element of each subscription, before that element goes on to the observer, and passes every
// event on unchanged. "Each subscription": two subscriptions to the same observable run the
// action once each. An action that throws ends the sequence with what it threw, instead of the
// element, and lets go of the source at once. A source that sends no element never runs it.
// Build it in the library's shape: a `Sink` and a `Producer` (Listings 24.1 and 24.2).
//
// Check it: swift run rxbook check 24.1     Stuck? swift run rxbook hint 24.1
//
// Why the flag is in the sink: each subscription builds its own sink, so each has its own first
// element. A flag in the producer, or in a variable the operator's closure captures, would be
// shared by every subscription, and the second one would never run the action.
@testable import RxReading

extension ObservableType {
    func tapFirst(_ action: @escaping (Element) throws -> Void) -> Observable<Element> {
        TapFirst(source: asObservable(), action: action)
    }
}

final class TapFirstSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let action: (Element) throws -> Void
    /// Whether this subscription has had its first element.
    var tapped = false

    init(action: @escaping (Element) throws -> Void, observer: Observer, cancel: Cancelable) {
        self.action = action
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if !tapped {
                tapped = true
                do {
                    try action(element)
                } catch let error {
                    forwardOn(.error(error))
                    dispose()
                    return
                }
            }
            forwardOn(event)
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

final class TapFirst<Element>: Producer<Element> {
    let source: Observable<Element>
    let action: (Element) throws -> Void

    init(source: Observable<Element>, action: @escaping (Element) throws -> Void) {
        self.source = source
        self.action = action
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: TapFirst.self)
            let sink = TapFirstSink(action: parent.action, observer: observer, cancel: cancel)
            let subscription = parent.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}

// Exercise 25.1 (build): a first element, or a failure.
// Practises chapter 25, sections "A struct around an observable" and "Where a promise is checked".
//
// Write `firstOrFail(with:)`, an operator RxSwift does not have: a `Single` of the sequence's
// first element, sent as soon as that element arrives (not at the completion, as `asSingle()`
// sends it), letting go of the source at that instant. A source that completes without an
// element fails the `Single` with `error`; a source's own error goes on as it is. It answers once
// per subscription, every subscription on its own.
//
// Wrapping the observable in a `Single` keeps no promise by itself (the starter below does only
// that): build a `Sink` and a `Producer` that keep it, as Listing 25.5 does, and wrap the
// producer in `PrimitiveSequence(raw:)`.
//
// Check it: swift run rxbook check 25.1     Stuck? swift run rxbook hint 25.1
//
// Why a sink: the promise is kept by whatever sees the events, and each subscription has its own
// sink. The success is `.next` then `.completed`, sent together, then `dispose()`, which lets go
// of the source; unlike `asSingle`, nothing is held back, because the first element already
// proves there is one.
@testable import RxReading

extension ObservableType {
    func firstOrFail(with error: Swift.Error) -> Single<Element> {
        PrimitiveSequence(raw: FirstOrFail(source: asObservable(), error: error))
    }
}

final class FirstOrFailSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let error: Swift.Error

    init(error: Swift.Error, observer: Observer, cancel: Cancelable) {
        self.error = error
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
            forwardOn(.completed)
        case .error:
            forwardOn(event)
        case .completed:
            forwardOn(.error(error))
        }
        dispose()
    }
}

final class FirstOrFail<Element>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let error: Swift.Error

    init(source: Observable<Element>, error: Swift.Error) {
        self.source = source
        self.error = error
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: FirstOrFail.self)
            let sink = FirstOrFailSink(error: parent.error, observer: observer, cancel: cancel)
            return (sink: sink, subscription: parent.source.subscribe(sink))
        }
    }
}

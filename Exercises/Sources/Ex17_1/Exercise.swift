// Exercise 17.1 (build): a merge of a fixed list of sources.
// Practises chapter 17, sections "Ours: one sink, decided under the lock, done after it" and "The
// static `merge`": when a merge of many sources completes, and deciding under the lock.
//
// `ListMerge` subscribes to every source of a list at once. Its sink is a `SerializingSink`
// (chapter 16): decide under `lock` with `schedule(_:)`, send after releasing it with
// `deliver(_:)`, or both at once with `send(_:)`. Everything is written except `innerOn`, which
// each source's events reach. As it stands it passes every event on, so the result completes
// as soon as the *first* source completes. Make it complete once every source has completed;
// an element or an error goes straight on (an error ends the result, and the sink then disposes
// every source). Never call `deliver` or `send` while holding `lock`.
//
// Check it: swift run rxbook check 17.1     Stuck? swift run rxbook hint 17.1
@testable import RxReading

final class ListMergeSink<Observer: ObserverType>: SerializingSink<Observer> {
    // Under `lock`: how many sources have not completed yet.
    var remaining = 0

    /// An event from one of the sources.
    func innerOn(_ event: Event<Observer.Element>) {
        send(event)
    }

    func run(_ sources: [Observable<Observer.Element>]) -> Disposable {
        let group = CompositeDisposable()
        lock.performLocked { remaining = sources.count }
        if sources.isEmpty {
            send(.completed)
            return group
        }
        for source in sources {
            _ = group.insert(source.subscribe(AnyObserver { self.innerOn($0) }))
        }
        return group
    }
}

final class ListMerge<Element>: Producer<Element> {
    let sources: [Observable<Element>]

    init(_ sources: [Observable<Element>]) {
        self.sources = sources
        super.init { producer, observer, cancel in
            let merge = unsafeDowncast(producer, to: ListMerge.self)
            let sink = ListMergeSink(observer: observer, cancel: cancel)
            return (sink: sink, subscription: sink.run(merge.sources))
        }
    }
}

// region: first
extension ObservableType {
    /// A `Single` of the sequence's first element, sent (and the source disposed) as soon as it
    /// arrives, or of `nil` when the sequence completes without one.
    ///
    /// - Returns: A `Single` of the first element, `nil` for none; the sequence's error fails it.
    public func first() -> Single<Element?> {
        PrimitiveSequence(raw: First(source: asObservable()))
    }
}

/// One subscription to `first`.
final class FirstSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
    where Observer.Element == Element? {
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            forwardOn(.next(element))
            forwardOn(.completed)
            dispose()
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.next(nil))
            forwardOn(.completed)
            dispose()
        }
    }
}

/// The observable of `first`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class First<Element>: Producer<Element?>, @unchecked Sendable {
    let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: First.self)
            let sink = FirstSink<Element, AnyObserver<Element?>>(observer: observer, cancel: cancel)
            return (sink: sink, subscription: parent.source.subscribe(sink))
        }
    }
}
// endregion: first

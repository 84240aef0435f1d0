// region: materialize
extension ObservableType {
    /// Each event of this sequence as an element: `.next(.next(x))` for an element, and for the
    /// terminal event `.next(.error(e))` or `.next(.completed)` followed by completion. The
    /// result never fails.
    ///
    /// - Returns: An observable of this sequence's events as elements.
    public func materialize() -> Observable<Event<Element>> {
        Materialize(source: asObservable())
    }
}

/// One subscription to `materialize`.
final class MaterializeSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
    where Observer.Element == Event<Element> {
    func on(_ event: Event<Element>) {
        forwardOn(.next(event))
        if event.isStopEvent {
            forwardOn(.completed)
            dispose()
        }
    }
}

/// The observable of `materialize`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class Materialize<SourceElement>: Producer<Event<SourceElement>>, @unchecked Sendable {
    let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) {
        self.source = source
        super.init { producer, observer, cancel in
            let materialize = unsafeDowncast(producer, to: Materialize.self)
            let sink = MaterializeSink<SourceElement, AnyObserver<Event<SourceElement>>>(observer: observer, cancel: cancel)
            let subscription = materialize.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: materialize

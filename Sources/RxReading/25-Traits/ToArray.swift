// region: toArray
extension ObservableType {
    /// A `Single` of all the sequence's elements in one array, sent when it completes; an error
    /// fails it and the elements gathered so far are dropped.
    ///
    /// - Returns: A `Single` of every element in order; `[]` for a sequence that sends none.
    public func toArray() -> Single<[Element]> {
        PrimitiveSequence(raw: ToArray(source: asObservable()))
    }
}

/// One subscription to `toArray`: the array it fills.
final class ToArraySink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType
    where Observer.Element == [SourceElement] {
    var elements: [SourceElement] = []

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            elements.append(element)
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.next(elements))
            forwardOn(.completed)
            dispose()
        }
    }
}

/// The observable of `toArray`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class ToArray<SourceElement>: Producer<[SourceElement]>, @unchecked Sendable {
    let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) {
        self.source = source
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: ToArray.self)
            let sink = ToArraySink<SourceElement, AnyObserver<[SourceElement]>>(observer: observer, cancel: cancel)
            return (sink: sink, subscription: parent.source.subscribe(sink))
        }
    }
}
// endregion: toArray

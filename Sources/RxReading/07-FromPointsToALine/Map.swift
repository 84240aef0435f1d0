// region: map
extension ObservableType {
    /// Transforms each element with `transform`. If `transform` throws, the sequence ends with
    /// that error.
    ///
    /// - Parameter transform: Turns each source element into a result element.
    /// - Returns: An observable of the transformed elements.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Map(source: asObservable(), transform: transform)
    }
}
// endregion: map

// region: MapSink
@usableFromInline
final class MapSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline
    typealias Transform = (SourceElement) throws -> Observer.Element

    @usableFromInline
    let transform: Transform

    @inlinable
    init(transform: @escaping Transform, observer: Observer, cancel: Cancelable) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            do {
                let mapped = try transform(element)
                forwardOn(.next(mapped))
            } catch let error {
                forwardOn(.error(error))
                dispose()
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
// endregion: MapSink

// region: MapProducer
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
@usableFromInline
final class Map<SourceElement, Result>: Producer<Result>, @unchecked Sendable {
    @usableFromInline
    let source: Observable<SourceElement>
    @usableFromInline
    let transform: (SourceElement) throws -> Result

    @inlinable
    init(source: Observable<SourceElement>, transform: @escaping (SourceElement) throws -> Result) {
        self.source = source
        self.transform = transform
        super.init { producer, observer, cancel in
            let map = unsafeDowncast(producer, to: Map.self)
            let sink = MapSink(transform: map.transform, observer: observer, cancel: cancel)
            let subscription = map.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: MapProducer

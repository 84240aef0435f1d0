// region: map
extension ObservableType {
    /// Transforms each element with `transform`. If `transform` throws, the sequence ends with
    /// that error.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Map(source: asObservable(), transform: transform)
    }
}
// endregion: map

// region: MapSink
final private class MapSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Transform = (SourceElement) throws -> Observer.Element

    private let transform: Transform

    init(transform: @escaping Transform, observer: Observer, cancel: Cancelable) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

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
final private class Map<SourceElement, Result>: Producer<Result> {
    typealias Transform = (SourceElement) throws -> Result

    private let source: Observable<SourceElement>
    private let transform: Transform

    init(source: Observable<SourceElement>, transform: @escaping Transform) {
        self.source = source
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result {
        let sink = MapSink(transform: transform, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
// endregion: MapProducer

// region: concatAPI
extension ObservableType {
    /// Sends this sequence's elements, then, once it has completed, subscribes to `second` and
    /// sends its elements. An error from either ends the result.
    ///
    /// - Parameter second: The sequence subscribed to once this one has completed.
    /// - Returns: An observable of this sequence's elements, then `second`'s.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
        where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// Subscribes to the sequences of `sequence` one after another, each when the one before has
    /// completed; an error ends the result. A sequence whose last source is itself a `concat` is
    /// walked in place, so `[a, [b, [c, ...].concat].concat].concat` does not grow the stack.
    ///
    /// - Parameter sequence: The sources, read lazily, one each time the one before completes.
    /// - Returns: An observable of every source's elements, source after source, completing after
    ///   the last.
    public static func concat<Sources: Swift.Sequence>(_ sequence: Sources) -> Observable<Element>
        where Sources.Element == Observable<Element> {
        Concat(sources: sequence, count: nil)
    }

    /// `concat` over a collection, whose count tells the sink when it holds the last source.
    ///
    /// - Parameter collection: The sources, subscribed one after another in its order.
    /// - Returns: An observable of every source's elements, source after source, completing after
    ///   the last.
    public static func concat<Sources: Swift.Collection>(_ collection: Sources) -> Observable<Element>
        where Sources.Element == Observable<Element> {
        Concat(sources: collection, count: collection.count)
    }

    /// `concat` over the sources listed.
    ///
    /// - Parameter sources: The sources, subscribed one after another in the order listed.
    /// - Returns: An observable of every source's elements, source after source, completing after
    ///   the last.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Concat(sources: sources, count: sources.count)
    }
}
// endregion: concatAPI

/// One subscription to a `concat`: a completion moves to the next source, an error ends it all.
// region: ConcatSink
final class ConcatSink<Sources: Swift.Sequence, Observer: ObserverType>
    : TailRecursiveSink<Sources, Observer>, ObserverType
    where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Observer.Element {

    init(observer: Observer, cancel: Cancelable) {
        // Concat keeps RxSwift's order: the next source is subscribed as soon as one completes.
        super.init(defersWhileSubscribing: false, observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            scheduleMoveNext()
        }
    }

    override func subscribeToNext(_ source: Observable<Element>) -> Disposable {
        source.subscribe(self)
    }

    override func extract(_ observable: Observable<Element>) -> SequenceGenerator? {
        guard let nested = observable as? Concat<Sources> else {
            return nil
        }
        return (nested.sources.makeIterator(), nested.count)
    }
}

/// The observable of `concat`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class Concat<Sources: Swift.Sequence>: Producer<Sources.Element.Element>, @unchecked Sendable
    where Sources.Element: ObservableConvertibleType {
    let sources: Sources
    let count: Int?

    init(sources: Sources, count: Int?) {
        self.sources = sources
        self.count = count
        super.init { producer, observer, cancel in
            let concat = unsafeDowncast(producer, to: Concat.self)
            let sink = ConcatSink<Sources, AnyObserver<Sources.Element.Element>>(observer: observer, cancel: cancel)
            let subscription = sink.run((concat.sources.makeIterator(), concat.count))
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: ConcatSink

// region: zipCollection
extension ObservableType {
    /// Combines the elements of the sources of `collection` with `resultSelector` by position: the
    /// first of each, then the second of each, and so on. An empty collection completes at once.
    ///
    /// Besides completing once every source has completed, it completes as soon as a source sends
    /// while all the others have completed and some source's queue is empty, as RxSwift 6.5's
    /// collection form does; the first error of a source or of `resultSelector` ends it. RxSwift 6.5
    /// runs `resultSelector` while holding the sink's lock; here it runs after the lock is released,
    /// and results leave in the order they were decided.
    ///
    /// - Parameters:
    ///   - collection: The sources, zipped in the collection's order.
    ///   - resultSelector: Makes one element of one value per source, in that order; what it
    ///     throws ends the result with that error.
    /// - Returns: An observable of `resultSelector`'s results.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        ZipCollection(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Combines the elements of the sources of `collection` into arrays by position: the first of
    /// each, then the second of each, and so on. An empty collection completes at once.
    ///
    /// - Parameter collection: The sources, zipped in the collection's order.
    /// - Returns: An observable of arrays of one value per source, in that order.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
        where Collection.Element: ObservableType, Collection.Element.Element == Element {
        ZipCollection(sources: collection.map { $0.asObservable() }, resultSelector: { $0 })
    }
}
// endregion: zipCollection

/// One subscription to `zip` over a collection: a queue per source, in an array. Unlike the 2-8
/// forms, it completes as soon as a source sends while every other one has completed and some
/// queue is empty (RxSwift 6.5's rule for this form).
// region: ZipCollectionSink
final class ZipCollectionSink<SourceElement, Observer: ObserverType>: ZipSink<[SourceElement], Observer> {
    // Under `lock`: each source's elements not yet zipped, oldest first.
    var queues: [Queue<SourceElement>]

    init(count: Int, selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        queues = Array(repeating: Queue(capacity: 4), count: count)
        super.init(arity: count, completesWhenTheOthersAreDone: true, selector: selector,
                   observer: observer, cancel: cancel)
    }

    /// Subscribes to the sources in order, outside the lock.
    func run(_ sources: [Observable<SourceElement>]) -> Disposable {
        let subscriptions = sources.map { _ in SingleAssignmentDisposable() }
        for (index, source) in sources.enumerated() {
            let subscription = subscriptions[index]
            subscription.setDisposable(source.subscribe(AnyObserver { event in
                self.on(event, at: index, subscription: subscription,
                        enqueue: { self.queues[index].enqueue($0) },
                        dequeueValues: { (0..<self.queues.count).map { self.queues[$0].dequeue()! } })
            }))
        }
        if sources.isEmpty {
            deliver(lock.performLocked { decide(.completed) })
        }
        return Disposables.create(subscriptions)
    }
}
// endregion: ZipCollectionSink

/// The observable of `zip` over a collection.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class ZipCollection<SourceElement, Result>: Producer<Result>, @unchecked Sendable {
    let sources: [Observable<SourceElement>]
    let selector: ([SourceElement]) throws -> Result

    init(sources: [Observable<SourceElement>], resultSelector: @escaping ([SourceElement]) throws -> Result) {
        self.sources = sources
        selector = resultSelector
        super.init { producer, observer, cancel in
            let this = unsafeDowncast(producer, to: ZipCollection.self)
            let sink = ZipCollectionSink<SourceElement, AnyObserver<Result>>(
                count: this.sources.count, selector: this.selector, observer: observer, cancel: cancel)
            let subscription = sink.run(this.sources)
            return (sink: sink, subscription: subscription)
        }
    }
}

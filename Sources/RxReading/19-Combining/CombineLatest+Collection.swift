// region: combineLatestCollection
extension ObservableType {
    /// Combines the latest element of every source of `collection` with `resultSelector` whenever
    /// any of them sends, once each has sent one. An empty collection sends `resultSelector([])`
    /// and completes.
    ///
    /// The rules for completing and failing are those of the 2 to 8 source forms. RxSwift 6.5 runs
    /// `resultSelector` while holding the sink's lock; here it runs after the lock is released, and
    /// results leave in the order they were decided.
    ///
    /// - Parameters:
    ///   - collection: The sources, combined in the collection's order.
    ///   - resultSelector: Makes one element of the latest values, one per source, in that order;
    ///     what it throws ends the result with that error.
    /// - Returns: An observable of `resultSelector`'s results.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        CombineLatestCollection(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Combines the latest element of every source of `collection` into an array whenever any of
    /// them sends, once each has sent one. An empty collection sends `[]` and completes.
    ///
    /// - Parameter collection: The sources, combined in the collection's order.
    /// - Returns: An observable of arrays of the latest values, one per source, in that order.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
        where Collection.Element: ObservableType, Collection.Element.Element == Element {
        CombineLatestCollection(sources: collection.map { $0.asObservable() }, resultSelector: { $0 })
    }
}
// endregion: combineLatestCollection

/// One subscription to `combineLatest` over a collection: the latest values in an array.
// region: CombineLatestCollectionSink
final class CombineLatestCollectionSink<SourceElement, Observer: ObserverType>
    : CombineLatestSink<[SourceElement], Observer> {
    // Under `lock`: each source's latest value, nil until it has sent one.
    var latest: [SourceElement?]

    init(count: Int, selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        latest = Array(repeating: nil, count: count)
        super.init(arity: count, selector: selector, observer: observer, cancel: cancel)
    }

    /// Subscribes to the sources in order, outside the lock.
    func run(_ sources: [Observable<SourceElement>]) -> Disposable {
        let subscriptions = sources.map { _ in SingleAssignmentDisposable() }
        for (index, source) in sources.enumerated() {
            let subscription = subscriptions[index]
            subscription.setDisposable(source.subscribe(AnyObserver { event in
                self.on(event, at: index, subscription: subscription,
                        store: { self.latest[index] = $0 }, latestValues: { self.latest.map { $0! } })
            }))
        }
        if sources.isEmpty {
            // No source will ever send: the one combination there is, of nothing, then the end.
            let ticket = lock.performLocked { reserve() }
            compute(ticket, [], selector)
            deliver(lock.performLocked { decide(.completed) })
        }
        return Disposables.create(subscriptions)
    }
}
// endregion: CombineLatestCollectionSink

/// The observable of `combineLatest` over a collection.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class CombineLatestCollection<SourceElement, Result>: Producer<Result>, @unchecked Sendable {
    let sources: [Observable<SourceElement>]
    let selector: ([SourceElement]) throws -> Result

    init(sources: [Observable<SourceElement>], resultSelector: @escaping ([SourceElement]) throws -> Result) {
        self.sources = sources
        selector = resultSelector
        super.init { producer, observer, cancel in
            let this = unsafeDowncast(producer, to: CombineLatestCollection.self)
            let sink = CombineLatestCollectionSink<SourceElement, AnyObserver<Result>>(
                count: this.sources.count, selector: this.selector, observer: observer, cancel: cancel)
            let subscription = sink.run(this.sources)
            return (sink: sink, subscription: subscription)
        }
    }
}

// region: flatMap
extension ObservableType {
    /// Maps each element to an observable sequence with `selector`, subscribes to every one of them,
    /// and sends all their elements as they come.
    ///
    /// The result completes once the source and every inner sequence have completed; an error from
    /// any of them, or thrown by `selector`, ends it and disposes the rest.
    ///
    /// Unlike RxSwift 6.5, it runs `selector`, its observer and the teardown of an inner with no
    /// lock held, so a source whose teardown needs a lock another sender holds cannot deadlock with
    /// it (chapter 17).
    ///
    /// - Parameter selector: Makes the inner sequence for one element.
    /// - Returns: An observable of the elements of every inner sequence.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element> {
        Merge<Element, Source>(source: asObservable(), selector: selector, onlyWhenIdle: false)
    }

    /// Like `flatMap`, but an element that arrives while an inner sequence is still running is
    /// dropped: `selector` is not even called for it.
    ///
    /// Unlike RxSwift 6.5, it runs `selector`, its observer and the teardown of an inner with no
    /// lock held, so a source whose teardown needs a lock another sender holds cannot deadlock with
    /// it (chapter 17).
    ///
    /// - Parameter selector: Makes the inner sequence for an element that arrives while no inner
    ///   runs.
    /// - Returns: An observable of the elements of the inner sequences that were not dropped.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    @inlinable
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element> {
        Merge<Element, Source>(source: asObservable(), selector: selector, onlyWhenIdle: true)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to every inner sequence as it arrives and sends all their elements as they come:
    /// `flatMap { $0 }`.
    ///
    /// Unlike RxSwift 6.5, it calls its observer and tears down an inner with no lock held, so a
    /// source whose teardown needs a lock another sender holds cannot deadlock with it (chapter
    /// 17).
    ///
    /// - Returns: An observable of the elements of every inner sequence.
    @inlinable
    public func merge() -> Observable<Element.Element> {
        Merge<Element, Element>(source: asObservable(), selector: { $0 }, onlyWhenIdle: false)
    }
}

extension ObservableType {
    /// Subscribes to every sequence of `sources` at once and sends all their elements as they come;
    /// completes when all of them have completed.
    ///
    /// Unlike RxSwift 6.5, it calls its observer and tears down an inner with no lock held, so a
    /// source whose teardown needs a lock another sender holds cannot deadlock with it (chapter
    /// 17).
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: An observable of the elements of every one of `sources`.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
        where Collection.Element == Observable<Element> {
        MergeArray(sources: Array(sources))
    }

    /// Subscribes to every sequence of `sources` at once and sends all their elements as they come;
    /// completes when all of them have completed.
    ///
    /// Unlike RxSwift 6.5, it calls its observer and tears down an inner with no lock held, so a
    /// source whose teardown needs a lock another sender holds cannot deadlock with it (chapter
    /// 17).
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: An observable of the elements of every one of `sources`.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeArray(sources: sources)
    }

    /// Subscribes to every one of `sources` at once and sends all their elements as they come;
    /// completes when all of them have completed.
    ///
    /// Unlike RxSwift 6.5, it calls its observer and tears down an inner with no lock held, so a
    /// source whose teardown needs a lock another sender holds cannot deadlock with it (chapter
    /// 17).
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: An observable of the elements of every one of `sources`.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeArray(sources: sources)
    }
}
// endregion: flatMap

/// One subscription to `flatMap`, `flatMapFirst`, `merge()` or the static `merge`: every running
/// inner is kept under a key (`InnerMerger`) and counted, outer and inners under one lock.
///
/// RxSwift 6.5's `MergeSink` holds its lock while it runs the selector, sends downstream and
/// removes a completed inner from its group, which disposes it. This sink holds its lock only to
/// count and decide (`SerializingSink`, chapter 16); all four happen after releasing it.
// region: MergeSink
@usableFromInline
final class MergeSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>
    : SerializingSink<Observer>, ObserverType, InnerMerger where Inner.Element == Observer.Element {
    @usableFromInline
    typealias Selector = (SourceElement) throws -> Inner

    @usableFromInline
    let selector: Selector
    /// `flatMapFirst`: an element that arrives while an inner is running is dropped.
    @usableFromInline
    let onlyWhenIdle: Bool

    @usableFromInline
    typealias InnerElement = Observer.Element
    @usableFromInline
    typealias Iter = MergeSinkIter<MergeSink>
    @usableFromInline
    let outerSubscription = SingleAssignmentDisposable()

    // Under `lock`:
    /// The observer of every running inner, under its key (`InnerMerger`).
    @usableFromInline @exclusivity(unchecked)
    var inners = Bag<Iter>()
    /// Whether the merge's sources have been disposed.
    @usableFromInline @exclusivity(unchecked)
    var sourcesDisposed = false
    /// How many inner sequences are subscribed (or about to be) and not yet completed.
    @usableFromInline @exclusivity(unchecked)
    var activeCount = 0
    /// Whether the outer sequence (or the static merge's list) has no more inners to give.
    @usableFromInline @exclusivity(unchecked)
    var stopped = false

    @inlinable
    init(selector: @escaping Selector, onlyWhenIdle: Bool, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        self.onlyWhenIdle = onlyWhenIdle
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes to the outer sequence.
    @inlinable
    func run(_ source: Observable<SourceElement>) -> Disposable {
        let sources = sourcesDisposable()
        outerSubscription.setDisposable(source.subscribe(self))
        return sources
    }

    // region: MergeSinkRunList
    /// Subscribes to each of a fixed list of sources (the static `merge`).
    func run(_ sources: [Observable<Observer.Element>]) -> Disposable {
        let disposable = sourcesDisposable()
        lock.performLocked { activeCount += sources.count }
        for source in sources {
            subscribe(source, with: Iter(parent: self))
        }
        let delivery = lock.performLocked { () -> Delivery in
            stopped = true
            return activeCount == 0 ? schedule(.completed) : .none
        }
        deliver(delivery)
        return disposable
    }
    // endregion: MergeSinkRunList

    @inlinable
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let accepted = lock.performLocked { () -> Bool in
                if isTerminated || sourcesDisposed || (onlyWhenIdle && activeCount != 0) {
                    return false
                }
                activeCount += 1
                return true
            }
            guard accepted else { return }
            // The selector is the user's code: it runs outside the lock.
            let inner: Observable<Observer.Element>
            do {
                inner = try selector(element).asObservable()
            } catch {
                send(.error(error))
                return
            }
            subscribe(inner, with: Iter(parent: self))
        case .error(let error):
            send(.error(error))
        case .completed:
            let delivery = lock.performLocked { () -> Delivery in
                stopped = true
                return activeCount == 0 ? schedule(.completed) : .none
            }
            outerSubscription.dispose()
            deliver(delivery)
        }
    }

    /// An event from the inner that `iter` observes.
    @inlinable
    func innerOn(_ event: Event<Observer.Element>, from iter: Iter) {
        switch event {
        case .next, .error:
            send(event)
        case .completed:
            // Out of the running inners and counted out in one locked step; its subscription is
            // disposed (which may run its code) after the lock is released, and before a last
            // completion goes downstream.
            let delivery = lock.performLocked { () -> Delivery in
                forget(iter)
                activeCount -= 1
                return stopped && activeCount == 0 ? schedule(.completed) : .none
            }
            iter.finish()
            deliver(delivery)
        }
    }
}
// endregion: MergeSink

/// The observable of `flatMap`, `flatMapFirst` and `merge()`.
// region: MergeProducer
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
@usableFromInline
final class Merge<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element>, @unchecked Sendable {
    @usableFromInline
    let source: Observable<SourceElement>
    @usableFromInline
    let selector: (SourceElement) throws -> Inner
    @usableFromInline
    let onlyWhenIdle: Bool

    @inlinable
    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner, onlyWhenIdle: Bool) {
        self.source = source
        self.selector = selector
        self.onlyWhenIdle = onlyWhenIdle
        super.init { producer, observer, cancel in
            let merge = unsafeDowncast(producer, to: Merge.self)
            let sink = MergeSink(selector: merge.selector, onlyWhenIdle: merge.onlyWhenIdle, observer: observer, cancel: cancel)
            let subscription = sink.run(merge.source)
            return (sink: sink, subscription: subscription)
        }
    }
}

/// The observable of the static `merge` over a list of sources.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class MergeArray<Element>: Producer<Element>, @unchecked Sendable {
    let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
        super.init { producer, observer, cancel in
            let merge = unsafeDowncast(producer, to: MergeArray.self)
            let sink = MergeSink<Observable<Element>, Observable<Element>, AnyObserver<Element>>(
                selector: { $0 }, onlyWhenIdle: false, observer: observer, cancel: cancel)
            let subscription = sink.run(merge.sources)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: MergeProducer

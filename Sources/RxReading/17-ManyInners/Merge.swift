// region: flatMap
extension ObservableType {
    /// Maps each element to an observable sequence with `selector`, subscribes to every one of them,
    /// and sends all their elements as they come.
    ///
    /// The result completes once the source and every inner sequence have completed; an error from
    /// any of them, or thrown by `selector`, ends it and disposes the rest.
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element> {
        Merge<Element, Source>(source: asObservable(), selector: selector, onlyWhenIdle: false)
    }

    /// Like `flatMap`, but an element that arrives while an inner sequence is still running is
    /// dropped: `selector` is not even called for it.
    @inlinable
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element> {
        Merge<Element, Source>(source: asObservable(), selector: selector, onlyWhenIdle: true)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to every inner sequence as it arrives and sends all their elements as they come:
    /// `flatMap { $0 }`.
    @inlinable
    public func merge() -> Observable<Element.Element> {
        Merge<Element, Element>(source: asObservable(), selector: { $0 }, onlyWhenIdle: false)
    }
}

extension ObservableType {
    /// Subscribes to every sequence of `sources` at once and sends all their elements as they come;
    /// completes when all of them have completed.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
        where Collection.Element == Observable<Element> {
        MergeArray(sources: Array(sources))
    }

    /// Subscribes to every sequence of `sources` at once and sends all their elements as they come;
    /// completes when all of them have completed.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeArray(sources: sources)
    }

    /// Subscribes to every one of `sources` at once and sends all their elements as they come;
    /// completes when all of them have completed.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeArray(sources: sources)
    }
}
// endregion: flatMap

/// One subscription to `flatMap`, `flatMapFirst`, `merge()` or the static `merge`: every inner
/// subscription sits in one `CompositeDisposable` under a key, removed (and disposed) when that
/// inner completes, and one lock guards the count of running inners for outer and inners alike.
///
/// RxSwift 6.5's `MergeSink` holds its lock while it runs the selector, sends downstream and
/// removes a completed inner from the group, which disposes it. This sink holds its lock only to
/// count and decide (`SerializingSink`, chapter 16); all four happen after releasing it.
// region: MergeSink
@usableFromInline
final class MergeSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>
    : SerializingSink<Observer>, ObserverType where Inner.Element == Observer.Element {
    @usableFromInline
    typealias Selector = (SourceElement) throws -> Inner

    @usableFromInline
    let selector: Selector
    /// `flatMapFirst`: an element that arrives while an inner is running is dropped.
    @usableFromInline
    let onlyWhenIdle: Bool
    /// The outer subscription and every inner one; disposing it ends them all.
    @usableFromInline
    let group = CompositeDisposable()
    @usableFromInline
    let outerSubscription = SingleAssignmentDisposable()

    // Under `lock`:
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
        _ = group.insert(outerSubscription)
        outerSubscription.setDisposable(source.subscribe(self))
        return group
    }

    /// Subscribes to each of a fixed list of sources (the static `merge`).
    func run(_ sources: [Observable<Observer.Element>]) -> Disposable {
        lock.performLocked { activeCount += sources.count }
        for source in sources {
            subscribeInner(source)
        }
        let delivery = lock.performLocked { () -> Delivery in
            stopped = true
            return activeCount == 0 ? schedule(.completed) : .none
        }
        deliver(delivery)
        return group
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let accepted = lock.performLocked { () -> Bool in
                if isTerminated || (onlyWhenIdle && activeCount != 0) {
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
            subscribeInner(inner)
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

    /// Subscribes to one inner sequence, keeping its subscription in `group` under a new key.
    @inlinable
    func subscribeInner(_ inner: Observable<Observer.Element>) {
        let slot = SingleAssignmentDisposable()
        // A group that is already disposed refuses the slot: the merge is over.
        if let key = group.insert(slot) {
            slot.setDisposable(inner.subscribe(MergeSinkIter(parent: self, key: key)))
        }
    }

    /// An event from the inner sequence kept under `key`.
    @inlinable
    func innerOn(_ event: Event<Observer.Element>, key: CompositeDisposable.DisposeKey) {
        switch event {
        case .next, .error:
            send(event)
        case .completed:
            // Disposing the finished inner's subscription may run its code: outside the lock.
            group.remove(for: key)
            let delivery = lock.performLocked { () -> Delivery in
                activeCount -= 1
                return stopped && activeCount == 0 ? schedule(.completed) : .none
            }
            deliver(delivery)
        }
    }
}
// endregion: MergeSink

/// The observer subscribed to one inner sequence: it passes each event to the sink with the key
/// of its subscription.
// region: MergeSinkIter
@usableFromInline
final class MergeSinkIter<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>
    : ObserverType where Inner.Element == Observer.Element {
    @usableFromInline
    typealias Element = Inner.Element

    @usableFromInline
    let parent: MergeSink<SourceElement, Inner, Observer>
    @usableFromInline
    let key: CompositeDisposable.DisposeKey

    @inlinable
    init(parent: MergeSink<SourceElement, Inner, Observer>, key: CompositeDisposable.DisposeKey) {
        self.parent = parent
        self.key = key
    }

    @inlinable
    func on(_ event: Event<Element>) {
        parent.innerOn(event, key: key)
    }
}
// endregion: MergeSinkIter

/// The observable of `flatMap`, `flatMapFirst` and `merge()`.
// region: MergeProducer
@usableFromInline
final class Merge<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element> {
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
final class MergeArray<Element>: Producer<Element> {
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

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// region: mergeMaxConcurrent
extension ObservableType where Element: ObservableConvertibleType {
    /// Like `merge()`, but subscribed to at most `maxConcurrent` inner sequences at a time: an inner
    /// that arrives while that many are running waits in a queue, and is subscribed when one of
    /// them completes, in the order they arrived.
    ///
    /// Unlike RxSwift 6.5, it subscribes a waiting inner, calls its observer and tears down an
    /// inner with no lock held (chapter 17).
    ///
    /// - Parameter maxConcurrent: How many inner sequences may be subscribed at once; 1 or more.
    /// - Returns: An observable of the elements of every inner sequence.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        MergeLimited<Element, Element>(source: asObservable(), selector: { $0 }, maxConcurrent: maxConcurrent)
    }

    /// Subscribes to the inner sequences one at a time, each after the one before has completed:
    /// `merge(maxConcurrent: 1)`.
    ///
    /// Unlike RxSwift 6.5, it subscribes a waiting inner, calls its observer and tears down an
    /// inner with no lock held (chapter 17).
    ///
    /// - Returns: An observable of the inner sequences' elements, one sequence after another.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

extension ObservableType {
    /// Maps each element to an observable sequence with `selector`, and subscribes to those
    /// sequences one at a time, each after the one before has completed, so their elements come
    /// in the order of the elements they were made from.
    ///
    /// `selector` runs as each element arrives, even when its sequence has to wait.
    ///
    /// Unlike RxSwift 6.5, it subscribes a waiting inner, calls its observer and tears down an
    /// inner with no lock held (chapter 17).
    ///
    /// - Parameter selector: Makes the inner sequence for one element.
    /// - Returns: An observable of the inner sequences' elements, one sequence after another.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element> {
        MergeLimited<Element, Source>(source: asObservable(), selector: selector, maxConcurrent: 1)
    }
}
// endregion: mergeMaxConcurrent

/// One subscription to `merge(maxConcurrent:)`, `concat()` or `concatMap`: like `MergeSink`, with a
/// limit on running inners and a queue of the inners waiting for a place.
///
/// RxSwift 6.5's `MergeLimitedSink` subscribes the next waiting inner while it holds its lock;
/// this sink takes the inner out of the queue under the lock and subscribes after releasing it.
// region: MergeLimitedSink
final class MergeLimitedSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>
    : SerializingSink<Observer>, ObserverType, InnerMerger where Inner.Element == Observer.Element {
    typealias Selector = (SourceElement) throws -> Inner

    let selector: Selector
    let maxConcurrent: Int

    @usableFromInline
    typealias InnerElement = Observer.Element
    @usableFromInline
    typealias Iter = MergeSinkIter<MergeLimitedSink>
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
    var activeCount = 0
    /// Whether the outer sequence has completed.
    var stopped = false
    /// The inner sequences waiting for a place, oldest first. It has no bound: a source that sends
    /// faster than the inners finish makes it grow.
    var waiting = Queue<Observable<Observer.Element>>(capacity: 2)
    /// The thread running `subscribeInners`' loop, if any.
    var subscribingThread: pthread_t?
    /// Inners whose turn came, on `subscribingThread`, while that thread was still subscribing the
    /// one before (an inner that completes during its own `subscribe`, like `just`): the loop
    /// subscribes them after `subscribe` returns, instead of each one nested inside the last.
    var handedBack: [Observable<Observer.Element>] = []

    init(selector: @escaping Selector, maxConcurrent: Int, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        self.maxConcurrent = maxConcurrent
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        let sources = sourcesDisposable()
        outerSubscription.setDisposable(source.subscribe(self))
        return sources
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            // As in RxSwift, the selector runs as the element arrives, whether its inner runs now or
            // waits; here it runs outside the lock.
            let inner: Observable<Observer.Element>
            do {
                inner = try selector(element).asObservable()
            } catch {
                send(.error(error))
                return
            }
            let subscribeNow = lock.performLocked { () -> Bool in
                if isTerminated {
                    return false
                }
                if activeCount < maxConcurrent {
                    activeCount += 1
                    return true
                }
                waiting.enqueue(inner)
                return false
            }
            if subscribeNow {
                subscribeInners(inner)
            }
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

    // region: MergeLimitedLoop
    /// Subscribes `first`, then, in a loop, every inner handed back while it was subscribing. RxSwift
    /// 6.5 subscribes the next waiting inner from inside the completion of the one before, so a
    /// queue of inners that complete as they are subscribed nests one stack frame per inner, and ten
    /// thousand overflow the stack; here the completion hands the next one back to this loop.
    func subscribeInners(_ first: Observable<Observer.Element>) {
        let claimed = lock.performLocked { () -> Bool in
            if subscribingThread == nil {
                subscribingThread = pthread_self()
                return true
            }
            return false
        }
        guard claimed else {
            subscribeInner(first)
            return
        }
        var next: Observable<Observer.Element>? = first
        while let inner = next {
            subscribeInner(inner)
            next = lock.performLocked { () -> Observable<Observer.Element>? in
                if handedBack.isEmpty {
                    subscribingThread = nil
                    return nil
                }
                return handedBack.removeFirst()
            }
        }
    }
    // endregion: MergeLimitedLoop

    /// Subscribes one inner with an observer of its own.
    func subscribeInner(_ inner: Observable<Observer.Element>) {
        subscribe(inner, with: Iter(parent: self))
    }

    /// An event from the inner that `iter` observes.
    func innerOn(_ event: Event<Observer.Element>, from iter: Iter) {
        switch event {
        case .next, .error:
            send(event)
        case .completed:
            // The place the finished inner held goes to the oldest waiting one, if any.
            let (next, delivery) = lock.performLocked { () -> (Observable<Observer.Element>?, Delivery) in
                forget(iter)
                if let next = waiting.dequeue() {
                    if let subscribing = subscribingThread, pthread_equal(subscribing, pthread_self()) != 0 {
                        // This thread is inside `subscribeInners`' loop further up the stack.
                        handedBack.append(next)
                        return (nil, .none)
                    }
                    return (next, .none)
                }
                activeCount -= 1
                return (nil, stopped && activeCount == 0 ? schedule(.completed) : .none)
            }
            iter.finish()
            if let next {
                subscribeInners(next)
            }
            deliver(delivery)
        }
    }
}
// endregion: MergeLimitedSink

/// The observable of `merge(maxConcurrent:)`, `concat()` and `concatMap`.
// region: MergeLimitedProducer
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class MergeLimited<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element>, @unchecked Sendable {
    let source: Observable<SourceElement>
    let selector: (SourceElement) throws -> Inner
    let maxConcurrent: Int

    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner, maxConcurrent: Int) {
        self.source = source
        self.selector = selector
        self.maxConcurrent = maxConcurrent
        super.init { producer, observer, cancel in
            let merge = unsafeDowncast(producer, to: MergeLimited.self)
            let sink = MergeLimitedSink(selector: merge.selector, maxConcurrent: merge.maxConcurrent,
                                        observer: observer, cancel: cancel)
            let subscription = sink.run(merge.source)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: MergeLimitedProducer

/// The observable `observe(on:)` returns for a `SerialDispatchQueueScheduler` (and so for
/// `MainScheduler`): each event is scheduled on the scheduler's serial queue by itself.
// region: ObserveOnSerialDispatchQueueProducer
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
@usableFromInline
final class ObserveOnSerialDispatchQueue<Element>: Producer<Element>, @unchecked Sendable {
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let scheduler: SerialDispatchQueueScheduler

    @inlinable
    init(source: Observable<Element>, scheduler: SerialDispatchQueueScheduler) {
        self.source = source
        self.scheduler = scheduler
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: ObserveOnSerialDispatchQueue.self)
            let sink = ObserveOnSerialDispatchQueueSink(scheduler: parent.scheduler, observer: observer, cancel: cancel)
            let subscription = parent.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }

        #if TRACE_RESOURCES
        Resources.countSerialDispatchQueueObservable(1)
        #endif
    }

    #if TRACE_RESOURCES
    @inlinable
    deinit {
        Resources.countSerialDispatchQueueObservable(-1)
    }
    #endif
}
// endregion: ObserveOnSerialDispatchQueueProducer

/// One subscription through `observe(on:)` on a serial dispatch queue (and so on `MainScheduler`):
/// each event is scheduled on the queue by itself, in the order it arrives.
///
/// RxSwift's shape: `onCore` calls `scheduler.schedule((self, event), action:)` with an action
/// closure the sink made once; the action checks that the subscription is still alive, then
/// delivers the event it was handed. Every event is its own piece of work on the queue, so it
/// takes its place among *all* work on that scheduler in the order it arrived: two subscriptions
/// observed on one queue interleave event by event, work scheduled directly on the queue between
/// two events runs between them, and a producer that keeps sending never holds the queue, since
/// each of its events waits its turn behind what was scheduled before it. On `MainScheduler`,
/// an event sent from inside a delivery finds the scheduler busy (`numberEnqueued`, chapter 11)
/// and waits for the main queue's next turn instead of being delivered at once. Each event costs
/// RxSwift six allocations (counted on Linux, lab notes of `Benchmarks/README.md`): a
/// `SingleAssignmentDisposable` and its `AtomicInt`, a closure holding the state, action and
/// disposable, the action converted for the generic `schedule`, and two inside `async`.
///
/// Ours keeps that order exactly: one piece of work on the queue per event, scheduled when the
/// event arrives. What differs is where the event waits. It is appended to this sink's own list
/// (`arrived`), and the work scheduled for it, through `scheduleUncancellable` (chapter 11), is
/// a closure that captures only the sink and delivers the *oldest* waiting event. Since the queue
/// runs the sink's pieces of work in the order they were scheduled, and each takes one event, the
/// n-th piece delivers the n-th event, as in RxSwift. No disposable is made (the sink checks
/// `cancel` itself, as RxSwift's action does), and a closure that captures one object needs no
/// allocation of its own, so an event costs only what `async` allocates, plus one lock taken by
/// the sender: fewer allocations and instructions than RxSwift's (Appendix A has the figures).
// region: ObserveOnSerialDispatchQueueSink
@usableFromInline
final class ObserveOnSerialDispatchQueueSink<Observer: ObserverType>: ObserverType, Disposable {
    @usableFromInline
    typealias Element = Observer.Element

    @usableFromInline
    let scheduler: SerialDispatchQueueScheduler
    @usableFromInline
    let observer: Observer
    @usableFromInline
    let cancel: Cancelable

    /// Set by the first terminal event or by `dispose`: from then on events are ignored.
    @usableFromInline
    let isStopped = AtomicInt(0)
    @usableFromInline
    let lock = SpinLock()
    // Events that arrived and wait for their piece of work, oldest first. Guarded by `lock`, so
    // Swift's run-time exclusivity check is off for it.
    @usableFromInline @exclusivity(unchecked)
    var arrived: [Event<Element>] = []
    // The batch the pieces of work are taking events from, one each, at `nextToDeliver`; when it
    // is used up, the next piece swaps it with `arrived`. Only the pieces of work touch these,
    // one at a time (the queue is serial, and `MainScheduler` runs one at once only when none is
    // running or waiting), so they need no lock: a producer and the queue meet only at the swap.
    @usableFromInline @exclusivity(unchecked)
    var taking: [Event<Element>] = []
    @usableFromInline @exclusivity(unchecked)
    var nextToDeliver = 0

    @inlinable
    init(scheduler: SerialDispatchQueueScheduler, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        self.observer = observer
        self.cancel = cancel
    }

    // `ObserverBase`'s grammar check, written out here: its `onCore` hook is a class method, and
    // a generic class's method reached through the method table runs the code compiled for no
    // type, with its metadata look-ups, on every event; this `on` is compiled for the element.
    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if load(isStopped) == 0 {
                schedule(event)
            }
        case .error, .completed:
            // The old value says whether this call is the one that stopped the sink.
            if fetchOr(isStopped, 1) == 0 {
                schedule(event)
            }
        }
    }

    /// Queues `event` and schedules the one piece of work that will deliver it.
    @inlinable
    func schedule(_ event: Event<Element>) {
        lock.lock()
        arrived.append(event)
        lock.unlock()

        // The closure captures only `self`, which keeps the sink alive until the work has run.
        scheduler.scheduleUncancellable { self.deliverOldest() }
    }

    /// Runs on the queue, once per event that arrived: delivers the oldest waiting event.
    @inlinable
    func deliverOldest() {
        if nextToDeliver == taking.count {
            taking.removeAll(keepingCapacity: true)
            nextToDeliver = 0
            lock.lock()
            swap(&arrived, &taking)
            lock.unlock()
        }
        // Every event schedules exactly one piece of work after it is appended, so one waits.
        if nextToDeliver >= taking.count {
            rxInternalError("observe(on:) ran a delivery with no event waiting")
        }
        // Swapped out for a `.completed`, which has no payload: the element is moved, not copied,
        // and released once delivered rather than when the batch is used up.
        var event = Event<Element>.completed
        swap(&event, &taking[nextToDeliver])
        nextToDeliver += 1

        // Disposed while the event waited: it is dropped, as is every later one.
        guard !cancel.isDisposed else {
            return
        }
        #if RXREADING_TRACE
        let traced = Trace.begin(.on, event.debugDescription, to: observer, from: self)
        defer { Trace.end(traced) }
        #endif
        observer.on(event)
        if event.isStopEvent {
            dispose()
        }
    }

    @inlinable
    func dispose() {
        fetchOr(isStopped, 1)
        cancel.dispose()
    }
}
// endregion: ObserveOnSerialDispatchQueueSink

#if TRACE_RESOURCES
// region: numberOfSerialDispatchQueueObservables
private let numberOfSerialDispatchObservables = AtomicInt(0)

extension Resources {
    /// How many observables that took the serial-dispatch-queue path of `observe(on:)` are
    /// alive: lets tests check which implementation was chosen. Debug builds only.
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        load(numberOfSerialDispatchObservables)
    }

    @usableFromInline
    static func countSerialDispatchQueueObservable(_ change: Int32) {
        add(numberOfSerialDispatchObservables, change)
    }
}
// endregion: numberOfSerialDispatchQueueObservables
#endif

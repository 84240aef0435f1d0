// region: observeOn
extension ObservableType {
    /// Delivers the source's events to the observer on `scheduler`.
    ///
    /// Every closure below this operator in the chain (the `map`s, the `subscribe(onNext:)`) runs
    /// on `scheduler`, and the order of events is kept, even on a concurrent scheduler: the
    /// events wait in a queue and are delivered one at a time, never overlapping. Subscribing
    /// and unsubscribing stay where they were; to move those, use `subscribe(on:)`.
    ///
    /// A `SerialDispatchQueueScheduler` (and so `MainScheduler`) gets a faster path: its queue
    /// already runs one action at a time in order, so each event is simply scheduled on it.
    ///
    /// - Parameter scheduler: where to deliver the events.
    /// - Returns: the source, observed on `scheduler`.
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        guard let serialScheduler = scheduler as? SerialDispatchQueueScheduler else {
            return ObserveOn(source: asObservable(), scheduler: scheduler)
        }
        return ObserveOnSerialDispatchQueue(source: asObservable(), scheduler: serialScheduler)
    }

    /// The name `observe(on:)` had before RxSwift 6.
    ///
    /// - Parameter scheduler: Where to deliver the events.
    /// - Returns: The source, observed on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}
// endregion: observeOn

/// Whether an `ObserveOnSink` has a delivery loop scheduled or running.
@usableFromInline
enum ObserveOnState: Int32 {
    /// No loop is running; the next event must start one.
    case stopped = 0
    /// A loop is running and will deliver whatever is queued.
    case running = 1
}

/// One subscription through `observe(on:)` on a general scheduler: a queue of events and a
/// delivery loop on the scheduler that delivers one event per step.
///
/// The source may send from any thread, and the scheduler may run actions concurrently, so
/// scheduling each event on its own could deliver them out of order or at the same time. Instead
/// each event is enqueued under the lock, and only the event that finds the loop stopped starts
/// it. A step takes the oldest event under the lock, delivers it outside the lock, and, while
/// more wait, schedules the next step; the step that finds the queue empty marks the loop
/// stopped, under the same lock that enqueuing takes, so no event is left behind. Because each
/// step delivers one event and the next step joins the back of the scheduler's queue, other work
/// on the scheduler gets its turn between two events: a busy source never holds the scheduler.
///
/// RxSwift's shape: the loop is `scheduler.scheduleRecursive((), action: run)`, so each step
/// goes through chapter 08's `RecursiveImmediateScheduler`, which allocates the step's closure,
/// its disposable and a place in a `CompositeDisposable` so that disposing the sink can cancel
/// the pending step; and `ObserveOnSink` is a private generic class the optimizer compiles for
/// no type, so every event also pays run-time metadata look-ups.
///
/// Ours keeps RxSwift's loop, one event per step, the next step scheduled at the end of the
/// step, for every scheduler. On chapter 11's own schedulers (concurrent dispatch queue,
/// operation queue) the next step is scheduled through `scheduleUncancellable`: a closure that
/// captures only the sink, no disposable, no recursion bookkeeping. Nothing is lost by not
/// cancelling: a dispatch queue cannot take back a block it was given and an operation queue
/// still starts a cancelled operation, so what the disposable bought was the check that the
/// subscription is alive, and each step makes that check itself. Any other scheduler (a
/// `CurrentThreadScheduler`, a test scheduler, your own) gets RxSwift's `scheduleRecursive`, so a
/// scheduler that can drop pending work is still told to. The sink is inlinable, so its code is
/// compiled for the element type where `observe(on:)` is called.
// region: ObserveOnSink
@usableFromInline
final class ObserveOnSink<Observer: ObserverType>: ObserverType, Disposable {
    @usableFromInline
    typealias Element = Observer.Element

    /// Set by the first terminal event or by `dispose`: from then on events are ignored.
    @usableFromInline
    let isStopped = AtomicInt(0)

    @usableFromInline
    let scheduler: ImmediateSchedulerType
    /// `scheduler`, when it is one of chapter 11's, which can run a step without a disposable.
    @usableFromInline
    let uncancellable: UncancellableScheduling?

    @usableFromInline
    let lock = RecursiveLock()
    @usableFromInline
    let observer: Observer

    // Guarded by `lock`, so Swift's run-time exclusivity check is off for them.
    @usableFromInline @exclusivity(unchecked)
    var state = ObserveOnState.stopped
    @usableFromInline @exclusivity(unchecked)
    var queue = Queue<Event<Element>>(capacity: 10)

    /// The pending step of `scheduleRecursive`, on schedulers that are not chapter 11's.
    @usableFromInline
    let scheduleDisposable = SerialDisposable()
    @usableFromInline
    let cancel: Cancelable

    @inlinable
    init(scheduler: ImmediateSchedulerType, uncancellable: UncancellableScheduling?, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        self.uncancellable = uncancellable
        self.observer = observer
        self.cancel = cancel
    }

    // `ObserverBase`'s grammar check, written out for the reason `ObserveOnSerialDispatchQueueSink`
    // gives: compiled for the element type, not reached through a generic class's method table.
    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if load(isStopped) == 0 {
                enqueue(event)
            }
        case .error, .completed:
            if fetchOr(isStopped, 1) == 0 {
                enqueue(event)
            }
        }
    }

    /// Queues `event`, and starts the loop if it is stopped.
    @inlinable
    func enqueue(_ event: Event<Element>) {
        lock.lock()
        queue.enqueue(event)
        let shouldStart = state == .stopped
        state = .running
        lock.unlock()

        if shouldStart {
            if let uncancellable {
                uncancellable.scheduleUncancellable { self.step() }
            } else {
                scheduleDisposable.disposable = scheduler.scheduleRecursive(self) { sink, recurse in
                    if sink.deliverOldest() {
                        recurse(sink)
                    }
                }
            }
        }
    }

    /// One step on a scheduler of chapter 11: deliver the oldest event, and schedule the next
    /// step if more wait.
    @inlinable
    func step() {
        if deliverOldest() {
            uncancellable.unsafelyUnwrapped.scheduleUncancellable { self.step() }
        }
    }

    /// Delivers the oldest queued event; returns whether another step must follow.
    @inlinable
    func deliverOldest() -> Bool {
        lock.lock()
        let nextEvent = queue.dequeue()
        if nextEvent == nil {
            state = .stopped
        }
        lock.unlock()

        // Checked just before delivering: a subscription disposed on this scheduler gets nothing
        // more, even if events are still queued. The loop stays marked running, so it is never
        // started again.
        guard let nextEvent, !cancel.isDisposed else {
            return false
        }
        #if RXREADING_TRACE
        let traced = Trace.begin(.on, nextEvent.debugDescription, to: observer, from: self)
        defer { Trace.end(traced) }
        #endif
        observer.on(nextEvent)
        if nextEvent.isStopEvent {
            dispose()
        }

        return shouldContinue_synchronized()
    }

    /// Whether more events wait; if not, marks the loop stopped so the next event restarts it.
    @inlinable
    func shouldContinue_synchronized() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if queue.isEmpty {
            state = .stopped
            return false
        }
        return true
    }

    @inlinable
    func dispose() {
        fetchOr(isStopped, 1)
        cancel.dispose()
        scheduleDisposable.dispose()
    }
}
// endregion: ObserveOnSink

// region: ObserveOnProducer
/// The observable `observe(on:)` returns for any scheduler that is not a serial dispatch queue.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
@usableFromInline
final class ObserveOn<Element>: Producer<Element>, @unchecked Sendable {
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let scheduler: ImmediateSchedulerType
    /// `scheduler` as one of chapter 11's, looked up once here rather than per subscription.
    @usableFromInline
    let uncancellable: UncancellableScheduling?

    @inlinable
    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
        self.uncancellable = uncancellableScheduling(scheduler)
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: ObserveOn.self)
            let sink = ObserveOnSink(
                scheduler: parent.scheduler, uncancellable: parent.uncancellable, observer: observer, cancel: cancel)
            let subscription = parent.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: ObserveOnProducer

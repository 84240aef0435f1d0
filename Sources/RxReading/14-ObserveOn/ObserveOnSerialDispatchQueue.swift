/// The observable `observe(on:)` returns for a `SerialDispatchQueueScheduler` (and so for
/// `MainScheduler`): events are delivered on the scheduler's serial queue, in batches.
// region: ObserveOnSerialDispatchQueueProducer
@usableFromInline
final class ObserveOnSerialDispatchQueue<Element>: Producer<Element> {
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

/// One subscription through `observe(on:)` on a serial dispatch queue.
///
/// RxSwift schedules every event on the queue by itself: one `DispatchQueue.async`, and its
/// allocations, per element. RxReading batches: an event is appended to a pending list under a
/// lock, and only the event that finds no delivery scheduled schedules one. The delivery runs on
/// the queue, takes the whole pending list at once, delivers it in order, and looks again until
/// the list is empty. What an observer sees is the same: every event, in order, on the queue,
/// one at a time, and nothing once the subscription is disposed. What changes is the cost, one
/// `async` per burst instead of per element (Appendix A quotes rxbench), and one thing a
/// program could notice: events of *different* subscriptions sent to the same queue are no
/// longer interleaved event by event, since each subscription delivers its own burst.
///
/// `MainScheduler` still runs a delivery at once when the first event of a burst is sent on the
/// main thread with nothing queued ahead of it (its `scheduleInternal`, chapter 11).
// region: ObserveOnSerialDispatchQueueSink
@usableFromInline
final class ObserveOnSerialDispatchQueueSink<Observer: ObserverType>: ObserverBase<Observer.Element> {
    @usableFromInline
    let scheduler: SerialDispatchQueueScheduler
    @usableFromInline
    let observer: Observer
    @usableFromInline
    let cancel: Cancelable

    @usableFromInline
    let lock = SpinLock()
    // Guarded by `lock`: events waiting for the delivery, and whether one is scheduled.
    // Guarded by `lock` (and `delivering` by running only on the serial queue), so Swift's
    // run-time exclusivity check is off for them.
    @usableFromInline @exclusivity(unchecked)
    var pending: [Event<Element>] = []
    @usableFromInline @exclusivity(unchecked)
    var deliveryScheduled = false
    // Only the delivery touches it, on the queue: the batch being delivered, kept to reuse its
    // storage.
    @usableFromInline @exclusivity(unchecked)
    var delivering: [Event<Element>] = []

    @inlinable
    init(scheduler: SerialDispatchQueueScheduler, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        self.observer = observer
        self.cancel = cancel
        super.init()
    }

    @inlinable
    override func onCore(_ event: Event<Element>) {
        lock.lock()
        pending.append(event)
        let startsDelivery = !deliveryScheduled
        deliveryScheduled = true
        lock.unlock()

        if startsDelivery {
            _ = scheduler.schedule(self) { sink in
                sink.deliverPending()
                return Disposables.create()
            }
        }
    }

    /// Runs on the queue: delivers everything pending, batch after batch, until nothing is left.
    @inlinable
    func deliverPending() {
        while true {
            lock.lock()
            if pending.isEmpty {
                deliveryScheduled = false
                lock.unlock()
                return
            }
            swap(&pending, &delivering)
            lock.unlock()

            for event in delivering {
                // Disposed while the event waited: it is not delivered, nor is anything after it.
                if cancel.isDisposed {
                    delivering.removeAll(keepingCapacity: true)
                    return
                }
                observer.on(event)
                if event.isStopEvent {
                    dispose()
                }
            }
            delivering.removeAll(keepingCapacity: true)
        }
    }

    @inlinable
    override func dispose() {
        super.dispose()

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

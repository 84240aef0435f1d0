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
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}
// endregion: observeOn

/// Whether an `ObserveOnSink` has a delivery loop scheduled or running.
enum ObserveOnState: Int32 {
    /// No loop is running; the next event must start one.
    case stopped = 0
    /// A loop is running and will deliver whatever is queued.
    case running = 1
}

/// One subscription through `observe(on:)` on a general scheduler: a queue of events and a
/// delivery loop on the scheduler.
///
/// The source may send from any thread, and the scheduler may run actions concurrently, so
/// scheduling each event on its own could deliver them out of order or at the same time. Instead
/// each event is enqueued under the lock, and only the event that finds the loop stopped starts
/// one (`scheduleRecursive`). The loop takes one event at a time under the lock, delivers it
/// outside the lock, and schedules its next step while the queue is not empty; the step that
/// finds it empty marks the loop stopped, under the same lock that enqueuing takes, so no event
/// is left behind.
// region: ObserveOnSink
@usableFromInline
final class ObserveOnSink<Observer: ObserverType>: ObserverBase<Observer.Element> {
    typealias Element = Observer.Element

    let scheduler: ImmediateSchedulerType

    let lock = RecursiveLock()
    let observer: Observer

    // state
    var state = ObserveOnState.stopped
    var queue = Queue<Event<Element>>(capacity: 10)

    let scheduleDisposable = SerialDisposable()
    let cancel: Cancelable

    init(scheduler: ImmediateSchedulerType, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        self.observer = observer
        self.cancel = cancel
    }

    override func onCore(_ event: Event<Element>) {
        let shouldStart = lock.performLocked { () -> Bool in
            queue.enqueue(event)

            switch state {
            case .stopped:
                state = .running
                return true
            case .running:
                return false
            }
        }

        if shouldStart {
            scheduleDisposable.disposable = scheduler.scheduleRecursive((), action: run)
        }
    }

    /// One step of the delivery loop, on the scheduler: deliver the oldest queued event and go
    /// on while there are more.
    func run(_ state: (), _ recurse: (()) -> Void) {
        let (nextEvent, observer) = lock.performLocked { () -> (Event<Element>?, Observer) in
            if !queue.isEmpty {
                return (queue.dequeue(), self.observer)
            }
            self.state = .stopped
            return (nil, self.observer)
        }

        // Checked just before delivering: a subscription disposed on this scheduler gets nothing
        // more, even if events are still queued.
        if let nextEvent, !cancel.isDisposed {
            observer.on(nextEvent)
            if nextEvent.isStopEvent {
                dispose()
            }
        } else {
            return
        }

        if shouldContinue_synchronized() {
            recurse(())
        }
    }

    /// Whether more events wait; if not, marks the loop stopped so the next event restarts it.
    func shouldContinue_synchronized() -> Bool {
        lock.performLocked {
            let isEmpty = queue.isEmpty
            if isEmpty {
                state = .stopped
            }
            return !isEmpty
        }
    }

    override func dispose() {
        super.dispose()

        cancel.dispose()
        scheduleDisposable.dispose()
    }
}
// endregion: ObserveOnSink

// region: ObserveOnProducer
/// The observable `observe(on:)` returns for any scheduler that is not a serial dispatch queue.
@usableFromInline
final class ObserveOn<Element>: Producer<Element> {
    let source: Observable<Element>
    let scheduler: ImmediateSchedulerType

    @usableFromInline
    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: ObserveOn.self)
            let sink = ObserveOnSink(scheduler: parent.scheduler, observer: observer, cancel: cancel)
            let subscription = parent.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: ObserveOnProducer

// region: debounce
extension ObservableType {
    /// Sends an element only once `dueTime` has passed without another one: each element starts
    /// a timer on `scheduler`, and the next element cancels it and starts its own.
    ///
    /// When the source completes, the element still waiting (if any) is sent at once, then the
    /// completion; an error is sent at once and the waiting element is dropped.
    ///
    /// - Parameters:
    ///   - dueTime: How long the source must stay quiet before its newest element is sent.
    ///   - scheduler: The scheduler that runs the timers, and so sends the elements.
    /// - Returns: An observable of the elements that were not followed within `dueTime`.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Debounce(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}
// endregion: debounce

/// One subscription to `debounce`: the newest element waits in `value`, with the id of the timer
/// that may send it; the timer sits in a `SerialDisposable`, so the next element's timer disposes
/// it. A timer that runs anyway (it had started on another thread, or its scheduler cannot cancel)
/// finds a newer id and does nothing.
// region: DebounceSink
@usableFromInline
final class DebounceSink<Observer: ObserverType>: SerializingSink<Observer>, ObserverType {
    @usableFromInline
    typealias Element = Observer.Element

    @usableFromInline
    let dueTime: RxTimeInterval
    @usableFromInline
    let scheduler: SchedulerType
    /// The timer of the newest element; setting the next one disposes it.
    @usableFromInline
    let timer = SerialDisposable()

    // Under `lock`:
    /// The id of the newest element's timer: a timer whose id differs is stale.
    @usableFromInline @exclusivity(unchecked)
    var id: UInt64 = 0
    /// The newest element, until its timer sends it or the source ends.
    @usableFromInline @exclusivity(unchecked)
    var value: Element?

    @inlinable
    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: Observer, cancel: Cancelable) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func run(_ source: Observable<Element>) -> Disposable {
        let subscription = source.subscribe(self)
        return Disposables.create(subscription, timer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let current = lock.performLocked { () -> UInt64 in
                id &+= 1
                value = element
                return id
            }
            // Replacing the timer disposes the one before; scheduling is calling out, so both
            // happen after the lock is released.
            let slot = SingleAssignmentDisposable()
            timer.disposable = slot
            slot.setDisposable(scheduler.scheduleRelative(current, dueTime: dueTime) { id in
                self.timerFired(id)
                return Disposables.create()
            })
        case .error:
            deliver(lock.performLocked { () -> Delivery in
                value = nil
                return schedule(event)
            })
        case .completed:
            deliver(lock.performLocked { () -> Delivery in
                guard let waiting = value else { return schedule(.completed) }
                value = nil
                return schedule(.next(waiting), then: .completed)
            })
        }
    }

    /// The timer of the element numbered `timerId` has run out.
    @inlinable
    func timerFired(_ timerId: UInt64) {
        deliver(lock.performLocked { () -> Delivery in
            guard timerId == id, let waiting = value else { return .none }
            value = nil
            return schedule(.next(waiting))
        })
    }
}
// endregion: DebounceSink

/// The observable of `debounce`.
// region: DebounceProducer
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
@usableFromInline
final class Debounce<Element>: Producer<Element>, @unchecked Sendable {
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let dueTime: RxTimeInterval
    @usableFromInline
    let scheduler: SchedulerType

    @inlinable
    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init { producer, observer, cancel in
            let debounce = unsafeDowncast(producer, to: Debounce.self)
            let sink = DebounceSink(dueTime: debounce.dueTime, scheduler: debounce.scheduler,
                                    observer: observer, cancel: cancel)
            return (sink: sink, subscription: sink.run(debounce.source))
        }
    }
}
// endregion: DebounceProducer

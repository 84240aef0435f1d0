// region: timeout
extension ObservableType {
    /// Ends with `RxError.timeout` if `dueTime` passes, after the subscription or after an element,
    /// without the next element or the end of the source.
    ///
    /// - Parameters:
    ///   - dueTime: How long the source may stay silent, from the subscription and after each
    ///     element.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: An observable of the source's events, or of them then `RxError.timeout`.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Timeout(source: asObservable(), dueTime: dueTime, other: Observable.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` if `dueTime` passes, after the subscription or after an element,
    /// without the next element or the end of the source: the source is disposed, and whatever it
    /// still sends is dropped; `other`'s events go downstream from then on.
    ///
    /// - Parameters:
    ///   - dueTime: How long the source may stay silent, from the subscription and after each
    ///     element.
    ///   - other: The sequence to switch to when the time runs out.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: An observable of the source's events, or of them then `other`'s.
    public func timeout<Source: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType)
        -> Observable<Element> where Element == Source.Element {
        Timeout(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}
// endregion: timeout

/// One subscription to `timeout`. Each element (and the subscription itself) sets a timer with
/// the next id; the timer that fires with the current id wins, marks the sink `switched`, and
/// replaces the source's subscription with one to `other` in a `SerialDisposable` (chapter 16's
/// idea: the slot disposes the one it replaces). An event of the source that arrives after the
/// switch, or a timer whose id is no longer the current one, does nothing.
// region: TimeoutSink
@usableFromInline
final class TimeoutSink<Observer: ObserverType>: SerializingSink<Observer>, ObserverType {
    @usableFromInline
    typealias Element = Observer.Element

    @usableFromInline
    let dueTime: RxTimeInterval
    @usableFromInline
    let other: Observable<Element>
    @usableFromInline
    let scheduler: SchedulerType
    /// The current timer; setting the next one disposes it.
    @usableFromInline
    let timer = SerialDisposable()
    /// The source's subscription, then, after a switch, `other`'s.
    @usableFromInline
    let subscription = SerialDisposable()

    // Under `lock`:
    /// The id of the current timer; it moves on with every event of the source.
    @usableFromInline @exclusivity(unchecked)
    var id = 0
    /// A timer has won: the source's events are dropped from now on.
    @usableFromInline @exclusivity(unchecked)
    var switched = false

    @inlinable
    init(dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType, observer: Observer, cancel: Cancelable) {
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func run(_ source: Observable<Element>) -> Disposable {
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        startTimer(id: 0)
        original.setDisposable(source.subscribe(self))
        return Disposables.create(subscription, timer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        var next: Int?
        let delivery = lock.performLocked { () -> Delivery in
            if switched {
                // Too late: the timer has won and `other` has the observer.
                return .none
            }
            id &+= 1
            if case .next = event {
                next = id
            }
            return schedule(event)
        }
        deliver(delivery)
        if let next {
            startTimer(id: next)
        }
    }

    /// Sets the timer for the element (or the subscription) numbered `id`.
    @inlinable
    func startTimer(id: Int) {
        if timer.isDisposed {
            return
        }
        let slot = SingleAssignmentDisposable()
        timer.disposable = slot
        slot.setDisposable(scheduler.scheduleRelative(id, dueTime: dueTime) { id in
            self.timerFired(id)
            return Disposables.create()
        })
    }

    /// The timer numbered `timerId` has run out: if nothing came since it was set, switch.
    @inlinable
    func timerFired(_ timerId: Int) {
        let wins = lock.performLocked { () -> Bool in
            if switched || isTerminated || timerId != id {
                return false
            }
            switched = true
            return true
        }
        if wins {
            subscription.disposable = other.subscribe(TimeoutOtherObserver(parent: self))
        }
    }

    /// An event of `other`, after the switch.
    @inlinable
    func otherOn(_ event: Event<Element>) {
        send(event)
    }
}
// endregion: TimeoutSink

/// The observer subscribed to `other`: it hands its events to the sink.
// region: TimeoutOtherObserver
@usableFromInline
struct TimeoutOtherObserver<Observer: ObserverType>: ObserverType {
    @usableFromInline
    let parent: TimeoutSink<Observer>

    @inlinable
    init(parent: TimeoutSink<Observer>) {
        self.parent = parent
    }

    @inlinable
    func on(_ event: Event<Observer.Element>) {
        parent.otherOn(event)
    }
}
// endregion: TimeoutOtherObserver

/// The observable of both `timeout`s (the first one's `other` is `Observable.error(RxError.timeout)`).
// region: TimeoutProducer
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
@usableFromInline
final class Timeout<Element>: Producer<Element>, @unchecked Sendable {
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let dueTime: RxTimeInterval
    @usableFromInline
    let other: Observable<Element>
    @usableFromInline
    let scheduler: SchedulerType

    @inlinable
    init(source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init { producer, observer, cancel in
            let timeout = unsafeDowncast(producer, to: Timeout.self)
            let sink = TimeoutSink(dueTime: timeout.dueTime, other: timeout.other, scheduler: timeout.scheduler,
                                   observer: observer, cancel: cancel)
            return (sink: sink, subscription: sink.run(timeout.source))
        }
    }
}
// endregion: TimeoutProducer

import Foundation

// region: delay
extension ObservableType {
    /// Sends each element, and the completion, `dueTime` after the source sent it, on `scheduler`.
    ///
    /// An error is not delayed: it is sent at once, and the elements still waiting are dropped.
    ///
    /// - Parameters:
    ///   - dueTime: How long each element and the completion wait.
    ///   - scheduler: The scheduler that runs the timers, and so sends what waited.
    /// - Returns: An observable of the source's events, shifted by `dueTime`.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Delay(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}
// endregion: delay

/// One subscription to `delay`. Each element waits in `queue` with the time it arrived; one timer
/// runs at a time, for the oldest, and when it has sent that one it sets itself again for the
/// next (recursive scheduling, chapter 10), so a burst of elements costs one timer at a time,
/// not one each. An error empties the queue and is sent at once.
// region: DelaySink
final class DelaySink<Observer: ObserverType>: SerializingSink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let dueTime: RxTimeInterval
    let scheduler: SchedulerType
    let sourceSubscription = SingleAssignmentDisposable()
    /// The running timer; a new run of timers replaces the finished one.
    let timer = SerialDisposable()

    // Under `lock`:
    /// The events waiting for their time, oldest first, each with the time it arrived.
    var queue = Queue<(arrived: Date, event: Event<Element>)>(capacity: 0)
    /// A timer is set for the oldest waiting event (or is sending it).
    var active = false

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: Observer, cancel: Cancelable) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(sourceSubscription, timer)
    }

    func on(_ event: Event<Element>) {
        if event.isStopEvent {
            sourceSubscription.dispose()
        }
        if case .error = event {
            deliver(lock.performLocked { () -> Delivery in
                queue = Queue(capacity: 0)
                return schedule(event)
            })
            return
        }
        let now = scheduler.now
        let startTimer = lock.performLocked { () -> Bool in
            queue.enqueue((now, event))
            defer { active = true }
            return !active
        }
        if startTimer {
            timer.disposable = scheduler.scheduleRecursive((), dueTime: dueTime) { _, recurse in
                self.sendOldest(recurse)
            }
        }
    }

    /// The oldest waiting event's time has come: send it, then set the timer for the next one.
    func sendOldest(_ recurse: AnyRecursiveScheduler<Void>) {
        var event: Event<Element>?
        deliver(lock.performLocked { () -> Delivery in
            event = queue.dequeue()?.event
            return event.map { schedule($0) } ?? .none
        })
        if event?.isStopEvent ?? true {
            return
        }
        let now = scheduler.now
        let next = lock.performLocked { () -> RxTimeInterval? in
            if queue.isEmpty || isTerminated {
                active = false
                return nil
            }
            let waited = now.timeIntervalSince(queue.peek().arrived)
            return dueTime.remaining(after: waited) ?? .nanoseconds(0)
        }
        if let next {
            recurse.schedule((), dueTime: next)
        }
    }
}
// endregion: DelaySink

/// The observable of `delay`.
// region: DelayProducer
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class Delay<Element>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init { producer, observer, cancel in
            let delay = unsafeDowncast(producer, to: Delay.self)
            let sink = DelaySink(dueTime: delay.dueTime, scheduler: delay.scheduler, observer: observer, cancel: cancel)
            return (sink: sink, subscription: sink.run(delay.source))
        }
    }
}
// endregion: DelayProducer

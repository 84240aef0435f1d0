import Foundation

// region: throttle
extension ObservableType {
    /// Sends an element at once if `dueTime` has passed since the last element it sent, and then
    /// lets nothing through until `dueTime` has passed again: no two elements reach the observer
    /// less than `dueTime` apart.
    ///
    /// With `latest` (the default) the newest element that arrived inside that window is sent when
    /// the window closes, and a completion waits for it; without `latest` such elements are dropped.
    /// An error is sent at once, dropping the element that waits.
    ///
    /// - Parameters:
    ///   - dueTime: The shortest time between two elements sent.
    ///   - latest: Whether the newest element that arrived inside a window is sent when it closes.
    ///   - scheduler: The scheduler that tells the time and runs the timers.
    /// - Returns: An observable of the source's elements, at most one per `dueTime`.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
        -> Observable<Element> {
        Throttle(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}
// endregion: throttle

// region: remaining
extension DispatchTimeInterval {
    /// What is left of this interval once `elapsed` seconds have passed, in the interval's own
    /// unit rounded to the nearest one (as RxSwift does), or nil when nothing is left.
    @inlinable
    func remaining(after elapsed: TimeInterval) -> DispatchTimeInterval? {
        func left(_ value: Int, _ perSecond: Double) -> Int? {
            let rest = (Double(value) - elapsed * perSecond).rounded(.toNearestOrAwayFromZero)
            return rest > 0 ? Int(rest) : nil
        }
        switch self {
        case .seconds(let value): return left(value, 1).map { .seconds($0) }
        case .milliseconds(let value): return left(value, 1e3).map { .milliseconds($0) }
        case .microseconds(let value): return left(value, 1e6).map { .microseconds($0) }
        case .nanoseconds(let value): return left(value, 1e9).map { .nanoseconds($0) }
        case .never: return .never
        @unknown default: return self
        }
    }
}
// endregion: remaining

/// One subscription to `throttle`. The time of the last element sent opens a window; an element
/// inside it waits in `waiting` (with `latest`) for a timer set to the window's end. Only the
/// first element of a window starts a timer; later ones replace the waiting element. The timer's
/// id tells it from a timer of an earlier window that runs late.
// region: ThrottleSink
@usableFromInline
final class ThrottleSink<Observer: ObserverType>: SerializingSink<Observer>, ObserverType {
    @usableFromInline
    typealias Element = Observer.Element

    @usableFromInline
    let dueTime: RxTimeInterval
    @usableFromInline
    let latest: Bool
    @usableFromInline
    let scheduler: SchedulerType
    @usableFromInline
    let timer = SerialDisposable()

    // Under `lock`:
    /// The element that arrived inside the window, to be sent when it closes.
    @usableFromInline @exclusivity(unchecked)
    var waiting: Element?
    /// When the last element was sent; nil before the first.
    @usableFromInline @exclusivity(unchecked)
    var lastSent: Date?
    /// The source completed while an element was waiting: the timer completes after sending it.
    @usableFromInline @exclusivity(unchecked)
    var completed = false
    /// The id of the current timer.
    @usableFromInline @exclusivity(unchecked)
    var id: UInt64 = 0

    @inlinable
    init(dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType, observer: Observer, cancel: Cancelable) {
        self.dueTime = dueTime
        self.latest = latest
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
            // Reading the clock is a call to the scheduler: done before taking the lock.
            let now = scheduler.now
            var wait: (id: UInt64, dueTime: RxTimeInterval)?
            let delivery = lock.performLocked { () -> Delivery in
                let left = lastSent.flatMap { dueTime.remaining(after: now.timeIntervalSince($0)) }
                guard let left else {
                    // The window is closed (or there was none): send it now, and open the next.
                    waiting = nil
                    lastSent = now
                    return schedule(.next(element))
                }
                guard latest else { return .none }
                let timerRunning = waiting != nil
                waiting = element
                if !timerRunning {
                    id &+= 1
                    wait = (id, left)
                }
                return .none
            }
            deliver(delivery)
            if let wait {
                let slot = SingleAssignmentDisposable()
                timer.disposable = slot
                slot.setDisposable(scheduler.scheduleRelative(wait.id, dueTime: wait.dueTime) { id in
                    self.timerFired(id)
                    return Disposables.create()
                })
            }
        case .error:
            deliver(lock.performLocked { () -> Delivery in
                waiting = nil
                return schedule(event)
            })
        case .completed:
            deliver(lock.performLocked { () -> Delivery in
                if waiting != nil {
                    completed = true
                    return .none
                }
                return schedule(.completed)
            })
        }
    }

    /// The window the timer numbered `timerId` was set for has closed.
    @inlinable
    func timerFired(_ timerId: UInt64) {
        let now = scheduler.now
        deliver(lock.performLocked { () -> Delivery in
            guard timerId == id, let element = waiting else { return .none }
            waiting = nil
            lastSent = now
            return completed ? schedule(.next(element), then: .completed) : schedule(.next(element))
        })
    }
}
// endregion: ThrottleSink

/// The observable of `throttle`.
// region: ThrottleProducer
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
@usableFromInline
final class Throttle<Element>: Producer<Element>, @unchecked Sendable {
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let dueTime: RxTimeInterval
    @usableFromInline
    let latest: Bool
    @usableFromInline
    let scheduler: SchedulerType

    @inlinable
    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        super.init { producer, observer, cancel in
            let throttle = unsafeDowncast(producer, to: Throttle.self)
            let sink = ThrottleSink(dueTime: throttle.dueTime, latest: throttle.latest,
                                    scheduler: throttle.scheduler, observer: observer, cancel: cancel)
            return (sink: sink, subscription: sink.run(throttle.source))
        }
    }
}
// endregion: ThrottleProducer

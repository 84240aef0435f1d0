// region: intervalAndTimer
extension ObservableType where Element: RxAbstractInteger {
    /// Emits `0, 1, 2, ...`, one value each `period`, the first one `period` after subscription.
    /// It never completes.
    ///
    /// The ticks come from `scheduler.schedulePeriodic`, so they arrive on whatever thread the
    /// scheduler runs them; if the observer is slower than `period`, ticks that piled up are
    /// delivered one after another, never at the same time (chapter 10).
    ///
    /// - Parameters:
    ///   - period: the time between two values, and before the first one.
    ///   - scheduler: the scheduler that runs the timer and delivers the values.
    /// - Returns: An observable of `0, 1, 2, ...` that never ends.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Timer(dueTime: period, period: period, scheduler: scheduler)
    }

    /// Emits `0` once `dueTime` has passed; then, with a `period`, `1, 2, ...` every `period`,
    /// and without one, completes at once.
    ///
    /// - Parameters:
    ///   - dueTime: the time before the first value.
    ///   - period: the time between later values; `nil` for a one-off timer.
    ///   - scheduler: the scheduler that runs the timer and delivers the values.
    /// - Returns: An observable of `0` then completion, or with a `period`, of `0, 1, 2, ...`
    ///   without end.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Observable<Element> {
        Timer(dueTime: dueTime, period: period, scheduler: scheduler)
    }
}
// endregion: intervalAndTimer

// region: TimerSink
/// The sink of a periodic timer: the counter is the state that `schedulePeriodic` hands from
/// one tick to the next, so the sink itself keeps no mutable count.
final private class TimerSink<Observer: ObserverType>: Sink<Observer> where Observer.Element: RxAbstractInteger {
    typealias Element = Observer.Element

    // Ticks never overlap (SchedulePeriodicRecursive sees to that), so their order does not rest
    // on this lock: it is RxSwift's, kept as a second guard around each delivery.
    private let lock = RecursiveLock()

    func run(dueTime: RxTimeInterval, period: RxTimeInterval, scheduler: SchedulerType) -> Disposable {
        scheduler.schedulePeriodic(0 as Element, startAfter: dueTime, period: period) { count in
            self.lock.performLocked {
                self.forwardOn(.next(count))
                // An endless timer of a small type (UInt8, say) starts again at zero rather than trap.
                return count &+ 1
            }
        }
    }
}
// endregion: TimerSink

// region: TimerOneOffSink
/// The sink of a one-off timer: one relative schedule, then `0` and completion.
final private class TimerOneOffSink<Observer: ObserverType>: Sink<Observer> where Observer.Element: RxAbstractInteger {
    typealias Element = Observer.Element

    func run(dueTime: RxTimeInterval, scheduler: SchedulerType) -> Disposable {
        // The sink travels as the action's state, so the action captures nothing.
        scheduler.scheduleRelative(self, dueTime: dueTime) { sink in
            sink.forwardOn(.next(0))
            sink.forwardOn(.completed)
            sink.dispose()
            return Disposables.create()
        }
    }
}
// endregion: TimerOneOffSink

// region: TimerProducer
/// The observable behind `interval` and `timer`: with a period it runs a `TimerSink`, without
/// one a `TimerOneOffSink`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final private class Timer<Element: RxAbstractInteger>: Producer<Element>, @unchecked Sendable {
    let scheduler: SchedulerType
    let dueTime: RxTimeInterval
    let period: RxTimeInterval?

    init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType) {
        self.scheduler = scheduler
        self.dueTime = dueTime
        self.period = period
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: Timer.self)
            if let period = parent.period {
                let sink = TimerSink(observer: observer, cancel: cancel)
                let subscription = sink.run(dueTime: parent.dueTime, period: period, scheduler: parent.scheduler)
                return (sink: sink, subscription: subscription)
            } else {
                let sink = TimerOneOffSink(observer: observer, cancel: cancel)
                let subscription = sink.run(dueTime: parent.dueTime, scheduler: parent.scheduler)
                return (sink: sink, subscription: subscription)
            }
        }
    }
}
// endregion: TimerProducer

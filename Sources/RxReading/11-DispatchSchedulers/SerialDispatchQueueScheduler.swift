import Dispatch
import Foundation

/// Runs work on a serial dispatch queue: one action at a time, in the order it was scheduled.
///
/// Being serial is a promise other code relies on (chapter 14's `observe(on:)` takes a shortcut
/// for exactly this class), and a `DispatchQueue` cannot be asked whether it is serial. So every
/// initializer that takes a queue assumes the worst: it makes a new serial queue of its own that
/// *targets* the given one. The work still runs on the given queue's threads, and sees its
/// queue-specific values, but it passes through the private serial queue first, which lets only
/// one action through at a time. A concurrent queue handed in therefore still gives serial work.
///
/// `schedule` may be called from any thread. `now` is the wall clock.
// region: SerialDispatchQueueScheduler
// Sendable, unchecked only because the class is open to subclasses (RxSwift's shape: MainScheduler
// is one): its one stored value, `configuration`, is immutable and Sendable.
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    /// RxSwift's name for the span of time its older API took.
    public typealias TimeInterval = Foundation.TimeInterval
    /// RxSwift's name for a point in time.
    public typealias Time = Date

    /// The current wall-clock time.
    public var now: Date {
        Date()
    }

    /// The serial queue every action goes through, and the timer leeway; chapter 14's
    /// `observe(on:)` shortcut reads it.
    let configuration: DispatchQueueConfiguration

    /// Schedules on `serialQueue` directly, trusting the caller that it is serial: the designated
    /// initializer, which the public ones call once they have made a queue that surely is.
    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// What `schedule` does: the one hook `MainScheduler` overrides to run work at once when it
    /// is already on the main queue. It lives in the class body because a method declared in an
    /// extension cannot be overridden.
    func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        #if RXREADING_TRACE
        // Chapter 11's diagram draws the main queue as a participant: `asyncInstance` always
        // goes through it.
        if Trace.isActive && configuration.queue.label == DispatchQueue.main.label {
            Trace.note(.schedule, "async, always", to: Trace.Participant("main queue"), from: self)
        }
        #endif
        return configuration.schedule(state, action: action)
    }

    /// `scheduleInternal` without the disposable: one `async` of `work`, nothing else. In the class
    /// body for the same reason: `MainScheduler` overrides it with its run-at-once rule.
    @usableFromInline
    func scheduleUncancellable(_ work: @escaping () -> Void) {
        #if RXREADING_TRACE
        if Trace.isActive {
            configuration.queue.asyncHandingOver(Trace.scheduling(self, on: configuration.queue.label, work))
            return
        }
        #endif
        configuration.queue.asyncHandingOver(work)
    }
}
// endregion: SerialDispatchQueueScheduler

extension SerialDispatchQueueScheduler: UncancellableScheduling {}

// region: SerialDispatchQueueSchedulerInit
extension SerialDispatchQueueScheduler {
    /// Creates a scheduler with a new serial queue named `internalSerialQueueName`.
    ///
    /// - Parameters:
    ///   - internalSerialQueueName: the label of the new queue.
    ///   - serialQueueConfiguration: called with the new queue before any work is scheduled on
    ///     it, to set queue-specific values, say.
    ///   - leeway: how late timers may fire.
    public convenience init(internalSerialQueueName: String, serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        let serialQueue = DispatchQueue(label: internalSerialQueueName)
        serialQueueConfiguration?(serialQueue)
        self.init(serialQueue: serialQueue, leeway: leeway)
    }

    /// Creates a scheduler that runs work on `queue`, one action at a time, even if `queue` is
    /// concurrent.
    ///
    /// - Parameters:
    ///   - queue: the queue whose threads run the work; serial or concurrent.
    ///   - internalSerialQueueName: the label of the serial queue placed in front of `queue`.
    ///   - leeway: how late timers may fire.
    public convenience init(queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        // Serial by default (no `.concurrent` attribute); the target makes it run on `queue`.
        let serialQueue = DispatchQueue(label: internalSerialQueueName, target: queue)
        self.init(serialQueue: serialQueue, leeway: leeway)
    }

    /// Creates a scheduler that runs work one action at a time on the global concurrent queue
    /// of quality of service `qos`.
    ///
    /// - Parameters:
    ///   - qos: the quality of service of the global queue to run on.
    ///   - internalSerialQueueName: the label of the serial queue placed in front of it.
    ///   - leeway: how late timers may fire.
    public convenience init(qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial", leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName, leeway: leeway)
    }
}
// endregion: SerialDispatchQueueSchedulerInit

// region: SerialDispatchQueueSchedulerSchedule
extension SerialDispatchQueueScheduler {
    /// Schedules `action` to run on the serial queue after the work already scheduled.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work; returns a disposable for what it starts.
    /// - Returns: a disposable that cancels the action if it has not started, and afterwards
    ///   disposes what it returned.
    public final func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        #if RXREADING_TRACE
        if Trace.isActive {
            return scheduleInternal(state, action: Trace.scheduling(self, on: configuration.queue.label, action))
        }
        #endif
        return scheduleInternal(state, action: action)
    }

    /// Schedules `action` to run on the serial queue once `dueTime` has passed.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - dueTime: How long to wait, on this scheduler's clock.
    ///   - action: The work; returns a disposable for what it starts.
    /// - Returns: a disposable that cancels the action if it has not started, and afterwards
    ///   disposes what it returned.
    public final func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the serial queue first after `startAfter`, then every `period`, with a
    /// dispatch timer; each run gets the state the previous run returned.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - startAfter: How long to wait before the first run.
    ///   - period: The time between runs.
    ///   - action: One tick's work: takes the state and returns the next tick's.
    /// - Returns: a disposable that stops the ticks.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
// endregion: SerialDispatchQueueSchedulerSchedule

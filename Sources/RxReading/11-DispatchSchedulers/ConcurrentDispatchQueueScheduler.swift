import Dispatch
import Foundation

/// Runs work on a dispatch queue as the queue sees fit: on a concurrent queue, several actions
/// may run at the same time, on different threads.
///
/// Unlike `SerialDispatchQueueScheduler` it uses the given queue as it is; a serial queue works
/// too, it just runs one action at a time. Suited to background work that does not care about
/// order; operators that need order take care of it themselves (chapter 14).
///
/// `schedule` may be called from any thread. `now` is the wall clock.
// region: ConcurrentDispatchQueueScheduler
// Sendable, unchecked only because the class is open to subclasses: its one stored value,
// `configuration`, is immutable and Sendable.
public class ConcurrentDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    /// RxSwift's name for the span of time its older API took.
    public typealias TimeInterval = Foundation.TimeInterval
    /// RxSwift's name for a point in time.
    public typealias Time = Date

    /// The current wall-clock time.
    public var now: Date {
        Date()
    }

    let configuration: DispatchQueueConfiguration

    /// Creates a scheduler that runs work on `queue`.
    ///
    /// - Parameters:
    ///   - queue: the queue to run on; concurrent work overlaps only if it is concurrent.
    ///   - leeway: how late timers may fire.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// Creates a scheduler with a new concurrent queue of quality of service `qos`, labelled
    /// `rx.dispatch_queue.concurrent.` and the QoS class (RxSwift 6.5 labels it `rxswift.queue.`
    /// and the whole `DispatchQoS`; only a debugger shows the difference).
    ///
    /// - Parameters:
    ///   - qos: the quality of service of the new queue.
    ///   - leeway: how late timers may fire.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        let queue = DispatchQueue(label: "rx.dispatch_queue.concurrent.\(qos.qosClass)", qos: qos, attributes: .concurrent)
        self.init(queue: queue, leeway: leeway)
    }
}
// endregion: ConcurrentDispatchQueueScheduler

// region: ConcurrentDispatchQueueSchedulerSchedule
extension ConcurrentDispatchQueueScheduler {
    /// Schedules `action` to run on the queue.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work; returns a disposable for what it starts.
    /// - Returns: a disposable that cancels the action if it has not started, and afterwards
    ///   disposes what it returned.
    public final func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        #if RXREADING_TRACE
        if Trace.isActive {
            return configuration.schedule(state, action: Trace.scheduling(self, on: configuration.queue.label, action))
        }
        #endif
        return configuration.schedule(state, action: action)
    }

    /// Schedules `action` to run on the queue once `dueTime` has passed.
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

    /// Runs `action` on the queue first after `startAfter`, then every `period`, with a dispatch
    /// timer; each run gets the state the previous run returned, and runs never overlap.
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
// endregion: ConcurrentDispatchQueueSchedulerSchedule

// region: ConcurrentDispatchQueueSchedulerUncancellable
extension ConcurrentDispatchQueueScheduler: UncancellableScheduling {
    /// Runs `work` on the queue with one `async` and no disposable (chapter 14's `observe(on:)`).
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
// endregion: ConcurrentDispatchQueueSchedulerUncancellable

import Dispatch
import Foundation

/// A span of time, as schedulers take it: RxSwift 6's choice of `DispatchTimeInterval`.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time, as schedulers report it.
public typealias RxTime = Date

/// A scheduler that knows what time it is, so it can run work later and periodically.
///
/// `now` is the scheduler's own clock: the wall clock for the dispatch schedulers of chapter 11,
/// a virtual clock for the test schedulers of chapter 12. `schedulePeriodic` has a default
/// implementation built from `scheduleRelative` (see `SchedulePeriodicRecursive`); a scheduler
/// with a native timer may do better.
// region: SchedulerType
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action` to run once `dueTime` has passed on this scheduler's clock.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - dueTime: How long to wait, on this scheduler's clock.
    ///   - action: The work; returns a disposable for what it starts.
    /// - Returns: A disposable that cancels the action if it has not started, and afterwards
    ///   disposes what it returned.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable

    /// Runs `action` first after `startAfter`, then every `period`; each run gets the state the
    /// previous run returned.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - startAfter: How long to wait before the first run.
    ///   - period: The time between runs.
    ///   - action: One tick's work: takes the state and returns the next tick's.
    /// - Returns: A disposable that stops the ticks.
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable
}
// endregion: SchedulerType

// region: schedulePeriodicDefault
extension SchedulerType {
    /// Periodic work emulated with recursive relative scheduling: each tick schedules the next
    /// one `period` later, then runs the action, and ticks that pile up while the action is
    /// slow are caught up one after another (`SchedulePeriodicRecursive`).
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - startAfter: How long to wait before the first run.
    ///   - period: The time between runs.
    ///   - action: One tick's work: takes the state and returns the next tick's.
    /// - Returns: A disposable that stops the ticks.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let schedule = SchedulePeriodicRecursive(scheduler: self, startAfter: startAfter, period: period, action: action, state: state)
        return schedule.start()
    }

    /// Like `scheduleRecursive(_:action:)`, but each step says how long to wait before the next.
    func scheduleRecursive<State>(_ state: State, dueTime: RxTimeInterval, action: @escaping (State, AnyRecursiveScheduler<State>) -> Void) -> Disposable {
        let scheduler = AnyRecursiveScheduler(scheduler: self, action: action)
        scheduler.schedule(state, dueTime: dueTime)
        return AnonymousDisposable(disposeAction: scheduler.dispose)
    }
}
// endregion: schedulePeriodicDefault

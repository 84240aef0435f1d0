import Dispatch
import Foundation

/// Runs work on the main thread: at once when `schedule` is called there, through the main
/// queue otherwise. It keeps no count of what it has enqueued, unlike `MainScheduler` (chapter
/// 11), so work scheduled on the main thread may overtake work still waiting in the queue; that
/// suits `subscribe(on:)`, where only "subscribe on the main thread" matters, which is how
/// `ControlProperty` and `ControlEvent` use it. Timed work goes to `MainScheduler.instance`.
///
/// On Linux, work sent to the main queue runs only while the main thread spins its run loop.
// region: ConcurrentMainScheduler
// Sendable, unchecked: immutable after init (a scheduler and a queue, both Sendable).
public final class ConcurrentMainScheduler: SchedulerType, @unchecked Sendable {
    /// Seconds, as the main scheduler measures them.
    public typealias TimeInterval = Foundation.TimeInterval
    /// A point in time on the main scheduler's clock.
    public typealias Time = Date

    private let mainScheduler: MainScheduler
    private let mainQueue: DispatchQueue

    /// The main scheduler's clock.
    public var now: Date {
        mainScheduler.now
    }

    private init(mainScheduler: MainScheduler) {
        mainQueue = DispatchQueue.main
        self.mainScheduler = mainScheduler
    }

    /// The one instance.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    /// Runs `action` at once on the main thread, or sends it to the main queue from any other.
    ///
    /// - Parameters:
    ///   - state: Handed to `action`.
    ///   - action: The work; returns what disposing the result should also dispose.
    /// - Returns: A handle that cancels `action` if it has not run yet, and disposes what it
    ///   returned if it has.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if DispatchQueue.isMain {
            return action(state)
        }
        let scheduled = SingleAssignmentDisposable()
        mainQueue.asyncHandingOver {
            if scheduled.isDisposed {
                return
            }
            scheduled.setDisposable(action(state))
        }
        return scheduled
    }

    /// Runs `action` after `dueTime`, through `MainScheduler.instance`.
    ///
    /// - Parameters:
    ///   - state: Handed to `action`.
    ///   - dueTime: How long to wait before running `action`.
    ///   - action: The work; returns what disposing the result should also dispose.
    /// - Returns: `MainScheduler.instance`'s handle for the scheduled work.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` every `period`, through `MainScheduler.instance`.
    ///
    /// - Parameters:
    ///   - state: Handed to the first run of `action`.
    ///   - startAfter: How long to wait before the first run.
    ///   - period: The time between two runs.
    ///   - action: The work; what it returns is handed to the next run.
    /// - Returns: `MainScheduler.instance`'s handle, which stops the runs when disposed.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
// endregion: ConcurrentMainScheduler

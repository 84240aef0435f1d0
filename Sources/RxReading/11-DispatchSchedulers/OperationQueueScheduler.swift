import Foundation

/// Runs work as operations on an `OperationQueue`, so the queue's own controls apply: its
/// `maxConcurrentOperationCount` limits how many actions run at once, and the scheduler's
/// `queuePriority` decides which waiting action the queue starts first.
///
/// It is only an `ImmediateSchedulerType`: an operation queue has no timers, so there is no
/// `scheduleRelative` here. Suited to big chunks of background work whose concurrency you want
/// to tune.
///
/// `schedule` may be called from any thread.
// region: OperationQueueScheduler
// Sendable, unchecked only because the class is open to subclasses: its two stored values are
// immutable, and an operation queue may be used from any thread.
public class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// The queue the operations are added to.
    public let operationQueue: OperationQueue
    /// The priority every operation this scheduler creates gets.
    public let queuePriority: Operation.QueuePriority

    /// Creates a scheduler that adds its work to `operationQueue` with `queuePriority`.
    ///
    /// - Parameters:
    ///   - operationQueue: The queue to add each action to as an operation.
    ///   - queuePriority: The priority each of those operations gets.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds `action` to the queue as one operation with this scheduler's priority.
    ///
    /// RxSwift wraps the action in a `BlockOperation`; ours is a `ScheduledActionOperation`
    /// (below) that holds the state and the action itself, which the queue treats exactly alike.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work; returns a disposable for what it starts.
    /// - Returns: a disposable that stops the action if the queue has not started it yet, and
    ///   afterwards disposes what it returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        #if RXREADING_TRACE
        let action = Trace.isActive ? Trace.scheduling(self, on: operationQueue.name, action) : action
        #endif
        let operation = ScheduledActionOperation(state: state, action: action)
        operation.queuePriority = queuePriority

        operationQueue.addOperation(operation)

        return operation.scheduled
    }
}
// endregion: OperationQueueScheduler

// region: OperationQueueSchedulerUncancellable
extension OperationQueueScheduler: UncancellableScheduling {
    /// Adds `work` to the queue as one operation with this scheduler's priority, with no
    /// disposable to check before it runs (chapter 14's `observe(on:)`).
    @usableFromInline
    func scheduleUncancellable(_ work: @escaping () -> Void) {
        #if RXREADING_TRACE
        let work = Trace.isActive ? Trace.scheduling(self, on: operationQueue.name, work) : work
        #endif
        let operation = WorkOperation(work)
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
    }
}
// endregion: OperationQueueSchedulerUncancellable

// Why not `BlockOperation`: it keeps its blocks in a list (one can add more), and its `main()`
// (swift-corelibs-foundation's, as profiled on Linux) copies that list into a new array under
// the operation's lock before running them, so every operation pays an allocation and a lock
// for a list of one. The two operations below hold
// their one piece of work directly and run it in `main()`. To the queue they are operations
// like any other: the same order among all the queue's work, the same `maxConcurrentOperationCount`,
// suspension and priorities, and `start()` skips `main()` for an operation cancelled before it
// ran, as it does for a `BlockOperation`.
// region: OperationQueueSchedulerOperations
/// One `schedule(_:action:)` call as an operation: the state, the action, and the disposable
/// handed back, which the action checks before it runs and then holds what the action returned.
///
/// `@unchecked Sendable` as `Operation` is: the stored properties never change after `init`, and
/// the queue hands the operation to its thread.
final class ScheduledActionOperation<StateType>: Operation, @unchecked Sendable {
    let state: StateType
    let action: (StateType) -> Disposable
    /// What `schedule` returns.
    let scheduled = SingleAssignmentDisposable()

    init(state: StateType, action: @escaping (StateType) -> Disposable) {
        self.state = state
        self.action = action
    }

    override func main() {
        if scheduled.isDisposed {
            return
        }
        scheduled.setDisposable(action(state))
    }
}

/// One `scheduleUncancellable` call as an operation: the closure, run by `main()`.
/// `@unchecked Sendable` for the reason `ScheduledActionOperation` gives.
final class WorkOperation: Operation, @unchecked Sendable {
    let work: () -> Void

    init(_ work: @escaping () -> Void) {
        self.work = work
    }

    override func main() {
        work()
    }
}
// endregion: OperationQueueSchedulerOperations

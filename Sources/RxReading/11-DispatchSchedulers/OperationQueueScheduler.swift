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
public class OperationQueueScheduler: ImmediateSchedulerType {
    /// The queue the operations are added to.
    public let operationQueue: OperationQueue
    /// The priority every operation this scheduler creates gets.
    public let queuePriority: Operation.QueuePriority

    /// Creates a scheduler that adds its work to `operationQueue` with `queuePriority`.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds `action` to the queue as a `BlockOperation` with this scheduler's priority.
    ///
    /// - Returns: a disposable that stops the action if the queue has not started it yet, and
    ///   afterwards disposes what it returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let scheduled = SingleAssignmentDisposable()

        let operation = BlockOperation {
            if scheduled.isDisposed {
                return
            }
            scheduled.setDisposable(action(state))
        }
        operation.queuePriority = queuePriority

        operationQueue.addOperation(operation)

        return scheduled
    }
}
// endregion: OperationQueueScheduler

// region: OperationQueueSchedulerUncancellable
extension OperationQueueScheduler: UncancellableScheduling {
    /// Adds `work` to the queue as one operation with this scheduler's priority, with no
    /// disposable to check before it runs (chapter 14's `observe(on:)`).
    @usableFromInline
    func scheduleUncancellable(_ work: @escaping () -> Void) {
        let operation = BlockOperation(block: work)
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
    }
}
// endregion: OperationQueueSchedulerUncancellable

import Dispatch
import Foundation
import RxReading

/// The schedulers the grammar fuzzer's programs run on, one of each kind, made once per run and
/// shared by its programs (each program waits for its own work to finish before the next starts).
///
/// It keeps the queues behind the schedulers, so `flush` can wait for work already queued on them.
final class GrammarFuzzSchedulers {
    private let serialQueue: DispatchQueue
    private let serial: SerialDispatchQueueScheduler
    private let concurrentQueue = DispatchQueue(label: "fuzz.concurrent", attributes: .concurrent)
    private let concurrent: ConcurrentDispatchQueueScheduler
    private let queueOfOne = OperationQueue()
    private let queueOfThree = OperationQueue()
    private let operationQueue1: OperationQueueScheduler
    private let operationQueue3: OperationQueueScheduler

    init() {
        var madeQueue: DispatchQueue?
        serial = SerialDispatchQueueScheduler(
            internalSerialQueueName: "fuzz.serial",
            serialQueueConfiguration: { madeQueue = $0 })
        guard let madeQueue else {
            preconditionFailure("SerialDispatchQueueScheduler did not hand its queue to serialQueueConfiguration")
        }
        serialQueue = madeQueue
        concurrent = ConcurrentDispatchQueueScheduler(queue: concurrentQueue)
        queueOfOne.maxConcurrentOperationCount = 1
        queueOfThree.maxConcurrentOperationCount = 3
        operationQueue1 = OperationQueueScheduler(operationQueue: queueOfOne)
        operationQueue3 = OperationQueueScheduler(operationQueue: queueOfThree)
    }

    func scheduler(_ kind: GrammarFuzzProgram.SchedulerKind) -> ImmediateSchedulerType {
        switch kind {
        case .currentThread: return CurrentThreadScheduler.instance
        case .serialDispatch: return serial
        case .concurrentDispatch: return concurrent
        case .operationQueue1: return operationQueue1
        case .operationQueue3: return operationQueue3
        }
    }

    /// Waits until the work queued so far on every queue has run. Work that this work schedules
    /// in turn may still be queued: call it again to wait for one more round.
    func flush() {
        serialQueue.sync {}
        concurrentQueue.sync(flags: .barrier) {}
        queueOfOne.waitUntilAllOperationsAreFinished()
        queueOfThree.waitUntilAllOperationsAreFinished()
    }
}

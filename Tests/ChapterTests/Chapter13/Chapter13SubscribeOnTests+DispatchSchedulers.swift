import Dispatch
import Foundation
import XCTest
import RxReading
import RxReadingTest

/// Chapter 13 on chapter 11's own schedulers: the sink hands them its two pieces of work without
/// a disposable (`scheduleUncancellable`) and plays the disposable's part with its own flag, so
/// the stages must behave on them exactly as through `schedule`: a dispose before the scheduled
/// subscription runs cancels it, and the unsubscription runs on the scheduler's queue.
final class Chapter13SubscribeOnDispatchSchedulerTests: RxReadingTestCase {

    /// Each of chapter 11's schedulers, on a serial queue named `name` that the test can hold.
    private func schedulers(_ name: String) -> [(String, DispatchQueue, ImmediateSchedulerType)] {
        let serialQueue = DispatchQueue(label: name + ".serial")
        let concurrentQueue = DispatchQueue(label: name + ".concurrent")
        let operationQueue = OperationQueue()
        operationQueue.maxConcurrentOperationCount = 1
        let operationUnderlying = DispatchQueue(label: name + ".operation")
        operationQueue.underlyingQueue = operationUnderlying
        return [
            ("serial", serialQueue,
             SerialDispatchQueueScheduler(queue: serialQueue, internalSerialQueueName: name + ".serial.internal")),
            // A serial queue given to the concurrent scheduler: it runs one action at a time.
            ("concurrent", concurrentQueue, ConcurrentDispatchQueueScheduler(queue: concurrentQueue)),
            ("operation", operationUnderlying, OperationQueueScheduler(operationQueue: operationQueue)),
        ]
    }

    /// Disposing before the scheduler has run the subscription cancels it, on each of chapter
    /// 11's schedulers: the source is never subscribed to and nothing is delivered.
    func testOnChapter11sSchedulersDisposingBeforeTheScheduledSubscriptionRunsCancelsIt() {
        for (kind, queue, scheduler) in schedulers("ch13.dispatch.cancel") {
            let gate = DispatchSemaphore(value: 0)
            let started = DispatchSemaphore(value: 0)
            queue.async {
                started.signal()
                gate.wait()
            }
            started.wait()
            let log = ThreadLog()
            let recorder = Recorder<Int>()

            let subscription = sourceThatLogsCreate(log)
                .subscribe(on: scheduler)
                .subscribe(recorder)
            subscription.dispose()
            gate.signal()
            let drained = expectation(description: "drained \(kind)")
            _ = scheduler.schedule(()) { _ in
                drained.fulfill()
                return Disposables.create()
            }
            wait(for: [drained], timeout: 10)

            XCTAssertEqual(log.entries, [], kind)
            XCTAssertEqual(recorder.events, [], kind)
        }
    }

    /// On each of chapter 11's schedulers, the source is subscribed to on the scheduler's queue,
    /// and its subscription is disposed there too, after `dispose()` has returned: the
    /// disposable `create`'s closure returned runs on the queue, not on the disposing thread.
    func testOnChapter11sSchedulersSubscriptionAndUnsubscriptionRunOnTheQueue() {
        let key = DispatchSpecificKey<String>()
        for (kind, queue, scheduler) in schedulers("ch13.dispatch.stages") {
            queue.setSpecific(key: key, value: kind)
            let log = ThreadLog()
            let subscribed = expectation(description: "subscribed \(kind)")
            let disposed = expectation(description: "disposed \(kind)")

            let subscription = Observable<Int>.create { observer in
                log.append("create on \(DispatchQueue.getSpecific(key: key) ?? "none")")
                subscribed.fulfill()
                return Disposables.create {
                    log.append("disposed on \(DispatchQueue.getSpecific(key: key) ?? "none")")
                    disposed.fulfill()
                }
            }
            .subscribe(on: scheduler)
            .subscribe()
            wait(for: [subscribed], timeout: 10)
            subscription.dispose()
            wait(for: [disposed], timeout: 10)

            XCTAssertEqual(log.entries, ["create on \(kind)", "disposed on \(kind)"])
        }
    }

    /// After a completion, the unsubscription is scheduled on the scheduler's queue, on each of
    /// chapter 11's schedulers (RxSwift's `ScheduledDisposable` does the same).
    func testOnChapter11sSchedulersTheUnsubscriptionAfterCompletionRunsOnTheQueue() {
        let key = DispatchSpecificKey<String>()
        for (kind, queue, scheduler) in schedulers("ch13.dispatch.completed") {
            queue.setSpecific(key: key, value: kind)
            let log = ThreadLog()
            let disposed = expectation(description: "disposed \(kind)")
            let recorder = Recorder<Int>()

            _ = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create {
                    log.append("disposed on \(DispatchQueue.getSpecific(key: key) ?? "none")")
                    disposed.fulfill()
                }
            }
            .subscribe(on: scheduler)
            .subscribe(recorder)
            wait(for: [disposed], timeout: 10)

            XCTAssertEqual(log.entries, ["disposed on \(kind)"])
            XCTAssertEqual(recorder.events, [.next(1), .completed], kind)
        }
    }
}

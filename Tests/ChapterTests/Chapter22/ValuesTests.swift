import Dispatch
import Foundation
import XCTest
import RxReading

private struct Failure: Error, Equatable {
    let code: Int
}

/// Runs `body` in a task and returns what it returns, failing the test if it has not finished
/// within `seconds`; a loop over `values` that is still waiting then is cancelled, which ends it,
/// so no test hangs.
private func finish<T: Sendable>(
    within seconds: TimeInterval,
    _ body: @escaping @Sendable () async throws -> T
) async throws -> T {
    let done = XCTestExpectation(description: "the task finished within \(seconds) s")
    let task = Task {
        defer { done.fulfill() }
        return try await body()
    }
    if await XCTWaiter().fulfillment(of: [done], timeout: seconds) != .completed {
        XCTFail("not finished within \(seconds) s: cancelled")
        task.cancel()
    }
    return try await task.value
}

/// A task executor that runs a task's jobs on one serial queue: a block sent to that queue after
/// the task has started runs after the task's current run, which ends where the task waits.
private final class QueueTaskExecutor: TaskExecutor, @unchecked Sendable {
    let queue: DispatchQueue

    init(queue: DispatchQueue) {
        self.queue = queue
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}

/// Chapter 22: `values`, an observable read with `for try await`. The property subscribes when it
/// is read, the stream keeps what the loop has not read yet, and the loop's end disposes the
/// subscription.
final class Chapter22ValuesTests: RxReadingTestCase {

    // MARK: - Threads

    /// The source calls `onNext` on its scheduler's queue; the body of the `for try await` loop
    /// runs on the task that awaits, never on that queue: the stream's buffer is where the element
    /// changes threads.
    func testLoopBodyRunsOnTheAwaitingTaskNotOnTheQueueThatSendsOnNext() async throws {
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "rx.source")
        queue.setSpecific(key: key, value: "source queue")
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "rx.source.serial")
        let sentOn = ThreadLog()
        let source = Observable.from([1, 2, 3, 4, 5])
            .observe(on: scheduler)
            .map { value -> Int in
                sentOn.append(DispatchQueue.getSpecific(key: key) ?? "another queue")
                return value
            }

        let (received, loopRanOn) = try await finish(within: 10) { () -> ([Int], [String]) in
            var received: [Int] = []
            var loopRanOn: [String] = []
            for try await value in source.values {
                received.append(value)
                loopRanOn.append(DispatchQueue.getSpecific(key: key) ?? "another queue")
            }
            return (received, loopRanOn)
        }

        XCTAssertEqual(received, [1, 2, 3, 4, 5], "the loop ran once per element")
        XCTAssertEqual(sentOn.entries, Array(repeating: "source queue", count: 5))
        XCTAssertEqual(loopRanOn, Array(repeating: "another queue", count: 5))
    }

    // MARK: - The buffer

    /// Reading `values` subscribes at once: a synchronous source has sent all its elements before
    /// the loop asks for one, and the stream's buffer, unbounded as in RxSwift 6.5, gives back
    /// every one of them in order.
    func testEveryElementSentBeforeTheLoopReadsOneArrivesInOrder() async throws {
        let count = 10_000
        let sent = Locked(0)
        let source = Observable.range(start: 0, count: count).map { value -> Int in
            sent.withValue { $0 += 1 }
            return value
        }

        let stream = source.values
        XCTAssertEqual(sent.value, count, "all elements were sent while the property was read")

        let received = try await finish(within: 10) { () -> [Int] in
            var received: [Int] = []
            for try await value in stream {
                received.append(value)
            }
            return received
        }
        XCTAssertEqual(received, Array(0..<count))
    }

    /// A hot source's elements sent after `values` is read and before the loop starts are kept,
    /// because the subscription is made when the property is read (RxSwift 6.5's behaviour, kept:
    /// subscribing when the loop starts would lose them without a word).
    func testHotElementsSentBetweenReadingValuesAndStartingTheLoopAreKept() async throws {
        let subject = PublishSubject<Int>()
        let stream = subject.values
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()

        let received = try await finish(within: 10) { () -> [Int] in
            var received: [Int] = []
            for try await value in stream {
                received.append(value)
            }
            return received
        }
        XCTAssertEqual(received, [1, 2])
    }

    /// A stream that is read and never iterated does not keep its subscription: releasing the
    /// stream terminates it (as cancelled), and its `onTermination` disposes the subscription.
    func testReleasingAStreamNeverIteratedDisposesItsSubscription() {
        let subject = PublishSubject<Int>()
        var stream: AsyncThrowingStream<Int, Error>? = subject.values
        XCTAssertTrue(subject.hasObservers, "reading the property subscribed")
        stream = nil
        XCTAssertNil(stream)
        XCTAssertFalse(subject.hasObservers, "releasing the stream disposed the subscription")
    }

    // MARK: - How the loop ends

    /// `.completed` ends the loop normally, after every element.
    func testCompletedEndsTheLoop() async throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.source")
        let source = Observable.from([1, 2, 3]).subscribe(on: scheduler)
        let received = try await finish(within: 10) { () -> [Int] in
            var received: [Int] = []
            for try await value in source.values {
                received.append(value)
            }
            return received
        }
        XCTAssertEqual(received, [1, 2, 3])
    }

    /// `.error` is thrown from the loop, after the elements sent before it.
    func testErrorIsThrownFromTheLoop() async throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.source")
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onError(Failure(code: 7))
            return Disposables.create()
        }
        .subscribe(on: scheduler)

        let outcome = try await finish(within: 10) { () -> ([Int], Failure?) in
            var received: [Int] = []
            do {
                for try await value in source.values {
                    received.append(value)
                }
                return (received, nil)
            } catch {
                return (received, error as? Failure)
            }
        }
        XCTAssertEqual(outcome.0, [1, 2])
        XCTAssertEqual(outcome.1, Failure(code: 7))
    }

    /// Cancelling the task that runs the loop disposes the subscription, and the loop ends without
    /// an error, as in RxSwift 6.5: the code after the loop runs. This is also why `values` has no
    /// counterpart of RxSwift #2426, where `Single.value` left its awaiting task waiting forever
    /// once its subscription was disposed: the stream ends its own waiting `next()` on cancellation.
    func testCancellingTheLoopsTaskDisposesTheSubscriptionAndEndsTheLoopWithoutError() async throws {
        let subscribed = expectation(description: "subscribed")
        let disposed = expectation(description: "subscription disposed")
        let source = Observable<Int>.create { _ in
            subscribed.fulfill()
            return Disposables.create { disposed.fulfill() }
        }

        let loop = Task { () -> String in
            do {
                for try await _ in source.values {}
                return Task.isCancelled ? "ended, cancelled" : "ended, not cancelled"
            } catch {
                return "threw \(type(of: error))"
            }
        }
        await fulfillment(of: [subscribed], timeout: 10)
        loop.cancel()
        await fulfillment(of: [disposed], timeout: 10)
        let outcome = await loop.value
        XCTAssertEqual(outcome, "ended, cancelled")
    }

    /// Which thread disposes when a waiting loop is cancelled: the cancelling one. The loop's task
    /// runs on a serial queue of its own (a task executor), so once the source has been subscribed,
    /// an empty block through that queue comes after the task's first run, which ends where the
    /// loop waits in the stream's `next()`. A second queue cancels it, and the stream's
    /// `onTermination` calls `dispose()` there, inside `cancel()`. The chain's `subscribe(on:)` does
    /// not finish the disposal on that queue: it hands it to its own scheduler (chapter 13), where
    /// the source's disposable runs.
    func testCancellingAWaitingLoopDisposesOnTheCancellingThreadAndSubscribeOnMovesTheSourcesDisposal() async throws {
        let key = DispatchSpecificKey<String>()
        let sourceQueue = DispatchQueue(label: "rx.test.values.source")
        sourceQueue.setSpecific(key: key, value: "the source's queue")
        let cancellingQueue = DispatchQueue(label: "rx.test.values.cancelling")
        cancellingQueue.setSpecific(key: key, value: "the cancelling queue")
        let loopQueue = DispatchQueue(label: "rx.test.values.loop")
        loopQueue.setSpecific(key: key, value: "the loop's queue")
        let place = { DispatchQueue.getSpecific(key: key) ?? "another thread" }
        let log = ThreadLog()
        let subscribed = expectation(description: "subscribed")
        let disposed = expectation(description: "the source's disposable ran")

        let source = Observable<Int>.create { _ in
            subscribed.fulfill()
            return Disposables.create {
                log.append("the source's disposable on \(place())")
                disposed.fulfill()
            }
        }
        .subscribe(on: SerialDispatchQueueScheduler(queue: sourceQueue, internalSerialQueueName: "rx.test.values.source.serial"))
        // Below `subscribe(on:)`: says where `dispose()` reaches the chain.
        let watched = Observable<Int>.create { observer in
            let subscription = source.subscribe(observer)
            return Disposables.create {
                log.append("dispose() on \(place())")
                subscription.dispose()
            }
        }

        let loop = Task(executorPreference: QueueTaskExecutor(queue: loopQueue)) { () -> String in
            do {
                for try await _ in watched.values {}
                return "ended on \(place()), cancelled: \(Task.isCancelled)"
            } catch {
                return "threw \(type(of: error))"
            }
        }
        await fulfillment(of: [subscribed], timeout: 10)
        loopQueue.sync {}
        let loggedWhenCancelReturned = cancellingQueue.sync { () -> [String] in
            loop.cancel()
            return log.entries
        }
        await fulfillment(of: [disposed], timeout: 10)
        let outcome = await loop.value
        XCTAssertEqual(loggedWhenCancelReturned.first, "dispose() on the cancelling queue")
        XCTAssertEqual(log.entries, [
            "dispose() on the cancelling queue",
            "the source's disposable on the source's queue",
        ])
        XCTAssertEqual(outcome, "ended on the loop's queue, cancelled: true")
    }

    /// A loop cancelled while its body runs is not waiting in the stream, so `cancel()` disposes
    /// nothing: the loop meets the cancellation when it next asks the stream for an element, and
    /// the stream's `onTermination` disposes the subscription then, on the loop's own thread.
    func testCancellingALoopWhileItsBodyRunsDisposesOnTheLoopsThreadAtItsNextElement() async throws {
        let key = DispatchSpecificKey<String>()
        let cancellingQueue = DispatchQueue(label: "rx.test.values.cancelling")
        cancellingQueue.setSpecific(key: key, value: "the cancelling queue")
        let loopQueue = DispatchQueue(label: "rx.test.values.loop")
        loopQueue.setSpecific(key: key, value: "the loop's queue")
        let place = { DispatchQueue.getSpecific(key: key) ?? "another thread" }
        let log = ThreadLog()
        let subject = PublishSubject<Int>()
        let watched = Observable<Int>.create { observer in
            let subscription = subject.subscribe(observer)
            return Disposables.create {
                log.append("dispose() on \(place())")
                subscription.dispose()
            }
        }
        let handle = Locked<Task<Void, Never>?>(nil)
        let handleSet = DispatchSemaphore(value: 0)

        let stream = watched.values
        subject.onNext(1)
        let loop = Task(executorPreference: QueueTaskExecutor(queue: loopQueue)) {
            handleSet.wait()
            do {
                for try await value in stream {
                    log.append("the body reads \(value)")
                    cancellingQueue.sync {
                        handle.value?.cancel()
                        log.append("cancel() returned")
                    }
                    log.append("the body ends")
                }
            } catch {}
        }
        handle.withValue { $0 = loop }
        handleSet.signal()
        await loop.value
        XCTAssertEqual(log.entries, [
            "the body reads 1",
            "cancel() returned",
            "the body ends",
            "dispose() on the loop's queue",
        ])
    }

    /// Leaving the loop with `break` does not dispose the subscription while the stream itself is
    /// still held: the stream, not its iterator, terminates when it is released, and only then is
    /// the subscription disposed. `for try await x in source.values` holds the stream for the loop
    /// alone, so there `break` is the end.
    func testBreakingOutOfTheLoopDisposesTheSubscriptionWhenTheStreamIsReleased() async throws {
        let subject = PublishSubject<Int>()
        var stream: AsyncThrowingStream<Int, Error>? = subject.values
        subject.onNext(1)
        subject.onNext(2)
        // Both elements are in the buffer already, so this loop does not wait.
        var first: Int?
        for try await value in stream! {
            first = value
            break
        }
        XCTAssertEqual(first, 1)
        XCTAssertTrue(subject.hasObservers, "the stream is still held: still subscribed")
        stream = nil
        XCTAssertNil(stream)
        XCTAssertFalse(subject.hasObservers, "releasing the stream disposed the subscription")
    }

    /// The stream is ended at most once even when the source completes on its queue at the same
    /// moment as the loop's task is cancelled: `finish` after the first is a no-op, so nothing is
    /// resumed twice (RxSwift #2563's crash in 6.6's `Single.value`), and every loop ends.
    func testCompletionRacingCancellationEndsEveryLoopOnce() async throws {
        for round in 0..<200 {
            let queue = DispatchQueue(label: "rx.race.\(round)")
            let go = DispatchSemaphore(value: 0)
            let source = Observable<Int>.create { observer in
                queue.async {
                    go.wait()
                    observer.onNext(round)
                    observer.onCompleted()
                }
                return Disposables.create()
            }
            let stream = source.values
            let loop = Task { () -> Int in
                var count = 0
                for try await _ in stream { count += 1 }
                return count
            }
            go.signal()
            loop.cancel()
            let count = try await finish(within: 10) { try await loop.value }
            XCTAssertLessThanOrEqual(count, 1, "round \(round)")
        }
    }
}

import Dispatch
import Foundation
import XCTest
import RxReading

private struct Failure: Error, Equatable {
    let code: Int
}

/// Chapter 22: `AsyncSequence.asObservable()`, an async sequence turned into an observable. Each
/// subscription starts a task that iterates the sequence; disposing the subscription cancels it.
final class Chapter22AsObservableTests: RxReadingTestCase {

    /// The iteration, and so every `onNext`, runs in the subscription's task on the global
    /// concurrent executor: not on the queue that subscribed, and not on the main thread.
    func testIterationAndOnNextRunInATaskNotOnTheSubscribingQueue() async {
        let key = DispatchSpecificKey<String>()
        let subscriber = DispatchQueue(label: "rx.subscriber")
        subscriber.setSpecific(key: key, value: "subscribing queue")
        let log = ThreadLog()
        let ended = expectation(description: "completed")
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        let subscription = subscriber.sync {
            stream.asObservable().subscribe(
                onNext: { value in
                    let queue = DispatchQueue.getSpecific(key: key) ?? "another queue"
                    log.append("\(value) on \(queue), main thread: \(Thread.isMainThread)")
                },
                onCompleted: { ended.fulfill() }
            )
        }
        await fulfillment(of: [ended], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(log.entries, [
            "1 on another queue, main thread: false",
            "2 on another queue, main thread: false",
            "3 on another queue, main thread: false",
        ])
    }

    /// Subscribing from `@MainActor` code does not put the iteration on the main thread (the
    /// complaint of RxSwift #2553): the task is created in `create`'s closure, which belongs to no
    /// actor. `observe(on: MainScheduler.instance)` is how a caller brings the events back to the
    /// main thread.
    @MainActor
    func testSubscribedFromTheMainActorTheIterationStaysOffTheMainThread() async {
        let offMain = ThreadLog()
        let onMain = ThreadLog()
        let bothEnded = expectation(description: "both completed")
        bothEnded.expectedFulfillmentCount = 2
        // Two streams: an AsyncStream has one buffer, which two subscriptions would share.
        let threeElements = {
            AsyncStream<Int> { continuation in
                for value in 1...3 { continuation.yield(value) }
                continuation.finish()
            }
        }
        let direct = threeElements().asObservable().subscribe(
            onNext: { _ in offMain.append("main thread: \(Thread.isMainThread)") },
            onCompleted: { bothEnded.fulfill() }
        )
        let moved = threeElements().asObservable()
            .observe(on: MainScheduler.instance)
            .subscribe(
                onNext: { _ in onMain.append("main thread: \(Thread.isMainThread)") },
                onCompleted: { bothEnded.fulfill() }
            )
        await fulfillment(of: [bothEnded], timeout: 10)
        direct.dispose()
        moved.dispose()
        XCTAssertEqual(offMain.entries, Array(repeating: "main thread: false", count: 3))
        XCTAssertEqual(onMain.entries, Array(repeating: "main thread: true", count: 3))
    }

    /// Each subscription iterates the same sequence value, so two subscriptions to one
    /// `AsyncStream` share its three elements between them instead of receiving three each.
    func testTwoSubscriptionsToOneAsyncStreamShareItsElements() async {
        let ended = expectation(description: "both completed")
        ended.expectedFulfillmentCount = 2
        let received = Locked<[Int]>([])
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        let observable = stream.asObservable()
        let first = observable.subscribe(onNext: { value in received.withValue { $0.append(value) } }, onCompleted: { ended.fulfill() })
        let second = observable.subscribe(onNext: { value in received.withValue { $0.append(value) } }, onCompleted: { ended.fulfill() })
        await fulfillment(of: [ended], timeout: 10)
        first.dispose()
        second.dispose()
        XCTAssertEqual(received.value.sorted(), [1, 2, 3])
    }

    /// Disposing the subscription cancels the task: the sequence, waiting for an element that
    /// never comes, is terminated, and no event reaches the observer.
    func testDisposingTheSubscriptionCancelsTheTask() async {
        let iterating = expectation(description: "the sequence was asked for an element")
        let terminated = expectation(description: "the sequence was terminated")
        let termination = Locked<String?>(nil)
        let events = ThreadLog()
        let waiting = AsyncStream<Int> { continuation in
            continuation.onTermination = { reason in
                termination.value = "\(reason)"
                terminated.fulfill()
            }
        }
        let sequence = SignallingSequence(base: waiting, onFirstNext: { iterating.fulfill() })
        let subscription = sequence.asObservable().subscribe(
            onNext: { events.append("next \($0)") },
            onError: { events.append("error \($0)") },
            onCompleted: { events.append("completed") }
        )
        await fulfillment(of: [iterating], timeout: 10)
        subscription.dispose()
        await fulfillment(of: [terminated], timeout: 10)
        XCTAssertEqual(termination.value, "cancelled")
        // The cancelled loop ends and calls `onCompleted` after the stream terminates: give it the
        // time to, so that an event the disposed sink failed to drop would be seen here.
        try? await Task.sleep(nanoseconds: 100_000_000)
        XCTAssertEqual(events.entries, [])
    }

    /// An error the sequence throws arrives as `.error`, after the elements before it.
    func testAnErrorThrownByTheSequenceArrivesAsError() async {
        let ended = expectation(description: "error")
        let events = ThreadLog()
        let stream = AsyncThrowingStream<Int, Error> { continuation in
            continuation.yield(1)
            continuation.yield(2)
            continuation.finish(throwing: Failure(code: 3))
        }
        let subscription = stream.asObservable().subscribe(
            onNext: { events.append("next \($0)") },
            onError: { events.append("error \(($0 as? Failure)?.code ?? -1)"); ended.fulfill() },
            onCompleted: { events.append("completed"); ended.fulfill() }
        )
        await fulfillment(of: [ended], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(events.entries, ["next 1", "next 2", "error 3"])
    }

    /// A `CancellationError` the sequence throws on its own (not because the subscription was
    /// disposed) is an error like any other, as in RxSwift 6.5; 6.8 and later turn it into `.completed`,
    /// which would hide a failure from `catch` and `retry`.
    func testACancellationErrorFromTheSequenceArrivesAsError() async {
        let ended = expectation(description: "ended")
        let events = ThreadLog()
        let stream = AsyncThrowingStream<Int, Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: CancellationError())
        }
        let subscription = stream.asObservable().subscribe(
            onNext: { events.append("next \($0)") },
            onError: { events.append("error \(type(of: $0))"); ended.fulfill() },
            onCompleted: { events.append("completed"); ended.fulfill() }
        )
        await fulfillment(of: [ended], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(events.entries, ["next 1", "error CancellationError"])
    }
}

/// An async sequence that calls `onFirstNext` when it is first asked for an element, so a test
/// knows the iteration has started and is waiting.
private struct SignallingSequence<Base: AsyncSequence>: AsyncSequence {
    typealias Element = Base.Element
    let base: Base
    let onFirstNext: @Sendable () -> Void

    struct AsyncIterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator
        let onFirstNext: @Sendable () -> Void
        var signalled = false

        mutating func next() async throws -> Element? {
            if !signalled {
                signalled = true
                onFirstNext()
            }
            return try await base.next()
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator(), onFirstNext: onFirstNext)
    }
}

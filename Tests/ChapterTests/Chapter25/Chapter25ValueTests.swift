import Foundation
import XCTest
import RxReading
import RxReadingTest

private struct Failure: Error, Equatable {
    let code: Int
}

/// Runs `body` in a task and returns what it returns, failing the test if it has not finished
/// within `seconds` (then the task is cancelled), so no test waits for ever.
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

/// Chapter 25: `value`, a trait awaited with `try await`: the element, the error thrown, a
/// `Completable`'s completion as `Void`, a `Maybe`'s emptiness as `nil`.
final class Chapter25ValueTests: RxReadingTestCase {

    /// `try await single.value` returns the `Single`'s element, delivered on another thread.
    func testSingleValueReturnsTheElement() async throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let single = Single.just(42).delay(.milliseconds(10), scheduler: scheduler)
        let value = try await finish(within: 10) { try await single.value }
        XCTAssertEqual(value, 42)
    }

    /// `try await single.value` throws the `Single`'s error.
    func testSingleValueThrowsTheError() async throws {
        let single = Single<Int>.error(Failure(code: 4))
        do {
            _ = try await finish(within: 10) { try await single.value }
            XCTFail("value returned")
        } catch {
            XCTAssertEqual(error as? Failure, Failure(code: 4))
        }
    }

    /// `try await completable.value` returns once the `Completable` has completed, and throws its
    /// error when it fails.
    func testCompletableValueReturnsOnCompletion() async throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let completed = Completable.empty().delay(.milliseconds(10), scheduler: scheduler)
        try await finish(within: 10) { try await completed.value }

        do {
            try await finish(within: 10) { try await Completable.error(Failure(code: 5)).value }
            XCTFail("value returned")
        } catch {
            XCTAssertEqual(error as? Failure, Failure(code: 5))
        }
    }

    /// `try await maybe.value` returns the element, or `nil` for a `Maybe` that completes empty.
    func testMaybeValueReturnsTheElementOrNil() async throws {
        let element = try await finish(within: 10) { try await Maybe.just(3).value }
        XCTAssertEqual(element, 3)
        let nothing = try await finish(within: 10) { try await Maybe<Int>.empty().value }
        XCTAssertNil(nothing)
    }

    /// Cancelling the task that awaits `value` disposes the subscription and throws
    /// `CancellationError`, where RxSwift 6.5 leaves the task waiting for ever (its #2426).
    func testCancellingTheWaitingTaskDisposesAndThrows() async throws {
        let disposed = XCTestExpectation(description: "the Single's subscription is disposed")
        let single = Single<Int>.never().do(onDispose: { disposed.fulfill() })
        let subscribed = XCTestExpectation(description: "subscribed")
        let task = Task {
            try await single.do(onSubscribed: { subscribed.fulfill() }).value
        }
        await XCTWaiter().fulfillment(of: [subscribed], timeout: 10)
        task.cancel()
        await XCTWaiter().fulfillment(of: [disposed], timeout: 10)
        do {
            _ = try await finish(within: 10) { try await task.value }
            XCTFail("value returned")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
    }
}

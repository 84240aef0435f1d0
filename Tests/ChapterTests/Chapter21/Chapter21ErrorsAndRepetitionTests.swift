import Dispatch
import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

private struct Failure: Error, Equatable {
    let code: Int
}

private struct OtherFailure: Error {}

/// The address of a local variable of the caller's frame: how deep the stack is at that point.
@inline(never)
private func stackAddress() -> UInt {
    var marker = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
}

/// Chapter 21: errors and repetition. `catch` switches to another source, `retry` subscribes to
/// the same one again, `concat` walks a sequence of sources, each with a sink that turns the
/// move to the next source into a loop.
final class Chapter21ErrorsAndRepetitionTests: RxReadingTestCase {

    // MARK: - catch, and where it has to sit

    /// `catch` sends the source's elements until it fails, then subscribes to the fallback the
    /// handler returns at that instant and sends its events; the failed source is disposed then.
    func testCatchSwitchesToTheFallbackWhenTheSourceFails() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createColdObservable("-a-b-#", values: ["a": "a", "b": "b"])
        let fallback = try scheduler.createColdObservable("-x-|", values: ["x": "x"])
        let observer = scheduler.start { source.catch { _ in fallback.asObservable() } }
        XCTAssertEqual(observer.events, [.next(210, "a"), .next(230, "b"), .next(260, "x"), .completed(280)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(250, 280)])
    }

    /// A handler that throws ends the result with what it threw; `catchAndReturn` sends one
    /// element and completes.
    func testCatchHandlerThatThrowsEndsTheResultAndCatchAndReturnCompletes() {
        var events: [String] = []
        _ = Observable<Int>.error(Failure(code: 1))
            .catch { _ in throw Failure(code: 2) }
            .subscribe(onNext: { events.append("next \($0)") }, onError: { events.append("error \(($0 as! Failure).code)") })
        _ = Observable<Int>.error(Failure(code: 1))
            .catchAndReturn(-1)
            .subscribe(onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })
        XCTAssertEqual(events, ["error 2", "next -1", "completed"])
    }

    /// `catch` after a `flatMap` replaces the whole chain: the first failing request ends the
    /// flat-mapped sequence, `catch` sends its fallback and completes, and the taps that come
    /// after reach nothing (RxSwift #849).
    func testCatchAfterFlatMapEndsTheWholeChainAtTheFirstFailure() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = try scheduler.createHotObservable("--1--2--3--|", values: ["1": 1, "2": 2, "3": 3])
        let observer = scheduler.start {
            taps.flatMap { tap -> Observable<String> in
                tap == 2 ? Observable.error(Failure(code: tap)) : Observable.just("ok \(tap)")
            }
            .catchAndReturn("failed")
        }
        XCTAssertEqual(observer.events, [.next(220, "ok 1"), .next(250, "failed"), .completed(250)])
        XCTAssertEqual(taps.subscriptions, [Subscription(200, 250)])
    }

    /// `catch` inside the `flatMap` replaces only the failed request: the taps stay subscribed
    /// and the next tap's request runs (RxSwift #849's fix).
    func testCatchInsideFlatMapReplacesOnlyTheFailedRequest() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = try scheduler.createHotObservable("--1--2--3--|", values: ["1": 1, "2": 2, "3": 3])
        let observer = scheduler.start {
            taps.flatMap { tap -> Observable<String> in
                (tap == 2 ? Observable.error(Failure(code: tap)) : Observable.just("ok \(tap)"))
                    .catchAndReturn("failed")
            }
        }
        XCTAssertEqual(observer.events, [.next(220, "ok 1"), .next(250, "failed"), .next(280, "ok 3"), .completed(310)])
        XCTAssertEqual(taps.subscriptions, [Subscription(200, 310)])
    }

    // MARK: - retry: a new subscription each time

    /// `retry(n)` subscribes to the source up to n times in all: the source's own work (here the
    /// `create` closure) runs again each time, and the elements sent before each failure are sent
    /// again; the last failure goes through. `retry(1)` does not retry.
    func testRetryRunsTheSourcesSubscriptionAgainEachTime() {
        var subscriptions = 0
        let request = Observable<String>.create { observer in
            subscriptions += 1
            observer.onNext("attempt \(subscriptions)")
            observer.onError(Failure(code: subscriptions))
            return Disposables.create()
        }
        var events: [String] = []
        _ = request.retry(3).subscribe(onNext: { events.append($0) }, onError: { events.append("error \(($0 as! Failure).code)") })
        XCTAssertEqual(subscriptions, 3)
        XCTAssertEqual(events, ["attempt 1", "attempt 2", "attempt 3", "error 3"])
        _ = request.retry(1).subscribe(onError: { events.append("error \(($0 as! Failure).code)") })
        XCTAssertEqual(subscriptions, 4)
        XCTAssertEqual(events.last, "error 4")
    }

    /// Each retry is a fresh subscription to a cold source, which starts again from its first
    /// element at the moment of the failure; a completion ends the retrying.
    func testRetryResubscribesAColdSourceFromItsStart() throws {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let failing = try scheduler.createColdObservable("-a-#", values: ["a": "a"])
        let succeeding = try scheduler.createColdObservable("-a-|", values: ["a": "a"])
        let source = Observable<String>.deferred {
            attempts += 1
            return attempts < 3 ? failing.asObservable() : succeeding.asObservable()
        }
        let observer = scheduler.start { source.retry() }
        XCTAssertEqual(observer.events, [.next(210, "a"), .next(240, "a"), .next(270, "a"), .completed(290)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
        XCTAssertEqual(succeeding.subscriptions, [Subscription(260, 290)])
    }

    /// A `retry()` of a source that fails on a clock runs until it is disposed, and disposing it
    /// ends the current attempt: no attempt after the dispose.
    func testDisposingStopsAnInfiniteRetryOfAFailingSource() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createColdObservable("-a-#", values: ["a": "a"])
        let observer = scheduler.start(disposed: 300) { source.retry() }
        XCTAssertEqual(observer.events, [.next(210, "a"), .next(240, "a"), .next(270, "a")])
        XCTAssertEqual(source.subscriptions, [
            Subscription(200, 230), Subscription(230, 260), Subscription(260, 290), Subscription(290, 300),
        ])
    }

    // MARK: - retry(when:)

    /// `retry(when:)` re-subscribes when the trigger sends an element, here ten ticks after each
    /// failure; the trigger's completion completes the result (not an error).
    func testRetryWhenResubscribesOnTheTriggerAndCompletesWhenTheTriggerCompletes() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createColdObservable("-a-#", values: ["a": "a"], error: Failure(code: 1))
        let observer = scheduler.start {
            source.retry { (errors: Observable<Failure>) in
                errors.take(2).flatMap { _ in Observable<Int>.timer(.seconds(10), scheduler: scheduler) }
            }
        }
        XCTAssertEqual(observer.events, [.next(210, "a"), .next(250, "a"), .next(290, "a"), .completed(310)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230), Subscription(240, 270), Subscription(280, 310)])
    }

    /// A trigger that sends one element and then completes (`errors.take(1)`): the element
    /// re-subscribes at the first failure, and the completion, which nobody is listening for while
    /// the second attempt runs, is kept by the trigger's subject; the second failure meets it and
    /// completes the result, without the error.
    func testRetryWhenWhoseTriggerSendsOneElementThenCompletesRetriesOnceThenCompletes() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createColdObservable("-a-#", values: ["a": "a"], error: Failure(code: 1))
        let observer = scheduler.start {
            source.retry { (errors: Observable<Failure>) in errors.take(1) }
        }
        XCTAssertEqual(observer.events, [.next(210, "a"), .next(240, "a"), .completed(260)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    /// A trigger that completes without an element completes the result at the first failure. So
    /// does `just`: the trigger is subscribed before the first attempt, so `just` sends its element
    /// then, when no failure is waiting for it (it is lost), and completes; `retry(when:)` with a
    /// trigger that does not wait for the errors never retries.
    func testRetryWhenWhoseTriggerCompletesWithoutAnElementCompletesAtTheFirstFailure() throws {
        for trigger in [Observable<Int>.empty(), Observable<Int>.just(1)] {
            let scheduler = TestScheduler(initialClock: 0)
            let source = try scheduler.createColdObservable("-a-#", values: ["a": "a"], error: Failure(code: 1))
            let observer = scheduler.start {
                source.retry { (_: Observable<Failure>) in trigger }
            }
            XCTAssertEqual(observer.events, [.next(210, "a"), .completed(230)])
            XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
        }
    }

    // `enumerated` arrives in chapter 23; this test runs from chapter 23's state on.
    #if CH23
    /// Exponential backoff, the recipe apps write: the n-th error (counted from 0 by `enumerated`)
    /// waits 10 << n ticks before the retry, and the fourth error is thrown back through the
    /// trigger, so the result fails with the last attempt's error.
    func testRetryWhenBackoffWaitsLongerEachTimeAndGivesUpWithTheLastError() {
        let scheduler = TestScheduler(initialClock: 0)
        var subscribedAt: [Int] = []
        let request = Observable<String>.deferred {
            subscribedAt.append(scheduler.clock)
            let attempt = subscribedAt.count
            // Each attempt fails ten ticks after it starts, with its own number.
            return Observable<Int>.timer(.seconds(10), scheduler: scheduler)
                .flatMap { _ in Observable<String>.error(Failure(code: attempt)) }
        }
        let maxRetries = 3
        let observer = scheduler.start {
            // region: backoffRecipe
            request.retry(when: { (errors: Observable<Failure>) in
                errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                    guard attempt < maxRetries else {
                        return Observable.error(error)  // give up: the result fails with this error
                    }
                    return Observable<Int>.timer(.seconds(10 << attempt), scheduler: scheduler)
                }
            })
            // endregion: backoffRecipe
        }
        XCTAssertEqual(subscribedAt, [200, 220, 250, 300], "retried after 10, 20 and 40 ticks")
        XCTAssertEqual(observer.events, [.error(310, Failure(code: 4))])
    }
    #endif

    /// The trigger's error ends the result with that error; an error of another type than the
    /// handler's ends the result at once, without asking the trigger.
    func testRetryWhenEndsWithTheTriggersErrorOrAnErrorOfAnotherType() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createColdObservable("-a-#", values: ["a": "a"], error: Failure(code: 1))
        let observer = scheduler.start {
            source.retry { (errors: Observable<Failure>) in
                errors.flatMap { failure -> Observable<Int> in Observable.error(Failure(code: failure.code + 100)) }
            }
        }
        XCTAssertEqual(observer.events, [.next(210, "a"), .error(230, Failure(code: 101))])

        var asked = 0
        var ended: Error?
        _ = Observable<Int>.error(OtherFailure())
            .retry { (errors: Observable<Failure>) in errors.map { failure -> Failure in asked += 1; return failure } }
            .subscribe(onError: { ended = $0 })
        XCTAssertEqual(asked, 0)
        XCTAssertTrue(ended is OtherFailure)
    }

    // MARK: - a loop, not a recursion

    /// `retry(100_000)` of a source that fails while it is being subscribed subscribes 100,000
    /// times on one stack depth: the highest and lowest stack addresses seen in the source's
    /// subscribe closure are less than 64 KB apart, where one frame per retry would need
    /// megabytes (and overflow).
    func testRetryOfASourceThatFailsAtOnceLoopsWithoutGrowingTheStack() {
        var subscriptions = 0
        var lowest = UInt.max
        var highest = UInt.min
        let failsAtOnce = Observable<Int>.create { observer in
            subscriptions += 1
            let here = stackAddress()
            lowest = min(lowest, here)
            highest = max(highest, here)
            observer.onError(Failure(code: 0))
            return Disposables.create()
        }
        var failed = false
        _ = failsAtOnce.retry(100_000).subscribe(onError: { _ in failed = true })
        XCTAssertEqual(subscriptions, 100_000)
        XCTAssertTrue(failed)
        XCTAssertLessThan(highest - lowest, 64 * 1024)
    }

    /// `Observable.concat` of 100,000 `just`s, each of which completes while it is being
    /// subscribed, sends the 100,000 elements from one stack depth.
    func testConcatOfAHundredThousandJustsLoopsWithoutGrowingTheStack() {
        var received = 0
        var lowest = UInt.max
        var highest = UInt.min
        let sources = (0..<100_000).map { Observable.just($0) }
        var completed = false
        _ = Observable.concat(sources).subscribe(onNext: { value in
            XCTAssertEqual(value, received)
            received += 1
            let here = stackAddress()
            lowest = min(lowest, here)
            highest = max(highest, here)
        }, onCompleted: { completed = true })
        XCTAssertEqual(received, 100_000)
        XCTAssertTrue(completed)
        XCTAssertLessThan(highest - lowest, 64 * 1024)
    }

    /// A concat whose last source is another concat is walked in place: one iterator on the
    /// sink's stack, however deep the nesting (RxSwift's `maxTailRecursiveSinkStackSize`).
    func testConcatNestedInItsLastSourceIsWalkedInPlace() {
        func nested(_ index: Int) -> Observable<Int> {
            index == 1_000 ? Observable.just(index) : Observable.concat(Observable.just(index), nested(index + 1))
        }
        maxTailRecursiveSinkStackSize = 0
        var received: [Int] = []
        _ = nested(0).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, Array(0...1_000))
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 1)
    }

    /// A concat in an earlier position is opened in place too (`extract` runs for every source,
    /// not only the last), but the outer iterator, with a source still to come, stays beneath it:
    /// two iterators on the one sink's stack. Were the inner concat subscribed instead, each sink
    /// would hold one iterator and the counter would read 1.
    func testConcatNestedInAnEarlierSourceIsOpenedInPlaceAboveTheOuterIterator() {
        maxTailRecursiveSinkStackSize = 0
        var received: [Int] = []
        _ = Observable.concat(Observable.concat(Observable.just(1), Observable.just(2)), Observable.just(3))
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 2)
    }

    // MARK: - #2298: an infinite retry a dispose must stop

    /// `just(0).concat(error).retry().take(1)` ends after one attempt (RxSwift #2298, where it
    /// re-subscribes forever): the failure's retry, asked for while `retry`'s subscribe is still
    /// running, waits for the trampoline, by which time `take(1)` has disposed the retry. The
    /// source stops failing after 1,000 attempts, so the test ends even when the retry is not
    /// stopped, and then fails.
    func testTakeOneStopsAnInfiniteRetryOfASourceThatFailsAtOnce() {
        var attempts = 0
        let source = Observable<Int>.deferred {
            attempts += 1
            return attempts < 1_000
                ? Observable.just(0).concat(Observable<Int>.error(Failure(code: attempts)))
                : Observable.empty()
        }
        var events: [String] = []
        _ = source.retry().take(1).subscribe(onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })
        XCTAssertEqual(events, ["next 0", "completed"])
        XCTAssertEqual(attempts, 1)

        attempts = 0
        _ = source.retry { (errors: Observable<Failure>) in errors }.take(1).subscribe()
        XCTAssertEqual(attempts, 1)
    }

    /// The price of that wait: a retry asked for while the retry's own subscribe runs comes after
    /// work that RxSwift 6.5 would run after it. Merged with `just(2)`, a source that fails once
    /// at once sends its 1 after the 2 here, before it in RxSwift 6.5. `concat`, which cannot
    /// loop forever on one source, keeps RxSwift's order.
    func testAnImmediateRetryWaitsForTheTrampolineButConcatDoesNot() {
        var attempts = 0
        let failsOnce = Observable<Int>.deferred {
            attempts += 1
            return attempts == 1 ? Observable.error(Failure(code: 1)) : Observable.just(1)
        }
        var received: [Int] = []
        _ = Observable.merge(failsOnce.retry(), Observable.just(2)).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [2, 1])

        received = []
        _ = Observable.merge(Observable.concat(Observable.just(1), Observable.just(2)), Observable.just(3))
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 3])
    }

    // MARK: - threads

    /// Sources that complete on a concurrent queue's threads are still subscribed one at a time
    /// and in order; run under ThreadSanitizer, no race on the sink's state.
    func testConcatOfSourcesEndingOnOtherThreadsKeepsTheirOrder() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let sources = (0..<200).map { Observable.just($0, scheduler: scheduler) }
        let values = try Observable.concat(sources).toBlocking(timeout: 20).toArray()
        XCTAssertEqual(values, Array(0..<200))
    }

    /// A dispose from another thread, while the concat is inside its next source's subscribe,
    /// returns at once: the sink holds no lock while it subscribes (a sink that held its lock
    /// there would make this dispose wait for the subscribe, and the test fail after 5 seconds).
    func testDisposeDoesNotWaitForASubscribeInProgress() {
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let slow = Observable<Int>.create { _ in
            entered.signal()
            _ = release.wait(timeout: .now() + 10)
            return Disposables.create()
        }
        let first = PublishSubject<Int>()
        let subscription = Observable.concat(first.asObservable(), slow).subscribe()
        DispatchQueue.global().async { first.onCompleted() }
        XCTAssertEqual(entered.wait(timeout: .now() + 10), .success)
        let disposed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            subscription.dispose()
            disposed.signal()
        }
        XCTAssertEqual(disposed.wait(timeout: .now() + 5), .success)
        release.signal()
    }
}

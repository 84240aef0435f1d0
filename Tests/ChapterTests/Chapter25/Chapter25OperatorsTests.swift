import XCTest
@testable import RxReading
import RxReadingTest

private struct Failure: Error, Equatable {
    let code: Int
}

/// Chapter 25: the operators that change a trait's promise (`first`, `toArray`, `filter`,
/// `ifEmpty`, `asCompletable`), the traits' `zip`, and the operators that are the observable
/// operators of Part III wrapped again.
final class Chapter25OperatorsTests: RxReadingTestCase {

    // MARK: - first and toArray

    /// `first()` on a source that completes without an element succeeds with `nil`, at the
    /// completion: a `Single` of an optional, never an error.
    func testFirstOfAnEmptySourceSucceedsWithNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.completed(250, Int.self)])
        let observer = scheduler.start { source.first().asObservable() }
        XCTAssertEqual(observer.events, [.next(250, nil), .completed(250)])
    }

    /// `first()` answers with the first element as soon as it arrives and disposes the source then.
    func testFirstAnswersAtTheFirstElementAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let observer = scheduler.start { source.first().asObservable() }
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
    }

    /// `toArray()` gathers every element and succeeds with the array at the completion.
    func testToArrayGathersEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let observer = scheduler.start { source.toArray().asObservable() }
        XCTAssertEqual(observer.events, [.next(250, [1, 2, 3]), .completed(250)])
    }

    /// `toArray()` fails with the source's error, and what it had gathered is lost; an empty source
    /// succeeds with `[]`.
    func testToArrayFailsOnAnErrorAndSucceedsEmptyOnNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(230, Failure(code: 1))])
        let observer = scheduler.start { source.toArray().asObservable() }
        XCTAssertEqual(observer.events, [.error(230, Failure(code: 1))])

        let scheduler2 = TestScheduler(initialClock: 0)
        let empty = scheduler2.createHotObservable([.completed(250, Int.self)])
        let observer2 = scheduler2.start { empty.toArray().asObservable() }
        XCTAssertEqual(observer2.events, [.next(250, []), .completed(250)])
    }

    // MARK: - Operators that change the promise

    /// A `Single` filtered may have no answer, so `filter` returns a `Maybe`, which completes empty
    /// when the predicate refuses; `ifEmpty(default:)` makes it a `Single` again.
    func testFilterMakesAMaybeAndIfEmptyMakesASingleAgain() {
        var answers: [MaybeEvent<Int>] = []
        let maybe: Maybe<Int> = Single.just(1).filter { $0 > 5 }
        _ = maybe.subscribe { answers.append($0) }
        XCTAssertEqual(answers, [.completed])

        var singleAnswers: [SingleEvent<Int>] = []
        let single: Single<Int> = maybe.ifEmpty(default: 9)
        _ = single.subscribe { singleAnswers.append($0) }
        XCTAssertEqual(singleAnswers, [.success(9)])
    }

    /// `asCompletable()` of a `Single` keeps only how it ends: its element is dropped.
    func testSingleAsCompletableDropsTheElement() {
        var answers: [CompletableEvent] = []
        _ = Single.just(1).asCompletable().subscribe { answers.append($0) }
        XCTAssertEqual(answers, [.completed])
    }

    /// `map` and `flatMap` keep a `Single` a `Single`; an error thrown by `map`'s transform fails it.
    func testMapAndFlatMapChainSingles() {
        var answers: [SingleEvent<String>] = []
        _ = Single.just(2)
            .map { $0 * 10 }
            .flatMap { value in Single.just("got \(value)") }
            .subscribe { answers.append($0) }
        XCTAssertEqual(answers, [.success("got 20")])

        var error: Error?
        _ = Single.just(2).map { _ -> Int in throw Failure(code: 3) }.subscribe(onFailure: { error = $0 })
        XCTAssertEqual(error as? Failure, Failure(code: 3))
    }

    /// `catchAndReturn` turns a failure into a success; `retry(2)` subscribes once more after one
    /// failure.
    func testCatchAndReturnAndRetry() {
        var answers: [SingleEvent<Int>] = []
        _ = Single<Int>.error(Failure(code: 1)).catchAndReturn(5).subscribe { answers.append($0) }
        XCTAssertEqual(answers, [.success(5)])

        var attempts = 0
        let flaky = Single<Int>.create { single in
            attempts += 1
            single(attempts < 2 ? .failure(Failure(code: 1)) : .success(attempts))
            return Disposables.create()
        }
        var retried: [SingleEvent<Int>] = []
        _ = flaky.retry(2).subscribe { retried.append($0) }
        XCTAssertEqual(retried, [.success(2)])
        XCTAssertEqual(attempts, 2)
    }

    /// `timeout` fails a `Single` that has not answered by the due time with `RxError.timeout`,
    /// and disposes it.
    func testTimeoutFailsASingleThatHasNotAnswered() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(100, 1), .completed(100)])
        let observer = scheduler.start { source.asSingle().timeout(.seconds(50), scheduler: scheduler).asObservable() }
        XCTAssertEqual(observer.events, [.error(250, RxError.timeout)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    // MARK: - zip

    /// `Single.zip` of two `Single`s succeeds with both elements once both have succeeded, at the
    /// later one's answer.
    func testZipOfTwoSinglesSucceedsWhenBothHave() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let b = scheduler.createColdObservable([.next(30, "b"), .completed(30)])
        let observer = scheduler.start {
            Single.zip(a.asSingle(), b.asSingle()) { "\($0)\($1)" }.asObservable()
        }
        XCTAssertEqual(observer.events, [.next(230, "1b"), .completed(230)])
    }

    /// `Single.zip` fails at the first failure and disposes the other `Single`.
    func testZipOfSinglesFailsAtTheFirstFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.error(10, Failure(code: 1), Int.self)])
        let b = scheduler.createColdObservable([.next(30, 2), .completed(30)])
        let observer = scheduler.start { Single.zip(a.asSingle(), b.asSingle()).map { $0 + $1 }.asObservable() }
        XCTAssertEqual(observer.events, [.error(210, Failure(code: 1))])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 210)])
    }

    /// `Single.zip` of an empty collection succeeds at once, with `[]` or with the result
    /// selector called on `[]` at subscription (a zip of nothing would otherwise complete without
    /// an element, which a `Single` may not).
    func testZipOfNoSinglesSucceedsAtOnce() {
        var answers: [SingleEvent<[Int]>] = []
        _ = Single.zip([Single<Int>]()).subscribe { answers.append($0) }
        XCTAssertEqual(answers, [.success([])])

        var calls = 0
        let zipped = Single.zip([Single<Int>]()) { (values: [Int]) -> Int in
            calls += 1
            return values.count
        }
        XCTAssertEqual(calls, 0)
        var counted: [SingleEvent<Int>] = []
        _ = zipped.subscribe { counted.append($0) }
        XCTAssertEqual(counted, [.success(0)])
        XCTAssertEqual(calls, 1)
    }

    /// `Maybe.zip` of a success and an empty `Maybe` completes empty, once both have completed.
    func testZipOfMaybesCompletesEmptyWhenOneIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let b = scheduler.createColdObservable([.completed(30, Int.self)])
        let observer = scheduler.start { Maybe.zip(a.asMaybe(), b.asMaybe()).map { $0 + $1 }.asObservable() }
        XCTAssertEqual(observer.events, [.completed(230)])
    }

    /// `Completable.zip` runs every `Completable` at once and completes when the last one has.
    func testCompletableZipCompletesWhenAllHave() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.completed(10, Never.self)])
        let b = scheduler.createColdObservable([.completed(30, Never.self)])
        let observer = scheduler.start { Completable.zip(a.asCompletable(), b.asCompletable()).asObservable() }
        XCTAssertEqual(observer.events, [.completed(230)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
    }

    /// `Completable.concat` runs them one after the other: the second is subscribed when the
    /// first completes.
    func testCompletableConcatRunsThemInTurn() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.completed(10, Never.self)])
        let b = scheduler.createColdObservable([.completed(30, Never.self)])
        let observer = scheduler.start { a.asCompletable().concat(b.asCompletable()).asObservable() }
        XCTAssertEqual(observer.events, [.completed(240)])
        XCTAssertEqual(b.subscriptions, [Subscription(210, 240)])
    }
}

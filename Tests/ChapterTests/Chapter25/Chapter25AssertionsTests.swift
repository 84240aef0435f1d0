import XCTest
import RxReading
import RxReadingTest

private struct Failure: Error, Equatable {
    let code: Int
}

/// Chapter 25: RxReadingTest compares a trait's events as RxTest 6.5 does, so a test that
/// records them writes its expectation as one literal.
final class Chapter25AssertionsTests: RxReadingTestCase {

    /// `MaybeEvent`s are equal when they are the same kind with equal elements, errors compared
    /// by description; `CompletableEvent`s likewise.
    func testMaybeAndCompletableEventsCompareAsRxTestCompares() {
        XCTAssertEqual(MaybeEvent.success(1), .success(1))
        XCTAssertNotEqual(MaybeEvent.success(1), .success(2))
        XCTAssertNotEqual(MaybeEvent<Int>.success(1), .completed)
        XCTAssertEqual(MaybeEvent<Int>.error(Failure(code: 1)), .error(Failure(code: 1)))
        XCTAssertNotEqual(MaybeEvent<Int>.error(Failure(code: 1)), .error(Failure(code: 2)))
        XCTAssertEqual(CompletableEvent.completed, .completed)
        XCTAssertEqual(CompletableEvent.error(Failure(code: 1)), .error(Failure(code: 1)))
        XCTAssertNotEqual(CompletableEvent.error(Failure(code: 1)), .completed)
    }

    /// `XCTAssertEqual` takes arrays of `MaybeEvent`, `CompletableEvent` and `SingleEvent`, as
    /// RxTest's overloads do.
    func testXCTAssertEqualTakesArraysOfTraitEvents() {
        var maybe: [MaybeEvent<Int>] = []
        _ = Maybe.just(1).subscribe { maybe.append($0) }
        _ = Maybe<Int>.empty().subscribe { maybe.append($0) }
        XCTAssertEqual(maybe, [.success(1), .completed])

        var completable: [CompletableEvent] = []
        _ = Completable.error(Failure(code: 1)).subscribe { completable.append($0) }
        XCTAssertEqual(completable, [.error(Failure(code: 1))])

        var single: [SingleEvent<Int>] = []
        _ = Single.just(1).subscribe { single.append($0) }
        XCTAssertEqual(single, [.success(1)])
    }

    /// RxTest 6.5's assertion on `SingleEvent` arrays compares each event by its element only, so
    /// any two failures pass as equal, whatever their errors; RxReadingTest keeps that.
    func testSingleEventAssertionTreatsAnyTwoFailuresAsEqual() {
        XCTAssertEqual([SingleEvent<Int>.failure(Failure(code: 1))], [.failure(Failure(code: 2))])
    }

    /// RxBlocking 6.5 has no trait forms of its own: `toBlocking()` takes any
    /// `ObservableConvertibleType`, a trait included, and waits for its observable.
    func testToBlockingWaitsForATrait() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        XCTAssertEqual(try Single.just(1).delay(.milliseconds(10), scheduler: scheduler).toBlocking(timeout: 10).single(), 1)
        XCTAssertEqual(try Maybe<Int>.empty().toBlocking(timeout: 10).toArray(), [])
        XCTAssertThrowsError(try Completable.error(Failure(code: 1)).toBlocking(timeout: 10).first()) { error in
            XCTAssertEqual(error as? Failure, Failure(code: 1))
        }
    }
}

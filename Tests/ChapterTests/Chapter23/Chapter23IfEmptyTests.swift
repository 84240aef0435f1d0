import XCTest
@testable import RxReading
import RxReadingTest

private struct Failure: Error, Equatable {
    let code: Int
}

/// Chapter 23: `ifEmpty(default:)` and `ifEmpty(switchTo:)`, whose one piece of state is
/// whether an element has gone by.
final class Chapter23IfEmptyTests: RxReadingTestCase {

    /// `ifEmpty(default:)` sends the default, then completes, when the source completes without
    /// an element; after an element it sends only what the source sends.
    func testIfEmptyDefaultSendsTheDefaultOnlyForAnEmptySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(250, Int.self)])
        let observer = scheduler.start { empty.ifEmpty(default: 7) }
        XCTAssertEqual(observer.events, [.next(250, 7), .completed(250)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let nonEmpty = scheduler2.createHotObservable([.next(210, 1), .completed(250)])
        let observer2 = scheduler2.start { nonEmpty.ifEmpty(default: 7) }
        XCTAssertEqual(observer2.events, [.next(210, 1), .completed(250)])
    }

    /// A source that fails without an element ends `ifEmpty(default:)` with its error, and no
    /// default; one that never ends gets no default either.
    func testIfEmptyDefaultSendsTheErrorNotTheDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.error(230, Failure(code: 1), Int.self)])
        let observer = scheduler.start { failing.ifEmpty(default: 7) }
        XCTAssertEqual(observer.events, [.error(230, Failure(code: 1))])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let silent = scheduler2.createHotObservable([Recorded<Event<Int>>]())
        let observer2 = scheduler2.start { silent.ifEmpty(default: 7) }
        XCTAssertEqual(observer2.events, [])
    }

    /// `ifEmpty(switchTo:)` subscribes to the other sequence only when the source completes
    /// without an element, at that moment, and sends its events in place of the completion.
    func testIfEmptySwitchToSubscribesTheOtherOnlyWhenTheSourceCompletesEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(250, Int.self)])
        let other = scheduler.createColdObservable([.next(10, 8), .next(20, 9), .completed(30)])
        let observer = scheduler.start { empty.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(observer.events, [.next(260, 8), .next(270, 9), .completed(280)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(250, 280)])
    }

    /// After an element, after an error, or while the source runs, `ifEmpty(switchTo:)` never
    /// subscribes to the other sequence; the source's events go through as they are.
    func testIfEmptySwitchToLeavesTheOtherAloneOtherwise() {
        let scheduler = TestScheduler(initialClock: 0)
        let nonEmpty = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let other = scheduler.createColdObservable([.next(10, 8), .completed(30)])
        let observer = scheduler.start { nonEmpty.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(other.subscriptions, [])

        let scheduler2 = TestScheduler(initialClock: 0)
        let failing = scheduler2.createHotObservable([.error(230, Failure(code: 1), Int.self)])
        let other2 = scheduler2.createColdObservable([.next(10, 8), .completed(30)])
        let observer2 = scheduler2.start { failing.ifEmpty(switchTo: other2.asObservable()) }
        XCTAssertEqual(observer2.events, [.error(230, Failure(code: 1))])
        XCTAssertEqual(other2.subscriptions, [])

        let scheduler3 = TestScheduler(initialClock: 0)
        let silent = scheduler3.createHotObservable([Recorded<Event<Int>>]())
        let other3 = scheduler3.createColdObservable([.next(10, 8), .completed(30)])
        let observer3 = scheduler3.start { silent.ifEmpty(switchTo: other3.asObservable()) }
        XCTAssertEqual(observer3.events, [])
        XCTAssertEqual(silent.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(other3.subscriptions, [])
    }

    /// The other sequence's error ends `ifEmpty(switchTo:)` with that error.
    func testIfEmptySwitchToPassesTheOthersError() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(250, Int.self)])
        let other = scheduler.createColdObservable([.next(10, 8), .error(20, Failure(code: 2))])
        let observer = scheduler.start { empty.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(observer.events, [.next(260, 8), .error(270, Failure(code: 2))])
        XCTAssertEqual(other.subscriptions, [Subscription(250, 270)])
    }
}

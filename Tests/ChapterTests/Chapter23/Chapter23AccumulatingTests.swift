import XCTest
@testable import RxReading
import RxReadingTest

private struct Failure: Error, Equatable {
    let code: Int
}

/// Chapter 23: operators whose one piece of state is a value carried from element to element:
/// `scan` and `reduce` (an accumulator), `compactMap` (none, for contrast), `enumerated` (an
/// index).
final class Chapter23AccumulatingTests: RxReadingTestCase {

    // MARK: - scan

    /// `scan` sends every accumulation, one element out per element in, at the element's time;
    /// the seed is never sent by itself, not even when the source is empty.
    func testScanSendsEveryAccumulationAndNeverTheSeedAlone() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
        ])
        let sums = scheduler.start { source.scan(10) { $0 + $1 } }
        XCTAssertEqual(sums.events, [.next(210, 11), .next(220, 13), .next(230, 16), .completed(240)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let empty2 = scheduler2.createHotObservable([.completed(250, Int.self)])
        let emptySums = scheduler2.start { empty2.scan(10) { $0 + $1 } }
        XCTAssertEqual(emptySums.events, [.completed(250)])
    }

    /// `scan(into:)` gives the same accumulations as `scan(_:)`, its closure changing the
    /// accumulator instead of returning a new one.
    func testScanIntoSendsTheSameAccumulations() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
        ])
        let observer = scheduler.start { source.scan(into: [Int]()) { $0.append($1) } }
        XCTAssertEqual(observer.events, [.next(210, [1]), .next(220, [1, 2]), .next(230, [1, 2, 3]), .completed(240)])
    }

    /// `scan(into:)` changes the accumulator where it lies: while the observer keeps none of the
    /// arrays it is sent, every element's append finds the same storage (one allocation, made by
    /// the first element's `reserveCapacity`). An observer that keeps each array forces a copy
    /// per element, which shows that the addresses would tell a copy.
    func testScanIntoChangesTheAccumulatorInPlaceWhileNobodyElseHoldsIt() {
        func storageAddresses(keepingEachArray: Bool) -> [UInt] {
            var addresses: [UInt] = []
            var kept: [[Int]] = []
            var counts: [Int] = []
            _ = Observable.from([1, 2, 3, 4])
                .scan(into: [Int]()) { accumulator, element in
                    accumulator.reserveCapacity(16)
                    accumulator.append(element)
                    addresses.append(accumulator.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) })
                }
                .subscribe(onNext: { array in
                    counts.append(array.count)
                    if keepingEachArray {
                        kept.append(array)
                    }
                })
            XCTAssertEqual(counts, [1, 2, 3, 4])
            return addresses
        }
        XCTAssertEqual(Set(storageAddresses(keepingEachArray: false)).count, 1)
        XCTAssertEqual(Set(storageAddresses(keepingEachArray: true)).count, 4)
    }

    /// Each subscription folds from its own copy of the seed: two subscriptions to the same
    /// `scan` send the same accumulations.
    func testEachSubscriptionScansFromTheSeed() {
        let shared = Observable.from([1, 2, 3]).scan(0) { $0 + $1 }
        var first: [Int] = []
        var second: [Int] = []
        _ = shared.subscribe(onNext: { first.append($0) })
        _ = shared.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(first, [1, 3, 6])
        XCTAssertEqual(second, [1, 3, 6])
    }

    /// An accumulator that throws ends `scan` (both spellings) with its error, and the source is
    /// disposed at that moment; a source's error goes through as it is.
    func testScanAccumulatorThatThrowsEndsWithItsErrorAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
        ])
        let observer = scheduler.start {
            source.scan(0) { sum, element in
                if element == 2 { throw Failure(code: 2) }
                return sum + element
            }
        }
        XCTAssertEqual(observer.events, [.next(210, 1), .error(220, Failure(code: 2))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let source2 = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .completed(240)])
        let observer2 = scheduler2.start {
            source2.scan(into: 0) { sum, element in
                if element == 2 { throw Failure(code: 3) }
                sum += element
            }
        }
        XCTAssertEqual(observer2.events, [.next(210, 1), .error(220, Failure(code: 3))])
        XCTAssertEqual(source2.subscriptions, [Subscription(200, 220)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let source3 = scheduler3.createHotObservable([.next(210, 1), .error(220, Failure(code: 4))])
        let observer3 = scheduler3.start { source3.scan(0) { $0 + $1 } }
        XCTAssertEqual(observer3.events, [.next(210, 1), .error(220, Failure(code: 4))])
    }

    // MARK: - reduce

    /// `reduce` sends nothing while the source runs, then only the final accumulation, and
    /// completes, both at the source's completion.
    func testReduceSendsOnlyTheFinalAccumulationAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
        ])
        let observer = scheduler.start { source.reduce(10) { $0 + $1 } }
        XCTAssertEqual(observer.events, [.next(240, 16), .completed(240)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
    }

    /// An empty source makes `reduce` send the seed (through `mapResult`, when there is one).
    func testReduceOfAnEmptySourceSendsTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.completed(250, Int.self)])
        let observer = scheduler.start { source.reduce(10) { $0 + $1 } }
        XCTAssertEqual(observer.events, [.next(250, 10), .completed(250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let source2 = scheduler2.createHotObservable([.completed(250, Int.self)])
        let observer2 = scheduler2.start { source2.reduce(10, accumulator: { $0 + $1 }, mapResult: { "sum \($0)" }) }
        XCTAssertEqual(observer2.events, [.next(250, "sum 10"), .completed(250)])
    }

    /// A source that never completes makes `reduce` send nothing at all.
    func testReduceOfASourceThatNeverCompletesSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let observer = scheduler.start { source.reduce(0) { $0 + $1 } }
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 1000)])
    }

    /// An accumulator that throws ends `reduce` with its error at once, disposing the source; a
    /// `mapResult` that throws ends it with its error at the source's completion; a source's
    /// error goes through without a result.
    func testReduceClosuresThatThrowEndWithTheirErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(240)])
        let observer = scheduler.start {
            source.reduce(0) { sum, element in
                if element == 2 { throw Failure(code: 2) }
                return sum + element
            }
        }
        XCTAssertEqual(observer.events, [.error(220, Failure(code: 2))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let source2 = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .completed(240)])
        let observer2 = scheduler2.start {
            source2.reduce(0, accumulator: { $0 + $1 }, mapResult: { (_: Int) -> String in throw Failure(code: 3) })
        }
        XCTAssertEqual(observer2.events, [.error(240, Failure(code: 3))])
        XCTAssertEqual(source2.subscriptions, [Subscription(200, 240)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let source3 = scheduler3.createHotObservable([.next(210, 1), .error(230, Failure(code: 4))])
        let observer3 = scheduler3.start { source3.reduce(0) { $0 + $1 } }
        XCTAssertEqual(observer3.events, [.error(230, Failure(code: 4))])
    }

    // MARK: - compactMap

    /// `compactMap` sends the transform's non-nil results and leaves out the elements it maps to
    /// nil, with the source's completion.
    func testCompactMapSendsTheNonNilResults() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(240),
        ])
        let observer = scheduler.start { source.compactMap { Int($0) } }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 3), .completed(240)])
    }

    /// A transform that throws ends `compactMap` with its error and disposes the source.
    func testCompactMapTransformThatThrowsEndsWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(240)])
        let observer = scheduler.start {
            source.compactMap { (element: Int) -> Int? in
                if element == 2 { throw Failure(code: 2) }
                return element
            }
        }
        XCTAssertEqual(observer.events, [.next(210, 1), .error(220, Failure(code: 2))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    // MARK: - enumerated

    /// `enumerated` pairs each element with its index from 0, counted per subscription: a
    /// second subscription starts again at 0.
    func testEnumeratedCountsFromZeroInEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let enumerated = source.enumerated().map { "\($0.index)\($0.element)" }
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) { _ = enumerated.subscribe(first) }
        scheduler.scheduleAt(300) { _ = enumerated.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, "0a"), .next(220, "1b"), .completed(230)])
        XCTAssertEqual(second.events, [.next(310, "0a"), .next(320, "1b"), .completed(330)])
    }

    /// A source's error ends `enumerated` with that error.
    func testEnumeratedPassesTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, "a"), .error(220, Failure(code: 1))])
        let observer = scheduler.start { source.enumerated().map { "\($0.index)\($0.element)" } }
        XCTAssertEqual(observer.events, [.next(210, "0a"), .error(220, Failure(code: 1))])
    }
}

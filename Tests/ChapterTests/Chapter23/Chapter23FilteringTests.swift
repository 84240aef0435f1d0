import Dispatch
import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

private struct Failure: Error, Equatable {
    let code: Int
}

/// Chapter 23: the filtering operators, each a sink with one piece of state (the last key, a
/// count, a gate, a buffer, the newest element), and the three that listen to a second source
/// (`take(until:)`, `skip(until:)`, `sample`) or a timer (`skip` and `take` for a duration).
final class Chapter23FilteringTests: RxReadingTestCase {

    // MARK: - distinctUntilChanged

    /// `distinctUntilChanged()` drops an element equal to the one before it, and only then:
    /// an element that comes back after a change passes again.
    func testDistinctUntilChangedDropsOnlyRepeatsInARow() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2), .next(250, 1), .completed(260),
        ])
        let observer = scheduler.start { source.distinctUntilChanged() }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .next(250, 1), .completed(260)])
    }

    /// The sink keeps the last KEY, not the last element: the key selector runs once per element,
    /// and 11, whose key (1) equals the key of 10, is dropped although 11 is not 10.
    func testDistinctUntilChangedComparesKeysAndRunsTheSelectorOncePerElement() {
        var selectorCalls = 0
        var received: [Int] = []
        _ = Observable.of(10, 11, 21, 30, 31)
            .distinctUntilChanged { (value: Int) -> Int in
                selectorCalls += 1
                return value / 10
            }
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [10, 21, 30])
        XCTAssertEqual(selectorCalls, 5)
    }

    /// Each element is compared with the last element SENT, not the last one seen: with "closer
    /// than 2" as equality, 2 is dropped (next to 1), and 3 is then compared with 1, not with 2,
    /// so it passes.
    func testDistinctUntilChangedComparesWithTheLastElementSent() {
        var comparisons: [String] = []
        var received: [Int] = []
        _ = Observable.of(1, 2, 3, 4)
            .distinctUntilChanged { (last: Int, next: Int) -> Bool in
                comparisons.append("\(last)-\(next)")
                return abs(last - next) < 2
            }
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 3])
        XCTAssertEqual(comparisons, ["1-2", "1-3", "3-4"])
    }

    /// A comparer that throws ends the sequence with its error, and so does a key selector.
    func testDistinctUntilChangedEndsWithWhatTheComparerOrKeySelectorThrows() {
        var comparerEvents: [Event<Int>] = []
        _ = Observable.of(1, 2, 3)
            .distinctUntilChanged { (_: Int, next: Int) -> Bool in
                if next == 2 { throw Failure(code: 1) }
                return false
            }
            .subscribe { comparerEvents.append($0) }
        XCTAssertEqual(comparerEvents.count, 2)
        XCTAssertEqual(comparerEvents.first?.element, 1)
        XCTAssertEqual(comparerEvents.last?.error as? Failure, Failure(code: 1))

        var selectorEvents: [Event<Int>] = []
        _ = Observable.of(1, 2, 3)
            .distinctUntilChanged { (value: Int) -> Int in
                if value == 3 { throw Failure(code: 2) }
                return value
            }
            .subscribe { selectorEvents.append($0) }
        XCTAssertEqual(selectorEvents.compactMap(\.element), [1, 2])
        XCTAssertEqual(selectorEvents.last?.error as? Failure, Failure(code: 2))
    }

    /// `distinctUntilChanged(at:)` compares the property at the key path.
    func testDistinctUntilChangedAtAKeyPathComparesThatProperty() {
        var received: [String] = []
        _ = Observable.of("a", "b", "cc", "dd", "e")
            .distinctUntilChanged(at: \.count)
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, ["a", "cc", "e"])
    }

    // MARK: - skip and skip(while:)

    /// `skip(n)` drops the first n elements; a count of zero or less drops nothing (RxSwift 6.5
    /// does not refuse a negative one).
    func testSkipDropsTheFirstElementsAndANegativeCountDropsNothing() {
        var skipped: [Int] = []
        var negative: [Int] = []
        _ = Observable.of(1, 2, 3, 4).skip(2).subscribe(onNext: { skipped.append($0) })
        _ = Observable.of(1, 2, 3).skip(-1).subscribe(onNext: { negative.append($0) })
        XCTAssertEqual(skipped, [3, 4])
        XCTAssertEqual(negative, [1, 2, 3])
    }

    /// `skip(while:)` asks the predicate until it first fails and never again: 1 after 3 passes.
    func testSkipWhileStopsAskingOnceTheGateOpens() {
        var asked: [Int] = []
        var received: [Int] = []
        _ = Observable.of(1, 2, 3, 1, 4)
            .skip(while: { (value: Int) -> Bool in
                asked.append(value)
                return value < 3
            })
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [3, 1, 4])
        XCTAssertEqual(asked, [1, 2, 3])
    }

    // MARK: - take(until:) and skip(until:)

    /// `take(until:)` subscribes to `other` first, then to the source.
    func testTakeUntilSubscribesToOtherFirst() {
        var order: [String] = []
        let source = Observable<Int>.create { _ in order.append("source"); return Disposables.create() }
        let other = Observable<Int>.create { _ in order.append("other"); return Disposables.create() }
        source.take(until: other).subscribe().dispose()
        XCTAssertEqual(order, ["other", "source"])
    }

    /// Why `other` comes first: an `other` that sends at once ends the result before the source
    /// can send anything, even a source that sends all it has on subscription. The source is
    /// still subscribed, as in RxSwift 6.5, but by then the sink is disposed, and its
    /// subscription is disposed at the same tick.
    func testTakeUntilWithAnOtherThatFiresAtOnceLetsNothingOfTheSourceThrough() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2, 3).take(until: Observable.just(0)).subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed])

        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(0, 1), .next(10, 2), .completed(20)])
        let observer = scheduler.start { source.take(until: Observable.just(0)) }
        XCTAssertEqual(observer.events, [.completed(200)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 200)])
    }

    /// `other`'s first element completes the result and disposes both sources; `other`
    /// completing without an element changes nothing (it alone is disposed).
    func testTakeUntilCompletesAtOthersFirstElementAndIgnoresItsEmptyCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        let other = scheduler.createHotObservable([.next(240, "stop"), .completed(245)])
        let observer = scheduler.start { source.take(until: other) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 240)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let source2 = scheduler2.createHotObservable([.next(210, 1), .next(230, 2), .completed(260)])
        let emptyOther = scheduler2.createHotObservable([Recorded<Event<String>>.completed(220)])
        let observer2 = scheduler2.start { source2.take(until: emptyOther) }
        XCTAssertEqual(observer2.events, [.next(210, 1), .next(230, 2), .completed(260)])
        XCTAssertEqual(emptyOther.subscriptions, [Subscription(200, 220)])
    }

    /// `other`'s error ends `take(until:)` with that error, at once.
    func testTakeUntilEndsWithOthersError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let other = scheduler.createHotObservable([Recorded<Event<String>>.error(220, Failure(code: 7))])
        let observer = scheduler.start { source.take(until: other) }
        XCTAssertEqual(observer.events, [.next(210, 1), .error(220, Failure(code: 7))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    /// `take(until: predicate)` completes at the first element that satisfies it; `.inclusive`
    /// sends that element first.
    func testTakeUntilPredicateExclusiveAndInclusive() {
        var exclusive: [Event<Int>] = []
        var inclusive: [Event<Int>] = []
        _ = Observable.of(1, 2, 3, 4).take(until: { $0 == 3 }).subscribe { exclusive.append($0) }
        _ = Observable.of(1, 2, 3, 4).take(until: { $0 == 3 }, behavior: .inclusive).subscribe { inclusive.append($0) }
        XCTAssertEqual(exclusive, [.next(1), .next(2), .completed])
        XCTAssertEqual(inclusive, [.next(1), .next(2), .next(3), .completed])
    }

    /// `skip(until:)` subscribes to the source first, then to `other` (the reverse of
    /// `take(until:)`), drops the source's elements until `other`'s first element, and disposes
    /// `other` then.
    func testSkipUntilSubscribesToTheSourceFirstAndOpensAtOthersFirstElement() {
        var order: [String] = []
        let first = Observable<Int>.create { _ in order.append("source"); return Disposables.create() }
        let second = Observable<Int>.create { _ in order.append("other"); return Disposables.create() }
        first.skip(until: second).subscribe().dispose()
        XCTAssertEqual(order, ["source", "other"])

        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        let other = scheduler.createHotObservable([.next(220, "go"), .next(240, "again")])
        let observer = scheduler.start { source.skip(until: other) }
        XCTAssertEqual(observer.events, [.next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 260)])
    }

    /// `other` completing without an element leaves `skip(until:)`'s gate shut for good; the
    /// source's completion then ends the subscription without a word: the result never
    /// terminates.
    func testSkipUntilWithAnEmptyOtherSendsNothingEverNotEvenTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        let other = scheduler.createHotObservable([Recorded<Event<String>>.completed(220)])
        let observer = scheduler.start { source.skip(until: other) }
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    /// `other`'s error ends `skip(until:)` with that error, even while the gate is shut.
    func testSkipUntilEndsWithOthersError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let other = scheduler.createHotObservable([Recorded<Event<String>>.error(220, Failure(code: 3))])
        let observer = scheduler.start { source.skip(until: other) }
        XCTAssertEqual(observer.events, [.error(220, Failure(code: 3))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    // MARK: - skip and take for a duration

    /// `skip(_:scheduler:)` drops what arrives before the timer, `take(for:scheduler:)` completes
    /// at it.
    func testSkipAndTakeForADuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        let skipped = scheduler.start { source.skip(.seconds(25), scheduler: scheduler) }
        XCTAssertEqual(skipped.events, [.next(240, 3), .completed(250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let source2 = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        let taken = scheduler2.start { source2.take(for: .seconds(25), scheduler: scheduler2) }
        XCTAssertEqual(taken.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(source2.subscriptions, [Subscription(200, 225)])
    }

    /// An element at the timer's very tick: on a virtual clock, whatever was scheduled first runs
    /// first. A hot source's element was scheduled before the subscription set the timer, so the
    /// element comes first: `take(for:)` sends it, then completes; `skip` drops it.
    func testAtTheDeadlinesTickAHotSourcesElementComesBeforeTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(230, 1), .next(240, 2), .completed(250)])
        let taken = scheduler.start { source.take(for: .seconds(30), scheduler: scheduler) }
        XCTAssertEqual(taken.events, [.next(230, 1), .completed(230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let source2 = scheduler2.createHotObservable([.next(230, 1), .next(240, 2), .completed(250)])
        let skipped = scheduler2.start { source2.skip(.seconds(30), scheduler: scheduler2) }
        XCTAssertEqual(skipped.events, [.next(240, 2), .completed(250)])
    }

    /// Both operators set their timer before they subscribe to the source (RxSwift 6.5's order),
    /// so a cold source's element at the deadline's tick was scheduled after the timer and comes
    /// second: `take(for:)` has completed without it; `skip` has opened and sends it.
    func testAtTheDeadlinesTickAColdSourcesElementComesAfterTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(30, 1), .next(40, 2), .completed(50)])
        let taken = scheduler.start { source.take(for: .seconds(30), scheduler: scheduler) }
        XCTAssertEqual(taken.events, [.completed(230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let source2 = scheduler2.createColdObservable([.next(30, 1), .next(40, 2), .completed(50)])
        let skipped = scheduler2.start { source2.skip(.seconds(30), scheduler: scheduler2) }
        XCTAssertEqual(skipped.events, [.next(230, 1), .next(240, 2), .completed(250)])
    }

    // MARK: - sample

    /// A tick sends the newest element since the last tick, only if there is one: the tick at
    /// 240 has nothing new and sends nothing (it does not repeat 2), and 1, replaced by 2 before
    /// any tick, is never sent.
    func testSampleSendsOnlyWhatIsNewSinceTheLastTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3)])
        let ticks = scheduler.createHotObservable([.next(230, "t"), .next(240, "t"), .next(260, "t")])
        let observer = scheduler.start { source.sample(ticks) }
        XCTAssertEqual(observer.events, [.next(230, 2), .next(260, 3)])
    }

    /// With a `defaultValue`, a tick with nothing new sends it instead of nothing.
    func testSampleSendsTheDefaultValueOnATickWithNothingNew() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(220, 2)])
        let ticks = scheduler.createHotObservable([.next(210, "t"), .next(230, "t"), .next(240, "t")])
        let observer = scheduler.start { source.sample(ticks, defaultValue: 0) }
        XCTAssertEqual(observer.events, [.next(210, 0), .next(230, 2), .next(240, 0)])
    }

    /// The source's completion waits for the next tick, which sends what is new and completes;
    /// the source is disposed at its completion, the sampler at the result's.
    func testSampleCompletesAtTheFirstTickAfterTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ticks = scheduler.createHotObservable([.next(230, "t"), .next(240, "t")])
        let observer = scheduler.start { source.sample(ticks) }
        XCTAssertEqual(observer.events, [.next(230, 1), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 230)])
    }

    /// The sampler's completion counts as a last tick (it sends what is new), but does not end
    /// the result: after it nothing is ever sent, not even the source's later completion.
    func testSampleAfterTheSamplerCompletesSendsNothingMoreEver() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(260)])
        let ticks = scheduler.createHotObservable([Recorded<Event<String>>.completed(230)])
        let observer = scheduler.start { source.sample(ticks) }
        XCTAssertEqual(observer.events, [.next(230, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 260)])
    }

    // MARK: - single, takeLast, element(at:), ignoreElements

    /// `single()` fails with `RxError.noElements` when the source completes empty, and with
    /// `RxError.moreThanOneElement` at the second element, at once, disposing the source then.
    func testSingleFailsOnNoElementAndAtTheSecondOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let none = scheduler.start { empty.single() }
        XCTAssertEqual(none.events, [.error(250, RxError.noElements)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let two = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let many = scheduler2.start { two.single() }
        XCTAssertEqual(many.events, [.next(210, 1), .error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(two.subscriptions, [Subscription(200, 220)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let one = scheduler3.createHotObservable([.next(210, 1), .completed(250)])
        let exactlyOne = scheduler3.start { one.single() }
        XCTAssertEqual(exactlyOne.events, [.next(210, 1), .completed(250)])
    }

    /// `single(predicate)` counts only the elements that satisfy the predicate: others are
    /// dropped, none matching is `noElements`, a second match is `moreThanOneElement`.
    func testSingleWithAPredicateCountsOnlyMatchingElements() {
        var oneMatch: [Event<Int>] = []
        var noMatch: [Event<Int>] = []
        var twoMatches: [Event<Int>] = []
        _ = Observable.of(1, 2, 3).single { $0 == 2 }.subscribe { oneMatch.append($0) }
        _ = Observable.of(1, 3).single { $0 == 2 }.subscribe { noMatch.append($0) }
        _ = Observable.of(2, 1, 2, 3).single { $0 == 2 }.subscribe { twoMatches.append($0) }
        XCTAssertEqual(oneMatch, [.next(2), .completed])
        XCTAssertEqual(noMatch, [.error(RxError.noElements)])
        XCTAssertEqual(twoMatches, [.next(2), .error(RxError.moreThanOneElement)])
    }

    /// `takeLast(n)` sends nothing until the source completes, then the last n elements and the
    /// completion at that same tick; an error sends none of them.
    func testTakeLastBuffersAndSendsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let observer = scheduler.start { source.takeLast(2) }
        XCTAssertEqual(observer.events, [.next(250, 2), .next(250, 3), .completed(250)])

        var failed: [Event<Int>] = []
        _ = Observable.concat(Observable.of(1, 2), Observable.error(Failure(code: 4)))
            .takeLast(1)
            .subscribe { failed.append($0) }
        XCTAssertEqual(failed, [.error(Failure(code: 4))])
    }

    /// `element(at:)` sends the element at the index and completes at once, disposing the
    /// source; a source that completes before it fails with `RxError.argumentOutOfRange`.
    func testElementAtSendsOneElementOrFailsOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let observer = scheduler.start { source.element(at: 1) }
        XCTAssertEqual(observer.events, [.next(220, 2), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])

        var outOfRange: [Event<Int>] = []
        _ = Observable.of(1, 2).element(at: 2).subscribe { outOfRange.append($0) }
        XCTAssertEqual(outOfRange, [.error(RxError.argumentOutOfRange)])
    }

    /// A negative count for `takeLast` stops the program, as in RxSwift 6.5.
    func testTakeLastRefusesANegativeCount() {
        assertMisuse(message: "takeLast(_:) needs a count of zero or more, got -1") {
            _ = Observable.of(1).takeLast(-1)
        }
    }

    /// A negative index for `element(at:)` stops the program, as in RxSwift 6.5.
    func testElementAtRefusesANegativeIndex() {
        assertMisuse(message: "element(at:) needs an index of zero or more, got -1") {
            _ = Observable.of(1).element(at: -1)
        }
    }

    /// `ignoreElements()` returns an `Observable<Never>`: only the source's end passes.
    func testIgnoreElementsPassesOnlyTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer: TestableObserver<Never> = scheduler.start { source.ignoreElements() }
        XCTAssertEqual(observer.events, [.completed(230)])

        var failed: [Event<Never>] = []
        _ = Observable<Int>.error(Failure(code: 5)).ignoreElements().subscribe { failed.append($0) }
        XCTAssertEqual(failed, [.error(Failure(code: 5))])
    }

    // MARK: - The old spellings

    /// RxSwift 6.5's deprecated spellings (`takeUntil`, `takeWhile`, `skipWhile`, `skipUntil`,
    /// `elementAt`, `take(_:scheduler:)`) send what the new ones send, each on the same source.
    @available(*, deprecated, message: "exercises the deprecated spellings on purpose")
    func testTheOldSpellingsSendWhatTheNewOnesSend() {
        func events(_ build: @escaping (TestScheduler, TestableObservable<Int>, TestableObservable<String>) -> Observable<Int>)
            -> [Recorded<Event<Int>>] {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .completed(250),
            ])
            let other = scheduler.createHotObservable([.next(225, "x"), .completed(260)])
            return scheduler.start { build(scheduler, source, other) }.events
        }
        let pairs: [(old: [Recorded<Event<Int>>], new: [Recorded<Event<Int>>])] = [
            (events { _, s, o in s.takeUntil(o) }, events { _, s, o in s.take(until: o) }),
            (events { _, s, _ in s.takeUntil(.inclusive) { $0 == 2 } },
             events { _, s, _ in s.take(until: { $0 == 2 }, behavior: .inclusive) }),
            (events { _, s, _ in s.takeWhile { $0 < 3 } }, events { _, s, _ in s.take(while: { $0 < 3 }) }),
            (events { _, s, _ in s.skipWhile { $0 < 3 } }, events { _, s, _ in s.skip(while: { $0 < 3 }) }),
            (events { _, s, o in s.skipUntil(o) }, events { _, s, o in s.skip(until: o) }),
            (events { _, s, _ in s.elementAt(2) }, events { _, s, _ in s.element(at: 2) }),
            (events { t, s, _ in s.take(.seconds(25), scheduler: t) },
             events { t, s, _ in s.take(for: .seconds(25), scheduler: t) }),
        ]
        for (index, pair) in pairs.enumerated() {
            XCTAssertEqual(pair.old, pair.new, "pair \(index)")
            XCTAssertFalse(pair.new.isEmpty, "pair \(index)")
        }
    }

    // MARK: - Nothing is delivered under a lock

    /// `take(until:)` sends the source's element without holding its lock: thread A is in the
    /// observer's `onNext` waiting for lock `L`, which thread B holds while `other` fires. In
    /// RxSwift 6.5 B would wait for the sink's lock, held by A, forever; here B's completion
    /// waits for A's `onNext` to return and is sent after it.
    func testTakeUntilDoesNotDeliverUnderItsLock() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<Void>()
        let l = NSLock()
        let holdsL = DispatchSemaphore(value: 0)
        let inObserver = DispatchSemaphore(value: 0)
        var received: [String] = []
        let subscription = source.take(until: other).subscribe(onNext: { value in
            holdsL.wait()
            inObserver.signal()
            l.lock()
            received.append("\(value)")
            l.unlock()
        }, onCompleted: {
            l.lock()
            received.append("completed")
            l.unlock()
        })
        defer { subscription.dispose() }
        let finished = runTwo({
            source.onNext(1)
        }, {
            l.lock()
            holdsL.signal()
            inObserver.wait()
            other.onNext(())
            l.unlock()
        })
        XCTAssertTrue(finished, "the observer's thread and other's thread deadlocked")
        if finished {
            XCTAssertEqual(received, ["1", "completed"])
        }
    }

    /// `sample` sends on a tick without holding its lock: the tick's thread is in `onNext`
    /// waiting for `L`, held by a thread that sends the source's next element, which here is
    /// stored without waiting (RxSwift 6.5 would wait for the sink's lock, held across `onNext`).
    func testSampleDoesNotDeliverUnderItsLock() {
        let source = PublishSubject<Int>()
        let ticks = PublishSubject<Void>()
        let l = NSLock()
        let holdsL = DispatchSemaphore(value: 0)
        let inObserver = DispatchSemaphore(value: 0)
        var received: [Int] = []
        var first = true
        let subscription = source.sample(ticks).subscribe(onNext: { value in
            if first {
                first = false
                holdsL.wait()
                inObserver.signal()
            }
            l.lock()
            received.append(value)
            l.unlock()
        })
        defer { subscription.dispose() }
        source.onNext(1)
        let finished = runTwo({
            ticks.onNext(())
        }, {
            l.lock()
            holdsL.signal()
            inObserver.wait()
            source.onNext(2)
            l.unlock()
        })
        XCTAssertTrue(finished, "the sampler's thread and the source's thread deadlocked")
        guard finished else { return }
        ticks.onNext(())
        XCTAssertEqual(received, [1, 2])
    }

    /// `skip(until:)` sends without holding its lock. Before the gate opens only an end can pass,
    /// so here thread A is in the observer's `onError` (the source failed) waiting for `L`, which
    /// thread B holds while `other` fires; in RxSwift 6.5 B would wait for the sink's lock, held
    /// by A, forever.
    func testSkipUntilDoesNotDeliverUnderItsLock() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<Void>()
        let l = NSLock()
        let holdsL = DispatchSemaphore(value: 0)
        let inObserver = DispatchSemaphore(value: 0)
        var received: [String] = []
        let subscription = source.skip(until: other).subscribe(onError: { error in
            holdsL.wait()
            inObserver.signal()
            l.lock()
            received.append("error \((error as? Failure)?.code ?? -1)")
            l.unlock()
        })
        defer { subscription.dispose() }
        let finished = runTwo({
            source.onError(Failure(code: 9))
        }, {
            l.lock()
            holdsL.signal()
            inObserver.wait()
            other.onNext(())
            l.unlock()
        })
        XCTAssertTrue(finished, "the source's thread and other's thread deadlocked")
        if finished {
            XCTAssertEqual(received, ["error 9"])
        }
    }
}

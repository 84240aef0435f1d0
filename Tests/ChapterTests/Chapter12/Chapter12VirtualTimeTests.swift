import Dispatch
import Foundation
import XCTest
@testable import RxReading
@testable import RxReadingTest

/// A virtual clock of whole ticks, ten real seconds each: the converter shape RxSwift's own
/// virtual-scheduler tests use, so a `.seconds(20)` delay is two ticks.
private struct TenSecondTicks: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * 10)
    }

    func convertToVirtualTime(_ time: RxTime) -> Int {
        Int(time.timeIntervalSince1970 / 10)
    }

    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * 10
    }

    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        Int(timeInterval / 10)
    }

    func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        time + offset
    }

    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs > rhs ? .greaterThan : .equal)
    }
}

private func makeTickScheduler(initialClock: Int = 0) -> VirtualTimeScheduler<TenSecondTicks> {
    VirtualTimeScheduler(initialClock: initialClock, converter: TenSecondTicks())
}

/// A random sequence that is the same on every run.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        // SplitMix64.
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// Compares errors the way recorded events do: by what they say.
private func XCTAssertErrorDescribes(_ error: Error, _ expected: Error, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual("\(error)", "\(expected)", file: file, line: line)
}

/// Two errors that print the same: different cases of one enum (one `NSError` domain, two
/// codes)...
private enum SameTextFailure: Error, CustomStringConvertible {
    case first
    case second

    var description: String { "the same words" }
}

/// ...and a type of its own (another domain).
private struct OtherSameTextFailure: Error, CustomStringConvertible {
    var description: String { "the same words" }
}

final class Chapter12VirtualTimeTests: AssertionCapturingTestCase {
    // MARK: VirtualTimeScheduler

    /// The queue is ordered by due time, and items due at the same time run in the order they
    /// were scheduled.
    func testItemsRunInDueTimeOrderAndTiesInSchedulingOrder() {
        let scheduler = makeTickScheduler()
        var runs: [String] = []
        for (name, time) in [("a", 30), ("b", 10), ("c", 20), ("d", 10), ("e", 30), ("f", 10)] {
            _ = scheduler.scheduleAbsoluteVirtual(name, time: time) { name in
                runs.append("\(name)@\(scheduler.clock)")
                return Disposables.create()
            }
        }

        scheduler.start()

        XCTAssertEqual(runs, ["b@10", "d@10", "f@10", "c@20", "a@30", "e@30"])
    }

    /// `start()` runs work scheduled while it runs, and the clock jumps to each item's time:
    /// `schedule` is "now", `scheduleRelative` converts real seconds to ticks.
    func testStartRunsNewWorkAndJumpsTheClockToEachItem() {
        let scheduler = makeTickScheduler()
        var times: [Int] = []

        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times.append(scheduler.clock)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
            return scheduler.schedule(()) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
        }

        scheduler.start()

        XCTAssertEqual(times, [1, 1, 3])
        XCTAssertEqual(scheduler.clock, 3)
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 30))
    }

    /// `advanceTo` runs exactly the items due up to and including its time, leaves the later
    /// ones queued, and sets the clock to that time.
    func testAdvanceToRunsOnlyWorkDueByThenAndSetsTheClock() {
        let scheduler = makeTickScheduler()
        var times: [Int] = []
        for time in [5, 10, 11, 30] {
            _ = scheduler.scheduleAbsoluteVirtual((), time: time) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
        }

        scheduler.advanceTo(10)
        XCTAssertEqual(times, [5, 10])
        XCTAssertEqual(scheduler.clock, 10)

        scheduler.advanceTo(20)
        XCTAssertEqual(times, [5, 10, 11])
        XCTAssertEqual(scheduler.clock, 20, "the clock goes to the requested time, not to the last item")

        scheduler.start()
        XCTAssertEqual(times, [5, 10, 11, 30])
    }

    /// `stop()` called by an action makes `start()` return after that action; what is left
    /// stays queued and runs on the next `start()`.
    func testStopHaltsStartAfterTheCurrentAction() {
        let scheduler = makeTickScheduler()
        var times: [Int] = []

        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times.append(scheduler.clock)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
            scheduler.stop()
            return Disposables.create()
        }

        scheduler.start()
        XCTAssertEqual(times, [1])

        scheduler.start()
        XCTAssertEqual(times, [1, 1, 3])
    }

    /// A disposed item does not run, whether it was disposed before `start()` or by an earlier
    /// action during the run.
    func testDisposedItemsDoNotRun() {
        let scheduler = makeTickScheduler()
        var runs: [String] = []

        let early = scheduler.scheduleAbsoluteVirtual((), time: 5) { _ in
            runs.append("early")
            return Disposables.create()
        }
        let late = scheduler.scheduleAbsoluteVirtual((), time: 20) { _ in
            runs.append("late")
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            runs.append("middle")
            late.dispose()
            return Disposables.create()
        }
        early.dispose()

        scheduler.start()

        XCTAssertEqual(runs, ["middle"])
        XCTAssertEqual(scheduler.clock, 10, "a disposed item does not move the clock either")
    }

    /// Disposing an item after it ran disposes the disposable its action returned.
    func testDisposingARunItemDisposesWhatItsActionReturned() {
        let scheduler = makeTickScheduler()
        let returned = BooleanDisposable()
        let item = scheduler.scheduleAbsoluteVirtual((), time: 1) { _ in returned }

        scheduler.start()
        XCTAssertFalse(returned.isDisposed)

        item.dispose()
        XCTAssertTrue(returned.isDisposed)
    }

    /// `scheduleRelative` measures real time through the converter; `scheduleRelativeVirtual`
    /// counts in virtual units, from the clock as it is.
    func testRelativeSchedulingInRealAndVirtualUnits() {
        let scheduler = makeTickScheduler(initialClock: 2)
        var runs: [String] = []

        _ = scheduler.scheduleRelative((), dueTime: .seconds(30)) { _ in
            runs.append("real 30 s @\(scheduler.clock)")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 30) { _ in
            runs.append("virtual 30 @\(scheduler.clock)")
            return Disposables.create()
        }

        scheduler.start()

        XCTAssertEqual(runs, ["real 30 s @5", "virtual 30 @32"])
    }

    /// `sleep` moves the clock without running anything; work scheduled afterwards counts from
    /// the new clock.
    func testSleepMovesTheClockWithoutRunningWork() {
        let scheduler = makeTickScheduler()
        var times: [Int] = []

        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times.append(scheduler.clock)
            scheduler.sleep(10)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
            return Disposables.create()
        }

        scheduler.start()

        XCTAssertEqual(times, [1, 11, 13])
    }

    /// Work whose time has passed (slept over, or scheduled in the past) runs late, at the
    /// current clock: the clock never goes back for it.
    func testLateWorkRunsAtTheCurrentClock() {
        let scheduler = makeTickScheduler()
        var runs: [String] = []

        _ = scheduler.scheduleAbsoluteVirtual((), time: 5) { _ in
            runs.append("due 5 @\(scheduler.clock)")
            return Disposables.create()
        }
        scheduler.sleep(8)
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            runs.append("due 10 @\(scheduler.clock)")
            _ = scheduler.scheduleAbsoluteVirtual((), time: 3) { _ in
                runs.append("due 3 @\(scheduler.clock)")
                return Disposables.create()
            }
            return Disposables.create()
        }

        scheduler.start()

        XCTAssertEqual(runs, ["due 5 @8", "due 10 @10", "due 3 @10"])
    }

    /// Thousands of items in random order come out sorted by time: the priority queue is a
    /// real heap, not a list sorted once.
    func testManyRandomItemsRunInTimeOrder() {
        let scheduler = makeTickScheduler()
        var generator = SeededGenerator(state: 12)
        var times: [Int] = []
        var ticks: [Int] = []
        for _ in 0 ..< 20_000 {
            let time = Int.random(in: 0 ..< 10_000, using: &generator)
            times.append(time)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(10 * time)) { _ in
                ticks.append(scheduler.clock)
                return Disposables.create()
            }
        }

        scheduler.start()

        XCTAssertEqual(ticks, times.sorted())
    }

    /// The internal priority queue gives back its elements highest priority first, whatever
    /// order they went in, across interleaved enqueues and dequeues.
    func testPriorityQueueDequeuesInPriorityOrder() {
        var queue = PriorityQueue<Int>(hasHigherPriority: <)
        var generator = SeededGenerator(state: 7)
        var expected: [Int] = []
        var dequeued: [Int] = []

        for round in 0 ..< 2_000 {
            let value = Int.random(in: -500 ..< 500, using: &generator)
            queue.enqueue(value)
            expected.append(value)
            if round % 3 == 0, let front = queue.dequeue() {
                // The front is the minimum of what is in the queue right now.
                XCTAssertEqual(front, expected.min())
                expected.remove(at: expected.firstIndex(of: front)!)
                dequeued.append(front)
            }
        }
        XCTAssertEqual(queue.count, expected.count)
        var rest: [Int] = []
        while let value = queue.dequeue() {
            rest.append(value)
        }
        XCTAssertEqual(rest, expected.sorted())
        XCTAssertTrue(queue.isEmpty)
        XCTAssertNil(queue.peek())
    }

    /// Sleeping backwards breaks the rule that virtual time only moves forward.
    func testSleepingBackwardsIsAMisuse() {
        assertMisuse(message: "virtual time only moves forward") {
            let scheduler = makeTickScheduler(initialClock: 10)
            scheduler.sleep(-1)
        }
    }

    /// Only `sleep` refuses to go backwards: `advanceTo` an earlier time runs nothing and sets the
    /// clock back to that time, as RxSwift 6.5's `advanceTo` does (it assigns the clock without
    /// comparing), and work due later still runs at its own time.
    func testAdvanceToAnEarlierTimeSetsTheClockBack() {
        let scheduler = makeTickScheduler()
        var ranAt: [Int] = []
        _ = scheduler.scheduleAbsoluteVirtual((), time: 20) { _ in
            ranAt.append(scheduler.clock)
            return Disposables.create()
        }

        scheduler.advanceTo(10)
        XCTAssertEqual(scheduler.clock, 10)
        scheduler.advanceTo(5)
        XCTAssertEqual(scheduler.clock, 5, "advanceTo an earlier time sets the clock back")
        XCTAssertEqual(ranAt, [])

        scheduler.advanceTo(20)
        XCTAssertEqual(ranAt, [20])
    }

    /// An action cannot drive its own scheduler with `advanceTo`.
    func testAdvanceToFromInsideAnActionIsAMisuse() {
        assertMisuse(message: "an action cannot drive its own scheduler") {
            let scheduler = makeTickScheduler()
            _ = scheduler.scheduleAbsoluteVirtual((), time: 1) { _ in
                scheduler.advanceTo(5)
                return Disposables.create()
            }
            scheduler.start()
        }
    }

    /// A virtual-time scheduler is not thread-safe: using it off the main queue stops the
    /// program, as RxSwift's does.
    func testUsingAVirtualTimeSchedulerOffTheMainQueueIsAMisuse() {
        assertMisuse(message: "use it only from the main queue") {
            let scheduler = makeTickScheduler()
            let finished = DispatchSemaphore(value: 0)
            let thread = Thread {
                _ = scheduler.schedule(()) { _ in Disposables.create() }
                finished.signal()
            }
            thread.name = "off-main"
            thread.start()
            finished.wait()
        }
    }

    /// The check is the main *queue*'s, not the main thread's (chapter 11's, as RxSwift's
    /// `DispatchQueue.isMain`): work run on the main thread by another queue's `sync` is
    /// refused too.
    func testUsingAVirtualTimeSchedulerOnTheMainThreadInsideAnotherQueueIsAMisuse() {
        assertMisuse(message: "use it only from the main queue") {
            let scheduler = makeTickScheduler()
            DispatchQueue(label: "other").sync {
                // `sync` from the main thread runs the block on the main thread.
                precondition(Thread.isMainThread, "the block should run on the calling thread")
                _ = scheduler.schedule(()) { _ in Disposables.create() }
            }
        }
    }

    // MARK: HistoricalScheduler

    /// A historical scheduler's `now` is a `Date` that starts at its initial clock and moves by
    /// exactly the intervals of the work it runs, and by what it sleeps.
    func testHistoricalSchedulerNowIsADateMovedByScheduledIntervals() {
        let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 1_000))
        var dates: [Date] = []

        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            dates.append(scheduler.now)
            scheduler.sleep(100)
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20_500)) { _ in
                dates.append(scheduler.now)
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                dates.append(scheduler.now)
                return Disposables.create()
            }
            return Disposables.create()
        }

        scheduler.start()

        XCTAssertEqual(dates, [
            Date(timeIntervalSince1970: 1_010),
            Date(timeIntervalSince1970: 1_110),
            Date(timeIntervalSince1970: 1_130.5),
        ])
        XCTAssertEqual(scheduler.clock, scheduler.now, "the virtual time of a historical scheduler is the date itself")
    }

    /// A historical scheduler starts at the 1970 epoch by default, and `advanceTo` takes a date.
    func testHistoricalSchedulerStartsAtTheEpochAndAdvancesToDates() {
        let scheduler = HistoricalScheduler()
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 0))
        var ran = false
        _ = scheduler.scheduleRelative((), dueTime: .seconds(60)) { _ in
            ran = true
            return Disposables.create()
        }

        scheduler.advanceTo(Date(timeIntervalSince1970: 59))
        XCTAssertFalse(ran)
        scheduler.advanceTo(Date(timeIntervalSince1970: 3_600))
        XCTAssertTrue(ran)
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 3_600))
    }

    // MARK: TestScheduler

    /// `start` creates the sequence at 100, subscribes at 200 and disposes at 1000: the factory
    /// sees the clock at 100, and the recorded subscription says 200 to 1000.
    func testStartCreatesAt100SubscribesAt200AndDisposesAt1000() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(500, 2),
            .next(1_100, 3),
        ])
        var createdAt: TestTime?

        let observer = scheduler.start { () -> TestableObservable<Int> in
            createdAt = scheduler.clock
            return xs
        }

        XCTAssertEqual(createdAt, 100)
        XCTAssertEqual(observer.events, [.next(500, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1_000)])
        XCTAssertEqual(scheduler.clock, 1_100, "start runs until no work is left, past the disposal")
    }

    /// The `start(disposed:)` form keeps 100 and 200 and disposes when it is told, and the
    /// `start(created:subscribed:disposed:)` form takes all three.
    func testStartFormsUseTheirTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(260, 1), .next(410, 2), .next(520, 3)])

        let early = scheduler.start(disposed: 400) { xs }
        XCTAssertEqual(early.events, [.next(260, 1)])

        let later = TestScheduler(initialClock: 0)
        let ys = later.createHotObservable([.next(260, 1), .next(410, 2), .next(520, 3)])
        let late = later.start(created: 300, subscribed: 400, disposed: 500) { ys }
        XCTAssertEqual(late.events, [.next(410, 2)])

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(400, 500)])
    }

    /// A hot observable plays its events at their absolute times whether anyone listens or
    /// not: a subscriber at 200 misses the one at 150.
    func testHotObservableEventsBeforeSubscriptionAreMissed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .completed(250),
        ])

        let observer = scheduler.start { xs }

        XCTAssertEqual(observer.events, [.next(210, 2), .next(220, 3), .completed(250)])
    }

    /// A cold observable's event times count from the subscription: subscribed at 200, its
    /// `.next(10, 1)` arrives at 210. Each subscriber gets its own replay.
    func testColdObservableEventTimesAreRelativeToEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .next(20, 2),
            .completed(30),
        ])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(200) { _ = xs.subscribe(first) }
        scheduler.scheduleAt(300) { _ = xs.subscribe(second) }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, [.next(310, 1), .next(320, 2), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200), Subscription(300)])
    }

    /// A recorded `Subscription` ends when the subscription is disposed; one never disposed
    /// keeps `Int.max`, which prints as "Infinity".
    func testRecordedSubscriptionsEndWhenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 1)])
        let observer = scheduler.createObserver(Int.self)
        var kept: Disposable?

        scheduler.scheduleAt(210) {
            let subscription = xs.subscribe(observer)
            scheduler.scheduleAt(250) { subscription.dispose() }
        }
        scheduler.scheduleAt(220) { kept = xs.subscribe(observer) }
        scheduler.start()

        XCTAssertEqual(xs.subscriptions, [Subscription(210, 250), Subscription(220)])
        XCTAssertEqual(Subscription(220).unsubscribe, Int.max)
        XCTAssertEqual(xs.subscriptions.map(\.debugDescription), ["(210: 250)", "(220: Infinity)"])
        XCTAssertEqual(observer.events, [.next(300, 1)], "only the subscription still alive at 300 hears it")
        kept?.dispose()
    }

    /// Work scheduled for "now" on a test scheduler runs one tick later, unless
    /// `simulateProcessingDelay` is off; `resolution` sets how many real seconds a tick is.
    func testProcessingDelayAndResolution() {
        let delayed = TestScheduler(initialClock: 0)
        let immediate = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let fine = TestScheduler(initialClock: 0, resolution: 0.1)
        var runs: [String] = []

        _ = delayed.schedule(()) { _ in
            runs.append("delayed now @\(delayed.clock)")
            return Disposables.create()
        }
        _ = immediate.schedule(()) { _ in
            runs.append("immediate now @\(immediate.clock)")
            return Disposables.create()
        }
        _ = fine.scheduleRelative((), dueTime: .seconds(2)) { _ in
            runs.append("2 s at 0.1 s per tick @\(fine.clock)")
            return Disposables.create()
        }
        delayed.start()
        immediate.start()
        fine.start()

        XCTAssertEqual(runs, ["delayed now @1", "immediate now @0", "2 s at 0.1 s per tick @20"])
        XCTAssertEqual(fine.now, Date(timeIntervalSince1970: 2))
    }

    /// `map`, `filter` and `take` on a hot observable, read as marble tests: each expected
    /// event is one `.next(time, value)` of a literal, and the operators' own disposal on
    /// completion shows in the recorded subscription.
    func testOperatorsOnAHotObservableAsMarbleTests() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250),
        ])

        let mapped = scheduler.start { xs.map { $0 * 10 }.filter { $0 % 20 == 0 } }

        XCTAssertEqual(mapped.events, [.next(210, 20), .next(230, 40), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])

        let again = TestScheduler(initialClock: 0)
        let ys = again.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let taken = again.start { ys.take(2) }

        XCTAssertEqual(taken.events, [.next(210, 2), .next(220, 3), .completed(220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)], "take unsubscribes as soon as it has enough")
    }

    /// Errors in recorded histories compare by description, and an error thrown by `map`'s
    /// closure shows up at the time of the element that caused it.
    func testRecordedErrorsCompareByDescription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 0), .next(230, 2)])

        let observer = scheduler.start {
            xs.map { value -> Int in
                if value == 0 { throw TestError("division by zero") }
                return 10 / value
            }
        }

        XCTAssertEqual(observer.events, [.next(210, 10), .error(220, TestError("division by zero"))])
        XCTAssertNotEqual(observer.events, [.next(210, 10), .error(220, TestError("another"))])
    }

    /// `Recorded.events(...)` and the static `.next/.completed/.error` build the same records.
    /// (RxTest 6.5 exports no global `next/completed/error`, and neither does RxReadingTest, so
    /// an unqualified call in a test cannot resolve to one.)
    func testRecordedFactoriesBuildTheSameRecords() {
        let literal: [Recorded<Event<Int>>] = [.next(210, 2), .error(220, TestError("x")), .completed(250)]

        XCTAssertEqual(Recorded.events(.next(210, 2), .error(220, TestError("x")), .completed(250)), literal)
        XCTAssertEqual(Recorded.events(literal), literal)
        XCTAssertEqual([Recorded.next(210, 2), Recorded.error(220, TestError("x")), Recorded.completed(250)], literal)
        XCTAssertEqual(Recorded.next(210, 2).debugDescription, "next(2) @ 210")
        XCTAssertNotEqual(Recorded(time: 211, value: 2), Recorded(time: 210, value: 2))
    }

    /// The `XCTAssertEqual` overloads for events and recorded events pass on equal histories
    /// and fail on different ones, naming the position that differs; so does
    /// `XCTAssertRecordedElements`.
    func testEventAssertionsFailWhenTheHistoriesDiffer() {
        let recorded: [Recorded<Event<Int>>] = [.next(210, 2), .completed(250)]

        XCTAssertEqual(failures { XCTAssertEqual(recorded, [.next(210, 2), .completed(250)]) }, [])

        let wrongTime = failures { XCTAssertEqual(recorded, [.next(210, 2), .completed(260)]) }
        XCTAssertEqual(wrongTime.count, 1)
        XCTAssertTrue(wrongTime.first?.contains("lhs[1]: completed @ 250, rhs[1]: completed @ 260") ?? false, "\(wrongTime)")

        let missing = failures { XCTAssertEqual(recorded, [.next(210, 2)]) }
        XCTAssertTrue(missing.first?.contains("lhs[1]: completed @ 250, rhs[1]: (nothing)") ?? false, "\(missing)")

        let events: [Event<Int>] = [.next(1), .completed]
        XCTAssertEqual(failures { XCTAssertEqual(events, [.next(1), .completed]) }, [])
        XCTAssertEqual(failures { XCTAssertEqual(events, [.next(2), .completed]) }.count, 1)
        let wrongEnd = failures { XCTAssertEqual(events, [.next(1), .error(TestError())]) }
        XCTAssertTrue(wrongEnd.first?.contains("lhs[1]: completed, rhs[1]: error(TestError(test error))") ?? false, "\(wrongEnd)")

        let optionals: [Recorded<Event<Int?>>] = [.next(210, nil), .next(220, 1)]
        XCTAssertEqual(failures { XCTAssertEqual(optionals, [.next(210, nil), .next(220, 1)]) }, [])
        let wrongOptional = failures { XCTAssertEqual(optionals, [.next(210, 1), .next(220, 1)]) }
        XCTAssertTrue(wrongOptional.first?.contains("lhs[0]: next(nil) @ 210, rhs[0]: next(Optional(1)) @ 210") ?? false, "\(wrongOptional)")

        let elements: [Recorded<Event<Int>>] = [.next(210, 2), .next(220, 3)]
        XCTAssertEqual(failures { XCTAssertRecordedElements(elements, [2, 3]) }, [])
        XCTAssertEqual(failures { XCTAssertRecordedElements(elements, [2, 4]) }.count, 1)
        let ended = failures { XCTAssertRecordedElements(recorded, [2]) }
        XCTAssertTrue(ended.first?.contains("the history has ended") ?? false, "\(ended)")
    }

    /// `start` refuses times that would subscribe before creating or dispose before
    /// subscribing; this test checks the first (RxSwift's `start` crashes on `source!`).
    func testStartWithTimesOutOfOrderIsAMisuse() {
        assertMisuse(message: "needs created <= subscribed <= disposed") {
            let scheduler = TestScheduler(initialClock: 0)
            _ = scheduler.start(created: 300, subscribed: 200, disposed: 1_000) { Observable.just(1) }
        }
    }

    /// `start` also refuses a disposal time before the subscription time, which would dispose
    /// a subscription not yet made (RxSwift's `start` crashes on `subscription!`).
    func testStartThatWouldDisposeBeforeSubscribingIsAMisuse() {
        assertMisuse(message: "needs created <= subscribed <= disposed") {
            let scheduler = TestScheduler(initialClock: 0)
            _ = scheduler.start(created: 100, subscribed: 400, disposed: 300) { Observable.just(1) }
        }
    }

    /// `Subscription`'s debug description is RxTest's: `(200: 1000)`, and `(200: Infinity)`
    /// while still subscribed.
    func testSubscriptionPrintsAsRxTestPrintsIt() {
        XCTAssertEqual(Subscription(200, 1_000).debugDescription, "(200: 1000)")
        XCTAssertEqual(Subscription(200).debugDescription, "(200: Infinity)")
    }

    /// A hot observable keeps its observers in a `Bag`, as RxTest's does: after the first
    /// subscriber unsubscribes, the next subscriber takes its slot and hears each event first,
    /// before the earlier second subscriber; the observers after the first hear it in
    /// subscription order.
    func testHotObservableGivesAFreedFirstSlotToTheNextSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 1), .next(400, 2)])
        var heard: [String] = []
        func listener(_ name: String) -> AnyObserver<Int> {
            AnyObserver { event in
                if let element = event.element { heard.append("\(name)\(element)") }
            }
        }
        var subscriptions: [String: Disposable] = [:]

        scheduler.scheduleAt(200) { subscriptions["a"] = xs.subscribe(listener("a")) }
        scheduler.scheduleAt(210) { subscriptions["b"] = xs.subscribe(listener("b")) }
        scheduler.scheduleAt(220) { subscriptions["c"] = xs.subscribe(listener("c")) }
        scheduler.scheduleAt(250) { subscriptions["a"]?.dispose() }
        scheduler.scheduleAt(260) { subscriptions["d"] = xs.subscribe(listener("d")) }
        scheduler.scheduleAt(350) { subscriptions["e"] = xs.subscribe(listener("e")) }
        scheduler.start()

        XCTAssertEqual(heard, ["d1", "b1", "c1", "d2", "b2", "c2", "e2"])
        subscriptions.values.forEach { $0.dispose() }
    }

    /// Error events compare as RxTest compares them. Everywhere, two errors that print
    /// differently are different, and the same error is equal to itself. On Apple platforms
    /// RxTest also compares the `NSError` domain and code, so two errors that print the same but
    /// are different cases of one enum, or of different types, are different; on Linux RxTest,
    /// and RxReadingTest with it, compares descriptions only, and finds them equal.
    func testErrorEventsCompareAsRxTestComparesThem() {
        XCTAssertEqual(Event<Int>.error(SameTextFailure.first), .error(SameTextFailure.first))
        XCTAssertNotEqual(Event<Int>.error(TestError("a")), .error(TestError("b")))
        XCTAssertNotEqual(Event<Int>.error(TestError("a")), .completed)

        #if os(Linux)
        XCTAssertEqual(Event<Int>.error(SameTextFailure.first), .error(SameTextFailure.second))
        XCTAssertEqual(Event<Int>.error(SameTextFailure.first), .error(OtherSameTextFailure()))
        #else
        XCTAssertNotEqual(Event<Int>.error(SameTextFailure.first), .error(SameTextFailure.second), "different codes")
        XCTAssertNotEqual(Event<Int>.error(SameTextFailure.first), .error(OtherSameTextFailure()), "different domains")
        #endif
    }

    // MARK: just(_:scheduler:) on virtual time

    /// On a `TestScheduler`, `just(_:scheduler:)` subscribed at 200 sends its element at 201 and
    /// its completion at 202: each event is its own scheduled action, and each action a virtual
    /// tick later (RxSwift's `testJust_Basic`).
    func testJustOnATestSchedulerSendsTheElementAt201AndCompletesAt202() {
        let scheduler = TestScheduler(initialClock: 0)

        let observer = scheduler.start { Observable.just(42, scheduler: scheduler) }

        XCTAssertEqual(observer.events, [.next(201, 42), .completed(202)])
    }

    /// Disposed at 200, the moment it subscribed, `just(_:scheduler:)` sends nothing; disposed
    /// from inside its element's delivery, it sends no completion (RxSwift's `testJust_Disposed`
    /// and `testJust_DisposeAfterNext`).
    func testJustOnATestSchedulerDisposedEarlySendsNoMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposedAtOnce = scheduler.start(disposed: 200) { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(disposedAtOnce.events, [])

        let later = TestScheduler(initialClock: 0)
        let observer = later.createObserver(Int.self)
        let subscription = SingleAssignmentDisposable()
        later.scheduleAt(100) {
            subscription.setDisposable(Observable.just(42, scheduler: later).subscribe { event in
                observer.on(event)
                if case .next = event { subscription.dispose() }
            })
        }
        later.start()
        XCTAssertEqual(observer.events, [.next(101, 42)])
    }

    /// `of(_:scheduler:)` on a `TestScheduler` sends one element per tick from 201: each element
    /// is one step of `scheduleRecursive`, scheduled for "now", so each lands a tick after the
    /// one before (RxSwift's `testFromArray_complete_immediate` shape).
    func testOfOnATestSchedulerSendsOneElementPerTick() {
        let scheduler = TestScheduler(initialClock: 0)

        let observer = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }

        XCTAssertEqual(observer.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    /// With `simulateProcessingDelay` off, work scheduled for "now" runs at "now": `just` sends
    /// its element and its completion at 200, the tick it was subscribed at, and the record no
    /// longer shows that two scheduled actions came between.
    func testWithoutTheProcessingDelayJustRecordsEverythingAtTheSubscriptionTick() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)

        let observer = scheduler.start { Observable.just(42, scheduler: scheduler) }

        XCTAssertEqual(observer.events, [.next(200, 42), .completed(200)])
    }

    /// A recursion that reschedules itself for "now" moves the clock one tick per step, so
    /// `advanceTo` stops it at the time it was given. Without the processing delay every step
    /// is due at the same tick, and `advanceTo` runs all of them there: a recursion that never
    /// stopped would never let it return.
    func testARecursionForNowMovesTheClockOneTickPerStep() {
        let delayed = TestScheduler(initialClock: 0)
        var delayedTicks: [Int] = []
        let endless = delayed.scheduleRecursive(()) { _, recurse in
            delayedTicks.append(delayed.clock)
            recurse(())
        }
        delayed.advanceTo(5)
        endless.dispose()
        delayed.start()
        XCTAssertEqual(delayedTicks, [1, 2, 3, 4, 5])

        let immediate = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var immediateTicks: [Int] = []
        _ = immediate.scheduleRecursive(0) { step, recurse in
            immediateTicks.append(immediate.clock)
            if step < 99 { recurse(step + 1) }
        }
        immediate.advanceTo(5)
        XCTAssertEqual(immediateTicks, Array(repeating: 0, count: 100))
    }

    // region: IntervalTakeTest
    /// A virtual-time test of a time operator: `interval` every 10 seconds, `take(3)` and
    /// `map`, subscribed at 200 by `start`, record their three elements at 210, 220 and 230 and
    /// complete with the third, without a second of real waiting.
    func testIntervalTakeAndMapOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)

        let observer = scheduler.start {
            Observable<Int>.interval(.seconds(10), scheduler: scheduler)
                .take(3)
                .map { $0 * 10 }
        }

        XCTAssertEqual(observer.events, [
            .next(210, 0),
            .next(220, 10),
            .next(230, 20),
            .completed(230),
        ])
    }
    // endregion: IntervalTakeTest

    /// A time operator given another scheduler keeps that scheduler's clock, not the test's:
    /// `interval` on `MainScheduler` has not fired once by the time `start` has run its
    /// thousand virtual ticks, so the test records nothing.
    func testATimeOperatorOnAnotherSchedulerIsUnseenByTheTest() {
        let scheduler = TestScheduler(initialClock: 0)

        let observer = scheduler.start {
            Observable<Int>.interval(.seconds(10), scheduler: MainScheduler.instance).take(1)
        }

        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(scheduler.clock, 1_000)
    }

    // MARK: schedulePeriodic on virtual time

    /// The default `schedulePeriodic` (chapter 10's `SchedulePeriodicRecursive`) ticks first
    /// after `startAfter`, then every `period`, passing each run's state to the next, until it
    /// is disposed.
    func testSchedulePeriodicTicksAtTheRightVirtualTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        var ticks: [String] = []

        let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(5), period: .seconds(10)) { state in
            ticks.append("\(state)@\(scheduler.clock)")
            return state + 1
        }
        scheduler.scheduleAt(40) { periodic.dispose() }
        scheduler.start()

        XCTAssertEqual(ticks, ["0@5", "1@15", "2@25", "3@35"])
        XCTAssertEqual(scheduler.clock, 40, "the tick due at 45 was disposed, so it was dropped without moving the clock")
    }

    /// On a serial scheduler a slow tick cannot pile ticks up: the next tick, scheduled one
    /// period after the slow one started, runs late at the clock the slow one left, the ticks
    /// it slept over are not replayed, and the period counts again from the late tick. Runs
    /// never overlap.
    func testSchedulePeriodicAfterASlowTickRunsLateWithoutReplayingMissedTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        var ticks: [Int] = []
        var isRunning = false
        var overlapped = false

        let periodic = scheduler.schedulePeriodic((), startAfter: .seconds(10), period: .seconds(10)) { _ in
            overlapped = overlapped || isRunning
            isRunning = true
            ticks.append(scheduler.clock)
            if scheduler.clock == 20 {
                // This tick "takes" 25 ticks of virtual time.
                scheduler.sleep(25)
            }
            isRunning = false
        }
        scheduler.scheduleAt(70) { periodic.dispose() }
        scheduler.start()

        XCTAssertEqual(ticks, [10, 20, 45, 55, 65])
        XCTAssertFalse(overlapped)
    }

    // MARK: toBlocking

    /// `toArray()` waits for the end and returns every element; `first()` and `last()` return
    /// the first and last, or `nil` for an empty sequence.
    func testToBlockingToArrayFirstAndLast() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable.just(42).toBlocking().toArray(), [42])
        XCTAssertEqual(try Observable<Int>.empty().toBlocking().toArray(), [])

        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().first(), 1)
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
        XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
    }

    /// `single()` returns the one element, and throws `noElements` for none and
    /// `moreThanOneElement` as soon as a second arrives; with a predicate, only matching
    /// elements count.
    func testToBlockingSingleRequiresExactlyOneElement() throws {
        XCTAssertEqual(try Observable.just(42).toBlocking().single(), 42)
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single()) { error in
            XCTAssertErrorDescribes(error, RxError.moreThanOneElement)
        }
        XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) { error in
            XCTAssertErrorDescribes(error, RxError.noElements)
        }

        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)

        var seen: [Int] = []
        XCTAssertThrowsError(try Observable.of(1, 2, 3, 4).toBlocking().single { seen.append($0); return $0 >= 2 }) { error in
            XCTAssertErrorDescribes(error, RxError.moreThanOneElement)
        }
        XCTAssertEqual(seen, [1, 2, 3], "single stops at the second match")
    }

    /// Blocking operators rethrow the sequence's error; `materialize()` never throws and
    /// reports the elements with how the sequence ended.
    func testToBlockingErrorsAndMaterialize() {
        XCTAssertThrowsError(try Observable<Int>.error(TestError("boom")).toBlocking().toArray()) { error in
            XCTAssertErrorDescribes(error, TestError("boom"))
        }
        XCTAssertThrowsError(try Observable<Int>.error(TestError("boom")).toBlocking().first()) { error in
            XCTAssertErrorDescribes(error, TestError("boom"))
        }

        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onError(TestError("late"))
            return Disposables.create()
        }
        switch failing.toBlocking().materialize() {
        case .completed(let elements):
            XCTFail("expected a failure, got completed with \(elements)")
        case .failed(let elements, let error):
            XCTAssertEqual(elements, [1, 2])
            XCTAssertErrorDescribes(error, TestError("late"))
        }

        switch Observable.of(1, 2).toBlocking().materialize() {
        case .completed(let elements):
            XCTAssertEqual(elements, [1, 2])
        case .failed(_, let error):
            XCTFail("expected completion, got \(error)")
        }
    }

    /// `first()` stops waiting at the first element and disposes the subscription: a sequence
    /// that never ends still answers.
    func testToBlockingFirstDisposesAfterTheFirstElement() throws {
        var disposed = false
        let endless = Observable<Int>.create { observer in
            observer.onNext(7)
            observer.onNext(8)
            return Disposables.create { disposed = true }
        }

        XCTAssertEqual(try endless.toBlocking(timeout: 10).first(), 7)
        XCTAssertTrue(disposed)
    }

    /// With a timeout, a sequence that never answers makes every blocking operator throw
    /// `RxError.timeout`, and `materialize()` report it as the failure.
    func testToBlockingTimeoutOnNeverThrowsRxErrorTimeout() {
        let never = Observable<Int>.never().toBlocking(timeout: 0.05)

        XCTAssertThrowsError(try never.toArray()) { XCTAssertErrorDescribes($0, RxError.timeout) }
        XCTAssertThrowsError(try never.first()) { XCTAssertErrorDescribes($0, RxError.timeout) }
        XCTAssertThrowsError(try never.last()) { XCTAssertErrorDescribes($0, RxError.timeout) }
        XCTAssertThrowsError(try never.single()) { XCTAssertErrorDescribes($0, RxError.timeout) }
        guard case .failed(let elements, let error) = never.materialize() else {
            return XCTFail("a timed-out sequence must materialize as failed")
        }
        XCTAssertEqual(elements, [])
        XCTAssertErrorDescribes(error, RxError.timeout)
    }

    /// `toBlocking` waits by spinning the run loop, so a sequence that delivers on
    /// `DispatchQueue.main` gets through while the main thread waits (on Linux, main-queue work
    /// runs only while the main run loop spins).
    func testToBlockingSpinsTheRunLoopSoMainQueueDeliveryGetsThrough() throws {
        let mainKey = DispatchSpecificKey<String>()
        DispatchQueue.main.setSpecific(key: mainKey, value: "main")
        defer { DispatchQueue.main.setSpecific(key: mainKey, value: nil) }
        let deliveredOn = Locked<[String?]>([])

        let fromMain = Observable<Int>.create { observer in
            DispatchQueue.global().async {
                DispatchQueue.main.async {
                    deliveredOn.value.append(DispatchQueue.getSpecific(key: mainKey))
                    observer.onNext(1)
                    observer.onNext(2)
                    observer.onCompleted()
                }
            }
            return Disposables.create()
        }

        XCTAssertEqual(try fromMain.toBlocking(timeout: 10).toArray(), [1, 2])
        XCTAssertEqual(deliveredOn.value, ["main"])
    }

    /// `toBlocking` also works on a thread whose run loop has nothing of its own, with the
    /// elements arriving from yet another queue.
    func testToBlockingWorksOnABackgroundThread() {
        let done = expectation(description: "toArray returned on the background thread")
        let result = Locked<[Int]?>(nil)
        let waitedOnMainThread = Locked<Bool?>(nil)

        let fromElsewhere = Observable<Int>.create { observer in
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) {
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        let thread = Thread {
            waitedOnMainThread.value = Thread.isMainThread
            result.value = try? fromElsewhere.toBlocking(timeout: 10).toArray()
            done.fulfill()
        }
        thread.start()

        wait(for: [done], timeout: 15)
        XCTAssertEqual(result.value, [1, 2])
        XCTAssertEqual(waitedOnMainThread.value, false)
    }

    /// `debugDescription` (RxReading's own format, not RxSwift's heap array) lists the clock and
    /// the items still waiting, in the order they will run: not a disposed item, and not the
    /// item that is running, which left the heap before it ran.
    func testDebugDescriptionListsOnlyTheItemsStillWaitingInTimeOrder() {
        let scheduler = makeTickScheduler()
        var whileRunning = ""
        _ = scheduler.scheduleAbsoluteVirtual((), time: 30) { _ in Disposables.create() }
        let disposed = scheduler.scheduleAbsoluteVirtual((), time: 20) { _ in Disposables.create() }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            whileRunning = scheduler.debugDescription
            return Disposables.create()
        }
        disposed.dispose()

        XCTAssertEqual(scheduler.debugDescription, #"VirtualTimeScheduler(clock: 0, pending: ["10", "30"])"#)
        scheduler.start()
        XCTAssertEqual(whileRunning, #"VirtualTimeScheduler(clock: 10, pending: ["30"])"#)
    }
}

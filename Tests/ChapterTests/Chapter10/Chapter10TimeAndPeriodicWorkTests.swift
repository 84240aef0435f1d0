import Dispatch
import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

/// A scheduler on a clock the test moves by hand, in whole milliseconds from zero.
///
/// `scheduleRelative` files the action under `clock + dueTime`; `advance(to:)` runs, in due-time
/// order (ties in the order they were scheduled), every action that is due, setting the clock to
/// each one's due time as it runs it, so a clock jump over several periods still runs every tick
/// at its own time. An action may itself advance the clock (to play a slow action): the nested
/// advance runs what falls due meanwhile, and the outer one then also runs whatever is due by
/// the clock as it now stands. `schedule` is `scheduleRelative` with no delay. Disposing a
/// scheduled action removes it. Single-threaded: only the test thread uses it. Chapter 12
/// brings the real `VirtualTimeScheduler`.
private final class ManualClockScheduler: SchedulerType {
    private final class Item {
        let dueTime: Int
        let order: Int
        let run: () -> Disposable
        let disposable = SingleAssignmentDisposable()

        init(dueTime: Int, order: Int, run: @escaping () -> Disposable) {
            self.dueTime = dueTime
            self.order = order
            self.run = run
        }
    }

    private(set) var clock = 0
    private var items: [Item] = []
    private var scheduledCount = 0

    var now: RxTime {
        Date(timeIntervalSince1970: TimeInterval(clock) / 1000)
    }

    /// Scheduled actions that have neither run nor been cancelled.
    var pendingCount: Int {
        items.filter { !$0.disposable.isDisposed }.count
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .milliseconds(0), action: action)
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let delay = ManualClockScheduler.milliseconds(dueTime)
        let item = Item(dueTime: delay == .max ? .max : clock + delay, order: scheduledCount) { action(state) }
        scheduledCount += 1
        items.append(item)
        // Cancelling drops the item at once: a waiting item holds its action, and the action
        // (a recursive scheduler, say) holds this scheduler, so a cancelled item left in the
        // list would keep both alive.
        return Disposables.create { [weak self, weak item] in
            guard let item else { return }
            item.disposable.dispose()
            self?.items.removeAll { $0 === item }
        }
    }

    /// Moves the clock without running anything that falls due: an action that calls it plays a
    /// slow action on a serial queue, where nothing else runs until it returns. What fell due
    /// meanwhile runs afterwards, at the clock as it then stands.
    func sleep(by milliseconds: Int) {
        clock += milliseconds
    }

    func advance(by milliseconds: Int) {
        advance(to: clock + milliseconds)
    }

    func advance(to target: Int) {
        while let next = takeNextItem(dueBy: max(target, clock)) {
            clock = max(clock, next.dueTime)
            next.disposable.setDisposable(next.run())
        }
        clock = max(clock, target)
    }

    private func takeNextItem(dueBy time: Int) -> Item? {
        items.removeAll { $0.disposable.isDisposed }
        let due = items.enumerated().filter { $0.element.dueTime <= time }
        guard let first = due.min(by: { ($0.element.dueTime, $0.element.order) < ($1.element.dueTime, $1.element.order) }) else {
            return nil
        }
        items.remove(at: first.offset)
        return first.element
    }

    private static func milliseconds(_ interval: RxTimeInterval) -> Int {
        switch interval {
        case .seconds(let value): return value * 1000
        case .milliseconds(let value): return value
        case .microseconds(let value): return value / 1000
        case .nanoseconds(let value): return value / 1_000_000
        case .never: return .max
        @unknown default: return .max
        }
    }
}

/// A scheduler on real threads: each action runs on the global concurrent queue after its
/// delay, so consecutive ticks of a periodic schedule may run on different threads.
private final class GlobalQueueScheduler: SchedulerType {
    var now: RxTime { Date() }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        DispatchQueue.global().asyncAfter(deadline: .now() + dueTime) {
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }
}

/// A scheduler on one real serial queue: each action runs on it after its delay, one at a time,
/// so a tick that falls due while the action runs waits for it.
private final class SerialQueueScheduler: SchedulerType {
    let queue = DispatchQueue(label: "rx.test.serial-periodic")

    var now: RxTime { Date() }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        queue.asyncAfter(deadline: .now() + dueTime) {
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }
}

/// An event with the virtual time (in milliseconds) at which it arrived.
private struct Timed: Equatable {
    let time: Int
    let event: Event<Int>

    init(_ time: Int, _ event: Event<Int>) {
        self.time = time
        self.event = event
    }
}

/// Counts how many calls are inside a region at once, from any thread, and remembers the most.
private final class ConcurrencyProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var inside = 0
    private var maximum = 0

    var maximumInside: Int {
        lock.lock()
        defer { lock.unlock() }
        return maximum
    }

    func enter() {
        lock.lock()
        inside += 1
        maximum = max(maximum, inside)
        lock.unlock()
    }

    func exit() {
        lock.lock()
        inside -= 1
        lock.unlock()
    }
}

/// Chapter 10: a `SchedulerType` knows the time, so it can run work later (`scheduleRelative`)
/// and periodically (`schedulePeriodic`, by default emulated with recursive relative scheduling
/// that catches up missed ticks one at a time); `interval` and `timer` are built on them.
final class Chapter10TimeAndPeriodicWorkTests: RxReadingTestCase {
    // MARK: scheduleRelative

    /// `scheduleRelative` runs the action, with its state, once the due time has passed on the
    /// scheduler's own clock, and not a moment before.
    func testScheduleRelativeRunsTheActionOnceItsDueTimeHasPassed() {
        let scheduler = ManualClockScheduler()
        var runs: [String] = []

        _ = scheduler.scheduleRelative("state", dueTime: .milliseconds(250)) { state in
            runs.append("\(state) at \(scheduler.clock)")
            return Disposables.create()
        }
        scheduler.advance(to: 249)
        XCTAssertEqual(runs, [])

        scheduler.advance(to: 1000)
        XCTAssertEqual(runs, ["state at 250"])
    }

    /// Disposing a relative schedule before its due time cancels it.
    func testScheduleRelativeDisposedBeforeItsDueTimeNeverRuns() {
        let scheduler = ManualClockScheduler()
        var ran = false

        let scheduled = scheduler.scheduleRelative((), dueTime: .milliseconds(100)) { _ in
            ran = true
            return Disposables.create()
        }
        scheduler.advance(to: 50)
        scheduled.dispose()
        scheduler.advance(to: 1000)

        XCTAssertFalse(ran)
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    // MARK: schedulePeriodic's default

    /// The default `schedulePeriodic` ticks first at `startAfter`, then every `period`.
    func testSchedulePeriodicTicksAtStartAfterThenEveryPeriod() {
        let scheduler = ManualClockScheduler()
        var tickTimes: [Int] = []

        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(50), period: .milliseconds(100)) { state in
            tickTimes.append(scheduler.clock)
            return state
        }
        scheduler.advance(to: 360)

        XCTAssertEqual(tickTimes, [50, 150, 250, 350])
        periodic.dispose()
    }

    /// The state each tick returns is the state the next tick receives.
    func testSchedulePeriodicPassesEachTicksStateToTheNext() {
        let scheduler = ManualClockScheduler()
        var states: [Int] = []

        let periodic = scheduler.schedulePeriodic(1, startAfter: .milliseconds(100), period: .milliseconds(100)) { state in
            states.append(state)
            return state * 2
        }
        scheduler.advance(to: 400)

        XCTAssertEqual(states, [1, 2, 4, 8])
        periodic.dispose()
    }

    /// Disposing a periodic schedule stops the ticks and cancels the one that was pending.
    func testDisposingAPeriodicScheduleStopsTheTicks() {
        let scheduler = ManualClockScheduler()
        var tickTimes: [Int] = []

        let periodic = scheduler.schedulePeriodic((), startAfter: .milliseconds(100), period: .milliseconds(100)) { _ in
            tickTimes.append(scheduler.clock)
        }
        scheduler.advance(to: 250)
        XCTAssertEqual(scheduler.pendingCount, 1, "the tick at 300 is waiting")

        periodic.dispose()
        scheduler.advance(to: 1000)

        XCTAssertEqual(tickTimes, [100, 200])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    /// A clock that jumps over several periods at once still runs every missed tick, each at its
    /// own time, one after another: ten periods elapsed, ten runs, never two at once.
    func testTicksMissedByAClockJumpAllRunOneAfterAnother() {
        let scheduler = ManualClockScheduler()
        let probe = ConcurrencyProbe()
        var tickTimes: [Int] = []

        let periodic = scheduler.schedulePeriodic((), startAfter: .milliseconds(100), period: .milliseconds(100)) { _ in
            probe.enter()
            tickTimes.append(scheduler.clock)
            probe.exit()
        }
        scheduler.advance(to: 1000)

        XCTAssertEqual(tickTimes, [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000])
        XCTAssertEqual(probe.maximumInside, 1)
        periodic.dispose()
    }

    /// Ticks that arrive while the action is still running (here the first run takes 250 ms of
    /// the clock) are not lost and do not start a second run alongside it: they are counted, and
    /// when the slow run returns, the missed ticks are caught up one after another. By 350 three
    /// periods have elapsed and three runs have happened, the two late ones at 350; by 1000, ten.
    func testTicksThatArriveWhileTheActionIsBusyAreCaughtUpAfterIt() {
        let scheduler = ManualClockScheduler()
        let probe = ConcurrencyProbe()
        var runs: [String] = []

        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(100), period: .milliseconds(100)) { state in
            probe.enter()
            defer { probe.exit() }
            runs.append("run \(state) at \(scheduler.clock)")
            if state == 0 {
                // A slow first run: the ticks at 200 and 300 fall due before it returns.
                scheduler.advance(by: 250)
            }
            return state + 1
        }
        scheduler.advance(to: 100)

        XCTAssertEqual(runs, ["run 0 at 100", "run 1 at 350", "run 2 at 350"])
        XCTAssertEqual(probe.maximumInside, 1)

        scheduler.advance(to: 1000)
        XCTAssertEqual(runs.count, 10, "one run per elapsed period")
        XCTAssertEqual(runs.last, "run 9 at 1000")
        XCTAssertEqual(probe.maximumInside, 1)
        periodic.dispose()
    }

    /// The default `schedulePeriodic` on real threads, with an action three times slower than
    /// the period and ticks that may run on any thread of a concurrent queue: the action still
    /// never runs twice at the same time.
    func testDefaultPeriodicSchedulingOnRealThreadsNeverOverlapsASlowAction() {
        let probe = ConcurrencyProbe()
        let runs = Locked(0)
        let tenRuns = expectation(description: "ten runs")
        let periodic = SingleAssignmentDisposable()

        periodic.setDisposable(GlobalQueueScheduler().schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(1)) { state in
            probe.enter()
            defer { probe.exit() }
            Thread.sleep(forTimeInterval: 0.003)
            let count = runs.withValue { value -> Int in
                value += 1
                return value
            }
            if count == 10 {
                tenRuns.fulfill()
            }
            return state + 1
        })
        wait(for: [tenRuns], timeout: 10)
        periodic.dispose()

        XCTAssertEqual(probe.maximumInside, 1)
    }

    /// On a serial queue (played here by an action that moves the clock without letting anything
    /// else run) the tick due at 200 waits behind the slow first run, runs at 350 when it returns,
    /// and schedules its successor a period from then: no tick piles up, nothing is caught up, and
    /// the schedule is shifted by the 150 the action overran, eight runs by 1000 instead of ten.
    func testOnASerialQueueALateTickRunsWhenTheActionReturnsAndTheScheduleShifts() {
        let scheduler = ManualClockScheduler()
        let probe = ConcurrencyProbe()
        var runTimes: [Int] = []

        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(100), period: .milliseconds(100)) { state in
            probe.enter()
            defer { probe.exit() }
            runTimes.append(scheduler.clock)
            if state == 0 {
                scheduler.sleep(by: 250)
            }
            return state + 1
        }
        scheduler.advance(to: 1000)

        XCTAssertEqual(runTimes, [100, 350, 450, 550, 650, 750, 850, 950])
        XCTAssertEqual(probe.maximumInside, 1)
        periodic.dispose()
    }

    /// The same on a real serial dispatch queue: after a first run that holds the queue for five
    /// periods, the fourth run after it starts three periods or more after it returned, where a
    /// catch-up would have run the missed ticks back to back. Each tick is scheduled a period after
    /// the one before it ran, and a dispatch deadline never fires early, so a busy machine can only
    /// widen the gaps.
    func testDefaultPeriodicSchedulingOnASerialQueueRunsNoBurstAfterASlowAction() {
        let period = 20_000_000 as UInt64  // nanoseconds
        let starts = Locked<[UInt64]>([])
        let slowRunReturned = Locked<UInt64>(0)
        let fiveRuns = expectation(description: "five runs")
        let periodic = SingleAssignmentDisposable()

        periodic.setDisposable(SerialQueueScheduler().schedulePeriodic(0, startAfter: .milliseconds(20), period: .milliseconds(20)) { state in
            let count = starts.withValue { value -> Int in
                value.append(DispatchTime.now().uptimeNanoseconds)
                return value.count
            }
            if state == 0 {
                Thread.sleep(forTimeInterval: 0.1)
                slowRunReturned.withValue { $0 = DispatchTime.now().uptimeNanoseconds }
            }
            if count == 5 {
                fiveRuns.fulfill()
            }
            return state + 1
        })
        wait(for: [fiveRuns], timeout: 10)
        periodic.dispose()

        let fourthAfter = starts.withValue { $0[4] }
        let returned = slowRunReturned.withValue { $0 }
        XCTAssertGreaterThanOrEqual(fourthAfter - returned, 3 * period)
    }

    // MARK: AnyRecursiveScheduler

    /// `scheduleRecursive(_:dueTime:action:)` runs each step after the delay it was scheduled
    /// with, measured from the moment the previous step asked for it, and hands it its state.
    func testADelayedRecursiveLoopRunsEachStepAfterTheDelayItAskedFor() {
        let scheduler = ManualClockScheduler()
        var steps: [String] = []

        let loop = scheduler.scheduleRecursive(1, dueTime: .milliseconds(100)) { state, recurse in
            steps.append("step \(state) at \(scheduler.clock)")
            if state < 3 {
                recurse.schedule(state + 1, dueTime: .milliseconds(50 * state))
            }
        }
        scheduler.advance(to: 1000)

        XCTAssertEqual(steps, ["step 1 at 100", "step 2 at 150", "step 3 at 250"])
        loop.dispose()
    }

    /// A recursive loop may mix steps with a delay and steps without one: a step scheduled
    /// without a delay runs at the clock's current time, after the step that scheduled it.
    func testARecursiveStepWithoutADelayRunsAfterTheStepThatScheduledIt() {
        let scheduler = ManualClockScheduler()
        var trace: [String] = []

        let loop = scheduler.scheduleRecursive("delayed", dueTime: .milliseconds(100)) { state, recurse in
            trace.append("enter \(state) at \(scheduler.clock)")
            if state == "delayed" {
                recurse.schedule("immediate")
            }
            trace.append("exit \(state)")
        }
        scheduler.advance(to: 1000)

        XCTAssertEqual(trace, ["enter delayed at 100", "exit delayed", "enter immediate at 100", "exit immediate"])
        loop.dispose()
    }

    /// Disposing a recursive loop cancels the step it has pending, which never runs, and the
    /// scheduler is left holding nothing.
    func testDisposingADelayedRecursiveLoopCancelsItsPendingStep() {
        let scheduler = ManualClockScheduler()
        var states: [Int] = []

        let loop = scheduler.scheduleRecursive(0, dueTime: .milliseconds(100)) { state, recurse in
            states.append(state)
            recurse.schedule(state + 1, dueTime: .milliseconds(100))
        }
        scheduler.advance(to: 250)
        XCTAssertEqual(scheduler.pendingCount, 1, "the step due at 300 is waiting")

        loop.dispose()
        scheduler.advance(to: 1000)

        XCTAssertEqual(states, [0, 1])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    // MARK: interval and timer

    /// `interval` emits 0, 1, 2, ... one per period, the first one a period after subscribing.
    func testIntervalEmitsACountingSequenceEveryPeriod() {
        let scheduler = ManualClockScheduler()
        var events: [Timed] = []

        let subscription = Observable<Int>.interval(.milliseconds(100), scheduler: scheduler)
            .subscribe { events.append(Timed(scheduler.clock, $0)) }
        scheduler.advance(to: 350)

        XCTAssertEqual(events, [Timed(100, .next(0)), Timed(200, .next(1)), Timed(300, .next(2))])
        subscription.dispose()
    }

    /// A one-off `timer` emits 0 at its due time and completes right after.
    func testTimerWithoutAPeriodEmitsZeroThenCompletesAtItsDueTime() {
        let scheduler = ManualClockScheduler()
        var events: [Timed] = []

        _ = Observable<Int>.timer(.milliseconds(250), scheduler: scheduler)
            .subscribe { events.append(Timed(scheduler.clock, $0)) }
        scheduler.advance(to: 1000)

        XCTAssertEqual(events, [Timed(250, .next(0)), Timed(250, .completed)])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    /// A `timer` with a period emits 0 at its due time, then 1, 2, ... every period after it.
    func testTimerWithAPeriodEmitsZeroAtTheDueTimeThenEveryPeriod() {
        let scheduler = ManualClockScheduler()
        var events: [Timed] = []

        let subscription = Observable<Int>.timer(.milliseconds(50), period: .milliseconds(100), scheduler: scheduler)
            .subscribe { events.append(Timed(scheduler.clock, $0)) }
        scheduler.advance(to: 260)

        XCTAssertEqual(events, [Timed(50, .next(0)), Timed(150, .next(1)), Timed(250, .next(2))])
        subscription.dispose()
    }

    #if CH12
    // RxReadingTest's TestScheduler and its marble lines are chapter 12's: a build that stops at
    // chapter 10 or 11 (a chapter snapshot) leaves this test out.
    /// On a `TestScheduler` (one tick a second, so `.seconds(20)` is two frames) subscribed at 200:
    /// `interval(.seconds(20))` sends 0 at 220 and counts on every 20 ticks without completing; a
    /// one-off `timer(.seconds(30))` sends 0 and completes in the same tick, 230; with a period
    /// of 20 seconds it sends 0 at 230 and counts on like `interval` (chapter 10's marble diagrams).
    func testIntervalAndTimerOnATestSchedulerAsMarbleLines() {
        let values: [Character: Int] = ["0": 0, "1": 1, "2": 2, "3": 3, "4": 4]
        let intervalScheduler = TestScheduler(initialClock: 0)
        let interval = intervalScheduler.start(disposed: 310) {
            Observable<Int>.interval(.seconds(20), scheduler: intervalScheduler)
        }
        XCTAssertEqual(interval.events, "--0-1-2-3-4", values: values)

        let onceScheduler = TestScheduler(initialClock: 0)
        let once = onceScheduler.start(disposed: 310) { Observable<Int>.timer(.seconds(30), scheduler: onceScheduler) }
        XCTAssertEqual(once.events, "---(0|)", values: values)
        XCTAssertEqual(once.events, [.next(230, 0), .completed(230)])

        let periodicScheduler = TestScheduler(initialClock: 0)
        let periodic = periodicScheduler.start(disposed: 310) {
            Observable<Int>.timer(.seconds(30), period: .seconds(20), scheduler: periodicScheduler)
        }
        XCTAssertEqual(periodic.events, "---0-1-2-3", values: values)
    }
    #endif

    /// The count lives in the subscription, not in the observable: a second subscription made
    /// later counts from 0 on its own schedule.
    func testEachIntervalSubscriptionCountsFromZero() {
        let scheduler = ManualClockScheduler()
        let interval = Observable<Int>.interval(.milliseconds(100), scheduler: scheduler)
        var first: [Timed] = []
        var second: [Timed] = []

        let firstSubscription = interval.subscribe { first.append(Timed(scheduler.clock, $0)) }
        scheduler.advance(to: 150)
        let secondSubscription = interval.subscribe { second.append(Timed(scheduler.clock, $0)) }
        scheduler.advance(to: 360)

        XCTAssertEqual(first, [Timed(100, .next(0)), Timed(200, .next(1)), Timed(300, .next(2))])
        XCTAssertEqual(second, [Timed(250, .next(0)), Timed(350, .next(1))])
        firstSubscription.dispose()
        secondSubscription.dispose()
    }

    /// Disposing a timer subscription stops it and cancels its pending tick; the test's leak
    /// check then proves the sink and the periodic machinery were released.
    func testDisposingAnIntervalSubscriptionStopsItAndCancelsItsPendingTick() {
        let scheduler = ManualClockScheduler()
        var events: [Timed] = []

        let subscription = Observable<Int>.interval(.milliseconds(100), scheduler: scheduler)
            .subscribe { events.append(Timed(scheduler.clock, $0)) }
        scheduler.advance(to: 250)
        subscription.dispose()
        scheduler.advance(to: 1000)

        XCTAssertEqual(events, [Timed(100, .next(0)), Timed(200, .next(1))])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    /// Disposing a one-off timer before its due time cancels it: nothing is emitted.
    func testDisposingAOneOffTimerBeforeItsDueTimeCancelsIt() {
        let scheduler = ManualClockScheduler()
        var events: [Timed] = []

        let subscription = Observable<Int>.timer(.milliseconds(250), scheduler: scheduler)
            .subscribe { events.append(Timed(scheduler.clock, $0)) }
        scheduler.advance(to: 100)
        subscription.dispose()
        scheduler.advance(to: 1000)

        XCTAssertEqual(events, [])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    /// The counter adds with wrap-around: an endless interval of a small integer type starts
    /// again at 0 after its maximum instead of trapping.
    func testIntervalOfASmallIntegerTypeWrapsAroundInsteadOfTrapping() {
        let scheduler = ManualClockScheduler()
        var elements: [UInt8] = []

        let subscription = Observable<UInt8>.interval(.milliseconds(1), scheduler: scheduler)
            .subscribe(onNext: { elements.append($0) })
        scheduler.advance(to: 258)

        XCTAssertEqual(elements.count, 258)
        XCTAssertEqual(Array(elements.suffix(3)), [255, 0, 1])
        subscription.dispose()
    }

    /// On a scheduler whose ticks run on any thread of a concurrent queue, the values still come
    /// out in order and one at a time.
    func testIntervalOnRealThreadsDeliversInOrderOneAtATime() {
        let probe = ConcurrencyProbe()
        let recorder = Recorder<Int>()
        let completed = expectation(description: "five values, then completion")
        recorder.onEvent = { event in
            if case .completed = event {
                completed.fulfill()
            }
        }

        let subscription = Observable<Int>.interval(.milliseconds(1), scheduler: GlobalQueueScheduler())
            .map { value -> Int in
                probe.enter()
                defer { probe.exit() }
                return value
            }
            .take(5)
            .subscribe(recorder)
        wait(for: [completed], timeout: 10)
        subscription.dispose()

        XCTAssertEqual(recorder.events, [.next(0), .next(1), .next(2), .next(3), .next(4), .completed])
        XCTAssertEqual(probe.maximumInside, 1)
    }

    // MARK: RxTimeInterval conversions

    /// `seconds` converts every unit of `DispatchTimeInterval` to seconds; `.never` is infinite.
    func testDispatchTimeIntervalInSeconds() {
        XCTAssertEqual(RxTimeInterval.seconds(2).seconds, 2)
        XCTAssertEqual(RxTimeInterval.milliseconds(1500).seconds, 1.5)
        XCTAssertEqual(RxTimeInterval.microseconds(250).seconds, 0.000_25, accuracy: 1e-12)
        XCTAssertEqual(RxTimeInterval.nanoseconds(5).seconds, 0.000_000_005, accuracy: 1e-15)
        XCTAssertEqual(RxTimeInterval.never.seconds, .infinity)
    }

    /// `nanoseconds` converts every unit to whole nanoseconds, saturating instead of overflowing;
    /// `.never` is `Int.max`.
    func testDispatchTimeIntervalInNanoseconds() {
        XCTAssertEqual(RxTimeInterval.seconds(2).nanoseconds, 2_000_000_000)
        XCTAssertEqual(RxTimeInterval.milliseconds(3).nanoseconds, 3_000_000)
        XCTAssertEqual(RxTimeInterval.microseconds(4).nanoseconds, 4_000)
        XCTAssertEqual(RxTimeInterval.nanoseconds(5).nanoseconds, 5)
        XCTAssertEqual(RxTimeInterval.never.nanoseconds, .max)
        XCTAssertEqual(RxTimeInterval.seconds(.max / 2).nanoseconds, .max)
        XCTAssertEqual(RxTimeInterval.milliseconds(.min / 2).nanoseconds, .min)
    }

    /// `addingDispatchInterval` moves a date forward by the interval; `.never` gives
    /// `Date.distantFuture`, a date later arithmetic can still use.
    func testAddingADispatchIntervalToADate() {
        let start = Date(timeIntervalSince1970: 1000)

        XCTAssertEqual(start.addingDispatchInterval(.seconds(2)), Date(timeIntervalSince1970: 1002))
        XCTAssertEqual(start.addingDispatchInterval(.milliseconds(500)), Date(timeIntervalSince1970: 1000.5))
        XCTAssertEqual(start.addingDispatchInterval(.never), Date.distantFuture)
        XCTAssertTrue(start.addingDispatchInterval(.never).timeIntervalSince1970.isFinite)
    }
}

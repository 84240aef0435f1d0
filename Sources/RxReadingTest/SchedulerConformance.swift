#if CH22
import Dispatch
import Foundation
import RxReading
import XCTest

// The scheduler conformance kit: one call that runs a scheduler through the promises chapters
// 08-12 say a scheduler makes, and lists the ones it broke.
//
//     XCTAssertSchedulerConforms(SerialDispatchQueueScheduler(internalSerialQueueName: "q"),
//                                promises: [.serial, .cancelsBeforeStart])
//
// Some promises every scheduler makes (each action runs once; a relative action waits; periodic
// work ticks without overlapping; `now` never goes back). Two only some schedulers make, and the
// caller declares them, so the kit never demands what a scheduler never promised: a concurrent
// queue is not serial, and a scheduler may choose not to cancel.

// region: SchedulerPromises
/// The promises a scheduler may or may not make; the caller declares the ones it makes.
public struct SchedulerPromises: OptionSet, Sendable {
    /// The promises as bits, one per promise.
    public let rawValue: Int
    /// Creates a set of promises from its bits.
    ///
    /// - Parameter rawValue: The bits, one per promise.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Actions scheduled one after another from one thread run one at a time, in that order.
    public static let serial = SchedulerPromises(rawValue: 1 << 0)
    /// An action whose disposable is disposed before it starts never starts.
    public static let cancelsBeforeStart = SchedulerPromises(rawValue: 1 << 1)
}

/// A promise the kit checks; each violation names one.
public enum SchedulerPromise: String, Sendable, CaseIterable {
    /// Every scheduled action runs, exactly once.
    case runsEachActionOnce
    /// Declared: a disposal before the action starts keeps it from starting.
    case cancelsBeforeStart
    /// Declared: one action at a time, in the order they were scheduled.
    case serial
    /// `scheduleRelative`'s action does not run before `dueTime` has passed on `now`.
    case waitsForDueTime
    /// `schedulePeriodic` ticks more than once, never two ticks at once, each with the state
    /// the previous tick returned.
    case periodicWork
    /// `now` never goes backwards.
    case nowNeverGoesBack
    /// On a wall-clock scheduler, `now` is within a second of `Date()`.
    case nowIsWallClock
}
// endregion: SchedulerPromises

// region: SchedulerClock
/// How time passes for the scheduler under test, so the kit knows how to wait.
public enum SchedulerClock {
    /// `now` is the wall clock: the kit waits in real time, spinning the run loop when it waits
    /// on the main thread, so work sent to the main queue gets to run.
    case wall
    /// `now` moves only when driven: `advance(interval)` must run everything that comes due
    /// within `interval` of the scheduler's clock, and move the clock that far.
    case virtual(advance: (RxTimeInterval) -> Void)
}

/// A virtual-time scheduler the kit can drive by itself: `XCTAssertSchedulerConforms` picks
/// `.virtual` for it unless told otherwise.
public protocol SchedulerConformanceDrivable: SchedulerType {
    /// Runs what comes due within `interval`, and moves the clock that far.
    ///
    /// - Parameter interval: How far to move the clock.
    func advanceForConformance(by interval: RxTimeInterval)
}

extension VirtualTimeScheduler: SchedulerConformanceDrivable {
    /// Queues a marker `interval` from now that stops the scheduler, and starts it: everything
    /// due before the marker (and due with it, scheduled earlier) runs, the rest waits.
    ///
    /// - Parameter interval: How far to move the clock.
    public func advanceForConformance(by interval: RxTimeInterval) {
        _ = scheduleRelative((), dueTime: interval) { _ in
            self.stop()
            return Disposables.create()
        }
        start()
    }
}
// endregion: SchedulerClock

// region: SchedulerViolation
/// One broken promise: which, by which scheduler, and what the kit saw.
public struct SchedulerViolation: CustomStringConvertible, Sendable {
    /// The name of the scheduler that broke it.
    public let scheduler: String
    /// The promise broken.
    public let promise: SchedulerPromise
    /// What the kit saw, in words.
    public let detail: String

    /// The violation as one line: `scheduler breaks promise: detail`.
    public var description: String {
        "\(scheduler) breaks \(promise.rawValue): \(detail)"
    }
}
// endregion: SchedulerViolation

// region: XCTAssertSchedulerConforms
/// Fails the test with one line per promise `scheduler` breaks.
///
/// - Parameters:
///   - scheduler: The scheduler to check.
///   - promises: What the scheduler declares beyond the promises every scheduler makes.
///   - clock: How its time passes; by default `.virtual` for a `SchedulerConformanceDrivable`
///     (every `VirtualTimeScheduler`), else `.wall`.
///   - name: The scheduler's name in the messages; its type's name by default.
///   - timeout: How long, in real seconds, the kit waits for work it expects to run.
///   - file: The file to report a failure in; the caller's by default.
///   - line: The line to report a failure at; the caller's by default.
public func XCTAssertSchedulerConforms<Scheduler: ImmediateSchedulerType>(
    _ scheduler: Scheduler, promises: SchedulerPromises, clock: SchedulerClock? = nil,
    name: String? = nil, timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line
) {
    for violation in schedulerViolations(scheduler, promises: promises, clock: clock, name: name, timeout: timeout) {
        XCTFail(violation.description, file: file, line: line)
    }
}

/// Runs every check that applies to `scheduler` and returns what it broke; empty if nothing.
/// The `SchedulerType` checks (due time, periodic work, `now`) run when the scheduler is one.
///
/// Call it on the main thread for a virtual-time scheduler (they are not thread-safe) or a
/// `MainScheduler` on Linux (the kit spins the main run loop while it waits). Every wait is
/// bounded by `timeout`; work that does not come in time is reported as a broken promise.
///
/// - Parameters:
///   - scheduler: The scheduler to check.
///   - promises: What the scheduler declares beyond the promises every scheduler makes.
///   - clock: How its time passes; by default `.virtual` for a `SchedulerConformanceDrivable`
///     (every `VirtualTimeScheduler`), else `.wall`.
///   - name: The scheduler's name in the messages; its type's name by default.
///   - timeout: How long, in real seconds, the kit waits for work it expects to run.
/// - Returns: One violation per broken promise, in the order the checks ran.
public func schedulerViolations<Scheduler: ImmediateSchedulerType>(
    _ scheduler: Scheduler, promises: SchedulerPromises, clock: SchedulerClock? = nil,
    name: String? = nil, timeout: TimeInterval = 5
) -> [SchedulerViolation] {
    let clock = clock ?? ((scheduler as? any SchedulerConformanceDrivable).map { drivable in
        .virtual { interval in drivable.advanceForConformance(by: interval) }
    } ?? .wall)
    let check = SchedulerCheck(name: name ?? "\(Scheduler.self)", clock: clock, timeout: timeout)

    check.eachActionRunsOnce(scheduler)
    if promises.contains(.serial) {
        check.serial(scheduler)
    }
    if promises.contains(.cancelsBeforeStart) {
        check.cancelsBeforeStart(scheduler, serial: promises.contains(.serial))
    }
    if let timed = scheduler as? any SchedulerType {
        check.timedPromises(timed)
    }
    return check.violations
}
// endregion: XCTAssertSchedulerConforms

// region: SchedulerCheck
/// The checks, and what they found. Actions may run on any thread, so everything they record
/// goes through `lock`.
private final class SchedulerCheck {
    let name: String
    let clock: SchedulerClock
    let timeout: TimeInterval
    private(set) var violations: [SchedulerViolation] = []

    private let lock = NSLock()

    init(name: String, clock: SchedulerClock, timeout: TimeInterval) {
        self.name = name
        self.clock = clock
        self.timeout = timeout
    }

    var isVirtual: Bool {
        if case .virtual = clock { return true }
        return false
    }

    func report(_ promise: SchedulerPromise, _ detail: String) {
        violations.append(SchedulerViolation(scheduler: name, promise: promise, detail: detail))
    }

    /// Reads `body` under the lock (what actions on other threads wrote).
    func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    // region: SchedulerCheckWait
    /// Lets time pass until `condition` holds: real time (at most `timeout`, spinning the run
    /// loop on the main thread), or `virtualSpan` of the scheduler's virtual time. Returns
    /// whether `condition` held.
    @discardableResult
    func wait(virtualSpan: RxTimeInterval = .seconds(10), until condition: () -> Bool) -> Bool {
        switch clock {
        case .virtual(let advance):
            advance(virtualSpan)
            return locked(condition)
        case .wall:
            let deadline = Date().addingTimeInterval(timeout)
            while !locked(condition) {
                if Date() >= deadline { return false }
                pause(0.001)
            }
            return true
        }
    }

    /// Lets `seconds` of real time (or as much virtual time) pass, so work that should not run
    /// has had its chance to.
    func settle(_ seconds: TimeInterval) {
        switch clock {
        case .virtual(let advance):
            advance(.milliseconds(Int(seconds * 1000)))
        case .wall:
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline { pause(0.001) }
        }
    }

    /// Sleeps, or spins the run loop when on the main thread, where the main queue drains.
    func pause(_ seconds: TimeInterval) {
        if Thread.isMainThread {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(seconds))
        } else {
            Thread.sleep(forTimeInterval: seconds)
        }
    }

    /// Work that takes a moment, so two actions that overlap really do (real time only).
    func busy(_ seconds: TimeInterval) {
        if !isVirtual { Thread.sleep(forTimeInterval: seconds) }
    }
    // endregion: SchedulerCheckWait

    // region: SchedulerCheckOnce
    /// Schedules ten actions; each must run, and none twice.
    func eachActionRunsOnce(_ scheduler: some ImmediateSchedulerType) {
        let count = 10
        var runs = [Int](repeating: 0, count: count)
        for index in 0..<count {
            _ = scheduler.schedule(index) { index in
                self.locked { runs[index] += 1 }
                return Disposables.create()
            }
        }
        let allRan = wait { runs.allSatisfy { $0 > 0 } }
        // A second run may come a moment after the first.
        settle(0.05)
        let final = locked { runs }
        if !allRan {
            let missing = final.indices.filter { final[$0] == 0 }
            report(.runsEachActionOnce, "actions \(missing) of \(count) did not run within \(timeoutText)")
        }
        let repeated = final.indices.filter { final[$0] > 1 }
        if !repeated.isEmpty {
            report(.runsEachActionOnce, "actions \(repeated) of \(count) ran more than once (\(repeated.map { final[$0] }) times)")
        }
    }
    // endregion: SchedulerCheckOnce

    // region: SchedulerCheckSerial
    /// Schedules ten actions one after another; they must run in that order, one at a time.
    func serial(_ scheduler: some ImmediateSchedulerType) {
        let count = 10
        var order: [Int] = []
        var running = 0
        var overlapped = false
        for index in 0..<count {
            _ = scheduler.schedule(index) { index in
                self.locked {
                    running += 1
                    if running > 1 { overlapped = true }
                    order.append(index)
                }
                self.busy(0.005)
                self.locked { running -= 1 }
                return Disposables.create()
            }
        }
        if !wait(until: { order.count >= count && running == 0 }) {
            report(.serial, "only \(locked { order.count }) of \(count) actions ran within \(timeoutText)")
        }
        let (final, didOverlap) = locked { (order, overlapped) }
        if didOverlap {
            report(.serial, "two actions ran at the same time")
        }
        if final != final.sorted() {
            report(.serial, "actions scheduled as 0...\(count - 1) ran as \(final)")
        }
    }
    // endregion: SchedulerCheckSerial

    // region: SchedulerCheckCancel
    /// A disposed action must not start. Which test proves it depends on what else is known:
    /// on a serial scheduler, an action disposed from inside a running action cannot have
    /// started yet; on a timed one, a relative action disposed at once is still far from due;
    /// otherwise the kit can only catch an action that starts after its disposal returned.
    func cancelsBeforeStart(_ scheduler: some ImmediateSchedulerType, serial: Bool) {
        if serial {
            cancelsFromInsideAnAction(scheduler)
        }
        if let timed = scheduler as? any SchedulerType {
            cancelsARelativeAction(timed)
        } else if !serial {
            cancelsAfterScheduling(scheduler)
        }
    }

    private func cancelsFromInsideAnAction(_ scheduler: some ImmediateSchedulerType) {
        var outerRan = false, innerRan = false, sentinelRan = false
        _ = scheduler.schedule(()) { _ in
            // Serial: `inner` waits for this action to return, so it cannot have started.
            let inner = scheduler.schedule(()) { _ in
                self.locked { innerRan = true }
                return Disposables.create()
            }
            inner.dispose()
            self.locked { outerRan = true }
            return Disposables.create()
        }
        guard wait(until: { outerRan }) else {
            report(.cancelsBeforeStart, "the first action did not run within \(timeoutText)")
            return
        }
        // Serial: once this later action has run, `inner` would have run before it.
        _ = scheduler.schedule(()) { _ in
            self.locked { sentinelRan = true }
            return Disposables.create()
        }
        if !wait(until: { sentinelRan }) {
            report(.cancelsBeforeStart, "the action after the disposed one did not run within \(timeoutText)")
        }
        if locked({ innerRan }) {
            report(.cancelsBeforeStart, "an action disposed before it started (from inside a running action) ran")
        }
    }

    private func cancelsARelativeAction(_ scheduler: any SchedulerType) {
        let dueTime = dueTimeForCheck
        var disposedRan = false, sentinelRan = false
        let disposable = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            self.locked { disposedRan = true }
            return Disposables.create()
        }
        disposable.dispose()
        _ = scheduler.scheduleRelative((), dueTime: twice(dueTime)) { _ in
            self.locked { sentinelRan = true }
            return Disposables.create()
        }
        if !wait(until: { sentinelRan }) {
            report(.cancelsBeforeStart, "a relative action did not run within \(timeoutText)")
        }
        if locked({ disposedRan }) {
            report(.cancelsBeforeStart, "a relative action disposed at once ran at its due time")
        }
    }

    /// When an action started, measured against the call that disposed it.
    private enum ActionStart { case none, beforeDispose, duringDispose, afterDispose }

    private func cancelsAfterScheduling(_ scheduler: some ImmediateSchedulerType) {
        let perRound = 20, maximumRounds = 10
        var late = 0, cancelled = 0
        for _ in 0..<maximumRounds where late + cancelled < perRound {
            var disposing = [Bool](repeating: false, count: perRound)
            var disposed = [Bool](repeating: false, count: perRound)
            var starts = [ActionStart](repeating: .none, count: perRound)
            for index in 0..<perRound {
                let disposable = scheduler.schedule(index) { index in
                    self.locked {
                        starts[index] = disposed[index] ? .afterDispose
                            : disposing[index] ? .duringDispose : .beforeDispose
                    }
                    return Disposables.create()
                }
                locked { disposing[index] = true }
                disposable.dispose()
                locked { disposed[index] = true }
            }
            settle(0.1)
            let round = locked { starts }
            late += round.count { $0 == .afterDispose }
            cancelled += round.count { $0 == .none }
        }
        // An action that started before its disposal was called proves nothing, and a loaded
        // machine may run every action that early: the thread woken for an action runs ahead
        // of the one that scheduled it. So the kit keeps scheduling rounds of twenty until
        // twenty actions were still waiting when their disposal was called, ten rounds at most:
        // a scheduler that starts every action before `schedule` returns gives no evidence
        // either way, and is not reported. A scheduler that
        // checks for disposal cancels those; one that ignores it starts them after disposal
        // returned. A few late starts are no proof: the check and the call are two steps, and
        // a thread preempted between them starts an action whose check passed an instant before
        // the disposal (RxSwift's schedulers have the same gap). Late starts outnumbering
        // cancelled actions are.
        if late > cancelled {
            report(.cancelsBeforeStart, "\(late) actions started after their disposal had returned, \(cancelled) were cancelled")
        }
    }
    // endregion: SchedulerCheckCancel

    // region: SchedulerCheckTimed
    func timedPromises(_ scheduler: any SchedulerType) {
        let clockLog = ClockLog(scheduler: scheduler, check: self)
        clockLog.sample(times: 100)
        waitsForDueTime(scheduler, clockLog: clockLog)
        periodicWork(scheduler, clockLog: clockLog)
        clockLog.sample(times: 100)
        if let backwards = locked({ clockLog.backwards }) {
            report(.nowNeverGoesBack, backwards)
        }
        if case .wall = clock {
            let gap = abs(scheduler.now.timeIntervalSince(Date()))
            if gap > 1 {
                report(.nowIsWallClock, "now is \(gap) s away from Date()")
            }
        }
    }

    private func waitsForDueTime(_ scheduler: any SchedulerType, clockLog: ClockLog) {
        let dueTime = dueTimeForCheck
        var ranAfter: TimeInterval?
        let scheduledAt = scheduler.now
        _ = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            let ranAt = clockLog.now()
            self.locked { ranAfter = ranAt.timeIntervalSince(scheduledAt) }
            return Disposables.create()
        }
        guard wait(until: { ranAfter != nil }), let ranAfter = locked({ ranAfter }) else {
            report(.waitsForDueTime, "a relative action did not run within \(timeoutText)")
            return
        }
        // The wall clock and the timer's monotonic clock may disagree by a hair.
        let tolerance = isVirtual ? 0 : 0.001
        if ranAfter < dueTime.seconds - tolerance {
            report(.waitsForDueTime, "an action due in \(dueTime.seconds) s ran \(ranAfter) s after it was scheduled, measured on now")
        }
    }

    private func periodicWork(_ scheduler: any SchedulerType, clockLog: ClockLog) {
        let period = isVirtual ? RxTimeInterval.seconds(1) : .milliseconds(10)
        var ticks: [Int] = []
        var running = 0
        var overlapped = false
        let work = scheduler.schedulePeriodic(0, startAfter: period, period: period) { state in
            self.locked {
                running += 1
                if running > 1 { overlapped = true }
                ticks.append(state)
            }
            _ = clockLog.now()
            // Longer than a period, so a scheduler that starts ticks regardless overlaps them.
            self.busy(0.015)
            self.locked { running -= 1 }
            return state + 1
        }
        let ticked = wait(virtualSpan: .seconds(5)) { ticks.count >= 3 }
        work.dispose()
        // A tick in progress finishes after the disposal.
        wait(virtualSpan: .seconds(0)) { running == 0 }
        let (final, didOverlap) = locked { (ticks, overlapped) }
        if !ticked {
            report(.periodicWork, "ticked \(final.count) time(s) where 3 were expected within \(isVirtual ? "5 s of virtual time" : timeoutText)")
        }
        if didOverlap {
            report(.periodicWork, "two ticks of the same periodic work ran at the same time")
        }
        if final != Array(0..<final.count) {
            report(.periodicWork, "ticks got the states \(final), not each the one the previous tick returned")
        }
    }
    // endregion: SchedulerCheckTimed

    /// Whole seconds on a virtual clock: a `TestScheduler` counts in ticks of a second and
    /// rounds anything finer.
    var dueTimeForCheck: RxTimeInterval {
        isVirtual ? .seconds(2) : .milliseconds(50)
    }

    var timeoutText: String {
        isVirtual ? "10 s of virtual time" : "\(timeout) s"
    }
}
// endregion: SchedulerCheck

// region: ClockLog
/// Reads the scheduler's `now`, from the kit and from inside actions, and remembers the first
/// time a reading was earlier than the one before it. Reading and comparing happen under the
/// check's lock, so the readings are in one order even across threads.
private final class ClockLog {
    let scheduler: any SchedulerType
    unowned let check: SchedulerCheck
    private var last: Date?
    var backwards: String?

    init(scheduler: any SchedulerType, check: SchedulerCheck) {
        self.scheduler = scheduler
        self.check = check
    }

    func now() -> Date {
        check.locked {
            let reading = scheduler.now
            if let last, reading < last, backwards == nil {
                backwards = "now went back \(last.timeIntervalSince(reading)) s from one reading to the next"
            }
            last = reading
            return reading
        }
    }

    func sample(times: Int) {
        for _ in 0..<times { _ = now() }
    }
}
// endregion: ClockLog

private func twice(_ interval: RxTimeInterval) -> RxTimeInterval {
    .nanoseconds(Int(interval.seconds * 2_000_000_000))
}
#endif

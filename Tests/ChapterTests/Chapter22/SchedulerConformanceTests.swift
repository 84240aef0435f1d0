import Dispatch
import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

/// Chapter 22: the scheduler conformance kit. Every scheduler of the library keeps the promises
/// it declares; and the kit is honest: a scheduler broken in one way is reported for exactly
/// the promise it breaks, and for no other.
final class Chapter22SchedulerConformanceTests: RxReadingTestCase {
    // MARK: - Every scheduler in the library

    /// The trampoline keeps every promise it declares: serial, cancels before start.
    func testCurrentThreadSchedulerConforms() {
        XCTAssertSchedulerConforms(CurrentThreadScheduler.instance, promises: [.serial, .cancelsBeforeStart])
    }

    /// `MainScheduler.instance` keeps serial order and cancels before start, on the main run loop.
    func testMainSchedulerConforms() {
        XCTAssertSchedulerConforms(MainScheduler.instance, promises: [.serial, .cancelsBeforeStart])
    }

    /// `MainScheduler.asyncInstance` keeps the same promises as `instance`.
    func testMainSchedulerAsyncInstanceConforms() {
        XCTAssertSchedulerConforms(MainScheduler.asyncInstance, promises: [.serial, .cancelsBeforeStart], name: "MainScheduler.asyncInstance")
    }

    /// A serial dispatch scheduler keeps serial order, cancels before start, and honours due times and periods.
    func testSerialDispatchQueueSchedulerConforms() {
        XCTAssertSchedulerConforms(SerialDispatchQueueScheduler(internalSerialQueueName: "conformance.serial"), promises: [.serial, .cancelsBeforeStart])
    }

    /// A serial dispatch scheduler that targets a concurrent queue is still serial.
    func testSerialDispatchQueueSchedulerOnAConcurrentQueueIsStillSerial() {
        XCTAssertSchedulerConforms(SerialDispatchQueueScheduler(qos: .default), promises: [.serial, .cancelsBeforeStart])
    }

    /// A concurrent dispatch scheduler cancels before start and honours time, without promising order.
    func testConcurrentDispatchQueueSchedulerConforms() {
        XCTAssertSchedulerConforms(ConcurrentDispatchQueueScheduler(qos: .default), promises: [.cancelsBeforeStart])
    }

    /// An operation queue scheduler on a queue of one operation at a time is serial and cancels.
    func testOperationQueueSchedulerOnAOneAtATimeQueueConformsAsSerial() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        XCTAssertSchedulerConforms(OperationQueueScheduler(operationQueue: queue), promises: [.serial, .cancelsBeforeStart])
    }

    /// An operation queue scheduler on a wider queue cancels before start, without promising order.
    func testOperationQueueSchedulerOnAConcurrentQueueConforms() {
        XCTAssertSchedulerConforms(OperationQueueScheduler(operationQueue: OperationQueue()), promises: [.cancelsBeforeStart])
    }

    /// A historical scheduler keeps its promises in virtual time, driven by the kit.
    func testHistoricalSchedulerConformsWhenTheKitDrivesIt() {
        XCTAssertSchedulerConforms(HistoricalScheduler(), promises: [.serial, .cancelsBeforeStart])
    }

    /// A test scheduler keeps its promises in virtual time, driven by the kit.
    func testTestSchedulerConformsWhenTheKitDrivesIt() {
        XCTAssertSchedulerConforms(TestScheduler(initialClock: 0), promises: [.serial, .cancelsBeforeStart])
    }

    /// `ActorScheduler` is serial, cancels before start, and honours due times and periods.
    func testActorSchedulerConforms() {
        XCTAssertSchedulerConforms(ActorScheduler(actor: ActorSchedulerMailbox()), promises: [.serial, .cancelsBeforeStart])
    }

    // MARK: - The kit is honest: one broken promise, one promise reported

    /// A scheduler that runs an action twice is reported for `runsEachActionOnce`, and only for it.
    func testKitReportsAnActionThatRunsTwice() {
        assertKitReports(exactly: .runsEachActionOnce, for: RunsTwiceScheduler(), promises: [.serial, .cancelsBeforeStart])
    }

    /// A scheduler that ignores a disposal is reported for `cancelsBeforeStart`, and only for it.
    func testKitReportsAnActionThatRunsAfterItsDisposal() {
        assertKitReports(exactly: .cancelsBeforeStart, for: IgnoresDisposalScheduler(), promises: [.serial, .cancelsBeforeStart])
    }

    /// An immediate scheduler on a concurrent queue that ignores a disposal is reported for
    /// `cancelsBeforeStart`: it starts nearly every action after its disposal returned.
    func testKitReportsAConcurrentImmediateSchedulerThatIgnoresDisposal() {
        let violations = schedulerViolations(ConcurrentIgnoresDisposalScheduler(), promises: [.cancelsBeforeStart])
        XCTAssertEqual(Set(violations.map(\.promise)), [.cancelsBeforeStart], "\(violations)")
    }

    /// A scheduler that cancels, but starts every fifth action after its disposal returned (a
    /// thread preempted between the check and the call), is not reported: late starts are no
    /// proof until they outnumber the actions it cancelled.
    func testKitDoesNotReportAFewLateStartsOfASchedulerThatCancelsTheRest() {
        let scheduler = DeferringScheduler(runsAtOnce: 10, ignoresDisposal: { $0 % 5 == 0 })
        let violations = schedulerViolations(scheduler, promises: [.cancelsBeforeStart])
        XCTAssertTrue(violations.isEmpty, "\(violations)")
        XCTAssertGreaterThan(scheduler.lateStarts, 0, "the fake never started an action late")
    }

    /// When a whole round of twenty starts before its disposals are called, the kit schedules
    /// another: a scheduler that ignores disposal is reported even though it ran its first
    /// round early.
    func testKitSchedulesAnotherRoundWhenEveryActionStartedBeforeItsDisposal() {
        // The kit's first check schedules ten, then the cancelling check's first round twenty.
        let scheduler = DeferringScheduler(runsAtOnce: 30, ignoresDisposal: { _ in true })
        let violations = schedulerViolations(scheduler, promises: [.cancelsBeforeStart])
        XCTAssertEqual(violations.map(\.promise), [.cancelsBeforeStart], "\(violations)")
    }

    /// A scheduler that starts every action inside `schedule`, before its disposal is called,
    /// gives the cancelling check no evidence: after ten rounds it is not reported, even though
    /// it ignores disposal, and the kit has scheduled all two hundred of those actions.
    func testKitReportsNothingWhenEveryActionStartsBeforeItsDisposalInEveryRound() {
        let scheduler = DeferringScheduler(runsAtOnce: .max, ignoresDisposal: { _ in true })
        let violations = schedulerViolations(scheduler, promises: [.cancelsBeforeStart])
        XCTAssertTrue(violations.isEmpty, "\(violations)")
        // Ten actions for the first check, then ten rounds of twenty.
        XCTAssertEqual(scheduler.calls, 10 + 10 * 20)
    }

    /// A scheduler that runs a relative action at once is reported for `waitsForDueTime`.
    func testKitReportsARelativeActionThatRunsAtOnce() {
        // Not declared to cancel: the kit's cancelling check for a timed scheduler disposes a
        // relative action at once, and an action that runs at once may already have started.
        assertKitReports(exactly: .waitsForDueTime, for: RunsRelativeAtOnceScheduler(), promises: [.serial])
    }

    /// A scheduler declared serial that runs actions out of order is reported for `serial`.
    func testKitReportsActionsOutOfOrderOnASchedulerDeclaredSerial() {
        assertKitReports(exactly: .serial, for: OutOfOrderScheduler(), promises: [.serial, .cancelsBeforeStart])
    }

    /// A scheduler whose periodic ticks overlap is reported for `periodicWork`.
    func testKitReportsPeriodicWorkThatOverlapsItself() {
        assertKitReports(exactly: .periodicWork, for: OverlappingPeriodicScheduler(), promises: [.serial, .cancelsBeforeStart])
    }

    /// A scheduler whose `now` goes back is reported for `nowNeverGoesBack`.
    func testKitReportsANowThatGoesBackwards() {
        assertKitReports(exactly: .nowNeverGoesBack, for: BackwardsClockScheduler(), promises: [.serial, .cancelsBeforeStart])
    }

    /// A wall-clock scheduler whose `now` is an hour away from `Date()` is reported for
    /// `nowIsWallClock`, and for nothing else.
    func testKitReportsAWallClockSchedulerWhoseNowIsAnHourAhead() {
        assertKitReports(exactly: .nowIsWallClock, for: HourAheadClockScheduler(), promises: [.serial, .cancelsBeforeStart])
    }

    /// Declaring `.serial` for a concurrent scheduler is reported as a broken promise, not a crash.
    func testKitReportsAConcurrentSchedulerDeclaredSerialInsteadOfCrashing() {
        let violations = schedulerViolations(ConcurrentDispatchQueueScheduler(qos: .default), promises: [.serial, .cancelsBeforeStart])
        XCTAssertTrue(violations.contains { $0.promise == .serial }, "\(violations)")
    }

    /// A virtual-time scheduler nobody drives is reported as work that never ran, within the timeout: no hang.
    func testKitReportsAVirtualSchedulerNobodyDrivesAsTimeoutsInsteadOfHanging() {
        let started = Date()
        let scheduler = TestScheduler(initialClock: 0)
        let violations = schedulerViolations(scheduler, promises: [.serial], clock: .wall, name: "undriven TestScheduler", timeout: 0.2)
        // Run what the kit left queued, so nothing stays alive after the test.
        scheduler.start()
        XCTAssertTrue(violations.contains { $0.promise == .runsEachActionOnce && $0.description.hasPrefix("undriven TestScheduler breaks runsEachActionOnce: actions") }, "\(violations)")
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }

    private func assertKitReports<Scheduler: SchedulerType>(exactly promise: SchedulerPromise, for scheduler: Scheduler, promises: SchedulerPromises, file: StaticString = #filePath, line: UInt = #line) {
        let violations = schedulerViolations(scheduler, promises: promises)
        XCTAssertFalse(violations.isEmpty, "the kit found nothing wrong", file: file, line: line)
        XCTAssertEqual(Set(violations.map(\.promise)), [promise], "\(violations)", file: file, line: line)
    }
}

// MARK: - Broken schedulers: each one a correct serial dispatch scheduler but for one thing

/// Forwards everything to a correct serial scheduler; each broken scheduler overrides one thing.
private class ForwardingScheduler: SchedulerType {
    let inner = SerialDispatchQueueScheduler(internalSerialQueueName: "conformance.broken")

    var now: RxTime { inner.now }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        inner.schedule(state, action: action)
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        inner.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        inner.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

/// Runs every immediate action twice.
private final class RunsTwiceScheduler: ForwardingScheduler {
    override func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        Disposables.create(inner.schedule(state, action: action), inner.schedule(state, action: action))
    }
}

/// Returns a disposable that cancels nothing.
private final class IgnoresDisposalScheduler: ForwardingScheduler {
    override func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        _ = inner.schedule(state, action: action)
        return Disposables.create()
    }

    override func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        _ = inner.scheduleRelative(state, dueTime: dueTime, action: action)
        return Disposables.create()
    }
}

/// Immediate only, on a concurrent queue: runs every action, disposed or not.
private final class ConcurrentIgnoresDisposalScheduler: ImmediateSchedulerType, @unchecked Sendable {
    let queue = DispatchQueue(label: "conformance.broken.concurrent", attributes: .concurrent)

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        nonisolated(unsafe) let state = state
        queue.async { _ = action(state) }
        return Disposables.create()
    }
}

/// Immediate only, and on no queue: after its first `runsAtOnce` calls, which run inside
/// `schedule`, each action runs inside the next call to `schedule`, as a queue would run it a
/// moment later; so the kit sees starts after disposal without a race. Calls for which
/// `ignoresDisposal` (given the call's number, from 1) holds run even when disposed.
private final class DeferringScheduler: ImmediateSchedulerType, @unchecked Sendable {
    private let lock = NSLock()
    private let runsAtOnce: Int
    private let ignoresDisposal: (Int) -> Bool
    private(set) var calls = 0
    private var pending: (() -> Void)?
    private(set) var lateStarts = 0

    init(runsAtOnce: Int, ignoresDisposal: @escaping (Int) -> Bool) {
        self.runsAtOnce = runsAtOnce
        self.ignoresDisposal = ignoresDisposal
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let (call, previous) = lock.withLock { () -> (Int, (() -> Void)?) in
            calls += 1
            defer { pending = nil }
            return (calls, pending)
        }
        previous?()
        if call <= runsAtOnce {
            return action(state)
        }
        let disposable = BooleanDisposable()
        let ignores = ignoresDisposal(call)
        lock.withLock {
            pending = { [self] in
                if disposable.isDisposed {
                    guard ignores else { return }
                    lock.withLock { lateStarts += 1 }
                }
                _ = action(state)
            }
        }
        return disposable
    }
}

/// Runs a relative action as soon as the queue gets to it, ignoring its due time.
private final class RunsRelativeAtOnceScheduler: ForwardingScheduler {
    override func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        inner.schedule(state, action: action)
    }
}

/// One action at a time, but last in, first out: actions scheduled within 5 ms of each other
/// wait together and then run newest first.
private final class OutOfOrderScheduler: ForwardingScheduler {
    private let lock = NSLock()
    private var waiting: [() -> Void] = []

    override func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let scheduled = SingleAssignmentDisposable()
        lock.lock()
        waiting.append {
            if !scheduled.isDisposed { scheduled.setDisposable(action(state)) }
        }
        let isFirst = waiting.count == 1
        lock.unlock()
        if isFirst {
            _ = inner.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
                self.lock.lock()
                let batch = self.waiting
                self.waiting = []
                self.lock.unlock()
                batch.reversed().forEach { $0() }
                return Disposables.create()
            }
        }
        return scheduled
    }
}

/// Starts each tick on a concurrent queue whether or not the previous one has finished.
private final class OverlappingPeriodicScheduler: ForwardingScheduler {
    override func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let current = StateBox(state)
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "conformance.overlapping.timer"))
        timer.schedule(deadline: .now() + startAfter, repeating: period)
        timer.setEventHandler {
            DispatchQueue.global().async {
                current.value = action(current.value)
            }
        }
        timer.resume()
        return Disposables.create { timer.cancel() }
    }
}

/// Every other reading of `now` is a tenth of a millisecond behind the wall clock.
private final class BackwardsClockScheduler: ForwardingScheduler {
    private let lock = NSLock()
    private var readings = 0

    override var now: RxTime {
        lock.lock()
        readings += 1
        let behind = readings.isMultiple(of: 2)
        lock.unlock()
        return behind ? Date().addingTimeInterval(-0.0001) : Date()
    }
}

/// A serial dispatch scheduler whose clock reads an hour ahead of the wall clock, steadily.
private final class HourAheadClockScheduler: ForwardingScheduler {
    override var now: RxTime {
        Date().addingTimeInterval(3600)
    }
}

/// The periodic state, read and written under a lock; the action itself runs outside it.
private final class StateBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}

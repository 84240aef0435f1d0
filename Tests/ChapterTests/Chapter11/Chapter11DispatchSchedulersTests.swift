import Dispatch
import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

/// Chapter 11: the dispatch schedulers. Every thread claim is checked on real threads, with
/// queue-specific keys and `Thread.isMainThread`; every time claim as an order of events or as
/// the scheduler's own `now`, never as a duration.
///
/// `@testable` reaches `MainScheduler.numberEnqueued`, the counter the chapter explains.
final class Chapter11DispatchSchedulersTests: RxReadingTestCase {
    private let timeout: TimeInterval = 10
}

// MARK: - Helpers

/// Counts the actions running at the same moment and remembers the most it ever saw.
private final class OverlapProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var running = 0
    private var most = 0

    func enter() {
        lock.lock()
        running += 1
        most = max(most, running)
        lock.unlock()
    }

    func leave() {
        lock.lock()
        running -= 1
        lock.unlock()
    }

    /// The most actions that ever ran at once.
    var mostAtOnce: Int {
        lock.lock()
        defer { lock.unlock() }
        return most
    }
}

extension Chapter11DispatchSchedulersTests {
    /// Waits until everything already sent to the main queue has run: the main queue is FIFO,
    /// so once a block sent now has run, so has all earlier work (and `numberEnqueued` is 0).
    fileprivate func drainMainQueue() {
        let drained = expectation(description: "main queue drained")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: timeout)
    }
}

// MARK: - SerialDispatchQueueScheduler

extension Chapter11DispatchSchedulersTests {
    /// The scheduler wraps the queue it is given in a serial queue that targets it, so the work
    /// runs on the given queue and sees its queue-specific values.
    func testSerialSchedulerRunsActionsOnTheQueueItIsGiven() {
        let key = DispatchSpecificKey<String>()
        let given = DispatchQueue(label: "chapter11.given")
        given.setSpecific(key: key, value: "given queue")
        let scheduler = SerialDispatchQueueScheduler(queue: given, internalSerialQueueName: "chapter11.serial")
        let seen = Recorder<String>()
        let ran = expectation(description: "action ran")

        _ = scheduler.schedule(()) { _ in
            seen.onNext(DispatchQueue.getSpecific(key: key) ?? "another queue")
            ran.fulfill()
            return Disposables.create()
        }

        wait(for: [ran], timeout: timeout)
        XCTAssertEqual(seen.events, [.next("given queue")])
    }

    /// A serial scheduler with a queue of its own runs one action at a time, in order.
    func testSerialSchedulerNeverRunsTwoActionsAtOnce() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "chapter11.own")
        let probe = OverlapProbe()
        let recorder = Recorder<Int>()
        let allRan = expectation(description: "all actions ran")
        allRan.expectedFulfillmentCount = 20

        for index in 0 ..< 20 {
            _ = scheduler.schedule(index) { index in
                probe.enter()
                Thread.sleep(forTimeInterval: 0.001)
                recorder.onNext(index)
                probe.leave()
                allRan.fulfill()
                return Disposables.create()
            }
        }

        wait(for: [allRan], timeout: timeout)
        XCTAssertEqual(recorder.elements, Array(0 ..< 20))
        XCTAssertEqual(probe.mostAtOnce, 1)
    }

    /// Why the scheduler wraps the queue it is given: handed a concurrent queue, it still runs
    /// actions one at a time and in order. (The same kind of queue does run two actions at
    /// once under `ConcurrentDispatchQueueScheduler`; see
    /// `testConcurrentSchedulerRunsTwoActionsAtTheSameTime`.)
    func testSerialSchedulerOverAConcurrentQueueStillRunsActionsOneAtATimeInOrder() {
        let concurrent = DispatchQueue(label: "chapter11.concurrent", attributes: .concurrent)
        let scheduler = SerialDispatchQueueScheduler(queue: concurrent, internalSerialQueueName: "chapter11.wrapper")
        let probe = OverlapProbe()
        let recorder = Recorder<Int>()
        let allRan = expectation(description: "all actions ran")
        allRan.expectedFulfillmentCount = 20

        for index in 0 ..< 20 {
            _ = scheduler.schedule(index) { index in
                probe.enter()
                Thread.sleep(forTimeInterval: 0.002)
                recorder.onNext(index)
                probe.leave()
                allRan.fulfill()
                return Disposables.create()
            }
        }

        wait(for: [allRan], timeout: timeout)
        XCTAssertEqual(recorder.elements, Array(0 ..< 20))
        XCTAssertEqual(probe.mostAtOnce, 1)
    }

    /// `init(qos:)` wraps a global concurrent queue, and the wrapper keeps it serial: work runs
    /// off the main thread, one action at a time, in order.
    func testSerialSchedulerOnAGlobalQueueRunsOffTheMainThreadOneAtATime() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let probe = OverlapProbe()
        let recorder = Recorder<String>()
        let allRan = expectation(description: "all actions ran")
        allRan.expectedFulfillmentCount = 3

        for name in ["a", "b", "c"] {
            _ = scheduler.schedule(name) { name in
                probe.enter()
                Thread.sleep(forTimeInterval: 0.002)
                recorder.onNext("\(name) on \(Thread.isMainThread ? "main" : "background")")
                probe.leave()
                allRan.fulfill()
                return Disposables.create()
            }
        }

        wait(for: [allRan], timeout: timeout)
        XCTAssertEqual(recorder.events, [.next("a on background"), .next("b on background"), .next("c on background")])
        XCTAssertEqual(probe.mostAtOnce, 1)
    }

    /// `serialQueueConfiguration` is called with the scheduler's own queue, named as asked,
    /// before any work runs on it.
    func testSerialQueueConfigurationIsAppliedToTheSchedulersOwnQueue() {
        let key = DispatchSpecificKey<String>()
        let labels = Recorder<String>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "chapter11.configured", serialQueueConfiguration: { queue in
            labels.onNext(queue.label)
            queue.setSpecific(key: key, value: "configured")
        })
        let seen = Recorder<String>()
        let ran = expectation(description: "action ran")

        _ = scheduler.schedule(()) { _ in
            seen.onNext(DispatchQueue.getSpecific(key: key) ?? "not configured")
            ran.fulfill()
            return Disposables.create()
        }

        wait(for: [ran], timeout: timeout)
        XCTAssertEqual(labels.events, [.next("chapter11.configured")])
        XCTAssertEqual(seen.events, [.next("configured")])
    }

    /// Disposing a scheduled action before the queue reaches it cancels it.
    func testDisposingAScheduledActionBeforeItRunsCancelsIt() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "chapter11.cancel")
        let recorder = Recorder<String>()

        // Holds the queue, so the next action is certainly still waiting when it is disposed.
        let openGate = holdBusy(scheduler)
        let cancelled = scheduler.schedule(()) { _ in
            recorder.onNext("cancelled action")
            return Disposables.create()
        }
        cancelled.dispose()
        openGate()

        waitForQueue(of: scheduler)
        XCTAssertEqual(recorder.events, [])
    }

    /// The disposable `schedule` returns disposes, once the action has run, what the action
    /// returned.
    func testDisposingAfterTheActionRanDisposesWhatTheActionReturned() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "chapter11.result")
        let started = BooleanDisposable()

        let scheduled = scheduler.schedule(()) { _ in started }
        waitForQueue(of: scheduler)
        XCTAssertFalse(started.isDisposed)

        scheduled.dispose()
        XCTAssertTrue(started.isDisposed)
    }
}

// MARK: - scheduleRelative and schedulePeriodic (dispatch timers)

extension Chapter11DispatchSchedulersTests {
    /// `scheduleRelative` runs the action on the scheduler's queue, and not before the due time
    /// has passed on the scheduler's own clock.
    func testScheduleRelativeRunsOnTheQueueOnceTheDueTimeHasPassed() {
        let key = DispatchSpecificKey<String>()
        let given = DispatchQueue(label: "chapter11.timers")
        given.setSpecific(key: key, value: "timer queue")
        let scheduler = SerialDispatchQueueScheduler(queue: given, internalSerialQueueName: "chapter11.relative")
        let dueTime = RxTimeInterval.milliseconds(100)
        let ran = expectation(description: "delayed action ran")
        let seen = Recorder<String>()
        let ranAt = Locked<DispatchTime?>(nil)

        let scheduledAt = DispatchTime.now()
        _ = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            ranAt.withValue { $0 = DispatchTime.now() }
            seen.onNext(DispatchQueue.getSpecific(key: key) ?? "another queue")
            ran.fulfill()
            return Disposables.create()
        }

        wait(for: [ran], timeout: timeout)
        XCTAssertEqual(seen.events, [.next("timer queue")])
        guard let ranAt = ranAt.value else { return XCTFail("the action did not record when it ran") }
        // Measured on the dispatch timer's own monotonic clock, not on the scheduler's `now` (the
        // wall clock, which an adjustment of the system's time can move), so no slack is needed.
        XCTAssertGreaterThanOrEqual(ranAt.uptimeNanoseconds - scheduledAt.uptimeNanoseconds, 100_000_000)
    }

    /// Disposing before the due time cancels the timer: the action never runs, while a later
    /// timer on the same queue does. (The queue is held until `dispose` has returned, so a slow
    /// machine that only gets to `dispose` after the due time still tests this claim: the fired
    /// timer's handler waits behind the held queue and then finds its work disposed.)
    func testDisposingScheduleRelativeBeforeTheDueTimePreventsTheAction() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "chapter11.relativeCancel")
        let recorder = Recorder<String>()
        let sentinelRan = expectation(description: "later timer ran")

        // Holds the queue, so the timer's action cannot run before it is disposed, however long
        // this thread takes to get from scheduleRelative to dispose.
        let openGate = holdBusy(scheduler)
        let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            recorder.onNext("cancelled timer")
            return Disposables.create()
        }
        cancelled.dispose()
        openGate()

        // Due well after the cancelled one, on the same serial queue: had the first timer not
        // been cancelled, it would have fired first.
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(120)) { _ in
            recorder.onNext("later timer")
            sentinelRan.fulfill()
            return Disposables.create()
        }

        wait(for: [sentinelRan], timeout: timeout)
        XCTAssertEqual(recorder.events, [.next("later timer")])
    }

    /// After a delayed action has run, disposing what `scheduleRelative` returned disposes what
    /// the action returned.
    func testDisposingScheduleRelativeAfterItRanDisposesWhatTheActionReturned() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "chapter11.relativeResult")
        let started = BooleanDisposable()
        let ran = expectation(description: "delayed action ran")

        let scheduled = scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
            ran.fulfill()
            return started
        }
        wait(for: [ran], timeout: timeout)
        waitForQueue(of: scheduler)
        XCTAssertFalse(started.isDisposed)

        scheduled.dispose()
        XCTAssertTrue(started.isDisposed)
    }

    /// `schedulePeriodic` ticks repeatedly, handing each run the state the previous run
    /// returned, and stops ticking once disposed.
    func testSchedulePeriodicPassesStateAlongAndStopsOnDispose() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "chapter11.periodic")
        let recorder = Recorder<Int>()
        let subscription = SingleAssignmentDisposable()
        let fifthTick = expectation(description: "five ticks")
        // The queue is held until the subscription holds the timer: a test thread stalled for
        // five periods would otherwise let the fifth tick dispose an empty subscription, and
        // a sixth tick run.
        let openGate = holdBusy(scheduler)

        subscription.setDisposable(scheduler.schedulePeriodic(0, startAfter: .milliseconds(10), period: .milliseconds(10)) { state in
            recorder.onNext(state)
            if state == 4 {
                // Disposed on the timer's own serial queue, so no tick is in progress elsewhere.
                subscription.dispose()
                fifthTick.fulfill()
            }
            return state + 1
        })
        openGate()
        wait(for: [fifthTick], timeout: timeout)

        // Due several periods later on the same queue: any tick that still fired would come
        // before it.
        let later = expectation(description: "several periods later")
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(80)) { _ in
            later.fulfill()
            return Disposables.create()
        }
        wait(for: [later], timeout: timeout)

        XCTAssertEqual(recorder.elements, [0, 1, 2, 3, 4])
    }

    /// Disposing periodic work before its first tick means it never runs. (As above, the queue
    /// is held until `dispose` has returned, so no tick can run first on a slow machine.)
    func testDisposingSchedulePeriodicBeforeTheFirstTickPreventsEveryTick() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "chapter11.periodicCancel")
        let recorder = Recorder<String>()

        // Holds the queue, so no tick can run before the work is disposed, however long this
        // thread takes to get from schedulePeriodic to dispose.
        let openGate = holdBusy(scheduler)
        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(20), period: .milliseconds(10)) { state in
            recorder.onNext("tick \(state)")
            return state + 1
        }
        periodic.dispose()
        openGate()

        let later = expectation(description: "several periods later")
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(100)) { _ in
            recorder.onNext("later timer")
            later.fulfill()
            return Disposables.create()
        }
        wait(for: [later], timeout: timeout)

        XCTAssertEqual(recorder.events, [.next("later timer")])
    }
}

// MARK: - ConcurrentDispatchQueueScheduler

extension Chapter11DispatchSchedulersTests {
    /// A concurrent scheduler lets two actions run at the same time: each waits for the other
    /// to have started, which only succeeds if both run at once.
    func testConcurrentSchedulerRunsTwoActionsAtTheSameTime() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let firstStarted = DispatchSemaphore(value: 0)
        let secondStarted = DispatchSemaphore(value: 0)
        let outcomes = Recorder<String>()
        let bothDone = expectation(description: "both actions finished")
        bothDone.expectedFulfillmentCount = 2

        _ = scheduler.schedule(()) { _ in
            firstStarted.signal()
            let met = secondStarted.wait(timeout: .now() + 30) == .success
            outcomes.onNext(met ? "first met second" : "first ran alone")
            bothDone.fulfill()
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            secondStarted.signal()
            let met = firstStarted.wait(timeout: .now() + 30) == .success
            outcomes.onNext(met ? "second met first" : "second ran alone")
            bothDone.fulfill()
            return Disposables.create()
        }

        // Longer than the actions' own waits, so that one running alone is reported as such.
        wait(for: [bothDone], timeout: 60)
        XCTAssertEqual(outcomes.elements.sorted(), ["first met second", "second met first"])
    }

    /// `ConcurrentDispatchQueueScheduler` uses the queue it is given as it is: work runs on it.
    func testConcurrentSchedulerRunsActionsOnTheQueueItIsGiven() {
        let key = DispatchSpecificKey<String>()
        let given = DispatchQueue(label: "chapter11.concurrentGiven", attributes: .concurrent)
        given.setSpecific(key: key, value: "given queue")
        let scheduler = ConcurrentDispatchQueueScheduler(queue: given)
        let seen = Recorder<String>()
        let ran = expectation(description: "both actions ran")
        ran.expectedFulfillmentCount = 2

        _ = scheduler.schedule(()) { _ in
            seen.onNext(DispatchQueue.getSpecific(key: key) ?? "another queue")
            ran.fulfill()
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
            seen.onNext(DispatchQueue.getSpecific(key: key) ?? "another queue")
            ran.fulfill()
            return Disposables.create()
        }

        wait(for: [ran], timeout: timeout)
        XCTAssertEqual(seen.events, [.next("given queue"), .next("given queue")])
    }

    /// Periodic work on a concurrent queue never overlaps itself, even when each run is slower
    /// than the period: one timer source delivers one tick at a time, so the state needs no lock.
    func testPeriodicWorkOnAConcurrentQueueNeverOverlapsItself() {
        // A concurrent queue of its own, held until the subscription holds the timer, so a
        // stalled test thread cannot let the fourth tick dispose an empty subscription.
        let queue = DispatchQueue(label: "chapter11.periodicConcurrent", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let probe = OverlapProbe()
        let recorder = Recorder<Int>()
        let subscription = SingleAssignmentDisposable()
        let fourthTick = expectation(description: "four ticks")
        queue.suspend()

        subscription.setDisposable(scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(2)) { state in
            probe.enter()
            // Slower than the period, so later ticks come due while this one runs.
            Thread.sleep(forTimeInterval: 0.006)
            recorder.onNext(state)
            probe.leave()
            if state == 3 {
                subscription.dispose()
                fourthTick.fulfill()
            }
            return state + 1
        })
        queue.resume()

        wait(for: [fourthTick], timeout: timeout)
        XCTAssertEqual(recorder.elements, [0, 1, 2, 3])
        XCTAssertEqual(probe.mostAtOnce, 1)
    }

    /// `interval` on a dispatch scheduler whose `onNext` holds its thread for ten periods: the
    /// timer merges the ticks that fell due meanwhile into one delivery and goes on a period at a
    /// time; it never catches up. Measured on the dispatch timer's own monotonic clock: after the
    /// hold the timer's next delivery carries every tick it missed, and each delivery after that
    /// needs a period boundary that passes after the one before began, so the fifth delivery after
    /// the hold comes more than three periods after it (asserted as two, a period of slack). A
    /// catch-up would deliver them back to back, at once. A loaded machine only delays deliveries,
    /// which widens the gaps, so load cannot make this fail. Both a serial and a concurrent
    /// dispatch scheduler, since on a concurrent queue the ticks could arrive on other threads.
    func testIntervalOnADispatchSchedulerMergesTheTicksASlowOnNextMissed() {
        let periodNanoseconds: UInt64 = 20_000_000
        let schedulers: [(String, SchedulerType)] = [
            ("serial", SerialDispatchQueueScheduler(internalSerialQueueName: "chapter11.slowObserver")),
            ("concurrent", ConcurrentDispatchQueueScheduler(queue: DispatchQueue(label: "chapter11.slowObserverConcurrent", attributes: .concurrent))),
        ]
        for (kind, scheduler) in schedulers {
            let arrivals = Locked<[(value: Int, at: UInt64)]>([])
            let holdEnded = Locked<UInt64>(0)
            let sixTicks = expectation(description: "six ticks on the \(kind) scheduler")

            let subscription = Observable<Int>.interval(.nanoseconds(Int(periodNanoseconds)), scheduler: scheduler)
                .subscribe(onNext: { value in
                    let count = arrivals.withValue { list -> Int in
                        list.append((value, DispatchTime.now().uptimeNanoseconds))
                        return list.count
                    }
                    if value == 0 {
                        // Ten periods or more: the sleep never ends early.
                        Thread.sleep(forTimeInterval: Double(10 * periodNanoseconds) / 1e9)
                        holdEnded.value = DispatchTime.now().uptimeNanoseconds
                    }
                    if count == 6 {
                        sixTicks.fulfill()
                    }
                })
            wait(for: [sixTicks], timeout: timeout)
            subscription.dispose()

            let firstSix = Array(arrivals.value.prefix(6))
            XCTAssertEqual(firstSix.map(\.value), [0, 1, 2, 3, 4, 5], "\(kind)")
            guard firstSix.count == 6 else { continue }
            let fifthAfterHold = firstSix[5].at - holdEnded.value
            XCTAssertGreaterThanOrEqual(fifthAfterHold, 2 * periodNanoseconds,
                                        "\(kind): the fifth tick after the hold came \(fifthAfterHold) ns after it: a catch-up burst")
        }
    }

    /// Disposing scheduled work is safe from any thread, even from two at once while the timers
    /// fire: each action runs at most once, and each that ran has what it returned disposed
    /// exactly once. Every action counts for itself (a sum would hide one action disposed twice
    /// and another never), and the first 25 have run before any thread disposes, so the test
    /// cannot pass by having nothing run.
    func testDisposingFromManyThreadsAtOnceDisposesEachActionOnce() {
        let queue = DispatchQueue(label: "chapter11.race", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let actionCount = 100
        let earlyCount = 25
        let counts = (0 ..< actionCount).map { _ in Locked((ran: 0, disposed: 0)) }
        let earlyRan = expectation(description: "the early actions ran")
        earlyRan.expectedFulfillmentCount = earlyCount

        let scheduled = (0 ..< actionCount).map { index in
            // The early ones are due at once; the rest within 4 ms, racing the disposing threads.
            let dueTime = index < earlyCount ? RxTimeInterval.nanoseconds(0) : .milliseconds(index % 4)
            return scheduler.scheduleRelative(index, dueTime: dueTime) { index in
                counts[index].withValue { $0.ran += 1 }
                if index < earlyCount {
                    earlyRan.fulfill()
                }
                return Disposables.create { counts[index].withValue { $0.disposed += 1 } }
            }
        }
        wait(for: [earlyRan], timeout: timeout)

        // Two threads dispose each disposable.
        DispatchQueue.concurrentPerform(iterations: 2 * actionCount) { index in
            scheduled[index / 2].dispose()
        }
        // A barrier waits for every action already running; none starts after its dispose.
        queue.sync(flags: .barrier) {}

        for (index, count) in counts.enumerated() {
            let final = count.value
            XCTAssertLessThanOrEqual(final.ran, 1, "action \(index) ran more than once")
            XCTAssertEqual(final.disposed, final.ran, "action \(index) ran \(final.ran) times and was disposed \(final.disposed) times")
            if index < earlyCount {
                XCTAssertEqual(final.ran, 1, "action \(index) was due before the disposing began")
            }
        }
    }
}

// MARK: - OperationQueueScheduler

extension Chapter11DispatchSchedulersTests {
    /// `OperationQueueScheduler` runs each action as an operation of the queue it was given.
    func testOperationQueueSchedulerRunsActionsOnItsOperationQueue() {
        let operationQueue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: operationQueue)
        let seen = Recorder<String>()
        let ran = expectation(description: "action ran")

        _ = scheduler.schedule(()) { _ in
            seen.onNext(OperationQueue.current === operationQueue ? "its operation queue" : "elsewhere")
            ran.fulfill()
            return Disposables.create()
        }

        wait(for: [ran], timeout: timeout)
        XCTAssertEqual(seen.events, [.next("its operation queue")])
    }

    /// Every operation the scheduler creates carries the scheduler's `queuePriority`.
    func testOperationQueueSchedulerGivesItsOperationsItsQueuePriority() {
        let operationQueue = OperationQueue()
        operationQueue.isSuspended = true
        let high = OperationQueueScheduler(operationQueue: operationQueue, queuePriority: .high)
        let normal = OperationQueueScheduler(operationQueue: operationQueue)

        _ = high.schedule(()) { _ in Disposables.create() }
        _ = normal.schedule(()) { _ in Disposables.create() }

        XCTAssertEqual(operationQueue.operations.map(\.queuePriority), [.high, .normal])
        operationQueue.isSuspended = false
        operationQueue.waitUntilAllOperationsAreFinished()
    }

    /// The queue honours that priority: of the waiting actions, the higher-priority one starts
    /// first, whatever the order they were scheduled in.
    func testOperationQueueStartsTheHigherPriorityActionFirst() {
        let operationQueue = OperationQueue()
        operationQueue.maxConcurrentOperationCount = 1
        operationQueue.isSuspended = true
        let low = OperationQueueScheduler(operationQueue: operationQueue, queuePriority: .low)
        let high = OperationQueueScheduler(operationQueue: operationQueue, queuePriority: .high)
        let recorder = Recorder<String>()

        _ = low.schedule(()) { _ in
            recorder.onNext("low")
            return Disposables.create()
        }
        _ = high.schedule(()) { _ in
            recorder.onNext("high")
            return Disposables.create()
        }
        operationQueue.isSuspended = false
        operationQueue.waitUntilAllOperationsAreFinished()

        XCTAssertEqual(recorder.events, [.next("high"), .next("low")])
    }

    /// With `maxConcurrentOperationCount = 1` no two actions ever run at once.
    func testMaxConcurrentOperationCountOfOneMeansNoOverlap() {
        let operationQueue = OperationQueue()
        operationQueue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: operationQueue)
        let probe = OverlapProbe()
        let recorder = Recorder<Int>()

        for index in 0 ..< 20 {
            _ = scheduler.schedule(index) { index in
                probe.enter()
                Thread.sleep(forTimeInterval: 0.001)
                recorder.onNext(index)
                probe.leave()
                return Disposables.create()
            }
        }
        operationQueue.waitUntilAllOperationsAreFinished()

        XCTAssertEqual(recorder.elements.count, 20)
        XCTAssertEqual(probe.mostAtOnce, 1)
    }

    /// Disposing before the queue starts the operation cancels the action.
    func testDisposingBeforeTheOperationStartsCancelsTheAction() {
        let operationQueue = OperationQueue()
        operationQueue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: operationQueue)
        let recorder = Recorder<String>()

        let cancelled = scheduler.schedule(()) { _ in
            recorder.onNext("cancelled action")
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            recorder.onNext("kept action")
            return Disposables.create()
        }
        cancelled.dispose()
        operationQueue.isSuspended = false
        operationQueue.waitUntilAllOperationsAreFinished()

        XCTAssertEqual(recorder.events, [.next("kept action")])
    }

    /// After the action ran, disposing what `schedule` returned disposes what the action
    /// returned, and only then.
    func testDisposingAfterTheOperationRanDisposesWhatTheActionReturned() {
        let operationQueue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: operationQueue)
        let recorder = Recorder<String>()

        let scheduled = scheduler.schedule(()) { _ in
            recorder.onNext("action")
            return Disposables.create { recorder.onNext("its disposable disposed") }
        }
        operationQueue.waitUntilAllOperationsAreFinished()
        recorder.onNext("before dispose")
        scheduled.dispose()

        XCTAssertEqual(recorder.events, [.next("action"), .next("before dispose"), .next("its disposable disposed")])
    }

    /// The queue's own cancelling reaches the scheduler's operations: `cancelAllOperations()`
    /// on a suspended queue stops every waiting action, as it stops a `BlockOperation`, and the
    /// queue still takes later work.
    func testCancellingTheQueuesOperationsStopsTheWaitingActions() {
        let operationQueue = OperationQueue()
        operationQueue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: operationQueue)
        let recorder = Recorder<String>()

        for name in ["first", "second"] {
            _ = scheduler.schedule(name) { name in
                recorder.onNext(name)
                return Disposables.create()
            }
        }
        operationQueue.cancelAllOperations()
        XCTAssertEqual(operationQueue.operations.map(\.isCancelled), [true, true])
        operationQueue.isSuspended = false
        operationQueue.waitUntilAllOperationsAreFinished()
        _ = scheduler.schedule("after") { name in
            recorder.onNext(name)
            return Disposables.create()
        }
        operationQueue.waitUntilAllOperationsAreFinished()

        XCTAssertEqual(recorder.events, [.next("after")])
    }
}

// MARK: - MainScheduler

extension Chapter11DispatchSchedulersTests {
    /// On the main queue, with nothing of its own waiting there, `MainScheduler.instance` runs
    /// the action at once, before `schedule` returns.
    func testMainSchedulerRunsTheActionAtOnceOnTheMainQueueWithNothingEnqueued() {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs test methods on the main thread")
        drainMainQueue()
        let recorder = Recorder<String>()

        _ = MainScheduler.instance.schedule(()) { _ in
            recorder.onNext("action")
            return Disposables.create()
        }
        recorder.onNext("schedule returned")

        XCTAssertEqual(recorder.events, [.next("action"), .next("schedule returned")])
    }

    /// While an action runs, `numberEnqueued` is above zero, so what it schedules is deferred
    /// until it returns and runs in scheduling order: the stack never grows.
    func testMainSchedulerDefersWorkScheduledFromInsideAnActionAndKeepsOrder() {
        drainMainQueue()
        let recorder = Recorder<Int>()
        let fifth = expectation(description: "innermost action ran")

        _ = MainScheduler.instance.schedule(()) { _ in
            recorder.onNext(1)
            _ = MainScheduler.instance.schedule(()) { _ in
                recorder.onNext(3)
                _ = MainScheduler.instance.schedule(()) { _ in
                    recorder.onNext(5)
                    fifth.fulfill()
                    return Disposables.create()
                }
                recorder.onNext(4)
                return Disposables.create()
            }
            recorder.onNext(2)
            return Disposables.create()
        }
        XCTAssertEqual(recorder.elements, [1, 2])

        wait(for: [fifth], timeout: timeout)
        XCTAssertEqual(recorder.elements, [1, 2, 3, 4, 5])
    }

    /// Why `numberEnqueued` exists: action A scheduled from a background thread waits in the
    /// main queue; action B, scheduled afterwards on the main thread, must not overtake it, so
    /// B is deferred too and A runs first.
    func testMainSchedulerDefersWhenWorkIsAlreadyEnqueuedSoEarlierWorkRunsFirst() {
        drainMainQueue()
        let recorder = Recorder<String>()
        let bothRan = expectation(description: "A and B ran")
        bothRan.expectedFulfillmentCount = 2
        let scheduledA = DispatchSemaphore(value: 0)

        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                recorder.onNext("A")
                bothRan.fulfill()
                return Disposables.create()
            }
            scheduledA.signal()
        }
        // Blocking the main thread keeps A waiting in the main queue.
        XCTAssertEqual(scheduledA.wait(timeout: .now() + timeout), .success)

        _ = MainScheduler.instance.schedule(()) { _ in
            recorder.onNext("B")
            bothRan.fulfill()
            return Disposables.create()
        }
        XCTAssertEqual(recorder.events, [], "B must not run at once while A waits")

        wait(for: [bothRan], timeout: timeout)
        XCTAssertEqual(recorder.events, [.next("A"), .next("B")])
    }

    /// Work scheduled on `MainScheduler` from a background thread runs on the main thread.
    func testMainSchedulerRunsWorkFromABackgroundThreadOnTheMainThread() {
        let recorder = Recorder<String>()
        let ran = expectation(description: "action ran")

        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                recorder.onNext(Thread.isMainThread ? "main thread" : "background thread")
                ran.fulfill()
                return Disposables.create()
            }
        }

        wait(for: [ran], timeout: timeout)
        XCTAssertEqual(recorder.events, [.next("main thread")])
    }

    /// The check is for the main *queue*, not the main thread: on the main thread inside
    /// another queue's `sync`, `MainScheduler` defers.
    func testMainSchedulerChecksTheMainQueueNotTheMainThread() {
        drainMainQueue()
        let recorder = Recorder<String>()
        let ran = expectation(description: "action ran")
        let otherQueue = DispatchQueue(label: "chapter11.sync")

        otherQueue.sync {
            recorder.onNext(Thread.isMainThread ? "sync on main thread" : "sync elsewhere")
            _ = MainScheduler.instance.schedule(()) { _ in
                recorder.onNext("action")
                ran.fulfill()
                return Disposables.create()
            }
        }
        recorder.onNext("schedule returned")

        wait(for: [ran], timeout: timeout)
        XCTAssertEqual(recorder.events, [.next("sync on main thread"), .next("schedule returned"), .next("action")])
    }

    /// `MainScheduler.asyncInstance` always defers, even on the main queue with nothing
    /// enqueued: the action runs only once the main run loop spins.
    func testAsyncInstanceAlwaysDefersEvenOnTheMainQueue() {
        drainMainQueue()
        let recorder = Recorder<String>()
        let ran = expectation(description: "action ran")

        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            recorder.onNext(Thread.isMainThread ? "action on main thread" : "action elsewhere")
            ran.fulfill()
            return Disposables.create()
        }
        recorder.onNext("schedule returned")
        XCTAssertEqual(recorder.events, [.next("schedule returned")])

        wait(for: [ran], timeout: timeout)
        XCTAssertEqual(recorder.events, [.next("schedule returned"), .next("action on main thread")])
    }

    /// A deferred `MainScheduler` action disposed before its turn never runs, and its slot is
    /// counted out, so `numberEnqueued` comes back to zero.
    func testDisposingADeferredMainSchedulerActionCancelsIt() {
        drainMainQueue()
        let recorder = Recorder<String>()
        let sentinelRan = expectation(description: "later action ran")

        _ = MainScheduler.instance.schedule(()) { _ in
            recorder.onNext("outer")
            let deferred = MainScheduler.instance.schedule(()) { _ in
                recorder.onNext("cancelled action")
                return Disposables.create()
            }
            deferred.dispose()
            _ = MainScheduler.instance.schedule(()) { _ in
                recorder.onNext("later action")
                sentinelRan.fulfill()
                return Disposables.create()
            }
            return Disposables.create()
        }

        wait(for: [sentinelRan], timeout: timeout)
        XCTAssertEqual(recorder.events, [.next("outer"), .next("later action")])
        XCTAssertEqual(load(MainScheduler.instance.numberEnqueued), 0)
    }

    /// `ensureExecutingOnScheduler` and `ensureRunningOnMainThread` let code on the main queue
    /// through, from the test method and from a block on the main queue.
    func testEnsureChecksPassOnTheMainQueue() {
        let recorder = Recorder<String>()
        let ran = expectation(description: "main queue block ran")

        MainScheduler.ensureExecutingOnScheduler()
        MainScheduler.ensureRunningOnMainThread()
        recorder.onNext("test method passed")
        DispatchQueue.main.async {
            MainScheduler.ensureExecutingOnScheduler()
            MainScheduler.ensureRunningOnMainThread()
            recorder.onNext("main queue block passed")
            ran.fulfill()
        }

        wait(for: [ran], timeout: timeout)
        XCTAssertEqual(recorder.events, [.next("test method passed"), .next("main queue block passed")])
    }

    /// Calling `ensureExecutingOnScheduler` off the main queue is a misuse that stops the
    /// program with a message naming the rule.
    func testEnsureExecutingOnSchedulerOffTheMainQueueIsAMisuse() {
        assertMisuse(message: "must run on the main queue") {
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                MainScheduler.ensureExecutingOnScheduler()
                done.signal()
            }
            done.wait()
        }
    }

    /// A caller-supplied message replaces the default one.
    func testEnsureExecutingOnSchedulerReportsTheGivenMessage() {
        assertMisuse(message: "the table view must only be updated on the main queue") {
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                MainScheduler.ensureExecutingOnScheduler(errorMessage: "the table view must only be updated on the main queue")
                done.signal()
            }
            done.wait()
        }
    }

    /// Calling `ensureRunningOnMainThread` off the main thread is a misuse that stops the
    /// program with a message naming the rule.
    func testEnsureRunningOnMainThreadOffTheMainThreadIsAMisuse() {
        assertMisuse(message: "must run on the main thread") {
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                MainScheduler.ensureRunningOnMainThread()
                done.signal()
            }
            done.wait()
        }
    }
}

// MARK: - The main queue on Linux: who runs it

extension Chapter11DispatchSchedulersTests {
    /// `numberEnqueued` counts this scheduler's actions that are running or waiting in the main
    /// queue: 1 inside an action run at once, one more for each action that action defers, and
    /// back to 0 once the main queue has run them all.
    func testNumberEnqueuedCountsTheRunningActionAndEachDeferredOne() {
        drainMainQueue()
        let counts = Recorder<Int32>()
        let bothRan = expectation(description: "the deferred actions ran")
        bothRan.expectedFulfillmentCount = 2

        XCTAssertEqual(load(MainScheduler.instance.numberEnqueued), 0)
        _ = MainScheduler.instance.schedule(()) { _ in
            counts.onNext(load(MainScheduler.instance.numberEnqueued))
            for _ in 0 ..< 2 {
                _ = MainScheduler.instance.schedule(()) { _ in
                    bothRan.fulfill()
                    return Disposables.create()
                }
                counts.onNext(load(MainScheduler.instance.numberEnqueued))
            }
            return Disposables.create()
        }
        counts.onNext(load(MainScheduler.instance.numberEnqueued))
        wait(for: [bothRan], timeout: timeout)
        drainMainQueue()

        XCTAssertEqual(counts.elements, [1, 2, 3, 2])
        XCTAssertEqual(load(MainScheduler.instance.numberEnqueued), 0)
    }

    /// Work sent to the main queue from another thread does not run while the main thread is
    /// busy with something else, however long that takes; it runs, on the main thread, once the
    /// main thread spins its run loop.
    func testMainQueueWorkWaitsUntilTheMainThreadSpinsItsRunLoop() {
        drainMainQueue()
        let ranOn = Locked<String?>(nil)
        let scheduled = DispatchSemaphore(value: 0)

        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                ranOn.value = Thread.isMainThread ? "the main thread" : "another thread"
                return Disposables.create()
            }
            scheduled.signal()
        }
        XCTAssertEqual(scheduled.wait(timeout: .now() + timeout), .success)
        // Busy with something else: the main thread is not in its run loop.
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertNil(ranOn.value, "main-queue work ran while the main thread was busy elsewhere")

        let deadline = Date(timeIntervalSinceNow: timeout)
        while ranOn.value == nil && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
        XCTAssertEqual(ranOn.value, "the main thread")
    }

    /// `uncancellableScheduling`, the type comparisons `subscribe(on:)` and `observe(on:)` use in
    /// place of `as? UncancellableScheduling`, gives the protocol cast's answer for every
    /// scheduler the library has, also a `MainScheduler` stored as a `SerialDispatchQueueScheduler`:
    /// a scheduler that conforms later and is missing from its list fails here.
    func testUncancellableSchedulingAnswersAsTheProtocolCastForEveryScheduler() {
        let queue = OperationQueue()
        let mainAsSerial: SerialDispatchQueueScheduler = MainScheduler.instance
        var schedulers: [ImmediateSchedulerType] = [
            ConcurrentDispatchQueueScheduler(qos: .default),
            SerialDispatchQueueScheduler(internalSerialQueueName: "uncancellable-check"),
            MainScheduler.instance, MainScheduler.asyncInstance, mainAsSerial,
            OperationQueueScheduler(operationQueue: queue),
            CurrentThreadScheduler.instance,
        ]
        #if CH12
        schedulers.append(HistoricalScheduler())
        schedulers.append(TestScheduler(initialClock: 0))
        #endif
        #if CH22
        actor Owner {}
        schedulers.append(ActorScheduler(actor: Owner()))
        #endif
        #if CH26
        schedulers.append(ConcurrentMainScheduler.instance)
        #endif
        for scheduler in schedulers {
            XCTAssertEqual(uncancellableScheduling(scheduler) != nil, scheduler is UncancellableScheduling,
                           "\(type(of: scheduler))")
            if let found = uncancellableScheduling(scheduler) {
                XCTAssertTrue(found === (scheduler as AnyObject))
            }
        }
        XCTAssertEqual(schedulers.filter { uncancellableScheduling($0) != nil }.count, 6)
    }

    /// A `MainScheduler` stored as a `SerialDispatchQueueScheduler` is found as the serial class
    /// (its opened existential holds the type it was stored as), and its work still goes through `MainScheduler`'s own `scheduleUncancellable`, which runs
    /// work at once on the main thread where the serial scheduler's would wait for the queue.
    func testAMainSchedulerStoredAsItsSuperclassRunsItsOwnUncancellableScheduling() {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs test methods on the main thread")
        drainMainQueue()
        let mainAsSerial: SerialDispatchQueueScheduler = MainScheduler.instance
        // Opened, the existential's type is the one the value was stored as, not the object's.
        func openedType<Scheduler: ImmediateSchedulerType>(_ scheduler: Scheduler) -> String { "\(Scheduler.self)" }
        let existential: ImmediateSchedulerType = mainAsSerial
        XCTAssertEqual(openedType(existential), "SerialDispatchQueueScheduler")
        guard let found = uncancellableScheduling(mainAsSerial) else {
            return XCTFail("a MainScheduler stored as its superclass was not found")
        }
        var ran = false
        found.scheduleUncancellable { ran = true }
        XCTAssertTrue(ran, "MainScheduler's override runs the work at once on the main thread")
    }

    /// A main thread that blocks on a semaphore until main-queue work has run waits in vain: the
    /// work needs the main thread's run loop, which the wait holds. (A bounded wait stands in for
    /// "forever": two seconds pass with the work still waiting; it runs once the loop spins.)
    func testAMainThreadBlockedUntilMainQueueWorkHasRunWaitsInVain() {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs test methods on the main thread")
        drainMainQueue()
        let ran = DispatchSemaphore(value: 0)
        let scheduled = DispatchSemaphore(value: 0)

        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                ran.signal()
                return Disposables.create()
            }
            scheduled.signal()
        }
        XCTAssertEqual(scheduled.wait(timeout: .now() + timeout), .success)
        XCTAssertEqual(ran.wait(timeout: .now() + 2), .timedOut,
                       "main-queue work ran while the main thread was blocked waiting for it")

        // Spinning the run loop lets it run.
        let deadline = Date(timeIntervalSinceNow: timeout)
        var finished = false
        while !finished && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
            finished = ran.wait(timeout: .now()) == .success
        }
        XCTAssertTrue(finished, "the work should run once the main thread spins its run loop")
    }

    /// A program that never spins the main run loop can hand the main queue to libdispatch with
    /// `dispatchMain()`, which never returns. Measured on Linux: main-queue work then runs, but on
    /// another thread, not the main thread: `DispatchQueue.isMain` (MainScheduler's check) says
    /// yes, `Thread.isMainThread` says no. The child process prints what it saw and exits.
    func testAfterDispatchMainMainQueueWorkRunsOnTheMainQueueButNotOnTheMainThread() {
        let marker = "chapter11-child: "
        let output = outputOfChildProcess {
            DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
                FileHandle.standardOutput.write(Data("\(marker)the main queue never ran\n".utf8))
                exit(1)
            }
            DispatchQueue.global().async {
                _ = MainScheduler.instance.schedule(()) { _ in
                    let seen = "main queue \(DispatchQueue.isMain ? "yes" : "no"), main thread \(Thread.isMainThread ? "yes" : "no")"
                    FileHandle.standardOutput.write(Data("\(marker)\(seen)\n".utf8))
                    exit(0)
                }
            }
            dispatchMain()
        }
        let seen = output.split(separator: "\n").filter { $0.hasPrefix(marker) }.map { String($0.dropFirst(marker.count)) }
        XCTAssertEqual(seen, ["main queue yes, main thread no"])
    }

    /// Runs `body` in a child process (this test binary started again, running only this test)
    /// and returns what the child wrote to standard output. `body` must end the child with `exit`.
    fileprivate func outputOfChildProcess(_ body: () -> Never) -> String {
        let variable = "RXREADING_CHAPTER11_CHILD"
        let trimmed = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]"))
        let method = trimmed.split(whereSeparator: { $0 == "." || $0 == " " }).last.map(String.init) ?? name
        let testName = "ChapterTests.Chapter11DispatchSchedulersTests/\(method)"
        if ProcessInfo.processInfo.environment[variable] == testName {
            body()
        }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = [testName]
        var environment = ProcessInfo.processInfo.environment
        environment[variable] = testName
        child.environment = environment
        let outputPipe = Pipe()
        child.standardOutput = outputPipe
        child.standardError = FileHandle.nullDevice
        do {
            try child.run()
        } catch {
            XCTFail("could not start the child process: \(error)")
            return ""
        }
        let output = String(decoding: outputPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        XCTAssertEqual(child.terminationStatus, 0, "the child did not exit normally; it printed:\n\(output)")
        return output
    }
}

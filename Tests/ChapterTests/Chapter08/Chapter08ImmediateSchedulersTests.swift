import Dispatch
import Foundation
import XCTest
@testable import RxReading

/// A scheduler that runs each action at once, inside `schedule`, and hands back a fresh
/// disposable per call so a test can see whether the loop ever stored or disposed it.
private final class InlineScheduler: ImmediateSchedulerType {
    private(set) var handles: [BooleanDisposable] = []
    /// How many actions are running at this moment, one inside another.
    private(set) var depth = 0

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let handle = BooleanDisposable()
        handles.append(handle)
        depth += 1
        _ = action(state)
        depth -= 1
        return handle
    }
}

/// A scheduler that only queues each action in a test-owned list: nothing runs until the test
/// calls `runNext()`. It ignores cancellation on purpose (it runs a queued action even when its
/// disposable was disposed), so a test sees what the loop itself does about a late step.
///
/// A queued step holds its loop, and the loop holds its scheduler, so a test drains the queue
/// (`runAll()`) before it ends, as a real scheduler would, or the two keep each other alive.
private final class DeferringScheduler: ImmediateSchedulerType {
    private var pending: [() -> Void] = []
    /// One disposable per `schedule` call, in call order.
    private(set) var handles: [BooleanDisposable] = []

    var pendingCount: Int { pending.count }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let handle = BooleanDisposable()
        handles.append(handle)
        pending.append { _ = action(state) }
        return handle
    }

    /// Runs the oldest queued action; returns false if there was none.
    @discardableResult
    func runNext() -> Bool {
        guard !pending.isEmpty else { return false }
        let next = pending.removeFirst()
        next()
        return true
    }

    /// Runs queued actions, including those they queue, until none is left.
    func runAll() {
        while runNext() {}
    }
}

/// A scheduler that runs each action later on its own serial dispatch queue.
private final class SerialQueueScheduler: ImmediateSchedulerType {
    let queue: DispatchQueue
    static let key = DispatchSpecificKey<String>()

    init(label: String) {
        queue = DispatchQueue(label: label)
        queue.setSpecific(key: SerialQueueScheduler.key, value: label)
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        queue.async {
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }
}

/// Chapter 08: `scheduleRecursive` writes a loop as a chain of separately scheduled steps;
/// `RecursiveImmediateScheduler` keeps the pending step's disposable so the loop can be
/// cancelled, and its `ScheduleState` copes with a step that runs before (`done`) or after
/// (`added`) `schedule` returned its disposable.
final class Chapter08ImmediateSchedulersTests: RxReadingTestCase {
    // MARK: the loop

    /// Each step is scheduled on its own: `scheduleRecursive` runs nothing itself; the first
    /// step waits for the scheduler, and a step that recurses leaves exactly one new step queued.
    func testEachStepWaitsForTheScheduler() {
        let scheduler = DeferringScheduler()
        var states: [Int] = []

        let loop = scheduler.scheduleRecursive(0) { state, recurse in
            states.append(state)
            recurse(state + 1)
        }
        XCTAssertEqual(states, [])
        XCTAssertEqual(scheduler.pendingCount, 1)

        scheduler.runNext()
        XCTAssertEqual(states, [0])
        XCTAssertEqual(scheduler.pendingCount, 1)

        scheduler.runNext()
        XCTAssertEqual(states, [0, 1])
        XCTAssertEqual(scheduler.pendingCount, 1)

        loop.dispose()
        scheduler.runAll()
        XCTAssertEqual(states, [0, 1])
    }

    /// A countdown's steps run in order, 3, 2, 1, 0, and the loop ends when the action returns
    /// without recursing: one `schedule` call per step, none after the last (chapter 08).
    func testStepsRunInOrderAndStopWhenTheActionStopsRecursing() {
        let scheduler = DeferringScheduler()
        var states: [Int] = []
        let loop = scheduler.scheduleRecursive(3) { state, recurse in
            states.append(state)
            if state > 0 {
                recurse(state - 1)
            }
        }
        scheduler.runAll()

        XCTAssertEqual(states, [3, 2, 1, 0])
        XCTAssertEqual(scheduler.pendingCount, 0)
        XCTAssertEqual(scheduler.handles.count, 4, "one schedule call per step, none after the last")
        loop.dispose()
    }

    /// The action receives the state it was recursed with, not the initial one.
    func testTheActionReceivesTheStateItWasRecursedWith() {
        let scheduler = DeferringScheduler()
        var states: [String] = []

        let loop = scheduler.scheduleRecursive("a") { state, recurse in
            states.append(state)
            if state.count < 4 {
                recurse(state + String(state.count))
            }
        }
        scheduler.runAll()

        XCTAssertEqual(states, ["a", "a1", "a12", "a123"])
        loop.dispose()
    }

    // MARK: disposal

    /// Disposing the loop stops it before its next step: the step already queued finds the loop
    /// disposed and does not call the action, even on a scheduler that ignores cancellation.
    func testDisposingTheLoopStopsItBeforeItsNextStep() {
        let scheduler = DeferringScheduler()
        var states: [Int] = []

        let loop = scheduler.scheduleRecursive(0) { state, recurse in
            states.append(state)
            recurse(state + 1)
        }
        scheduler.runNext()
        XCTAssertEqual(scheduler.pendingCount, 1)

        loop.dispose()
        scheduler.runAll()

        XCTAssertEqual(states, [0])
    }

    /// An action that disposes its own loop and then recurses schedules a step that never runs:
    /// the late step's disposable is disposed at once, because the loop is marked disposed and
    /// keeps no new step.
    func testRecursingAfterTheLoopIsDisposedRunsNoFurtherStep() {
        let scheduler = DeferringScheduler()
        var states: [Int] = []
        var loop: Disposable?

        loop = scheduler.scheduleRecursive(0) { state, recurse in
            states.append(state)
            if state == 1 {
                loop?.dispose()
            }
            recurse(state + 1)
        }
        scheduler.runAll()

        XCTAssertEqual(states, [0, 1])
        XCTAssertEqual(scheduler.handles.count, 3)
        XCTAssertTrue(scheduler.handles[2].isDisposed, "the step scheduled after dispose is cancelled at once")
    }

    // MARK: ScheduleState

    /// The `added` path: on a deferring scheduler `schedule` returns before the step runs, so the
    /// step's disposable is stored in the loop's group; disposing the loop cancels it.
    func testAPendingStepIsCancelledWhenTheLoopIsDisposed() {
        let scheduler = DeferringScheduler()

        let loop = scheduler.scheduleRecursive(0) { state, recurse in
            recurse(state + 1)
        }
        scheduler.runNext()
        XCTAssertEqual(scheduler.handles.count, 2)
        XCTAssertFalse(scheduler.handles[1].isDisposed, "the pending step is stored, not cancelled")

        loop.dispose()

        XCTAssertTrue(scheduler.handles[1].isDisposed, "disposing the loop cancels the pending step")
        scheduler.runAll()
    }

    /// The `added` path, second half: when a stored step runs it takes its own disposable out of
    /// the group (which disposes it), so the group holds only steps that have not run yet.
    func testAStoredStepLeavesTheGroupWhenItRuns() {
        let scheduler = DeferringScheduler()

        let loop = scheduler.scheduleRecursive(0) { state, recurse in
            if state < 2 {
                recurse(state + 1)
            }
        }
        XCTAssertEqual(scheduler.handles.map(\.isDisposed), [false])

        scheduler.runNext()
        XCTAssertEqual(scheduler.handles.map(\.isDisposed), [true, false])

        scheduler.runNext()
        XCTAssertEqual(scheduler.handles.map(\.isDisposed), [true, true, false])

        scheduler.runNext()
        XCTAssertEqual(scheduler.handles.map(\.isDisposed), [true, true, true])
        loop.dispose()
    }

    /// An action may recurse more than once: every step it schedules is kept until it runs, each
    /// leaves (disposed) when it runs, and disposing the loop cancels all those still pending.
    func testSeveralPendingStepsAreEachReleasedWhenTheyRunAndAllCancelledOnDispose() {
        let scheduler = DeferringScheduler()
        var states: [Int] = []

        let loop = scheduler.scheduleRecursive(0) { state, recurse in
            states.append(state)
            if state == 0 {
                recurse(1)
                recurse(2)
                recurse(3)
            }
        }
        scheduler.runNext()
        XCTAssertEqual(scheduler.handles.map(\.isDisposed), [true, false, false, false])

        scheduler.runNext()
        XCTAssertEqual(states, [0, 1])
        XCTAssertEqual(scheduler.handles.map(\.isDisposed), [true, true, false, false], "the step that ran left")

        loop.dispose()
        XCTAssertEqual(scheduler.handles.map(\.isDisposed), [true, true, true, true], "both pending steps cancelled")
        scheduler.runAll()
        XCTAssertEqual(states, [0, 1])
    }

    /// The `done` path: an inline scheduler runs the step before `schedule` returns its
    /// disposable, so the step is already done and its disposable is never stored; disposing the
    /// finished loop has nothing left to dispose.
    func testAStepThatRunsInlineIsNeverStored() {
        let scheduler = InlineScheduler()
        var states: [Int] = []

        let loop = scheduler.scheduleRecursive(0) { state, recurse in
            states.append(state)
            if state < 2 {
                recurse(state + 1)
            }
        }
        XCTAssertEqual(states, [0, 1, 2], "an inline scheduler runs the whole loop inside scheduleRecursive")

        loop.dispose()

        XCTAssertEqual(scheduler.handles.count, 3)
        XCTAssertEqual(scheduler.handles.map(\.isDisposed), [false, false, false],
                       "no step was in the group, so disposing the loop disposed none of them")
    }

    /// On an inline scheduler each step runs inside the previous step's `recurse` call: the
    /// steps nest, and the stack grows with the loop. (Chapter 09's trampoline flattens this.)
    func testInlineStepsNestInsideEachOther() {
        let scheduler = InlineScheduler()
        var trace: [String] = []

        let loop = scheduler.scheduleRecursive(0) { state, recurse in
            trace.append("enter \(state)")
            if state < 2 {
                recurse(state + 1)
            }
            trace.append("exit \(state)")
        }

        XCTAssertEqual(trace, ["enter 0", "enter 1", "enter 2", "exit 2", "exit 1", "exit 0"])
        loop.dispose()
    }

    // MARK: threads

    /// The loop works when the steps run on another thread, where a step may run before or after
    /// `schedule` has returned its disposable: every step runs once, in order, on the
    /// scheduler's queue.
    func testStepsOnAnotherThreadRunInOrderOnTheSchedulersQueue() {
        let scheduler = SerialQueueScheduler(label: "chapter08.steps")
        let finished = expectation(description: "the loop reached its last step")
        let lock = NSLock()
        var states: [Int] = []
        var queueLabels: Set<String> = []

        let loop = scheduler.scheduleRecursive(0) { state, recurse in
            lock.lock()
            states.append(state)
            queueLabels.insert(DispatchQueue.getSpecific(key: SerialQueueScheduler.key) ?? "not the scheduler's queue")
            lock.unlock()
            if state < 999 {
                recurse(state + 1)
            } else {
                finished.fulfill()
            }
        }
        wait(for: [finished], timeout: 10)
        loop.dispose()

        lock.lock()
        XCTAssertEqual(states, Array(0 ..< 1000))
        XCTAssertEqual(queueLabels, ["chapter08.steps"])
        lock.unlock()
    }

    // MARK: just(_:scheduler:)

    /// `just(_:scheduler:)` sends nothing during `subscribe`: it schedules the element, and the
    /// element's action schedules the completion, so on a scheduler that queues its work the two
    /// events are two separate steps (RxSwift's `JustScheduled`).
    func testJustOnASchedulerSendsTheElementAndTheCompletionAsTwoScheduledSteps() {
        let scheduler = DeferringScheduler()
        let recorder = Recorder<Int>()

        let subscription = Observable.just(42, scheduler: scheduler).subscribe(recorder)
        XCTAssertEqual(recorder.events, [], "subscribe only schedules")
        XCTAssertEqual(scheduler.pendingCount, 1)

        XCTAssertTrue(scheduler.runNext())
        XCTAssertEqual(recorder.events, [.next(42)])
        XCTAssertEqual(scheduler.pendingCount, 1, "the element's step scheduled the completion")

        XCTAssertTrue(scheduler.runNext())
        XCTAssertEqual(recorder.events, [.next(42), .completed])
        XCTAssertEqual(scheduler.pendingCount, 0)
        subscription.dispose()
    }

    /// Disposed after the element, the subscription receives no completion, even on a scheduler
    /// that runs the queued step anyway: the disposed sink drops it.
    func testJustOnASchedulerDisposedAfterTheElementSendsNoCompletion() {
        let scheduler = DeferringScheduler()
        let recorder = Recorder<Int>()
        var subscription: Disposable?
        recorder.onEvent = { event in
            if case .next = event { subscription?.dispose() }
        }

        subscription = Observable.just(42, scheduler: scheduler).subscribe(recorder)
        scheduler.runAll()

        XCTAssertEqual(recorder.events, [.next(42)])
        recorder.onEvent = nil
    }

    /// Disposed before its first step, the subscription disposes that step's disposable (so a
    /// scheduler that honours cancellation never runs it) and receives nothing.
    func testJustOnASchedulerDisposedBeforeItsStepCancelsItAndSendsNothing() {
        let scheduler = DeferringScheduler()
        let recorder = Recorder<Int>()

        let subscription = Observable.just(42, scheduler: scheduler).subscribe(recorder)
        subscription.dispose()

        XCTAssertEqual(scheduler.handles.map(\.isDisposed), [true])
        scheduler.runAll()
        XCTAssertEqual(recorder.events, [])
    }

    /// On a scheduler that runs each action at once, `just(_:scheduler:)` delivers both events
    /// inside `subscribe`, the completion's step nested in the element's: the element arrives
    /// one step deep, the completion two.
    func testJustOnAnInlineSchedulerDeliversBothEventsDuringSubscribe() {
        let scheduler = InlineScheduler()
        let recorder = Recorder<String>()
        var depths: [Int] = []
        recorder.onEvent = { _ in depths.append(scheduler.depth) }

        _ = Observable.just("one", scheduler: scheduler).subscribe(recorder)

        XCTAssertEqual(recorder.events, [.next("one"), .completed])
        XCTAssertEqual(scheduler.handles.count, 2, "one scheduled step per event")
        XCTAssertEqual(depths, [1, 2], "the completion's step runs inside the element's")
        recorder.onEvent = nil
    }
}

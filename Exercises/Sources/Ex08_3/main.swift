// The checks of exercise 08.3. Run them with: swift run rxbook check 08.3
import ExerciseKit
@testable import RxReading

/// A disposable that counts how often it is disposed.
final class CountedDisposable: Disposable {
    private(set) var disposals = 0
    func dispose() { disposals += 1 }
}

/// Runs each action at once, inside `schedule`, and keeps every disposable it hands out.
final class InlineScheduler: ImmediateSchedulerType {
    private(set) var handedOut: [CountedDisposable] = []

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        _ = action(state)
        let disposable = CountedDisposable()
        handedOut.append(disposable)
        return disposable
    }
}

/// Keeps each action until `runNext()`; disposing an action's disposable cancels it.
final class HeldScheduler: ImmediateSchedulerType {
    private var waiting: [(BooleanDisposable, () -> Void)] = []

    var waitingCount: Int { waiting.filter { !$0.0.isDisposed }.count }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = BooleanDisposable()
        waiting.append((cancel, { _ = action(state) }))
        return cancel
    }

    /// Runs the oldest action that was not cancelled.
    func runNext() {
        while !waiting.isEmpty {
            let (cancel, run) = waiting.removeFirst()
            if !cancel.isDisposed {
                run()
                return
            }
        }
    }
}

ExerciseCheck.run("08.3", "a recursive loop that keeps what already ran") { check in
    let inline = InlineScheduler()
    var steps = 0
    let countdown = Loop<Int>(scheduler: inline) { count, recurse in
        steps += 1
        if count > 0 {
            recurse(count - 1)
        }
    }
    countdown.schedule(100)
    try check.equal(steps, 101, "a countdown from 100 on a scheduler that runs each step inline runs 101 steps")
    try check.that(countdown.pendingCount == 0,
                   "once those 101 steps have run, the loop holds no step's disposable", expected: "0 disposables held",
                   otherwise: "the loop holds \(countdown.pendingCount) disposable(s) of steps that have already run")
    countdown.dispose()
    try check.that(inline.handedOut.allSatisfy { $0.disposals == 0 },
                   "disposing the finished loop disposes none of its steps' disposables (they all ran)",
                   otherwise: "\(inline.handedOut.filter { $0.disposals > 0 }.count) of them were disposed")

    let stopping = InlineScheduler()
    var stoppedAfter = 0
    var loop: Loop<Int>?
    loop = Loop<Int>(scheduler: stopping) { count, recurse in
        stoppedAfter += 1
        if count == 50 {
            loop?.dispose()
        }
        recurse(count + 1)
    }
    loop?.schedule(1)
    try check.equal(stoppedAfter, 50, "an inline loop that disposes itself at its 50th step, and recurses anyway, runs no 51st step")
    loop = nil

    let held = HeldScheduler()
    var ran: [Int] = []
    let later = Loop<Int>(scheduler: held) { count, recurse in
        ran.append(count)
        recurse(count + 1)
    }
    later.schedule(1)
    try check.equal(later.pendingCount, 1, "on a scheduler that runs steps later, the loop holds the disposable of the step waiting to run")
    held.runNext()
    held.runNext()
    try check.equal(ran, [1, 2], "each step runs when the scheduler runs it")
    try check.equal(later.pendingCount, 1, "after two steps have run, the loop holds only the next step's disposable")
    later.dispose()
    try check.equal(held.waitingCount, 0, "disposing the loop cancels the step still waiting")
    held.runNext()
    try check.equal(ran, [1, 2], "and no step runs after the loop is disposed")
}

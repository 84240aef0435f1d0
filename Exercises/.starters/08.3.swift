// Exercise 08.3 (repair): a recursive loop that keeps what already ran.
// Practises chapter 08, section "What the state machine guards against": what a loop must keep
// of each scheduled step, and for how long.
//
// `Loop` is chapter 08's RecursiveImmediateScheduler cut down: one lock, the disposables of the
// steps still to come in a `Bag`, and a `ScheduleState` for each step. On a scheduler that runs
// each step later, it behaves: a step takes its own disposable out when it runs, and disposing
// the loop cancels the step still waiting. On a scheduler that runs each step inline, inside
// `schedule`, the checks find the loop still holding disposables once the steps are over, one
// more for every step: a loop of a million steps would hold a million, until it is disposed.
// Find the bug and fix it; keep the members.
//
// Check it: swift run rxbook check 08.3     Stuck? swift run rxbook hint 08.3
import Foundation
@testable import RxReading

/// A loop of scheduled steps: each step calls the action, whose `recurse` schedules the next.
final class Loop<State> {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    enum ScheduleState {
        /// Just scheduled: its disposable is not stored, and it has not run.
        case initial
        /// Its disposable waits in `pending` under this key until the step runs.
        case added(BagKey)
        /// It has run: nothing of it is to be kept.
        case done
    }

    /// One scheduled step: its state, and where its disposable is (guarded by the loop's lock).
    final class Step {
        let state: State
        var scheduleState = ScheduleState.initial

        init(state: State) {
            self.state = state
        }
    }

    private let lock = NSLock()
    private let scheduler: ImmediateSchedulerType
    // Guarded by `lock`.
    private var action: Action?
    private var isDisposed = false
    private var pending = Bag<Disposable>()

    init(scheduler: ImmediateSchedulerType, action: @escaping Action) {
        self.scheduler = scheduler
        self.action = action
    }

    /// How many steps' disposables the loop holds.
    var pendingCount: Int {
        lock.lock(); defer { lock.unlock() }
        return pending.count
    }

    /// Schedules one step, and keeps its disposable so that disposing the loop can cancel it.
    func schedule(_ state: State) {
        let step = Step(state: state)
        let disposable = scheduler.schedule(step) { step in
            self.run(step)
            return Disposables.create()
        }

        lock.lock()
        if isDisposed {
            // Scheduled after the loop was disposed: cancel the step at once.
            step.scheduleState = .done
            lock.unlock()
            disposable.dispose()
            return
        }
        step.scheduleState = .added(pending.insert(disposable))
        lock.unlock()
    }

    /// One step: take its disposable out, then call the action, unless the loop is disposed.
    func run(_ step: Step) {
        lock.lock()
        if isDisposed {
            lock.unlock()
            return
        }
        var ran: Disposable?
        if case .added(let key) = step.scheduleState {
            ran = pending.removeKey(key)
        }
        step.scheduleState = .done
        let action = self.action
        lock.unlock()

        ran?.dispose()
        action?(step.state) { next in
            self.schedule(next)
        }
    }

    /// Stops the loop: no further step calls the action, and the pending steps are cancelled.
    func dispose() {
        lock.lock()
        if isDisposed {
            lock.unlock()
            return
        }
        isDisposed = true
        action = nil
        let cancelled = pending
        pending.removeAll()
        lock.unlock()
        cancelled.forEach { $0.dispose() }
    }
}

/// Runs one recursive loop of `scheduleRecursive`: it schedules each step, keeps the pending
/// steps' disposables in a group so the whole loop can be cancelled, and removes each step's
/// disposable once the step has run.
///
/// The difficulty is that a step may run *before* `schedule` has returned its disposable (an
/// immediate scheduler runs it inline) or *after* (a queue or another thread runs it later).
/// `ScheduleState` records which happened first for each step:
///
/// - `initial`: scheduled, not yet run, disposable not yet stored;
/// - `added(key)`: the disposable is in the group under `key`; when the step runs it removes it;
/// - `done`: the step has run; if its disposable arrives afterwards it is not stored at all.
///
/// Chapter 08 walks through both orders.
// region: RecursiveImmediateScheduler
final class RecursiveImmediateScheduler<State> {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    enum ScheduleState {
        case initial
        case added(CompositeDisposable.DisposeKey)
        case done
    }

    /// One scheduled step: its state, and where its disposable is. It travels to the scheduler
    /// as the action's state, so the action closure captures nothing, and one object carries
    /// what would otherwise be a captured variable's box and a closure context.
    final class Step {
        let owner: RecursiveImmediateScheduler<State>
        let state: State
        // Guarded by the owner's lock.
        var scheduleState = ScheduleState.initial

        init(owner: RecursiveImmediateScheduler<State>, state: State) {
            self.owner = owner
            self.state = state
        }
    }

    private let lock = RecursiveLock()

    // Disposables of steps that are scheduled and have not run yet.
    private let group = CompositeDisposable()

    private var action: Action?
    private let scheduler: ImmediateSchedulerType

    // Handed to each run of the action as `recurse`; made once rather than once per step. A step
    // holds its owner, so the owner is alive whenever `recurse` can be called.
    private lazy var recurse: (State) -> Void = { [unowned self] state in
        self.schedule(state)
    }

    init(action: @escaping Action, scheduler: ImmediateSchedulerType) {
        self.action = action
        self.scheduler = scheduler
    }

    /// Schedules one step of the loop with `state`.
    func schedule(_ state: State) {
        let step = Step(owner: self, state: state)

        let disposable = scheduler.schedule(step) { step -> Disposable in
            step.owner.run(step)
            return Disposables.create()
        }

        lock.performLocked {
            switch step.scheduleState {
            case .added:
                rxInternalError("RecursiveImmediateScheduler stored one step's disposable twice")
            case .initial:
                // The step has not run yet: keep its disposable so disposing the loop cancels it.
                if let removeKey = group.insert(disposable) {
                    step.scheduleState = .added(removeKey)
                } else {
                    step.scheduleState = .done
                }
            case .done:
                // The step already ran inline; there is nothing left to cancel.
                break
            }
        }
    }

    /// Runs one step, on the scheduler.
    private func run(_ step: Step) {
        // Best effort: a disposed loop runs no further step.
        if group.isDisposed {
            return
        }

        let action = lock.performLocked { () -> Action? in
            if case .added(let removeKey) = step.scheduleState {
                group.remove(for: removeKey)
            }
            step.scheduleState = .done
            return self.action
        }

        action?(step.state, recurse)
    }

    /// Stops the loop: no further step runs, and pending ones are cancelled.
    func dispose() {
        lock.performLocked {
            action = nil
        }
        group.dispose()
    }
}
// endregion: RecursiveImmediateScheduler

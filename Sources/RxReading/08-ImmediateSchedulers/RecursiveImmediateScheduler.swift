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

    private enum ScheduleState {
        case initial
        case added(CompositeDisposable.DisposeKey)
        case done
    }

    private let lock = RecursiveLock()

    // Disposables of steps that are scheduled and have not run yet.
    private let group = CompositeDisposable()

    private var action: Action?
    private let scheduler: ImmediateSchedulerType

    init(action: @escaping Action, scheduler: ImmediateSchedulerType) {
        self.action = action
        self.scheduler = scheduler
    }

    /// Schedules one step of the loop with `state`.
    func schedule(_ state: State) {
        var scheduleState = ScheduleState.initial

        let disposable = scheduler.schedule(state) { state -> Disposable in
            // Best effort: a disposed loop runs no further step.
            if self.group.isDisposed {
                return Disposables.create()
            }

            let action = self.lock.performLocked { () -> Action? in
                if case .added(let removeKey) = scheduleState {
                    self.group.remove(for: removeKey)
                }
                scheduleState = .done
                return self.action
            }

            action?(state, self.schedule)
            return Disposables.create()
        }

        lock.performLocked {
            switch scheduleState {
            case .added:
                rxFatalError("RecursiveImmediateScheduler stored one step's disposable twice; this is a bug in RxReading")
            case .initial:
                // The step has not run yet: keep its disposable so disposing the loop cancels it.
                if let removeKey = group.insert(disposable) {
                    scheduleState = .added(removeKey)
                } else {
                    scheduleState = .done
                }
            case .done:
                // The step already ran inline; there is nothing left to cancel.
                break
            }
        }
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

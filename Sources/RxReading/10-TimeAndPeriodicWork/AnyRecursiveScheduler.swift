/// Runs one recursive loop on a `SchedulerType`, where each step may be scheduled now or after
/// a delay. It is chapter 08's `RecursiveImmediateScheduler` with time added, in RxSwift's shape:
/// the pending steps in a `CompositeDisposable`, and the same three-state bookkeeping for a step
/// that runs before or after its disposable is stored.
// region: AnyRecursiveScheduler
final class AnyRecursiveScheduler<State> {
    typealias Action = (State, AnyRecursiveScheduler<State>) -> Void

    private enum ScheduleState {
        case initial
        case added(CompositeDisposable.DisposeKey)
        case done
    }

    private let lock = RecursiveLock()

    // Disposables of steps that are scheduled and have not run yet.
    private let group = CompositeDisposable()

    private let scheduler: SchedulerType
    private var action: Action?

    init(scheduler: SchedulerType, action: @escaping Action) {
        self.action = action
        self.scheduler = scheduler
    }

    /// Schedules the next step with `state`, to run after `dueTime`.
    func schedule(_ state: State, dueTime: RxTimeInterval) {
        scheduleStep(state) { state, step in
            self.scheduler.scheduleRelative(state, dueTime: dueTime, action: step)
        }
    }

    /// Schedules the next step with `state`, to run as soon as the scheduler allows.
    func schedule(_ state: State) {
        scheduleStep(state) { state, step in
            self.scheduler.schedule(state, action: step)
        }
    }

    private func scheduleStep(_ state: State, using schedule: (State, @escaping (State) -> Disposable) -> Disposable) {
        var scheduleState = ScheduleState.initial

        let disposable = schedule(state) { state -> Disposable in
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

            action?(state, self)
            return Disposables.create()
        }

        lock.performLocked {
            switch scheduleState {
            case .added:
                rxInternalError("AnyRecursiveScheduler stored one step's disposable twice")
            case .initial:
                if let removeKey = group.insert(disposable) {
                    scheduleState = .added(removeKey)
                } else {
                    scheduleState = .done
                }
            case .done:
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
// endregion: AnyRecursiveScheduler

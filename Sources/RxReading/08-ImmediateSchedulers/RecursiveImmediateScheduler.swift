/// Runs one recursive loop of `scheduleRecursive`: it schedules each step, keeps the pending
/// steps' disposables so the whole loop can be cancelled, and takes each step's disposable out
/// (and disposes it) once the step has run.
///
/// The difficulty is that a step may run *before* `schedule` has returned its disposable (an
/// immediate scheduler runs it inline) or *after* (a queue or another thread runs it later).
/// `ScheduleState` records which happened first for each step:
///
/// - `initial`: scheduled, not yet run, disposable not yet stored;
/// - `added`: the disposable is among the pending ones (in the loop's slot for one pending step,
///   `addedToSlot`, or in its bag under a key, `added(key)`); when the step runs it takes it
///   out;
/// - `done`: the step has run; if its disposable arrives afterwards it is not stored at all.
///
/// RxSwift keeps the pending disposables in a `CompositeDisposable` with a lock of its own, and
/// each step's state in a variable its closure captures. Here the pending disposables are
/// guarded by the loop's one lock: a loop nearly always has one step pending, so that one sits
/// in a plain slot (an optional existential, as a `Bag` stores it, is copied through the
/// runtime's generic witnesses), and only further ones go to a `Bag`. Each step is one object
/// that travels to the scheduler as the action's state: per step, two allocations (the step and
/// the scheduler's scheduled item) and two lock round trips, where RxSwift's makes five lock
/// round trips for a step that runs later, and this library's earlier RxSwift-shaped layout made
/// five allocations (Appendix A, `trampoline/scheduleRecursive`). The type is generic over the scheduler
/// and compiled where `scheduleRecursive` is called (`@inlinable`), so on a concrete scheduler
/// such as `CurrentThreadScheduler.instance` no step looks up generic metadata at run time.
///
/// Chapter 08 walks through both orders.
// region: RecursiveImmediateScheduler
@usableFromInline
final class RecursiveImmediateScheduler<State, Scheduler: ImmediateSchedulerType> {
    @usableFromInline
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    @usableFromInline
    enum ScheduleState {
        case initial
        case addedToSlot
        case added(BagKey)
        case done
    }

    /// One scheduled step: its state, and where its disposable is. It travels to the scheduler
    /// as the action's state, so the action closure captures nothing, and one object carries
    /// what would otherwise be a captured variable's box and a closure context.
    @usableFromInline
    final class Step {
        @usableFromInline
        let owner: RecursiveImmediateScheduler
        @usableFromInline
        let state: State
        // Guarded by the owner's lock, so the run-time exclusivity check is off.
        @usableFromInline @exclusivity(unchecked)
        var scheduleState = ScheduleState.initial

        @inlinable
        init(owner: RecursiveImmediateScheduler, state: State) {
            self.owner = owner
            self.state = state
        }
    }

    @usableFromInline
    let lock = RecursiveLock()

    // Guarded by `lock` (so the run-time exclusivity check is off): the disposables of steps
    // that are scheduled and have not run yet (the slot holds one, or `VacantDisposable` when
    // `isSlotTaken` is false; the bag the others), whether the loop is disposed, and the
    // action, which disposal lets go of.
    @usableFromInline @exclusivity(unchecked)
    var slot: Disposable = VacantDisposable()
    @usableFromInline @exclusivity(unchecked)
    var isSlotTaken = false
    @usableFromInline @exclusivity(unchecked)
    var pending = Bag<Disposable>()
    @usableFromInline @exclusivity(unchecked)
    var isDisposed = false
    @usableFromInline @exclusivity(unchecked)
    var action: Action?

    @usableFromInline
    let scheduler: Scheduler

    @inlinable
    init(action: @escaping Action, scheduler: Scheduler) {
        self.action = action
        self.scheduler = scheduler
    }

    @inlinable
    func schedule(_ state: State) {
        let step = Step(owner: self, state: state)

        let disposable = scheduler.schedule(step) { step -> Disposable in
            step.owner.run(step)
            // Nothing to undo; an empty struct costs less than `Disposables.create()`'s global.
            return VacantDisposable()
        }

        lock.lock()
        switch step.scheduleState {
        case .added, .addedToSlot:
            lock.unlock()
            rxInternalError("RecursiveImmediateScheduler stored one step's disposable twice")
        case .initial:
            if isDisposed {
                // Scheduled after the loop was disposed: cancel the step at once.
                step.scheduleState = .done
                lock.unlock()
                disposable.dispose()
                return
            }
            // The step has not run yet: keep its disposable so disposing the loop cancels it.
            if isSlotTaken {
                step.scheduleState = .added(pending.insert(disposable))
            } else {
                slot = disposable
                isSlotTaken = true
                step.scheduleState = .addedToSlot
            }
        case .done:
            // The step already ran inline; there is nothing left to cancel.
            break
        }
        lock.unlock()
    }

    @inlinable
    func run(_ step: Step) {
        lock.lock()
        // A disposed loop runs no further step, even on a scheduler that ignores cancellation.
        if isDisposed {
            lock.unlock()
            return
        }
        var ran: Disposable = VacantDisposable()
        switch step.scheduleState {
        case .addedToSlot:
            swap(&ran, &slot)
            isSlotTaken = false
        case .added(let key):
            ran = pending.removeKey(key) ?? VacantDisposable()
        case .initial, .done:
            break
        }
        step.scheduleState = .done
        let action = self.action
        lock.unlock()

        // The step's own disposable is released as the step runs (disposed, as RxSwift's group
        // disposes what it removes), so the loop holds only steps still to come.
        ran.dispose()
        // `recurse` cannot outlive the call (the parameter is not escaping), so the closure
        // lives on the stack: no allocation per step, and it can hold `self` strongly.
        if let action {
            action(step.state) { state in
                self.schedule(state)
            }
        }
    }

    @inlinable
    func dispose() {
        lock.lock()
        if isDisposed {
            lock.unlock()
            return
        }
        isDisposed = true
        action = nil
        var cancelledSlot: Disposable = VacantDisposable()
        swap(&cancelledSlot, &slot)
        isSlotTaken = false
        let cancelled = pending
        pending.removeAll()
        lock.unlock()

        // Outside the lock: a disposable may call back into the loop.
        cancelledSlot.dispose()
        cancelled.forEach { $0.dispose() }
    }
}
// endregion: RecursiveImmediateScheduler

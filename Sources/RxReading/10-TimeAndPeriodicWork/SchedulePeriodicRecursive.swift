/// Periodic work built from one-shot relative scheduling: the default `schedulePeriodic`.
///
/// Each `tick` first schedules the next tick one period later, then runs the action, so the
/// period is measured from tick to tick, not from the end of one run to the start of the next.
/// If the action is slower than the period, ticks pile up; `pendingTickCount` counts them, and
/// after each run the next pending one is dispatched at once (`dispatchStart`), so no tick is
/// lost and the action never runs twice at the same time. Chapter 10's tests show the catch-up on
/// a manual clock that an action can move forward while it runs. (On chapter 12's virtual-time
/// schedulers a tick cannot start while another runs, so there nothing piles up: a slow tick only
/// makes the next one late.)
// region: SchedulePeriodicRecursive
enum SchedulePeriodicRecursiveCommand {
    /// A period has elapsed.
    case tick
    /// Run the action for one pending tick.
    case dispatchStart
}

final class SchedulePeriodicRecursive<State> {
    typealias RecursiveAction = (State) -> State
    typealias RecursiveScheduler = AnyRecursiveScheduler<SchedulePeriodicRecursiveCommand>

    private let scheduler: SchedulerType
    private let startAfter: RxTimeInterval
    private let period: RxTimeInterval
    private let action: RecursiveAction

    private var state: State
    private let pendingTickCount = AtomicInt(0)

    init(scheduler: SchedulerType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping RecursiveAction, state: State) {
        self.scheduler = scheduler
        self.startAfter = startAfter
        self.period = period
        self.action = action
        self.state = state
    }

    func start() -> Disposable {
        scheduler.scheduleRecursive(SchedulePeriodicRecursiveCommand.tick, dueTime: startAfter, action: tick)
    }

    func tick(_ command: SchedulePeriodicRecursiveCommand, scheduler: RecursiveScheduler) {
        switch command {
        case .tick:
            scheduler.schedule(.tick, dueTime: period)

            // Nobody is running the action: run it for this tick now. Otherwise the run in
            // progress will dispatch this tick when it finishes.
            if increment(pendingTickCount) == 0 {
                tick(.dispatchStart, scheduler: scheduler)
            }

        case .dispatchStart:
            state = action(state)
            // Ticks arrived while the action ran: catch up with the next one.
            if decrement(pendingTickCount) > 1 {
                scheduler.schedule(SchedulePeriodicRecursiveCommand.dispatchStart)
            }
        }
    }
}
// endregion: SchedulePeriodicRecursive

// Exercise 10.3 (repair): a periodic schedule whose slow action runs twice at once.
// Practises chapter 10, section "`schedulePeriodic` for free: ticks made of one-shot waits":
// the count of pending ticks, and what a tick decides from it when the action is slower than
// the period.
//
// `PeriodicTicks` is chapter 10's SchedulePeriodicRecursive under another name: a loop on a
// recursive scheduler whose steps carry `.tick` (a period has elapsed) or `.dispatchStart`
// (run the action once), with `pendingTickCount` between them. When the action is quicker than
// the period it works. The checks give it an action that takes two and a half periods on its
// first run, on a clock they move by hand: a tick that falls due meanwhile starts a second run
// while the first is still under way. Find the bug and fix it; keep the members.
//
// Check it: swift run rxbook check 10.3     Stuck? swift run rxbook hint 10.3
@testable import RxReading

enum PeriodicCommand {
    /// A period has elapsed.
    case tick
    /// Run the action for one pending tick.
    case dispatchStart
}

/// Periodic work made of one-shot waits: the first run after `startAfter`, then one each
/// `period`; the action never runs twice at once, and ticks that fall due while it runs are
/// caught up after it, one run each.
final class PeriodicTicks<State> {
    private let scheduler: SchedulerType
    private let startAfter: RxTimeInterval
    private let period: RxTimeInterval
    private let action: (State) -> State

    private var state: State
    private let pendingTickCount = AtomicInt(0)

    init(scheduler: SchedulerType, startAfter: RxTimeInterval, period: RxTimeInterval, state: State, action: @escaping (State) -> State) {
        self.scheduler = scheduler
        self.startAfter = startAfter
        self.period = period
        self.state = state
        self.action = action
    }

    /// Starts the ticks; disposing the result stops them.
    func start() -> Disposable {
        scheduler.scheduleRecursive(PeriodicCommand.tick, dueTime: startAfter, action: tick)
    }

    func tick(_ command: PeriodicCommand, scheduler: AnyRecursiveScheduler<PeriodicCommand>) {
        switch command {
        case .tick:
            scheduler.schedule(.tick, dueTime: period)

            // No run under way: run the action for this tick now. Otherwise the run under way
            // dispatches this tick when it finishes.
            if load(pendingTickCount) == 0 {
                tick(.dispatchStart, scheduler: scheduler)
            }
            increment(pendingTickCount)

        case .dispatchStart:
            state = action(state)
            // Ticks fell due while the action ran: catch up with the next one.
            if decrement(pendingTickCount) > 1 {
                scheduler.schedule(.dispatchStart)
            }
        }
    }
}

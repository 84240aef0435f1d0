// Exercise 11.3 (repair): a main-queue scheduler that lets later work overtake earlier.
// Practises chapter 11, section "`MainScheduler`: now, or on the main queue's next turn": when
// an action may run at once instead of waiting for the main queue, and what a serial scheduler
// must keep while it does.
//
// `MainQueueScheduler` runs an action at once when `schedule` is called on the main queue, to
// spare a UI event a turn of the run loop, and otherwise sends it to the main queue. Each action
// does run on the main thread. But the checks schedule A on the main queue; A schedules B; then
// C is scheduled from another queue, and D from the main queue; and they find that B and D do
// not keep their place: a scheduler's actions must run in the order they were scheduled. Find
// the bug and fix it; you may add members.
//
// Check it: swift run rxbook check 11.3     Stuck? swift run rxbook hint 11.3
import Dispatch
@testable import RxReading

/// Runs work on the main queue: at once, when that keeps the order of scheduling, and
/// otherwise on the main queue's next turn.
final class MainQueueScheduler: ImmediateSchedulerType {
    /// How many of this scheduler's actions are running or waiting in the main queue.
    let numberEnqueued = AtomicInt(0)

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        // Count in first, decide second: at once only if nothing of ours runs or waits, so
        // nothing scheduled earlier is overtaken, and what an action schedules waits for it.
        if increment(numberEnqueued) == 0 && DispatchQueue.isMain {
            let disposable = action(state)
            decrement(numberEnqueued)
            return disposable
        }
        let cancel = BooleanDisposable()
        DispatchQueue.main.async {
            if !cancel.isDisposed {
                _ = action(state)
            }
            // A cancelled action still held its place in the count.
            decrement(self.numberEnqueued)
        }
        return cancel
    }
}

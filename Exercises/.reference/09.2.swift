// Exercise 09.2 (repair): a trampoline that lets go too early.
// Practises chapter 09, section "Why a queue, and who drains it": `schedule` runs its action at
// once when no trampoline is running, and otherwise queues it until the running action returns;
// who empties that queue, and when.
//
// `Trampoline` is CurrentThreadScheduler's idea for a single thread, without the thread-local
// slot: `isRunning` says whether a trampoline is running, `queue` holds the actions waiting
// their turn, and a queued action disposed before its turn does not run. It works for actions
// scheduled by the first one. But an action scheduled by a queued action, while the queue is
// being drained, runs at once, nested inside the one that scheduled it: the order breaks, and
// a long recursion (chapter 08's loops run this way) grows the stack by one action per step.
// Its checks show the symptoms. Find the bug and fix it; keep the members.
//
// Check it: swift run rxbook check 09.2     Stuck? swift run rxbook hint 09.2
@testable import RxReading

/// A trampoline for one thread: the first `schedule` runs its action at once and then runs,
/// in order, whatever was queued meanwhile; a `schedule` made while it runs only queues.
final class Trampoline: ImmediateSchedulerType {
    /// Whether a trampoline is running, so that `schedule` must queue.
    private(set) var isRunning = false
    /// The actions waiting their turn, oldest first.
    private var queue: [QueuedAction] = []

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if isRunning {
            let queued = QueuedAction { action(state) }
            queue.append(queued)
            return queued
        }
        isRunning = true
        let disposable = action(state)
        // Still the trampoline while the queue drains: what a queued action schedules joins the
        // queue too, behind what is already waiting, and the stack stays one action deep.
        while !queue.isEmpty {
            queue.removeFirst().run()
        }
        isRunning = false
        return disposable
    }
}

/// An action waiting in the queue; disposing it before its turn keeps it from running.
final class QueuedAction: Disposable {
    private var work: (() -> Disposable)?
    private var result: Disposable?

    init(_ work: @escaping () -> Disposable) {
        self.work = work
    }

    /// Runs the action, unless it was disposed first.
    func run() {
        guard let work else { return }
        self.work = nil
        result = work()
    }

    func dispose() {
        work = nil
        result?.dispose()
        result = nil
    }
}

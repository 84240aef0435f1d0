// Exercise 11.1 (build): a scheduler that runs work on one dedicated thread.
// Practises chapter 11, "Dispatch schedulers": a scheduler is a place to run work; `schedule`
// hands the work over and returns at once, with a disposable that cancels work not yet started.
//
// `ThreadScheduler` owns one `Thread`, started in `init`, which runs scheduled actions one at a
// time in the order they were scheduled, and waits (without spinning) when there is nothing to
// do. Write `schedule(_:action:)`, which queues the action and wakes the thread, and
// `runWork()`, the thread's loop. Disposing what `schedule` returns before the action starts
// means it never runs; disposing it afterwards disposes what the action returned.
//
// Check it: swift run rxbook check 11.1     Stuck? swift run rxbook hint 11.1
import Foundation
@testable import RxReading

/// Runs scheduled work, one action at a time, in order, on a thread of its own.
final class ThreadScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// Guards `work`, and lets the thread sleep until there is some.
    private let condition = NSCondition()
    /// The actions waiting to run, oldest first.
    private var work: [() -> Void] = []

    /// Starts the thread, named `name`.
    init(name: String) {
        // The thread names itself once `start()` has returned: on Linux, a name set before the
        // Thread knows its own pthread is lost, and the thread keeps the process's name.
        let started = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in
            started.wait()
            Thread.current.name = name
            runWork()
        }
        thread.start()
        started.signal()
    }

    /// The thread's loop: forever, wait for work, take the oldest action, run it (outside the lock).
    private func runWork() {
        // Your code.
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        // Your code: queue the action for the thread instead of running it here, and return a
        // disposable that stops it from running if disposed first.
        action(state)
    }
}

// Exercise 22.1 (build): a scheduler of your own, proven.
// Practises chapter 22, section "Proving a scheduler: the conformance kit".
//
// `QueueScheduler` runs its actions on a serial `DispatchQueue` it creates: one at a time, in
// the order they were scheduled, never on the thread that called `schedule`. Write its two
// methods. `schedule` hands the action to the queue and returns at once; `scheduleRelative`
// hands it over once `dueTime` has passed (`asyncAfter`). What either returns, disposed before
// the action starts, keeps the action from starting; disposed afterwards, it disposes what the
// action returned. `schedulePeriodic` comes free (chapter 10's default, built on
// `scheduleRelative`). The checks run the conformance kit on it, declaring
// `[.serial, .cancelsBeforeStart]`, and accept no broken promise.
//
// Check it: swift run rxbook check 22.1     Stuck? swift run rxbook hint 22.1
import Dispatch
import Foundation
@testable import RxReading

/// Runs actions one at a time, in order, on a serial queue of its own; `now` is the wall clock.
final class QueueScheduler: SchedulerType {
    let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    var now: RxTime {
        Date()
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let scheduled = SingleAssignmentDisposable()
        queue.async {
            // Disposed before it started: it never starts.
            if scheduled.isDisposed { return }
            scheduled.setDisposable(action(state))
        }
        return scheduled
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let scheduled = SingleAssignmentDisposable()
        queue.asyncAfter(deadline: .now() + dueTime) {
            if scheduled.isDisposed { return }
            scheduled.setDisposable(action(state))
        }
        return scheduled
    }
}

// Exercise 08.1 (predict): a recursive countdown on an immediate scheduler.
// Practises chapter 08, "Immediate schedulers and recursion": scheduleRecursive, where each
// step of a loop is its own scheduled action, and the scheduler decides when the next one runs.
//
// The checks run this countdown with `scheduleRecursive` on two schedulers:
//
//     scheduler.scheduleRecursive(3) { count, recurse in
//         log("enter \(count)")
//         if count > 0 {
//             recurse(count - 1)
//         }
//         log("leave \(count)")
//     }
//
// first on `InlineScheduler` (below), which runs every action at once, inside the call to
// `schedule`; then on `CurrentThreadScheduler.instance`, from a thread where no trampoline is
// running. Write down the log lines in the order you expect, for example "enter 3", "leave 3".
// Work it out from RecursiveImmediateScheduler.swift and CurrentThreadScheduler.swift; do not
// run the code first.
//
// Check it: swift run rxbook check 08.1     Stuck? swift run rxbook hint 08.1
@testable import RxReading

// Why: `scheduleRecursive` runs each step as its own scheduled action. On a scheduler that runs
// an action inside `schedule`, `recurse` runs the next step at once, nested, so every "enter" comes
// before any "leave"; CurrentThreadScheduler queues the next step until the running one returns,
// so each step leaves before the next enters. See Chapters/08-ImmediateSchedulers/README.md,
// section "A loop for a scheduler: `scheduleRecursive`".
/// A scheduler that runs each action at once, on the caller's stack.
struct InlineScheduler: ImmediateSchedulerType {
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }
}

/// The countdown's log lines on `InlineScheduler`, in order.
let predictedOnInlineScheduler: [String] = [
    "enter 3", "enter 2", "enter 1", "enter 0", "leave 0", "leave 1", "leave 2", "leave 3",
]

/// The countdown's log lines on `CurrentThreadScheduler.instance`, in order.
let predictedOnCurrentThreadScheduler: [String] = [
    "enter 3", "leave 3", "enter 2", "leave 2", "enter 1", "leave 1", "enter 0", "leave 0",
]

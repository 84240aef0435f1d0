import RxReading

/// A scheduler with no queue: it runs each action at once, inside `schedule`, even while another
/// action is running. It is what `CurrentThreadScheduler` would be without its trampoline
/// (chapters 08 and 09 set the two side by side).
struct InlineScheduler: ImmediateSchedulerType {
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }
}

// region: countdown
/// Runs a `scheduleRecursive` countdown from `start` to 0 on `scheduler`, and returns, per step,
/// how many steps were running at that moment (1 when no step runs inside another), and the
/// deepest nesting seen.
private func countdownDepths(from start: Int, on scheduler: ImmediateSchedulerType) -> (steps: [(count: Int, depth: Int)], deepest: Int) {
    var depth = 0
    var deepest = 0
    var steps: [(count: Int, depth: Int)] = []
    let loop = scheduler.scheduleRecursive(start) { count, recurse in
        depth += 1
        deepest = max(deepest, depth)
        steps.append((count, depth))
        if count > 0 {
            recurse(count - 1)
        }
        depth -= 1
    }
    loop.dispose()
    return (steps, deepest)
}
// endregion: countdown

extension Demos {
    /// Chapter 08's demos: a loop written as scheduled steps, and how deep its steps nest.
    static let chapter08: [Demo] = [
        Demo(chapter: 8, name: "countdown",
             title: "A scheduleRecursive countdown: on a scheduler with no queue each step runs inside the last; on the trampoline, one after another") { log in
            for (name, scheduler) in [("InlineScheduler", InlineScheduler() as ImmediateSchedulerType),
                                      ("CurrentThreadScheduler", CurrentThreadScheduler.instance)] {
                log.print("on \(name):")
                for step in countdownDepths(from: 3, on: scheduler).steps {
                    log.print("  count \(step.count), steps running: \(step.depth)")
                }
            }
            for (name, scheduler) in [("InlineScheduler", InlineScheduler() as ImmediateSchedulerType),
                                      ("CurrentThreadScheduler", CurrentThreadScheduler.instance)] {
                log.print("1,000 steps on \(name): at most \(countdownDepths(from: 999, on: scheduler).deepest) running at once")
            }
        },
        Demo(chapter: 8, name: "recursive-step",
             title: "Two steps of a scheduleRecursive countdown on the trampoline: each recurse queues the next step",
             trace: DemoTrace()) { log in
            let loop = CurrentThreadScheduler.instance.scheduleRecursive(1) { count, recurse in
                log.print("count \(count)")
                if count > 0 {
                    recurse(count - 1)
                }
                log.print("step \(count) returns")
            }
            loop.dispose()
        },
    ]
}

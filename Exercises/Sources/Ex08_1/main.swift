// The checks of exercise 08.1. Run them with: swift run rxbook check 08.1
import ExerciseKit
@testable import RxReading

/// Runs the countdown of Exercise.swift on `scheduler` and returns its log.
func countdown(on scheduler: ImmediateSchedulerType) -> [String] {
    var log: [String] = []
    let loop = scheduler.scheduleRecursive(3) { (count: Int, recurse: (Int) -> Void) in
        log.append("enter \(count)")
        if count > 0 {
            recurse(count - 1)
        }
        log.append("leave \(count)")
    }
    loop.dispose()
    return log
}

ExerciseCheck.run("08.1", "a recursive countdown on an immediate scheduler") { check in
    try check.prediction(predictedOnInlineScheduler, matches: countdown(on: InlineScheduler()),
                         "on a scheduler that runs each action at once, your countdown log is what happens")

    try check.that(CurrentThreadScheduler.isScheduleRequired,
                   "the checks start on a thread where no trampoline is running",
                   otherwise: "a trampoline was already running")
    try check.prediction(predictedOnCurrentThreadScheduler, matches: countdown(on: CurrentThreadScheduler.instance),
                         "on CurrentThreadScheduler, your countdown log is what happens")
}

// The checks of exercise 09.1. Run them with: swift run rxbook check 09.1
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("09.1", "the trampoline's order") { check in
    try check.that(CurrentThreadScheduler.isScheduleRequired, "the checks start on a thread where no trampoline is running",
                   otherwise: "a trampoline was already running")
    var log: [String] = []
    let scheduler = CurrentThreadScheduler.instance
    _ = scheduler.schedule(()) { _ in
        log.append("A starts")
        _ = scheduler.schedule(()) { _ in
            log.append("B starts")
            _ = scheduler.schedule(()) { _ in log.append("D"); return Disposables.create() }
            log.append("B ends")
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in log.append("C"); return Disposables.create() }
        log.append("A ends")
        return Disposables.create()
    }
    log.append("schedule returned")
    try check.prediction(predicted, matches: log, "your order of the nested schedules is what the trampoline does")
}

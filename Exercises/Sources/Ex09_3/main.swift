// The checks of exercise 09.3. Run them with: swift run rxbook check 09.3
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("09.3", "subscriptions made during delivery, on the trampoline") { check in
    try check.that(CurrentThreadScheduler.isScheduleRequired,
                   "the checks start on a thread where no trampoline is running",
                   otherwise: "a trampoline was already running")
    var log: [String] = []
    _ = Observable.of(1, 2, 3).subscribe(onNext: { n in
        log.append("outer \(n)")
        if n == 1 {
            _ = Observable.of(10, 20).subscribe(onNext: { log.append("A \($0)") },
                                                onCompleted: { log.append("A completed") })
        }
        if n == 2 {
            _ = Observable.of(30).subscribe(onNext: { log.append("B \($0)") },
                                            onCompleted: { log.append("B completed") })
        }
    }, onCompleted: {
        log.append("outer completed")
    })
    log.append("subscribe returned")
    try check.prediction(predicted, matches: log, "your log is the order in which the three subscriptions deliver")
}

// The checks of exercise 12.2. Run them with: swift run rxbook check 12.2
import ExerciseKit
@testable import RxReading
import RxReadingTest

ExerciseCheck.run("12.2", "hot and cold observables on a test clock") { check in
    let events: [Recorded<Event<Int>>] = [.next(150, 1), .next(210, 2), .next(240, 3), .completed(300)]

    let hotScheduler = TestScheduler(initialClock: 0)
    let hot = hotScheduler.createHotObservable(events)
    let recordedHot = hotScheduler.start { hot.map { $0 * 10 } }
    try check.prediction(predictedHot, matches: recordedHot.events.map(\.debugDescription),
                         "the hot observable, subscribed at 200: your records are what the observer records")

    let coldScheduler = TestScheduler(initialClock: 0)
    let cold = coldScheduler.createColdObservable(events)
    let recordedCold = coldScheduler.start(disposed: 420) { cold.map { $0 * 10 } }
    try check.prediction(predictedCold, matches: recordedCold.events.map(\.debugDescription),
                         "the cold observable, subscribed at 200 and disposed at 420: your records are what the observer records")
}

// The checks of exercise 07.4. Run them with: swift run rxbook check 07.4
import ExerciseKit
@testable import RxReading
import RxReadingTest

ExerciseCheck.run("07.4", "a chain, drawn as a marble line") { check in
    let digits: [Character: Int] = ["1": 1, "2": 2, "3": 3, "4": 4, "5": 5]
    let scheduler = TestScheduler(initialClock: 0)
    let source = try scheduler.createColdObservable("-1-2-3-4-5-|", values: digits)
    let observer = scheduler.start {
        source.filter { $0 % 2 == 1 }.map { $0 * 10 }.take(2)
    }
    try check.marbleLine(prediction, matches: observer.events, values: ["a": 10, "b": 30, "c": 50, "d": 20, "e": 40],
                         "your marble line is what the observer records, frame by frame")
}

// The checks of exercise 12.3. Run them with: swift run rxbook check 12.3
import ExerciseKit
@testable import RxReading
import RxReadingTest

ExerciseCheck.run("12.3", "hot and cold, drawn as marble lines") { check in
    let values: [Character: Int] = ["a": 1, "b": 2, "c": 3]

    let hotScheduler = TestScheduler(initialClock: 0)
    let hot = try hotScheduler.createHotObservable("-a--^-b--c--|", values: values)
    let recordedHot = hotScheduler.start(created: 100, subscribed: 230, disposed: 1000) { hot.asObservable() }
    try check.marbleLine(predictedHot, matches: recordedHot.events, values: values,
                         "the hot source, subscribed at 230: your line is what its observer records")

    let coldScheduler = TestScheduler(initialClock: 0)
    let cold = try coldScheduler.createColdObservable("-a--b|", values: values)
    let recordedCold = coldScheduler.start(created: 100, subscribed: 230, disposed: 1000) { cold.asObservable() }
    try check.marbleLine(predictedCold, matches: recordedCold.events, values: values,
                         "the cold source, subscribed at 230: your line is what its observer records")
}

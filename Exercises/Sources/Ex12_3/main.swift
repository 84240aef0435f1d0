// The checks of exercise 12.3. Run them with: swift run rxbook check 12.3
import ExerciseKit
@testable import RxReading
import RxReadingTest

/// Checks a marble-line prediction against what was recorded: the learner's line with a caret
/// under its first wrong frame, never the recorded line.
func checkMarbles(_ check: ExerciseCheck, _ predicted: String, _ recorded: [Recorded<Event<Int>>],
                  values: [Character: Int], _ claim: String) throws {
    if predicted.trimmingCharacters(in: .whitespaces).isEmpty {
        try check.that(false, claim, expected: "your marble line, one column a frame",
                       otherwise: "an empty prediction: write your marble line in Exercise.swift")
    }
    let wrong: String?
    do {
        wrong = try Marbles.firstWrongFrame(of: predicted, against: recorded, values: values)
    } catch {
        wrong = "\(error)"
    }
    // The report prints "got:" 16 columns in; lines after the first keep the caret aligned.
    try check.that(wrong == nil, claim, expected: "every frame of your line to match the recording",
                   otherwise: (wrong ?? "").replacingOccurrences(of: "\n", with: "\n" + String(repeating: " ", count: 16)))
}

ExerciseCheck.run("12.3", "hot and cold, drawn as marble lines") { check in
    let values: [Character: Int] = ["a": 1, "b": 2, "c": 3]

    let hotScheduler = TestScheduler(initialClock: 0)
    let hot = try hotScheduler.createHotObservable("-a--^-b--c--|", values: values)
    let recordedHot = hotScheduler.start(created: 100, subscribed: 230, disposed: 1000) { hot.asObservable() }
    try checkMarbles(check, predictedHot, recordedHot.events, values: values,
                     "the hot source, subscribed at 230: your line is what its observer records")

    let coldScheduler = TestScheduler(initialClock: 0)
    let cold = try coldScheduler.createColdObservable("-a--b|", values: values)
    let recordedCold = coldScheduler.start(created: 100, subscribed: 230, disposed: 1000) { cold.asObservable() }
    try checkMarbles(check, predictedCold, recordedCold.events, values: values,
                     "the cold source, subscribed at 230: your line is what its observer records")
}

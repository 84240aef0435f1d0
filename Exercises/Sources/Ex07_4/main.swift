// The checks of exercise 07.4. Run them with: swift run rxbook check 07.4
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

ExerciseCheck.run("07.4", "a chain, drawn as a marble line") { check in
    let digits: [Character: Int] = ["1": 1, "2": 2, "3": 3, "4": 4, "5": 5]
    let scheduler = TestScheduler(initialClock: 0)
    let source = try scheduler.createColdObservable("-1-2-3-4-5-|", values: digits)
    let observer = scheduler.start {
        source.filter { $0 % 2 == 1 }.map { $0 * 10 }.take(2)
    }
    try checkMarbles(check, prediction, observer.events, values: ["a": 10, "b": 30, "c": 50, "d": 20, "e": 40],
                     "your marble line is what the observer records, frame by frame")
}

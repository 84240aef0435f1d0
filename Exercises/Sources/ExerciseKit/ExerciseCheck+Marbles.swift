import RxReading
import RxReadingTest

extension ExerciseCheck {
    /// Passes when the learner's marble line `predicted` matches the recorded events, frame by
    /// frame. On a mismatch it shows the learner's own line with a caret under its first wrong
    /// frame, never the recorded line, so the answer is not given away.
    public func marbleLine(_ predicted: String, matches recorded: [Recorded<Event<Int>>],
                           values: [Character: Int], _ claim: String) throws {
        if predicted.trimmingCharacters(in: .whitespaces).isEmpty {
            try that(false, claim, expected: "your marble line, one column a frame",
                     otherwise: "an empty prediction: write your marble line in Exercise.swift")
        }
        let wrong: String?
        do {
            wrong = try Marbles.firstWrongFrame(of: predicted, against: recorded, values: values)
        } catch {
            wrong = "\(error)"
        }
        // The report prints "got:" 16 columns in; lines after the first keep the caret aligned.
        try that(wrong == nil, claim, expected: "every frame of your line to match the recording",
                 otherwise: (wrong ?? "").replacingOccurrences(of: "\n", with: "\n" + String(repeating: " ", count: 16)))
    }
}

// The checks of exercise 03.2. Run them with: swift run rxbook check 03.2
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("03.2", "what AnonymousObserver and AnyObserver deliver after completed") { check in
    var lines: [String] = []
    let anonymous = AnonymousObserver<Int> { event in lines.append("anonymous \(event)") }
    let any = AnyObserver<Int> { event in lines.append("any \(event)") }
    let events: [Event<Int>] = [.next(1), .completed, .next(2), .error(ExerciseError("late"))]
    for event in events {
        anonymous.on(event)
        any.on(event)
    }
    try check.prediction(prediction, matches: lines, "your prediction lists every logged line, in order")
}

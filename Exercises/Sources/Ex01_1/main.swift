// The checks of exercise 01.1. Run them with: swift run rxbook check 01.1
import ExerciseKit
import RxReading

ExerciseCheck.run("01.1", "Event.map, one event at a time") { check in
    let history: [Event<Int>] = [.next(1), .next(2), .next(3), .completed]
    let mapped = history.map { event in
        event.map { value -> Int in
            if value == 2 { throw ExerciseError("two") }
            return value * 10
        }
    }
    try check.prediction(prediction, matches: mapped.map { String(describing: $0) },
                         "your prediction names the four mapped events, in order")
}

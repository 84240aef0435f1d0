// The checks of exercise 06.3. Run them with: swift run rxbook check 06.3
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("06.3", "SinkDisposer when dispose comes first") { check in
    var lines: [String] = []
    func parts(_ name: String) -> (sink: Disposable, subscription: Disposable) {
        (sink: Disposables.create { lines.append("\(name) sink disposed") },
         subscription: Disposables.create { lines.append("\(name) subscription disposed") })
    }

    let a = Producer<Int> { _, _, _ in parts("A") }
    let subscriptionA = a.subscribe(EventLog<Int>())
    lines.append("A: subscribe returned")
    subscriptionA.dispose()
    lines.append("A: dispose returned")
    subscriptionA.dispose()
    lines.append("A: dispose returned")

    let b = Producer<Int> { _, _, cancel in
        cancel.dispose()
        lines.append("B: cancel.dispose() returned")
        return parts("B")
    }
    let subscriptionB = b.subscribe(EventLog<Int>())
    lines.append("B: subscribe returned")
    subscriptionB.dispose()
    lines.append("B: dispose returned")

    try check.prediction(prediction, matches: lines, "your prediction lists every logged line, A then B, in order")
}

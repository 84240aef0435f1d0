// The checks of exercise 04.3. Run them with: swift run rxbook check 04.3
import ExerciseKit
import RxReading

ExerciseCheck.run("04.3", "SerialDisposable replaces, disposes, and refuses") { check in
    var lines: [String] = []
    func logged(_ name: String) -> Disposable {
        Disposables.create { lines.append("\(name) disposed") }
    }

    let serial = SerialDisposable()
    serial.disposable = logged("A")
    lines.append("A set")
    serial.disposable = logged("B")
    lines.append("B set")
    serial.dispose()
    lines.append("serial disposed")
    serial.disposable = logged("C")
    lines.append("C set")
    serial.dispose()
    lines.append("serial disposed")

    try check.prediction(prediction, matches: lines, "your prediction lists every logged line, in order")
}

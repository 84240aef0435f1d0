// The checks of exercise 11.2. Run them with: swift run rxbook check 11.2
import Foundation
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("11.2", "where, and when, each scheduled closure runs") { check in
    var notes: [String] = []
    var offMain: [String] = []
    func note(_ text: String) {
        if Thread.isMainThread { notes.append(text) } else { offMain.append(text) }
    }
    let worker = SerialDispatchQueueScheduler(internalSerialQueueName: "worker")

    note("start")
    _ = MainScheduler.instance.schedule(()) { _ in note("instance"); return Disposables.create() }
    note("after instance")
    _ = MainScheduler.asyncInstance.schedule(()) { _ in note("asyncInstance"); return Disposables.create() }
    note("after asyncInstance")
    _ = worker.schedule(()) { _ in
        _ = MainScheduler.instance.schedule(()) { _ in note("instance from worker"); return Disposables.create() }
        return Disposables.create()
    }
    note("end")
    let finished = check.eventually(5) { notes.count == 7 }
    try check.that(finished && offMain.isEmpty, "every closure runs, on the main thread, within 5 seconds",
                   otherwise: "\(notes.count) of 7 notes on the main thread, \(offMain.count) elsewhere")
    try check.prediction(predicted, matches: notes, "the main thread's notes come in the order you wrote")
}

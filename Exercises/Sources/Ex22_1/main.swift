// The checks of exercise 22.1. Run them with: swift run rxbook check 22.1
import Dispatch
import Foundation
import ExerciseKit
import RxReadingTest
@testable import RxReading

/// Records, from any thread, where the first action ran and whether `schedule` had returned.
final class FirstRun: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: (onCaller: Bool, beforeReturn: Bool)?
    private var returned = false

    func scheduleReturned() {
        lock.lock(); returned = true; lock.unlock()
    }

    func actionRuns(onCaller: Bool) {
        lock.lock(); seen = (onCaller, !returned); lock.unlock()
    }

    var result: (onCaller: Bool, beforeReturn: Bool)? {
        lock.lock(); defer { lock.unlock() }
        return seen
    }
}

ExerciseCheck.run("22.1", "a scheduler of your own, proven") { check in
    let scheduler = QueueScheduler(label: "ex22.1")
    // The checks run on the main thread: an action that runs there ran on the caller's thread.
    let first = FirstRun()
    _ = scheduler.schedule(()) { _ in
        first.actionRuns(onCaller: Thread.isMainThread)
        return Disposables.create()
    }
    first.scheduleReturned()
    let ran = check.eventually(5) { first.result != nil }
    try check.that(ran, "a scheduled action runs", otherwise: "it did not run within 5 s")
    try check.that(first.result?.beforeReturn == false && first.result?.onCaller == false,
                   "schedule returns at once; the action runs later, on your queue, not on the thread that scheduled it",
                   expected: "the action runs after schedule returned, off the main thread",
                   otherwise: first.result?.onCaller == true ? "it ran on the thread that called schedule" : "it ran before schedule returned")

    let violations = schedulerViolations(scheduler, promises: [.serial, .cancelsBeforeStart], name: "QueueScheduler")
    try check.that(violations.isEmpty,
                   "the conformance kit, declaring [.serial, .cancelsBeforeStart], finds no broken promise",
                   expected: "no violation",
                   otherwise: violations.map(\.description).joined(separator: "; "))
}

// The checks of exercise 03.1. Run them with: swift run rxbook check 03.1
import Foundation
import Synchronization
import ExerciseKit
import RxReading

let arrived = Atomic<Int>(0)

ExerciseCheck.run("03.1", "an observer that stops at the first terminal event") { check in
    let log = EventLog<Int>()
    let observer = StoppingObserver<Int>(log.on)
    observer.on(.next(1))
    observer.on(.next(2))
    try check.equal(log.events, ["next(1)", "next(2)"], "elements pass through while the observer runs")
    observer.on(.completed)
    observer.on(.next(3))
    try check.equal(log.events, ["next(1)", "next(2)", "completed"],
                    "after completed, a later element is not delivered")
    observer.on(.error(ExerciseError("late")))
    observer.on(.completed)
    try check.equal(log.events, ["next(1)", "next(2)", "completed"],
                    "after completed, a later error or a second completed is not delivered")

    let failing = EventLog<Int>()
    let failingObserver = StoppingObserver<Int>(failing.on)
    failingObserver.on(.error(ExerciseError("boom")))
    failingObserver.on(.next(1))
    failingObserver.on(.completed)
    try check.equal(failing.events, ["error(boom)"], "an error stops the observer just as completed does")

    let disposedLog = EventLog<Int>()
    let disposed = StoppingObserver<Int>(disposedLog.on)
    disposed.on(.next(1))
    disposed.dispose()
    disposed.on(.next(2))
    disposed.on(.completed)
    try check.equal(disposedLog.events, ["next(1)"], "after dispose(), nothing at all is delivered")

    // Two threads send completed to one observer at the same moment, 300 times over.
    var deliveries: [Int] = []
    for _ in 1...300 {
        let raced = EventLog<Int>()
        let racedObserver = StoppingObserver<Int>(raced.on)
        arrived.store(0, ordering: .relaxed)
        let done = DispatchGroup()
        for _ in 0..<2 {
            done.enter()
            Thread {
                arrived.add(1, ordering: .relaxed)
                while arrived.load(ordering: .relaxed) < 2 {}
                racedObserver.on(.completed)
                done.leave()
            }.start()
        }
        done.wait()
        deliveries.append(raced.events.count)
    }
    let wrong = deliveries.filter { $0 != 1 }
    try check.that(wrong.isEmpty,
                   "in each of 300 rounds, two threads sending completed at once deliver it exactly once",
                   otherwise: "\(wrong.count) round(s) delivered completed \(wrong.first ?? 0) times")
}

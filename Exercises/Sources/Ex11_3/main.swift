// The checks of exercise 11.3. Run them with: swift run rxbook check 11.3
import Foundation
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("11.3", "a main-queue scheduler that lets later work overtake earlier") { check in
    let scheduler = MainQueueScheduler()
    let worker = DispatchQueue(label: "worker")
    var log: [String] = []
    var offMain = 0
    func note(_ text: String) {
        if !Thread.isMainThread { offMain += 1 }
        log.append(text)
    }
    func work(_ name: String) -> (()) -> Disposable {
        { _ in note(name); return Disposables.create() }
    }

    try check.that(DispatchQueue.isMain, "the checks run on the main queue", otherwise: "they run elsewhere")
    _ = scheduler.schedule(()) { _ in
        note("A starts")
        _ = scheduler.schedule((), action: work("B"))
        note("A ends")
        return Disposables.create()
    }
    note("A returned")
    worker.sync {
        _ = scheduler.schedule((), action: work("C"))
    }
    _ = scheduler.schedule((), action: work("D"))
    note("D scheduled")
    let allRan = check.eventually(5) { ["B", "C", "D"].allSatisfy(log.contains) }
    try check.that(allRan && offMain == 0, "every action runs, on the main thread, within 5 seconds",
                   otherwise: "\(log.filter { $0.count == 1 }.count) of B, C, D ran, \(offMain) note(s) off the main thread")
    try check.that(log.firstIndex(of: "A ends")! < log.firstIndex(of: "A returned")!,
                   "A, scheduled on the main queue with nothing of the scheduler waiting, runs at once, inside schedule",
                   otherwise: "A had not ended when schedule returned")
    try check.equal(log.filter { ["B", "C", "D"].contains($0) }, ["B", "C", "D"], "B, C and D run in the order they were scheduled")
    try check.that(log.firstIndex(of: "B")! > log.firstIndex(of: "A ends")!,
                   "B, scheduled from inside A, waits until A has returned", otherwise: "B ran inside A, before A ended")
    try check.that(log.firstIndex(of: "D")! > log.firstIndex(of: "D scheduled")!,
                   "D, scheduled on the main queue while B and C wait there, waits behind them", otherwise: "D ran at once, inside schedule")

    var ran: [String] = []
    var cancelled: Disposable?
    worker.sync {
        cancelled = scheduler.schedule(()) { _ in ran.append("F"); return Disposables.create() }
    }
    cancelled?.dispose()
    RunLoop.current.run(until: Date().addingTimeInterval(0.1))
    try check.equal(ran, [], "an action disposed before its turn on the main queue does not run")
    _ = scheduler.schedule(()) { _ in ran.append("G"); return Disposables.create() }
    try check.equal(ran, ["G"], "once the main queue has run or dropped everything the scheduler sent it, an action scheduled on the main queue runs at once again")
}

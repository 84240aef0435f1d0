// The checks of exercise 09.2. Run them with: swift run rxbook check 09.2
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("09.2", "a trampoline that lets go too early") { check in
    let trampoline = Trampoline()
    var log: [String] = []
    _ = trampoline.schedule(()) { _ in
        log.append("A starts")
        _ = trampoline.schedule(()) { _ in
            log.append("B starts")
            _ = trampoline.schedule(()) { _ in log.append("D"); return Disposables.create() }
            log.append("B ends")
            return Disposables.create()
        }
        _ = trampoline.schedule(()) { _ in log.append("C"); return Disposables.create() }
        log.append("A ends")
        return Disposables.create()
    }
    log.append("schedule returned")
    func position(_ line: String) -> Int { log.firstIndex(of: line) ?? -1 }
    try check.that(log.first == "A starts" && log.last == "schedule returned",
                   "with no trampoline running, schedule runs its action at once and returns after the queue is drained",
                   otherwise: "the log starts with \(log.first ?? "nothing") and ends with \(log.last ?? "nothing")")
    try check.that(position("B starts") > position("A ends") && position("C") > position("A ends"),
                   "an action scheduled while the first one runs waits until it returns",
                   otherwise: "B or C ran before A ended")
    try check.that(position("D") > position("B ends"),
                   "an action scheduled by a queued action waits too, until that one returns",
                   otherwise: "D ran before B ended: it ran nested inside B")
    try check.that(position("D") > position("C"),
                   "and it joins the queue behind what already waits: D, queued by B, runs after C, queued by A",
                   otherwise: "D ran before C")

    var depth = 0
    var deepest = 0
    var steps = 0
    func step(_ remaining: Int) -> Disposable {
        depth += 1
        deepest = max(deepest, depth)
        steps += 1
        if remaining > 0 {
            _ = trampoline.schedule(remaining - 1, action: step)
        }
        depth -= 1
        return Disposables.create()
    }
    _ = trampoline.schedule(1_000, action: step)
    try check.equal(steps, 1_001, "a recursion of 1,000 steps, each scheduling the next, runs every step")
    try check.that(deepest == 1, "and runs them one after another: never more than one step on the stack",
                   otherwise: "\(deepest) steps were on the stack at once")

    var ran: [String] = []
    _ = trampoline.schedule(()) { _ in
        let cancelled = trampoline.schedule(()) { _ in ran.append("cancelled"); return Disposables.create() }
        _ = trampoline.schedule(()) { _ in ran.append("kept"); return Disposables.create() }
        cancelled.dispose()
        return Disposables.create()
    }
    try check.equal(ran, ["kept"], "a queued action disposed before its turn does not run; the others do")
    try check.equal(trampoline.isRunning, false, "once its queue is empty, the trampoline stops: the next schedule runs at once")
}

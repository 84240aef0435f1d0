// The checks of exercise 21.1. Run them with: swift run rxbook check 21.1
import ExerciseKit
import RxReadingTest
@testable import RxReading

struct Failed: Error {}

@inline(never)
func stackAddress() -> UInt {
    var marker = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
}

ExerciseCheck.run("21.1", "a retry that loops") { check in
    var runs = 0
    let failsTwice = Observable<String>.create { observer in
        runs += 1
        observer.onNext("attempt \(runs)")
        if runs < 3 {
            observer.onError(Failed())
        } else {
            observer.onCompleted()
        }
        return Disposables.create()
    }
    let log = EventLog<String>()
    _ = retrying(failsTwice, attempts: 5).subscribe(log)
    try check.equal(runs, 3, "each failure subscribes again, so the source's work runs again")
    try check.equal(log.events, ["next(attempt 1)", "next(attempt 2)", "next(attempt 3)", "completed"],
                    "elements of every attempt are sent; a completion ends the retrying")

    runs = 0
    let failing = Observable<String>.create { observer in
        runs += 1
        observer.onError(Failed())
        return Disposables.create()
    }
    let failures = EventLog<String>()
    _ = retrying(failing, attempts: 2).subscribe(failures)
    try check.equal(runs, 2, "attempts counts every subscription, the first one too")
    try check.equal(failures.events, ["error(Failed())"], "the last failure is sent on")

    var lowest = UInt.max, highest = UInt.min
    runs = 0
    let failsAtOnce = Observable<Int>.create { observer in
        runs += 1
        let here = stackAddress()
        lowest = min(lowest, here)
        highest = max(highest, here)
        observer.onError(Failed())
        return Disposables.create()
    }
    _ = retrying(failsAtOnce, attempts: 10_000).subscribe(EventLog<Int>())
    try check.equal(runs, 10_000, "10,000 attempts of a source that fails at once")
    try check.that(highest - lowest < 64 * 1024, "they run on one stack depth (a loop, not a recursion)",
                   expected: "less than 64 KB of stack between them", otherwise: "\(highest &- lowest) bytes")

    let scheduler = TestScheduler(initialClock: 0)
    let cold = try scheduler.createColdObservable("-a-#", values: ["a": 1])
    _ = scheduler.start(disposed: 300) { retrying(cold.asObservable(), attempts: 100) }
    try check.equal(cold.subscriptions, [Subscription(200, 230), Subscription(230, 260), Subscription(260, 290), Subscription(290, 300)],
                    "a source failing on a clock is subscribed again at each failure, and disposing stops it")
}

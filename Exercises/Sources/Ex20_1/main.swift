// The checks of exercise 20.1. Run them with: swift run rxbook check 20.1
import ExerciseKit
import RxReading
import RxReadingTest

struct Boom: Error {}

ExerciseCheck.run("20.1", "a debounce") { check in
    let s1 = TestScheduler(initialClock: 0)
    let quiet = s1.createHotObservable([.next(210, 1), .next(230, 2), .next(290, 3), .completed(340)])
    let o1 = s1.start { myDebounce(quiet.asObservable(), .seconds(20), s1) }
    try check.equal(o1.events.map { "\($0.time) \($0.value)" }, ["250 next(2)", "310 next(3)", "340 completed"],
                    "an element goes out 20 ticks after it arrived if nothing came meanwhile; 1 is replaced by 2")

    let s2 = TestScheduler(initialClock: 0)
    let completing = s2.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
    let o2 = s2.start { myDebounce(completing.asObservable(), .seconds(50), s2) }
    try check.equal(o2.events.map { "\($0.time) \($0.value)" }, ["240 next(2)", "240 completed"],
                    "at completion the waiting element goes out at once, then the completion")

    let s3 = TestScheduler(initialClock: 0)
    let failing = s3.createHotObservable([.next(210, 1), .error(240, Boom())])
    let o3 = s3.start { myDebounce(failing.asObservable(), .seconds(50), s3) }
    try check.equal(o3.events.map { "\($0.time) \($0.value.isStopEvent ? "stop" : "next")" }, ["240 stop"],
                    "an error goes out at once and the waiting element is dropped")

    let s4 = TestScheduler(initialClock: 0)
    let stale = s4.createHotObservable([.next(210, 1), .next(220, 2), .completed(290)])
    let o4 = s4.start { myDebounce(stale.asObservable(), .seconds(20), UncancellableScheduler(s4)) }
    try check.equal(o4.events.map { "\($0.time) \($0.value)" }, ["240 next(2)", "290 completed"],
                    "1's timer runs at 230 although 2 replaced it (the scheduler cannot cancel): it must send nothing")
}

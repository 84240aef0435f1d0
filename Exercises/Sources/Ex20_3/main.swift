// The checks of exercise 20.3. Run them with: swift run rxbook check 20.3
import ExerciseKit
import RxReading
import RxReadingTest

ExerciseCheck.run("20.3", "a timeout that switches although an element came in time") { check in
    let s1 = TestScheduler(initialClock: 0)
    let first = s1.createHotObservable([.next(210, 1), .next(250, 2), .completed(260)])
    let other = s1.createColdObservable([.next(10, 9), .completed(20)])
    let o1 = s1.start { myTimeout(first.asObservable(), .seconds(20), other: other.asObservable(), s1) }
    try check.equal(o1.events.map { "\($0.time) \($0.value)" }, ["210 next(1)", "240 next(9)", "250 completed"],
                    "20 ticks after 1 with nothing new, other takes over; the first source's 2 comes too late")

    let s2 = TestScheduler(initialClock: 0)
    let steady = s2.createHotObservable([.next(210, 1), .next(230, 2), .next(245, 3), .completed(260)])
    let other2 = s2.createColdObservable([.next(10, 9), .completed(20)])
    let o2 = s2.start { myTimeout(steady.asObservable(), .seconds(20), other: other2.asObservable(), UncancellableScheduler(s2)) }
    try check.equal(o2.events.map { "\($0.time) \($0.value)" },
                    ["210 next(1)", "230 next(2)", "245 next(3)", "260 completed"],
                    "no gap reaches 20 ticks, so nothing switches, even though replaced timers still run (the scheduler cannot cancel)")
}

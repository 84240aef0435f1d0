// The checks of exercise 10.1, in virtual time. Run them with: swift run rxbook check 10.1
import ExerciseKit
@testable import RxReading
import RxReadingTest

ExerciseCheck.run("10.1", "delay(_:scheduler:) on scheduleRelative") { check in
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)] as [Recorded<Event<Int>>])
    let observer = scheduler.start { source.delay(.seconds(50), scheduler: scheduler) }
    try check.equal(observer.events.map(\.debugDescription), ["next(1) @ 260", "next(2) @ 270", "completed @ 350"],
                    "delay(50) shifts each element and the completion 50 ticks later")

    let second = TestScheduler(initialClock: 0)
    let failing = second.createHotObservable([.next(210, 1), .next(240, 2), .error(250, ExerciseError("boom"))] as [Recorded<Event<Int>>])
    let failed = second.start { failing.delay(.seconds(50), scheduler: second) }
    try check.equal(failed.events.map(\.debugDescription), ["error(boom) @ 250"],
                    "an error arrives at once, and the elements still waiting (due at 260 and 290) are dropped")

    let third = TestScheduler(initialClock: 0)
    let long = third.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)] as [Recorded<Event<Int>>])
    let cut = third.start(disposed: 265) { long.delay(.seconds(50), scheduler: third) }
    try check.equal(cut.events.map(\.debugDescription), ["next(1) @ 260"],
                    "disposing at 265 cancels the element still waiting (due at 280)")

    // A sink driven by hand, so the check can look at what it keeps between elements.
    let fifth = TestScheduler(initialClock: 0)
    let sink = DelaySink(dueTime: .seconds(5), scheduler: fifth, observer: EventLog<Int>(), cancel: BooleanDisposable())
    for value in 1...100 {
        sink.on(.next(value))
    }
    try check.equal(sink.pending.count, 100, "while 100 elements wait, pending holds their 100 deliveries")
    fifth.advanceTo(10)
    try check.equal(sink.pending.count, 0,
                    "once the deliveries have run, pending holds none of them (it does not grow by one entry per element)")
    sink.dispose()

    try check.releasesEverything("after completing, the subscription releases its sink and its pending deliveries") {
        let fourth = TestScheduler(initialClock: 0)
        let short = fourth.createColdObservable([.next(10, 1), .completed(20)] as [Recorded<Event<Int>>])
        _ = fourth.start { short.delay(.seconds(5), scheduler: fourth) }
    }
}

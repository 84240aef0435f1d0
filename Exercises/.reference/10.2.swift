// Exercise 10.2 (predict): interval and timer ticks in virtual time.
// Practises chapter 10, "Time and periodic work": Timer, and schedulePeriodic's first tick after
// `startAfter`, then one each `period`.
//
// The checks run, each on a fresh `TestScheduler(initialClock: 0)` (one tick of virtual time
// per second; `start` subscribes at 200):
//
//     scheduler.start(disposed: 650) { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
//     scheduler.start(disposed: 500) { Observable<Int>.timer(.seconds(30), period: .seconds(100), scheduler: scheduler) }
//     scheduler.start { Observable<Int>.timer(.seconds(30), scheduler: scheduler) }
//
// Write down what each observer records, as TestableObserver prints a record: "next(0) @ 300",
// "completed @ 400". Work it out from Timer.swift and SchedulerType.swift.
//
// Check it: swift run rxbook check 10.2     Stuck? swift run rxbook hint 10.2
@testable import RxReading

// Why: `start` subscribes at 200, and each wait counts from then: `interval(100)` ticks at 300,
// 400, 500 and 600 and is disposed at 650 before 700. `timer(30, period: 100)` waits 30 for its
// first tick, then 100 between ticks, until disposed at 500; without a period, it ticks once and
// completes at the same time. See Chapters/10-TimeAndPeriodicWork/README.md, section "`interval`
// and `timer`".
/// interval(100), disposed at 650.
let predictedInterval: [String] = ["next(0) @ 300", "next(1) @ 400", "next(2) @ 500", "next(3) @ 600"]

/// timer(30, period: 100), disposed at 500.
let predictedPeriodicTimer: [String] = ["next(0) @ 230", "next(1) @ 330", "next(2) @ 430"]

/// timer(30) without a period, disposed at 1000.
let predictedOneOffTimer: [String] = ["next(0) @ 230", "completed @ 230"]

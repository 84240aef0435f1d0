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

/// interval(100), disposed at 650.
let predictedInterval: [String] = []

/// timer(30, period: 100), disposed at 500.
let predictedPeriodicTimer: [String] = []

/// timer(30) without a period, disposed at 1000.
let predictedOneOffTimer: [String] = []

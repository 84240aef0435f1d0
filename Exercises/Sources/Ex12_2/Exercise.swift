// Exercise 12.2 (predict): hot and cold observables on a test clock.
// Practises chapter 12, "Virtual time": TestScheduler, its hot and cold test observables, and
// `start`, which creates at 100, subscribes at 200 and disposes at 1000 unless told otherwise.
//
// The checks give the same recorded events to a hot and to a cold test observable:
//
//     let events: [Recorded<Event<Int>>] = [.next(150, 1), .next(210, 2), .next(240, 3), .completed(300)]
//     let scheduler = TestScheduler(initialClock: 0)
//     let hot = scheduler.createHotObservable(events)
//     let recordedHot = scheduler.start { hot.map { $0 * 10 } }
//
// and, on a second TestScheduler, the same with `createColdObservable(events)` and
// `scheduler.start(disposed: 420) { cold.map { $0 * 10 } }`.
// Write down what each observer records, as TestableObserver prints a record:
// "next(20) @ 210", "completed @ 300". Work it out from HotObservable.swift, ColdObservable.swift
// and TestScheduler.swift (in Sources/RxReadingTest/).
//
// Check it: swift run rxbook check 12.2     Stuck? swift run rxbook hint 12.2
@testable import RxReading

/// What the observer of the hot observable records.
let predictedHot: [String] = []

/// What the observer of the cold observable, disposed at 420, records.
let predictedCold: [String] = []

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

// Why: a hot observable's times are the clock's: the subscription at 200 misses `next(150, 1)`
// and sees the rest when they happen. A cold observable's times count from each subscription, so
// subscribed at 200 it sends at 350, 410 and 440, and the disposal at 420 cuts off everything
// after 410. See Chapters/12-VirtualTime/README.md, section "`TestScheduler` and its script: 100,
// 200, 1000".
/// What the observer of the hot observable records.
let predictedHot: [String] = ["next(20) @ 210", "next(30) @ 240", "completed @ 300"]

/// What the observer of the cold observable, disposed at 420, records.
let predictedCold: [String] = ["next(10) @ 350", "next(20) @ 410"]

// Exercise 13.3 (predict): two subscribe(on:) on a test clock.
// Practises chapter 13, section "When a test sees the unsubscription": on a TestScheduler, each
// hop that subscribe(on:) makes onto the scheduler shows in the source's record.
//
// The checks run the same chain twice, each time on a fresh `TestScheduler(initialClock: 0)`
// with a hot source that sends 1 at 210 and 2 at 250:
//
//     scheduler.start { source.subscribe(on: scheduler).subscribe(on: scheduler) }
//
// First the source completes at 300, and `start` disposes at its usual 1000; then the source
// never completes, and `start(disposed: 400)` disposes at 400. Write down what the observer
// records the first time, as "next(1) @ 210" and "completed @ 300" are written, and, both
// times, the source's recorded subscriptions, as "(subscribed: unsubscribed)", for example
// "(200: 1000)". Work it out from the chapter's sink and from chapter 12's "One tick later";
// do not run it first.
//
// Check it: swift run rxbook check 13.3     Stuck? swift run rxbook hint 13.3
@testable import RxReading

// Why: subscribing is scheduled once per subscribe(on:), each a hop onto the test scheduler
// for "now", so the source is subscribed two ticks after 200; the events are not moved. The
// completion reaches the subscribe(on:) nearest the source first, and its sink schedules its
// own unsubscription from the source: one hop, 301. `start`'s dispose at 400 goes the other way
// round, through the outer sink, which schedules the disposal of the inner one at 401, which
// schedules the source's at 402. See Chapters/13-SubscribeOn/README.md, sections "When a test
// sees the unsubscription" and "Three helpers in RxSwift, one sink here".
/// What the observer records when the source completes at 300.
let predictedEvents: [String] = ["next(1) @ 210", "next(2) @ 250", "completed @ 300"]

/// The source's subscriptions when it completes at 300.
let predictedSubscriptions: [String] = ["(202: 301)"]

/// The source's subscriptions when it never completes and `start` disposes at 400.
let predictedSubscriptionsDisposed: [String] = ["(202: 402)"]

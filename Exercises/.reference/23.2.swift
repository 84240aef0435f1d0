// Exercise 23.2 (predict): who is subscribed when, and who wins the tick.
// Practises chapter 23, sections "A gate another source opens", "A timer for a gate" and
// "Elements first: startWith".
//
// Each chain runs on a `TestScheduler` started at 200, as `scheduler.start { ... }` does. Write
// each event as "TIME: next(VALUE)" or "TIME: completed", in order, and each subscription of
// `source` as "SUBSCRIBED-DISPOSED".
//
// 1. `source` is cold: 1 at 10, completion at 20 (relative to its subscription).
//        source.startWith(0).take(until: Observable.just("stop"))
//    -> startWithTakeUntilEvents, startWithTakeUntilSubscriptions
//
// 2. `cold` sends 1 at 10, 2 at 20, 3 at 30 and completes at 40, after its subscription;
//    `hot` sends 1 at 210, 2 at 220, 3 at 230 and completes at 240, whoever listens.
//        cold.take(for: .seconds(20), scheduler: scheduler)   -> coldTakeForEvents
//        hot.take(for: .seconds(20), scheduler: scheduler)    -> hotTakeForEvents
//
// 3. `source` is hot: 1 at 210, 2 at 220, 3 at 250, completion at 260. `ticks` is hot: a tick
//    at 230, a tick at 240, completion at 255.
//        source.sample(ticks)                                  -> sampleEvents
//
// Work it out from TakeUntil.swift, StartWith.swift, TakeTime.swift and Sample.swift.
//
// Check it: swift run rxbook check 23.2     Stuck? swift run rxbook hint 23.2
@testable import RxReading

// Why: take(until:) subscribes `other` first; just("stop") completes the result at once, so
// startWith's 0 reaches a sink already disposed, and the source is subscribed all the same and
// disposed as soon as the subscription is handed back. take(for:) sets its timer before it
// subscribes: a cold source's element at the deadline is scheduled after the timer and loses, a
// hot one's was scheduled before and wins. sample sends only what is new (nothing at 240); the
// ticks' completion is a last tick (3 is new) and never completes the result. See
// Chapters/23-OnePieceOfState/README.md, sections "A gate another source opens", "A timer for a
// gate" and "Elements first: `startWith`".

let startWithTakeUntilEvents: [String] = ["200: completed"]
let startWithTakeUntilSubscriptions: [String] = ["200-200"]
let coldTakeForEvents: [String] = ["210: next(1)", "220: completed"]
let hotTakeForEvents: [String] = ["210: next(1)", "220: next(2)", "220: completed"]
let sampleEvents: [String] = ["230: next(2)", "255: next(3)"]

// Exercise 09.3 (predict): subscriptions made during delivery, on the trampoline.
// Practises chapter 09, section "Subscribe, revisited": every subscription runs inside the
// thread's trampoline, and `of` sends each element as one scheduled step.
//
// The checks run this on a thread where no trampoline is running, with every `of` on
// CurrentThreadScheduler (its default):
//
//     _ = Observable.of(1, 2, 3).subscribe(onNext: { n in
//         log("outer \(n)")
//         if n == 1 {
//             _ = Observable.of(10, 20).subscribe(onNext: { log("A \($0)") },
//                                                 onCompleted: { log("A completed") })
//         }
//         if n == 2 {
//             _ = Observable.of(30).subscribe(onNext: { log("B \($0)") },
//                                             onCompleted: { log("B completed") })
//         }
//     }, onCompleted: {
//         log("outer completed")
//     })
//     log("subscribe returned")
//
// Write down the log lines in the order you expect, for example "outer 1", "A 10". Work it out
// from the chapter (the queue, who drains it, and what `of` schedules); do not run it first.
//
// Check it: swift run rxbook check 09.3     Stuck? swift run rxbook hint 09.3
@testable import RxReading

/// The log lines, in the order they are written.
let predicted: [String] = []

// Exercise 09.1 (predict): the trampoline's order.
// Practises chapter 09, "CurrentThreadScheduler": the first schedule on a thread runs at once and
// becomes the trampoline; every schedule made while it runs is queued until the running action
// returns.
//
// The checks run these nested schedules on a thread where no trampoline is running:
//
//     let scheduler = CurrentThreadScheduler.instance
//     _ = scheduler.schedule(()) { _ in
//         log("A starts")
//         _ = scheduler.schedule(()) { _ in
//             log("B starts")
//             _ = scheduler.schedule(()) { _ in log("D"); return Disposables.create() }
//             log("B ends")
//             return Disposables.create()
//         }
//         _ = scheduler.schedule(()) { _ in log("C"); return Disposables.create() }
//         log("A ends")
//         return Disposables.create()
//     }
//     log("schedule returned")
//
// Write down the log lines in the order you expect. Work it out from CurrentThreadScheduler.swift.
//
// Check it: swift run rxbook check 09.1     Stuck? swift run rxbook hint 09.1
@testable import RxReading

// Why: only the outermost `schedule` finds no trampoline running, so only A runs at once; B and C
// are queued while A runs, and D is queued while B runs, behind C. The first `schedule` returns
// only when the queue is empty. See Chapters/09-CurrentThreadScheduler/README.md, section
// "`schedule`: run now, or queue".
/// The log lines, in the order they happen.
let predicted: [String] = [
    "A starts", "A ends", "B starts", "B ends", "C", "D", "schedule returned",
]

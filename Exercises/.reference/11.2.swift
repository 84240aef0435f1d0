// Exercise 11.2 (predict): where, and when, each scheduled closure runs.
// Practises chapter 11, "Dispatch schedulers": MainScheduler, which runs work at once when it is
// already on the main queue, and SerialDispatchQueueScheduler, which always hands work to its
// queue and returns.
//
// The checks run this on the main thread, then let the main queue run until everything is done:
//
//     note("start")
//     _ = MainScheduler.instance.schedule(()) { _ in note("instance"); ... }
//     note("after instance")
//     _ = MainScheduler.asyncInstance.schedule(()) { _ in note("asyncInstance"); ... }
//     note("after asyncInstance")
//     _ = worker.schedule(()) { _ in                      // a SerialDispatchQueueScheduler
//         _ = MainScheduler.instance.schedule(()) { _ in note("instance from worker"); ... }
//         ...
//     }
//     note("end")
//
// Write down the main thread's notes in the order they happen (every closure that notes
// something runs on the main thread). Work it out from MainScheduler.swift and
// SerialDispatchQueueScheduler.swift.
//
// Check it: swift run rxbook check 11.2     Stuck? swift run rxbook hint 11.2
@testable import RxReading

// Why: `MainScheduler.instance` runs the action at once when called on the main thread, so
// "instance" comes straight after "start"; `asyncInstance` always hands the action to the main
// queue, which runs it after the current code ("end"). From the worker's queue, `instance` is off
// the main thread, so it too hands the action to the main queue, behind "asyncInstance". See
// Chapters/11-DispatchSchedulers/README.md, section "`MainScheduler`: now, or on the main queue's
// next turn".
/// The notes, in the order they happen.
let predicted: [String] = [
    "start", "instance", "after instance", "after asyncInstance", "end", "asyncInstance", "instance from worker",
]

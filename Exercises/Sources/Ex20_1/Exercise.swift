// Exercise 20.1 (build): a debounce.
// Practises chapter 20, sections "debounce" and "The stale timer": a timer per element in a
// SerialDisposable, and an id that tells a stale timer from the current one.
//
// Write `myDebounce` with `Observable.create`: an element waits until `dueTime` passes with no
// other element, then goes out; a newer element replaces it and restarts the wait. When the
// source completes, the waiting element goes out at once, then the completion; an error goes out
// at once and the waiting element is dropped. One check runs it on a scheduler that cannot
// cancel a timer: the replaced timer still runs, and must send nothing.
//
// Check it: swift run rxbook check 20.1     Stuck? swift run rxbook hint 20.1
import Foundation
@testable import RxReading

func myDebounce<Element>(_ source: Observable<Element>, _ dueTime: RxTimeInterval,
                         _ scheduler: SchedulerType) -> Observable<Element> {
    // Replace this: it sends every element at once.
    source
}

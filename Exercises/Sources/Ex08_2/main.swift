// The checks of exercise 08.2. Run them with: swift run rxbook check 08.2
import ExerciseKit
@testable import RxReading

/// Passes work on to CurrentThreadScheduler, counting how many actions were scheduled.
final class CountingScheduler: ImmediateSchedulerType {
    var scheduled = 0

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduled += 1
        return CurrentThreadScheduler.instance.schedule(state, action: action)
    }
}

ExerciseCheck.run("08.2", "repeatElement(_:count:scheduler:) as a recursive loop") { check in
    let log = EventLog<String>()
    _ = Observable.repeatElement("a", count: 3, scheduler: CurrentThreadScheduler.instance).subscribe(log)
    try check.equal(log.events, ["next(a)", "next(a)", "next(a)", "completed"],
                    "repeatElement(\"a\", count: 3) delivers \"a\" three times, then completes")

    let none = EventLog<String>()
    _ = Observable.repeatElement("a", count: 0, scheduler: CurrentThreadScheduler.instance).subscribe(none)
    try check.equal(none.events, ["completed"], "with count 0 it only completes")

    let counting = CountingScheduler()
    _ = Observable.repeatElement(7, count: 5, scheduler: counting).subscribe(EventLog<Int>())
    try check.equal(counting.scheduled, 6,
                    "each of the 5 elements, and the completion, is its own step scheduled on the scheduler (scheduleRecursive)")

    let stopping = CountingScheduler()
    let firstTwo = EventLog<Int>()
    _ = Observable.repeatElement(7, count: 1_000, scheduler: stopping).take(2).subscribe(firstTwo)
    try check.equal(firstTwo.events, ["next(7)", "next(7)", "completed"], "take(2) of a 1,000-element repeat gets two elements")
    try check.that(stopping.scheduled <= 3,
                   "once take(2) disposes the subscription, the loop schedules no further step",
                   otherwise: "the loop went on: \(stopping.scheduled) steps were scheduled for 2 elements")

    var received = 0
    _ = Observable.repeatElement(1, count: 100_000, scheduler: CurrentThreadScheduler.instance)
        .subscribe { event in if case .next = event { received += 1 } }
    try check.equal(received, 100_000, "100,000 steps on CurrentThreadScheduler run one after another (the stack stays flat)")

    try check.releasesEverything("after completing, the subscription releases its sink and the loop") {
        _ = Observable.repeatElement(1, count: 3, scheduler: CurrentThreadScheduler.instance).subscribe(EventLog<Int>())
    }
}

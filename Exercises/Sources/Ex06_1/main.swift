// The checks of exercise 06.1. Run them with: swift run rxbook check 06.1
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("06.1", "skip(_:) as a Producer and a Sink") { check in
    let log = EventLog<Int>()
    _ = Observable.of(1, 2, 3, 4, 5).skip(2).subscribe(log)
    try check.equal(log.events, ["next(3)", "next(4)", "next(5)", "completed"],
                    "skip(2) on 1...5 drops 1 and 2, then delivers 3, 4, 5 and completes")

    let none = EventLog<Int>()
    _ = Observable.of(1, 2).skip(0).subscribe(none)
    try check.equal(none.events, ["next(1)", "next(2)", "completed"], "skip(0) drops nothing")

    let all = EventLog<Int>()
    _ = Observable.of(1, 2, 3).skip(10).subscribe(all)
    try check.equal(all.events, ["completed"], "skip(10) on three elements delivers only the completion")

    let failing = EventLog<Int>()
    _ = Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onError(ExerciseError("boom"))
        return Disposables.create()
    }.skip(5).subscribe(failing)
    try check.equal(failing.events, ["error(boom)"], "an error passes through while elements are still being skipped")

    let source = Observable.of(1, 2, 3).skip(1)
    let first = EventLog<Int>()
    let second = EventLog<Int>()
    _ = source.subscribe(first)
    _ = source.subscribe(second)
    try check.equal(second.events, first.events,
                    "every subscription counts from the start: the count lives in the Sink, not the Producer")

    try check.releasesEverything("after completing, the subscription releases its sink and disposer") {
        _ = Observable.of(1, 2, 3).skip(1).subscribe(EventLog<Int>())
    }
}

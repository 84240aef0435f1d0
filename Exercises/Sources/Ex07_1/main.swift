// The checks of exercise 07.1. Run them with: swift run rxbook check 07.1
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("07.1", "scan as a Producer and a Sink") { check in
    let totals = EventLog<Int>()
    _ = Observable.of(1, 2, 3).scan(0, accumulator: +).subscribe(totals)
    try check.equal(totals.events, ["next(1)", "next(3)", "next(6)", "completed"],
                    "scan(0, +) on 1, 2, 3 sends the running totals 1, 3, 6, then completes")

    let words = EventLog<String>()
    _ = Observable.of(1, 2).scan("") { text, value in text + String(value) }.subscribe(words)
    try check.equal(words.events, ["next(1)", "next(12)", "completed"],
                    "the result may have another type than the elements (Int in, String out)")

    let failing = EventLog<Int>()
    _ = Observable<Int>.create { observer in
        observer.onNext(5)
        observer.onError(ExerciseError("boom"))
        return Disposables.create()
    }.scan(100, accumulator: +).subscribe(failing)
    try check.equal(failing.events, ["next(105)", "error(boom)"], "an error from the source passes through")

    let throwing = EventLog<Int>()
    _ = Observable.of(1, 2, 3).scan(0) { total, value in
        if value == 2 { throw ExerciseError("no twos") }
        return total + value
    }.subscribe(throwing)
    try check.equal(throwing.events, ["next(1)", "error(no twos)"],
                    "when the accumulator throws, its error is sent and nothing follows")

    let shared = Observable.of(1, 1, 1).scan(0, accumulator: +)
    let first = EventLog<Int>()
    let second = EventLog<Int>()
    _ = shared.subscribe(first)
    _ = shared.subscribe(second)
    try check.equal(second.events, ["next(1)", "next(2)", "next(3)", "completed"],
                    "a second subscription starts again from the seed: the running result lives in the Sink")

    try check.releasesEverything("after completing, and after the accumulator throws, nothing stays alive") {
        _ = Observable.of(1, 2).scan(0, accumulator: +).subscribe(EventLog<Int>())
        _ = Observable.of(1, 2).scan(0) { _, _ in throw ExerciseError("x") }.subscribe(EventLog<Int>())
    }
}

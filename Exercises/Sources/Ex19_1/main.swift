// The checks of exercise 19.1. Run them with: swift run rxbook check 19.1
import Foundation
import ExerciseKit
@testable import RxReading

/// A log of what the zip sends, each pair as "first-second".
func subscribe(_ zip: PairZip<Int, String>, _ log: EventLog<String>) -> Disposable {
    zip.map { "\($0.first)-\($0.second)" }.subscribe(log)
}

ExerciseCheck.run("19.1", "a zip of two sources") { check in
    let a = PublishSubject<Int>(), b = PublishSubject<String>()
    let log = EventLog<String>()
    let subscription = subscribe(PairZip(a.asObservable(), b.asObservable()), log)
    a.onNext(1)
    a.onNext(2)
    try check.equal(log.events, [], "nothing is sent until the second source has an element for the first one's")
    b.onNext("x")
    b.onNext("y")
    b.onNext("z")
    try check.equal(log.events, ["next(1-x)", "next(2-y)"], "elements are paired by position, the queued ones first")
    a.onCompleted()
    try check.equal(log.events, ["next(1-x)", "next(2-y)"], "one source's completion does not end the zip")
    b.onCompleted()
    try check.equal(log.events, ["next(1-x)", "next(2-y)", "completed"], "the zip completes once both sources have completed")
    subscription.dispose()

    let fast = PublishSubject<Int>(), slow = PublishSubject<String>()
    let queued = EventLog<String>()
    let kept = subscribe(PairZip(fast.asObservable(), slow.asObservable()), queued)
    for element in 0..<1_000 { fast.onNext(element) }
    for _ in 0..<1_000 { slow.onNext("s") }
    try check.equal(queued.events.count, 1_000, "every element of a source that runs ahead is kept until it is paired")
    try check.equal(queued.events.last, "next(999-s)", "the last pair is the last element of each")
    kept.dispose()

    let failing = PublishSubject<Int>(), other = PublishSubject<String>()
    let failLog = EventLog<String>()
    let failed = subscribe(PairZip(failing.asObservable(), other.asObservable()), failLog)
    failing.onNext(1)
    other.onError(ExerciseError("boom"))
    other.onNext("late")
    try check.equal(failLog.events, ["error(boom)"], "an error from either source ends the zip at once")
    failed.dispose()

    // Two threads, one per source, 500 elements each.
    for _ in 0..<5 {
        let left = PublishSubject<Int>(), right = PublishSubject<String>()
        let threadLog = EventLog<String>()
        let shared = subscribe(PairZip(left.asObservable(), right.asObservable()), threadLog)
        let done = DispatchGroup()
        done.enter()
        Thread {
            for element in 0..<500 { left.onNext(element) }
            left.onCompleted()
            done.leave()
        }.start()
        done.enter()
        Thread {
            for element in 0..<500 { right.onNext(String(element)) }
            right.onCompleted()
            done.leave()
        }.start()
        done.wait()
        try check.equal(threadLog.events, (0..<500).map { "next(\($0)-\($0))" } + ["completed"],
                        "two threads sending at once: every pair, in order, then the completion")
        shared.dispose()
    }
}

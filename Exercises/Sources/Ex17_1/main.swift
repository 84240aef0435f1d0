// The checks of exercise 17.1. Run them with: swift run rxbook check 17.1
import Foundation
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("17.1", "a merge of a fixed list of sources") { check in
    let a = PublishSubject<Int>(), b = PublishSubject<Int>()
    let log = EventLog<Int>()
    let subscription = ListMerge([a.asObservable(), b.asObservable()]).subscribe(log)
    a.onNext(1)
    b.onNext(2)
    a.onCompleted()
    try check.equal(log.events, ["next(1)", "next(2)"], "after one of two sources completes, the merge has not completed")
    b.onNext(3)
    b.onCompleted()
    try check.equal(log.events, ["next(1)", "next(2)", "next(3)", "completed"],
                    "the merge completes once every source has completed, and only then")
    subscription.dispose()

    let failing = PublishSubject<Int>(), other = PublishSubject<Int>()
    let failLog = EventLog<Int>()
    let failed = ListMerge([failing.asObservable(), other.asObservable()]).subscribe(failLog)
    failing.onNext(1)
    failing.onError(ExerciseError("boom"))
    other.onNext(2)
    other.onCompleted()
    try check.equal(failLog.events, ["next(1)", "error(boom)"], "an error from one source ends the merge at once")
    try check.equal(other.hasObservers, false, "after one source's error, the other source is no longer subscribed")
    failed.dispose()

    let emptyLog = EventLog<Int>()
    _ = ListMerge<Int>([]).subscribe(emptyLog)
    try check.equal(emptyLog.events, ["completed"], "a merge of no sources completes at once")

    // Four threads send into one merge at once; each then completes its source.
    let subjects = (0..<4).map { _ in PublishSubject<Int>() }
    let threadLog = EventLog<Int>()
    let shared = ListMerge(subjects.map { $0.asObservable() }).subscribe(threadLog)
    let done = DispatchGroup()
    for index in 0..<4 {
        done.enter()
        Thread {
            for element in 0..<200 { subjects[index].onNext(element) }
            subjects[index].onCompleted()
            done.leave()
        }.start()
    }
    done.wait()
    try check.equal(threadLog.events.count, 801, "four threads sending 200 elements each, then completing: 800 elements and one completion arrive")
    try check.equal(threadLog.events.last, "completed", "the completion comes after every element")
    shared.dispose()
}

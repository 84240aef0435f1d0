// The checks of exercise 24.1. Run them with: swift run rxbook check 24.1
import ExerciseKit
import RxReadingTest
@testable import RxReading

ExerciseCheck.run("24.1", "a tap on the first element") { check in
    var log: [String] = []
    let numbers = Observable.of(1, 2, 3).tapFirst { log.append("action(\($0))") }
    _ = numbers.subscribe(onNext: { log.append("next(\($0))") }, onCompleted: { log.append("completed") })
    try check.equal(log, ["action(1)", "next(1)", "next(2)", "next(3)", "completed"],
                    "the action runs once, with the first element, before the observer gets it; every event goes on")

    log = []
    _ = numbers.subscribe(onNext: { log.append("next(\($0))") })
    try check.equal(log, ["action(1)", "next(1)", "next(2)", "next(3)"],
                    "a second subscription to the same observable runs the action again, for its own first element")

    var runs = 0
    let empty = EventLog<Int>()
    _ = Observable<Int>.empty().tapFirst { _ in runs += 1 }.subscribe(empty)
    try check.equal(runs, 0, "a source that sends no element never runs the action")
    try check.equal(empty.events, ["completed"], "its completion goes on")

    let failed = EventLog<Int>()
    _ = Observable<Int>.error(ExerciseError("Failed")).tapFirst { _ in runs += 1 }.subscribe(failed)
    try check.equal(failed.events, ["error(Failed)"], "a source's error goes on")

    let scheduler = TestScheduler(initialClock: 0)
    let source = try scheduler.createHotObservable("--1--2--|", values: ["1": 1, "2": 2])
    let observer = scheduler.start {
        source.asObservable().tapFirst { _ in throw ExerciseError("Refused") }
    }
    try check.equal(observer.events, [.error(220, ExerciseError("Refused"))],
                    "an action that throws ends the sequence with its error, in the element's place")
    try check.equal(source.subscriptions, [Subscription(200, 220)], "and the source is let go at that instant")

    try check.releasesEverything("a subscription disposed before the source ends leaves nothing alive") {
        let subject = PublishSubject<Int>()
        let subscription = subject.tapFirst { _ in }.subscribe(onNext: { _ in })
        subject.onNext(1)
        subscription.dispose()
    }
}

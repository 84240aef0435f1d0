// The checks of exercise 25.1. Run them with: swift run rxbook check 25.1
import ExerciseKit
import RxReadingTest
@testable import RxReading

ExerciseCheck.run("25.1", "a first element, or a failure") { check in
    let scheduler = TestScheduler(initialClock: 0)
    let source = try scheduler.createHotObservable("--1--2--|", values: ["1": 1, "2": 2])
    let observer = scheduler.start { source.asObservable().firstOrFail(with: ExerciseError("Empty")).asObservable() }
    try check.equal(observer.events, [.next(220, 1), .completed(220)],
                    "the first element is the answer, sent at once (220), as .next and .completed, and nothing after it")
    try check.equal(source.subscriptions, [Subscription(200, 220)], "the source is let go at the first element")

    var log: [String] = []
    let numbers = Observable.of(7, 8).firstOrFail(with: ExerciseError("Empty"))
    _ = numbers.subscribe(onSuccess: { log.append("success \($0)") }, onFailure: { log.append("failure \($0)") })
    _ = numbers.subscribe(onSuccess: { log.append("success \($0)") }, onFailure: { log.append("failure \($0)") })
    try check.equal(log, ["success 7", "success 7"], "each subscription gets its own answer, the first element")

    let emptyScheduler = TestScheduler(initialClock: 0)
    let empty = try emptyScheduler.createHotObservable("----|", values: ["1": 1])
    let emptyObserver = emptyScheduler.start { empty.asObservable().firstOrFail(with: ExerciseError("Empty")).asObservable() }
    try check.equal(emptyObserver.events, [.error(240, ExerciseError("Empty"))],
                    "a source that completes without an element fails the Single with the given error, at its completion")

    let failed = EventLog<Int>()
    _ = Observable<Int>.error(ExerciseError("Offline")).firstOrFail(with: ExerciseError("Empty")).asObservable().subscribe(failed)
    try check.equal(failed.events, ["error(Offline)"], "a source's own error goes on as it is")

    try check.releasesEverything("a subscription disposed before the answer leaves nothing alive") {
        let subject = PublishSubject<Int>()
        let subscription = subject.firstOrFail(with: ExerciseError("Empty")).subscribe(onSuccess: { _ in })
        subscription.dispose()
        subject.onNext(1)
    }
}

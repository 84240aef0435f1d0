// The checks of exercise 23.1. Run them with: swift run rxbook check 23.1
import ExerciseKit
import RxReadingTest
@testable import RxReading

func text<Element>(_ pair: (previous: Element, current: Element)) -> String {
    "\(pair.previous)-\(pair.current)"
}

ExerciseCheck.run("23.1", "pairwise, an operator of your own") { check in
    let pairs = EventLog<String>()
    _ = Observable.of(1, 2, 3, 4).pairwise().map(text).subscribe(pairs)
    try check.equal(pairs.events, ["next(1-2)", "next(2-3)", "next(3-4)", "completed"],
                    "on 1, 2, 3, 4: the pairs 1-2, 2-3, 3-4, then the completion")

    let single = EventLog<String>()
    _ = Observable.just(1).pairwise().map(text).subscribe(single)
    try check.equal(single.events, ["completed"], "one element makes no pair: only the completion")

    let failing = EventLog<String>()
    _ = Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onNext(2)
        observer.onError(ExerciseError("boom"))
        return Disposables.create()
    }.pairwise().map(text).subscribe(failing)
    try check.equal(failing.events, ["next(1-2)", "error(boom)"], "an error from the source passes through")

    let shared = Observable.of("a", "b", "c").pairwise().map(text)
    let first = EventLog<String>()
    let second = EventLog<String>()
    _ = shared.subscribe(first)
    _ = shared.subscribe(second)
    try check.equal(second.events, ["next(a-b)", "next(b-c)", "completed"],
                    "a second subscription starts with no previous element: the state lives in the Sink")

    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
    let observer = scheduler.start { source.pairwise().map(text) }
    try check.equal(observer.events.map { "\($0.time): \($0.value)" },
                    ["220: next(1-2)", "240: next(2-3)", "250: completed"],
                    "each pair is sent at its second element's time")
    try check.equal(source.subscriptions, [Subscription(200, 250)], "the source is disposed when it completes")

    try check.releasesEverything("after completing, and after an error, nothing stays alive") {
        _ = Observable.of(1, 2, 3).pairwise().subscribe(EventLog<(previous: Int, current: Int)>())
        _ = Observable<Int>.error(ExerciseError("x")).pairwise().subscribe(EventLog<(previous: Int, current: Int)>())
    }
}

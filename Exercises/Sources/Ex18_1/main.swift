// The checks of exercise 18.1. Run them with: swift run rxbook check 18.1
import Foundation
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("18.1", "a refCount of your own") { check in
    var runs = 0, disposals = 0
    let feed = PublishSubject<Int>()
    let source = Observable<Int>.create { observer in
        runs += 1
        let subscription = feed.subscribe(observer)
        return Disposables.create { disposals += 1; subscription.dispose() }
    }
    let shared = counted(source.publish())
    try check.equal(runs, 0, "nothing is subscribed to the source before the first subscriber")
    let first = EventLog<Int>(), second = EventLog<Int>()
    let a = shared.subscribe(first)
    try check.equal(runs, 1, "the first subscriber connects: the source is subscribed once")
    let b = shared.subscribe(second)
    try check.equal(runs, 1, "a second subscriber shares the connection")
    feed.onNext(1)
    try check.equal(first.events + second.events, ["next(1)", "next(1)"], "both subscribers receive the source's element")
    a.dispose()
    try check.equal(disposals, 0, "the connection stays while a subscriber is left")
    b.dispose()
    try check.equal(disposals, 1, "the last subscriber to leave disposes the connection")
    let c = shared.subscribe(EventLog<Int>())
    try check.equal(runs, 2, "the next subscriber connects again")
    c.dispose()
    try check.equal(disposals, 2, "and its leaving disconnects again")
}

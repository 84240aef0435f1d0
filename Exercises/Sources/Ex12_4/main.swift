// The checks of exercise 12.4, in virtual time. Run them with: swift run rxbook check 12.4
import ExerciseKit
@testable import RxReading
import RxReadingTest

func times<Element>(_ observer: TestableObserver<Element>) -> [String] {
    observer.events.map(\.debugDescription)
}

ExerciseCheck.run("12.4", "a start that subscribes twice") { check in
    let scheduler = TestScheduler(initialClock: 0)
    let hot = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(310, 2), .next(410, 3)] as [Recorded<Event<Int>>])
    var created: [Int] = []
    let (first, second) = startTwo(scheduler, first: (subscribed: 200, disposed: 1000), second: (subscribed: 300, disposed: 400)) { () -> Observable<Int> in
        created.append(scheduler.clock)
        return hot.asObservable()
    }
    try check.equal(created, [100], "the chain is created once, at 100")
    try check.equal(times(first), ["next(1) @ 210", "next(2) @ 310", "next(3) @ 410"],
                    "the first subscriber of a hot source, subscribed at 200, gets what it plays from 200 on, at its own times")
    try check.equal(times(second), ["next(2) @ 310"],
                    "the second, subscribed at 300 and disposed at 400, gets only what the source played in between")
    try check.equal(hot.subscriptions, [Subscription(200, 1000), Subscription(300, 400)],
                    "the hot source records both subscriptions, each from its subscription to its disposal")

    let coldScheduler = TestScheduler(initialClock: 0)
    let cold = coldScheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)] as [Recorded<Event<Int>>])
    let (early, late) = startTwo(coldScheduler, first: (subscribed: 200, disposed: 1000), second: (subscribed: 250, disposed: 1000)) {
        cold.asObservable()
    }
    try check.equal(times(early), ["next(1) @ 210", "next(2) @ 220", "completed @ 230"],
                    "a cold source plays its events to the first subscriber counted from 200")
    try check.equal(times(late), ["next(1) @ 260", "next(2) @ 270", "completed @ 280"],
                    "and to the second counted from its own subscription at 250")

    let justScheduler = TestScheduler(initialClock: 0)
    let (one, two) = startTwo(justScheduler, first: (subscribed: 200, disposed: 1000), second: (subscribed: 300, disposed: 1000)) {
        Observable.just(7, scheduler: justScheduler)
    }
    try check.equal(times(one) + times(two), ["next(7) @ 201", "completed @ 202", "next(7) @ 301", "completed @ 302"],
                    "just(7, scheduler:) subscribed at 200 and at 300 sends one tick after each subscription and completes one tick after that")

    // Actions that share a tick: a subscription at the creation tick, and a disposal at the
    // subscription's own tick. Each must still happen at its tick, not a tick later.
    let sameTickScheduler = TestScheduler(initialClock: 0)
    let (atCreation, disposedAtOnce) = startTwo(sameTickScheduler, first: (subscribed: 100, disposed: 1000), second: (subscribed: 300, disposed: 300)) {
        Observable.just(7, scheduler: sameTickScheduler)
    }
    try check.equal(times(atCreation), ["next(7) @ 101", "completed @ 102"],
                    "subscribed at 100, the tick the chain is created, just(7, scheduler:) sends at 101: the subscription happens at 100, not a tick later")
    try check.equal(times(disposedAtOnce), [],
                    "subscribed and disposed at 300, the second observer records nothing: the disposal happens at 300, before just's element at 301")
}

// The checks of exercise 13.3, in virtual time. Run them with: swift run rxbook check 13.3
import ExerciseKit
@testable import RxReading
import RxReadingTest

ExerciseCheck.run("13.3", "two subscribe(on:) on a test clock") { check in
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)] as [Recorded<Event<Int>>])
    let observer = scheduler.start { source.subscribe(on: scheduler).subscribe(on: scheduler) }
    let events = observer.events.map(\.debugDescription)
    let subscriptions = source.subscriptions.map { "\($0)" }

    let second = TestScheduler(initialClock: 0)
    let endless = second.createHotObservable([.next(210, 1), .next(250, 2)] as [Recorded<Event<Int>>])
    let cut = second.start(disposed: 400) { endless.subscribe(on: second).subscribe(on: second) }
    _ = cut
    let cutSubscriptions = endless.subscriptions.map { "\($0)" }

    try check.prediction(predictedEvents, matches: events, "the observer's record, when the source completes at 300, is what you wrote")
    try check.prediction(predictedSubscriptions, matches: subscriptions, "the source's subscriptions, when it completes at 300, are what you wrote")
    try check.prediction(predictedSubscriptionsDisposed, matches: cutSubscriptions, "the source's subscriptions, when start disposes at 400, are what you wrote")
}

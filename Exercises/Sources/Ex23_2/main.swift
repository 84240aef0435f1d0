// The checks of exercise 23.2. Run them with: swift run rxbook check 23.2
import ExerciseKit
import RxReadingTest
@testable import RxReading

func lines<Element>(_ events: [Recorded<Event<Element>>]) -> [String] {
    events.map { "\($0.time): \($0.value)" }
}

ExerciseCheck.run("23.2", "who is subscribed when, and who wins the tick") { check in
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let observer = scheduler.start { source.startWith(0).take(until: Observable.just("stop")) }
    try check.prediction(startWithTakeUntilEvents, matches: lines(observer.events),
                         "source.startWith(0).take(until: just(\"stop\")): the events")
    try check.prediction(startWithTakeUntilSubscriptions,
                         matches: source.subscriptions.map { "\($0.subscribe)-\($0.unsubscribe)" },
                         "source.startWith(0).take(until: just(\"stop\")): the source's subscriptions")

    let coldScheduler = TestScheduler(initialClock: 0)
    let cold = coldScheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
    let coldObserver = coldScheduler.start { cold.take(for: .seconds(20), scheduler: coldScheduler) }
    try check.prediction(coldTakeForEvents, matches: lines(coldObserver.events),
                         "cold.take(for: 20): the events")

    let hotScheduler = TestScheduler(initialClock: 0)
    let hot = hotScheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
    let hotObserver = hotScheduler.start { hot.take(for: .seconds(20), scheduler: hotScheduler) }
    try check.prediction(hotTakeForEvents, matches: lines(hotObserver.events),
                         "hot.take(for: 20): the events")

    let sampleScheduler = TestScheduler(initialClock: 0)
    let sampled = sampleScheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .completed(260)])
    let ticks = sampleScheduler.createHotObservable([.next(230, "t"), .next(240, "t"), .completed(255)])
    let sampleObserver = sampleScheduler.start { sampled.sample(ticks) }
    try check.prediction(sampleEvents, matches: lines(sampleObserver.events), "source.sample(ticks): the events")
}

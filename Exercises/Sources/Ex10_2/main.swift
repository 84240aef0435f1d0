// The checks of exercise 10.2. Run them with: swift run rxbook check 10.2
import ExerciseKit
@testable import RxReading
import RxReadingTest

ExerciseCheck.run("10.2", "interval and timer ticks in virtual time") { check in
    let first = TestScheduler(initialClock: 0)
    let interval = first.start(disposed: 650) { Observable<Int>.interval(.seconds(100), scheduler: first) }
    try check.prediction(predictedInterval, matches: interval.events.map(\.debugDescription),
                         "interval(100), subscribed at 200 and disposed at 650: your records are what happens")

    let second = TestScheduler(initialClock: 0)
    let periodic = second.start(disposed: 500) { Observable<Int>.timer(.seconds(30), period: .seconds(100), scheduler: second) }
    try check.prediction(predictedPeriodicTimer, matches: periodic.events.map(\.debugDescription),
                         "timer(30, period: 100), subscribed at 200 and disposed at 500: your records are what happens")

    let third = TestScheduler(initialClock: 0)
    let oneOff = third.start { Observable<Int>.timer(.seconds(30), scheduler: third) }
    try check.prediction(predictedOneOffTimer, matches: oneOff.events.map(\.debugDescription),
                         "timer(30) without a period: your records are what happens")
}

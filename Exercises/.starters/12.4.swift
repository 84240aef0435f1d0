// Exercise 12.4 (build): a start that subscribes twice.
// Practises chapter 12, section "`TestScheduler` and its script: 100, 200, 1000": the script
// `start` plays on the virtual clock.
//
// `scheduler.start { chain }` creates the chain at 100, subscribes one observer at 200 and
// disposes that subscription at 1000. Some tests need two subscribers: a hot source's second
// subscriber misses what came before it, a cold one's gets its own run. Write `startTwo`: it
// creates the chain once, at 100, by calling `create`; subscribes the first observer at
// `first.subscribed` and disposes that subscription at `first.disposed`; does the same for the
// second; runs the scheduler; and returns both observers, whose events carry the clock's time.
// Each of those actions must happen at the tick it is given, as `start`'s do, whatever the
// ticks: the checks give some actions the same tick.
//
// Check it: swift run rxbook check 12.4     Stuck? swift run rxbook hint 12.4
@testable import RxReading
import RxReadingTest

/// Plays `start`'s script with two subscribers, and returns their observers, first and second.
func startTwo<Element>(_ scheduler: TestScheduler,
                       first: (subscribed: TestTime, disposed: TestTime),
                       second: (subscribed: TestTime, disposed: TestTime),
                       create: @escaping () -> Observable<Element>) -> (TestableObserver<Element>, TestableObserver<Element>) {
    let firstObserver = scheduler.createObserver(Element.self)
    let secondObserver = scheduler.createObserver(Element.self)
    // Your code.
    return (firstObserver, secondObserver)
}

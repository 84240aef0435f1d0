// Exercise 12.1 (build): a marble test that catches broken take(2)s.
// Practises chapter 12, "Virtual time": TestScheduler, hot test observables, `start`, and what
// a test can compare: the observer's recorded events and the source's subscriptions.
//
// Write `takeTwoPasses(_:)`, a marble test for take(2). It receives a candidate implementation
// (`candidate(source)` should behave as `source.take(2)`) and returns true only if the candidate
// behaves correctly. On a fresh `TestScheduler(initialClock: 0)`, make a hot observable with
// events of your choosing, run `scheduler.start { candidate(hot) }`, and compare the recorded
// events, and `hot.subscriptions`, with what take(2) must give. The checks hand your test the
// real take(2), which it must pass, and three broken ones, which it must each fail.
//
// Check it: swift run rxbook check 12.1     Stuck? swift run rxbook hint 12.1
@testable import RxReading
import RxReadingTest

/// Whether `candidate` behaves as take(2): returns true for a correct one, false for a broken one.
func takeTwoPasses(_ candidate: @escaping (Observable<Int>) -> Observable<Int>) -> Bool {
    // Your code.
    false
}

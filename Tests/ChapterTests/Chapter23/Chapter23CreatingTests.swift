import XCTest
@testable import RxReading
import RxReadingTest

private struct Failure: Error, Equatable {
    let code: Int
}

/// Chapter 23: the creating operators whose one piece of state is a loop's: `generate`,
/// `repeatElement`, and `from(optional:)`, which has none.
final class Chapter23CreatingTests: RxReadingTestCase {

    // MARK: - generate

    /// `generate` runs its loop on its scheduler, one scheduled step per element: on a
    /// `TestScheduler` each step is one tick, and the step that finds the condition false
    /// completes.
    func testGenerateRunsOneStepPerElementOnItsScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            Observable.generate(initialState: 1, condition: { $0 < 10 }, scheduler: scheduler) { $0 * 2 }
        }
        XCTAssertEqual(observer.events, [.next(201, 1), .next(202, 2), .next(203, 4), .next(204, 8), .completed(205)])
    }

    /// Disposing a `generate` stops its loop: no element after the disposal, and `iterate` is
    /// not called again.
    func testGenerateStopsWhenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var iterations = 0
        let observer = scheduler.start(disposed: 203) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { state in
                iterations += 1
                return state + 1
            }
        }
        XCTAssertEqual(observer.events, [.next(201, 0), .next(202, 1)])
        XCTAssertEqual(iterations, 1)
    }

    /// An endless `generate` on the default scheduler (the current thread's) ends when `take`
    /// disposes it: `take(4)` gets four states, and `iterate` has run three times.
    func testEndlessGenerateStopsWhenTakeHasEnough() {
        var iterations = 0
        let recorder = Recorder<Int>()
        _ = Observable.generate(initialState: 0, condition: { _ in true }) { state in
            iterations += 1
            return state + 1
        }
        .take(4)
        .subscribe(recorder)
        XCTAssertEqual(recorder.events, [.next(0), .next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(iterations, 3)
    }

    /// A `condition` or an `iterate` that throws ends `generate` with its error, at the step
    /// that threw.
    func testGenerateClosuresThatThrowEndWithTheirErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            Observable.generate(initialState: 0, condition: { state in
                if state == 2 { throw Failure(code: 1) }
                return true
            }, scheduler: scheduler) { $0 + 1 }
        }
        XCTAssertEqual(observer.events, [.next(201, 0), .next(202, 1), .error(203, Failure(code: 1))])

        let scheduler2 = TestScheduler(initialClock: 0)
        let observer2 = scheduler2.start {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler2) { (_: Int) -> Int in
                throw Failure(code: 2)
            }
        }
        XCTAssertEqual(observer2.events, [.next(201, 0), .error(202, Failure(code: 2))])
    }

    // MARK: - repeatElement

    /// `repeatElement` sends its element once per step of its scheduler, for ever, until
    /// disposed.
    func testRepeatElementRunsOnItsSchedulerUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 204) { Observable.repeatElement("r", scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(201, "r"), .next(202, "r"), .next(203, "r")])
    }

    /// On the default scheduler, `take` ends an endless `repeatElement`.
    func testRepeatElementStopsWhenTakeHasEnough() {
        let recorder = Recorder<String>()
        _ = Observable.repeatElement("r").take(3).subscribe(recorder)
        XCTAssertEqual(recorder.events, [.next("r"), .next("r"), .next("r"), .completed])
    }

    // MARK: - from(optional:)

    /// `from(optional: nil)` completes at once, during `subscribe`; `from(optional: x)` sends
    /// `x` and completes, also at once.
    func testFromOptionalSendsDuringSubscribe() {
        let scheduler = TestScheduler(initialClock: 0)
        let none = scheduler.start { Observable<Int>.from(optional: nil) }
        XCTAssertEqual(none.events, [.completed(200)])

        let recorder = Recorder<Int>()
        _ = Observable.from(optional: 5).subscribe(recorder)
        XCTAssertEqual(recorder.events, [.next(5), .completed])
    }

    /// With a scheduler, `from(optional:scheduler:)` sends the element and the completion in two
    /// scheduled steps, and `nil`'s completion in one.
    func testFromOptionalOnASchedulerSendsInScheduledSteps() {
        let scheduler = TestScheduler(initialClock: 0)
        let some = scheduler.start { Observable.from(optional: 5, scheduler: scheduler) }
        XCTAssertEqual(some.events, [.next(201, 5), .completed(202)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let none = scheduler2.start { Observable<Int>.from(optional: nil, scheduler: scheduler2) }
        XCTAssertEqual(none.events, [.completed(201)])
    }
}

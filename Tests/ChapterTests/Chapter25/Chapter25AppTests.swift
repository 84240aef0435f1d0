import XCTest
@testable import RxReading
import RxReadingTest

private struct Failure: Error, Equatable {
    let code: Int
}

/// A request in flight, as a network client hands one back: it answers later, or is cancelled.
private final class FakeRequest {
    private(set) var cancelled = false
    var answer: ((SingleEvent<String>) -> Void)?

    func cancel() {
        cancelled = true
        answer = nil
    }
}

/// Chapter 25: what an app that uses `Single` for its requests meets: a trait is cold (each
/// subscription runs the request again), `asSingle` waits for a completion that a subject may
/// never send, and a screen that goes away cancels the request and leaves nothing alive.
final class Chapter25AppTests: RxReadingTestCase {

    /// A `Single` is not shared: it is an observable in a struct, so each subscription runs
    /// `create`'s closure again, a request each, and each subscriber gets its own answer.
    func testEachSubscriptionToASingleRunsCreateAgain() {
        var requests = 0
        let fetch = Single<Int>.create { single in
            requests += 1
            single(.success(requests))
            return Disposables.create()
        }
        var answers: [Int] = []
        _ = fetch.subscribe(onSuccess: { answers.append($0) })
        _ = fetch.subscribe(onSuccess: { answers.append($0) })
        XCTAssertEqual(requests, 2)
        XCTAssertEqual(answers, [1, 2])
    }

    /// `asSingle()` of a source that sends one element and never completes (a subject, a relay)
    /// never answers: the element waits for a completion that does not come. `take(1)` before it
    /// supplies the completion, and the answer comes with the element.
    func testAsSingleOfASourceThatNeverCompletesNeverAnswers() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let waiting = scheduler.start(disposed: 250) { source.asSingle().asObservable() }
        XCTAssertEqual(waiting.events, [])

        let scheduler2 = TestScheduler(initialClock: 0)
        let source2 = scheduler2.createHotObservable([.next(210, 1), .next(300, 2)])
        let taken = scheduler2.start { source2.take(1).asSingle().asObservable() }
        XCTAssertEqual(taken.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(source2.subscriptions, [Subscription(200, 210)])
    }

    /// A request written as `Single.create`, subscribed into a screen's `DisposeBag`: when the
    /// screen goes (its bag with it) before the answer, the disposable `create` returned runs and
    /// cancels the request, the subscriber's `onDisposed` runs, every object of the subscription
    /// is released (`Resources.total` is back where it was), and nobody hears a late answer.
    func testAScreensRequestIsCancelledAndReleasesEverythingWhenTheScreenGoes() {
        let request = FakeRequest()
        let fetch = Single<String>.create { single in
            request.answer = single
            return Disposables.create { request.cancel() }
        }
        #if TRACE_RESOURCES
        let before = Resources.total
        #endif
        var log: [String] = []
        var screenBag: DisposeBag? = DisposeBag()
        fetch.subscribe(onSuccess: { log.append("shown \($0)") }, onDisposed: { log.append("disposed") })
            .disposed(by: screenBag!)
        XCTAssertFalse(request.cancelled)
        #if TRACE_RESOURCES
        XCTAssertGreaterThan(Resources.total, before)
        #endif

        screenBag = nil
        XCTAssertTrue(request.cancelled)
        XCTAssertEqual(log, ["disposed"])
        #if TRACE_RESOURCES
        XCTAssertEqual(Resources.total, before)
        #endif
        request.answer?(.success("late"))
        XCTAssertEqual(log, ["disposed"])
    }

    /// When the request answers first, the subscription ends by itself: the answer, then
    /// `onDisposed`, then the disposable `create` returned runs (it is disposed with the rest, so
    /// a `cancel` there must be harmless for a request that has finished).
    func testARequestThatAnswersDisposesItsCreateDisposableAfterTheAnswer() {
        var log: [String] = []
        let fetch = Single<String>.create { single in
            single(.success("page"))
            return Disposables.create { log.append("create's disposable") }
        }
        _ = fetch.subscribe(onSuccess: { log.append("shown \($0)") }, onDisposed: { log.append("onDisposed") })
        XCTAssertEqual(log, ["shown page", "onDisposed", "create's disposable"])
    }

    /// A `Single` subscribed without `onFailure` sends its error to `Hooks.defaultErrorHandler`,
    /// as `Observable`'s `subscribe` does without `onError`; `onSuccess` is not called.
    func testASingleWithoutOnFailureSendsItsErrorToTheDefaultHandler() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var handled: [Int] = []
        Hooks.defaultErrorHandler = { _, error in handled.append((error as? Failure)?.code ?? -1) }
        var successes = 0
        _ = Single<Int>.error(Failure(code: 3)).subscribe(onSuccess: { _ in successes += 1 })
        XCTAssertEqual(handled, [3])
        XCTAssertEqual(successes, 0)
    }
}

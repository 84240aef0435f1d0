import XCTest
@testable import RxReading
import RxReadingTest

private struct Failure: Error, Equatable {
    let code: Int
}

/// Chapter 25: a trait is a struct around an ordinary observable, and each promise it makes is
/// kept at one place: by the converter that makes it (`asSingle`, `asMaybe`) or by the grammar
/// check of `create`, never by the struct itself.
final class Chapter25PromisesTests: RxReadingTestCase {

    // MARK: - A struct around an observable

    /// `Single.just(1).asObservable()` is an ordinary observable: a `Single`'s success is, inside,
    /// a `.next` followed at once by `.completed`.
    func testASingleIsAnObservableThatSendsNextThenCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Single.just(1).asObservable() }
        XCTAssertEqual(observer.events, [.next(200, 1), .completed(200)])
    }

    /// Subscribed with `subscribe(onSuccess:onFailure:onDisposed:)`, that same `.next` and
    /// `.completed` make one `onSuccess` call, then `onDisposed`; `onFailure` is never called.
    func testSubscribeOnSuccessSeesOneCallbackForNextAndCompleted() {
        var calls: [String] = []
        _ = Single.just(1).subscribe(
            onSuccess: { calls.append("success \($0)") },
            onFailure: { _ in calls.append("failure") },
            onDisposed: { calls.append("disposed") })
        XCTAssertEqual(calls, ["success 1", "disposed"])
    }

    /// `PrimitiveSequence` is a struct holding the observable it wraps, so `asObservable()` hands
    /// back that very object, and a trait can cross threads (it is `Sendable`).
    func testATraitIsAStructAroundTheObservableItReturns() {
        let observable = Observable.just(1)
        let single = Single(raw: observable)
        XCTAssertTrue(single.asObservable() === observable)
        func requireSendable<T: Sendable>(_: T) {}
        requireSendable(single)
        XCTAssertEqual(MemoryLayout<Single<Int>>.size, MemoryLayout<Observable<Int>>.size)
    }

    /// A `Single` whose observable completes without an element breaks its promise; its
    /// `subscribe` stops a debug build, with RxSwift 6.5's message.
    func testASingleThatCompletesWithoutAnElementIsAMisuse() {
        assertMisuse(message: "Singles can't emit a completion event") {
            _ = Single<Int>(raw: Observable.empty()).subscribe { _ in }
        }
    }

    // MARK: - asSingle and asMaybe keep the promise

    /// `asSingle()` fails with `RxError.moreThanOneElement` at the second element, and disposes
    /// the source then; it does not wait for the completion.
    func testAsSingleFailsAtTheSecondElementAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let observer = scheduler.start { source.asSingle().asObservable() }
        XCTAssertEqual(observer.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    /// `asSingle()` on a source that completes with no element fails with `RxError.noElements`,
    /// at the completion.
    func testAsSingleFailsWithNoElementsAtTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.completed(250, Int.self)])
        let observer = scheduler.start { source.asSingle().asObservable() }
        XCTAssertEqual(observer.events, [.error(250, RxError.noElements)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    /// `asSingle()` holds the one element until the source completes: the success is sent at the
    /// completion, not when the element arrives.
    func testAsSingleSendsTheElementAtTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let observer = scheduler.start { source.asSingle().asObservable() }
        XCTAssertEqual(observer.events, [.next(250, 1), .completed(250)])
    }

    /// `asMaybe()` fails with `RxError.moreThanOneElement` at a second element too, disposing the
    /// source; with no element it completes empty.
    func testAsMaybeFailsAtTheSecondElementAndCompletesEmptyWithout() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let observer = scheduler.start { source.asMaybe().asObservable() }
        XCTAssertEqual(observer.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let empty = scheduler2.createHotObservable([.completed(250, Int.self)])
        let observer2 = scheduler2.start { empty.asMaybe().asObservable() }
        XCTAssertEqual(observer2.events, [.completed(250)])
    }

    // MARK: - create keeps the promise

    /// A `Single.create` closure that answers twice is heard once: the first success becomes
    /// `.next` and `.completed`, and `create`'s grammar check drops the second.
    func testSingleCreateThatSucceedsTwiceDeliversTheFirstOnly() {
        let single = Single<Int>.create { single in
            single(.success(1))
            single(.success(2))
            single(.failure(Failure(code: 1)))
            return Disposables.create()
        }
        var answers: [SingleEvent<Int>] = []
        _ = single.subscribe { answers.append($0) }
        XCTAssertEqual(answers, [.success(1)])
        XCTAssertEqual(single.asObservable().toBlocking().materialize().elementsAndCompletion(), [1])
    }

    /// A `Completable.create` closure that completes, then fails, is heard once: the completion.
    func testCompletableCreateThatAnswersTwiceDeliversTheFirstOnly() {
        let completable = Completable.create { completable in
            completable(.completed)
            completable(.error(Failure(code: 1)))
            completable(.completed)
            return Disposables.create()
        }
        var answers: [CompletableEvent] = []
        _ = completable.subscribe { answers.append($0) }
        XCTAssertEqual(answers, [.completed])
    }

    // MARK: - Maybe's three answers

    /// A `Maybe` answers in one of three ways: a success (its element), a completion without an
    /// element, or an error; `subscribe(onSuccess:onError:onCompleted:)` calls exactly one.
    func testMaybeAnswersWithASuccessACompletionOrAnError() {
        func answers(_ maybe: Maybe<Int>) -> [String] {
            var calls: [String] = []
            _ = maybe.subscribe(
                onSuccess: { calls.append("success \($0)") },
                onError: { calls.append("error \(($0 as? Failure)?.code ?? -1)") },
                onCompleted: { calls.append("completed") },
                onDisposed: { calls.append("disposed") })
            return calls
        }
        XCTAssertEqual(answers(.just(1)), ["success 1", "disposed"])
        XCTAssertEqual(answers(.empty()), ["completed", "disposed"])
        XCTAssertEqual(answers(.error(Failure(code: 7))), ["error 7", "disposed"])
        XCTAssertEqual(answers(.never()), [])
    }

    /// The `MaybeEvent` a `Maybe.create` closure sends is what `subscribe(_:)` receives; a
    /// success is heard as `.success` alone, though inside it is `.next` and `.completed`.
    func testMaybeCreateAndSubscribeCarryTheThreeEvents() {
        for event in [MaybeEvent<Int>.success(1), .completed, .error(Failure(code: 2))] {
            var received: [MaybeEvent<Int>] = []
            _ = Maybe<Int>.create { maybe in
                maybe(event)
                return Disposables.create()
            }.subscribe { received.append($0) }
            XCTAssertEqual(received, [event])
        }
    }

    // MARK: - The screen that goes away

    /// A network call written as `Single.create` returns a disposable that cancels the request.
    /// When the screen's `DisposeBag` goes away before the answer, the cancel closure runs, and an
    /// answer that arrives afterwards is delivered to nobody.
    func testASingleIsCancelledWhenTheScreensDisposeBagGoesAway() {
        var pendingAnswer: ((SingleEvent<String>) -> Void)?
        var cancelled = false
        let request = Single<String>.create { single in
            pendingAnswer = single  // the request is in flight; the network will call back later
            return Disposables.create { cancelled = true }
        }

        var shown: [String] = []
        var disposeBag: DisposeBag? = DisposeBag()
        request.subscribe(onSuccess: { shown.append($0) }).disposed(by: disposeBag!)
        XCTAssertFalse(cancelled)

        disposeBag = nil  // the screen is closed
        XCTAssertTrue(cancelled)

        pendingAnswer?(.success("late answer"))
        XCTAssertEqual(shown, [])
        pendingAnswer = nil
    }

    /// The same on virtual time: a request that would answer at 300, disposed at 250, is
    /// cancelled at 250 and its answer never sent.
    func testASingleDisposedBeforeItAnswersSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        var cancelledAt: TestTime?
        let request = Single<String>.create { single in
            let answer = scheduler.scheduleRelativeVirtual((), dueTime: 100) { _ in
                single(.success("answer"))
                return Disposables.create()
            }
            return Disposables.create {
                cancelledAt = scheduler.clock
                answer.dispose()
            }
        }
        let observer = scheduler.start(disposed: 250) { request.asObservable() }
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(cancelledAt, 250)
    }
}

private extension MaterializedSequenceResult {
    /// The elements of a sequence that completed; nil for one that failed.
    func elementsAndCompletion() -> [T]? {
        if case .completed(let elements) = self {
            return elements
        }
        return nil
    }
}

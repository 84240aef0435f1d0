import XCTest
@testable import RxReading
import RxReadingTest

private struct Failure: Error, Equatable {
    let code: Int
}

/// Chapter 25: `andThen` runs its argument after a `Completable`, as a step of a procedure: the
/// next source is subscribed only once the `Completable` has completed, an error skips it, and a
/// `Completable` that never completes never reaches it. The four forms (Single, Maybe,
/// Completable, Observable) behave alike.
final class Chapter25AndThenTests: RxReadingTestCase {

    /// `andThen(Observable)` subscribes the next source at the completion (250), not at the
    /// subscription (200), and its events follow; the `Completable` is disposed as it completes.
    func testAndThenObservableSubscribesTheNextOnlyAtTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let completable = scheduler.createHotObservable([.completed(250, Never.self)])
        let next = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let observer = scheduler.start { completable.asCompletable().andThen(next.asObservable()) }
        XCTAssertEqual(observer.events, [.next(260, 1), .next(270, 2), .completed(280)])
        XCTAssertEqual(completable.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(next.subscriptions, [Subscription(250, 280)])
    }

    /// `andThen(Single)` subscribes the `Single` at the completion and answers as it does.
    func testAndThenSingleSubscribesTheSingleOnlyAtTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let completable = scheduler.createHotObservable([.completed(250, Never.self)])
        let next = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let observer = scheduler.start { completable.asCompletable().andThen(next.asSingle()).asObservable() }
        XCTAssertEqual(observer.events, [.next(260, 1), .completed(260)])
        XCTAssertEqual(next.subscriptions, [Subscription(250, 260)])
    }

    /// `andThen(Maybe)` subscribes the `Maybe` at the completion and answers as it does, here
    /// empty.
    func testAndThenMaybeSubscribesTheMaybeOnlyAtTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let completable = scheduler.createHotObservable([.completed(250, Never.self)])
        let next = scheduler.createColdObservable([.completed(10, Int.self)])
        let observer = scheduler.start { completable.asCompletable().andThen(next.asMaybe()).asObservable() }
        XCTAssertEqual(observer.events, [.completed(260)])
        XCTAssertEqual(next.subscriptions, [Subscription(250, 260)])
    }

    /// `andThen(Completable)` subscribes the second at the first's completion and completes with
    /// the second.
    func testAndThenCompletableSubscribesTheSecondOnlyAtTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.completed(250, Never.self)])
        let second = scheduler.createColdObservable([.completed(30, Never.self)])
        let observer = scheduler.start { first.asCompletable().andThen(second.asCompletable()).asObservable() }
        XCTAssertEqual(observer.events, [.completed(280)])
        XCTAssertEqual(second.subscriptions, [Subscription(250, 280)])
    }

    /// An error of the `Completable` ends every form of `andThen` with that error, and the next
    /// source is never subscribed.
    func testAnErrorSkipsTheNextSourceInEveryForm() {
        let error = Failure(code: 1)
        func run<Element: Equatable>(_ make: @escaping (Completable, Observable<Element>) -> Observable<Element>,
                                     next events: [Recorded<Event<Element>>]) {
            let scheduler = TestScheduler(initialClock: 0)
            let completable = scheduler.createHotObservable([.error(230, error, Never.self)])
            let next = scheduler.createColdObservable(events)
            let observer = scheduler.start { make(completable.asCompletable(), next.asObservable()) }
            XCTAssertEqual(observer.events, [.error(230, error)])
            XCTAssertEqual(next.subscriptions, [])
        }
        run({ $0.andThen($1) }, next: [.next(10, 1), .completed(20)])
        run({ $0.andThen($1.asSingle()).asObservable() }, next: [.next(10, 1), .completed(20)])
        run({ $0.andThen($1.asMaybe()).asObservable() }, next: [.next(10, 1), .completed(20)])
        run({ $0.andThen($1.asCompletable()).asObservable() }, next: [.completed(20, Never.self)])
    }

    /// `andThen` on a `Completable` that never completes never subscribes the next source, in
    /// every form.
    func testACompletableThatNeverCompletesNeverReachesTheNext() {
        func run<Element: Equatable>(_ make: @escaping (Completable, Observable<Element>) -> Observable<Element>,
                                     next events: [Recorded<Event<Element>>]) {
            let scheduler = TestScheduler(initialClock: 0)
            let next = scheduler.createColdObservable(events)
            let observer = scheduler.start { make(Completable.never(), next.asObservable()) }
            XCTAssertEqual(observer.events, [])
            XCTAssertEqual(next.subscriptions, [])
        }
        run({ $0.andThen($1) }, next: [.next(10, 1), .completed(20)])
        run({ $0.andThen($1.asSingle()).asObservable() }, next: [.next(10, 1), .completed(20)])
        run({ $0.andThen($1.asMaybe()).asObservable() }, next: [.next(10, 1), .completed(20)])
        run({ $0.andThen($1.asCompletable()).asObservable() }, next: [.completed(20, Never.self)])
    }

    /// `andThen` defers the subscription of its argument, not the building of it: work written
    /// inside the argument, as in `andThen(Single.just(work()))`, runs when the chain is built,
    /// before the `Completable` has even been subscribed; `Single.deferred` moves it after.
    func testAndThenDefersTheSubscriptionNotTheArgumentsConstruction() {
        var log: [String] = []
        func work() -> Int {
            log.append("work")
            return 1
        }
        let step = Completable.create { completable in
            log.append("step")
            completable(.completed)
            return Disposables.create()
        }

        let eager = step.andThen(Single.just(work()))
        XCTAssertEqual(log, ["work"])
        _ = eager.subscribe(onSuccess: { log.append("success \($0)") })
        XCTAssertEqual(log, ["work", "step", "success 1"])

        log = []
        let deferred = step.andThen(Single.deferred { Single.just(work()) })
        XCTAssertEqual(log, [])
        _ = deferred.subscribe(onSuccess: { log.append("success \($0)") })
        XCTAssertEqual(log, ["step", "work", "success 1"])
    }

    /// Disposing an `andThen` while its second source runs disposes that source.
    func testDisposingDuringTheNextSourceDisposesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let completable = scheduler.createHotObservable([.completed(250, Never.self)])
        let next = scheduler.createColdObservable([.next(100, 1), .completed(200)])
        let observer = scheduler.start(disposed: 300) { completable.asCompletable().andThen(next.asObservable()) }
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(next.subscriptions, [Subscription(250, 300)])
    }
}

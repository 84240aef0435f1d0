import Dispatch
import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

private struct Failure: Error, Equatable {
    let code: Int
}

/// An element type that is not `Sendable`, to show what `Infallible`'s own conformance asks of it.
private final class Box {
    var value: Int
    init(_ value: Int) { self.value = value }
}

private final class Owner {}

private func requireSendable<T: Sendable>(_ value: T) -> T { value }

/// Chapter 25: `Infallible`, an observable whose type promises no error. The ways in keep the
/// promise; some of its operators' closures, and anything flat-mapped or concatenated into it,
/// can still break it, and then the error goes where an error nobody handles goes.
final class Chapter25InfallibleTests: RxReadingTestCase {

    // MARK: - The ways in keep the promise

    /// `asInfallible(onErrorJustReturn:)` sends the source's elements, and at the source's error
    /// sends the given value and completes, at the same instant; the source is disposed then.
    func testOnErrorJustReturnSendsTheValueThenCompletesAtTheSourcesError() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createColdObservable("-a-b-#", values: ["a": "a", "b": "b"])
        let observer = scheduler.start { source.asInfallible(onErrorJustReturn: "z").asObservable() }
        XCTAssertEqual(observer.events, [.next(210, "a"), .next(230, "b"), .next(250, "z"), .completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    /// `asInfallible(onErrorFallbackTo:)` subscribes to the fallback at the instant the source
    /// fails, not before, and sends the fallback's events after the source's elements.
    func testOnErrorFallbackToSubscribesToTheFallbackAtTheSourcesError() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createColdObservable("-a-b-#", values: ["a": "a", "b": "b"])
        let fallback = try scheduler.createColdObservable("-x-|", values: ["x": "x"])
        let observer = scheduler.start {
            source.asInfallible(onErrorFallbackTo: fallback.asInfallible(onErrorJustReturn: "?")).asObservable()
        }
        XCTAssertEqual(observer.events, [.next(210, "a"), .next(230, "b"), .next(260, "x"), .completed(280)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(250, 280)])
    }

    /// `asInfallible(onErrorRecover:)` calls its closure with the source's error, once, and sends
    /// the infallible sequence the closure returns; a source that completes never calls it.
    func testOnErrorRecoverCallsTheClosureWithTheSourcesError() {
        var seen: [Failure] = []
        var events: [String] = []
        let recovered = Observable<Int>.error(Failure(code: 7))
            .asInfallible(onErrorRecover: { error in
                seen.append(error as! Failure)
                return Infallible.just(-(error as! Failure).code)
            })
        _ = recovered.subscribe(onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })
        XCTAssertEqual(seen, [Failure(code: 7)])
        XCTAssertEqual(events, ["next -7", "completed"])

        _ = Observable.of(1, 2)
            .asInfallible(onErrorRecover: { error in
                seen.append(error as! Failure)
                return Infallible.empty()
            })
            .subscribe(onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })
        XCTAssertEqual(seen, [Failure(code: 7)], "no error, no call")
        XCTAssertEqual(events, ["next -7", "completed", "next 1", "next 2", "completed"])
    }

    /// `Infallible.create` hands its closure an observer of `InfallibleEvent`, elements and
    /// completion only; what the closure sends after completion is dropped, as `Observable.create`
    /// drops it, and the subscriber's `onDisposed` runs at completion.
    func testCreateSendsElementsAndCompletionAndDropsWhatComesAfterCompletion() {
        var events: [String] = []
        let infallible = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.completed)
            observer(.next(2))
            return Disposables.create { events.append("create's disposable") }
        }
        _ = infallible.subscribe(onNext: { events.append("next \($0)") },
                                 onCompleted: { events.append("completed") },
                                 onDisposed: { events.append("disposed") })
        XCTAssertEqual(events, ["next 1", "completed", "disposed", "create's disposable"])
    }

    /// `Infallible` is `Sendable` whatever its element: it holds only an `Observable`, which is.
    /// A non-`Sendable` element makes `InfallibleEvent` non-`Sendable`, as it does `Event`.
    func testInfallibleIsSendableWhateverItsElement() {
        let infallible = requireSendable(Infallible.just(Box(3)))
        var value = 0
        _ = infallible.subscribe(onNext: { value = $0.value })
        XCTAssertEqual(value, 3)
        _ = requireSendable(InfallibleEvent<Int>.next(1))
    }

    // MARK: - Where the promise can still break

    // `map`, `filter`, `compactMap`, `flatMap`'s selector and `scan`'s accumulator take closures
    // that do not throw: a `try` in them does not compile, so they are not tested here. What
    // follows are the ways RxSwift 6.5 leaves open; in each, the error simply passes on, as it
    // would in an `Observable` (no `rxFatalError`, nothing caught).

    /// The closures RxSwift 6.5 still lets throw (`deferred`'s factory, `do`'s `onNext`,
    /// `distinctUntilChanged`'s key selector, `take(while:)`'s predicate, `withLatestFrom`'s
    /// selector, `combineLatest`'s selector) end the `Infallible` with what they threw.
    func testAThrowingClosureRxSwiftStillAllowsEndsTheInfallibleWithAnError() {
        func outcome<E>(_ infallible: Infallible<E>) -> [String] {
            var events: [String] = []
            _ = infallible.subscribe { event in
                switch event {
                case .next(let element): events.append("next \(element)")
                case .error(let error): events.append("error \((error as! Failure).code)")
                case .completed: events.append("completed")
                }
            }
            return events
        }
        XCTAssertEqual(outcome(Infallible<Int>.deferred { throw Failure(code: 1) }), ["error 1"])
        XCTAssertEqual(outcome(Infallible.of(1, 2).do(onNext: { if $0 == 2 { throw Failure(code: 2) } })),
                       ["next 1", "error 2"])
        XCTAssertEqual(outcome(Infallible.of(1, 2).distinctUntilChanged { _ -> Int in throw Failure(code: 3) }),
                       ["error 3"])
        XCTAssertEqual(outcome(Infallible.of(1, 2).take(while: { _ in throw Failure(code: 4) })), ["error 4"])
        XCTAssertEqual(outcome(Infallible.of(1, 2).withLatestFrom(Infallible.just(0)) { _, _ -> Int in
            throw Failure(code: 5)
        }), ["error 5"])
        XCTAssertEqual(outcome(Infallible.combineLatest(Infallible.just(1), Infallible.just(2)) { _, _ -> Int in
            throw Failure(code: 6)
        }), ["error 6"])
    }

    /// `flatMap`'s selector cannot throw, but it may return any observable, and an inner that
    /// fails sends its error into the `Infallible` and ends it, at the instant it fails.
    func testFlatMapIntoAFailingObservableLetsItsErrorThrough() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = try scheduler.createHotObservable("--1--2--3--|", values: ["1": 1, "2": 2, "3": 3])
        let observer = scheduler.start {
            taps.asInfallible(onErrorJustReturn: 0)
                .flatMap { tap -> Observable<String> in
                    tap == 2 ? Observable.error(Failure(code: tap)) : Observable.just("ok \(tap)")
                }
                .asObservable()
        }
        XCTAssertEqual(observer.events, [.next(220, "ok 1"), .error(250, Failure(code: 2))])
        XCTAssertEqual(taps.subscriptions, [Subscription(200, 250)])
    }

    // MARK: - subscribe without onError

    /// `subscribe(onNext:onCompleted:onDisposed:)` has no `onError`: an error that got in despite
    /// the type goes to `Hooks.defaultErrorHandler`, `onCompleted` is not called, `onDisposed` is.
    func testSubscribeSendsAnErrorThatGotInToTheDefaultErrorHandler() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var handled: [String] = []
        Hooks.defaultErrorHandler = { _, error in handled.append("hook \((error as! Failure).code)") }

        var events: [String] = []
        _ = Infallible.of(1, 2)
            .do(onNext: { if $0 == 2 { throw Failure(code: 9) } })
            .subscribe(onNext: { events.append("next \($0)") },
                       onCompleted: { events.append("completed") },
                       onDisposed: { events.append("disposed") })
        XCTAssertEqual(events, ["next 1", "disposed"])
        XCTAssertEqual(handled, ["hook 9"])
    }

    /// `subscribe(with:onNext:onCompleted:onDisposed:)` hands the object to each closure, and
    /// reports an error that got in to nobody, not even `Hooks.defaultErrorHandler`: RxSwift 6.5
    /// forwards to `Observable`'s `subscribe(with:)`, whose `onError` closure is there and empty.
    func testSubscribeWithObjectHandsTheObjectAndDropsAnErrorSilently() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var handled: [String] = []
        Hooks.defaultErrorHandler = { _, error in handled.append("hook \(error)") }

        let owner = Owner()
        var events: [String] = []
        _ = Infallible.of(1, 2)
            .do(onNext: { if $0 == 2 { throw Failure(code: 9) } })
            .subscribe(with: owner,
                       onNext: { object, value in events.append("next \(value) \(object === owner)") },
                       onCompleted: { _ in events.append("completed") },
                       onDisposed: { object in events.append("disposed \(object === owner)") })
        XCTAssertEqual(events, ["next 1 true", "disposed true"])
        XCTAssertEqual(handled, [], "the error reached no handler")
    }

    /// `subscribe(with:)` holds the object weakly: the subscription does not keep it alive, and
    /// once it is gone no closure is called any more, not `onNext`, not `onCompleted`, not even
    /// `onDisposed`, though the subscription itself goes on until completion.
    func testSubscribeWithHoldsTheObjectWeaklyAndGoesQuietOnceItIsGone() {
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        var events: [String] = []
        _ = subject.asInfallible(onErrorJustReturn: -1)
            .subscribe(with: owner!,
                       onNext: { _, value in events.append("next \(value)") },
                       onCompleted: { _ in events.append("completed") },
                       onDisposed: { _ in events.append("disposed") })
        subject.onNext(1)
        owner = nil
        XCTAssertNil(weakOwner, "the subscription did not keep the object alive")
        subject.onNext(2)
        XCTAssertTrue(subject.hasObservers, "still subscribed")
        subject.onCompleted()
        XCTAssertEqual(events, ["next 1"])
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: - Operators are Observable's

    /// `combineLatest` of two infallible sequences is chapter 19's: nothing until each has sent,
    /// then the latest of both at every element, completion when both have completed.
    func testCombineLatestOfTwoIsObservablesCombineLatest() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let a = try scheduler.createHotObservable("-1---2----|", values: ["1": 1, "2": 2])
        let b = try scheduler.createHotObservable("---x---y-|", values: ["x": "x", "y": "y"])
        let observer = scheduler.start {
            Infallible.combineLatest(a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: "?")) {
                "\($0)\($1)"
            }.asObservable()
        }
        XCTAssertEqual(observer.events, [.next(230, "1x"), .next(250, "2x"), .next(270, "2y"), .completed(300)])
    }

    /// `zip` of two infallible sequences pairs by position and completes when a side that has
    /// completed has nothing queued: `a` completes at 270 still holding its 3, so nothing ends;
    /// `b` completes at 290 with an empty queue, and the zip completes then.
    func testZipOfTwoPairsByPosition() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let a = try scheduler.createHotObservable("-1-2-3-|", values: ["1": 1, "2": 2, "3": 3])
        let b = try scheduler.createHotObservable("---x--y--|", values: ["x": "x", "y": "y"])
        let observer = scheduler.start {
            Infallible.zip(a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: "?")) {
                "\($0)\($1)"
            }.asObservable()
        }
        XCTAssertEqual(observer.events, [.next(230, "1x"), .next(260, "2y"), .completed(290)])
    }

    /// `combineLatest` and `zip` of eight infallible sequences send what `Observable`'s of the
    /// same eight sources send, event for event.
    func testCombineLatestAndZipOfEightMatchObservables() throws {
        func run(_ make: @escaping ([Observable<Int>]) -> Observable<Int>) throws -> [Recorded<Event<Int>>] {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = try (0..<8).map { index in
                try scheduler.createHotObservable(String(repeating: "-", count: index + 1) + "a--b-|",
                                                  values: ["a": 10 * index, "b": 10 * index + 1])
                    .asObservable()
            }
            return scheduler.start { make(sources) }.events
        }
        let sum: (Int, Int, Int, Int, Int, Int, Int, Int) -> Int = { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        func inf(_ source: Observable<Int>) -> Infallible<Int> { source.asInfallible(onErrorJustReturn: -1) }

        let infallibleCombined = try run { s in
            Infallible.combineLatest(inf(s[0]), inf(s[1]), inf(s[2]), inf(s[3]), inf(s[4]), inf(s[5]), inf(s[6]),
                                     inf(s[7]), resultSelector: sum).asObservable()
        }
        let observableCombined = try run { s in
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], resultSelector: sum)
        }
        XCTAssertEqual(infallibleCombined, observableCombined)
        // The first combination comes when the eighth source sends its first element, at 280; the
        // fifth source's second element, due at 280 too, was scheduled first, so it is in already.
        XCTAssertEqual(infallibleCombined, [.next(280, 285), .next(290, 286), .next(300, 287), .next(310, 288),
                                            .completed(330)])

        let infallibleZipped = try run { s in
            Infallible.zip(inf(s[0]), inf(s[1]), inf(s[2]), inf(s[3]), inf(s[4]), inf(s[5]), inf(s[6]),
                           inf(s[7]), resultSelector: sum).asObservable()
        }
        let observableZipped = try run { s in
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], resultSelector: sum)
        }
        XCTAssertEqual(infallibleZipped, observableZipped)
        // Completion when the last source has completed, as `Observable.zip` of a fixed arity does.
        XCTAssertEqual(infallibleZipped, [.next(280, 280), .next(310, 288), .completed(330)])
    }

    /// RxSwift 6.5's `Infallible.merge` of a collection that is not an `Array` concatenates: the
    /// second source is subscribed only when the first completes. An `Array` picks the overload
    /// that merges. Kept as RxSwift has it, so a program behaves the same on both libraries.
    func testMergeOfANonArrayCollectionConcatenatesAsInRxSwift65() throws {
        func run(_ merge: @escaping ([Infallible<String>]) -> Infallible<String>)
            throws -> (events: [Recorded<Event<String>>], second: [Subscription]) {
            let scheduler = TestScheduler(initialClock: 0)
            let first = try scheduler.createColdObservable("-a--|", values: ["a": "a"])
            let second = try scheduler.createColdObservable("-b|", values: ["b": "b"])
            let both = [first.asInfallible(onErrorJustReturn: "?"), second.asInfallible(onErrorJustReturn: "?")]
            let observer = scheduler.start { merge(both).asObservable() }
            return (observer.events, second.subscriptions)
        }

        let slice = try run { Infallible.merge($0[...]) }
        XCTAssertEqual(slice.events, [.next(210, "a"), .next(250, "b"), .completed(260)])
        XCTAssertEqual(slice.second, [Subscription(240, 260)], "subscribed when the first completed")

        let array = try run { Infallible.merge($0) }
        XCTAssertEqual(array.events, [.next(210, "a"), .next(210, "b"), .completed(240)])
        XCTAssertEqual(array.second, [Subscription(200, 220)], "subscribed with the first")
    }

    // MARK: - values

    /// `values` is an `AsyncStream`, read without `try`: the loop receives every element and
    /// ends when the sequence completes.
    func testValuesYieldsTheElementsAndEndsTheLoopOnCompletion() async throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.infallible")
        // RxSwift 6.5 gives `Infallible` no `subscribe(on:)`: the scheduler is set on the observable.
        let infallible = Observable.from(1...5).subscribe(on: scheduler).asInfallible(onErrorJustReturn: -1)
        let stream: AsyncStream<Int> = infallible.values
        let done = XCTestExpectation(description: "the loop ended")
        let loop = Task { () -> [Int] in
            defer { done.fulfill() }
            var received: [Int] = []
            for await value in stream {
                received.append(value)
            }
            return received
        }
        if await XCTWaiter().fulfillment(of: [done], timeout: 10) != .completed {
            XCTFail("the loop did not end within 10 s: cancelled")
            loop.cancel()
        }
        let received = await loop.value
        XCTAssertEqual(received, [1, 2, 3, 4, 5])
    }

    /// An error that got into an `Infallible` neither ends its `values` loop nor is thrown from
    /// it: it goes to `Hooks.defaultErrorHandler`, and the loop waits until its task is
    /// cancelled, as with RxSwift 6.5 (whose `values` subscribes without an `onError`).
    func testValuesLoopIsNotEndedByAnErrorThatGotInOnlyByCancellation() async throws {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        let handled = XCTestExpectation(description: "the error reached the default handler")
        Hooks.defaultErrorHandler = { _, _ in handled.fulfill() }

        let stream = Infallible.of(1, 2).do(onNext: { if $0 == 2 { throw Failure(code: 9) } }).values
        let ended = Locked(false)
        let loop = Task { () -> ([Int], Bool) in
            defer { ended.value = true }
            var received: [Int] = []
            for await value in stream {
                received.append(value)
            }
            return (received, Task.isCancelled)
        }
        await fulfillment(of: [handled], timeout: 10)
        try await Task.sleep(nanoseconds: 300_000_000)
        XCTAssertFalse(ended.value, "the loop is still waiting 0.3 s after the error")
        loop.cancel()
        let cancelledLoopEnded = XCTestExpectation(description: "the cancelled loop ended")
        Task {
            _ = await loop.value
            cancelledLoopEnded.fulfill()
        }
        await fulfillment(of: [cancelledLoopEnded], timeout: 10)
        let (received, cancelled) = await loop.value
        XCTAssertEqual(received, [1])
        XCTAssertTrue(cancelled, "only cancellation ended it")
    }
}

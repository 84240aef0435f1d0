import Dispatch
import Foundation
import XCTest
import RxReading

/// An object whose only job is to be captured: a weak reference to it says whether whatever
/// captured it (a closure, a sink, an observer) is still alive.

/// An error that carries a token, so a test can see whether the error value is still held.
private struct TokenError: Error {
    let token: Token
}

/// An observer object, watched like a token: it must be released with the subscription.
private final class TokenObserver<Element>: ObserverType {
    private let onEvent: (Event<Element>) -> Void

    init(_ onEvent: @escaping (Event<Element>) -> Void = { _ in }) {
        self.onEvent = onEvent
    }

    func on(_ event: Event<Element>) {
        onEvent(event)
    }
}

/// Weak references to the tokens and objects of one test, by label.
private final class ReleaseWatch {
    private struct Entry {
        let label: String
        weak var object: AnyObject?
    }

    private var entries: [Entry] = []

    /// A new token, watched under `label`.
    func token(_ label: String) -> Token {
        let token = Token()
        watch(token, label)
        return token
    }

    /// Watches `object` under `label`.
    func watch(_ object: AnyObject, _ label: String) {
        entries.append(Entry(label: label, object: object))
    }

    /// The labels of the watched objects still alive, in the order they were watched.
    var alive: [String] {
        entries.filter { $0.object != nil }.map(\.label)
    }

    /// Waits (spinning the run loop, so main-queue work runs) until every watched object is
    /// released or `timeout` passes, and returns the labels still alive.
    func aliveAfterWaiting(timeout: TimeInterval = 30) -> [String] {
        waitUntil(timeout: timeout) { alive.isEmpty }
        return alive
    }
}

/// One scheduler of each kind in the library, named for failure messages.
private func everySchedulerKind() -> [(name: String, scheduler: ImmediateSchedulerType)] {
    let operations = OperationQueue()
    operations.maxConcurrentOperationCount = 2
    return [
        ("CurrentThreadScheduler", CurrentThreadScheduler.instance),
        ("MainScheduler.instance", MainScheduler.instance),
        ("MainScheduler.asyncInstance", MainScheduler.asyncInstance),
        ("SerialDispatchQueueScheduler", SerialDispatchQueueScheduler(internalSerialQueueName: "retain.serial")),
        ("ConcurrentDispatchQueueScheduler", ConcurrentDispatchQueueScheduler(queue: DispatchQueue(label: "retain.concurrent", attributes: .concurrent))),
        ("OperationQueueScheduler", OperationQueueScheduler(operationQueue: operations)),
    ]
}

/// The reliability suite's leak tests: once a subscription is disposed, or its sequence has
/// ended, nothing of it stays alive: not its sinks, not its observer, not what its closures
/// (the `create` closure, the `map` and `filter` closures, the subscriber's closures) captured.
/// Each test captures tokens, keeps only weak references to them, and checks they are gone.
/// The base class also checks `Resources.total`, which counts the sinks and disposables.
final class RetainCycleTests: RxReadingTestCase {

    // MARK: - create, map, filter

    /// Chapter 07's `create` with a disposable that captures the observer, which makes a cycle
    /// (sink, `SinkDisposer`, the returned disposable, the observer, the sink) for as long as the
    /// subscription lives; `dispose` breaks it and releases every capture and the observer.
    func testCreateMapAndFilterReleaseTheirCapturesAndTheObserverAfterDispose() {
        let watch = ReleaseWatch()
        var subscription: Disposable? = {
            let createDisposable = watch.token("create's disposable")
            let mapped = watch.token("map closure")
            let filtered = watch.token("filter closure")
            let observer = TokenObserver<Int>()
            watch.watch(observer, "observer")
            return Observable<Int>.create { observer in
                observer.onNext(1)
                return Disposables.create {
                    _ = createDisposable
                    _ = observer
                }
            }
            .map { element -> Int in
                _ = mapped
                return element
            }
            .filter { _ in
                _ = filtered
                return true
            }
            .subscribe(observer)
        }()

        XCTAssertEqual(watch.alive, ["create's disposable", "map closure", "filter closure", "observer"],
                       "a live subscription holds all of them")
        subscription?.dispose()
        subscription = nil
        XCTAssertEqual(watch.alive, [])
    }

    /// A `create` observable that completes releases its whole subscription when it completes,
    /// even though the subscriber still holds the disposable and never disposes it.
    func testCreateReleasesEverythingWhenItCompletesWithoutDispose() {
        let watch = ReleaseWatch()
        let subscription: Disposable = {
            let created = watch.token("create closure")
            let createDisposable = watch.token("create's disposable")
            let mapped = watch.token("map closure")
            let onNext = watch.token("onNext closure")
            return Observable<Int>.create { observer in
                _ = created
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create { _ = createDisposable }
            }
            .map { element -> Int in
                _ = mapped
                return element
            }
            .subscribe(onNext: { _ in _ = onNext })
        }()

        XCTAssertEqual(watch.alive, [])
        subscription.dispose()
    }

    /// A `map` whose closure throws ends the sequence with the error, and the error ends the
    /// subscription: everything is released, the thrown error too.
    func testAThrowingMapReleasesEverythingWithTheError() {
        let watch = ReleaseWatch()
        let subscription: Disposable = {
            let mapped = watch.token("map closure")
            let thrown = watch.token("thrown error")
            let onError = watch.token("onError closure")
            let source = PublishSubject<Int>()
            let subscription = source
                .map { _ -> Int in
                    _ = mapped
                    throw TokenError(token: thrown)
                }
                .subscribe(onError: { _ in _ = onError })
            source.onNext(1)
            return subscription
        }()

        XCTAssertEqual(watch.alive, [])
        subscription.dispose()
    }

    // MARK: - The sources of chapter 07

    /// `just`, `of` and `from` release their elements and the subscriber's closures once they
    /// complete, while the subscriber still holds the disposable.
    func testJustOfAndFromReleaseElementsAndClosuresWhenTheyComplete() {
        let watch = ReleaseWatch()
        let subscriptions: [Disposable] = {
            let justOnNext = watch.token("just's onNext")
            let ofOnNext = watch.token("of's onNext")
            let fromOnCompleted = watch.token("from's onCompleted")
            return [
                Observable.just(watch.token("just's element"))
                    .subscribe(onNext: { _ in _ = justOnNext }),
                Observable.of(watch.token("of's first element"), watch.token("of's second element"))
                    .subscribe(onNext: { _ in _ = ofOnNext }),
                Observable.from([watch.token("from's element")])
                    .subscribe(onCompleted: { _ = fromOnCompleted }),
            ]
        }()

        XCTAssertEqual(watch.alive, [])
        subscriptions.forEach { $0.dispose() }
    }

    /// `range`, `empty` and `error` release what their subscriptions captured once they end; an
    /// `error` observable's error value goes with the observable.
    func testRangeEmptyAndErrorReleaseTheirCapturesWhenTheyEnd() {
        let watch = ReleaseWatch()
        let subscriptions: [Disposable] = {
            let mapped = watch.token("range's map closure")
            let emptyCompleted = watch.token("empty's onCompleted")
            let errorHandler = watch.token("error's onError")
            return [
                Observable.range(start: 0, count: 3)
                    .map { element -> Int in
                        _ = mapped
                        return element
                    }
                    .subscribe(),
                Observable<Int>.empty()
                    .subscribe(onCompleted: { _ = emptyCompleted }),
                Observable<Int>.error(TokenError(token: watch.token("the error value")))
                    .subscribe(onError: { _ in _ = errorHandler }),
            ]
        }()

        XCTAssertEqual(watch.alive, [])
        subscriptions.forEach { $0.dispose() }
    }

    /// `never` holds its subscriber's closures for as long as the subscription lives, and not a
    /// moment longer: `dispose` releases them (and runs `onDisposed`).
    func testNeverReleasesTheSubscribersClosuresAfterDispose() {
        let watch = ReleaseWatch()
        var disposedCalls = 0
        var subscription: Disposable? = {
            let mapped = watch.token("map closure")
            let onNext = watch.token("onNext closure")
            let onDisposed = watch.token("onDisposed closure")
            return Observable<Int>.never()
                .map { element -> Int in
                    _ = mapped
                    return element
                }
                .subscribe(onNext: { _ in _ = onNext }, onDisposed: {
                    _ = onDisposed
                    disposedCalls += 1
                })
        }()

        XCTAssertEqual(watch.alive, ["map closure", "onNext closure", "onDisposed closure"])
        subscription?.dispose()
        subscription = nil
        XCTAssertEqual(watch.alive, [])
        XCTAssertEqual(disposedCalls, 1)
    }

    /// `deferred` releases its factory's captures with the observable, and the subscription to
    /// the observable the factory made when the subscription is disposed.
    func testDeferredReleasesTheFactorysObservableAfterDispose() {
        let watch = ReleaseWatch()
        var subscription: Disposable? = {
            let inner = watch.token("the made observable's map closure")
            let factory = watch.token("factory closure")
            return Observable<Int>.deferred {
                _ = factory
                return Observable<Int>.never().map { element -> Int in
                    _ = inner
                    return element
                }
            }
            .subscribe()
        }()

        XCTAssertEqual(watch.alive, ["the made observable's map closure"],
                       "the subscription holds the made observable's chain; the factory went with the observable")
        subscription?.dispose()
        subscription = nil
        XCTAssertEqual(watch.alive, [])
    }

    /// `take(_:)` and `take(while:)` end the subscription when they complete, before their
    /// source does: the source (a subject that lives on) no longer holds them, and their
    /// captures are released.
    func testTakeAndTakeWhileReleaseTheSubscriptionWhenTheyComplete() {
        let watch = ReleaseWatch()
        let source = PublishSubject<Int>()
        let subscriptions: [Disposable] = {
            let takeOnNext = watch.token("take's onNext")
            let predicate = watch.token("take(while:)'s predicate")
            let takeWhileOnNext = watch.token("take(while:)'s onNext")
            return [
                source.take(2)
                    .subscribe(onNext: { _ in _ = takeOnNext }),
                source.take(while: { element in
                    _ = predicate
                    return element < 2
                }, behavior: .inclusive)
                    .subscribe(onNext: { _ in _ = takeWhileOnNext }),
            ]
        }()

        XCTAssertEqual(watch.alive.count, 3, "the subject holds both subscriptions")
        source.onNext(1)
        source.onNext(2)
        XCTAssertEqual(watch.alive, [])
        XCTAssertFalse(source.hasObservers)
        subscriptions.forEach { $0.dispose() }
    }

    // MARK: - Time

    /// `interval` on a serial and on a concurrent dispatch scheduler: after `dispose` and the
    /// timer's last tick, its timer, sink and captures are released. (The virtual-time
    /// `TestScheduler` of chapter 12 is not on this branch; its chapter tests cover it.)
    func testIntervalReleasesItsTimerAndCapturesAfterDispose() {
        let schedulers: [(String, SchedulerType)] = [
            ("SerialDispatchQueueScheduler", SerialDispatchQueueScheduler(internalSerialQueueName: "retain.interval")),
            ("ConcurrentDispatchQueueScheduler", ConcurrentDispatchQueueScheduler(queue: DispatchQueue(label: "retain.interval.concurrent", attributes: .concurrent))),
        ]
        for (name, scheduler) in schedulers {
            let watch = ReleaseWatch()
            let ticked = expectation(description: "three ticks on \(name)")
            ticked.expectedFulfillmentCount = 3
            ticked.assertForOverFulfill = false
            var subscription: Disposable? = {
                let mapped = watch.token("map closure")
                let onNext = watch.token("onNext closure")
                return Observable<Int>.interval(.milliseconds(2), scheduler: scheduler)
                    .map { element -> Int in
                        _ = mapped
                        return element
                    }
                    .subscribe(onNext: { _ in
                        _ = onNext
                        ticked.fulfill()
                    })
            }()
            wait(for: [ticked], timeout: 10)

            XCTAssertEqual(watch.alive, ["map closure", "onNext closure"], name)
            subscription?.dispose()
            subscription = nil
            XCTAssertEqual(watch.aliveAfterWaiting(), [], name)
        }
    }

    /// A one-shot `timer` releases everything once it has fired and completed, without dispose.
    func testOneShotTimerReleasesEverythingOnceItCompletes() {
        let watch = ReleaseWatch()
        let completed = expectation(description: "completed")
        let subscription: Disposable = {
            let onNext = watch.token("onNext closure")
            let onCompleted = watch.token("onCompleted closure")
            return Observable<Int>.timer(.milliseconds(1), scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "retain.timer"))
                .subscribe(onNext: { _ in _ = onNext }, onCompleted: {
                    _ = onCompleted
                    completed.fulfill()
                })
        }()
        wait(for: [completed], timeout: 10)

        XCTAssertEqual(watch.aliveAfterWaiting(), [])
        subscription.dispose()
    }

    // MARK: - subscribe(on:) and observe(on:)

    /// Chapter 13's `subscribe(on:)` on every scheduler kind: once the source was subscribed to
    /// on the scheduler, disposing (which unsubscribes on the scheduler too) releases the
    /// `create` closure, its disposable, the operator closures and the observer.
    func testSubscribeOnReleasesTheChainAfterDisposeOnEverySchedulerKind() {
        for (name, scheduler) in everySchedulerKind() {
            let watch = ReleaseWatch()
            let subscribed = expectation(description: "subscribed on \(name)")
            var subscription: Disposable? = {
                let created = watch.token("create closure")
                let createDisposable = watch.token("create's disposable")
                let mapped = watch.token("map closure")
                let observer = TokenObserver<Int>()
                watch.watch(observer, "observer")
                return Observable<Int>.create { observer in
                    _ = created
                    subscribed.fulfill()
                    return Disposables.create {
                        _ = createDisposable
                        _ = observer
                    }
                }
                .subscribe(on: scheduler)
                .map { element -> Int in
                    _ = mapped
                    return element
                }
                .subscribe(observer)
            }()
            wait(for: [subscribed], timeout: 10)

            XCTAssertEqual(watch.alive, ["create closure", "create's disposable", "map closure", "observer"], name)
            subscription?.dispose()
            subscription = nil
            XCTAssertEqual(watch.aliveAfterWaiting(), [], name)
        }
    }

    /// Chapter 14's `observe(on:)` on every scheduler kind: after an element has been delivered
    /// on the scheduler, disposing releases the closures on both sides of the operator and the
    /// observer, while the source (a subject) lives on without them.
    func testObserveOnReleasesTheChainAfterDisposeOnEverySchedulerKind() {
        for (name, scheduler) in everySchedulerKind() {
            let watch = ReleaseWatch()
            let source = PublishSubject<Int>()
            let delivered = expectation(description: "delivered on \(name)")
            var subscription: Disposable? = {
                let before = watch.token("map closure before observe(on:)")
                let after = watch.token("map closure after observe(on:)")
                let observer = TokenObserver<Int> { _ in delivered.fulfill() }
                watch.watch(observer, "observer")
                return source
                    .map { element -> Int in
                        _ = before
                        return element
                    }
                    .observe(on: scheduler)
                    .map { element -> Int in
                        _ = after
                        return element
                    }
                    .subscribe(observer)
            }()
            source.onNext(1)
            wait(for: [delivered], timeout: 10)

            XCTAssertEqual(watch.alive.count, 3, name)
            subscription?.dispose()
            subscription = nil
            XCTAssertEqual(watch.aliveAfterWaiting(), [], name)
            XCTAssertFalse(source.hasObservers, name)
        }
    }

    /// `observe(on:)` on every scheduler kind releases the whole chain once the completion has
    /// been delivered on the scheduler, without dispose.
    func testObserveOnReleasesTheChainWhenTheCompletionIsDeliveredOnEverySchedulerKind() {
        for (name, scheduler) in everySchedulerKind() {
            let watch = ReleaseWatch()
            let completed = expectation(description: "completed on \(name)")
            let subscription: Disposable = {
                let created = watch.token("create closure")
                let after = watch.token("map closure after observe(on:)")
                let onCompleted = watch.token("onCompleted closure")
                return Observable<Int>.create { observer in
                    _ = created
                    observer.onNext(1)
                    observer.onCompleted()
                    return Disposables.create()
                }
                .observe(on: scheduler)
                .map { element -> Int in
                    _ = after
                    return element
                }
                .subscribe(onCompleted: {
                    _ = onCompleted
                    completed.fulfill()
                })
            }()
            wait(for: [completed], timeout: 10)

            XCTAssertEqual(watch.aliveAfterWaiting(), [], name)
            subscription.dispose()
        }
    }

    // MARK: - Subjects

    /// Chapter 15's `PublishSubject`: disposing one subscription releases that observer's
    /// closures while the subject lives on; completing releases the others without dispose.
    func testPublishSubjectReleasesObserversOnDisposeAndOnCompletion() {
        let watch = ReleaseWatch()
        let subject = PublishSubject<Int>()
        var first: Disposable? = {
            let onNext = watch.token("first onNext")
            return subject.subscribe(onNext: { _ in _ = onNext })
        }()
        let second: Disposable = {
            let onNext = watch.token("second onNext")
            return subject.map { $0 }.subscribe(onNext: { _ in _ = onNext })
        }()
        subject.onNext(1)

        first?.dispose()
        first = nil
        XCTAssertEqual(watch.alive, ["second onNext"])
        subject.onCompleted()
        XCTAssertEqual(watch.alive, [])
        XCTAssertFalse(subject.hasObservers)
        second.dispose()
    }

    /// A subscription does not keep its subject alive: it holds the subject weakly, so once
    /// nobody else refers to the subject, the subject and the observers it held are released,
    /// although the subscription was never disposed.
    func testASubscriptionDoesNotKeepItsSubjectAlive() {
        let watch = ReleaseWatch()
        let subscriptions: [Disposable] = {
            let publish = PublishSubject<Int>()
            let behavior = BehaviorSubject<Int>(value: 0)
            watch.watch(publish, "PublishSubject")
            watch.watch(behavior, "BehaviorSubject")
            let publishOnNext = watch.token("PublishSubject's observer")
            let behaviorOnNext = watch.token("BehaviorSubject's observer")
            return [
                publish.subscribe(onNext: { _ in _ = publishOnNext }),
                behavior.subscribe(onNext: { _ in _ = behaviorOnNext }),
            ]
        }()

        XCTAssertEqual(watch.alive, [])
        subscriptions.forEach { $0.dispose() }
    }

    /// `BehaviorSubject` releases an observer on dispose, and keeps only its current value: the
    /// value it replaced is released. Unlike `PublishSubject`, and exactly like RxSwift 6.5's, it
    /// does not empty its bag of observers when it completes: an observer that was never
    /// disposed stays in the bag (stopped) until it is disposed or the subject is released.
    func testBehaviorSubjectReleasesObserversOnDisposeAndReplacedValues() {
        let watch = ReleaseWatch()
        var subject: BehaviorSubject<Token>? = BehaviorSubject<Token>(value: watch.token("initial value"))
        var first: Disposable? = {
            let onNext = watch.token("first onNext")
            return subject!.subscribe(onNext: { _ in _ = onNext })
        }()
        let second: Disposable = {
            let onNext = watch.token("second onNext")
            return subject!.subscribe(onNext: { _ in _ = onNext })
        }()
        let third: Disposable = {
            let onNext = watch.token("third onNext")
            return subject!.subscribe(onNext: { _ in _ = onNext })
        }()

        let current = Token()
        subject?.onNext(current)
        XCTAssertEqual(watch.alive, ["first onNext", "second onNext", "third onNext"], "the initial value was replaced")
        first?.dispose()
        first = nil
        XCTAssertEqual(watch.alive, ["second onNext", "third onNext"])
        subject?.onCompleted()
        XCTAssertEqual(watch.alive, ["second onNext", "third onNext"], "a completed BehaviorSubject keeps its stopped observers")
        second.dispose()
        XCTAssertEqual(watch.alive, ["third onNext"])
        subject = nil
        XCTAssertEqual(watch.alive, [])
        third.dispose()
    }

    // MARK: - DisposeBag

    /// Chapter 04's `DisposeBag`: when the bag goes, the subscriptions in it are disposed and
    /// release their chains, and a source that outlives the bag no longer holds them.
    func testReleasingADisposeBagReleasesTheSubscriptionsInIt() {
        let watch = ReleaseWatch()
        let source = PublishSubject<Int>()
        var bag: DisposeBag? = DisposeBag()
        do {
            let mapped = watch.token("map closure")
            let onNext = watch.token("onNext closure")
            source.map { element -> Int in
                _ = mapped
                return element
            }
            .subscribe(onNext: { _ in _ = onNext })
            .disposed(by: bag!)
            Observable<Int>.never()
                .subscribe(onNext: { _ in _ = onNext })
                .disposed(by: bag!)
        }

        XCTAssertEqual(watch.alive, ["map closure", "onNext closure"])
        bag = nil
        XCTAssertEqual(watch.alive, [])
        XCTAssertFalse(source.hasObservers)
    }

    /// The usual ownership: an object keeps its subscriptions in its own bag and lets them
    /// refer to it only weakly (`subscribe(with:)`, `[weak self]`). Releasing the object
    /// releases its bag, which ends the subscriptions: nothing keeps the object alive.
    func testAnOwnerHeldWeaklyByItsSubscriptionsIsReleasedWithItsBag() {
        final class Owner {
            let bag = DisposeBag()
            var received: [Int] = []
        }
        let watch = ReleaseWatch()
        let source = PublishSubject<Int>()
        do {
            let owner = Owner()
            watch.watch(owner, "owner")
            source.subscribe(with: owner, onNext: { owner, element in owner.received.append(element) })
                .disposed(by: owner.bag)
            source.subscribe(onNext: { [weak owner] element in owner?.received.append(element) })
                .disposed(by: owner.bag)
            source.onNext(1)
            XCTAssertEqual(owner.received, [1, 1])
        }

        XCTAssertEqual(watch.alive, [])
        XCTAssertFalse(source.hasObservers)
    }

    /// The check above can fail: an object that owns a subject and subscribes to it with a
    /// closure capturing the object strongly is a cycle (object, subject, observer, closure,
    /// object); the object stays alive after every outside reference is gone, until the
    /// subscription is disposed.
    func testAStrongCaptureOfTheSubjectsOwnerIsACycleThatOnlyDisposeBreaks() {
        final class Owner {
            let bag = DisposeBag()
            let source = PublishSubject<Int>()
            var received: [Int] = []
        }
        let watch = ReleaseWatch()
        let subscription: Disposable = {
            let owner = Owner()
            watch.watch(owner, "owner")
            let subscription = owner.source.subscribe(onNext: { element in owner.received.append(element) })
            subscription.disposed(by: owner.bag)
            return subscription
        }()

        XCTAssertEqual(watch.alive, ["owner"], "the cycle keeps the owner alive")
        subscription.dispose()
        XCTAssertEqual(watch.alive, [])
    }
}

import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

private struct Failure: Error, Equatable {
    let code: Int
}

/// A screen's view model as apps write it: it owns a `DisposeBag` and keeps what it saw.
private final class ViewModel {
    let bag = DisposeBag()
    var seen: [Int] = []
    let onDeinit: () -> Void

    init(onDeinit: @escaping () -> Void = {}) {
        self.onDeinit = onDeinit
    }

    /// The closure captures `self` strongly: `self` → bag → subscription → closure → `self`.
    func bindCapturingSelf(_ source: Observable<Int>) {
        source.subscribe(onNext: { self.seen.append($0) }).disposed(by: bag)
    }

    /// The same binding through `withUnretained(self)`: the chain holds `self` weakly.
    func bindUnretained(_ source: Observable<Int>) {
        source.withUnretained(self)
            .subscribe(onNext: { model, value in model.seen.append(value) })
            .disposed(by: bag)
    }

    deinit {
        onDeinit()
    }
}

/// A resource for `using` that writes its disposal into a log.
private final class LoggedResource: Disposable {
    let log: (String) -> Void

    init(log: @escaping (String) -> Void) {
        self.log = log
        log("resource made")
    }

    func dispose() {
        log("resource disposed")
    }
}

/// Chapter 24: lifetimes. `withUnretained` breaks the cycle a strong `self` makes; `using` ties a
/// resource to a subscription; `Resources.total` shows a subscription nobody disposed.
final class Chapter24LifetimesTests: RxReadingTestCase {

    // MARK: - withUnretained and [weak self]

    /// A view model that subscribes with a closure capturing `self` strongly, and keeps the
    /// subscription in its own bag, is never deinitialised while the source lives: dropping the
    /// last outside reference leaves it alive (the cycle self → bag → subscription → closure →
    /// self). Only the source's end breaks the cycle.
    func testCapturingSelfStronglyLeaksTheViewModelWhileTheSourceLives() {
        let source = PublishSubject<Int>()
        var deinits = 0
        weak var weakModel: ViewModel?
        do {
            let model = ViewModel(onDeinit: { deinits += 1 })
            model.bindCapturingSelf(source.asObservable())
            weakModel = model
        }
        source.onNext(1)
        XCTAssertNotNil(weakModel, "the view model is kept alive by its own subscription")
        XCTAssertEqual(weakModel?.seen, [1])
        XCTAssertEqual(deinits, 0)
        // The source's completion disposes the chain, which lets the closure, and the model, go.
        source.onCompleted()
        XCTAssertNil(weakModel)
        XCTAssertEqual(deinits, 1)
    }

    /// The same binding through `withUnretained(self)` holds the model weakly: dropping the
    /// owner's reference deinitialises it at once, and its bag disposes the subscription.
    func testWithUnretainedLetsTheViewModelGo() {
        let source = PublishSubject<Int>()
        var deinits = 0
        weak var weakModel: ViewModel?
        do {
            let model = ViewModel(onDeinit: { deinits += 1 })
            model.bindUnretained(source.asObservable())
            weakModel = model
            source.onNext(1)
            XCTAssertEqual(model.seen, [1])
        }
        XCTAssertNil(weakModel)
        XCTAssertEqual(deinits, 1)
        XCTAssertFalse(source.hasObservers, "the model's bag disposed the subscription")
    }

    /// An element that arrives once the object is gone completes the sequence (RxSwift 6.5's
    /// behaviour: no error), and the source is disposed at that instant; nothing is sent for it.
    func testWithUnretainedCompletesWhenTheObjectIsGone() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createHotObservable("--1--2--3--|", values: ["1": 1, "2": 2, "3": 3])
        var model: ViewModel? = ViewModel()
        let id = ObjectIdentifier(model!)
        scheduler.scheduleAt(230) { model = nil }
        let observer = scheduler.start {
            source.withUnretained(model!).map { object, value in "\(ObjectIdentifier(object) == id) \(value)" }
        }
        XCTAssertEqual(observer.events, [.next(220, "true 1"), .completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    /// `withUnretained` subscribed when the object is already gone completes at the first
    /// element; an error from the source still passes through as an error.
    func testWithUnretainedOnAnObjectAlreadyGone() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createHotObservable("--1--|", values: ["1": 1])
        let observable: Observable<(ViewModel, Int)> = {
            let model = ViewModel()
            return source.withUnretained(model)
        }()
        let observer = scheduler.start { observable.map { $1 } }
        XCTAssertEqual(observer.events, [.completed(220)])

        var events: [String] = []
        let model = ViewModel()
        _ = Observable<Int>.error(Failure(code: 1))
            .withUnretained(model) { _, value in value }
            .subscribe(onError: { events.append("error \(($0 as! Failure).code)") }, onCompleted: { events.append("completed") })
        XCTAssertEqual(events, ["error 1"])
    }

    // MARK: - using

    /// `using` makes the resource when the subscription starts, before the observable factory
    /// runs, and disposes it when the subscription ends, by completion, right after the inner
    /// subscription is disposed.
    func testUsingMakesTheResourceFirstAndDisposesItLastOnCompletion() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let observable = usingLogged(subject, log: { log.append($0) })
        log.append("subscribing")
        _ = observable.subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(log, ["subscribing", "resource made", "factory", "inner subscribed",
                             "next 1", "completed", "inner disposed", "resource disposed"])
    }

    /// The same on error, and on disposal by the subscriber: the inner subscription is disposed,
    /// then the resource.
    func testUsingDisposesTheResourceOnErrorAndOnDispose() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        _ = usingLogged(subject, log: { log.append($0) }).subscribe(onError: { _ in log.append("error") })
        subject.onError(Failure(code: 1))
        XCTAssertEqual(log, ["resource made", "factory", "inner subscribed", "error", "inner disposed", "resource disposed"])

        log = []
        let other = PublishSubject<Int>()
        let subscription = usingLogged(other, log: { log.append($0) }).subscribe()
        subscription.dispose()
        XCTAssertEqual(log, ["resource made", "factory", "inner subscribed", "inner disposed", "resource disposed"])
    }

    /// An observable factory that throws ends the subscription with its error, and the resource
    /// already made is still disposed; a resource factory that throws ends it with its error.
    func testUsingFactoriesThatThrow() {
        var log: [String] = []
        _ = Observable<Int>.using({ LoggedResource(log: { log.append($0) }) },
                                  observableFactory: { _ in throw Failure(code: 2) })
            .subscribe(onError: { log.append("error \(($0 as! Failure).code)") })
        XCTAssertEqual(log, ["resource made", "error 2", "resource disposed"])

        log = []
        _ = Observable<Int>.using({ () throws -> LoggedResource in throw Failure(code: 3) },
                                  observableFactory: { _ in log.append("factory"); return .just(1) })
            .subscribe(onError: { log.append("error \(($0 as! Failure).code)") })
        XCTAssertEqual(log, ["error 3"])
    }

    /// Each subscription to `using` gets a resource of its own, on a TestScheduler: made at 200,
    /// disposed at the end, when the inner sequence ends.
    func testUsingOnVirtualTime() throws {
        let scheduler = TestScheduler(initialClock: 0)
        var made: [TestTime] = []
        var disposed: [TestTime] = []
        let inner = try scheduler.createColdObservable("-1-|", values: ["1": 1])
        let observer = scheduler.start {
            Observable.using({
                LoggedResource(log: { $0 == "resource made" ? made.append(scheduler.clock) : disposed.append(scheduler.clock) })
            }, observableFactory: { _ in inner.asObservable() })
        }
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(made, [200])
        XCTAssertEqual(disposed, [230])
        XCTAssertEqual(inner.subscriptions, [Subscription(200, 230)])
    }

    private func usingLogged(_ subject: PublishSubject<Int>, log: @escaping (String) -> Void) -> Observable<Int> {
        Observable.using({ LoggedResource(log: log) }, observableFactory: { _ in
            log("factory")
            return Observable.create { observer in
                log("inner subscribed")
                let subscription = subject.subscribe(observer)
                return Disposables.create {
                    log("inner disposed")
                    subscription.dispose()
                }
            }
        })
    }

    // MARK: - Resources.total

    #if TRACE_RESOURCES
    /// `Resources.total` finds a leak: a subscription whose disposable is thrown away, to a
    /// source that never ends, leaves the count higher than before; the source's end (or a kept
    /// disposable, disposed) brings it back.
    func testResourcesTotalShowsASubscriptionNobodyDisposed() {
        let subject = PublishSubject<Int>()
        let before = Resources.total
        _ = subject.map { $0 * 2 }.subscribe(onNext: { _ in })
        XCTAssertGreaterThan(Resources.total, before, "the forgotten subscription is still alive")
        subject.onCompleted()
        XCTAssertEqual(Resources.total, before)

        let other = PublishSubject<Int>()
        let beforeKept = Resources.total
        let kept = other.map { $0 * 2 }.subscribe(onNext: { _ in })
        XCTAssertGreaterThan(Resources.total, beforeKept)
        kept.dispose()
        XCTAssertEqual(Resources.total, beforeKept)
    }
    #endif
}

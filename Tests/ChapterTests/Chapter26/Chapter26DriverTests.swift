import Dispatch
import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

private struct Failure: Error, Equatable {
    let code: Int
}

/// An object a `drive(with:)` test can watch die.
private final class Screen {
    var shown: [Int] = []
}

/// Chapter 26: a `Driver` is an observable built with three promises: it cannot fail (a `catch`),
/// it delivers on the main thread (`observe(on:)` the main scheduler), and it shares its source,
/// replaying the latest element (`share(replay: 1, scope: .whileConnected)`).
final class Chapter26DriverTests: RxReadingTestCase {

    // MARK: - It never errors

    /// `asDriver(onErrorJustReturn:)` turns the source's error into the given element followed by
    /// completion, at the time of the error, and the failed source is disposed then.
    func testOnErrorJustReturnSendsTheValueThenCompletesAtTheSourcesError() throws {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let source = try scheduler.createColdObservable("-1-2-#", values: ["1": 1, "2": 2])
        var observer: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            observer = scheduler.start { source.asDriver(onErrorJustReturn: -1) }
        }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .next(250, -1), .completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    /// `asDriver(onErrorDriveWith:)` goes on with the given driver after the error, and
    /// `asDriver(onErrorRecover:)` with the driver it makes from the error it is handed.
    func testOnErrorDriveWithAndOnErrorRecoverContinueWithAnotherDriver() throws {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let source = try scheduler.createColdObservable("-1-#", values: ["1": 1], error: Failure(code: 7))
        var driveWith: TestableObserver<Int>!
        var recover: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            driveWith = scheduler.start { source.asDriver(onErrorDriveWith: Driver.of(8, 9)) }
        }
        let scheduler2 = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let source2 = try scheduler2.createColdObservable("-1-#", values: ["1": 1], error: Failure(code: 7))
        SharingScheduler.mock(scheduler: scheduler2) {
            recover = scheduler2.start {
                source2.asDriver(onErrorRecover: { error in Driver.just((error as? Failure)?.code ?? 0) })
            }
        }
        XCTAssertEqual(driveWith.events, [.next(210, 1), .next(230, 8), .next(230, 9), .completed(230)])
        XCTAssertEqual(recover.events, [.next(210, 1), .next(230, 7), .completed(230)])
    }

    // MARK: - It shares, and replays the latest element

    /// Two subscribers share one subscription to the source; the second, arriving late, gets the
    /// latest element at once, at the moment it subscribes; when both have left, the source is
    /// disposed, and the next subscriber starts it again from the beginning, with nothing
    /// replayed from before (`.whileConnected`).
    func testADriverSharesOneSubscriptionReplaysTheLatestAndStartsAgainAfterEveryoneLeft() throws {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let source = try scheduler.createColdObservable("-a-b-c-d-e-f-", values: [
            "a": "a", "b": "b", "c": "c", "d": "d", "e": "e", "f": "f",
        ])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        let third = scheduler.createObserver(String.self)
        var subscriptions: [Disposable] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = source.asDriver(onErrorJustReturn: "error")
            scheduler.scheduleAt(200) { subscriptions.append(driver.drive(first)) }
            scheduler.scheduleAt(235) { subscriptions.append(driver.drive(second)) }
            scheduler.scheduleAt(260) { subscriptions[0].dispose() }
            scheduler.scheduleAt(270) { subscriptions[1].dispose() }
            scheduler.scheduleAt(300) { subscriptions.append(driver.drive(third)) }
            scheduler.scheduleAt(335) { subscriptions[2].dispose() }
            scheduler.start()
        }
        XCTAssertEqual(first.events, [.next(210, "a"), .next(230, "b"), .next(250, "c")])
        XCTAssertEqual(second.events, [.next(235, "b"), .next(250, "c")])
        XCTAssertEqual(third.events, [.next(310, "a"), .next(330, "b")])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 270), Subscription(300, 335)])
    }

    /// `BehaviorRelay.asDriver()` starts with the relay's current value, and `drive(relay)`
    /// hands a driver's elements to a relay, without its completion (a relay cannot end).
    /// `Driver.of(2, 3)` sends 2 at once, on the main thread, but 3 only on the main queue's next
    /// turn: it schedules each element on a `MainScheduler`, which runs at once only when none of
    /// its work is running (chapter 11's `numberEnqueued`), and 2's action is running.
    func testARelayAsADriverAndADriverIntoARelay() {
        let relay = BehaviorRelay(value: 1)
        let recorder = Recorder<Int>()
        let viewing = relay.asDriver().drive(recorder)
        let feeding = Driver.of(2, 3).drive(relay)
        XCTAssertEqual(relay.value, 2)
        XCTAssertEqual(recorder.events, [.next(1), .next(2)])
        let deadline = Date().addingTimeInterval(5)
        while relay.value != 3 && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
        XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3)])
        viewing.dispose()
        feeding.dispose()
    }

    /// `ControlProperty.asDriver()` is a driver of the property's values (its current value
    /// first), and `ControlEvent.asSignal()` a signal of its events; both are made with
    /// `onErrorRecover`, because a control cannot fail.
    func testControlPropertyAsDriverAndControlEventAsSignal() {
        let text = BehaviorRelay(value: "a")
        let taps = PublishRelay<Void>()
        let property = ControlProperty(values: text.asObservable(), valueSink: AnyObserver<String> { _ in })
        let event = ControlEvent(events: taps.asObservable())
        let values = Recorder<String>()
        var tapCount = 0
        let bag = DisposeBag()
        property.asDriver().drive(values).disposed(by: bag)
        event.asSignal().emit(onNext: { tapCount += 1 }).disposed(by: bag)
        text.accept("ab")
        taps.accept(())
        XCTAssertEqual(values.events, [.next("a"), .next("ab")])
        XCTAssertEqual(tapCount, 1)
    }

    /// A `ControlProperty` whose values fail is a bug of its maker: its driver stops a debug
    /// build with a message saying so (a release build would end the driver).
    func testAFailingControlPropertysDriverIsAMisuse() {
        assertMisuse(message: "a ControlProperty sent an error") {
            let property = ControlProperty(values: Observable<Int>.error(Failure(code: 1)),
                                           valueSink: AnyObserver<Int> { _ in })
            _ = property.asDriver().drive()
        }
    }

    // MARK: - It delivers on the main thread

    /// An element sent from a background queue reaches `drive(onNext:)` on the main thread (a
    /// trip through the main queue, which runs while the main run loop spins).
    func testAnElementSentFromABackgroundQueueIsDrivenOnTheMainThread() {
        let subject = PublishSubject<Int>()
        let ranOnMain = Locked<[Bool]>([])
        let subscription = subject.asDriver(onErrorJustReturn: -1).drive(onNext: { _ in
            ranOnMain.withValue { $0.append(Thread.isMainThread) }
        })
        DispatchQueue.global().async { subject.onNext(1) }
        let deadline = Date().addingTimeInterval(5)
        while ranOnMain.value.isEmpty && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
        XCTAssertEqual(ranOnMain.value, [true])
        subscription.dispose()
    }

    /// Under `SharingScheduler.mock(scheduler:)`, a driver built inside the block runs on the
    /// test's scheduler: its events arrive at virtual times during `start()`, with no main-queue
    /// trip, and a driver built after the block is on the main scheduler again.
    func testUnderMockADriverRunsOnTheTestScheduler() throws {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let source = try scheduler.createHotObservable("--1--2--|", values: ["1": 1, "2": 2])
        var driver: Driver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            driver = source.asDriver(onErrorJustReturn: -1).delay(.seconds(1))
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
        let observer = scheduler.start { driver }
        XCTAssertEqual(observer.events, [.next(221, 1), .next(251, 2), .completed(281)])
    }

    /// A `Driver` (any `SharedSequence`) is `Sendable`: it only holds its observable, which is,
    /// so a view model built off the main actor can hand its outputs to main-actor code. The
    /// proof is that this compiles; the run checks the driver still works after the crossing.
    func testADriverIsSendable() async {
        func crossing<Value: Sendable>(_ value: Value) -> Value { value }
        let driver = crossing(Driver.just(5))
        let received = await MainActor.run { () -> [Int] in
            var received: [Int] = []
            _ = driver.drive(onNext: { received.append($0) })
            return received
        }
        XCTAssertEqual(received, [5])
    }

    /// `mock` nests, and puts back the scheduler it replaced when its block ends, also when the
    /// block throws.
    func testMockRestoresThePreviousSchedulerAlsoWhenItsBlockThrows() {
        let outer = TestScheduler(initialClock: 0)
        let inner = TestScheduler(initialClock: 0)
        var seen: [String] = []
        func name() -> String {
            let current = SharingScheduler.make() as AnyObject
            return current === outer ? "outer" : current === inner ? "inner" : "\(type(of: current))"
        }
        SharingScheduler.mock(scheduler: outer) {
            seen.append(name())
            try? SharingScheduler.mock(scheduler: inner) {
                seen.append(name())
                throw Failure(code: 1)
            }
            seen.append(name())
        }
        seen.append(name())
        XCTAssertEqual(seen, ["outer", "inner", "outer", "MainScheduler"])
    }

    // MARK: - drive

    /// `drive(onNext:onCompleted:onDisposed:)` of a driver that completes calls the element
    /// closure, then the completion closure, then the disposal closure, all before `drive`
    /// returns on the main thread (`Driver.just` subscribes on the main scheduler, at once there).
    func testDriveOfACompletingDriverCallsNextCompletedThenDisposed() {
        var calls: [String] = []
        _ = Driver.just(1).drive(
            onNext: { calls.append("next \($0)") },
            onCompleted: { calls.append("completed") },
            onDisposed: { calls.append("disposed") })
        XCTAssertEqual(calls, ["next 1", "completed", "disposed"])
    }

    /// `drive(with:)` holds the object weakly: the driver's subscription does not keep it alive,
    /// and once it is gone the closures are no longer called.
    func testDriveWithPassesTheObjectUnretained() {
        let relay = BehaviorRelay(value: 1)
        var screen: Screen? = Screen()
        weak let watched = screen
        let subscription = relay.asDriver().drive(with: screen!, onNext: { screen, value in screen.shown.append(value) })
        relay.accept(2)
        XCTAssertEqual(screen?.shown, [1, 2])
        screen = nil
        XCTAssertNil(watched, "drive(with:) kept the object alive")
        relay.accept(3)
        subscription.dispose()
    }

    /// The hole `drive`'s check closes: a driver replays its latest element inside `subscribe`,
    /// on the subscribing thread, not through its `observe(on:)`; subscribed from a background
    /// thread (through `asObservable()`, which has no check), the replayed element arrives there.
    func testADriversReplayArrivesOnTheSubscribingThread() {
        let relay = BehaviorRelay(value: 1)
        let driver = relay.asDriver()
        var seenOnMain: [Int] = []
        let first = driver.drive(onNext: { seenOnMain.append($0) })
        XCTAssertEqual(seenOnMain, [1])
        let replayedOnMain = Locked<[Bool]>([])
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let late = driver.asObservable().subscribe(onNext: { _ in
                replayedOnMain.withValue { $0.append(Thread.isMainThread) }
            })
            late.dispose()
            done.signal()
        }
        done.wait()
        XCTAssertEqual(replayedOnMain.value, [false], "the replayed element did not arrive on the subscribing thread")
        first.dispose()
    }

    /// `drive` called off the main thread stops the program with a message naming the rule: a
    /// driver replays its latest element on the subscribing thread, which must be the main one.
    func testDriveOffTheMainThreadIsAMisuse() {
        assertMisuse(message: "`drive*` family of methods can be only called from `MainThread`.\nThis is required to ensure that the last replayed `Driver` element is delivered on `MainThread`.") {
            let driver = Driver.just(1)
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                _ = driver.drive()
                done.signal()
            }
            done.wait()
        }
    }

    /// Leaving a `for await` loop over a driver's `values` early, while the driver still runs,
    /// disposes the driver's subscription to its source.
    @MainActor
    func testLeavingAValuesLoopEarlyDisposesTheSubscription() async {
        let disposed = Locked(false)
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create { disposed.value = true }
        }
        for await value in source.asDriver(onErrorJustReturn: 0).values {
            XCTAssertEqual(value, 1)
            break
        }
        let deadline = Date().addingTimeInterval(5)
        while !disposed.value && Date() < deadline {
            await Task.yield()
        }
        XCTAssertTrue(disposed.value)
    }

    /// `Driver.values` is a main-actor `AsyncStream`: a `for await` loop reads every element and
    /// ends when the driver completes, with no `try`, as a driver cannot fail.
    @MainActor
    func testValuesIteratesADriverUntilItCompletes() async {
        var read: [Int] = []
        for await value in Driver.from(1 ... 4).values {
            read.append(value)
        }
        XCTAssertEqual(read, [1, 2, 3, 4])
    }
}

import XCTest
import RxReading
import RxReadingTest

/// Chapter 05: subscribing connects an observer to a sequence. `subscribe(onNext:...)` wraps
/// closures in an observer, runs `onDisposed` after the terminal closure, and sends errors
/// nobody handles to `Hooks.defaultErrorHandler`; `asObservable` erases the concrete type; and
/// `Resources.total` shows whether a subscription released what it allocated.
final class Chapter05ObservablesTests: RxReadingTestCase {
    // MARK: subscribe on chapter 05's own observable (ScriptedObservable)

    /// `subscribe(onNext:onError:onCompleted:onDisposed:)` runs the closures in the order of the
    /// events, and `onDisposed` last, whatever observable it subscribes to.
    func testClosuresRunInEventOrderAndOnDisposedLast() {
        var calls: [String] = []

        _ = ScriptedObservable<Int>([.next(1), .next(2), .completed]).subscribe(
            onNext: { calls.append("next(\($0))") },
            onError: { calls.append("error(\($0))") },
            onCompleted: { calls.append("completed") },
            onDisposed: { calls.append("disposed") })

        XCTAssertEqual(calls, ["next(1)", "next(2)", "completed", "disposed"])
    }

    /// A failing sequence runs `onError`, then `onDisposed`; an error with no `onError` goes to
    /// `Hooks.defaultErrorHandler` instead.
    func testOnErrorRunsBeforeOnDisposedAndUnhandledErrorsReachTheHook() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var handledByHook: [String] = []
        Hooks.defaultErrorHandler = { _, error in handledByHook.append("\(error)") }
        var calls: [String] = []
        let failing = ScriptedObservable<Int>([.error(TestError("failed"))])

        _ = failing.subscribe(onError: { calls.append("error(\($0))") }, onDisposed: { calls.append("disposed") })
        _ = failing.subscribe(onNext: { _ in })

        XCTAssertEqual(calls, ["error(TestError(failed))", "disposed"])
        XCTAssertEqual(handledByHook, ["TestError(failed)"])
    }

    /// Disposing a subscription by hand runs `onDisposed` once, however often it is disposed.
    func testDisposingByHandRunsOnDisposedOnce() {
        var disposals = 0
        let subscription = ScriptedObservable<Int>([.next(1)]).subscribe(onDisposed: { disposals += 1 })

        subscription.dispose()
        subscription.dispose()

        XCTAssertEqual(disposals, 1)
    }

    /// `asObservable()` of an `Observable` is the observable itself, no wrapper.
    func testAsObservableOfAnObservableIsItself() {
        let observable = ScriptedObservable<Int>([.completed])

        XCTAssertTrue(observable.asObservable() === observable)
    }

    // MARK: the handle subscribe(onNext:...) returns

    /// Without `onDisposed`, the handle `subscribe(onNext:...)` returns is the subscription
    /// itself, so what a cast to `Cancelable` reads is the source's own disposable: for this
    /// source, which returns `Disposables.create()`, the cast fails. RxSwift 6.5 always returns a
    /// `BinaryDisposable`, a `Cancelable` whose `isDisposed` stays false until you dispose it.
    /// With `onDisposed`, RxReading returns that pair too, and reads as RxSwift does.
    func testWithoutOnDisposedTheHandleIsTheSubscriptionItself() {
        let script: [Event<Int>] = [.next(1), .completed]

        let plain = ScriptedObservable(script).subscribe(onNext: { _ in })
        XCTAssertNil(plain as? Cancelable, "the source's own Disposables.create() comes back")

        let paired = ScriptedObservable(script).subscribe(onNext: { _ in }, onDisposed: {})
        XCTAssertEqual((paired as? Cancelable)?.isDisposed, false, "completed, but not disposed by its holder")
        paired.dispose()
        XCTAssertEqual((paired as? Cancelable)?.isDisposed, true)
    }

    // region: SubscribeOverCreate
    // These tests subscribe to `Observable.of`, `just`, `error`, `never` and `create`, which
    // chapter 07 adds, and `asObservable()`'s default for types that are not an `Observable`
    // lives beside `create` (Create.swift). They run from chapter 07's state on.
    #if CH07
    // MARK: subscribe(onNext:onError:onCompleted:onDisposed:)

    /// `onCompleted` runs before `onDisposed` when the sequence completes.
    func testSubscribeCallsOnCompletedBeforeOnDisposed() {
        var calls: [String] = []

        _ = Observable.of(1, 2).subscribe(
            onNext: { calls.append("next(\($0))") },
            onError: { calls.append("error(\($0))") },
            onCompleted: { calls.append("completed") },
            onDisposed: { calls.append("disposed") })

        XCTAssertEqual(calls, ["next(1)", "next(2)", "completed", "disposed"])
    }

    /// `onError` runs before `onDisposed` when the sequence fails.
    func testSubscribeCallsOnErrorBeforeOnDisposed() {
        var calls: [String] = []

        _ = Observable<Int>.error(TestError("failed")).subscribe(
            onNext: { calls.append("next(\($0))") },
            onError: { calls.append("error(\($0))") },
            onCompleted: { calls.append("completed") },
            onDisposed: { calls.append("disposed") })

        XCTAssertEqual(calls, ["error(TestError(failed))", "disposed"])
    }

    /// A manual dispose ends the subscription first (reaching `create`'s disposable) and then
    /// runs `onDisposed`, once, however often it is repeated, and no terminal closure; events
    /// sent afterwards reach no closure.
    func testManualDisposeRunsOnDisposedOnce() {
        var calls: [String] = []
        var observer: AnyObserver<Int>?
        let source = Observable<Int>.create { newObserver in
            observer = newObserver
            return Disposables.create { calls.append("create's disposable") }
        }

        let subscription = source.subscribe(
            onNext: { calls.append("next(\($0))") },
            onError: { calls.append("error(\($0))") },
            onCompleted: { calls.append("completed") },
            onDisposed: { calls.append("disposed") })
        observer?.onNext(1)
        subscription.dispose()
        subscription.dispose()
        observer?.onNext(2)
        observer?.onCompleted()

        XCTAssertEqual(calls, ["next(1)", "create's disposable", "disposed"])
        observer = nil
    }

    /// A subscription that has already ended does not run `onDisposed` again when disposed.
    func testDisposeAfterCompletionDoesNotRunOnDisposedAgain() {
        var disposedCalls = 0

        let subscription = Observable.just(1).subscribe(onDisposed: { disposedCalls += 1 })
        XCTAssertEqual(disposedCalls, 1)

        subscription.dispose()
        XCTAssertEqual(disposedCalls, 1)
    }

    /// An error with no `onError` goes to `Hooks.defaultErrorHandler`.
    func testUnhandledErrorGoesToTheDefaultErrorHandler() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var handled: [String] = []
        Hooks.defaultErrorHandler = { _, error in
            handled.append("\(error)")
        }

        _ = Observable<Int>.error(TestError("nobody listens")).subscribe(onNext: { _ in })

        XCTAssertEqual(handled, ["TestError(nobody listens)"])
    }

    /// An error that `onError` handles does not reach `Hooks.defaultErrorHandler`.
    func testHandledErrorDoesNotReachTheDefaultErrorHandler() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var handledByHook = 0
        Hooks.defaultErrorHandler = { _, _ in handledByHook += 1 }
        var handledByOnError: [String] = []

        _ = Observable<Int>.error(TestError("listened")).subscribe(onError: { handledByOnError.append("\($0)") })

        XCTAssertEqual(handledByOnError, ["TestError(listened)"])
        XCTAssertEqual(handledByHook, 0)
    }

    /// With `Hooks.recordCallStackOnError` on, `subscribe` records the call stack through
    /// `Hooks.customCaptureSubscriptionCallstack` when it subscribes, and an unhandled error
    /// hands that stack to `Hooks.defaultErrorHandler`; with it off (the default), nothing is
    /// captured and the handler gets an empty stack.
    func testRecordCallStackOnErrorHandsTheCapturedStackToTheDefaultHandler() {
        let originalHandler = Hooks.defaultErrorHandler
        let originalCapture = Hooks.customCaptureSubscriptionCallstack
        let originalRecord = Hooks.recordCallStackOnError
        defer {
            Hooks.defaultErrorHandler = originalHandler
            Hooks.customCaptureSubscriptionCallstack = originalCapture
            Hooks.recordCallStackOnError = originalRecord
        }
        var captures = 0
        var stacks: [[String]] = []
        Hooks.customCaptureSubscriptionCallstack = {
            captures += 1
            return ["frame 0: subscribed here", "frame 1: called from there"]
        }
        Hooks.defaultErrorHandler = { stack, _ in stacks.append(stack) }

        XCTAssertFalse(Hooks.recordCallStackOnError, "recording is off by default")
        _ = Observable<Int>.error(TestError("off")).subscribe(onNext: { _ in })
        XCTAssertEqual(captures, 0)

        Hooks.recordCallStackOnError = true
        _ = Observable<Int>.error(TestError("on")).subscribe(onNext: { _ in })

        XCTAssertEqual(captures, 1)
        XCTAssertEqual(stacks, [[], ["frame 0: subscribed here", "frame 1: called from there"]])
    }

    // MARK: RxError

    /// `RxError` has RxSwift 6.5's cases, and RxSwift 6.5's debug descriptions, word for word
    /// (a program prints them), naming the object for `.disposed(object:)`.
    func testRxErrorDescribesEachCase() {
        let object = Owner(name: "the subject")
        let descriptions = [
            RxError.unknown, .overflow, .argumentOutOfRange, .noElements, .moreThanOneElement, .timeout,
        ].map(\.debugDescription)

        XCTAssertEqual(descriptions, [
            "Unknown error occurred.", "Arithmetic overflow occurred.", "Argument out of range.",
            "Sequence doesn't contain any elements.", "Sequence contains more than one element.",
            "Sequence timeout.",
        ])
        XCTAssertTrue(RxError.disposed(object: object).debugDescription.hasSuffix("` was already disposed."))
        XCTAssertTrue(
            RxError.disposed(object: object).debugDescription.contains("Owner"),
            RxError.disposed(object: object).debugDescription)
    }

    // MARK: subscribe(with:)

    /// `subscribe(with:)` passes the object to each closure, and stops calling them once the
    /// object is gone (it holds the object weakly).
    func testSubscribeWithPassesTheObjectAndStopsOnceItIsGone() {
        var observer: AnyObserver<Int>?
        let source = Observable<Int>.create { newObserver in
            observer = newObserver
            return Disposables.create()
        }
        var owner: Owner? = Owner(name: "owner")
        weak let weakOwner = owner
        var calls: [String] = []

        let subscription = source.subscribe(
            with: owner!,
            onNext: { object, value in calls.append("\(object.name) next(\(value))") },
            onCompleted: { object in calls.append("\(object.name) completed") },
            onDisposed: { object in calls.append("\(object.name) disposed") })
        observer?.onNext(1)

        owner = nil
        XCTAssertNil(weakOwner, "subscribe(with:) must not keep the object alive")
        observer?.onNext(2)
        observer?.onCompleted()

        XCTAssertEqual(calls, ["owner next(1)"])
        subscription.dispose()
        observer = nil
    }

    /// While the object lives, every closure of `subscribe(with:)` gets it, in event order.
    func testSubscribeWithCallsEveryClosureWithTheObject() {
        let owner = Owner(name: "o")
        var calls: [String] = []

        _ = Observable.of(1, 2).subscribe(
            with: owner,
            onNext: { object, value in calls.append("\(object.name):\(value)") },
            onError: { object, _ in calls.append("\(object.name):error") },
            onCompleted: { object in calls.append("\(object.name):completed") },
            onDisposed: { object in calls.append("\(object.name):disposed") })

        XCTAssertEqual(calls, ["o:1", "o:2", "o:completed", "o:disposed"])
    }

    // MARK: subscribe(_ on:)

    /// `subscribe(_:)` with an event closure receives every event, the terminal one included.
    func testSubscribeWithEventClosureGetsEveryEvent() {
        var events: [Event<String>] = []

        _ = Observable.of("a", "b").subscribe { events.append($0) }

        XCTAssertEqual(events, [.next("a"), .next("b"), .completed])
    }

    /// The event closure also receives the error that ends a sequence.
    func testSubscribeWithEventClosureGetsTheError() {
        var events: [Event<Int>] = []

        _ = Observable<Int>.error(TestError("x")).subscribe { events.append($0) }

        XCTAssertEqual(events, [.error(TestError("x"))])
    }

    /// `subscribe(_:)` with an observer delivers the same history to it.
    func testSubscribeWithObserverDeliversTheHistory() {
        let recorder = Recorder<Int>()

        _ = Observable.of(1, 2, 3).subscribe(recorder)

        XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3), .completed])
    }

    // MARK: asObservable

    /// `asObservable()` of an `Observable` is the observable itself, not a wrapper.
    func testAsObservableOfAnObservableReturnsItself() {
        let observable = Observable.of(1, 2)

        XCTAssertTrue(observable.asObservable() === observable)
    }

    /// A type that conforms to `ObservableType` without being an `Observable` is wrapped by
    /// `asObservable()`, and subscribing to the wrapper subscribes to it.
    func testAsObservableWrapsOtherObservableTypes() {
        let countdown = Countdown(from: 3)

        let observable: Observable<Int> = countdown.asObservable()
        let recorder = Recorder<Int>()
        _ = observable.subscribe(recorder)

        XCTAssertEqual(recorder.events, [.next(3), .next(2), .next(1), .completed])
    }

    // MARK: Resources.total

    #if TRACE_RESOURCES
    /// A subscription that is kept alive holds tracked objects (its observable, sink, observer
    /// and disposables), so `Resources.total` rises; once it is disposed and released, the count
    /// is back where it started. This is the leak check every chapter test runs at tearDown.
    func testResourcesTotalRisesForALiveSubscriptionAndReturnsAfterDispose() {
        let start = Resources.total
        var subscription: Disposable? = Observable<Int>.never()
            .map { $0 * 2 }
            .subscribe(onNext: { _ in })

        XCTAssertGreaterThan(Resources.total, start, "a live subscription should be counted")

        subscription?.dispose()
        subscription = nil

        XCTAssertEqual(Resources.total, start)
    }

    /// Without an `onDisposed`, `subscribe(onNext:...)` returns the subscription itself: where
    /// RxSwift pairs it with a do-nothing disposable, RxReading allocates nothing extra. With an
    /// `onDisposed`, it costs exactly two more counted objects: the `AnonymousDisposable` that
    /// runs the closure and the `BinaryDisposable` that joins it to the subscription.
    func testSubscribeWithoutOnDisposedAddsNoDisposableToTheSubscription() {
        let start = Resources.total
        let plain = Observable<Int>.never().subscribe(onNext: { _ in })
        let plainCost = Resources.total - start

        let withOnDisposed = Observable<Int>.never().subscribe(onNext: { _ in }, onDisposed: {})
        let withOnDisposedCost = Resources.total - start - plainCost

        XCTAssertEqual(withOnDisposedCost - plainCost, 2)
        plain.dispose()
        withOnDisposed.dispose()
    }

    /// A sequence that completes releases its subscription's objects by itself: while the
    /// caller still holds the disposable `subscribe` returned, the count is already back where it
    /// started, and the closure, with what it captured, is gone.
    func testResourcesTotalReturnsAfterACompletedSubscription() {
        let start = Resources.total
        var owner: Owner? = Owner(name: "screen")
        weak var capturedOwner = owner

        let subscription = Observable.of(1, 2, 3).map { $0 + 1 }
            .subscribe(onNext: { [owner] _ in _ = owner })
        owner = nil

        withExtendedLifetime(subscription) {
            XCTAssertEqual(Resources.total, start, "a completed subscription should release its objects while its disposable is still held")
            XCTAssertNil(capturedOwner, "the closure, and what it captured, should be released once the sequence completed")
        }
    }
    #endif
    #endif
    // endregion: SubscribeOverCreate
}

/// An object that a subscription refers to, as a view controller would.
private final class Owner {
    let name: String

    init(name: String) {
        self.name = name
    }
}

// region: Countdown
// It gets `asObservable()` from the default beside `create` (chapter 07).
#if CH07
/// An observable type that is not an `Observable`: it counts down to 1 for each subscriber.
private struct Countdown: ObservableType {
    typealias Element = Int

    let from: Int

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        for value in stride(from: from, through: 1, by: -1) {
            observer.onNext(value)
        }
        observer.onCompleted()
        return Disposables.create()
    }
}
#endif
// endregion: Countdown

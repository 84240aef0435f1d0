import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

/// Chapter 07: the pieces of chapters 01–06 put together. `create` runs its closure once per
/// subscription through `AnonymousObservable` and its sink, which enforces the grammar on what
/// the closure sends ("Hello again" in Part I's example is dropped); the first operators are each a
/// Producer and a Sink; and disposal, from outside or from inside an observer, ends a
/// subscription exactly once.
///
/// These tests hold in the chapter-7 build (`RXREADING_CHAPTERS=7`, no schedulers) and in the
/// full build (sources trampolined through `CurrentThreadScheduler`), so they assert what an
/// observer sees, never an order that only the trampoline gives.
final class Chapter07FromPointsToALineTests: RxReadingTestCase {
    // MARK: the handle subscribe(onNext:) returns

    /// Without `onDisposed`, `subscribe(onNext:)` hands back the subscription itself, where
    /// RxSwift 6.5 hands back a `BinaryDisposable` whose `isDisposed` is false until its holder
    /// disposes it. So a cast to `Cancelable` reads differently: for `create` the handle is the
    /// chain's `SinkDisposer`, which reads true once the sequence completed by itself; for `just`,
    /// which returns `Disposables.create()`, the cast fails. With `onDisposed` both libraries
    /// return the pair, and it reads false.
    func testWithoutOnDisposedIsDisposedReadsTheSubscriptionNotAPair() {
        let completing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }

        let created = completing.map { $0 * 2 }.subscribe(onNext: { _ in })
        XCTAssertEqual((created as? Cancelable)?.isDisposed, true, "RxSwift's pair would read false")

        let just = Observable.just(1).subscribe(onNext: { _ in })
        XCTAssertNil(just as? Cancelable, "RxSwift's pair is a Cancelable")

        let paired = completing.subscribe(onNext: { _ in }, onDisposed: {})
        XCTAssertEqual((paired as? Cancelable)?.isDisposed, false)
    }

    // MARK: Part I's example

    /// The "Hello World / Hello again" example of "RxSwift Source Code Reading" Part I: `create`
    /// sends "Hello World", completes, then sends "Hello again". The subscriber sees exactly
    /// `next(Hello World)` and `completed`, printed as the reading shows them.
    func testHelloWorldExampleRecordsNextAndCompletedOnly() {
        var events: [Event<String>] = []
        var printed: [String] = []
        do {
            let disposeBag = DisposeBag()
            Observable<String>.create { observer -> Disposable in
                observer.onNext("Hello World")
                observer.onCompleted()
                observer.onNext("Hello again")
                return Disposables.create()
            }
            .subscribe { event in
                events.append(event)
                printed.append(String(describing: event))
            }
            .disposed(by: disposeBag)
        }

        XCTAssertEqual(events, [.next("Hello World"), .completed])
        XCTAssertEqual(printed, ["next(Hello World)", "completed"])
    }

    /// The grammar is enforced by the `create` sink itself, not only by the subscriber's
    /// `AnonymousObserver`: an observer with no rules of its own still never sees "Hello again".
    func testCreateSinkDropsEventsAfterCompletedEvenForAnObserverWithoutRules() {
        let recorder = Recorder<String>()
        let source = Observable<String>.create { observer in
            observer.onNext("Hello World")
            observer.onCompleted()
            observer.onNext("Hello again")
            observer.onCompleted()
            return Disposables.create()
        }

        _ = source.subscribe(recorder)

        XCTAssertEqual(recorder.events, [.next("Hello World"), .completed])
    }

    /// After `onError`, `create` delivers nothing: neither a `next` nor another terminal event.
    func testCreateDeliversNothingAfterError() {
        let recorder = Recorder<Int>()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError("first"))
            observer.onNext(2)
            observer.onError(TestError("second"))
            observer.onCompleted()
            return Disposables.create()
        }

        _ = source.subscribe(recorder)

        XCTAssertEqual(recorder.events, [.next(1), .error(TestError("first"))])
    }

    /// The sink marks itself stopped before it forwards a terminal event, so a `next` sent
    /// re-entrantly from the observer's completion handler is dropped too.
    func testCreateDropsANextSentFromInsideTheCompletionHandler() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        recorder.onEvent = { event in
            if event.isCompleted {
                source.send(.next(99))
            }
        }

        _ = source.observable.subscribe(recorder)
        source.send(.next(1))
        source.send(.completed)

        XCTAssertEqual(recorder.events, [.next(1), .completed])
        recorder.onEvent = nil
        source.forgetObserver()
    }

    /// Two `onCompleted` calls deliver one `completed`, and the closure's disposable runs once.
    func testCreateDeliversOneCompletedForTwoAndDisposesOnce() {
        let recorder = Recorder<Int>()
        var disposals = 0
        let source = Observable<Int>.create { observer in
            observer.onCompleted()
            observer.onCompleted()
            return Disposables.create { disposals += 1 }
        }

        let subscription = source.subscribe(recorder)
        subscription.dispose()

        XCTAssertEqual(recorder.events, [.completed])
        XCTAssertEqual(disposals, 1)
    }

    /// Disposing the subscription runs the closure's disposable exactly once, however often it
    /// is disposed, and the closure's observer is detached: later events reach no one.
    func testDisposingTheSubscriptionRunsTheCreateDisposableOnceAndDetaches() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()

        let subscription = source.observable.subscribe(recorder)
        source.send(.next(0))
        subscription.dispose()
        subscription.dispose()
        source.send(.next(1))
        source.send(.completed)

        XCTAssertEqual(recorder.events, [.next(0)])
        XCTAssertEqual(source.subscriptions, 1)
        XCTAssertEqual(source.disposals, 1)
    }

    /// Completion disposes the subscription by itself, so the closure's disposable has already
    /// run once; a later manual dispose does not run it again.
    func testCreateDisposableRunsOnceAlsoAfterCompletion() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()

        let subscription = source.observable.subscribe(recorder)
        source.send(.next(1))
        XCTAssertEqual(source.disposals, 0)
        source.send(.completed)
        XCTAssertEqual(source.disposals, 1)
        subscription.dispose()

        XCTAssertEqual(recorder.events, [.next(1), .completed])
        XCTAssertEqual(source.disposals, 1)
    }

    /// An error, too, ends the subscription: the closure's disposable runs and later events are
    /// dropped.
    func testCreateDetachesOnError() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()

        _ = source.observable.subscribe(recorder)
        source.send(.next(0))
        source.send(.error(TestError()))
        source.send(.next(1))

        XCTAssertEqual(recorder.events, [.next(0), .error(TestError())])
        XCTAssertEqual(source.disposals, 1)
    }

    // MARK: the life of one chain

    /// The life of one `create → map → filter → subscribe` chain, in the order chapter 07's
    /// sequence diagram draws it: the subscription reaches `create`'s closure before `subscribe`
    /// returns; each element goes all the way down (transform, predicate, observer) before the
    /// next is sent; on completion the observer's handlers run first, then the disposal that the
    /// bottom sink starts travels up and disposes `create`'s disposable; after that the source is
    /// not heard from, not even by `map`.
    func testCreateMapFilterChainSubscribesUpDeliversDownAndDisposesUp() {
        var log: [String] = []
        var source: AnyObserver<Int>?
        let chain = Observable<Int>.create { observer in
            log.append("create closure")
            source = observer
            return Disposables.create { log.append("create disposable") }
        }
        .map { value -> Int in
            log.append("map \(value)")
            return value * 10
        }
        .filter { value in
            log.append("filter \(value)")
            return value != 20
        }

        log.append("subscribe")
        let subscription = chain.subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("onDisposed") })
        log.append("subscribe returned")
        source?.onNext(1)
        source?.onNext(2)
        source?.onCompleted()
        source?.onNext(3)

        XCTAssertEqual(log, [
            "subscribe", "create closure", "subscribe returned",
            "map 1", "filter 10", "next 10",
            "map 2", "filter 20",
            "completed", "onDisposed", "create disposable",
        ])
        subscription.dispose()
        XCTAssertEqual(log.last, "create disposable", "disposing after completion runs nothing again")
        source = nil
    }

    /// Disposing a chain from outside travels up to `create`'s disposable, and the operators are
    /// never called again: the `create` sink's `forwardOn` is shut, so a later element stops at
    /// the top of the chain, before `map`'s transform.
    func testDisposingAChainFromOutsideStopsItAtTheTop() {
        var log: [String] = []
        var source: AnyObserver<Int>?
        let chain = Observable<Int>.create { observer in
            source = observer
            return Disposables.create { log.append("create disposable") }
        }
        .map { value -> Int in
            log.append("map \(value)")
            return value
        }
        .filter { _ in true }

        let subscription = chain.subscribe(
            onNext: { log.append("next \($0)") },
            onDisposed: { log.append("onDisposed") })
        source?.onNext(1)
        subscription.dispose()
        source?.onNext(2)
        subscription.dispose()

        XCTAssertEqual(log, ["map 1", "next 1", "create disposable", "onDisposed"])
        source = nil
    }

    /// `take(2)` of a `create` whose closure sends three elements before returning: the third is
    /// sent but reaches no one, because `take`'s sink has already completed and disposed itself;
    /// `create`'s disposable cannot run until the closure has returned it, and then runs at once
    /// (its `SinkDisposer` was disposed before it was set).
    func testTakeOfASourceSendingInsideSubscribeDropsTheRestAndDisposesOnArrival() {
        var log: [String] = []
        let source = Observable<Int>.create { observer in
            for value in 1 ... 3 {
                log.append("send \(value)")
                observer.onNext(value)
            }
            log.append("closure returns")
            return Disposables.create { log.append("create disposable") }
        }

        _ = source.take(2).subscribe { event in
            log.append("\(event)")
        }

        XCTAssertEqual(log, [
            "send 1", "next(1)", "send 2", "next(2)", "completed",
            "send 3", "closure returns", "create disposable",
        ])
    }

    // MARK: disposal from inside onNext

    /// An observer that disposes its subscription from inside `onNext` gets nothing more, even
    /// though the source keeps sending.
    func testDisposingFromInsideOnNextStopsDelivery() {
        let source = ManualSource<Int>()
        var received: [Int] = []
        var subscription: Disposable?

        subscription = source.observable.subscribe(onNext: { value in
            received.append(value)
            if value == 2 {
                subscription?.dispose()
            }
        })
        for value in 1 ... 5 {
            source.send(.next(value))
        }

        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(source.disposals, 1)
    }

    /// Disposal from inside `onNext` stops a `range` mid-way for the observer that disposed: it
    /// receives nothing after that element, not even the completion. (Whether the range's own
    /// loop stops early too depends on chapter 09's trampoline, so it is not asserted here.)
    func testObserverDisposedInsideOnNextGetsNothingMoreFromARange() {
        var received: [Event<Int>] = []
        var observer: AnonymousObserver<Int>?
        observer = AnonymousObserver { event in
            received.append(event)
            if event.element == 3 {
                observer?.dispose()
            }
        }

        _ = Observable.range(start: 1, count: 10).subscribe(observer!)
        observer = nil

        XCTAssertEqual(received, [.next(1), .next(2), .next(3)])
    }

    /// The same for `of`: nothing after the element at which the observer disposed itself.
    func testObserverDisposedInsideOnNextGetsNothingMoreFromOf() {
        var received: [Event<String>] = []
        var observer: AnonymousObserver<String>?
        observer = AnonymousObserver { event in
            received.append(event)
            if event.element == "b" {
                observer?.dispose()
            }
        }

        _ = Observable.of("a", "b", "c", "d").subscribe(observer!)
        observer = nil

        XCTAssertEqual(received, [.next("a"), .next("b")])
    }

    /// A synchronous source such as `range` sends everything while `subscribe` is still running,
    /// so the disposable `subscribe` returns arrives after the last element: asking a
    /// `SingleAssignmentDisposable` to dispose it from inside `onNext` only records the wish, and
    /// the subscription is disposed on arrival. (Chapter 09's trampoline is what lets an
    /// operator *inside* a chain stop such a source early.)
    func testSubscriptionOfASynchronousSourceArrivesAfterItsElements() {
        var received: [Int] = []
        let subscription = SingleAssignmentDisposable()
        var disposedBeforeArrival = false

        let disposable = Observable.range(start: 1, count: 5).subscribe(onNext: { value in
            received.append(value)
            if value == 2 {
                subscription.dispose()
                disposedBeforeArrival = true
            }
        })
        subscription.setDisposable(disposable)

        XCTAssertTrue(disposedBeforeArrival)
        XCTAssertEqual(received, [1, 2, 3, 4, 5])
        XCTAssertTrue(subscription.isDisposed)
    }

    // MARK: just, of, from, empty, never, error

    /// `just` sends its element, then completes.
    func testJustSendsOneElementThenCompletes() {
        let recorder = Recorder<Int>()

        _ = Observable.just(42).subscribe(recorder)

        XCTAssertEqual(recorder.events, [.next(42), .completed])
    }

    /// Each subscriber of `just` gets the whole sequence again.
    func testJustReplaysForEverySubscriber() {
        let source = Observable.just("x")
        let first = Recorder<String>()
        let second = Recorder<String>()

        _ = source.subscribe(first)
        _ = source.subscribe(second)

        XCTAssertEqual(first.events, [.next("x"), .completed])
        XCTAssertEqual(second.events, [.next("x"), .completed])
    }

    /// `of` sends its elements in order, then completes; with no elements it only completes.
    func testOfSendsTheElementsInOrderThenCompletes() {
        let recorder = Recorder<Int>()
        let emptyRecorder = Recorder<Int>()

        _ = Observable.of(3, 1, 2, 4).subscribe(recorder)
        _ = Observable<Int>.of().subscribe(emptyRecorder)

        XCTAssertEqual(recorder.events, [.next(3), .next(1), .next(2), .next(4), .completed])
        XCTAssertEqual(emptyRecorder.events, [.completed])
    }

    /// `from` an array sends its elements in order, then completes.
    func testFromArraySendsTheElementsThenCompletes() {
        let recorder = Recorder<String>()

        _ = Observable.from(["a", "b", "c"]).subscribe(recorder)

        XCTAssertEqual(recorder.events, [.next("a"), .next("b"), .next("c"), .completed])
    }

    /// `from` any sequence iterates it afresh for every subscriber.
    func testFromSequenceIteratesItForEverySubscriber() {
        let sequence = CountingSequence(limit: 3)
        let source = Observable.from(sequence)
        let first = Recorder<Int>()
        let second = Recorder<Int>()

        _ = source.subscribe(first)
        _ = source.subscribe(second)

        XCTAssertEqual(first.events, [.next(0), .next(1), .next(2), .completed])
        XCTAssertEqual(second.events, [.next(0), .next(1), .next(2), .completed])
        XCTAssertEqual(sequence.iterations.count, 2)
    }

    /// `from` works with any `Sequence`, not only arrays: here a stride and an `AnySequence`.
    func testFromAcceptsAnySequence() {
        let strideRecorder = Recorder<Int>()
        let anyRecorder = Recorder<Int>()

        _ = Observable.from(stride(from: 10, to: 40, by: 10)).subscribe(strideRecorder)
        _ = Observable.from(AnySequence([3, 1, 2])).subscribe(anyRecorder)

        XCTAssertEqual(strideRecorder.events, [.next(10), .next(20), .next(30), .completed])
        XCTAssertEqual(anyRecorder.events, [.next(3), .next(1), .next(2), .completed])
    }

    /// `empty` only completes.
    func testEmptyOnlyCompletes() {
        let recorder = Recorder<Int>()

        _ = Observable<Int>.empty().subscribe(recorder)

        XCTAssertEqual(recorder.events, [.completed])
    }

    /// `never` sends nothing at all, and disposing its subscription, even twice, is harmless.
    func testNeverSendsNothingAndItsDisposalIsHarmless() {
        let recorder = Recorder<Int>()

        let subscription = Observable<Int>.never().subscribe(recorder)
        subscription.dispose()
        subscription.dispose()

        XCTAssertEqual(recorder.events, [])
    }

    /// `never` through an operator also sends nothing, and disposing ends the chain.
    func testNeverThroughMapSendsNothingAndDisposes() {
        let recorder = Recorder<Int>()

        let subscription = Observable<Int>.never().map { $0 + 1 }.subscribe(recorder)
        subscription.dispose()

        XCTAssertEqual(recorder.events, [])
    }

    /// `error` ends at once with its error.
    func testErrorEndsWithTheError() {
        let recorder = Recorder<Int>()

        _ = Observable<Int>.error(TestError("failed")).subscribe(recorder)

        XCTAssertEqual(recorder.events, [.error(TestError("failed"))])
    }

    // MARK: deferred

    /// `deferred` calls its factory at each subscription, not before: every subscriber gets a
    /// fresh sequence.
    func testDeferredCallsTheFactoryPerSubscription() {
        var factoryCalls = 0
        let source = Observable<Int>.deferred {
            factoryCalls += 1
            return Observable.just(factoryCalls)
        }
        XCTAssertEqual(factoryCalls, 0)
        let first = Recorder<Int>()
        let second = Recorder<Int>()

        _ = source.subscribe(first)
        _ = source.subscribe(second)

        XCTAssertEqual(factoryCalls, 2)
        XCTAssertEqual(first.events, [.next(1), .completed])
        XCTAssertEqual(second.events, [.next(2), .completed])
    }

    /// A factory that throws ends the subscription with what it threw, and the sink then
    /// disposes: the subscription `subscribe` returns is already disposed.
    func testDeferredWithThrowingFactoryGivesTheError() {
        let recorder = Recorder<Int>()
        let source = Observable<Int>.deferred { throw TestError("no sequence") }

        let subscription = source.subscribe(recorder)

        XCTAssertEqual(recorder.events, [.error(TestError("no sequence"))])
        XCTAssertEqual((subscription as? Cancelable)?.isDisposed, true, "the sink should dispose after sending the error")
    }

    /// Disposing a `deferred` subscription disposes the subscription to the sequence the
    /// factory made; the inner sequence's error passes through.
    func testDeferredForwardsTheInnerSequenceAndItsDisposal() {
        let inner = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let source = Observable<Int>.deferred { inner.observable }

        let subscription = source.subscribe(recorder)
        inner.send(.next(1))
        subscription.dispose()
        inner.send(.next(2))

        XCTAssertEqual(recorder.events, [.next(1)])
        XCTAssertEqual(inner.disposals, 1)

        let second = Recorder<Int>()
        _ = source.subscribe(second)
        inner.send(.error(TestError("inner")))
        XCTAssertEqual(second.events, [.error(TestError("inner"))])
        XCTAssertEqual(inner.disposals, 2)
        inner.forgetObserver()
    }

    // MARK: which sinks are observers

    /// A sink is an observer only when its operator subscribes it to a source: `map`'s, `filter`'s,
    /// `take`'s and `create`'s conform to `ObserverType`; the sinks of sources (`of`/`from`,
    /// `range`) produce their events themselves and are plain sinks, as in RxSwift 6.5.
    func testOnlyTheSinksOfOperatorsThatSubscribeToASourceAreObservers() {
        XCTAssertTrue(MapSink<Int, AnyObserver<Int>>.self is any ObserverType.Type)
        XCTAssertTrue(FilterSink<AnyObserver<Int>>.self is any ObserverType.Type)
        XCTAssertTrue(TakeCountSink<AnyObserver<Int>>.self is any ObserverType.Type)
        XCTAssertTrue(AnonymousObservableSink<AnyObserver<Int>>.self is any ObserverType.Type)

        XCTAssertFalse(RangeSink<AnyObserver<Int>>.self is any ObserverType.Type)
        XCTAssertFalse(ObservableSequenceSink<[Int], AnyObserver<Int>>.self is any ObserverType.Type)
    }

    // MARK: range

    /// `range` sends `count` consecutive integers from `start`, then completes.
    func testRangeSendsConsecutiveIntegers() {
        let recorder = Recorder<Int>()
        let negative = Recorder<Int>()

        _ = Observable.range(start: 5, count: 3).subscribe(recorder)
        _ = Observable.range(start: -10, count: 3).subscribe(negative)

        XCTAssertEqual(recorder.events, [.next(5), .next(6), .next(7), .completed])
        XCTAssertEqual(negative.events, [.next(-10), .next(-9), .next(-8), .completed])
    }

    /// A `range` of count 0 only completes.
    func testRangeOfCountZeroOnlyCompletes() {
        let recorder = Recorder<Int>()

        _ = Observable.range(start: 5, count: 0).subscribe(recorder)

        XCTAssertEqual(recorder.events, [.completed])
    }

    /// A `range` may end exactly at the largest value of its type.
    func testRangeMayEndAtTheLargestValue() {
        let recorder = Recorder<Int>()
        let small = Recorder<Int8>()

        _ = Observable.range(start: Int.max, count: 1).subscribe(recorder)
        _ = Observable<Int8>.range(start: 125, count: 3).subscribe(small)

        XCTAssertEqual(recorder.events, [.next(Int.max), .completed])
        XCTAssertEqual(small.events, [.next(125), .next(126), .next(127), .completed])
    }

    /// A negative count is a misuse.
    func testRangeWithNegativeCountIsAMisuse() {
        assertMisuse(message: "range(start:count:) needs a count of zero or more") {
            _ = Observable<Int>.range(start: 0, count: -1)
        }
    }

    /// A range whose last element does not fit in its type is a misuse.
    func testRangeThatOverflowsIsAMisuse() {
        assertMisuse(message: "range(start:count:) would overflow") {
            _ = Observable<Int8>.range(start: 120, count: 10)
        }
    }

    // MARK: map

    /// `map` transforms each element and passes completion on.
    func testMapTransformsEachElement() {
        let recorder = Recorder<String>()

        _ = Observable.of(1, 2, 3).map { "<\($0)>" }.subscribe(recorder)

        XCTAssertEqual(recorder.events, [.next("<1>"), .next("<2>"), .next("<3>"), .completed])
    }

    /// A `map` transform that throws ends the sequence with that error and unsubscribes from the
    /// source; later source elements are not transformed.
    func testMapWithThrowingTransformEndsWithTheErrorAndUnsubscribes() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        var transformed: [Int] = []

        _ = source.observable.map { value -> Int in
            transformed.append(value)
            if value == 2 { throw TestError("two") }
            return value * 10
        }.subscribe(recorder)
        source.send(.next(1))
        source.send(.next(2))
        source.send(.next(3))

        XCTAssertEqual(recorder.events, [.next(10), .error(TestError("two"))])
        XCTAssertEqual(transformed, [1, 2])
        XCTAssertEqual(source.disposals, 1)
    }

    /// The source's error or completion passes through `map` untouched, and then `map`'s sink
    /// disposes: the subscription `subscribe` returned is still open when the observer gets the
    /// event, and disposed right after.
    func testMapForwardsTheSourcesTerminalEventThenDisposes() {
        for terminal: Event<Int> in [.error(TestError("source")), .completed] {
            let source = ManualSource<Int>()
            let seen = DeliveryLog()

            let subscription = source.observable.map { $0 + 1 }.subscribe { event in
                seen.record(event, disposedAlready: seen.subscription?.isDisposed)
            }
            seen.subscription = subscription as? Cancelable
            source.send(terminal)

            XCTAssertEqual(seen.events, [terminal])
            XCTAssertEqual(seen.disposedWhenDelivered, [false], "the event should reach the observer before the sink disposes")
            XCTAssertEqual(seen.subscription?.isDisposed, true, "map's sink should dispose after forwarding \(terminal)")
            source.forgetObserver()
        }
    }

    /// Disposing a `map` subscription disposes the source subscription and stops delivery.
    func testDisposingMapDisposesTheSource() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()

        let subscription = source.observable.map { $0 * 10 }.subscribe(recorder)
        source.send(.next(1))
        subscription.dispose()
        source.send(.next(2))

        XCTAssertEqual(recorder.events, [.next(10)])
        XCTAssertEqual(source.disposals, 1)
    }

    /// With no scheduler in a chain, nothing changes thread: `create`'s closure runs on the
    /// thread that subscribes, before `subscribe` returns, and an element reaches the observer on
    /// the thread that sent it.
    func testWithoutASchedulerEachStepRunsOnTheThreadThatCalledIt() {
        let places = PlaceLog()
        let chain = Observable<Int>.create { observer in
            places.append("closure on \(Thread.current.threadDictionary["tag"] as? String ?? "an untagged thread")")
            places.source = observer
            return Disposables.create()
        }
        .map { $0 * 10 }
        let done = expectation(description: "sent from another thread")

        Thread.detachNewThread {
            Thread.current.threadDictionary["tag"] = "the subscribing thread"
            let subscription = chain.subscribe(onNext: { value in
                places.append("next(\(value)) on \(Thread.current.threadDictionary["tag"] as? String ?? "an untagged thread")")
            })
            places.append("subscribe returned")
            Thread.detachNewThread {
                Thread.current.threadDictionary["tag"] = "the sending thread"
                places.source?.onNext(1)
                subscription.dispose()
                places.source = nil
                done.fulfill()
            }
        }
        wait(for: [done], timeout: 30)

        XCTAssertEqual(places.lines, [
            "closure on the subscribing thread",
            "subscribe returned",
            "next(10) on the sending thread",
        ])
    }

    // MARK: filter

    /// `filter` keeps the elements the predicate accepts and passes completion on.
    func testFilterKeepsAcceptedElements() {
        let recorder = Recorder<Int>()

        _ = Observable.range(start: 1, count: 10).filter { $0 % 3 == 0 }.subscribe(recorder)

        XCTAssertEqual(recorder.events, [.next(3), .next(6), .next(9), .completed])
    }

    /// A predicate that throws ends the sequence with that error and unsubscribes from the source.
    func testFilterWithThrowingPredicateEndsWithTheErrorAndUnsubscribes() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()

        _ = source.observable.filter { value in
            if value < 0 { throw TestError("negative") }
            return value.isMultiple(of: 2)
        }.subscribe(recorder)
        source.send(.next(2))
        source.send(.next(3))
        source.send(.next(-1))
        source.send(.next(4))

        XCTAssertEqual(recorder.events, [.next(2), .error(TestError("negative"))])
        XCTAssertEqual(source.disposals, 1)
    }

    /// The source's error passes through `filter`, even if no element was accepted.
    func testFilterPassesTheSourceErrorThrough() {
        let recorder = Recorder<Int>()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError("source"))
            return Disposables.create()
        }

        _ = source.filter { _ in false }.subscribe(recorder)

        XCTAssertEqual(recorder.events, [.error(TestError("source"))])
    }

    /// Operators compose: each is a producer over the one before it.
    func testFilterThenMapCompose() {
        let recorder = Recorder<Int>()

        _ = Observable.range(start: 1, count: 6)
            .filter { $0.isMultiple(of: 2) }
            .map { $0 * 10 }
            .subscribe(recorder)

        XCTAssertEqual(recorder.events, [.next(20), .next(40), .next(60), .completed])
    }

    // MARK: take(_:)

    /// `take` completes right after the last element it takes, without waiting for the source
    /// to complete, and unsubscribes from the source at that moment.
    func testTakeCompletesRightAfterTheLastTakenElement() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()

        _ = source.observable.take(2).subscribe(recorder)
        source.send(.next(1))
        XCTAssertEqual(source.disposals, 0)
        source.send(.next(2))

        XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
        XCTAssertEqual(source.disposals, 1)

        source.send(.next(3))
        source.send(.completed)
        XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
    }

    /// When the source ends before `take` has its count, its completion or error passes on.
    func testTakeMoreThanTheSourceHasPassesTheSourceEndOn() {
        let completed = Recorder<Int>()
        let failed = Recorder<Int>()

        _ = Observable.of(1, 2).take(5).subscribe(completed)
        _ = Observable<Int>.error(TestError("early")).take(1).subscribe(failed)

        XCTAssertEqual(completed.events, [.next(1), .next(2), .completed])
        XCTAssertEqual(failed.events, [.error(TestError("early"))])
    }

    /// `take` of a synchronous source delivers only the first elements.
    func testTakeOfARangeDeliversTheFirstElements() {
        let recorder = Recorder<Int>()

        _ = Observable.range(start: 1, count: 100).take(3).subscribe(recorder)

        XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3), .completed])
    }

    /// `take(0)` completes without subscribing to the source at all.
    func testTakeZeroCompletesWithoutSubscribing() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()

        _ = source.observable.take(0).subscribe(recorder)

        XCTAssertEqual(recorder.events, [.completed])
        XCTAssertEqual(source.subscriptions, 0)
    }

    /// `take` counts an element before forwarding it, so an observer that makes the source send
    /// again from inside `onNext` cannot sneak in an element past the count.
    func testTakeCountsBeforeForwardingSoReentrantElementsAreDropped() {
        let source = ManualSource<Bool>()
        var received: [Bool] = []

        let subscription = source.observable.take(1).subscribe(onNext: { value in
            received.append(value)
            source.send(.next(!value))
        })
        source.send(.next(false))

        XCTAssertEqual(received, [false])
        subscription.dispose()
        source.forgetObserver()
    }

    /// Each subscription to `take` counts on its own.
    func testTakeCountsPerSubscription() {
        let source = Observable.of(1, 2, 3).take(2)
        let first = Recorder<Int>()
        let second = Recorder<Int>()

        _ = source.subscribe(first)
        _ = source.subscribe(second)

        XCTAssertEqual(first.events, [.next(1), .next(2), .completed])
        XCTAssertEqual(second.events, [.next(1), .next(2), .completed])
    }

    /// A negative count is a misuse whose message names the operator and the value it was given.
    func testTakeWithNegativeCountIsAMisuse() {
        assertMisuse(message: "RxReading misuse: take(_:) needs a count of zero or more, got -1") {
            _ = Observable.of(1).take(-1)
        }
    }

    // MARK: take(while:)

    /// `take(while:)` (exclusive by default) completes at the first element that fails the
    /// predicate, without delivering it.
    func testTakeWhileExclusiveStopsBeforeTheFailingElement() {
        let byDefault = Recorder<Int>()
        let exclusive = Recorder<Int>()

        _ = Observable.of(1, 2, 3, 4, 1).take(while: { $0 < 3 }).subscribe(byDefault)
        _ = Observable.of(1, 2, 3, 4, 1).take(while: { $0 < 3 }, behavior: .exclusive).subscribe(exclusive)

        XCTAssertEqual(byDefault.events, [.next(1), .next(2), .completed])
        XCTAssertEqual(exclusive.events, [.next(1), .next(2), .completed])
    }

    /// With `.inclusive`, the failing element is delivered before completion.
    func testTakeWhileInclusiveDeliversTheFailingElement() {
        let recorder = Recorder<Int>()

        _ = Observable.of(1, 2, 3, 4, 1).take(while: { $0 < 3 }, behavior: .inclusive).subscribe(recorder)

        XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3), .completed])
    }

    /// When the predicate fails, `take(while:)` unsubscribes from the source at once, with
    /// either behavior: `.exclusive` drops the failing element, `.inclusive` delivers it first.
    func testTakeWhileUnsubscribesWhenThePredicateFails() {
        let expected: [(TakeBehavior, [Event<Int>])] = [
            (.exclusive, [.next(1), .completed]),
            (.inclusive, [.next(1), .next(0), .completed]),
        ]
        for (behavior, events) in expected {
            let source = ManualSource<Int>()
            let recorder = Recorder<Int>()
            var predicateCalls = 0

            _ = source.observable.take(while: { value in
                predicateCalls += 1
                return value > 0
            }, behavior: behavior).subscribe(recorder)
            source.send(.next(1))
            XCTAssertEqual(source.disposals, 0, "\(behavior)")
            source.send(.next(0))
            XCTAssertEqual(source.disposals, 1, "\(behavior): unsubscribed at the failing element")
            source.send(.next(2))

            XCTAssertEqual(recorder.events, events, "\(behavior)")
            XCTAssertEqual(predicateCalls, 2, "\(behavior)")
            XCTAssertEqual(source.disposals, 1, "\(behavior)")
        }
    }

    /// If the source ends while the predicate still holds, its end passes on.
    func testTakeWhilePassesTheSourceEndOn() {
        let completed = Recorder<Int>()
        let failed = Recorder<Int>()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError("source"))
            return Disposables.create()
        }

        _ = Observable.of(1, 2).take(while: { _ in true }).subscribe(completed)
        _ = source.take(while: { _ in true }, behavior: .inclusive).subscribe(failed)

        XCTAssertEqual(completed.events, [.next(1), .next(2), .completed])
        XCTAssertEqual(failed.events, [.next(1), .error(TestError("source"))])
    }

    /// A predicate that throws ends the sequence with that error.
    func testTakeWhileWithThrowingPredicateEndsWithTheError() {
        let recorder = Recorder<Int>()

        _ = Observable.of(1, 2, 3).take(while: { value in
            if value == 2 { throw TestError("predicate") }
            return true
        }).subscribe(recorder)

        XCTAssertEqual(recorder.events, [.next(1), .error(TestError("predicate"))])
    }
}

/// A source the test drives by hand: `observable` is a `create` whose closure keeps the observer
/// it is given, so the test can send events after `subscribe` has returned, and counts how often
/// it was subscribed and how often its disposable ran.
private final class ManualSource<Element> {
    private(set) var observer: AnyObserver<Element>?
    private(set) var subscriptions = 0
    private(set) var disposals = 0

    var observable: Observable<Element> {
        Observable.create { observer in
            self.subscriptions += 1
            self.observer = observer
            return Disposables.create { [weak self] in
                self?.disposals += 1
            }
        }
    }

    func send(_ event: Event<Element>) {
        observer?.on(event)
    }

    /// Forgets the observer. The source keeps it after disposal so tests can prove the sink
    /// ignores late events; a test whose closures capture the source calls this at the end,
    /// because the kept observer leads back to those closures and would keep them all alive.
    func forgetObserver() {
        observer = nil
    }
}

/// A sequence that records each time it is iterated, and yields `0 ..< limit`.
private final class CountingSequence: Sequence {
    let limit: Int
    private(set) var iterations: [Int] = []

    init(limit: Int) {
        self.limit = limit
    }

    func makeIterator() -> IndexingIterator<Range<Int>> {
        iterations.append(limit)
        return (0 ..< limit).makeIterator()
    }
}

/// What an observer saw, and whether the subscription was disposed when it saw it.
private final class DeliveryLog {
    var subscription: Cancelable?
    private(set) var events: [Event<Int>] = []
    private(set) var disposedWhenDelivered: [Bool?] = []

    func record(_ event: Event<Int>, disposedAlready: Bool?) {
        events.append(event)
        disposedWhenDelivered.append(disposedAlready)
    }
}

/// Lines recorded from several threads, one after another, and the source's observer.
private final class PlaceLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    private var kept: AnyObserver<Int>?

    var source: AnyObserver<Int>? {
        get { lock.lock(); defer { lock.unlock() }; return kept }
        set { lock.lock(); kept = newValue; lock.unlock() }
    }

    func append(_ line: String) {
        lock.lock()
        recorded.append(line)
        lock.unlock()
    }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}

import Dispatch
import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

/// Chapter 06: a `Producer` builds one `Sink` per subscription in `run`; the `Sink` forwards to
/// the observer until it is disposed; the `SinkDisposer` that `subscribe` returns disposes the
/// sink and the source subscription exactly once, whichever comes first, the set or the dispose.
final class Chapter06SinkProducerSinkDisposerTests: RxReadingTestCase {
    // MARK: SinkDisposer

    /// Set, then dispose: both halves are disposed, once, the sink first and then the
    /// subscription.
    func testSetThenDisposeDisposesBoth() {
        let disposer = SinkDisposer()
        var order: [String] = []
        let sink = Disposables.create { order.append("sink") }
        let subscription = Disposables.create { order.append("subscription") }

        disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
        XCTAssertEqual(order, [])
        XCTAssertFalse(disposer.isDisposed)

        disposer.dispose()
        disposer.dispose()

        XCTAssertTrue(disposer.isDisposed)
        XCTAssertEqual(order, ["sink", "subscription"])
    }

    /// Dispose, then set: both halves are disposed on arrival.
    func testDisposeBeforeSetDisposesBothOnArrival() {
        let disposer = SinkDisposer()
        let sink = CountingDisposable()
        let subscription = CountingDisposable()

        disposer.dispose()
        XCTAssertTrue(disposer.isDisposed)

        disposer.setSinkAndSubscription(sink: sink, subscription: subscription)

        XCTAssertEqual([sink.count, subscription.count], [1, 1])
    }

    /// Why dispose-before-set must be tolerated: a source that completes synchronously inside
    /// `run` makes its sink dispose the `SinkDisposer` before `run` has returned the halves. The
    /// halves are then disposed as soon as `Producer.subscribe` sets them.
    func testSourceCompletingInsideRunDisposesBeforeSetAndTheHalvesStillGetDisposed() {
        let recorder = Recorder<Int>()
        let producer = CompletesInsideRunProducer()

        let disposable = producer.subscribe(recorder)

        XCTAssertEqual(recorder.events, [.next(1), .completed])
        XCTAssertEqual(producer.disposerWasDisposedInsideRun, true, "the disposer was disposed before set")
        XCTAssertEqual(producer.subscriptionDisposals.value, 1, "the subscription was disposed on arrival")
        XCTAssertTrue((disposable as? SinkDisposer)?.isDisposed ?? false)

        disposable.dispose()
        XCTAssertEqual(producer.subscriptionDisposals.value, 1)
    }

    // region: CreateCompletingSynchronously
    // Observable.create arrives in chapter 07, which explains AnonymousObservable on top of
    // Producer; this test runs from chapter 07's state on.
    #if CH07
    /// The same with `Observable.create`: a closure that completes before returning its
    /// disposable still has that disposable disposed, once.
    func testCreateCompletingSynchronouslyDisposesItsDisposableOnArrival() {
        var disposals = 0
        let source = Observable<Int>.create { observer in
            observer.onCompleted()
            return Disposables.create { disposals += 1 }
        }

        let subscription = source.subscribe { _ in }
        XCTAssertEqual(disposals, 1)

        subscription.dispose()
        XCTAssertEqual(disposals, 1)
    }
    #endif
    // endregion: CreateCompletingSynchronously

    // region: SubscriptionKeepsItselfAlive
    // Observable.never and map arrive in chapter 07; this test runs from chapter 07's state on.
    #if CH07
    /// A sink and its `SinkDisposer` hold each other, so a subscription lives on after the
    /// caller drops the disposable `subscribe` returned, until it is disposed; disposal breaks
    /// the loop and the whole subscription is released.
    func testASubscriptionKeepsItselfAliveUntilDisposed() {
        weak var weakDisposer: SinkDisposer?
        do {
            let disposable = Observable<Int>.never().map { $0 }.subscribe(Recorder<Int>())
            weakDisposer = disposable as? SinkDisposer
        }
        XCTAssertNotNil(weakDisposer, "dropping the disposable did not end the subscription")

        weakDisposer?.dispose()

        XCTAssertNil(weakDisposer, "disposal released the subscription")
    }
    #endif
    // endregion: SubscriptionKeepsItselfAlive

    /// Once disposed, a `SinkDisposer` lets go of both halves, in either order of set and
    /// dispose: a caller that keeps the disposable (in a property, say) does not keep the sink,
    /// and through it the observer and its closures, alive.
    func testDisposedSinkDisposerLetsGoOfBothHalves() {
        for disposeFirst in [false, true] {
            let disposer = SinkDisposer()
            weak var weakSink: CountingDisposable?
            weak var weakSubscription: CountingDisposable?
            if disposeFirst {
                disposer.dispose()
            }
            do {
                let sink = CountingDisposable()
                let subscription = CountingDisposable()
                weakSink = sink
                weakSubscription = subscription
                disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
            }
            if !disposeFirst {
                XCTAssertNotNil(weakSink, "held while the subscription is live")
                disposer.dispose()
            }

            XCTAssertNil(weakSink, "dispose first: \(disposeFirst)")
            XCTAssertNil(weakSubscription, "dispose first: \(disposeFirst)")
        }
    }

    /// Setting the halves twice is a misuse that stops the program with the whole message chapter
    /// 06 quotes: a `SinkDisposer` is set once per subscription, by `Producer.subscribe`.
    func testDoubleSetIsAMisuse() {
        assertMisuse(message: "RxReading misuse: Sink and subscription were already set: a SinkDisposer is set once per subscription, by Producer.subscribe") {
            let disposer = SinkDisposer()
            disposer.setSinkAndSubscription(sink: Disposables.create(), subscription: Disposables.create())
            disposer.setSinkAndSubscription(sink: Disposables.create(), subscription: Disposables.create())
        }
    }

    /// Disposing twice disposes the halves once.
    func testDoubleDisposeDisposesOnce() {
        let disposer = SinkDisposer()
        let sink = CountingDisposable()
        let subscription = CountingDisposable()
        disposer.setSinkAndSubscription(sink: sink, subscription: subscription)

        disposer.dispose()
        disposer.dispose()

        XCTAssertEqual([sink.count, subscription.count], [1, 1])
    }

    /// Set and dispose racing on two threads dispose each half exactly once, whichever wins.
    func testSetRacingDisposeDisposesEachHalfOnce() {
        for round in 0 ..< 300 {
            let disposer = SinkDisposer()
            let sink = LockedCounter()
            let subscription = LockedCounter()

            runSimultaneously(threadCount: 2) { index in
                if index == 0 {
                    disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
                } else {
                    disposer.dispose()
                }
            }

            XCTAssertEqual([sink.value, subscription.value], [1, 1], "round \(round)")
            if sink.value != 1 || subscription.value != 1 { return }
        }
    }

    /// Several threads disposing the same subscription at once dispose each half exactly once:
    /// only the `fetchOr` that sees the disposed flag clear goes on.
    func testThreadsDisposingAtOnceDisposeEachHalfOnce() {
        for round in 0 ..< 300 {
            let disposer = SinkDisposer()
            let sink = LockedCounter()
            let subscription = LockedCounter()
            disposer.setSinkAndSubscription(sink: sink, subscription: subscription)

            runSimultaneously(threadCount: 3) { _ in
                disposer.dispose()
            }

            XCTAssertEqual([sink.value, subscription.value], [1, 1], "round \(round)")
            if sink.value != 1 || subscription.value != 1 { return }
        }
    }

    // MARK: Sink

    /// `forwardOn` delivers to the observer until the sink is disposed, and nothing after.
    func testForwardOnDeliversNothingAfterTheSinkIsDisposed() {
        let recorder = Recorder<Int>()
        let cancel = BooleanDisposable()
        let sink = Sink(observer: recorder, cancel: cancel)

        sink.forwardOn(.next(1))
        XCTAssertFalse(sink.isDisposed)
        sink.dispose()
        sink.forwardOn(.next(2))
        sink.forwardOn(.completed)

        XCTAssertTrue(sink.isDisposed)
        XCTAssertEqual(recorder.events, [.next(1)])
    }

    /// Disposing a sink disposes its `cancel`, the subscription's disposer: that is how a sink
    /// ends its whole subscription.
    func testDisposingTheSinkDisposesItsCancel() {
        let cancel = BooleanDisposable()
        let sink = Sink(observer: Recorder<Int>(), cancel: cancel)

        sink.dispose()

        XCTAssertTrue(cancel.isDisposed)
    }

    /// A sink forwards whatever it is asked to: the grammar is the job of the sink's own `on`,
    /// not of `forwardOn`.
    func testForwardOnItselfAddsNoGrammar() {
        let recorder = Recorder<Int>()
        let sink = Sink(observer: recorder, cancel: BooleanDisposable())

        sink.forwardOn(.completed)
        sink.forwardOn(.next(1))

        XCTAssertEqual(recorder.events, [.completed, .next(1)])
        sink.dispose()
    }

    // MARK: Producer

    /// `Producer.subscribe` calls `run` once per subscription, each with a fresh observer chain.
    func testProducerSubscribeCallsRunOncePerSubscription() {
        let producer = CountingProducer()

        let first = producer.subscribe(Recorder<Int>())
        XCTAssertEqual(producer.runCalls, 1)
        let second = producer.subscribe(Recorder<Int>())
        XCTAssertEqual(producer.runCalls, 2)

        first.dispose()
        second.dispose()
        XCTAssertEqual(producer.runCalls, 2, "disposing does not run again")
    }

    // region: ResubscribingCreate
    // Observable.create arrives in chapter 07; this test runs from chapter 07's state on.
    #if CH07
    /// A cold observable re-runs its `create` closure for every subscriber: the two events of
    /// Part I's "Hello World" example are delivered again on each subscription.
    func testResubscribingAColdObservableRerunsCreate() {
        var createCalls = 0
        let source = Observable<String>.create { observer in
            createCalls += 1
            observer.onNext("Hello World")
            observer.onCompleted()
            return Disposables.create()
        }
        let firstRecorder = Recorder<String>()
        let secondRecorder = Recorder<String>()

        _ = source.subscribe(firstRecorder)
        _ = source.subscribe(secondRecorder)

        XCTAssertEqual(createCalls, 2)
        XCTAssertEqual(firstRecorder.events, [.next("Hello World"), .completed])
        XCTAssertEqual(secondRecorder.events, [.next("Hello World"), .completed])
    }
    #endif
    // endregion: ResubscribingCreate

    /// What `Producer.subscribe` returns, and so what the caller of `subscribe` holds, is the
    /// subscription's `SinkDisposer`.
    func testProducerSubscribeReturnsASinkDisposer() {
        let producer = CountingProducer()

        let disposable = producer.subscribe(Recorder<Int>())

        XCTAssertTrue(disposable is SinkDisposer, "got \(type(of: disposable))")
        disposable.dispose()

        // region: CreateReturnsASinkDisposer
        // Observable.create (chapter 07) is a Producer too, so its subscription is one as well.
        #if CH07
        let created = Observable<Int>.create { _ in Disposables.create() }.subscribe(Recorder<Int>())
        XCTAssertTrue(created is SinkDisposer, "got \(type(of: created))")
        created.dispose()
        #endif
        // endregion: CreateReturnsASinkDisposer
    }

    /// Disposing what `subscribe` returned disposes both halves `run` returned.
    func testDisposingTheSubscriptionDisposesTheSinkAndTheSourceSubscription() {
        let producer = CountingProducer()
        let recorder = Recorder<Int>()

        let disposable = producer.subscribe(recorder)
        producer.lastSink?.forwardOn(.next(1))
        disposable.dispose()
        producer.lastSink?.forwardOn(.next(2))

        XCTAssertEqual(recorder.events, [.next(1)])
        XCTAssertEqual(producer.lastSink?.isDisposed, true)
        XCTAssertEqual(producer.lastSubscription?.count, 1)
    }
}

/// A producer whose `run` does no work and records what it built.
private final class CountingProducer: Producer<Int>, @unchecked Sendable {
    fileprivate(set) var runCalls = 0
    fileprivate(set) var lastSink: Sink<AnyObserver<Int>>?
    fileprivate(set) var lastSubscription: CountingDisposable?

    init() {
        super.init { producer, observer, cancel in
            let counting = unsafeDowncast(producer, to: CountingProducer.self)
            counting.runCalls += 1
            let sink = Sink(observer: observer, cancel: cancel)
            let subscription = CountingDisposable()
            counting.lastSink = sink
            counting.lastSubscription = subscription
            return (sink: sink, subscription: subscription)
        }
    }
}

/// A producer whose source completes synchronously inside `run`, as `just` or `of` would:
/// the sink disposes the subscription's disposer before `run` returns.
private final class CompletesInsideRunProducer: Producer<Int>, @unchecked Sendable {
    fileprivate(set) var disposerWasDisposedInsideRun: Bool?
    let subscriptionDisposals = LockedCounter()

    init() {
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: CompletesInsideRunProducer.self)
            let sink = Sink(observer: observer, cancel: cancel)
            sink.forwardOn(.next(1))
            sink.forwardOn(.completed)
            sink.dispose()
            parent.disposerWasDisposedInsideRun = cancel.isDisposed
            let counter = parent.subscriptionDisposals
            return (sink: sink, subscription: Disposables.create { counter.increment() })
        }
    }
}

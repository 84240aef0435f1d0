import Dispatch
import Foundation
import XCTest
import RxReading
import RxReadingTest

/// Chapter 13: `subscribe(on:)` moves the work of subscribing to the source, and of disposing
/// that subscription, onto a scheduler; it does not move the events.
final class Chapter13SubscribeOnTests: RxReadingTestCase {

    /// The closure of `Observable.create` is the source's subscription work, so it runs on the
    /// scheduler given to `subscribe(on:)`, not on the thread that called `subscribe`.
    func testCreateClosureRunsOnTheSubscribeOnScheduler() {
        let scheduler = QueueScheduler("ch13.subscribe")
        let log = ThreadLog()
        let completed = expectation(description: "completed")

        let subscription = Observable<Int>.create { observer in
            log.append("create on \(currentQueueName())")
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(on: scheduler)
        .subscribe(onNext: { log.append("next \($0) on \(currentQueueName())") },
                   onCompleted: { completed.fulfill() })
        log.append("subscribe returned on \(currentQueueName())")

        wait(for: [completed], timeout: 10)
        XCTAssertEqual(log.entries.filter { !$0.hasPrefix("subscribe returned") },
                       ["create on ch13.subscribe", "next 1 on ch13.subscribe"])
        XCTAssertTrue(log.entries.contains("subscribe returned on none"))
        subscription.dispose()
    }

    /// The subscription is scheduled, not made inline: `subscribe` returns before the source is
    /// subscribed to, and the source is subscribed to when the scheduler gets to the action.
    func testSubscribeReturnsBeforeTheSourceIsSubscribedTo() {
        let scheduler = QueueScheduler("ch13.busy")
        let gate = scheduler.block()
        let log = ThreadLog()
        let completed = expectation(description: "completed")

        let subscription = Observable<Int>.create { observer in
            log.append("create")
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(on: scheduler)
        .subscribe(onCompleted: { completed.fulfill() })
        let beforeTheSchedulerRan = log.entries
        gate.signal()

        wait(for: [completed], timeout: 10)
        XCTAssertEqual(beforeTheSchedulerRan, [])
        XCTAssertEqual(log.entries, ["create"])
        subscription.dispose()
    }

    /// Subscription travels from the end of the chain up to the source, so with two
    /// `subscribe(on:)` the outer one (B) schedules first and the one nearest the source (A)
    /// schedules last: both hops happen, and the last hop decides where the source runs. That is
    /// what "only the first subscribeOn takes effect" means.
    func testWithTwoSubscribeOnTheOneNearestTheSourceWins() {
        let log = ThreadLog()
        let nearest = QueueScheduler("ch13.A", log: log)
        let outer = QueueScheduler("ch13.B", log: log)
        let completed = expectation(description: "completed")

        let subscription = Observable<Int>.create { observer in
            log.append("create on \(currentQueueName())")
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(on: nearest)
        .subscribe(on: outer)
        .subscribe(onCompleted: { completed.fulfill() })

        wait(for: [completed], timeout: 10)
        XCTAssertEqual(Array(log.entries.prefix(3)),
                       ["action on ch13.B", "action on ch13.A", "create on ch13.A"])
        subscription.dispose()
    }

    /// Disposing the subscription does not dispose the source inline: the disposal is scheduled
    /// on the same scheduler, so the disposable returned by the `create` closure runs there.
    func testDisposalOfTheSourceSubscriptionRunsOnTheScheduler() {
        let scheduler = QueueScheduler("ch13.dispose")
        let log = ThreadLog()
        let subscribed = expectation(description: "first element")
        let disposed = expectation(description: "source disposed")

        let subscription = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create {
                log.append("source disposed on \(currentQueueName())")
                disposed.fulfill()
            }
        }
        .subscribe(on: scheduler)
        .subscribe(onNext: { _ in subscribed.fulfill() })
        wait(for: [subscribed], timeout: 10)

        let gate = scheduler.block()
        subscription.dispose()
        let afterDisposeReturned = log.entries
        gate.signal()

        wait(for: [disposed], timeout: 10)
        XCTAssertEqual(afterDisposeReturned, [])
        XCTAssertEqual(log.entries, ["source disposed on ch13.dispose"])
    }

    /// Without `subscribe(on:)`, nothing moves the unsubscription: the disposable `create`'s
    /// closure returned runs on the thread that calls `dispose()`, here a named queue, not the
    /// thread that subscribed.
    func testWithoutSubscribeOnTheSourcesDisposableRunsWhereDisposeIsCalled() {
        let log = ThreadLog()
        let subscription = Observable<Int>.create { _ in
            log.append("create on \(currentQueueName())")
            return Disposables.create { log.append("source disposed on \(currentQueueName())") }
        }
        .subscribe()
        let disposer = QueueScheduler("ch13.disposer")
        disposer.queue.sync { subscription.dispose() }
        XCTAssertEqual(log.entries, ["create on none", "source disposed on ch13.disposer"])
    }

    /// Disposing before the scheduler has run the subscription cancels the scheduled action:
    /// the source is never subscribed to.
    func testDisposingBeforeTheScheduledSubscriptionRunsCancelsIt() {
        let scheduler = QueueScheduler("ch13.cancel")
        let gate = scheduler.block()
        let log = ThreadLog()
        let recorder = Recorder<Int>()

        let subscription = sourceThatLogsCreate(log)
            .subscribe(on: scheduler)
            .subscribe(recorder)
        subscription.dispose()
        gate.signal()
        scheduler.drain()

        XCTAssertEqual(log.entries, [])
        XCTAssertEqual(recorder.events, [])
    }

    /// Once `dispose()` has returned, the observer receives nothing more, even though the source
    /// goes on sending (its own disposal waits for the scheduler).
    func testNothingIsDeliveredAfterDisposeReturns() {
        let scheduler = QueueScheduler("ch13.after")
        let firstElement = expectation(description: "first element")
        let sourceMayGoOn = DispatchSemaphore(value: 0)
        let recorder = Recorder<Int>()
        recorder.onEvent = { event in
            if event.element == 1 { firstElement.fulfill() }
        }

        let subscription = Observable<Int>.create { observer in
            observer.onNext(1)
            sourceMayGoOn.wait()
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(on: scheduler)
        .subscribe(recorder)
        wait(for: [firstElement], timeout: 10)

        subscription.dispose()
        sourceMayGoOn.signal()
        scheduler.drain()
        scheduler.drain()

        XCTAssertEqual(recorder.events, [.next(1)])
    }

    /// `subscribe(on:)` does not move events: a source that sends from a queue of its own
    /// delivers on that queue, whatever scheduler it was subscribed on.
    func testEventsArriveOnTheQueueTheSourceSendsFrom() {
        let scheduler = QueueScheduler("ch13.subscribing")
        let producerQueue = QueueScheduler("ch13.producing")
        let log = ThreadLog()
        let completed = expectation(description: "completed")

        let subscription = Observable<Int>.create { observer in
            log.append("create on \(currentQueueName())")
            producerQueue.queue.async {
                observer.onNext(1)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        .subscribe(on: scheduler)
        .subscribe(onNext: { log.append("next \($0) on \(currentQueueName())") },
                   onCompleted: { completed.fulfill() })

        wait(for: [completed], timeout: 10)
        XCTAssertEqual(log.entries, ["create on ch13.subscribing", "next 1 on ch13.producing"])
        subscription.dispose()
    }

    /// A source's error passes through `subscribe(on:)` unchanged, like any event.
    func testErrorPassesThroughUnchanged() {
        let scheduler = QueueScheduler("ch13.error")
        let recorder = Recorder<Int>()
        let failed = expectation(description: "error")
        recorder.onEvent = { if $0.error != nil { failed.fulfill() } }

        let subscription = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError("source failed"))
            return Disposables.create()
        }
        .subscribe(on: scheduler)
        .subscribe(recorder)

        wait(for: [failed], timeout: 10)
        XCTAssertEqual(recorder.events, [.next(1), .error(TestError("source failed"))])
        subscription.dispose()
    }

    /// After a terminal event, the unsubscription from the source is scheduled on the
    /// `subscribe(on:)` scheduler, as RxSwift's `ScheduledDisposable` schedules it: a hot source
    /// that completes at 300, subscribed to on a `TestScheduler` at 201, is unsubscribed from at
    /// 301, the tick after (RxSwift's `testSubscribeOn_SchedulerCompleted`).
    func testUnsubscriptionAfterCompletionIsScheduledOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(300)])

        let res = scheduler.start { xs.subscribe(on: scheduler) }

        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    /// A cold source's events are counted from its subscription, so when `subscribe(on:)` moves
    /// the subscription a tick later (201) they all move with it: `-1-2-|` arrives at 211, 231
    /// and 251 instead of 210, 230 and 250, and the unsubscription, scheduled at the completion,
    /// reaches the source at 252 (chapter 13's marble diagram).
    func testAColdSourceSubscribedOnTheSchedulerMovesAllItsEventsATickLater() throws {
        let values: [Character: Int] = ["1": 1, "2": 2]
        let direct = TestScheduler(initialClock: 0)
        let directSource = try direct.createColdObservable("-1-2-|", values: values)
        let directObserver = direct.start { directSource.asObservable() }
        XCTAssertEqual(directObserver.events, [.next(210, 1), .next(230, 2), .completed(250)])
        XCTAssertEqual(directSource.subscriptions, [Subscription(200, 250)])

        let moved = TestScheduler(initialClock: 0)
        let movedSource = try moved.createColdObservable("-1-2-|", values: values)
        let movedObserver = moved.start { movedSource.subscribe(on: moved) }
        XCTAssertEqual(movedObserver.events, [.next(211, 1), .next(231, 2), .completed(251)])
        XCTAssertEqual(movedSource.subscriptions, [Subscription(201, 252)])
    }

    /// The same after an error: the source sees its unsubscription one tick after the error it
    /// sent, at 301 (RxSwift's `testSubscribeOn_SchedulerError`).
    func testUnsubscriptionAfterAnErrorIsScheduledOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.error(300, TestError("hot"))])

        let res = scheduler.start { xs.subscribe(on: scheduler) }

        XCTAssertEqual(res.events, [.error(300, TestError("hot"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    /// A source that is not a `Producer` (here a bare `ObservableType`, not even an
    /// `Observable`) and completes from a queue of its own is unsubscribed from on the
    /// `subscribe(on:)` scheduler's queue, not inline on the queue that sent the completion:
    /// `subscribe(on:)` keeps the source as it is, as RxSwift does, instead of wrapping it in
    /// `create`, whose sink would dispose it on the spot.
    func testUnsubscriptionOfANonProducerSourceRunsOnTheSchedulerAfterItCompletes() {
        let scheduler = QueueScheduler("ch13.unsubscribe")
        let producerQueue = QueueScheduler("ch13.sender")
        let log = ThreadLog()
        let unsubscribed = expectation(description: "source unsubscribed")

        let source = QueueSource<Int>(queue: producerQueue.queue, log: log) {
            unsubscribed.fulfill()
        }
        let subscription = source
            .subscribe(on: scheduler)
            .subscribe(onCompleted: { log.append("completed on \(currentQueueName())") })

        wait(for: [unsubscribed], timeout: 10)
        XCTAssertEqual(log.entries, [
            "subscribed on ch13.unsubscribe",
            "completed on ch13.sender",
            "unsubscribed on ch13.unsubscribe",
        ])
        subscription.dispose()
    }

    /// `ScheduledDisposable.dispose()` only schedules the disposal: the wrapped disposable is
    /// disposed on the scheduler, exactly once however often `dispose()` is called, and
    /// `isDisposed` turns true only then.
    func testScheduledDisposableDisposesOnItsSchedulerOnce() {
        let scheduler = QueueScheduler("ch13.scheduled")
        let log = ThreadLog()
        let scheduledDisposable = ScheduledDisposable(
            scheduler: scheduler,
            disposable: Disposables.create { log.append("disposed on \(currentQueueName())") })

        let gate = scheduler.block()
        scheduledDisposable.dispose()
        scheduledDisposable.dispose()
        let disposedBeforeTheSchedulerRan = scheduledDisposable.isDisposed
        let logBeforeTheSchedulerRan = log.entries
        gate.signal()
        scheduler.drain()

        XCTAssertFalse(disposedBeforeTheSchedulerRan)
        XCTAssertEqual(logBeforeTheSchedulerRan, [])
        XCTAssertTrue(scheduledDisposable.isDisposed)
        XCTAssertEqual(log.entries, ["disposed on ch13.scheduled"])
        XCTAssertTrue(scheduledDisposable.scheduler is QueueScheduler)
    }

    /// The old spelling `subscribeOn(_:)` is a deprecated forward to `subscribe(on:)`: the source
    /// is subscribed to on the scheduler.
    @available(*, deprecated, message: "exercises the deprecated spelling on purpose")
    func testDeprecatedSubscribeOnBehavesLikeSubscribeOn() {
        let scheduler = QueueScheduler("ch13.deprecated")
        let log = ThreadLog()
        let completed = expectation(description: "completed")

        let subscription = Observable<Int>.create { observer in
            log.append("create on \(currentQueueName())")
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribeOn(scheduler)
        .subscribe(onCompleted: { completed.fulfill() })

        wait(for: [completed], timeout: 10)
        XCTAssertEqual(log.entries, ["create on ch13.deprecated"])
        subscription.dispose()
    }
}

// MARK: - A scheduler of this file's own

/// The key under which each test queue stores its name, so code can ask which queue runs it.
private let queueNameKey = DispatchSpecificKey<String>()

/// The name of the test queue running the caller, or "none" on any other thread.
private func currentQueueName() -> String {
    DispatchQueue.getSpecific(key: queueNameKey) ?? "none"
}

/// A minimal scheduler that runs each action asynchronously on a serial queue with a name, so
/// the tests can say on which queue a closure ran. Chapter 13 needs no more than
/// `ImmediateSchedulerType`; the dispatch schedulers of chapter 11 are the full version.
private final class QueueScheduler: ImmediateSchedulerType {
    let queue: DispatchQueue
    private let log: ThreadLog?

    init(_ name: String, log: ThreadLog? = nil) {
        queue = DispatchQueue(label: name)
        queue.setSpecific(key: queueNameKey, value: name)
        self.log = log
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        queue.async { [log] in
            if cancel.isDisposed {
                return
            }
            log?.append("action on \(currentQueueName())")
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    /// Keeps the queue busy until the returned semaphore is signalled.
    func block() -> DispatchSemaphore {
        let gate = DispatchSemaphore(value: 0)
        queue.async { gate.wait() }
        return gate
    }

    /// Returns once everything queued so far has run.
    func drain() {
        queue.sync {}
    }
}

/// A source that conforms to `ObservableType` without being an `Observable`: it completes from
/// its own queue, and logs on which queue it is subscribed to and unsubscribed from.
private final class QueueSource<Element>: ObservableType {
    private let queue: DispatchQueue
    private let log: ThreadLog
    private let onUnsubscribed: () -> Void

    init(queue: DispatchQueue, log: ThreadLog, onUnsubscribed: @escaping () -> Void) {
        self.queue = queue
        self.log = log
        self.onUnsubscribed = onUnsubscribed
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        log.append("subscribed on \(currentQueueName())")
        queue.async { observer.on(.completed) }
        return Disposables.create { [log, onUnsubscribed] in
            log.append("unsubscribed on \(currentQueueName())")
            onUnsubscribed()
        }
    }
}

/// A source that logs "create" when it is subscribed to, then sends 1: the cancellation tests
/// check that neither ever happened.
func sourceThatLogsCreate(_ log: ThreadLog) -> Observable<Int> {
    Observable<Int>.create { observer in
        log.append("create")
        observer.onNext(1)
        return Disposables.create()
    }
}

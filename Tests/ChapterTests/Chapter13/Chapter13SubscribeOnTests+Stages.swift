import Dispatch
import Foundation
import XCTest
import RxReading
import RxReadingTest

/// Chapter 13's claims about the stages of one subscription through `subscribe(on:)`, the times
/// a `TestScheduler` records for them, and the paths by which a `create` source's disposable can
/// be reached after it completes from a queue of its own. Every test that crosses queues holds
/// them (a queue kept busy, a closure kept waiting) so that the steps come in one order only.
extension Chapter13SubscribeOnTests {

    // MARK: Stages

    /// Disposed while the scheduled action is subscribing (the source's closure still running),
    /// the subscription ends right after: the action sees the dispose when the source returns and
    /// schedules the unsubscription on the scheduler at once, as RxSwift's serial slot disposes a
    /// `ScheduledDisposable` assigned after it was disposed. Nothing is delivered after dispose.
    func testDisposeWhileTheActionSubscribesUnsubscribesOnTheSchedulerRightAfter() {
        let scheduler = StageScheduler("ch13.stages")
        let log = ThreadLog()
        let entered = DispatchSemaphore(value: 0)
        let mayReturn = DispatchSemaphore(value: 0)
        let recorder = Recorder<Int>()

        let subscription = Observable<Int>.create { observer in
            log.append("create's closure on \(stageQueueName())")
            entered.signal()
            mayReturn.wait()
            observer.onNext(1)
            return Disposables.create { log.append("create's disposable on \(stageQueueName())") }
        }
        .subscribe(on: scheduler)
        .subscribe(recorder)
        entered.wait()
        subscription.dispose()
        log.append("dispose returned on \(stageQueueName())")
        mayReturn.signal()
        scheduler.drain()
        scheduler.drain()

        XCTAssertEqual(log.entries, [
            "create's closure on ch13.stages",
            "dispose returned on none",
            "create's disposable on ch13.stages",
        ])
        XCTAssertEqual(recorder.events, [])
    }

    /// Once the action has subscribed, the disposable its scheduler returned is disposed, as
    /// RxSwift's serial slot disposes the stage it replaces; a scheduler that runs the action
    /// before `schedule` has even returned gets its disposable disposed the moment it arrives.
    func testOnceSubscribedTheScheduledActionsHandleIsDisposedEvenWhenItArrivesLate() {
        let later = StageScheduler("ch13.handle")
        let laterHandle = BooleanDisposable()
        later.nextHandle = laterHandle
        let gate = later.block()
        let first = Observable<Int>.never().subscribe(on: later).subscribe()
        XCTAssertFalse(laterHandle.isDisposed, "not subscribed yet: the handle is what a dispose would cancel")
        gate.signal()
        later.drain()
        XCTAssertTrue(laterHandle.isDisposed)

        let inline = InlineScheduler()
        let second = Observable<Int>.never().subscribe(on: inline).subscribe()
        XCTAssertTrue(inline.handle.isDisposed, "the action subscribed before schedule returned its handle")
        XCTAssertEqual(inline.actionsRun, 1)

        first.dispose()
        second.dispose()
        later.drain()
    }

    // MARK: Two subscribe(on:)

    /// With `.subscribe(on: A).subscribe(on: B)`, disposing from the caller hops through both
    /// schedulers in the order the subscription did: B runs the first unsubscription (of A's
    /// stage), which schedules the second on A, where the source's disposable runs.
    func testWithTwoSubscribeOnDisposalHopsThroughBothSchedulers() {
        let log = ThreadLog()
        let nearest = StageScheduler("ch13.A", log: log)
        let outer = StageScheduler("ch13.B", log: log)
        let subscribed = expectation(description: "subscribed")

        let subscription = Observable<Int>.create { observer in
            subscribed.fulfill()
            return Disposables.create { log.append("source disposed on \(stageQueueName())") }
        }
        .subscribe(on: nearest)
        .subscribe(on: outer)
        .subscribe()
        wait(for: [subscribed], timeout: 10)
        outer.drain()
        nearest.drain()
        let beforeDispose = log.entries.count

        subscription.dispose()
        outer.drain()
        nearest.drain()

        XCTAssertEqual(Array(log.entries.dropFirst(beforeDispose)), [
            "action on ch13.B",
            "action on ch13.A",
            "source disposed on ch13.A",
        ])
    }

    // MARK: On a TestScheduler

    /// On a `TestScheduler`, `subscribe(on:)` subscribes to the source one tick after `start`
    /// subscribes (201), and the unsubscription that `start`'s dispose at 1000 asks for reaches
    /// the source a tick later (1001): both are scheduled for "now" (RxSwift's
    /// `testSubscribeOn_SchedulerSleep` and `testSubscribeOn_SchedulerDispose`).
    func testOnATestSchedulerTheSourceIsSubscribedAt201AndDisposedAt1001() {
        let scheduler = TestScheduler(initialClock: 0)
        var subscribedAt: TestTime?
        var disposedAt: TestTime?
        let created = Observable<Int>.create { _ in
            subscribedAt = scheduler.clock
            return Disposables.create { disposedAt = scheduler.clock }
        }

        let observer = scheduler.start { created.subscribe(on: scheduler) }

        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(subscribedAt, 201)
        XCTAssertEqual(disposedAt, 1001)

        let hot = TestScheduler(initialClock: 0)
        let xs = hot.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = hot.start { xs.subscribe(on: hot) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    // MARK: Which queue runs a create source's disposable after it completes from another queue

    /// Path 1, `create`'s own sink: after forwarding the completion, `create`'s sink disposes its
    /// subscription itself, on the queue that sent the completion. Held here by keeping the
    /// scheduler's queue busy until the sender is done, so the unsubscription `subscribe(on:)`
    /// scheduled arrives second and finds nothing left to do.
    func testCreatesDisposableRunsOnTheSendingQueueWhenTheSchedulerIsBusy() {
        let scheduler = StageScheduler("ch13.scheduler")
        let sender = DispatchQueue(label: "ch13.sender")
        sender.setSpecific(key: stageQueueKey, value: "ch13.sender")
        let log = ThreadLog()

        sender.suspend()
        let subscription = Observable<Int>.create { observer in
            sender.async { observer.onCompleted() }
            return Disposables.create { log.append("create's disposable on \(stageQueueName())") }
        }
        .subscribe(on: scheduler)
        .subscribe()
        scheduler.drain()

        let busy = scheduler.block()
        sender.resume()
        sender.sync {}
        busy.signal()
        scheduler.drain()
        scheduler.drain()

        XCTAssertEqual(log.entries, ["create's disposable on ch13.sender"])
        subscription.dispose()
    }

    /// Path 2, `subscribe(on:)`'s scheduled unsubscription: if the scheduler's queue runs it
    /// before the sender gets from forwarding the completion to disposing, the source's
    /// disposable runs on the scheduler's queue. Held here by stopping the sender right after it
    /// scheduled the unsubscription until the scheduler's queue has run it.
    func testCreatesDisposableRunsOnTheSchedulerWhenItsUnsubscriptionGetsThereFirst() {
        let scheduler = StageScheduler("ch13.scheduler")
        let sender = DispatchQueue(label: "ch13.sender")
        sender.setSpecific(key: stageQueueKey, value: "ch13.sender")
        let log = ThreadLog()

        sender.suspend()
        let subscription = Observable<Int>.create { observer in
            sender.async { observer.onCompleted() }
            return Disposables.create { log.append("create's disposable on \(stageQueueName())") }
        }
        .subscribe(on: scheduler)
        .subscribe()
        scheduler.drain()

        // The next schedule call is the unsubscription, made on the sender: hold the sender there
        // until the scheduler's queue has run it.
        scheduler.afterNextSchedule = { scheduler.drain() }
        sender.resume()
        sender.sync {}
        scheduler.drain()

        XCTAssertEqual(log.entries, ["create's disposable on ch13.scheduler"])
        subscription.dispose()
    }

    /// Path 3, chapter 06's dispose-before-set: a completion sent from another queue while
    /// `create`'s closure is still running reaches `create`'s `SinkDisposer` before it holds the
    /// subscription, so the disposable is disposed when the closure returns it, on the
    /// scheduler's queue, inside the subscribing action and before the scheduled unsubscription.
    /// Held here by the closure waiting for the sender before it returns.
    func testCreatesDisposableRunsOnTheSchedulerByDisposeBeforeSetWhenCompletionBeatsTheReturn() {
        let log = ThreadLog()
        let scheduler = StageScheduler("ch13.scheduler", log: log)
        let sender = DispatchQueue(label: "ch13.sender")
        sender.setSpecific(key: stageQueueKey, value: "ch13.sender")

        let subscription = Observable<Int>.create { observer in
            sender.async {
                observer.onCompleted()
                log.append("completion sent on \(stageQueueName())")
            }
            sender.sync {}
            return Disposables.create { log.append("create's disposable on \(stageQueueName())") }
        }
        .subscribe(on: scheduler)
        .subscribe()
        scheduler.drain()
        scheduler.drain()

        XCTAssertEqual(log.entries, [
            "action on ch13.scheduler",
            "completion sent on ch13.sender",
            "create's disposable on ch13.scheduler",
            "action on ch13.scheduler",
        ])
        subscription.dispose()
    }
}

// MARK: - Schedulers of this file's own

/// The key under which this file's queues store their names.
private let stageQueueKey = DispatchSpecificKey<String>()

/// The name of this file's queue running the caller, or "none" on any other thread.
private func stageQueueName() -> String {
    DispatchQueue.getSpecific(key: stageQueueKey) ?? "none"
}

/// A scheduler that runs each action asynchronously on a named serial queue, logs each action
/// it runs, returns a handle the test may choose, and can hold the caller of its next
/// `schedule` until a closure returns.
private final class StageScheduler: ImmediateSchedulerType, @unchecked Sendable {
    let queue: DispatchQueue
    private let name: String
    private let log: ThreadLog?
    /// The disposable the next `schedule` returns, if set; it cancels the action when disposed.
    var nextHandle: BooleanDisposable?
    /// Run once, by the caller of the next `schedule`, after the action is queued.
    var afterNextSchedule: (() -> Void)?

    init(_ name: String, log: ThreadLog? = nil) {
        self.name = name
        self.log = log
        queue = DispatchQueue(label: name)
        queue.setSpecific(key: stageQueueKey, value: name)
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let handle = nextHandle ?? BooleanDisposable()
        nextHandle = nil
        queue.async { [log, name] in
            if handle.isDisposed {
                return
            }
            log?.append("action on \(name)")
            _ = action(state)
        }
        if let hold = afterNextSchedule {
            afterNextSchedule = nil
            hold()
        }
        return handle
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

/// A scheduler that runs the action inside `schedule`, before it returns its handle.
private final class InlineScheduler: ImmediateSchedulerType {
    let handle = BooleanDisposable()
    private(set) var actionsRun = 0

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        actionsRun += 1
        _ = action(state)
        return handle
    }
}

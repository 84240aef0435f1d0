import Dispatch
import Foundation
import XCTest
import RxReading
import RxReadingTest

/// Chapter 14: `observe(on:)` moves the delivery of events, and with it every closure below it
/// in the chain, onto a scheduler, keeping their order; `subscribe(on:)` moves the subscription.
final class Chapter14ObserveOnTests: RxReadingTestCase {

    // MARK: - Which thread runs each closure

    /// The four closures of the chain in "RxSwift的subscribeOn与observeOn源码解析" (the reading on
    /// subscribeOn and observeOn's source): `create` runs where the source is subscribed to
    /// (`subscribe(on: A)`), the first `map` runs where the source sends (still A), and the
    /// second `map` and `onNext` run below `observe(on: B)`, on B.
    func testEachClosureOfTheChainRunsWhereSubscribeOnAndObserveOnPutIt() {
        let log = ThreadLog()
        let a = ConcurrentDispatchQueueScheduler(queue: namedQueue("ch14.A", concurrent: true))
        let b = serialScheduler("ch14.B")
        let completed = expectation(description: "completed")

        let subscription = Observable<String>.create { observer in
            log.append("create on \(currentPlace())")
            observer.onNext("I'm ")
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(on: a)
        .map { text -> String in
            log.append("map 1 on \(currentPlace())")
            return text + "rx"
        }
        .observe(on: b)
        .map { text -> String in
            log.append("map 2 on \(currentPlace())")
            return text + "!"
        }
        .subscribe(onNext: { text in log.append("onNext \(text) on \(currentPlace())") },
                   onCompleted: { completed.fulfill() })

        wait(for: [completed], timeout: 10)
        XCTAssertEqual(log.entries, [
            "create on ch14.A",
            "map 1 on ch14.A",
            "map 2 on ch14.B",
            "onNext I'm rx! on ch14.B",
        ])
        subscription.dispose()
    }

    /// Each `observe(on:)` moves everything below it, up to the next one: the same reading's chain
    /// with a serial scheduler and then `MainScheduler.instance` runs the last `map` and
    /// `onNext` on the main thread (which XCTest's `wait` keeps spinning).
    func testEachObserveOnMovesEverythingBelowItUpToTheNext() {
        let log = ThreadLog()
        let completed = expectation(description: "completed")

        let subscription = Observable<String>.create { observer in
            log.append("create on \(currentPlace())")
            observer.onNext("I'm ")
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(on: ConcurrentDispatchQueueScheduler(queue: namedQueue("ch14.produce", concurrent: true)))
        .observe(on: serialScheduler("ch14.process"))
        .map { text -> String in
            log.append("map 1 on \(currentPlace())")
            return text + "rx"
        }
        .observe(on: MainScheduler.instance)
        .map { text -> String in
            log.append("map 2 on \(currentPlace())")
            return text + "!"
        }
        .subscribe(onNext: { text in log.append("onNext \(text) on \(currentPlace())") },
                   onCompleted: { completed.fulfill() })

        wait(for: [completed], timeout: 10)
        XCTAssertEqual(log.entries, [
            "create on ch14.produce",
            "map 1 on ch14.process",
            "map 2 on main",
            "onNext I'm rx! on main",
        ])
        subscription.dispose()
    }

    /// Side by side on the same scheduler: `subscribe(on:)` moves the `create` closure and,
    /// since this source sends from inside it, the events too; `observe(on:)` leaves the
    /// `create` closure on the subscribing thread and moves only the events.
    func testSubscribeOnMovesTheSubscriptionObserveOnMovesOnlyTheEvents() {
        let scheduler = serialScheduler("ch14.side")
        func chain(_ log: ThreadLog, _ move: (Observable<Int>) -> Observable<Int>) -> Observable<Int> {
            move(Observable<Int>.create { observer in
                log.append("create on \(currentPlace())")
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create()
            })
        }
        let subscribeOnLog = ThreadLog()
        let observeOnLog = ThreadLog()
        let bothCompleted = expectation(description: "both completed")
        bothCompleted.expectedFulfillmentCount = 2

        let first = chain(subscribeOnLog) { $0.subscribe(on: scheduler) }
            .subscribe(onNext: { _ in subscribeOnLog.append("onNext on \(currentPlace())") },
                       onCompleted: { bothCompleted.fulfill() })
        let second = chain(observeOnLog) { $0.observe(on: scheduler) }
            .subscribe(onNext: { _ in observeOnLog.append("onNext on \(currentPlace())") },
                       onCompleted: { bothCompleted.fulfill() })

        wait(for: [bothCompleted], timeout: 10)
        XCTAssertEqual(subscribeOnLog.entries, ["create on ch14.side", "onNext on ch14.side"])
        XCTAssertEqual(observeOnLog.entries, ["create on main", "onNext on ch14.side"])
        first.dispose()
        second.dispose()
    }

    /// Swapping `subscribe(on:)` and `observe(on:)` changes nothing a closure sees: either way
    /// round, `create`'s closure runs on the `subscribe(on:)` scheduler, since the subscription
    /// passes through `observe(on:)` untouched, and `onNext` runs on the `observe(on:)` scheduler,
    /// since the events pass through `subscribe(on:)`'s sink untouched.
    func testTheOrderOfSubscribeOnAndObserveOnDoesNotChangeWhereCreateAndOnNextRun() {
        let a = ConcurrentDispatchQueueScheduler(queue: namedQueue("ch14.A", concurrent: true))
        let b = serialScheduler("ch14.B")
        func run(_ move: (Observable<Int>) -> Observable<Int>) -> [String] {
            let log = ThreadLog()
            let completed = expectation(description: "completed")
            let subscription = move(Observable<Int>.create { observer in
                log.append("create on \(currentPlace())")
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create()
            })
            .subscribe(onNext: { _ in log.append("onNext on \(currentPlace())") },
                       onCompleted: { completed.fulfill() })
            wait(for: [completed], timeout: 10)
            subscription.dispose()
            return log.entries
        }
        let subscribeOnFirst = run { $0.subscribe(on: a).observe(on: b) }
        let observeOnFirst = run { $0.observe(on: b).subscribe(on: a) }
        XCTAssertEqual(subscribeOnFirst, ["create on ch14.A", "onNext on ch14.B"])
        XCTAssertEqual(observeOnFirst, ["create on ch14.A", "onNext on ch14.B"])
    }

    /// On a `TestScheduler`, `observe(on:)` leaves the subscription where it was: a cold `-1-2-|`
    /// is subscribed at 200 and sends at 210, 230 and 250, and each event reaches the observer a
    /// tick later, 211, 231 and 251, one hop onto the scheduler each (chapter 14's marble diagram).
    func testOnATestSchedulerObserveOnSubscribesAtOnceAndDeliversEachEventATickLater() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createColdObservable("-1-2-|", values: ["1": 1, "2": 2])
        let observer = scheduler.start { source.asObservable().observe(on: scheduler) }
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(observer.events, [.next(211, 1), .next(231, 2), .completed(251)])
    }

    /// `observe(on: MainScheduler.instance)` delivers on the main thread even when the source
    /// sends from a background queue.
    func testObserveOnMainSchedulerDeliversOnTheMainThread() {
        let log = ThreadLog()
        let completed = expectation(description: "completed")
        let background = namedQueue("ch14.background", concurrent: false)

        let subscription = Observable<Int>.create { observer in
            background.async {
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        .observe(on: MainScheduler.instance)
        .subscribe(onNext: { log.append("onNext \($0) main thread: \(Thread.isMainThread)") },
                   onCompleted: {
                       log.append("completed main thread: \(Thread.isMainThread)")
                       completed.fulfill()
                   })

        wait(for: [completed], timeout: 10)
        XCTAssertEqual(log.entries, [
            "onNext 1 main thread: true",
            "onNext 2 main thread: true",
            "completed main thread: true",
        ])
        subscription.dispose()
    }

    /// On the main thread, with nothing queued ahead, `MainScheduler.instance` runs the
    /// delivery at once instead of queueing it (its serial-queue path calls `scheduleInternal`),
    /// so a synchronous source observed on it from the main thread is delivered before
    /// `subscribe` returns.
    func testObserveOnMainSchedulerFromTheMainThreadDeliversBeforeSubscribeReturns() {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs test methods on the main thread")
        let recorder = Recorder<Int>()

        let subscription = Observable.of(1, 2)
            .observe(on: MainScheduler.instance)
            .subscribe(recorder)

        XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
        subscription.dispose()
    }

    /// The old spelling `observeOn(_:)` is a deprecated forward to `observe(on:)`.
    @available(*, deprecated, message: "exercises the deprecated spelling on purpose")
    func testDeprecatedObserveOnBehavesLikeObserveOn() {
        let log = ThreadLog()
        let completed = expectation(description: "completed")

        let subscription = Observable.of(1, 2)
            .observeOn(serialScheduler("ch14.deprecated"))
            .subscribe(onNext: { log.append("onNext \($0) on \(currentPlace())") },
                       onCompleted: { completed.fulfill() })

        wait(for: [completed], timeout: 10)
        XCTAssertEqual(log.entries, ["onNext 1 on ch14.deprecated", "onNext 2 on ch14.deprecated"])
        subscription.dispose()
    }

    // MARK: - Order and serialization

    /// On a concurrent dispatch scheduler, whose queue would run separately scheduled actions at
    /// the same time, the elements still arrive in the order they were sent, all on that queue.
    func testOrderIsKeptOnAConcurrentDispatchQueueScheduler() {
        let scheduler = ConcurrentDispatchQueueScheduler(queue: namedQueue("ch14.concurrent", concurrent: true))
        let (elements, places) = deliver(count: 1_000, on: scheduler)

        XCTAssertEqual(elements, Array(0..<1_000))
        XCTAssertEqual(places, ["ch14.concurrent"])
    }

    /// On an operation queue that runs several operations at once, the elements still arrive in
    /// the order they were sent, all from that operation queue.
    func testOrderIsKeptOnAnOperationQueueWithSeveralWorkers() {
        let operationQueue = OperationQueue()
        operationQueue.maxConcurrentOperationCount = 4
        let scheduler = OperationQueueScheduler(operationQueue: operationQueue)
        let places = ThreadLog()
        let recorder = Recorder<Int>()
        let completed = expectation(description: "completed")
        recorder.onEvent = { event in
            places.append(OperationQueue.current === operationQueue ? "operation queue" : "elsewhere")
            if event.isCompleted { completed.fulfill() }
        }

        let subscription = Observable.range(start: 0, count: 500)
            .observe(on: scheduler)
            .subscribe(recorder)

        wait(for: [completed], timeout: 10)
        XCTAssertEqual(recorder.elements, Array(0..<500))
        XCTAssertEqual(Set(places.entries), ["operation queue"])
        subscription.dispose()
    }

    /// The observer below `observe(on:)` is never called again before its previous call has
    /// returned, even on schedulers that run actions concurrently: one delivery loop at a time.
    func testOnNextCallsNeverOverlap() {
        let operationQueue = OperationQueue()
        operationQueue.maxConcurrentOperationCount = 4
        let schedulers: [(String, ImmediateSchedulerType)] = [
            ("concurrent dispatch queue", ConcurrentDispatchQueueScheduler(queue: namedQueue("ch14.overlap", concurrent: true))),
            ("operation queue", OperationQueueScheduler(operationQueue: operationQueue)),
        ]

        for (name, scheduler) in schedulers {
            let overlap = OverlapCounter()
            let completed = expectation(description: "completed on \(name)")

            let subscription = Observable.range(start: 0, count: 200)
                .observe(on: scheduler)
                .subscribe(onNext: { _ in
                    overlap.enter()
                    // Stay inside a little, so that an overlapping call would be caught.
                    usleep(100)
                    overlap.leave()
                }, onCompleted: { completed.fulfill() })

            wait(for: [completed], timeout: 10)
            XCTAssertEqual(overlap.maximum, 1, "onNext calls overlapped on the \(name)")
            subscription.dispose()
        }
    }

    // MARK: - Dispose, errors, completion

    /// Disposing on the delivering scheduler (here, from inside `onNext`) stops delivery at
    /// once: the events still waiting for that scheduler are dropped, on both paths.
    func testNothingIsDeliveredAfterDisposeReturnsOnTheDeliveringScheduler() {
        let concurrentQueue = namedQueue("ch14.stop.loop", concurrent: true)
        let serial = serialScheduler("ch14.stop.serial")
        let schedulers: [(String, ImmediateSchedulerType, () -> Void)] = [
            ("queue-and-loop path", ConcurrentDispatchQueueScheduler(queue: concurrentQueue), {
                // A barrier waits for every block submitted to the concurrent queue before it.
                concurrentQueue.sync(flags: .barrier) {}
            }),
            ("serial-queue path", serial, { self.waitForQueue(of: serial) }),
        ]

        for (name, scheduler, waitForQueuedWork) in schedulers {
            // A source the test drives by hand, after subscribing (subjects come in chapter 15).
            var source: AnyObserver<Int>?
            let manual = Observable<Int>.create { observer in
                source = observer
                return Disposables.create()
            }
            let subscription = SingleAssignmentDisposable()
            let recorder = Recorder<Int>()
            let thirdArrived = expectation(description: "third element on the \(name)")
            recorder.onEvent = { event in
                if event.element == 3 {
                    subscription.dispose()
                    thirdArrived.fulfill()
                }
            }
            subscription.setDisposable(manual.observe(on: scheduler).subscribe(recorder))

            for element in 1...100 {
                source?.onNext(element)
            }
            source?.onCompleted()
            wait(for: [thirdArrived], timeout: 10)
            // Let whatever the scheduler still had queued run, twice over, before looking.
            waitForQueuedWork()
            waitForQueuedWork()

            XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3)], "on the \(name)")
        }
    }

    /// Events already handed to `observe(on:)`, waiting for their scheduler, are dropped when the
    /// subscription is disposed from another thread before the scheduler runs them, on both
    /// paths: each piece of work still runs (a dispatch queue cannot take a block back), finds
    /// the subscription disposed and delivers nothing.
    func testEventsWaitingForTheSchedulerAreDroppedWhenDisposedFromAnotherThread() {
        let serialQueue = namedQueue("ch14.waiting.serial", concurrent: false)
        let concurrentQueue = namedQueue("ch14.waiting.concurrent", concurrent: true)
        let paths: [(String, ImmediateSchedulerType, DispatchQueue)] = [
            ("serial-queue path", SerialDispatchQueueScheduler(queue: serialQueue, internalSerialQueueName: "ch14.waiting.serial"), serialQueue),
            ("queue-and-loop path", ConcurrentDispatchQueueScheduler(queue: concurrentQueue), concurrentQueue),
        ]
        for (name, scheduler, queue) in paths {
            let log = ThreadLog()
            queue.suspend()
            let (source, subscription) = manualSource(observedOn: scheduler, named: "a", log: log)
            source.onNext(1)
            source.onNext(2)
            subscription.dispose()
            queue.resume()
            queue.sync(flags: .barrier) {}
            queue.sync(flags: .barrier) {}

            XCTAssertEqual(log.entries, [], "on the \(name)")
        }
    }

    /// A delivery that is already running when another thread disposes the subscription is not
    /// interrupted: `dispose` returns at once, the observer finishes the element it is handling,
    /// and the events behind it are dropped.
    func testADeliveryAlreadyRunningFinishesAndTheEventsBehindItAreDropped() {
        let scheduler = serialScheduler("ch14.running")
        let log = ThreadLog()
        let inside = DispatchSemaphore(value: 0)
        let mayFinish = DispatchSemaphore(value: 0)
        var source: AnyObserver<Int>?
        let subscription = Observable<Int>.create { observer in
            source = observer
            return Disposables.create()
        }
        .observe(on: scheduler)
        .subscribe(onNext: { element in
            log.append("\(element) begins on \(currentPlace())")
            if element == 1 {
                inside.signal()
                mayFinish.wait()
            }
            log.append("\(element) ends")
        })

        source?.onNext(1)
        source?.onNext(2)
        inside.wait()
        subscription.dispose()
        log.append("dispose returned on \(currentPlace())")
        mayFinish.signal()
        waitForQueue(of: scheduler)

        XCTAssertEqual(log.entries, ["1 begins on ch14.running", "dispose returned on main", "1 ends"])
        source = nil
    }

    /// An error travels through the same queue as the elements: it is delivered on the target
    /// scheduler, after every element sent before it.
    func testErrorIsDeliveredOnTheTargetSchedulerAfterTheElements() {
        let log = ThreadLog()
        let failed = expectation(description: "error")
        let scheduler = ConcurrentDispatchQueueScheduler(queue: namedQueue("ch14.error", concurrent: true))

        let subscription = Observable<Int>.create { observer in
            for element in 1...5 { observer.onNext(element) }
            observer.onError(TestError("late failure"))
            return Disposables.create()
        }
        .observe(on: scheduler)
        .subscribe(onNext: { log.append("\($0)") },
                   onError: { error in
                       log.append("\(error) on \(currentPlace())")
                       failed.fulfill()
                   })

        wait(for: [failed], timeout: 10)
        XCTAssertEqual(log.entries, ["1", "2", "3", "4", "5", "TestError(late failure) on ch14.error"])
        subscription.dispose()
    }

    /// Completion is delivered on the target scheduler after every element, on the serial-queue
    /// path too.
    func testCompletionIsDeliveredOnTheTargetSchedulerAfterTheElements() {
        let log = ThreadLog()
        let completed = expectation(description: "completed")

        let subscription = Observable.of(1, 2, 3)
            .observe(on: serialScheduler("ch14.completion"))
            .subscribe(onNext: { log.append("\($0)") },
                       onCompleted: {
                           log.append("completed on \(currentPlace())")
                           completed.fulfill()
                       })

        wait(for: [completed], timeout: 10)
        XCTAssertEqual(log.entries, ["1", "2", "3", "completed on ch14.completion"])
        subscription.dispose()
    }

    // MARK: - Each event takes its place among all work on the scheduler

    /// On a busy serial scheduler, events of two subscriptions are delivered in the order they
    /// arrived, a1, b1, a2, because each event is scheduled on the queue by itself (RxSwift's
    /// order); a subscription never delivers its waiting events as one burst.
    func testTwoSubscriptionsOnOneBusySerialSchedulerInterleaveInArrivalOrder() {
        let scheduler = serialScheduler("ch14.arrival")
        let log = ThreadLog()
        let (a, subscriptionA) = manualSource(observedOn: scheduler, named: "a", log: log)
        let (b, subscriptionB) = manualSource(observedOn: scheduler, named: "b", log: log)
        let openGate = holdBusy(scheduler)

        a.onNext(1)
        b.onNext(1)
        a.onNext(2)
        openGate()
        waitForQueue(of: scheduler)

        XCTAssertEqual(log.entries, ["a1 on ch14.arrival", "b1 on ch14.arrival", "a2 on ch14.arrival"])
        subscriptionA.dispose()
        subscriptionB.dispose()
    }

    /// The serial-queue path schedules each event's piece of work when the event arrives, so work
    /// scheduled on the queue after two events arrived runs after both of them: the contrast with
    /// the general path, which schedules its next step only when the previous one ends
    /// (`testOnTheGeneralPathOtherWorkRunsBetweenTwoSteps`).
    func testOnTheSerialPathWorkScheduledAfterTwoEventsRunsAfterBoth() {
        let scheduler = serialScheduler("ch14.after")
        let log = ThreadLog()
        let (a, subscription) = manualSource(observedOn: scheduler, named: "a", log: log)
        let openGate = holdBusy(scheduler)

        a.onNext(1)
        a.onNext(2)
        _ = scheduler.schedule(()) { _ in
            log.append("direct work on \(currentPlace())")
            return Disposables.create()
        }
        openGate()
        waitForQueue(of: scheduler)

        XCTAssertEqual(log.entries, ["a1 on ch14.after", "a2 on ch14.after", "direct work on ch14.after"])
        subscription.dispose()
    }

    /// Work scheduled directly on the serial scheduler between two events runs between their
    /// deliveries, in the order everything was scheduled.
    func testWorkScheduledBetweenTwoEventsRunsBetweenTheirDeliveries() {
        let scheduler = serialScheduler("ch14.between")
        let log = ThreadLog()
        let (a, subscription) = manualSource(observedOn: scheduler, named: "a", log: log)
        let openGate = holdBusy(scheduler)

        a.onNext(1)
        _ = scheduler.schedule(()) { _ in
            log.append("direct work on \(currentPlace())")
            return Disposables.create()
        }
        a.onNext(2)
        openGate()
        waitForQueue(of: scheduler)

        XCTAssertEqual(log.entries, ["a1 on ch14.between", "direct work on ch14.between", "a2 on ch14.between"])
        subscription.dispose()
    }

    /// A producer that keeps sending faster than the observer handles its events does not hold
    /// the serial queue: work scheduled on the queue while it sends waits only for the events
    /// sent before it, and the events sent after it, though they arrive before it runs, wait
    /// behind it. Had the sink drained every waiting event in one piece of work (a batching sink
    /// would), the other work would have run after all of them.
    ///
    /// No timing decides the outcome: the observer blocks on the first event until both bursts
    /// have arrived, so the whole backlog is waiting when the queue moves on.
    func testAProducerThatKeepsSendingDoesNotStarveOtherWorkOnTheQueue() {
        let scheduler = serialScheduler("ch14.starve")
        let burst = 50
        let delivered = Locked(0)
        let deliveredBeforeOtherWork = Locked(-1)
        let firstBurstSent = DispatchSemaphore(value: 0)
        let otherWorkScheduled = DispatchSemaphore(value: 0)
        let secondBurstSent = DispatchSemaphore(value: 0)
        let releaseObserver = DispatchSemaphore(value: 0)
        let completed = expectation(description: "completed")
        let producer = namedQueue("ch14.starve.producer", concurrent: false)

        let subscription = Observable<Int>.create { observer in
            producer.async {
                for element in 0 ..< burst { observer.onNext(element) }
                firstBurstSent.signal()
                // The other work is scheduled now, behind the first burst's events.
                _ = otherWorkScheduled.wait(timeout: .now() + 10)
                for element in burst ..< 2 * burst { observer.onNext(element) }
                observer.onCompleted()
                secondBurstSent.signal()
            }
            return Disposables.create()
        }
        .observe(on: scheduler)
        .subscribe(onNext: { element in
            if element == 0 {
                // Holds the queue until everything has arrived: a slow observer.
                _ = releaseObserver.wait(timeout: .now() + 10)
            }
            delivered.withValue { $0 += 1 }
        }, onCompleted: { completed.fulfill() })

        XCTAssertEqual(firstBurstSent.wait(timeout: .now() + 10), .success)
        _ = scheduler.schedule(()) { _ in
            deliveredBeforeOtherWork.value = delivered.value
            return Disposables.create()
        }
        otherWorkScheduled.signal()
        XCTAssertEqual(secondBurstSent.wait(timeout: .now() + 10), .success)
        releaseObserver.signal()
        wait(for: [completed], timeout: 30)

        XCTAssertEqual(deliveredBeforeOtherWork.value, burst,
                       "the other work should run after the \(burst) events sent before it, and before the \(burst) sent after it")
        XCTAssertEqual(delivered.value, 2 * burst)
        subscription.dispose()
    }

    /// `observe(on:)` has no backpressure: while the observer is held, every element the
    /// producer sends waits in memory, on both paths (the serial path's arrays, the general
    /// path's queue). The producer is never slowed and nothing is dropped: with the observer
    /// held on the first element, all 10,000 elements sent are alive at once (each counts
    /// itself in a shared counter, and the producer keeps none), and once released, all are
    /// delivered in order.
    func testWhileTheObserverIsHeldEveryElementSentWaitsInMemoryOnBothPaths() {
        let count = 10_000
        let paths: [(String, ImmediateSchedulerType)] = [
            ("serial", serialScheduler("ch14.backpressure.serial")),
            ("general", ConcurrentDispatchQueueScheduler(queue: namedQueue("ch14.backpressure.concurrent", concurrent: true))),
        ]
        for (path, scheduler) in paths {
            let live = Locked(0)
            let firstHeld = DispatchSemaphore(value: 0)
            let releaseObserver = DispatchSemaphore(value: 0)
            let delivered = Locked<[Int]>([])
            let completed = expectation(description: "completed on the \(path) path")
            var source: AnyObserver<LiveToken>?

            let subscription = Observable<LiveToken>.create { observer in
                source = observer
                return Disposables.create()
            }
            .observe(on: scheduler)
            .subscribe(onNext: { token in
                if token.value == 0 {
                    firstHeld.signal()
                    _ = releaseObserver.wait(timeout: .now() + 30)
                }
                delivered.withValue { $0.append(token.value) }
            }, onCompleted: { completed.fulfill() })

            for value in 0 ..< count {
                source?.onNext(LiveToken(value, live: live))
                if value == 0 {
                    XCTAssertEqual(firstHeld.wait(timeout: .now() + 10), .success, path)
                }
            }
            // Every element sent so far is alive: one in the held delivery, the rest waiting.
            XCTAssertEqual(live.value, count, "\(path): elements alive while the observer is held")
            source?.onCompleted()
            releaseObserver.signal()
            wait(for: [completed], timeout: 30)
            XCTAssertEqual(delivered.value, Array(0 ..< count), path)
            subscription.dispose()
        }
    }

    /// On the serial path an element is released once it is delivered, not when the batch it
    /// waited in is used up: while the last of three elements is delivered, the two before it,
    /// the second from the same batch, are gone (each counts itself while alive).
    func testOnTheSerialPathADeliveredElementIsReleasedBeforeTheNextIsDelivered() {
        let live = Locked(0)
        let firstHeld = DispatchSemaphore(value: 0)
        let releaseObserver = DispatchSemaphore(value: 0)
        let aliveAtTheLast = Locked<Int?>(nil)
        let delivered = expectation(description: "the last element delivered")
        var source: AnyObserver<LiveToken>?

        let subscription = Observable<LiveToken>.create { observer in
            source = observer
            return Disposables.create()
        }
        .observe(on: serialScheduler("ch14.release"))
        .subscribe(onNext: { token in
            switch token.value {
            case 0:
                firstHeld.signal()
                _ = releaseObserver.wait(timeout: .now() + 30)
            case 2:
                aliveAtTheLast.withValue { $0 = live.value }
                delivered.fulfill()
            default:
                break
            }
        })

        source?.onNext(LiveToken(0, live: live))
        XCTAssertEqual(firstHeld.wait(timeout: .now() + 10), .success)
        // Both wait in the next batch while the first delivery is held.
        source?.onNext(LiveToken(1, live: live))
        source?.onNext(LiveToken(2, live: live))
        releaseObserver.signal()
        wait(for: [delivered], timeout: 10)
        XCTAssertEqual(aliveAtTheLast.value, 1, "only the element being delivered is alive")
        subscription.dispose()
        source = nil
    }

    /// On `MainScheduler.instance`, an event sent from inside the delivery of another finds the
    /// scheduler busy (`numberEnqueued`, chapter 11) and waits for the main queue's next turn:
    /// work sent to the main queue before it runs first, and the sender returns before it is
    /// delivered. The first event, sent on the main thread with nothing waiting, is delivered at
    /// once. Every delivery is on the main thread.
    func testOnMainSchedulerAnEventSentFromInsideADeliveryWaitsForTheNextTurn() {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs test methods on the main thread")
        let log = ThreadLog()
        let secondDelivered = expectation(description: "2 delivered")
        var source: AnyObserver<Int>?

        let subscription = Observable<Int>.create { observer in
            source = observer
            return Disposables.create()
        }
        .observe(on: MainScheduler.instance)
        .subscribe(onNext: { element in
            log.append("deliver \(element), main thread: \(Thread.isMainThread)")
            if element == 1 {
                DispatchQueue.main.async { log.append("main queue work") }
                source?.onNext(2)
                log.append("sent 2")
            } else {
                secondDelivered.fulfill()
            }
        })

        source?.onNext(1)
        log.append("sent 1")
        // Waiting spins the main run loop, which runs the main queue.
        wait(for: [secondDelivered], timeout: 10)

        XCTAssertEqual(log.entries, [
            "deliver 1, main thread: true",
            "sent 2",
            "sent 1",
            "main queue work",
            "deliver 2, main thread: true",
        ])
        subscription.dispose()
        // The source's closure holds the observer through `source`; let it go.
        source = nil
    }

    /// `numberEnqueued` counts all of `MainScheduler.instance`'s work, not one subscription's: an
    /// event sent into *another* subscription from inside a delivery on the main thread waits for
    /// the main queue's next turn too, behind work sent to the main queue before it.
    func testOnMainSchedulerAnEventForAnotherSubscriptionSentFromInsideADeliveryWaits() {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs test methods on the main thread")
        let log = ThreadLog()
        let bDelivered = expectation(description: "b delivered")
        let (b, subscriptionB) = manualSource(observedOn: MainScheduler.instance, named: "b", log: log)
        let bDone = b
        var sourceA: AnyObserver<Int>?
        let subscriptionA = Observable<Int>.create { observer in
            sourceA = observer
            return Disposables.create()
        }
        .observe(on: MainScheduler.instance)
        .subscribe(onNext: { element in
            log.append("a\(element) on \(currentPlace())")
            DispatchQueue.main.async { log.append("main queue work") }
            bDone.onNext(1)
            log.append("sent b1")
            DispatchQueue.main.async { bDelivered.fulfill() }
        })

        sourceA?.onNext(1)
        log.append("sent a1")
        wait(for: [bDelivered], timeout: 10)

        XCTAssertEqual(log.entries, ["a1 on main", "sent b1", "sent a1", "main queue work", "b1 on main"])
        subscriptionA.dispose()
        subscriptionB.dispose()
        sourceA = nil
    }

    /// The general path keeps RxSwift's loop: one event per step, the next step joining the back
    /// of the scheduler's queue. On an operation queue that runs one operation at a time, an
    /// operation added after two events arrived runs between their deliveries, so a busy
    /// subscription never holds the queue.
    func testOnTheGeneralPathOtherWorkRunsBetweenTwoSteps() {
        let operationQueue = OperationQueue()
        operationQueue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: operationQueue)
        let log = ThreadLog()
        let (a, subscription) = manualSource(observedOn: scheduler, named: "a", log: log) {
            OperationQueue.current === operationQueue ? "the operation queue" : "elsewhere"
        }
        let gate = DispatchSemaphore(value: 0)
        operationQueue.addOperation { gate.wait() }

        a.onNext(1)
        a.onNext(2)
        operationQueue.addOperation { log.append("other operation") }
        gate.signal()
        operationQueue.waitUntilAllOperationsAreFinished()
        operationQueue.waitUntilAllOperationsAreFinished()

        XCTAssertEqual(log.entries, ["a1 on the operation queue", "other operation", "a2 on the operation queue"])
        subscription.dispose()
    }

    // MARK: - The serial-queue fast path

    /// A `SerialDispatchQueueScheduler` (and so `MainScheduler`) gets the implementation without
    /// a queue and a lock of its own; any other scheduler gets the general one. Debug builds
    /// count the fast-path observables alive.
    func testSerialDispatchQueueSchedulerTakesTheFastPath() {
        func kind(_ observable: Observable<Int>) -> String {
            let name = String(describing: type(of: observable))
            return name.hasPrefix("ObserveOnSerialDispatchQueue") ? "serial path" : name.components(separatedBy: "<")[0]
        }
        let serial = serialScheduler("ch14.fast")
        let concurrent = ConcurrentDispatchQueueScheduler(queue: namedQueue("ch14.general", concurrent: true))
        let operations = OperationQueueScheduler(operationQueue: OperationQueue())

        #if TRACE_RESOURCES
        let before = Resources.numberOfSerialDispatchQueueObservables
        #endif
        var observables: [Observable<Int>]? = [
            Observable.just(1).observe(on: serial),
            Observable.just(1).observe(on: MainScheduler.instance),
            Observable.just(1).observe(on: MainScheduler.asyncInstance),
            Observable.just(1).observe(on: concurrent),
            Observable.just(1).observe(on: operations),
        ]

        XCTAssertEqual(observables!.map(kind), ["serial path", "serial path", "serial path", "ObserveOn", "ObserveOn"])
        #if TRACE_RESOURCES
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables - before, 3)
        observables = nil
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before)
        #else
        observables = nil
        #endif
    }

    // MARK: - Helpers

    /// Sends `0..<count` synchronously, observes them on `scheduler`, and returns what arrived
    /// and the set of queues it arrived on.
    private func deliver(count: Int, on scheduler: ImmediateSchedulerType) -> ([Int], Set<String>) {
        let recorder = Recorder<Int>()
        let places = ThreadLog()
        let completed = expectation(description: "completed")
        recorder.onEvent = { event in
            places.append(currentPlace())
            if event.isCompleted { completed.fulfill() }
        }
        let subscription = Observable.range(start: 0, count: count)
            .observe(on: scheduler)
            .subscribe(recorder)
        wait(for: [completed], timeout: 10)
        subscription.dispose()
        return (recorder.elements, Set(places.entries))
    }

    /// A source the test drives by hand (subjects come in chapter 15), observed on `scheduler`:
    /// each element is logged as `name` and the element, with where it was delivered.
    private func manualSource(
        observedOn scheduler: ImmediateSchedulerType, named name: String, log: ThreadLog,
        place: @escaping () -> String = currentPlace
    ) -> (AnyObserver<Int>, Disposable) {
        let source = Locked<AnyObserver<Int>?>(nil)
        let subscription = Observable<Int>.create { observer in
            source.value = observer
            return Disposables.create()
        }
        .observe(on: scheduler)
        .subscribe(onNext: { log.append("\(name)\($0) on \(place())") })
        return (source.value!, subscription)
    }
}

// MARK: - Named queues

/// The key under which each test queue stores its name, so code can ask which queue runs it.
private let queueNameKey = DispatchSpecificKey<String>()

/// The name of the test queue running the caller, "main" on the main thread, "other" elsewhere.
private func currentPlace() -> String {
    if let name = DispatchQueue.getSpecific(key: queueNameKey) {
        return name
    }
    return Thread.isMainThread ? "main" : "other"
}

/// A new dispatch queue that knows its name through `queueNameKey`.
private func namedQueue(_ name: String, concurrent: Bool) -> DispatchQueue {
    let queue = DispatchQueue(label: name, attributes: concurrent ? [.concurrent] : [])
    queue.setSpecific(key: queueNameKey, value: name)
    return queue
}

/// A serial dispatch scheduler whose queue knows its name through `queueNameKey`.
private func serialScheduler(_ name: String) -> SerialDispatchQueueScheduler {
    SerialDispatchQueueScheduler(internalSerialQueueName: name, serialQueueConfiguration: { queue in
        queue.setSpecific(key: queueNameKey, value: name)
    })
}

/// Counts how many threads are inside a region at once, and the most there ever were.
private final class OverlapCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var inside = 0
    private var mostInside = 0

    func enter() {
        lock.lock()
        inside += 1
        mostInside = max(mostInside, inside)
        lock.unlock()
    }

    func leave() {
        lock.lock()
        inside -= 1
        lock.unlock()
    }

    var maximum: Int {
        lock.lock()
        defer { lock.unlock() }
        return mostInside
    }
}

/// An element that counts how many of its kind are alive, so a test can see where elements wait.
private final class LiveToken {
    let value: Int
    private let live: Locked<Int>

    init(_ value: Int, live: Locked<Int>) {
        self.value = value
        self.live = live
        live.withValue { $0 += 1 }
    }

    deinit {
        live.withValue { $0 -= 1 }
    }
}

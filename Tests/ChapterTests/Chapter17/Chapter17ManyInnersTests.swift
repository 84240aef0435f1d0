#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

/// Chapter 17: many inners. `flatMap` keeps each running inner's observer in a `Bag` under its own lock, and each inner's subscription in its observer
/// and one lock over outer and inners; RxReading's sinks decide under that lock and call out after
/// releasing it, which removes the deadlocks RxSwift 6.5's shape allows.
final class Chapter17ManyInnersTests: RxReadingTestCase {

    // MARK: - flatMap: every inner at once

    /// flatMap subscribes to each inner as its outer element arrives and sends the inners'
    /// elements as they come, interleaved; the result completes only once the outer and both
    /// inners have completed (the chapter's flat-map marble diagram).
    func testFlatMapInterleavesItsInnersAndCompletesAfterTheOuterAndEveryInner() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = try scheduler.createHotObservable("-a--b----|", values: ["a": "a", "b": "b"])
        let innerA = try scheduler.createColdObservable("-1---2|", values: ["1": 1, "2": 2])
        let innerB = try scheduler.createColdObservable("-3--4----|", values: ["3": 3, "4": 4])
        let observer = scheduler.start { outer.flatMap { $0 == "a" ? innerA : innerB } }
        XCTAssertEqual(observer.events, [.next(220, 1), .next(250, 3), .next(260, 2), .next(280, 4), .completed(330)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(innerA.subscriptions, [Subscription(210, 270)])
        XCTAssertEqual(innerB.subscriptions, [Subscription(240, 330)])
    }

    /// An inner that completes is taken out of the sink's bag and disposed at once, by merge
    /// itself, while the merge goes on; the outer's completion alone does not end the result. The
    /// last inner is disposed before the completion goes downstream, as in RxSwift 6.5. (The
    /// inners here, unlike `create`'s, do not dispose themselves when they complete.)
    func testACompletedInnerIsDisposedAtOnceWhileTheOthersRun() {
        var log: [String] = []
        let outer = PublishSubject<String>()
        let inners = ["a": ManualSource(name: "a") { log.append($0) }, "b": ManualSource(name: "b") { log.append($0) }]
        let subscription = outer
            .flatMap { inners[$0]! }
            .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        outer.onNext("a")
        outer.onNext("b")
        inners["a"]!.send(.next(1))
        inners["a"]!.send(.completed)
        outer.onCompleted()
        inners["b"]!.send(.next(2))
        log.append("b still runs")
        inners["b"]!.send(.completed)
        XCTAssertEqual(log, ["next 1", "a disposed", "next 2", "b still runs", "b disposed", "completed"])
        subscription.dispose()
    }

    /// An error from one inner ends the result with that error, and disposes the outer and every
    /// other inner at that moment.
    func testAnInnersErrorEndsFlatMapAndDisposesTheOuterAndTheOtherInners() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = try scheduler.createHotObservable("-a--b-------|", values: ["a": "a", "b": "b"])
        let innerA = try scheduler.createColdObservable("-1------2|", values: ["1": 1, "2": 2])
        let innerB = try scheduler.createColdObservable("--#", values: [:] as [Character: Int])
        let observer = scheduler.start { outer.flatMap { $0 == "a" ? innerA : innerB } }
        XCTAssertEqual(observer.events, [.next(220, 1), .error(260, Marbles.defaultError)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(innerA.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(innerB.subscriptions, [Subscription(240, 260)])
    }

    /// A selector that throws ends the result with that error and disposes what is running.
    func testASelectorThatThrowsEndsFlatMapAndDisposesTheRest() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = try scheduler.createHotObservable("-a--b---|", values: ["a": "a", "b": "b"])
        let innerA = try scheduler.createColdObservable("-1-------|", values: ["1": 1])
        let observer = scheduler.start {
            outer.flatMap { name -> TestableObservable<Int> in
                if name == "b" { throw TestError("selector") }
                return innerA
            }
        }
        XCTAssertEqual(observer.events, [.next(220, 1), .error(240, TestError("selector"))])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(innerA.subscriptions, [Subscription(210, 240)])
    }

    /// An inner that completes during its own `subscribe` (a `just`) never enters the sink's bag of
    /// running inners; one still running does, and leaves it when it completes.
    func testAnInnerThatEndsDuringItsSubscribeNeverEntersTheBag() {
        let outer = PublishSubject<Int>()
        let running = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let sink = MergeSink<Int, Observable<Int>, Recorder<Int>>(
            selector: { $0 == 0 ? running.asObservable() : .just($0) },
            onlyWhenIdle: false, observer: recorder, cancel: SinkDisposer())
        let subscription = sink.run(outer.asObservable())
        outer.onNext(0)
        XCTAssertEqual(sink.lock.performLocked { sink.inners.count }, 1)
        outer.onNext(1)
        XCTAssertEqual(sink.lock.performLocked { sink.inners.count }, 1, "the finished just stayed in the bag")
        running.onCompleted()
        XCTAssertEqual(sink.lock.performLocked { sink.inners.count }, 0)
        XCTAssertEqual(recorder.elements, [1])
        subscription.dispose()
    }

    // MARK: - flatMapFirst: drop while busy

    /// flatMapFirst ignores an element that arrives while an inner runs, and does not even call
    /// the selector for it; once the inner has completed, the next element is mapped again.
    func testFlatMapFirstDropsElementsWhileAnInnerRunsWithoutCallingTheSelector() {
        var selected: [String] = []
        let outer = PublishSubject<String>()
        let first = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = outer
            .flatMapFirst { name -> Observable<Int> in
                selected.append(name)
                return name == "a" ? first.asObservable() : .just(9)
            }
            .subscribe(recorder)
        outer.onNext("a")
        outer.onNext("b")
        first.onNext(1)
        first.onCompleted()
        outer.onNext("c")
        XCTAssertEqual(selected, ["a", "c"])
        XCTAssertEqual(recorder.elements, [1, 9])
        subscription.dispose()
    }

    // MARK: - merge(maxConcurrent:), concat, concatMap: a waiting queue

    /// merge(maxConcurrent: 2) subscribes to two inners at once; the third waits and is
    /// subscribed when one of the two completes.
    func testMergeMaxConcurrentSubscribesAWaitingInnerWhenARunningOneCompletes() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let innerA = try scheduler.createColdObservable("-1--1|", values: ["1": 1])
        let innerB = try scheduler.createColdObservable("--2------2|", values: ["2": 2])
        let innerC = try scheduler.createColdObservable("-3|", values: ["3": 3])
        let inners = ["a": innerA, "b": innerB, "c": innerC]
        let outer = try scheduler.createHotObservable("-abc---|", values: ["a": "a", "b": "b", "c": "c"])
        let observer = scheduler.start { outer.map { inners[$0]!.asObservable() }.merge(maxConcurrent: 2) }
        XCTAssertEqual(observer.events, [.next(220, 1), .next(240, 2), .next(250, 1), .next(270, 3), .next(310, 2), .completed(320)])
        XCTAssertEqual(innerA.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(innerB.subscriptions, [Subscription(220, 320)])
        XCTAssertEqual(innerC.subscriptions, [Subscription(260, 280)])
    }

    /// concat waits: the second inner is subscribed only when the first has completed, so its
    /// elements follow the first's, even though it would have sent earlier (the concat diagram).
    func testConcatMapSubscribesTheNextInnerOnlyWhenThePreviousOneHasCompleted() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = try scheduler.createHotObservable("-a--b----|", values: ["a": "a", "b": "b"])
        let innerA = try scheduler.createColdObservable("-1---2|", values: ["1": 1, "2": 2])
        let innerB = try scheduler.createColdObservable("-3--4----|", values: ["3": 3, "4": 4])
        let observer = scheduler.start { outer.concatMap { $0 == "a" ? innerA : innerB } }
        XCTAssertEqual(observer.events, [.next(220, 1), .next(260, 2), .next(280, 3), .next(310, 4), .completed(360)])
        XCTAssertEqual(innerA.subscriptions, [Subscription(210, 270)])
        XCTAssertEqual(innerB.subscriptions, [Subscription(270, 360)])
    }

    /// A hot inner that waits in concat's queue is not subscribed yet: whatever it sends while it
    /// waits is lost. Waiting is subscribing later, not buffering.
    func testConcatLosesWhatAHotInnerSendsWhileItWaits() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = Observable.of(first.asObservable(), second.asObservable()).concat().subscribe(recorder)
        second.onNext(20)
        first.onNext(10)
        first.onCompleted()
        second.onNext(21)
        XCTAssertEqual(recorder.elements, [10, 21])
        subscription.dispose()
    }

    /// concatMap runs its selector as each element arrives, even when the inner it makes has to
    /// wait for the one before; the inner is subscribed later.
    func testConcatMapRunsTheSelectorOnArrivalEvenWhenItsInnerWaits() {
        var log: [String] = []
        let outer = PublishSubject<String>()
        let first = PublishSubject<Int>()
        let subscription = outer
            .concatMap { name -> Observable<Int> in
                log.append("selector \(name)")
                if name == "a" { return first.asObservable() }
                return Observable<Int>.deferred {
                    log.append("subscribed \(name)")
                    return .just(2)
                }
            }
            .subscribe(onNext: { log.append("next \($0)") })
        outer.onNext("a")
        outer.onNext("b")
        log.append("a completes")
        first.onCompleted()
        XCTAssertEqual(log, ["selector a", "selector b", "a completes", "subscribed b", "next 2"])
        subscription.dispose()
    }

    /// The waiting queue has no bound: ten thousand inners queued behind one that has not
    /// completed are all kept, and run in the order they arrived. (Each waiting inner here is
    /// subscribed through the test scheduler, so the queue drains in a loop, not by recursion.)
    func testTheWaitingQueueHasNoBound() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([Recorded<Event<Int>>.completed(100)])
        let waiting = (0..<10_000).map { Observable.just($0).subscribe(on: scheduler) }
        // The test scheduler runs each waiting inner's subscription a tick after the one before.
        let observer = scheduler.start(created: 100, subscribed: 200, disposed: 100_000) {
            Observable.from([first.asObservable()] + waiting).concat()
        }
        let elements = observer.events.compactMap(\.value.element)
        XCTAssertEqual(elements.count, 10_000)
        XCTAssertTrue(elements == Array(0..<10_000), "the waiting inners ran out of the order they arrived in")
        XCTAssertGreaterThan(observer.events.first?.time ?? 0, 300, "a waiting inner ran before the first one completed")
        XCTAssertEqual(observer.events.last.map { $0.value.isStopEvent }, true)
    }

    /// Ten thousand waiting inners that each complete during their own `subscribe` run in a loop,
    /// not nested one inside the other: every one is subscribed from the same stack depth (the
    /// highest and lowest addresses of a local variable in their subscribe closures lie less than
    /// 64 KB apart, where a frame chain per inner would need megabytes; RxSwift 6.5 nests them and
    /// overflows here), and they run in the order they arrived.
    func testWaitingInnersThatCompleteAtOnceAreSubscribedInALoopNotARecursion() {
        @inline(never)
        func stackAddress() -> UInt {
            var marker = 0
            return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        }
        var lowest = UInt.max
        var highest = UInt.min
        func completesAtOnce(_ value: Int) -> Observable<Int> {
            Observable.create { observer in
                let here = stackAddress()
                lowest = min(lowest, here)
                highest = max(highest, here)
                observer.onNext(value)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        let first = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let inners = PublishSubject<Observable<Int>>()
        let subscription = inners.concat().subscribe(recorder)
        inners.onNext(first.asObservable())
        for value in 0..<10_000 {
            inners.onNext(completesAtOnce(value))
        }
        inners.onCompleted()
        // Completing the first inner passes its place down the whole queue on this thread.
        first.onCompleted()
        XCTAssertEqual(recorder.elements, Array(0..<10_000))
        XCTAssertEqual(recorder.events.last.map { $0.isStopEvent }, true)
        XCTAssertLessThan(highest - lowest, 64 * 1024, "the waiting inners were subscribed one inside the other")
        subscription.dispose()
    }

    // MARK: - The static merge

    /// The static merge subscribes to every source at once, in the list's order, in all three
    /// spellings (a collection, an array, a variadic list), and completes when all have.
    func testStaticMergeSubscribesToEverySourceAtOnceInAllThreeSpellings() throws {
        for spelling in ["collection", "array", "variadic"] {
            let scheduler = TestScheduler(initialClock: 0)
            let a = try scheduler.createColdObservable("-1---|", values: ["1": 1])
            let b = try scheduler.createColdObservable("--2-|", values: ["2": 2])
            let observer = scheduler.start { () -> Observable<Int> in
                switch spelling {
                case "collection": return Observable.merge(AnyCollection([a.asObservable(), b.asObservable()]))
                case "array": return Observable.merge([a.asObservable(), b.asObservable()])
                default: return Observable.merge(a.asObservable(), b.asObservable())
                }
            }
            XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(250)], spelling)
            XCTAssertEqual(a.subscriptions, [Subscription(200, 250)], spelling)
            XCTAssertEqual(b.subscriptions, [Subscription(200, 240)], spelling)
        }
    }

    /// A static merge of no sources completes at once.
    func testStaticMergeOfNoSourcesCompletesAtOnce() {
        let recorder = Recorder<Int>()
        _ = Observable<Int>.merge([]).subscribe(recorder)
        XCTAssertEqual(recorder.events, [.completed])
    }

    // MARK: - The deadlocks of calling out under a lock

    /// #2711 with no lock of the program's own on RxSwift 6.5: the inner being torn down is a
    /// subscription to a `BehaviorSubject`, which in 6.5 sends a new subscriber its current value
    /// while holding its lock. Thread B completes that inner, so the merge unsubscribes from the
    /// subject; thread A, at the same moment, subscribes the merge's second source to the subject,
    /// whose replay, under the subject's lock, sends into the merge. RxSwift 6.5 unsubscribes under
    /// merge's lock, and each thread waits for the lock the other holds; here the unsubscribe
    /// happens after merge's lock is released. RxReading's `BehaviorSubject` replays without its
    /// lock (chapter 15), so the subject here is `replayingUnderALock`, 6.5's shape of it.
    /// (Probes/Deadlocks' `merge-teardown-behaviorsubject`: 10 runs of 10 deadlocked on RxSwift
    /// 6.5.0; Appendix B.)
    func testMergeTearsDownAnInnerWhileASubjectReplaysIntoItWithoutDeadlock() {
        let subject = replayingUnderALock(0)
        let second = PublishSubject<Int>()
        let replayIsUnderway = DispatchSemaphore(value: 0)
        let teardownStarted = DispatchSemaphore(value: 0)
        let inner = TeardownHookedSource(subject.asObservable()) {
            teardownStarted.signal()
            _ = replayIsUnderway.wait(timeout: .now() + 5)
        }
        let recorder = Recorder<Int>()
        let subscription = Observable.merge(inner.observable, second.asObservable()).subscribe(recorder)

        let binding = Locked<Disposable?>(nil)
        let finished = runTwo(
            { inner.complete() },
            {
                _ = teardownStarted.wait(timeout: .now() + 5)
                binding.value = subject.asObservable()
                    .map { value -> Int in replayIsUnderway.signal(); return value + 100 }
                    .subscribe(second)
            })
        XCTAssertTrue(finished, "the two threads deadlocked: merge unsubscribed from the subject while holding its lock")
        // Deadlocked threads still hold the locks disposing would need: leave everything as it is.
        guard finished else { return }
        XCTAssertEqual(recorder.elements, [0, 100])
        binding.value?.dispose()
        subscription.dispose()
    }

    /// The same cycle in `concat()`: the running inner completes (its subscription to a subject
    /// that replays under its lock, as 6.5's `BehaviorSubject` does, is torn down) while the
    /// subject's replay, under its lock, hands concat its next inner. RxSwift 6.5 removes the
    /// finished inner under concat's lock (10 runs of 10 deadlocked on RxSwift 6.5.0 with its
    /// `BehaviorSubject`, Probes/Deadlocks' `concat-teardown-behaviorsubject`); here after
    /// releasing it.
    func testConcatTearsDownAnInnerWhileASubjectReplaysIntoItWithoutDeadlock() {
        let subject = replayingUnderALock(0)
        let inners = PublishSubject<Observable<Int>>()
        let replayIsUnderway = DispatchSemaphore(value: 0)
        let teardownStarted = DispatchSemaphore(value: 0)
        let inner = TeardownHookedSource(subject.asObservable()) {
            teardownStarted.signal()
            _ = replayIsUnderway.wait(timeout: .now() + 5)
        }
        let recorder = Recorder<Int>()
        let subscription = inners.concat().subscribe(recorder)
        inners.onNext(inner.observable)

        let binding = Locked<Disposable?>(nil)
        let finished = runTwo(
            { inner.complete() },
            {
                _ = teardownStarted.wait(timeout: .now() + 5)
                binding.value = subject.asObservable()
                    .map { value -> Observable<Int> in replayIsUnderway.signal(); return .just(value + 100) }
                    .subscribe(inners)
            })
        XCTAssertTrue(finished, "the two threads deadlocked: concat removed the finished inner while holding its lock")
        // Deadlocked threads still hold the locks disposing would need: leave everything as it is.
        guard finished else { return }
        XCTAssertEqual(recorder.elements, [0, 100])
        binding.value?.dispose()
        subscription.dispose()
    }


    /// RxSwift #2711: when an inner completes, `merge` disposes its subscription. RxSwift 6.5 does
    /// it while holding the merge's lock; if that teardown needs a lock another thread holds, and
    /// that thread is sending into the merge, each waits for the other. RxReading disposes after
    /// releasing its lock: the teardown gets the foreign lock as soon as the sender lets it go.
    /// (Each wait is bounded: with RxSwift 6.5's shape the test fails after two seconds instead of
    /// hanging.)
    func testMergeDisposesACompletedInnerWithoutHoldingItsLock() {
        for _ in 0..<3 {
            let foreignLock = NSRecursiveLock()
            let foreignLockHeld = DispatchSemaphore(value: 0)
            let teardownStarted = DispatchSemaphore(value: 0)
            let teardownGotTheLock = Locked(false)
            let first = PublishSubject<Int>()
            let second = PublishSubject<Int>()
            let firstWithALockingTeardown = Observable<Int>.create { observer in
                let subscription = first.subscribe(observer)
                return Disposables.create {
                    teardownStarted.signal()
                    if foreignLock.lock(before: Date().addingTimeInterval(2)) {
                        foreignLock.unlock()
                        teardownGotTheLock.withValue { $0 = true }
                    }
                    subscription.dispose()
                }
            }
            let recorder = Recorder<Int>()
            let subscription = Observable.merge(firstWithALockingTeardown, second.asObservable()).subscribe(recorder)

            let done = DispatchGroup()
            done.enter()
            Thread.detachNewThread {
                foreignLock.lock()
                foreignLockHeld.signal()
                _ = teardownStarted.wait(timeout: .now() + 30)
                second.onNext(1)
                foreignLock.unlock()
                done.leave()
            }
            done.enter()
            Thread.detachNewThread {
                _ = foreignLockHeld.wait(timeout: .now() + 30)
                first.onCompleted()
                done.leave()
            }
            XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
            XCTAssertTrue(teardownGotTheLock.withValue { $0 },
                          "merge tore the completed inner down while holding its lock: the teardown waited for the sender, which waited for merge")
            XCTAssertEqual(recorder.events, [.next(1)])
            subscription.dispose()
        }
    }

    /// The other half of the cycle: RxSwift 6.5's merge holds its lock while it calls the next
    /// observer. An observer that takes a lock of its own, while another thread that holds that
    /// lock sends into the merge, deadlocks there. RxReading's merge never waits: the second
    /// thread leaves its element for the thread already delivering and returns at once.
    func testMergeDeliversWithoutHoldingItsLockSoAnObserversLockCannotDeadlockIt() {
        let observersLock = NSLock()
        let secondThreadHoldsTheLock = DispatchSemaphore(value: 0)
        let firstThreadIsDelivering = DispatchSemaphore(value: 0)
        let observerGotItsLock = Locked<[Bool]>([])
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = Observable.merge(a.asObservable(), b.asObservable())
            .subscribe(onNext: { element in
                if element == 1 {
                    firstThreadIsDelivering.signal()
                    let got = observersLock.lock(before: Date().addingTimeInterval(2))
                    if got { observersLock.unlock() }
                    observerGotItsLock.withValue { $0.append(got) }
                }
                recorder.on(.next(element))
            })

        let done = DispatchGroup()
        done.enter()
        Thread.detachNewThread {
            observersLock.lock()
            secondThreadHoldsTheLock.signal()
            _ = firstThreadIsDelivering.wait(timeout: .now() + 30)
            b.onNext(2)   // RxSwift 6.5 waits here for merge's lock, which the first thread holds
            observersLock.unlock()
            done.leave()
        }
        done.enter()
        Thread.detachNewThread {
            _ = secondThreadHoldsTheLock.wait(timeout: .now() + 30)
            a.onNext(1)
            done.leave()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(observerGotItsLock.withValue { $0 }, [true],
                       "the observer could not take its lock: merge made the other thread wait while it held it")
        XCTAssertEqual(recorder.elements, [1, 2])
        subscription.dispose()
    }

    /// What keeping no lock costs: when a second thread sends while a first is delivering, the
    /// second thread's element is delivered by the first, after its current `onNext` returns. In
    /// RxSwift 6.5 the second thread would wait for the lock and deliver its element itself. The
    /// order of the elements is the same in both; the thread that runs `onNext` for the second one
    /// is not.
    func testAnElementSentWhileAnotherThreadDeliversIsDeliveredByThatThread() {
        let secondMaySend = DispatchSemaphore(value: 0)
        let secondHasSent = DispatchSemaphore(value: 0)
        let a = PublishSubject<String>()
        let b = PublishSubject<String>()
        let log = ThreadLog()
        let names = ThreadNames()
        let subscription = Observable.merge(a.asObservable(), b.asObservable())
            .subscribe(onNext: { element in
                log.append("\(element) on \(names.current)")
                if element == "a" {
                    secondMaySend.signal()
                    _ = secondHasSent.wait(timeout: .now() + 30)
                }
            })

        let done = DispatchGroup()
        done.enter()
        let first = Thread {
            names.name("first")
            a.onNext("a")
            done.leave()
        }
        done.enter()
        let second = Thread {
            names.name("second")
            _ = secondMaySend.wait(timeout: .now() + 30)
            b.onNext("b")   // returns at once: the first thread is delivering
            log.append("b.onNext returned on second")
            secondHasSent.signal()
            done.leave()
        }
        first.start()
        second.start()
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(log.entries, ["a on first", "b.onNext returned on second", "b on first"])
        subscription.dispose()
    }

    /// A selector runs outside merge's lock: an inner on another thread can deliver while the
    /// selector for the next outer element is still running. In RxSwift 6.5 the selector runs
    /// under the lock, so a selector that waits for an inner's element waits forever.
    func testTheSelectorRunsOutsideTheLock() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let innerElementDelivered = DispatchSemaphore(value: 0)
        let selectorSawTheInnerElement = Locked<Bool?>(nil)
        let subscription = outer
            .flatMap { value -> Observable<Int> in
                if value == 2 {
                    let sender = Thread { inner.onNext(10) }
                    sender.start()
                    selectorSawTheInnerElement.withValue { $0 = innerElementDelivered.wait(timeout: .now() + 2) == .success }
                }
                return value == 1 ? inner.asObservable() : .never()
            }
            .subscribe(onNext: { element in
                if element == 10 { innerElementDelivered.signal() }
            })
        outer.onNext(1)
        outer.onNext(2)
        XCTAssertEqual(selectorSawTheInnerElement.withValue { $0 }, true,
                       "the inner's element could not be delivered while the selector ran: the selector held merge's lock")
        subscription.dispose()
    }

    /// A re-entrant element, sent by the observer's own `onNext` into another inner on the same
    /// thread, is delivered at once, nested inside the first `onNext`: the order RxSwift 6.5's
    /// recursive lock gives, kept.
    func testAReentrantElementOnTheDeliveringThreadIsDeliveredNestedAsInRxSwift() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var log: [String] = []
        let subscription = Observable.merge(a.asObservable(), b.asObservable())
            .subscribe(onNext: { element in
                log.append("enter \(element)")
                if element == 1 { b.onNext(10) }
                log.append("exit \(element)")
            })
        a.onNext(1)
        XCTAssertEqual(log, ["enter 1", "enter 10", "exit 10", "exit 1"])
        subscription.dispose()
    }

    /// However many threads send into a merge at once, its observer is never called by two of them
    /// at the same time, every element arrives, and the completion comes last.
    func testConcurrentInnersNeverOverlapDownstreamAndNothingIsLost() {
        for _ in 0..<20 {
            let subjects = (0..<4).map { _ in PublishSubject<Int>() }
            let inside = Locked(false)
            let overlaps = Locked(0)
            let recorder = Recorder<Int>()
            let subscription = Observable.merge(subjects.map { $0.asObservable() })
                .subscribe { event in
                    let wasInside = inside.withValue { value -> Bool in
                        defer { value = true }
                        return value
                    }
                    if wasInside { overlaps.withValue { $0 += 1 } }
                    recorder.on(event)
                    inside.withValue { $0 = false }
                }
            runSimultaneously(threadCount: 4) { index in
                for element in 0..<200 {
                    subjects[index].onNext(index * 1_000 + element)
                }
                subjects[index].onCompleted()
            }
            XCTAssertEqual(overlaps.withValue { $0 }, 0)
            XCTAssertEqual(recorder.elements.count, 800)
            XCTAssertEqual(Set(recorder.elements).count, 800)
            XCTAssertEqual(recorder.events.last.map { $0.isStopEvent }, true)
            XCTAssertEqual(recorder.events.filter { $0.isStopEvent }.count, 1)
            subscription.dispose()
        }
    }
}

extension Chapter17ManyInnersTests {
    /// An inner that completes on another thread while its `subscribe` is still returning is not
    /// kept among the running inners: the completing thread forgets it under the merge's lock
    /// before it marks it ended, and the subscribing thread, taking that lock in between, sees it
    /// forgotten and leaves it out. (Kept, it would stay in the bag until the whole merge is
    /// disposed.) The two threads are ordered by semaphores, the order of `MergeSink.innerOn`:
    /// forget under the lock, then `finish()` after it.
    func testAnInnerThatCompletesOnAnotherThreadDuringItsSubscribeIsNotKept() {
        let merger = ForgettingMerger()
        let iter = MergeSinkIter(parent: merger)
        let forgotten = DispatchSemaphore(value: 0)
        let subscribeReturned = DispatchSemaphore(value: 0)
        merger.completing = { iter in
            merger.lock.performLocked { merger.forget(iter) }
            forgotten.signal()
            _ = subscribeReturned.wait(timeout: .now() + 5)
            iter.finish()
        }
        let inner = Observable<Int>.create { observer in
            Thread.detachNewThread { observer.onCompleted() }
            // The completing thread has forgotten the inner, and not yet marked it ended.
            XCTAssertEqual(forgotten.wait(timeout: .now() + 5), .success)
            return Disposables.create()
        }
        merger.subscribe(inner, with: iter)
        let keptWhileSubscribing = merger.lock.performLocked { merger.inners.count }
        subscribeReturned.signal()
        XCTAssertEqual(keptWhileSubscribing, 0, "the finished inner was put into the bag after it had been forgotten")
        let deadline = Date().addingTimeInterval(5)
        while !iter.hasEnded && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.001)
        }
        XCTAssertTrue(iter.hasEnded)
        XCTAssertEqual(merger.lock.performLocked { merger.inners.count }, 0)
        merger.completing = { _ in }  // the closure holds the merger: let both go
    }
}

/// The shared code of `MergeSink` and `MergeLimitedSink` (`InnerMerger`) with an `innerOn` that
/// the test drives: on completion it runs `completing`, which does what the sinks do, in steps.
private final class ForgettingMerger: InnerMerger {
    typealias InnerElement = Int
    let lock = RecursiveLock()
    let outerSubscription = SingleAssignmentDisposable()
    var inners = Bag<MergeSinkIter<ForgettingMerger>>()
    var sourcesDisposed = false
    var completing: (MergeSinkIter<ForgettingMerger>) -> Void = { _ in }

    func innerOn(_ event: Event<Int>, from iter: MergeSinkIter<ForgettingMerger>) {
        if case .completed = event {
            completing(iter)
        }
    }
}

/// An observable with one subscriber that sends only what the test tells it to, and logs when its
/// subscription is disposed; unlike a `create` sink, it never disposes itself.
private final class ManualSource: Observable<Int>, @unchecked Sendable {
    let name: String
    let log: (String) -> Void
    var observer: AnyObserver<Int>?

    init(name: String, log: @escaping (String) -> Void) {
        self.name = name
        self.log = log
    }

    override func subscribeErased(_ observer: AnyObserver<Int>) -> Disposable {
        self.observer = observer
        return Disposables.create { [weak self, name, log] in
            self?.observer = nil
            log("\(name) disposed")
        }
    }

    func send(_ event: Event<Int>) {
        observer?.on(event)
    }
}

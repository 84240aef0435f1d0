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

private struct Failure: Error, CustomStringConvertible {
    var description: String { "failure" }
}

/// Chapter 19: combining. `combineLatest`, `zip` and `withLatestFrom` keep one lock per
/// subscription over all their sources; they decide under it, run the user's selector and call
/// out after releasing it, and still deliver results in the order the lock decided them.
final class Chapter19CombiningTests: RxReadingTestCase {

    // MARK: - combineLatest's rules

    /// Nothing comes until every source has sent once; after that every element of any source
    /// sends a combination with the others' latest. The result completes when every source has.
    func testCombineLatestWaitsForEverySourceThenCombinesTheLatestAndCompletesWhenAllHave() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(260)])
        let b = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(250)])
        let res = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 12), .next(240, 22), .completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
    }

    /// RxSwift #2317: a source that completes without ever sending makes a combination impossible,
    /// yet `combineLatest` does not complete then. It completes when another source sends while
    /// every other one is done (checked at that element), or when all have completed.
    func testCombineLatestNoticesASourceThatCompletedEmptyOnlyAtTheNextElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let other = scheduler.createHotObservable([.next(220, 1), .next(230, 2)])
        let res = scheduler.start { Observable.combineLatest(empty, other) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])

        // With a third source still running, the element at 220 does not end it: it waits.
        let scheduler3 = TestScheduler(initialClock: 0)
        let empty3 = scheduler3.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let other3 = scheduler3.createHotObservable([.next(220, 1), .next(230, 2)])
        let running = scheduler3.createHotObservable([Recorded<Event<Int>>]())
        let res3 = scheduler3.start { Observable.combineLatest(empty3, other3, running) { $0 + $1 + $2 } }
        XCTAssertEqual(res3.events, [Recorded<Event<Int>>]())
        XCTAssertEqual(empty3.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other3.subscriptions, [Subscription(200, 1000)])
    }

    /// The same two events in the other order: the source that will never send completes after the
    /// other has sent. Nothing happens at that completion; the result completes only at the other
    /// source's next element (RxSwift #2317 calls this asymmetric), and a silent other source
    /// would keep it running for ever.
    func testCombineLatestIsAsymmetricAboutASourceThatCompletesEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let other = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
        let res = scheduler.start { Observable.combineLatest(empty, other) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(230)], "nothing at 220, when the empty source completed")
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 230)])
    }

    /// An error from any source ends `combineLatest` at once, and disposes every source.
    func testCombineLatestEndsAtTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .error(220, Failure())])
        let b = scheduler.createHotObservable([.next(215, 10), .next(230, 20)])
        let res = scheduler.start { Observable.combineLatest(a, b) }
        XCTAssertEqual(res.events.map { $0.time }, [215, 220])
        XCTAssertEqual(res.events.last?.value.error.map { "\($0)" }, "failure")
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
    }

    /// The collection form follows the same rules and sends arrays; an empty collection sends the
    /// selector's result for no values, then completes.
    func testCombineLatestOverACollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = [
            scheduler.createHotObservable([.next(210, 1), .completed(240)]),
            scheduler.createHotObservable([.next(220, 2), .next(230, 3), .completed(250)]),
        ]
        let res = scheduler.start { Observable.combineLatest(sources).map { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.next(220, 3), .next(230, 4), .completed(250)])

        let none = try? Observable<Int>.combineLatest([Observable<Int>](), resultSelector: { $0.count })
            .toBlocking().materialize()
        guard case .completed(let elements)? = none else { return XCTFail("\(String(describing: none))") }
        XCTAssertEqual(elements, [0])
    }

    // MARK: - zip's rules

    /// zip pairs elements by position, keeping a queue per source with no bound: a source that
    /// runs ahead has every element kept until the other catches up. The 2-8 forms complete only
    /// when every source has completed, even when a finished source's queue is empty and no pair
    /// can come any more (RxSwift 5.0's rule; before it, this zip completed at 215).
    func testZipQueuesWithoutBoundAndItsFixedFormsCompleteOnlyWhenAllSourcesHave() {
        let scheduler = TestScheduler(initialClock: 0)
        let fast = scheduler.createHotObservable((0..<1_000).map { .next(210, $0) } + [.completed(220)])
        let slow = scheduler.createHotObservable((0..<1_000).map { .next(300 + $0 / 10, $0) } + [.next(500, -1)])
        let res = scheduler.start { Observable.zip(fast, slow) { $0 == $1 } }
        XCTAssertEqual(res.events.count, 1_000, "every element of the fast source was kept")
        XCTAssertTrue(res.events.allSatisfy { $0.value.element == true })
        XCTAssertEqual(fast.subscriptions, [Subscription(200, 220)])
        // The fast source is done and its queue is empty at 500; the 2-source zip still waits.
        XCTAssertEqual(slow.subscriptions, [Subscription(200, 1000)])

        // testZip_EmptyNonEmpty's case: one completes empty, the other sends and then completes.
        let scheduler2 = TestScheduler(initialClock: 0)
        let empty = scheduler2.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let other = scheduler2.createHotObservable([.next(215, 2), .completed(220)])
        let res2 = scheduler2.start { Observable.zip(empty, other) { $0 + $1 } }
        XCTAssertEqual(res2.events, [.completed(220)])
    }

    /// The queue has no bound: next to a source that never sends, every element of the other one
    /// stays in zip's queue, alive, for as long as the subscription lasts. The elements are
    /// objects that count themselves, so the test sees what zip holds, not what it sends.
    func testZipHoldsEveryElementOfAFastSourceWhileTheOtherNeverSends() {
        let live = Locked(0)
        final class Counted {
            let live: Locked<Int>
            init(_ live: Locked<Int>) { self.live = live; live.withValue { $0 += 1 } }
            deinit { live.withValue { $0 -= 1 } }
        }
        let fast = PublishSubject<Counted>()
        let silent = PublishSubject<Int>()
        var results = 0
        let subscription = Observable.zip(fast, silent).subscribe(onNext: { _ in results += 1 })
        for _ in 0..<10_000 {
            fast.onNext(Counted(live))
        }
        XCTAssertEqual(results, 0)
        XCTAssertEqual(live.withValue { $0 }, 10_000, "zip dropped elements of the fast source instead of queueing them")
        fast.onCompleted()
        XCTAssertEqual(live.withValue { $0 }, 10_000, "the fast source's completion released its queue")
        subscription.dispose()
        XCTAssertEqual(live.withValue { $0 }, 0, "the queue outlived the subscription")
    }

    /// zip over a collection has one more rule: when a source sends while every other one has
    /// completed and some queue is empty, it completes at that element.
    func testZipOverACollectionCompletesAtAnElementOnceTheOthersAreDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let other = scheduler.createHotObservable([.next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.zip([empty, other]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 215)])

        let none = try? Observable<Int>.zip([Observable<Int>]()).toBlocking().materialize()
        guard case .completed(let elements)? = none else { return XCTFail("\(String(describing: none))") }
        XCTAssertEqual(elements, [])
    }

    /// RxSwift #1666's program (2018, RxSwift 4.x): two strings zipped with a `BehaviorSubject`
    /// used as a gate. Under 4.x's rule, which 5.0 removed, the gate's third element completed the
    /// zip; on 6.5's rule, as here, nothing completes it while the gate lives, however often the
    /// gate sends.
    func testIssue1666sProgramNeverCompletesUnderTheEveryoneDoneRule() {
        let strings = Observable.of("one", "two")
        let gate = BehaviorSubject(value: true)
        var received: [String] = []
        var completed = false
        let subscription = Observable.zip(strings, gate) { string, _ in string }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, ["one"])
        gate.onNext(true)
        XCTAssertEqual(received, ["one", "two"])
        gate.onNext(true)
        gate.onNext(true)
        XCTAssertEqual(received, ["one", "two"])
        XCTAssertFalse(completed, "the 2-source zip waits for the gate to complete")
        gate.onCompleted()
        XCTAssertTrue(completed)
        subscription.dispose()
    }

    /// The same program through the collection form: it completes at the gate's third element,
    /// as the 2-source form did before RxSwift 5.0, because a source sent while the other was done
    /// with an empty queue.
    func testIssue1666sProgramThroughTheCollectionFormCompletesAtTheGatesExtraElement() {
        let strings = Observable.of("one", "two")
        let gate = BehaviorSubject(value: true)
        var received: [String] = []
        var completed = false
        let subscription = Observable.zip([strings, gate.map { _ in "gate" }]) { $0[0] }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        gate.onNext(true)
        XCTAssertEqual(received, ["one", "two"])
        XCTAssertFalse(completed)
        gate.onNext(true)
        XCTAssertTrue(completed, "the collection form completes at the gate's extra element")
        subscription.dispose()
    }

    /// An error from any source ends zip at once, queued elements or not.
    func testZipEndsAtTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .error(220, Failure())])
        let b = scheduler.createHotObservable([.next(215, 10)])
        let res = scheduler.start { Observable.zip(a, b) }
        XCTAssertEqual(res.events.map { $0.time }, [215, 220])
        XCTAssertNotNil(res.events.last?.value.error)
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
    }

    // MARK: - withLatestFrom's rules

    /// withLatestFrom subscribes to its second source first, so a value the second sends on
    /// subscription is there for the first source's first element.
    func testWithLatestFromSubscribesToTheSecondSourceFirst() {
        var log: [String] = []
        let first = Observable<Int>.deferred { log.append("first"); return .just(1) }
        let second = Observable<String>.deferred { log.append("second"); return .just("x") }
        var results: [String] = []
        _ = first.withLatestFrom(second) { "\($0)\($1)" }.subscribe(onNext: { results.append($0) })
        XCTAssertEqual(log, ["second", "first"])
        XCTAssertEqual(results, ["1x"])
    }

    /// Elements of the first source are dropped until the second has a value; the result completes
    /// when the first completes (the second's completion changes nothing), and fails when either
    /// fails.
    func testWithLatestFromDropsUntilTheSecondHasAValueAndFollowsTheFirstSourcesEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        let second = scheduler.createHotObservable([.next(220, "a"), .completed(240)])
        let res = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(230, "2a"), .next(250, "3a"), .completed(260)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 260)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let first2 = scheduler2.createHotObservable([.next(210, 1)])
        let second2 = scheduler2.createHotObservable([Recorded<Event<Int>>.error(220, Failure())])
        let res2 = scheduler2.start { first2.withLatestFrom(second2) }
        XCTAssertEqual(res2.events.map { $0.time }, [220])
        XCTAssertNotNil(res2.events.first?.value.error)
        XCTAssertEqual(first2.subscriptions, [Subscription(200, 220)])
    }

    // MARK: - Calling out without holding the lock

    /// The selector runs outside the sink's lock: while it runs, another thread can send into
    /// another source and its `onNext` returns. In RxSwift 6.5 the selector runs under the lock, so
    /// a selector that waits for that other thread waits forever (here: two seconds, then fails).
    func testCombineLatestRunsItsSelectorOutsideTheLock() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let otherThreadsSendReturned = Locked<Bool?>(nil)
        let recorder = Recorder<Int>()
        let subscription = Observable.combineLatest(a, b) { x, y -> Int in
            if x == 2 && y == 10 {
                let returned = DispatchSemaphore(value: 0)
                Thread.detachNewThread {
                    b.onNext(20)
                    returned.signal()
                }
                otherThreadsSendReturned.withValue { $0 = returned.wait(timeout: .now() + 2) == .success }
            }
            return x + y
        }
        .subscribe(recorder)
        b.onNext(10)
        a.onNext(1)
        a.onNext(2)
        XCTAssertEqual(otherThreadsSendReturned.withValue { $0 }, true,
                       "the other thread's onNext could not return while the selector ran: the selector held the lock")
        XCTAssertEqual(recorder.elements, [11, 12, 22])
        subscription.dispose()
    }

    /// The forward cycle: RxSwift 6.5 calls the next observer while holding the sink's lock. An
    /// observer that takes a lock of its own, while another thread holding that lock sends into
    /// the sink, deadlocks there. Here the second thread leaves its result for the thread already
    /// delivering and returns at once.
    func testAnObserversLockCannotDeadlockCombineLatest() {
        let observersLock = NSLock()
        let secondThreadHoldsTheLock = DispatchSemaphore(value: 0)
        let firstThreadIsDelivering = DispatchSemaphore(value: 0)
        let observerGotItsLock = Locked<[Bool]>([])
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        b.onNext(0)
        let subscription = Observable.combineLatest(a, b) { $0 + $1 }
            .subscribe(onNext: { element in
                if element == 1 {
                    firstThreadIsDelivering.signal()
                    let got = observersLock.lock(before: Date().addingTimeInterval(2))
                    if got { observersLock.unlock() }
                    observerGotItsLock.withValue { $0.append(got) }
                }
                recorder.on(.next(element))
            })
        b.onNext(0)

        let done = DispatchGroup()
        done.enter()
        Thread.detachNewThread {
            observersLock.lock()
            secondThreadHoldsTheLock.signal()
            _ = firstThreadIsDelivering.wait(timeout: .now() + 30)
            b.onNext(10)   // RxSwift 6.5 waits here for the sink's lock, which the first thread holds
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
                       "the observer could not take its lock: combineLatest made the other thread wait while it held it")
        XCTAssertEqual(recorder.elements, [1, 11])
        subscription.dispose()
    }

    /// RxSwift #2703: zip over a collection disposes a completed source while holding its lock.
    /// If that source's teardown needs a lock another thread holds, and that thread is sending into
    /// the zip, each waits for the other. RxReading disposes after releasing its lock. (The
    /// teardown's wait is bounded: with RxSwift 6.5's shape the test fails after two seconds.)
    func testZipOverACollectionDisposesACompletedSourceWithoutHoldingItsLock() {
        for _ in 0..<3 {
            let foreignLock = NSRecursiveLock()
            let foreignLockHeld = DispatchSemaphore(value: 0)
            let teardownStarted = DispatchSemaphore(value: 0)
            let teardownGotTheLock = Locked(false)
            let first = PublishSubject<Int>()
            let second = PublishSubject<Int>()
            let third = PublishSubject<Int>()
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
            let recorder = Recorder<[Int]>()
            let subscription = Observable.zip([firstWithALockingTeardown, second.asObservable(), third.asObservable()])
                .subscribe(recorder)

            let done = DispatchGroup()
            done.enter()
            Thread.detachNewThread {
                foreignLock.lock()
                foreignLockHeld.signal()
                _ = teardownStarted.wait(timeout: .now() + 30)
                second.onNext(1)   // RxSwift 6.5 waits here for zip's lock
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
                          "zip tore the completed source down while holding its lock: the teardown waited for the sender, which waited for zip")
            XCTAssertEqual(recorder.events.count, 0)
            subscription.dispose()
        }
    }

    // MARK: - The order of results computed outside the lock

    /// Two threads decide two combinations one after the other; the first one's selector is slow
    /// and finishes only after the second's has. The results still arrive in the order of the
    /// decisions, and the second thread's `onNext` returns without waiting for the first: it
    /// leaves its result behind, and the first thread delivers it after its own.
    func testResultsComputedOutsideTheLockArriveInTheOrderTheLockDecidedThem() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let secondDecisionComputed = DispatchSemaphore(value: 0)
        // The second thread's `onNext` must return while the first selector is still running.
        let secondReturned = DispatchSemaphore(value: 0)
        let firstSelectorStarted = DispatchSemaphore(value: 0)
        let firstWaitedForTheSecond = Locked<Bool?>(nil)
        let recorder = Recorder<String>()
        b.onNext(0)
        let subscription = Observable.combineLatest(a, b) { x, y -> String in
            if x == 1 && y == 0 {
                firstSelectorStarted.signal()
                firstWaitedForTheSecond.withValue {
                    $0 = secondDecisionComputed.wait(timeout: .now() + 5) == .success
                        && secondReturned.wait(timeout: .now() + 5) == .success
                }
            }
            if x == 1 && y == 2 {
                secondDecisionComputed.signal()
            }
            return "\(x)-\(y)"
        }
        .subscribe(recorder)
        b.onNext(0)

        let done = DispatchGroup()
        done.enter()
        Thread.detachNewThread {
            a.onNext(1)
            done.leave()
        }
        done.enter()
        Thread.detachNewThread {
            _ = firstSelectorStarted.wait(timeout: .now() + 30)
            b.onNext(2)
            secondReturned.signal()
            done.leave()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(firstWaitedForTheSecond.withValue { $0 }, true)
        XCTAssertEqual(recorder.elements, ["1-0", "1-2"], "a result overtook one decided before it")
        subscription.dispose()
    }

    /// Where RxSwift 6.5's order cannot be kept: a selector that makes a source send on its own
    /// thread. RxSwift runs the selector under its recursive lock, so the inner combination is
    /// computed and delivered inside the outer selector, before the outer result: [6, 1]. Here
    /// the inner one is decided second and waits for the outer one: [1, 6], the order of the
    /// decisions.
    func testASelectorThatMakesASourceSendGetsItsOwnResultFirst() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var results: [Int] = []
        let subscription = Observable.combineLatest(a, b) { x, y -> Int in
            if x == 1 && y == 0 {
                b.onNext(5)
            }
            return x + y
        }
        .subscribe(onNext: { results.append($0) })
        b.onNext(0)
        a.onNext(1)
        XCTAssertEqual(results, [1, 6])
        subscription.dispose()
    }

    /// Under load: the first source of a zip has 600 elements queued; two threads then send 300
    /// each into the second at once, and selectors take random time. The k-th result is decided
    /// with the first source's k-th element, so the results must arrive as 0, 1, 2, ...: none out
    /// of order, none lost, and the observer never called by two threads at once.
    func testConcurrentZipDeliversEveryResultInDecisionOrderWithoutOverlap() {
        for _ in 0..<10 {
            let queued = PublishSubject<Int>()
            let sent = PublishSubject<Int>()
            let inside = Locked(false)
            let overlaps = Locked(0)
            let recorder = Recorder<Int>()
            let subscription = Observable.zip(queued, sent) { position, _ -> Int in
                if position % 3 == 0 { usleep(UInt32.random(in: 0..<100)) }
                return position
            }
            .subscribe { event in
                let wasInside = inside.withValue { value -> Bool in
                    defer { value = true }
                    return value
                }
                if wasInside { overlaps.withValue { $0 += 1 } }
                recorder.on(event)
                inside.withValue { $0 = false }
            }
            for position in 0..<600 {
                queued.onNext(position)
            }
            queued.onCompleted()
            runSimultaneously(threadCount: 2) { _ in
                for element in 0..<300 {
                    sent.onNext(element)
                }
            }
            sent.onCompleted()
            XCTAssertEqual(overlaps.withValue { $0 }, 0)
            XCTAssertEqual(recorder.elements, Array(0..<600), "a later decision's result arrived before an earlier one's")
            XCTAssertEqual(recorder.events.last.map { $0.isStopEvent }, true)
            subscription.dispose()
        }
    }

    /// The same for combineLatest: each decision takes the latest values under the lock, so in the
    /// order of the decisions both components only grow. Two threads, selectors of random length:
    /// the results never go back, none after the completion.
    func testConcurrentCombineLatestResultsNeverGoBack() {
        for _ in 0..<10 {
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            let recorder = Recorder<[Int]>()
            let subscription = Observable.combineLatest(a, b) { x, y -> [Int] in
                if (x + y) % 5 == 0 { usleep(UInt32.random(in: 0..<200)) }
                return [x, y]
            }
            .subscribe(recorder)
            let subjects = [a, b]
            runSimultaneously(threadCount: 2) { index in
                for element in 0..<500 {
                    subjects[index].onNext(element)
                }
                subjects[index].onCompleted()
            }
            let pairs = recorder.elements
            XCTAssertFalse(pairs.isEmpty)
            XCTAssertTrue(zip(pairs, pairs.dropFirst()).allSatisfy { $0[0] <= $1[0] && $0[1] <= $1[1] },
                          "a later decision's result arrived before an earlier one's")
            XCTAssertEqual(pairs.last, [499, 499])
            XCTAssertEqual(recorder.events.last.map { $0.isStopEvent }, true)
            subscription.dispose()
        }
    }

    // MARK: - RxSwift #2653, whole: take(1), share(replay: 1) and zip

    /// RxSwift #2653 as reported: `zip(shared.take(1), second)`, with `second` fed by a later
    /// subscription to `shared = source.share(replay: 1)`. Thread A sends the source's first
    /// element: `take(1)` passes it to zip and completes, and zip disposes it, which unsubscribes
    /// from `shared`. Thread B, at that moment, subscribes to `shared`, whose replay of the element
    /// goes on into zip. In RxSwift 6.5 A holds zip's lock while it disposes (and needs share's) and
    /// B holds share's lock while it replays (and needs zip's): Probes/Deadlocks'
    /// `zip-take1-share-replay-1` deadlocked 10 runs of 10 on RxSwift 6.5.0 (Appendix B). Here zip
    /// disposes and share replays with no lock held, and both threads finish.
    func testTakeOneShareReplayOneAndZipDoNotDeadlock() {
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 1)
        let keepConnected = shared.subscribe()
        let teardownStarted = DispatchSemaphore(value: 0)
        let replayIsUnderway = DispatchSemaphore(value: 0)
        let first = TeardownHookedSource(shared.take(1)) {
            teardownStarted.signal()
            _ = replayIsUnderway.wait(timeout: .now() + 5)
        }
        let second = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let zipped = Observable.zip(first.observable, second.asObservable()) { $0 * 10 + $1 }.subscribe(recorder)

        let binding = Locked<Disposable?>(nil)
        let finished = runTwo(
            { source.onNext(1) },
            {
                _ = teardownStarted.wait(timeout: .now() + 5)
                binding.value = shared
                    .map { value -> Int in replayIsUnderway.signal(); return value }
                    .subscribe(second)
            })
        XCTAssertTrue(finished, "the two threads deadlocked: zip disposed under its lock, or share replayed under its own")
        // Deadlocked threads still hold the locks disposing would need: leave everything as it is.
        guard finished else { return }
        XCTAssertEqual(recorder.elements, [11])
        binding.value?.dispose()
        zipped.dispose()
        keepConnected.dispose()
    }
}

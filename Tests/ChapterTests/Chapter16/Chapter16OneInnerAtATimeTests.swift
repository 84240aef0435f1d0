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

/// A stand-in for a network API built with `create`: each request logs when it starts and when
/// its disposable runs, and keeps its completion callback, which the test calls later to play the
/// server answering. Like a real session, the callback does not know the request was cancelled.
private final class FakeNetwork {
    let log = ThreadLog()
    private let callbacks = Locked<[String: (String) -> Void]>([:])

    func request(_ query: String) -> Observable<String> {
        Observable.create { observer in
            self.log.append("request \(query) started")
            self.callbacks.withValue {
                $0[query] = { response in
                    observer.onNext(response)
                    observer.onCompleted()
                }
            }
            return Disposables.create { self.log.append("request \(query) cancelled") }
        }
    }

    /// The server answers `query`'s request, whether or not it is still wanted.
    func respond(to query: String) {
        let callback = callbacks.withValue { $0.removeValue(forKey: query) }
        callback?("results for \(query)")
    }
}

/// A source with no sink of its own: it keeps every observer it is given and ignores disposal,
/// so whatever it sends reaches the observer it was subscribed with, however late. It stands for
/// an event already past every other check when the switch happens on another thread.
private final class StubbornSource<Element>: Observable<Element>, @unchecked Sendable {
    private let observers = Locked<[AnyObserver<Element>]>([])

    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        observers.withValue { $0.append(observer) }
        return Disposables.create()
    }

    /// Sends `event` to the observer of subscription number `index` (0 for the first).
    func send(_ event: Event<Element>, toSubscription index: Int) {
        let observer = observers.withValue { $0[index] }
        observer.on(event)
    }

    /// Lets go of every observer, as a callback API does once it has called back.
    func forgetObservers() {
        observers.withValue { $0.removeAll() }
    }
}

/// A source with no sink of its own whose teardown sends one more element to its observer, as a
/// callback that fires while the request is being cancelled would.
private final class SendsWhileTornDown: Observable<String>, @unchecked Sendable {
    override func subscribeErased(_ observer: AnyObserver<String>) -> Disposable {
        Disposables.create { observer.onNext("sent during teardown") }
    }
}

/// Runs `body` on a new thread and waits for it to finish.
private func onAnotherThread(_ body: @escaping () -> Void) {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        body()
        done.signal()
    }
    _ = done.wait(timeout: .now() + 30)
}

/// Chapter 16: one inner at a time. `flatMapLatest` and `switchLatest` keep one inner subscription
/// in a `SerialDisposable`, number each inner, and send through a `SerializingSink`.
final class Chapter16OneInnerAtATimeTests: RxReadingTestCase {

    // MARK: - What "cancel" means

    /// A new element disposes the previous inner's subscription: a `create`-based request's
    /// disposable runs, and its late response, when the server sends it anyway, reaches no one.
    func testANewElementDisposesThePreviousRequestAndItsLateResponseIsDropped() {
        let network = FakeNetwork()
        let search = PublishSubject<String>()
        let recorder = Recorder<String>()
        let subscription = search.flatMapLatest { network.request($0) }.subscribe(recorder)

        search.onNext("r")
        search.onNext("rx")
        network.respond(to: "r")
        XCTAssertEqual(network.log.entries, ["request r started", "request r cancelled", "request rx started"])
        XCTAssertEqual(recorder.events, [])

        network.respond(to: "rx")
        XCTAssertEqual(recorder.events, [.next("results for rx")])
        subscription.dispose()
    }

    /// The late answer is dropped by the disposed `create` sink itself, before the switch's id
    /// check could see it: an operator between the request and the switch never receives it.
    func testTheLateResponseIsDroppedByTheDisposedCreateSink() {
        let network = FakeNetwork()
        let search = PublishSubject<String>()
        let seen = Locked<[String]>([])
        let subscription = search
            .flatMapLatest { query in
                network.request(query).map { value -> String in seen.withValue { $0.append(value) }; return value }
            }
            .subscribe(Recorder<String>())
        search.onNext("r")
        search.onNext("rx")
        network.respond(to: "r")
        XCTAssertEqual(seen.value, [], "the cancelled request's answer got past its disposed sink")
        network.respond(to: "rx")
        XCTAssertEqual(seen.value, ["results for rx"])
        subscription.dispose()
    }

    /// The old inner is disposed before the new one is subscribed, never after.
    func testTheOldInnerIsDisposedBeforeTheNewOneIsSubscribed() {
        var log: [String] = []
        let outer = PublishSubject<Int>()
        let subscription = outer
            .flatMapLatest { value in
                Observable<Int>.create { _ in
                    log.append("subscribe \(value)")
                    return Disposables.create { log.append("dispose \(value)") }
                }
            }
            .subscribe(Recorder<Int>())
        outer.onNext(1)
        outer.onNext(2)
        XCTAssertEqual(log, ["subscribe 1", "dispose 1", "subscribe 2"])
        subscription.dispose()
    }

    // MARK: - The id

    /// An inner that keeps sending after it was replaced, here from another thread, is heard: its
    /// element, its error and its completion reach the switch sink, which drops them because the
    /// inner's id is no longer `latest`.
    func testEventsFromAReplacedInnerAreDroppedByItsId() {
        let first = StubbornSource<String>()
        let second = PublishSubject<String>()
        let outer = PublishSubject<Int>()
        let recorder = Recorder<String>()
        let subscription = outer
            .flatMapLatest { $0 == 1 ? first.asObservable() : second.asObservable() }
            .subscribe(recorder)

        outer.onNext(1)
        first.send(.next("first, in time"), toSubscription: 0)
        outer.onNext(2)
        onAnotherThread {
            first.send(.next("first, too late"), toSubscription: 0)
            first.send(.error(TestError("first failed too late")), toSubscription: 0)
        }
        second.onNext("second")
        outer.onCompleted()
        second.onCompleted()

        XCTAssertEqual(recorder.events, [.next("first, in time"), .next("second"), .completed])
        subscription.dispose()
        first.forgetObservers()
    }

    /// The id moves before the old inner is disposed: an element the old inner sends from its
    /// own teardown is already too late.
    func testAnElementSentByTheOldInnersTeardownIsDropped() {
        let outer = PublishSubject<Int>()
        let recorder = Recorder<String>()
        let subscription = outer
            .flatMapLatest { value -> Observable<String> in value == 1 ? SendsWhileTornDown() : .never() }
            .subscribe(recorder)
        outer.onNext(1)
        outer.onNext(2)
        XCTAssertEqual(recorder.events, [])
        subscription.dispose()
    }

    /// However the outer and the current inner send from two threads, the observer is never
    /// called by both at once, and every inner's first element, sent as it is subscribed, arrives.
    func testTheOuterAndAnInnerOnTwoThreadsNeverOverlapDownstream() {
        for _ in 0..<10 {
            let outer = PublishSubject<Int>()
            let feed = PublishSubject<Int>()
            let inside = Locked(false)
            let overlaps = Locked(0)
            let recorder = Recorder<Int>()
            let subscription = outer
                .flatMapLatest { value in
                    Observable<Int>.create { observer in
                        observer.onNext(value)
                        return feed.subscribe(observer)
                    }
                }
                .subscribe { event in
                    let wasInside = inside.withValue { value -> Bool in
                        defer { value = true }
                        return value
                    }
                    if wasInside { overlaps.withValue { $0 += 1 } }
                    recorder.on(event)
                    // Stay inside a moment, so a second caller, if there were one, would meet this one.
                    sched_yield()
                    inside.withValue { $0 = false }
                }
            runSimultaneously(threadCount: 2) { index in
                for element in 0..<3_000 {
                    if index == 0 {
                        outer.onNext(element)
                    } else {
                        feed.onNext(1_000_000 + element)
                    }
                }
            }
            XCTAssertEqual(overlaps.withValue { $0 }, 0)
            XCTAssertEqual(recorder.elements.filter { $0 < 1_000_000 }, Array(0..<3_000))
            subscription.dispose()
        }
    }

    // MARK: - The window (RxSwift #1001)

    /// Between disposing the old inner and subscribing the new one, nothing of this chain listens.
    /// Here the old inner's teardown itself sends on the subject both inners read: no one gets it,
    /// neither the old inner (already replaced and unsubscribed) nor the new one (not yet there).
    func testAnEventSentBetweenDisposingTheOldInnerAndSubscribingTheNewOneReachesNobody() {
        let shared = PublishSubject<String>()
        let outer = PublishSubject<Int>()
        let recorder = Recorder<String>()
        let subscription = outer
            .flatMapLatest { value in
                Observable<String>.create { observer in
                    let reading = shared.subscribe(observer)
                    return Disposables.create {
                        reading.dispose()
                        shared.onNext("sent while inner \(value) is torn down")
                    }
                }
            }
            .subscribe(recorder)

        outer.onNext(1)
        shared.onNext("a")
        outer.onNext(2)
        shared.onNext("b")

        XCTAssertEqual(recorder.elements, ["a", "b"])
        subscription.dispose()
    }

    // MARK: - Inners on the trampoline

    /// `of` sends each element as one step of the current-thread scheduler's queue (chapter 09),
    /// and so do the inners `of` makes: the first inner's 10 is queued ahead of the outer's 2, and
    /// its 11 behind it, so the outer's 2 replaces the first inner before 11 goes out. Inners that
    /// send during their own subscribe (`create`, no scheduler) run whole, and nothing is lost.
    func testFlatMapLatestOverInnersOnTheTrampolineLosesTheFirstInnersSecondElement() {
        var received: [String] = []
        _ = Observable.of(1, 2)
            .flatMapLatest { Observable.of($0 * 10, $0 * 10 + 1) }
            .subscribe(onNext: { received.append("\($0)") }, onCompleted: { received.append("completed") })
        XCTAssertEqual(received, ["10", "20", "21", "completed"])

        var direct: [String] = []
        _ = Observable.of(1, 2)
            .flatMapLatest { value in
                Observable<Int>.create { observer in
                    observer.onNext(value * 10)
                    observer.onNext(value * 10 + 1)
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
            .subscribe(onNext: { direct.append("\($0)") }, onCompleted: { direct.append("completed") })
        XCTAssertEqual(direct, ["10", "11", "20", "21", "completed"])
    }

    // MARK: - When the result ends

    /// The outer completing is not enough while an inner runs: the result completes when the
    /// current inner completes too.
    func testTheResultCompletesWhenTheCurrentInnerCompletesAfterTheOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(200)])
        let outer = scheduler.createHotObservable([.next(210, inner), .completed(300)])
        let result = scheduler.start { outer.switchLatest() }
        XCTAssertEqual(result.events, [.next(220, 1), .completed(410)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 410)])
    }

    /// An inner completing is not enough while the outer runs (another inner may come): the result
    /// completes when the outer does.
    func testTheResultCompletesWhenTheOuterCompletesAfterTheCurrentInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(40)])
        let outer = scheduler.createHotObservable([.next(210, inner), .completed(300)])
        let result = scheduler.start { outer.switchLatest() }
        XCTAssertEqual(result.events, [.next(220, 1), .completed(300)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
    }

    /// An error from the current inner ends the result at once and disposes the outer.
    func testAnInnersErrorEndsTheResultAndDisposesTheOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .error(50, TestError("inner"))])
        let outer = scheduler.createHotObservable([.next(210, inner), .completed(500)])
        let result = scheduler.start { outer.switchLatest() }
        XCTAssertEqual(result.events, [.next(220, 1), .error(260, TestError("inner"))])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 260)])
    }

    /// An error from the outer ends the result at once and disposes the current inner.
    func testTheOutersErrorEndsTheResultAndDisposesTheCurrentInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .next(200, 2), .completed(300)])
        let outer = scheduler.createHotObservable([.next(210, inner), .error(300, TestError("outer"))])
        let result = scheduler.start { outer.switchLatest() }
        XCTAssertEqual(result.events, [.next(220, 1), .error(300, TestError("outer"))])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 300)])
    }

    /// A selector that throws ends the result with its error and disposes both the outer and the
    /// current inner.
    func testASelectorThatThrowsEndsTheResultAndDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 10), .next(200, 20), .completed(300)])
        let outer = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(500)])
        let result = scheduler.start {
            outer.flatMapLatest { value -> TestableObservable<Int> in
                if value == 2 { throw TestError("selector") }
                return inner
            }
        }
        XCTAssertEqual(result.events, [.next(220, 10), .error(300, TestError("selector"))])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 300)])
    }

    // MARK: - SerializingSink: deciding under the lock, delivering after it

    /// RxSwift's `SwitchSinkIter` disposes a finished inner's subscription while holding the switch's
    /// lock. Here that inner is a subscription to a subject that replays under its lock, as RxSwift
    /// 6.5's `BehaviorSubject` does (`replayingUnderALock`: RxReading's own replays without its
    /// lock, chapter 15); at the same moment another thread binds the subject to the outer, so the
    /// subject's replay, under the subject's lock, sends a new outer element into the switch. In
    /// RxSwift 6.5 each thread waits for the lock the other holds (Probes/Deadlocks'
    /// `flatMapLatest-teardown-behaviorsubject`, with 6.5's `BehaviorSubject`: 10 runs of 10 on
    /// RxSwift 6.5.0, and 10 of 10 on its main branch, whose merge fix leaves the switch alone;
    /// Appendix B); here the inner is disposed with no lock held, and both threads finish.
    func testFlatMapLatestTearsDownAFinishedInnerWithoutHoldingItsLock() {
        let subject = replayingUnderALock(0)
        let outer = PublishSubject<Int>()
        let replayIsUnderway = DispatchSemaphore(value: 0)
        let teardownStarted = DispatchSemaphore(value: 0)
        let inner = TeardownHookedSource(subject.asObservable()) {
            teardownStarted.signal()
            _ = replayIsUnderway.wait(timeout: .now() + 5)
        }
        let recorder = Recorder<Int>()
        let subscription = outer
            .flatMapLatest { index in index == 0 ? inner.observable : Observable<Int>.just(index) }
            .subscribe(recorder)
        outer.onNext(0)

        let binding = Locked<Disposable?>(nil)
        let finished = runTwo(
            { inner.complete() },
            {
                _ = teardownStarted.wait(timeout: .now() + 5)
                binding.value = subject.asObservable()
                    .map { value -> Int in replayIsUnderway.signal(); return value + 100 }
                    .subscribe(outer)
            })
        XCTAssertTrue(finished, "the two threads deadlocked: the switch disposed the finished inner while holding its lock")
        // Deadlocked threads still hold the locks disposing would need: leave everything as it is.
        guard finished else { return }
        XCTAssertEqual(recorder.elements, [0, 100])
        binding.value?.dispose()
        subscription.dispose()
    }

    /// RxSwift 6.5's switch sink holds its lock while it forwards an inner's element (and while it
    /// runs the selector). An observer that takes a lock of its own, while another thread holding
    /// that lock sends into the outer, deadlocks there. RxReading's sink delivers without its
    /// lock: the other thread leaves the new inner's element for the thread already delivering and
    /// returns. (Each wait is bounded: in RxSwift 6.5's shape the test fails after two seconds.)
    func testFlatMapLatestDeliversWithoutHoldingItsLockSoAnObserversLockCannotDeadlockIt() {
        let observersLock = NSLock()
        let secondThreadHoldsTheLock = DispatchSemaphore(value: 0)
        let firstThreadIsDelivering = DispatchSemaphore(value: 0)
        let observerGotItsLock = Locked<[Bool]>([])
        let outer = PublishSubject<Int>()
        let firstInner = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = outer
            .flatMapLatest { value in value == 1 ? firstInner.asObservable() : .just(value * 10) }
            .subscribe(onNext: { element in
                if element == 1 {
                    firstThreadIsDelivering.signal()
                    let got = observersLock.lock(before: Date().addingTimeInterval(2))
                    if got { observersLock.unlock() }
                    observerGotItsLock.withValue { $0.append(got) }
                }
                recorder.on(.next(element))
            })
        outer.onNext(1)

        let done = DispatchGroup()
        done.enter()
        Thread.detachNewThread {
            observersLock.lock()
            secondThreadHoldsTheLock.signal()
            _ = firstThreadIsDelivering.wait(timeout: .now() + 30)
            outer.onNext(2)   // RxSwift 6.5 waits here for the switch's lock, which the first thread holds
            observersLock.unlock()
            done.leave()
        }
        done.enter()
        Thread.detachNewThread {
            _ = secondThreadHoldsTheLock.wait(timeout: .now() + 30)
            firstInner.onNext(1)
            done.leave()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(observerGotItsLock.withValue { $0 }, [true],
                       "the observer could not take its lock: the switch made the other thread wait while it held its own")
        XCTAssertEqual(recorder.elements, [1, 20])
        subscription.dispose()
    }

    /// What delivering without the lock costs: the new inner's element, decided on the second
    /// thread while the first is delivering, is delivered by the first thread, once its current
    /// `onNext` returns. The second thread's `onNext` returns before its element is delivered.
    func testAnElementDecidedWhileAnotherThreadDeliversIsDeliveredByThatThread() {
        let secondMaySend = DispatchSemaphore(value: 0)
        let secondHasSent = DispatchSemaphore(value: 0)
        let outer = PublishSubject<Int>()
        let firstInner = PublishSubject<Int>()
        let log = ThreadLog()
        let names = ThreadNames()
        let subscription = outer
            .flatMapLatest { value in value == 1 ? firstInner.asObservable() : .just(value * 10) }
            .subscribe(onNext: { element in
                log.append("\(element) delivered on \(names.current)")
                if element == 1 {
                    secondMaySend.signal()
                    _ = secondHasSent.wait(timeout: .now() + 30)
                }
            })
        outer.onNext(1)

        let done = DispatchGroup()
        done.enter()
        Thread.detachNewThread {
            names.name("first")
            firstInner.onNext(1)
            done.leave()
        }
        done.enter()
        Thread.detachNewThread {
            names.name("second")
            _ = secondMaySend.wait(timeout: .now() + 30)
            outer.onNext(2)
            log.append("outer.onNext(2) returned on second")
            secondHasSent.signal()
            done.leave()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(log.entries, ["1 delivered on first", "outer.onNext(2) returned on second", "20 delivered on first"])
        subscription.dispose()
    }

    /// On one thread, an element sent from inside the observer's own `onNext` is delivered at once,
    /// nested inside it, as RxSwift's recursive lock lets it be.
    func testAnElementSentFromInsideOnNextOnTheSameThreadIsDeliveredNested() {
        let outer = PublishSubject<Int>()
        let firstInner = PublishSubject<Int>()
        var log: [String] = []
        let subscription = outer
            .flatMapLatest { value in value == 1 ? firstInner.asObservable() : .just(value * 10) }
            .subscribe(onNext: { element in
                log.append("enter \(element)")
                if element == 1 { outer.onNext(2) }
                log.append("exit \(element)")
            })
        outer.onNext(1)
        firstInner.onNext(1)
        XCTAssertEqual(log, ["enter 1", "enter 20", "exit 20", "exit 1"])
        subscription.dispose()
    }
}

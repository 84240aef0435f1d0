import Dispatch
import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

/// The letters the marble lines below use, each standing for itself.
private let letters: [Character: String] = Dictionary(uniqueKeysWithValues: "abcdefxyz".map { ($0, String($0)) })

/// A scheduler that runs everything on a `TestScheduler` but cannot cancel: the disposable it
/// hands back does nothing. A timer that has been replaced still runs at its time, as a timer does
/// that had already started on another thread when its disposal came. Only an operator that tells
/// a stale timer by its id ignores it.
private final class UncancellableScheduler: SchedulerType {
    let base: TestScheduler

    init(_ base: TestScheduler) {
        self.base = base
    }

    var now: RxTime { base.now }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        _ = base.schedule(state, action: action)
        return Disposables.create()
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                     action: @escaping (StateType) -> Disposable) -> Disposable {
        _ = base.scheduleRelative(state, dueTime: dueTime, action: action)
        return Disposables.create()
    }
}

/// A scheduler whose timers run only when the test fires them, on whatever thread calls `fire`.
private final class ManualScheduler: SchedulerType {
    private let pending = Locked<[() -> Void]>([])

    var now: RxTime { Date(timeIntervalSince1970: 0) }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .seconds(0), action: action)
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                     action: @escaping (StateType) -> Disposable) -> Disposable {
        pending.withValue { $0.append { _ = action(state) } }
        return Disposables.create()
    }

    /// Runs the oldest timer not yet run.
    func fireOldest() {
        let action = pending.withValue { $0.removeFirst() }
        action()
    }

    /// Forgets the timers not yet run, and the sinks they hold.
    func forgetAll() {
        pending.withValue { $0.removeAll() }
    }
}

/// A source with no sink of its own that sends its elements at fixed ticks to the observer it
/// was subscribed with, whatever the disposal says: an element already on its way when the
/// subscription is disposed.
private final class StubbornSource: Observable<String>, @unchecked Sendable {
    let scheduler: TestScheduler
    let sends: [(TestTime, String)]

    init(_ scheduler: TestScheduler, sends: [(TestTime, String)]) {
        self.scheduler = scheduler
        self.sends = sends
    }

    override func subscribeErased(_ observer: AnyObserver<String>) -> Disposable {
        for (time, element) in sends {
            _ = scheduler.scheduleAbsoluteVirtual((), time: time) { _ in
                observer.onNext(element)
                return Disposables.create()
            }
        }
        return Disposables.create()
    }
}

/// Chapter 20: time. Each operator keeps one timer per element (or per window), cancels it by
/// disposing it, and knows a stale timer by its id. Every timing claim runs on virtual time and is
/// written as marble lines: a `-` is 10 ticks, the first column is tick 200, where `start()`
/// subscribes, and `.seconds(n)` is n ticks.
final class Chapter20TimeTests: RxReadingTestCase {
    // MARK: debounce

    /// An element goes out only once 20 ticks pass without another: `a` is replaced by `b` before
    /// its timer runs out, `b` is sent 20 ticks after it arrived.
    func testDebounceSendsAnElementOnlyAfterAQuietDueTime() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source: TestableObservable<String> = try scheduler.createHotObservable("-a-b-----c----|", values: letters)
        let observer = scheduler.start { source.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(observer.events, "-----b-----c--|", values: letters)
    }

    /// When the source completes while an element waits, the element is sent at once, then the
    /// completion: nothing is lost, and nothing waits for the timer.
    func testDebounceSendsTheWaitingElementAtOnceWhenTheSourceCompletes() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source: TestableObservable<String> = try scheduler.createHotObservable("-a-b|", values: letters)
        let observer = scheduler.start { source.debounce(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(observer.events, "----(b|)", values: letters)
        XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
    }

    /// An error is sent at once, and the element that waited is dropped.
    func testDebounceDropsTheWaitingElementWhenTheSourceFails() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source: TestableObservable<String> = try scheduler.createHotObservable("-a-b#", values: letters)
        let observer = scheduler.start { source.debounce(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(observer.events, "----#", values: letters)
    }

    /// A timer that runs although a newer element has replaced it (its scheduler could not cancel
    /// it) finds a newer id and sends nothing: `b` still waits its full 20 ticks. Without the id
    /// check, `a`'s timer would send `b` at 230, 10 ticks early.
    func testDebounceIgnoresAStaleTimer() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let uncancellable = UncancellableScheduler(scheduler)
        let source: TestableObservable<String> = try scheduler.createHotObservable("-ab------|", values: letters)
        let observer = scheduler.start { source.debounce(.seconds(20), scheduler: uncancellable) }
        XCTAssertEqual(observer.events, "----b----|", values: letters)
    }

    /// The timer sends without holding the sink's lock. Here the timer's thread delivers to an
    /// observer that needs lock `L`, while another thread holds `L` and sends the next element.
    /// RxSwift 6.5's debounce sends under its lock, and these two threads wait for each other
    /// forever; here both return.
    func testDebounceTimerDeliversOutsideTheLock() {
        let timers = ManualScheduler()
        let subject = PublishSubject<Int>()
        let l = NSLock()
        let holdsL = DispatchSemaphore(value: 0)
        let inObserver = DispatchSemaphore(value: 0)
        var received: [Int] = []
        let subscription = subject.debounce(.seconds(1), scheduler: timers).subscribe(onNext: { value in
            holdsL.wait()
            inObserver.signal()
            l.lock()
            received.append(value)
            l.unlock()
        })
        defer {
            subscription.dispose()
            timers.forgetAll()
        }
        subject.onNext(1)
        let finished = runTwo({
            timers.fireOldest()
        }, {
            l.lock()
            holdsL.signal()
            inObserver.wait()
            subject.onNext(2)
            l.unlock()
        })
        XCTAssertTrue(finished, "the timer's thread and the sending thread deadlocked")
        if finished {
            XCTAssertEqual(received, [1])
        }
    }

    // MARK: throttle

    /// With `latest: true` (the default) the first element goes out at once and opens a 30-tick
    /// window; of what arrives inside it, the newest goes out when it closes and opens the next.
    func testThrottleLatestSendsTheFirstAtOnceAndTheNewestWhenTheWindowCloses() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source: TestableObservable<String> = try scheduler.createHotObservable("-abc-----d-e---", values: letters)
        let observer = scheduler.start { source.throttle(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(observer.events, "-a--c----d--e--", values: letters)
    }

    /// With `latest: false` whatever arrives inside the window is dropped: only elements that
    /// find the window closed go out.
    func testThrottleNotLatestDropsWhatArrivesInsideTheWindow() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source: TestableObservable<String> = try scheduler.createHotObservable("-abc-----d-e---", values: letters)
        let observer = scheduler.start { source.throttle(.seconds(30), latest: false, scheduler: scheduler) }
        XCTAssertEqual(observer.events, "-a-------d-----", values: letters)
    }

    /// A completion that arrives while an element waits for its window to close waits with it:
    /// the element, then the completion, both when the window closes.
    func testThrottleLatestCompletionWaitsForTheWaitingElement() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source: TestableObservable<String> = try scheduler.createHotObservable("-ab|", values: letters)
        let observer = scheduler.start { source.throttle(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(observer.events, "-a--(b|)", values: letters)
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    /// Elements that all arrive at one instant (a clock that never moves) find the window open:
    /// the first goes out at once, the newest of the rest when the window closes.
    func testThrottleOnAClockThatNeverMoves() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source: TestableObservable<String> = try scheduler.createHotObservable("-(abcd)---", values: letters)
        let observer = scheduler.start { source.throttle(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(observer.events, "-a--d", values: letters)
    }

    /// RxSwift #1328: a source that sends every 10 ticks, faster than the 30-tick window. Rx.NET's
    /// `Throttle` (which is `debounce`) would never send, since no pause ever reaches 30 ticks;
    /// RxSwift's `throttle` sends one element every window. RxSwift's `debounce` is the Rx.NET one:
    /// it sends nothing until the source falls silent.
    func testThrottleOnASteadySourceSendsEveryWindowWhereDebounceSendsNothing() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source: TestableObservable<String> = try scheduler.createHotObservable("-abcdefxyz", values: letters)
        let debounced = scheduler.createObserver(String.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = source.debounce(.seconds(30), scheduler: scheduler).subscribe(debounced)
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        let throttled = scheduler.start { source.throttle(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(throttled.events, "-a--d--x--z", values: letters)
        // Only once the source falls silent (z at 290) does debounce send, 30 ticks later.
        XCTAssertEqual(debounced.events, "------------z", values: letters)
    }

    // MARK: delay and delaySubscription

    /// `delay` moves every element and the completion 20 ticks later.
    func testDelayShiftsEveryElementAndTheCompletion() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source: TestableObservable<String> = try scheduler.createHotObservable("-a-b--c|", values: letters)
        let observer = scheduler.start { source.delay(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(observer.events, "---a-b--c|", values: letters)
    }

    /// One timer runs at a time: it sends the oldest element, then sets itself for the next. Two
    /// elements that arrived at the same tick are due at once, and the test scheduler runs work
    /// due "now" one tick later, so the second comes out at 251, not 250.
    func testDelaySendsABurstOneTimerStepApart() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source: TestableObservable<String> = try scheduler.createHotObservable("-a-(bc)|", values: letters)
        let observer = scheduler.start { source.delay(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(230, "a"), .next(250, "b"), .next(251, "c"), .completed(290)])
    }

    /// `delay` does not delay an error: it goes out at once and the elements still waiting are
    /// dropped. `delaySubscription` moves the whole subscription instead, so the same cold source
    /// sends its element and then its error, both 20 ticks late.
    func testDelaySendsAnErrorAtOnceWhereDelaySubscriptionShiftsIt() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source: TestableObservable<String> = try scheduler.createColdObservable("-a-#", values: letters)
        let delayed = scheduler.start { source.delay(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(delayed.events, "---#", values: letters)

        let scheduler2 = TestScheduler(initialClock: 0)
        let source2: TestableObservable<String> = try scheduler2.createColdObservable("-a-#", values: letters)
        let late = scheduler2.start { source2.delaySubscription(.seconds(20), scheduler: scheduler2) }
        XCTAssertEqual(late.events, "---a-#", values: letters)
        XCTAssertEqual(source2.subscriptions, [Subscription(220, 250)])
    }

    /// On a hot source the two differ most: `delay` subscribes at once and replays the source
    /// 20 ticks late; `delaySubscription` subscribes 20 ticks late and misses what came before.
    func testDelayKeepsEarlyElementsThatDelaySubscriptionMisses() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source: TestableObservable<String> = try scheduler.createHotObservable("-a-b-c-|", values: letters)
        let delayed = scheduler.createObserver(String.self)
        let late = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) {
            _ = source.delay(.seconds(20), scheduler: scheduler).subscribe(delayed)
            _ = source.delaySubscription(.seconds(20), scheduler: scheduler).subscribe(late)
        }
        scheduler.start()
        XCTAssertEqual(delayed.events, "---a-b-c-|", values: letters)
        XCTAssertEqual(late.events, "---b-c-|", values: letters)
        XCTAssertEqual(source.subscriptions, [Subscription(200, 270), Subscription(220, 270)])
    }

    /// Disposing before `delaySubscription`'s timer runs cancels the subscribe: the source is
    /// never subscribed.
    func testDelaySubscriptionDisposedEarlyNeverSubscribes() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source: TestableObservable<String> = try scheduler.createColdObservable("-a-|", values: letters)
        let observer = scheduler.start(disposed: 210) { source.delaySubscription(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(observer.events, "", values: letters)
        XCTAssertEqual(source.subscriptions, [])
    }

    // MARK: timeout

    /// `timeout(_:scheduler:)` ends with `RxError.timeout` once 20 ticks pass after the
    /// subscription or after an element with nothing new.
    func testTimeoutErrorsWhenNothingComesInTime() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source: TestableObservable<String> = try scheduler.createHotObservable("-a-b----c-|", values: letters)
        let observer = scheduler.start { source.timeout(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(observer.events, "-a-b-#", values: letters, error: RxError.timeout)
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    /// `timeout(_:other:scheduler:)` switches: the first source is disposed when the timer wins,
    /// and `other` is subscribed then; its events go downstream from that moment.
    func testTimeoutSwitchesToOtherAndDisposesTheFirst() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let first: TestableObservable<String> = try scheduler.createHotObservable("-a---b-c-|", values: letters)
        let other: TestableObservable<String> = try scheduler.createColdObservable("-x-y-|", values: letters)
        let observer = scheduler.start { first.timeout(.seconds(20), other: other, scheduler: scheduler) }
        XCTAssertEqual(observer.events, "-a--x-y-|", values: letters)
        XCTAssertEqual(first.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(other.subscriptions, [Subscription(230, 280)])
    }

    /// A late element of the first source, one that reaches the sink after the switch (its
    /// source ignores the disposal), is dropped: only `other` speaks after the switch.
    func testTimeoutDropsALateElementOfTheFirstAfterTheSwitch() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let stubborn = StubbornSource(scheduler, sends: [(210, "a"), (250, "b")])
        let other: TestableObservable<String> = try scheduler.createColdObservable("---x-|", values: letters)
        let observer = scheduler.start { stubborn.timeout(.seconds(20), other: other, scheduler: scheduler) }
        XCTAssertEqual(observer.events, "-a----x-|", values: letters)
    }

    /// A timer that runs although an element came before it (its scheduler could not cancel it)
    /// finds a newer id and does not switch. Without the id check, the subscription's timer
    /// would end this sequence with a timeout at 220.
    func testTimeoutIgnoresAStaleTimer() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let uncancellable = UncancellableScheduler(scheduler)
        let source: TestableObservable<String> = try scheduler.createHotObservable("-a-b-|", values: letters)
        let observer = scheduler.start { source.timeout(.seconds(20), scheduler: uncancellable) }
        XCTAssertEqual(observer.events, "-a-b-|", values: letters)
    }
}

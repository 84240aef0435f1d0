import Dispatch
import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

private struct Failure: Error, Equatable {
    let code: Int
}

/// A scheduler whose timers run only when the test says so, on the test's chosen thread.
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

    func fireOldest() {
        let action = pending.withValue { $0.removeFirst() }
        action()
    }

    func forgetAll() {
        pending.withValue { $0.removeAll() }
    }
}

/// Chapter 24: groups. `buffer` and `window` cut a sequence into chunks by count or time,
/// `groupBy` by key; windows and groups are observables that outlive the subscription that
/// made them.
final class Chapter24GroupsTests: RxReadingTestCase {

    // MARK: - buffer

    /// A chunk closes at `count` elements or after `timeSpan`, whichever comes first, and a
    /// chunk closed by count restarts the timer: [1, 2] goes at 220 by count, so the next chunk
    /// closes at 270 (220 + 50), not at 250; a chunk closed by time may be empty (320); on
    /// completion the chunk being gathered goes, then completion.
    func testBufferClosesByCountOrTimeAndRestartsTheTimer() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(260, 3), .next(330, 4), .completed(350),
        ])
        let observer = scheduler.start { source.buffer(timeSpan: .seconds(50), count: 2, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [
            .next(220, [1, 2]), .next(270, [3]), .next(320, []), .next(350, [4]), .completed(350),
        ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 350)])
    }

    /// An error drops the chunk being gathered; disposing stops the timer (nothing after 300).
    func testBufferErrorDropsTheChunkAndDisposeStopsTheTimer() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = try scheduler.createHotObservable([.next(210, 1), .error(230, Failure(code: 1))])
        let observer = scheduler.start { failing.buffer(timeSpan: .seconds(50), count: 5, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.error(230, Failure(code: 1))])

        let other = TestScheduler(initialClock: 0)
        let never = try other.createHotObservable([Recorded<Event<Int>>]())
        let disposed = other.start(disposed: 300) { never.buffer(timeSpan: .seconds(40), count: 5, scheduler: other) }
        XCTAssertEqual(disposed.events, [.next(240, []), .next(280, [])])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 300)])
    }

    /// `buffer`'s timer sends without holding the sink's lock: the timer's thread delivers to an
    /// observer that needs lock `L` while another thread holds `L` and sends the next element.
    /// RxSwift 6.5's buffer sends under its lock, and these two threads wait for each other
    /// forever; here both return.
    func testBufferTimerDeliversOutsideTheLock() {
        let timers = ManualScheduler()
        let subject = PublishSubject<Int>()
        let l = NSLock()
        let holdsL = DispatchSemaphore(value: 0)
        let inObserver = DispatchSemaphore(value: 0)
        var received: [[Int]] = []
        let subscription = subject.buffer(timeSpan: .seconds(1), count: 10, scheduler: timers).subscribe(onNext: { chunk in
            holdsL.wait()
            inObserver.signal()
            l.lock()
            received.append(chunk)
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
            XCTAssertEqual(received, [[1]])
        }
    }

    // MARK: - window

    /// `window` sends a new Observable per window, the first at subscription: a window closes
    /// at `count` elements or after `timeSpan`, whichever comes first, and the next one opens at
    /// once with its own full time span (the same rule as `buffer`'s chunks).
    func testWindowSendsAnObservablePerWindowClosedByCountOrTime() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(260, 3), .next(330, 4), .completed(350),
        ])
        var log: [String] = []
        var windows = 0
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(source.window(timeSpan: .seconds(50), count: 2, scheduler: scheduler).subscribe(
                onNext: { window in
                    let index = windows
                    windows += 1
                    log.append("\(scheduler.clock): open \(index)")
                    subscriptions.append(window.subscribe(
                        onNext: { log.append("\(scheduler.clock): \(index) has \($0)") },
                        onCompleted: { log.append("\(scheduler.clock): \(index) completed") }))
                },
                onCompleted: { log.append("\(scheduler.clock): completed") }))
        }
        scheduler.start()
        subscriptions.forEach { $0.dispose() }
        XCTAssertEqual(log, [
            "200: open 0", "210: 0 has 1", "220: 0 has 2", "220: 0 completed", "220: open 1",
            "260: 1 has 3", "270: 1 completed", "270: open 2",
            "320: 2 completed", "320: open 3",
            "330: 3 has 4", "350: 3 completed", "350: completed",
        ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 350)])
    }

    /// A window someone still subscribes to keeps the source subscribed after the outer
    /// subscription is disposed (at 240), and keeps receiving; the source goes when the
    /// window's subscription does (at 280). An error reaches the window and the outer.
    func testWindowOutlivesTheOuterSubscription() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(290, 3)])
        let inWindow = scheduler.createObserver(Int.self)
        var outer: Disposable?
        var inner: Disposable?
        scheduler.scheduleAt(200) {
            outer = source.window(timeSpan: .seconds(1000), count: 10, scheduler: scheduler)
                .subscribe(onNext: { window in inner = window.subscribe(inWindow) })
        }
        scheduler.scheduleAt(240) { outer?.dispose() }
        scheduler.scheduleAt(280) { inner?.dispose() }
        scheduler.start()
        XCTAssertEqual(inWindow.events, [.next(210, 1), .next(250, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 280)])

        let other = TestScheduler(initialClock: 0)
        let failing = try other.createHotObservable([.next(210, 1), .error(220, Failure(code: 5))])
        let windowObserver = other.createObserver(Int.self)
        let outerObserver = other.createObserver(String.self)
        var kept: [Disposable] = []
        other.scheduleAt(200) {
            kept.append(failing.window(timeSpan: .seconds(1000), count: 10, scheduler: other).subscribe(
                onNext: { kept.append($0.subscribe(windowObserver)); outerObserver.onNext("window") },
                onError: { outerObserver.onError($0) }))
        }
        other.start()
        kept.forEach { $0.dispose() }
        XCTAssertEqual(windowObserver.events, [.next(210, 1), .error(220, Failure(code: 5))])
        XCTAssertEqual(outerObserver.events, [.next(200, "window"), .error(220, Failure(code: 5))])
    }

    /// `window`'s timer sends without holding the sink's lock: the timer's thread delivers the
    /// next window to an observer that needs lock `L` while another thread holds `L` and sends
    /// an element. That element waits in the sink's queue and reaches the new window after the
    /// observer has subscribed to it; RxSwift 6.5's window would deadlock here.
    func testWindowTimerDeliversOutsideTheLock() {
        let timers = ManualScheduler()
        let subject = PublishSubject<Int>()
        let l = NSLock()
        let holdsL = DispatchSemaphore(value: 0)
        let inObserver = DispatchSemaphore(value: 0)
        let received = Locked<[String]>([])
        let inners = CompositeDisposable()
        var windows = 0
        let subscription = subject.window(timeSpan: .seconds(1), count: 10, scheduler: timers).subscribe(onNext: { window in
            let index = windows
            windows += 1
            if index == 1 {
                holdsL.wait()
                inObserver.signal()
                l.lock()
                l.unlock()
            }
            _ = inners.insert(window.subscribe(onNext: { value in received.withValue { $0.append("\(index) has \(value)") } }))
        })
        defer {
            subscription.dispose()
            inners.dispose()
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
            XCTAssertEqual(received.value, ["0 has 1", "1 has 2"])
        }
    }

    // MARK: - groupBy

    /// Each new key sends a group, before its first element, and each element goes to its key's
    /// group; the source's completion completes every group, then the outer.
    func testGroupBySendsAGroupPerKey() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createHotObservable([
            .next(210, "apple"), .next(220, "banana"), .next(230, "avocado"), .completed(240),
        ])
        var log: [String] = []
        var kept: [Disposable] = []
        scheduler.scheduleAt(200) {
            kept.append(source.groupBy { $0.first! }.subscribe(
                onNext: { group in
                    log.append("\(scheduler.clock): group \(group.key)")
                    kept.append(group.subscribe(onNext: { log.append("\(scheduler.clock): \(group.key) has \($0)") },
                                                onCompleted: { log.append("\(scheduler.clock): \(group.key) completed") }))
                },
                onCompleted: { log.append("\(scheduler.clock): completed") }))
        }
        scheduler.start()
        kept.forEach { $0.dispose() }
        XCTAssertEqual(Array(log.prefix(5)), [
            "210: group a", "210: a has apple", "220: group b", "220: b has banana", "230: a has avocado",
        ])
        // The source's completion reaches every group, in the order of the sink's table (a
        // dictionary's, so unspecified), and then the outer observer.
        XCTAssertEqual(Set(log.dropFirst(5).prefix(2)), ["240: a completed", "240: b completed"])
        XCTAssertEqual(log.last, "240: completed")
        XCTAssertEqual(log.count, 8)
    }

    /// A group outlives the subscription that made it: the outer subscription is disposed at
    /// 300, yet group "a", still subscribed, receives "a2" at 330, and the source stays
    /// subscribed until that group's subscription goes at 350 (RxSwift's RefCountDisposable).
    /// With no group subscribed, disposing the outer lets the source go at once.
    func testGroupsOutliveTheOuterSubscription() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createHotObservable([
            .next(210, "a1"), .next(220, "b1"), .next(330, "a2"), .next(340, "c1"), .completed(400),
        ])
        let groupA = scheduler.createObserver(String.self)
        let outerKeys = scheduler.createObserver(Character.self)
        var outer: Disposable?
        var inner: Disposable?
        scheduler.scheduleAt(200) {
            outer = source.groupBy { $0.first! }.subscribe(onNext: { group in
                outerKeys.onNext(group.key)
                if group.key == "a" {
                    inner = group.subscribe(groupA)
                }
            })
        }
        scheduler.scheduleAt(300) { outer?.dispose() }
        scheduler.scheduleAt(350) { inner?.dispose() }
        scheduler.start()
        XCTAssertEqual(outerKeys.events, [.next(210, "a"), .next(220, "b")])
        XCTAssertEqual(groupA.events, [.next(210, "a1"), .next(330, "a2")])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 350)])

        let other = TestScheduler(initialClock: 0)
        let second = try other.createHotObservable([.next(210, "a1"), .next(330, "a2")])
        let observer = other.start(disposed: 300) { second.groupBy { $0.first! }.map(\.key) }
        XCTAssertEqual(observer.events, [.next(210, "a")])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 300)])
    }

    /// An error thrown by the key selector reaches every group and then the outer observer,
    /// and the source is disposed at that instant; the same for the source's own error.
    func testGroupByErrorReachesEveryGroupAndTheOuter() throws {
        for throwingSelector in [true, false] {
            let scheduler = TestScheduler(initialClock: 0)
            let source = try scheduler.createHotObservable([
                .next(210, "a1"), .next(220, "b1"),
                throwingSelector ? .next(250, "x") : .error(250, Failure(code: 2)),
                .next(260, "a2"),
            ])
            let groups = ["a": scheduler.createObserver(String.self), "b": scheduler.createObserver(String.self)]
            let outer = scheduler.createObserver(String.self)
            var kept: [Disposable] = []
            scheduler.scheduleAt(200) {
                kept.append(source.groupBy { value -> String in
                    if value == "x" { throw Failure(code: 2) }
                    return String(value.first!)
                }.subscribe(onNext: { group in
                    outer.onNext(group.key)
                    kept.append(group.subscribe(groups[group.key]!))
                }, onError: { outer.onError($0) }))
            }
            scheduler.start()
            kept.forEach { $0.dispose() }
            XCTAssertEqual(groups["a"]!.events, [.next(210, "a1"), .error(250, Failure(code: 2))])
            XCTAssertEqual(groups["b"]!.events, [.next(220, "b1"), .error(250, Failure(code: 2))])
            XCTAssertEqual(outer.events, [.next(210, "a"), .next(220, "b"), .error(250, Failure(code: 2))])
            XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
        }
    }

    /// A group subscribed to after the source has ended receives only the completion its subject
    /// remembers, no element, and holds nothing alive.
    func testAGroupSubscribedAfterTheEndReceivesOnlyTheCompletion() {
        var group: GroupedObservable<Int, Int>?
        _ = Observable.of(1, 2).groupBy { $0 % 2 }.subscribe(onNext: { group = group ?? $0 })
        var events: [String] = []
        _ = group?.subscribe(onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })
        XCTAssertEqual(group?.key, 1)
        XCTAssertEqual(events, ["completed"])
    }
}

import Dispatch
import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

private struct Failure: Error, Equatable {
    let code: Int
}

/// A source that keeps the observer it was subscribed with and sends to it whenever told, even
/// after its subscription was disposed: an event already under way on another thread when the
/// disposal comes, made certain. Disposing runs `onDispose` first.
private final class RacingSource: Observable<Int>, @unchecked Sendable {
    private let observer = Locked<AnyObserver<Int>?>(nil)
    private let onDispose: () -> Void

    init(onDispose: @escaping () -> Void = {}) {
        self.onDispose = onDispose
        super.init()
    }

    override func subscribeErased(_ observer: AnyObserver<Int>) -> Disposable {
        self.observer.value = observer
        return Disposables.create { [onDispose] in onDispose() }
    }

    func send(_ value: Int) {
        observer.value?.onNext(value)
    }

    func complete() {
        observer.value?.onCompleted()
    }

    /// Forgets the observer: kept, it would hold the chain alive.
    func forget() {
        observer.value = nil
    }
}

/// Chapter 23: `startWith`, whose state is the elements it sends first, and `amb`, whose one
/// piece of state is which source won the race.
final class Chapter23StartWithAmbTests: RxReadingTestCase {

    // MARK: - startWith

    /// `source.startWith(a, b)` behaves as `concat` of `from([a, b])` and the source: the same
    /// events at the same times, and the source subscribed at the same time, once `a` and `b`
    /// are sent.
    func testStartWithIsConcatOfFromAndTheSource() {
        func run(_ build: @escaping (Observable<String>) -> Observable<String>)
            -> (events: [Recorded<Event<String>>], subscriptions: [Subscription]) {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createColdObservable([.next(10, "c"), .next(30, "d"), .completed(40)])
            let observer = scheduler.start { build(source.asObservable()) }
            return (observer.events, source.subscriptions)
        }
        let startWith = run { $0.startWith("a", "b") }
        let concat = run { Observable.concat([Observable.from(["a", "b"]), $0]) }
        XCTAssertEqual(startWith.events, [
            .next(200, "a"), .next(200, "b"), .next(210, "c"), .next(230, "d"), .completed(240),
        ])
        XCTAssertEqual(startWith.events, concat.events)
        XCTAssertEqual(startWith.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(startWith.subscriptions, concat.subscriptions)
    }

    /// Several `startWith`s stack last first: `.startWith(1).startWith(2)` sends 2, then 1, then
    /// the source; the elements of one `startWith` keep their order.
    func testStartWithsStackLastFirst() {
        let recorder = Recorder<Int>()
        _ = Observable.just(0).startWith(1).startWith(2).startWith(3, 4).subscribe(recorder)
        XCTAssertEqual(recorder.events, [.next(3), .next(4), .next(2), .next(1), .next(0), .completed])
    }

    /// Where `startWith` and `concat` part: an observer that stops at the first element
    /// (`take(1)`). `startWith` sends its elements while it is being subscribed and then
    /// subscribes to the source all the same, which is disposed at once; `concat` reaches the
    /// source only after `from` completes, which the stopped observer never lets happen.
    func testStartWithSubscribesTheSourceEvenWhenTheObserverStopsAtItsFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, "c"), .completed(20)])
        let startWith = scheduler.start { source.startWith("a", "b").take(1) }
        XCTAssertEqual(startWith.events, [.next(200, "a"), .completed(200)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 200)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let source2 = scheduler2.createColdObservable([.next(10, "c"), .completed(20)])
        let concat = scheduler2.start { Observable.concat([Observable.from(["a", "b"]), source2.asObservable()]).take(1) }
        XCTAssertEqual(concat.events, [.next(200, "a"), .completed(200)])
        XCTAssertEqual(source2.subscriptions, [])
    }

    // MARK: - amb

    /// `a.amb(b)` follows the first source to send an element; the loser is disposed at that
    /// moment, and the winner at its end.
    func testAmbFollowsTheFirstToSendAnElementAndDisposesTheLoserThen() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(220, 1), .completed(260)])
        let b = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .completed(250)])
        let observer = scheduler.start { a.amb(b) }
        XCTAssertEqual(observer.events, [.next(210, 2), .next(230, 3), .completed(250)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
    }

    /// Any event wins the race, not only an element: a completion first ends the result with
    /// that completion, an error first with that error, and the other source is disposed then.
    func testAmbIsWonByACompletionOrAnErrorToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(230, 1), .completed(240)])
        let b = scheduler.createHotObservable([.completed(225, Int.self)])
        let completed = scheduler.start { a.amb(b) }
        XCTAssertEqual(completed.events, [.completed(225)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 225)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let a2 = scheduler2.createHotObservable([.error(215, Failure(code: 1), Int.self)])
        let b2 = scheduler2.createHotObservable([.next(220, 2), .completed(240)])
        let failed = scheduler2.start { a2.amb(b2) }
        XCTAssertEqual(failed.events, [.error(215, Failure(code: 1))])
        XCTAssertEqual(a2.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(b2.subscriptions, [Subscription(200, 215)])
    }

    /// The static `amb` over a collection subscribes to every source at once, in order; the
    /// first to send wins, and all the others are disposed at that moment.
    func testStaticAmbSubscribesAllInOrderAndDisposesEveryLoser() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(230, 1), .completed(300)])
        let x2 = scheduler.createHotObservable([.next(210, 2), .next(240, 4), .completed(250)])
        let x3 = scheduler.createHotObservable([.next(220, 3), .completed(300)])
        var order: [String] = []
        let sources = [("x1", x1), ("x2", x2), ("x3", x3)].map { name, source in
            Observable.deferred { () -> Observable<Int> in
                order.append(name)
                return source.asObservable()
            }
        }
        let observer = scheduler.start { Observable.amb(sources) }
        XCTAssertEqual(order, ["x1", "x2", "x3"])
        XCTAssertEqual(observer.events, [.next(210, 2), .next(240, 4), .completed(250)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(x3.subscriptions, [Subscription(200, 210)])
    }

    /// The static `amb` of no sources never sends anything.
    func testStaticAmbOfNoSourcesNeverSends() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable<Int>.amb([Observable<Int>]()) }
        XCTAssertEqual(observer.events, [])
    }

    /// Every source is subscribed even when the first has already won during its own
    /// subscription: `just(1).amb(b)` subscribes to `b` after `just` has completed, and
    /// disposes it at once.
    func testAmbSubscribesTheSecondSourceEvenAfterTheFirstHasWon() {
        let scheduler = TestScheduler(initialClock: 0)
        let b = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let observer = scheduler.start { Observable.just(1).amb(b) }
        XCTAssertEqual(observer.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 200)])
    }

    /// A loser's event is dropped and does nothing else, even a stop event that arrives after
    /// the loser was disposed: the winner goes on. (RxSwift 6.5's `AmbSink` builds the right
    /// side's observer with the left side's subscription as the one to dispose on a stop event,
    /// so there a late completion from a losing right side disposes the winning left, and 2 and
    /// the completion would never arrive.)
    func testAmbIgnoresALateStopEventFromTheLoser() {
        let left = PublishSubject<Int>()
        let right = RacingSource()
        let recorder = Recorder<Int>()
        let subscription = left.amb(right).subscribe(recorder)
        left.onNext(1)
        right.complete()
        left.onNext(2)
        left.onCompleted()
        XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
        subscription.dispose()
        right.forget()
    }

    /// `amb` delivers the winning event without holding its lock. Thread A sends on the left:
    /// it wins, and its observer needs lock `L`. Thread B, holding `L`, sends on the right at
    /// that moment (an event already under way as the right side is disposed), which asks `amb`'s
    /// lock who won. RxSwift 6.5 sends the first event while holding that lock, and the two
    /// threads wait for each other forever; here B finds the race decided, drops its event, and
    /// both return.
    func testAmbDeliversTheWinningEventOutsideItsLock() {
        let left = PublishSubject<Int>()
        let right = RacingSource()
        let l = NSLock()
        let holdsL = DispatchSemaphore(value: 0)
        let inObserver = DispatchSemaphore(value: 0)
        let received = Locked<[Int]>([])
        let subscription = left.amb(right).subscribe(onNext: { value in
            holdsL.wait()
            inObserver.signal()
            l.lock()
            received.withValue { $0.append(value) }
            l.unlock()
        })
        let finished = runTwo({
            left.onNext(1)
        }, {
            l.lock()
            holdsL.signal()
            inObserver.wait()
            right.send(2)
            l.unlock()
        })
        XCTAssertTrue(finished, "the winner's thread and the loser's thread deadlocked: amb delivered under its lock")
        guard finished else { return }
        XCTAssertEqual(received.value, [1])
        subscription.dispose()
        right.forget()
    }

    /// `amb` disposes the loser without holding its lock. Thread A's left element wins, and
    /// disposing the right side runs a teardown that waits for thread B; B's event on the right,
    /// already under way, asks `amb`'s lock who won. RxSwift 6.5 disposes the loser under that
    /// lock, so B waits for A's lock and A for B; here both return.
    func testAmbDisposesTheLoserOutsideItsLock() {
        let left = PublishSubject<Int>()
        let teardownStarted = DispatchSemaphore(value: 0)
        let rightSent = DispatchSemaphore(value: 0)
        let right = RacingSource(onDispose: {
            teardownStarted.signal()
            // Longer than `runTwo`'s bound, so a deadlock is reported as one.
            _ = rightSent.wait(timeout: .now() + 10)
        })
        let received = Locked<[Int]>([])
        let subscription = left.amb(right).subscribe(onNext: { value in
            received.withValue { $0.append(value) }
        })
        let finished = runTwo({
            left.onNext(1)
        }, {
            teardownStarted.wait()
            right.send(2)
            rightSent.signal()
        })
        XCTAssertTrue(finished, "the winner's thread and the loser's thread deadlocked: amb disposed the loser under its lock")
        guard finished else { return }
        XCTAssertEqual(received.value, [1])
        subscription.dispose()
        right.forget()
    }
}

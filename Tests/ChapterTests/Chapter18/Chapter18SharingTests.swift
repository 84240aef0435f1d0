import Dispatch
import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

/// Chapter 18: sharing. `share`, `multicast` + `connect`, `refCount`, `ReplaySubject` and
/// `AsyncSubject`: when the source is subscribed and let go, what a late subscriber receives, and
/// the replay that happens outside every lock.
final class Chapter18SharingTests: RxReadingTestCase {

    // MARK: - The request that runs twice

    /// A cold request subscribed twice runs twice: each subscriber gets its own run of the closure.
    func testWithoutShareEachSubscriberRunsTheRequest() {
        let request = FakeRequest()
        let response = request.observable
        let first = Recorder<String>(), second = Recorder<String>()
        let a = response.subscribe(first)
        let b = response.subscribe(second)
        XCTAssertEqual(request.runs, 2)
        request.respond("ok")
        XCTAssertEqual(first.events, [.next("ok 1"), .completed])
        XCTAssertEqual(second.events, [.next("ok 2"), .completed])
        a.dispose()
        b.dispose()
    }

    /// With `share()`, two subscribers that both subscribe before the response share one run, and
    /// both receive its response.
    func testWithShareTwoSubscribersWhileTheRequestRunsShareOneRun() {
        let request = FakeRequest()
        let response = request.observable.share()
        let first = Recorder<String>(), second = Recorder<String>()
        let a = response.subscribe(first)
        let b = response.subscribe(second)
        XCTAssertEqual(request.runs, 1)
        request.respond("ok")
        XCTAssertEqual(first.events, [.next("ok 1"), .completed])
        XCTAssertEqual(second.events, [.next("ok 1"), .completed])
        a.dispose()
        b.dispose()
    }

    /// The trap: the first subscriber's request completes before the second subscribes, so the
    /// connection is over and `.whileConnected` (the default) runs the request again; a request that
    /// answers during `subscribe` is always over before the second subscriber comes. `.forever`
    /// keeps the subject, which replays the response and its completion instead.
    func testWhileConnectedRunsTheRequestAgainForASubscriberAfterItCompleted() {
        let request = FakeRequest()
        let whileConnected = request.observable.share(replay: 1)
        let first = Recorder<String>(), second = Recorder<String>()
        _ = whileConnected.subscribe(first)
        request.respond("ok")
        _ = whileConnected.subscribe(second)
        XCTAssertEqual(request.runs, 2)
        request.respond("again")
        XCTAssertEqual(first.events, [.next("ok 1"), .completed])
        XCTAssertEqual(second.events, [.next("again 2"), .completed])

        let immediate = Locked(0)
        let answersAtOnce = Observable<Int>.create { observer in
            let run = immediate.withValue { $0 += 1; return $0 }
            observer.onNext(run)
            observer.onCompleted()
            return Disposables.create()
        }.share()
        _ = answersAtOnce.subscribe()
        _ = answersAtOnce.subscribe()
        XCTAssertEqual(immediate.value, 2, "a request that answers during subscribe ends its connection before the second subscriber comes")

        let foreverRequest = FakeRequest()
        let forever = foreverRequest.observable.share(replay: 1, scope: .forever)
        let third = Recorder<String>(), fourth = Recorder<String>()
        _ = forever.subscribe(third)
        foreverRequest.respond("ok")
        _ = forever.subscribe(fourth)
        XCTAssertEqual(foreverRequest.runs, 1)
        XCTAssertEqual(fourth.events, [.next("ok 1"), .completed])
    }

    // MARK: - When share subscribes and lets go

    /// `share` subscribes to its source when its first subscriber arrives (not when it is made),
    /// keeps one subscription while anyone listens, and disposes it when the last one leaves; the
    /// next subscriber subscribes to the source again.
    func testShareSubscribesOnTheFirstSubscriberAndDisposesWhenTheLastLeaves() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable((1...8).map { Recorded.next(20 * $0, $0) })
        var shared: Observable<Int>!
        var first: Disposable!, second: Disposable!, third: Disposable!
        let observers = (scheduler.createObserver(Int.self), scheduler.createObserver(Int.self), scheduler.createObserver(Int.self))
        scheduler.scheduleAt(0) { shared = source.asObservable().share() }
        scheduler.scheduleAt(25) { first = shared.subscribe(observers.0) }
        scheduler.scheduleAt(45) { second = shared.subscribe(observers.1) }
        scheduler.scheduleAt(55) { first.dispose() }
        scheduler.scheduleAt(75) { second.dispose() }
        scheduler.scheduleAt(115) { third = shared.subscribe(observers.2) }
        scheduler.scheduleAt(145) { third.dispose() }
        scheduler.start()
        XCTAssertEqual(source.subscriptions, [Subscription(25, 75), Subscription(115, 145)])
        XCTAssertEqual(observers.0.events, [.next(40, 2)])
        XCTAssertEqual(observers.1.events, [.next(60, 3)])
        XCTAssertEqual(observers.2.events, [.next(120, 6), .next(140, 7)])
    }

    /// The source's terminal event ends the connection as well: `share` lets go of the source then,
    /// with subscribers still there, and the next subscriber subscribes again.
    func testShareLetsGoWhenTheSourceEndsAndTheNextSubscriberStartsAgain() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createColdObservable("-1-2|", values: ["1": 1, "2": 2])
        var shared: Observable<Int>!
        let observers = (scheduler.createObserver(Int.self), scheduler.createObserver(Int.self))
        scheduler.scheduleAt(0) { shared = source.asObservable().share() }
        scheduler.scheduleAt(100) { _ = shared.subscribe(observers.0) }
        scheduler.scheduleAt(200) { _ = shared.subscribe(observers.1) }
        scheduler.start()
        XCTAssertEqual(source.subscriptions, [Subscription(100, 140), Subscription(200, 240)])
        XCTAssertEqual(observers.0.events, [.next(110, 1), .next(130, 2), .completed(140)])
        XCTAssertEqual(observers.1.events, [.next(210, 1), .next(230, 2), .completed(240)])
    }

    // MARK: - Late subscribers: .whileConnected and .forever

    /// `.whileConnected`, a late subscriber before the source completes: it receives the latest
    /// element at once, then the live ones; the source is subscribed once.
    func testWhileConnectedLateSubscriberBeforeTheEndGetsTheLatestThenLive() throws {
        let run = try lateSubscribers { $0.share(replay: 1) }
        XCTAssertEqual(run.beforeTheEnd, [.next(235, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(run.subscriptions.first, Subscription(200, 260))
    }

    /// `.whileConnected`, a subscriber after the source completed: the connection is gone with its
    /// replay buffer; the source is subscribed again and the subscriber sees a fresh run.
    func testWhileConnectedSubscriberAfterTheEndSubscribesToTheSourceAgain() throws {
        let run = try lateSubscribers { $0.share(replay: 1) }
        XCTAssertEqual(run.afterTheEnd, [.next(310, 1), .next(330, 2), .next(350, 3), .completed(360)])
        XCTAssertEqual(run.subscriptions, [Subscription(200, 260), Subscription(300, 360)])
    }

    /// `.forever`, a late subscriber before the source completes: the same as `.whileConnected`,
    /// the latest element, then live.
    func testForeverLateSubscriberBeforeTheEndGetsTheLatestThenLive() throws {
        let run = try lateSubscribers { $0.share(replay: 1, scope: .forever) }
        XCTAssertEqual(run.beforeTheEnd, [.next(235, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(run.subscriptions.first, Subscription(200, 260))
    }

    /// `.forever`, a subscriber after the source completed: the one subject replays its buffer and
    /// its completion at once, and the source is never subscribed again.
    func testForeverSubscriberAfterTheEndGetsTheBufferAndTheCompletionWithoutResubscribing() throws {
        let run = try lateSubscribers { $0.share(replay: 1, scope: .forever) }
        XCTAssertEqual(run.afterTheEnd, [.next(300, 3), .completed(300)])
        XCTAssertEqual(run.subscriptions, [Subscription(200, 260)])
    }

    /// `.forever` after the last subscriber left (the source did not end): `refCount` connects
    /// again, and the kept subject first replays the element of the old connection.
    func testForeverReconnectsAfterTheLastSubscriberLeftAndReplaysTheStaleElementFirst() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createColdObservable("-1-2-3-", values: ["1": 1, "2": 2, "3": 3])
        var shared: Observable<Int>!
        var first: Disposable!, second: Disposable!
        let observers = (scheduler.createObserver(Int.self), scheduler.createObserver(Int.self))
        scheduler.scheduleAt(0) { shared = source.asObservable().share(replay: 1, scope: .forever) }
        scheduler.scheduleAt(100) { first = shared.subscribe(observers.0) }
        scheduler.scheduleAt(135) { first.dispose() }
        scheduler.scheduleAt(200) { second = shared.subscribe(observers.1) }
        scheduler.scheduleAt(225) { second.dispose() }
        scheduler.start()
        XCTAssertEqual(observers.1.events, [.next(200, 2), .next(210, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(100, 135), Subscription(200, 225)])
    }

    /// `share(replay:scope:)` is `multicast(...).refCount()` in both scopes: one subject for ever
    /// (`multicast(subject)`) or one per connection (`multicast(makeSubject:)`) give the same
    /// events and the same subscriptions to the source as the matching `share`.
    func testShareIsMulticastRefCountInBothScopes() throws {
        let forever = try lateSubscribers { $0.share(replay: 2, scope: .forever) }
        let foreverByHand = try lateSubscribers { $0.multicast(ReplaySubject.create(bufferSize: 2)).refCount() }
        XCTAssertEqual(forever.all, foreverByHand.all)
        XCTAssertEqual(forever.subscriptions, foreverByHand.subscriptions)
        XCTAssertEqual(forever.beforeTheEnd, [.next(235, 1), .next(235, 2), .next(250, 3), .completed(260)])

        // With no replay, `.forever` keeps a `PublishSubject`.
        let foreverNoReplay = try lateSubscribers { $0.share(replay: 0, scope: .forever) }
        let foreverNoReplayByHand = try lateSubscribers { $0.multicast(PublishSubject()).refCount() }
        XCTAssertEqual(foreverNoReplay.all, foreverNoReplayByHand.all)
        XCTAssertEqual(foreverNoReplay.subscriptions, foreverNoReplayByHand.subscriptions)
        XCTAssertEqual(foreverNoReplay.beforeTheEnd, [.next(250, 3), .completed(260)])

        let whileConnected = try lateSubscribers { $0.share(replay: 1) }
        let whileConnectedByHand = try lateSubscribers {
            $0.multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) }).refCount()
        }
        XCTAssertEqual(whileConnected.all, whileConnectedByHand.all)
        XCTAssertEqual(whileConnected.subscriptions, whileConnectedByHand.subscriptions)

        // Above a replay of 1, `.whileConnected` is literally the hand-written form.
        let whileConnectedTwo = try lateSubscribers { $0.share(replay: 2) }
        let whileConnectedTwoByHand = try lateSubscribers {
            $0.multicast(makeSubject: { ReplaySubject.create(bufferSize: 2) }).refCount()
        }
        XCTAssertEqual(whileConnectedTwo.all, whileConnectedTwoByHand.all)
        XCTAssertEqual(whileConnectedTwo.subscriptions, whileConnectedTwoByHand.subscriptions)
    }

    /// Which implementation `share` picks: its own `ShareWhileConnected` for `.whileConnected` with
    /// a replay of 0 or 1, `refCount` over `multicast` for everything else.
    func testSharePicksItsOwnImplementationForWhileConnectedReplayZeroAndOne() {
        let source = Observable<Int>.never()
        XCTAssertTrue(source.share() is ShareWhileConnected<Int>)
        XCTAssertTrue(source.share(replay: 1) is ShareWhileConnected<Int>)
        XCTAssertTrue(source.share(replay: 2) is RefCount<ConnectableObservable<Int>>)
        XCTAssertTrue(source.share(scope: .forever) is RefCount<ConnectableObservable<Int>>)
        XCTAssertTrue(source.share(replay: 1, scope: .forever) is RefCount<ConnectableObservable<Int>>)
    }

    // MARK: - connect and refCount, by hand

    /// `publish()` subscribes nothing when observers subscribe: `connect()` subscribes to the
    /// source, once, for all of them, and disposing the connection unsubscribes it while the
    /// observers are still subscribed.
    func testPublishSubscribesToTheSourceOnlyWhenConnected() {
        let request = FakeRequest()
        let published = request.observable.publish()
        let first = Recorder<String>(), second = Recorder<String>()
        let a = published.subscribe(first)
        let b = published.subscribe(second)
        XCTAssertEqual(request.runs, 0)
        let connection = published.connect()
        XCTAssertEqual(request.runs, 1)
        XCTAssertTrue((published.connect() as AnyObject) === (connection as AnyObject), "connecting again while connected returns the same connection")
        XCTAssertEqual(request.runs, 1)
        connection.dispose()
        XCTAssertEqual(request.disposals, 1)
        request.respond("late")
        XCTAssertEqual(first.events, [])
        XCTAssertEqual(second.events, [])
        a.dispose()
        b.dispose()

        // While connected, what the source sends reaches both subscribers through the one run.
        let source = PublishSubject<Int>()
        let live = source.publish()
        let one = Recorder<Int>(), two = Recorder<Int>()
        let c = live.subscribe(one), d = live.subscribe(two)
        let liveConnection = live.connect()
        source.onNext(1)
        XCTAssertEqual(one.elements, [1])
        XCTAssertEqual(two.elements, [1])
        liveConnection.dispose()
        source.onNext(2)
        XCTAssertEqual(one.elements, [1], "nothing after the connection is disposed")
        c.dispose()
        d.dispose()
    }

    /// `refCount()` is the other half: it calls `connect()` for the first subscriber and disposes
    /// the connection when the last one leaves; the next subscriber connects again.
    func testRefCountConnectsForTheFirstSubscriberAndDisconnectsAfterTheLast() {
        let request = FakeRequest()
        let shared = request.observable.publish().refCount()
        let a = shared.subscribe()
        XCTAssertEqual(request.runs, 1)
        let b = shared.subscribe()
        XCTAssertEqual(request.runs, 1)
        a.dispose()
        XCTAssertEqual(request.disposals, 0)
        b.dispose()
        XCTAssertEqual(request.disposals, 1)
        let c = shared.subscribe()
        XCTAssertEqual(request.runs, 2)
        c.dispose()
        XCTAssertEqual(request.disposals, 2)
    }

    // MARK: - multicast(_:) and multicast(makeSubject:)

    /// `multicast(_:)` keeps one subject for every connection: once the source completed, the
    /// subject is stopped, so a later connection runs the source again but nobody sees that run; a
    /// subscriber gets the first run's replay and completion.
    func testMulticastKeepsOneSubjectForEveryConnection() {
        let request = FakeRequest()
        let connectable = request.observable.multicast(ReplaySubject.create(bufferSize: 1))
        _ = connectable.connect()
        request.respond("ok")
        let late = Recorder<String>()
        _ = connectable.subscribe(late)
        let again = connectable.connect()
        XCTAssertEqual(request.runs, 2)
        request.respond("again")
        XCTAssertEqual(late.events, [.next("ok 1"), .completed])
        let later = Recorder<String>()
        _ = connectable.subscribe(later)
        XCTAssertEqual(later.events, [.next("ok 1"), .completed])
        again.dispose()
    }

    /// `multicast(makeSubject:)` makes a subject per connection: after the source completed, the
    /// next subscriber gets a fresh subject, and the next connection's elements.
    func testMulticastMakeSubjectMakesAFreshSubjectPerConnection() {
        let request = FakeRequest()
        var made = 0
        let connectable = request.observable.multicast(makeSubject: { () -> ReplaySubject<String> in
            made += 1
            return ReplaySubject.create(bufferSize: 1)
        })
        _ = connectable.connect()
        request.respond("ok")
        let late = Recorder<String>()
        _ = connectable.subscribe(late)
        XCTAssertEqual(late.events, [])
        let again = connectable.connect()
        request.respond("again")
        XCTAssertEqual(late.events, [.next("again 2"), .completed])
        XCTAssertEqual(made, 2)
        again.dispose()
    }

    // MARK: - ReplaySubject's buffer

    /// `create(bufferSize:)` keeps the last `bufferSize` elements: a new subscriber receives them,
    /// oldest first, then the live ones.
    func testReplaySubjectReplaysTheLastBufferSizeElementsThenLive() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder)
        subject.onNext(4)
        XCTAssertEqual(recorder.elements, [2, 3, 4])
        subscription.dispose()
    }

    /// After the terminal event, a subscriber receives the buffer and then that event.
    func testReplaySubjectReplaysItsBufferThenItsTerminalEventAfterTheEnd() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onError(TestError("boom"))
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        XCTAssertEqual(recorder.events, [.next(2), .next(3), .error(TestError("boom"))])
    }

    /// `createUnbounded()` keeps every element it was ever sent: memory grows with every `onNext`,
    /// and each new subscriber is replayed all of them.
    func testCreateUnboundedKeepsAndReplaysEveryElement() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for element in 0..<10_000 {
            subject.onNext(element)
        }
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder)
        XCTAssertEqual(recorder.elements, Array(0..<10_000))
        subscription.dispose()
    }

    // MARK: - Replaying outside the lock

    /// A second thread sends a live element while the subscribing thread replays the buffer: the
    /// second thread's `onNext` returns at once (it does not wait for the replay), and the live
    /// element reaches the subscriber after the replayed ones. Deterministic: the subscriber waits,
    /// during its first replayed element, until the second thread's `onNext` has returned (two
    /// seconds at most).
    func testReplaySubjectDeliversALiveElementSentDuringTheReplayAfterTheReplayedOnes() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        let outcome = liveElementDuringReplay(subject.asObservable()) { subject.onNext(3) }
        XCTAssertTrue(outcome.sentDuringReplay, "the other thread's onNext waited for the replay to finish")
        XCTAssertFalse(outcome.overlapped, "the live element reached the subscriber while it was still in a replayed onNext")
        XCTAssertEqual(outcome.received, [1, 2, 3])
    }

    /// The same for `share(replay: 1)`: the latest element is replayed outside the lock, and a
    /// live element sent meanwhile comes after it.
    func testShareReplayOneDeliversALiveElementSentDuringTheReplayAfterTheReplayedOne() {
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 1)
        let keepConnected = shared.subscribe()
        source.onNext(2)
        let outcome = liveElementDuringReplay(shared) { source.onNext(3) }
        XCTAssertTrue(outcome.sentDuringReplay, "the other thread's onNext waited for the replay to finish")
        XCTAssertFalse(outcome.overlapped, "the live element reached the subscriber while it was still in a replayed onNext")
        XCTAssertEqual(outcome.received, [2, 3])
        keepConnected.dispose()
    }

    /// The cycle of RxSwift #1992 and #2653, with a sender: the subscriber's `onNext` takes a lock
    /// that another thread holds while it sends into the subject (in #2653 that thread holds zip's
    /// lock and unsubscribes; chapter 19 runs that whole). Replaying under the subject's lock, each thread would wait
    /// for the other's lock; here the replay runs without the subject's lock, the sender gets
    /// through, lets its lock go, and the replay takes it. (The `onNext` waits at most two seconds
    /// for the lock, so the old shape fails in two seconds instead of hanging.)
    func testReplaySubjectReplaysWithoutItsLockSoASubscribersLockCannotDeadlockIt() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(1)
        let outcome = replayWhileAnotherThreadHoldsTheSubscribersLock(subject.asObservable()) { subject.onNext(2) }
        XCTAssertTrue(outcome.finished, "the two threads did not finish")
        XCTAssertTrue(outcome.gotTheLock, "the replay held the subject's lock while the subscriber waited for the sender's")
        XCTAssertEqual(outcome.received, [1, 2])
    }

    /// The same cycle through `share(replay: 1)`: the sender sends into the shared source while
    /// holding the subscriber's lock.
    func testShareReplayOneReplaysWithoutItsLockSoASubscribersLockCannotDeadlockIt() {
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 1)
        let keepConnected = shared.subscribe()
        source.onNext(1)
        let outcome = replayWhileAnotherThreadHoldsTheSubscribersLock(shared) { source.onNext(2) }
        XCTAssertTrue(outcome.finished, "the two threads did not finish")
        XCTAssertTrue(outcome.gotTheLock, "the replay held share's lock while the subscriber waited for the sender's")
        XCTAssertEqual(outcome.received, [1, 2])
        keepConnected.dispose()
    }

    // MARK: - AsyncSubject

    /// `AsyncSubject` sends nothing while elements arrive; on completion, it sends only the last
    /// element and the completion, to current subscribers and to every later one.
    func testAsyncSubjectSendsOnlyTheLastElementOnCompletion() {
        let subject = AsyncSubject<Int>()
        let early = Recorder<Int>()
        _ = subject.subscribe(early)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(early.events, [])
        subject.onCompleted()
        XCTAssertEqual(early.events, [.next(3), .completed])
        let late = Recorder<Int>()
        _ = subject.subscribe(late)
        XCTAssertEqual(late.events, [.next(3), .completed])
    }

    /// An error is passed on as it is, the last element forgotten, to current and later subscribers;
    /// completion without any element sends the completion alone.
    func testAsyncSubjectPassesAnErrorOnAndCompletesEmptyWithoutAnElement() {
        let failing = AsyncSubject<Int>()
        let early = Recorder<Int>()
        _ = failing.subscribe(early)
        failing.onNext(1)
        failing.onError(TestError("boom"))
        let late = Recorder<Int>()
        _ = failing.subscribe(late)
        XCTAssertEqual(early.events, [.error(TestError("boom"))])
        XCTAssertEqual(late.events, [.error(TestError("boom"))])

        let empty = AsyncSubject<Int>()
        let recorder = Recorder<Int>()
        _ = empty.subscribe(recorder)
        empty.onCompleted()
        XCTAssertEqual(recorder.events, [.completed])
    }

    /// A stopped `AsyncSubject` sends a late subscriber its outcome after releasing its lock: the
    /// late subscriber's `onNext` waits for a lock another thread holds while that thread subscribes
    /// to the same subject, and both get through. RxSwift 6.5 sends the outcome under the subject's
    /// lock, so each thread would wait for the other (the `onNext` waits at most two seconds).
    func testAsyncSubjectSendsALateSubscriberItsOutcomeWithoutHoldingItsLock() {
        let subject = AsyncSubject<Int>()
        subject.onNext(3)
        subject.onCompleted()
        let foreignLock = NSLock()
        let lockHeld = DispatchSemaphore(value: 0)
        let inOnNext = DispatchSemaphore(value: 0)
        let gotTheLock = Locked<Bool?>(nil)
        let finished = runTwo(
            {
                _ = lockHeld.wait(timeout: .now() + 5)
                _ = subject.subscribe(onNext: { _ in
                    inOnNext.signal()
                    let got = foreignLock.lock(before: Date().addingTimeInterval(2))
                    if got { foreignLock.unlock() }
                    gotTheLock.value = got
                })
            },
            {
                foreignLock.lock()
                lockHeld.signal()
                _ = inOnNext.wait(timeout: .now() + 5)
                _ = subject.subscribe(onNext: { _ in })   // takes the subject's lock
                foreignLock.unlock()
            })
        XCTAssertTrue(finished)
        XCTAssertEqual(gotTheLock.value, true, "the late subscriber's onNext ran under the subject's lock")
    }

    // MARK: - The adapter's lock (RxSwift #2698)

    /// RxSwift #2698, connecting: the source's `subscribe` needs a lock that another thread holds
    /// while it calls into the connectable. With `connect()` subscribing under the adapter's lock,
    /// each thread would wait for the other's lock; here the adapter lets its lock go first, the
    /// other thread gets through and lets its lock go, and the source takes it. The other thread
    /// runs twice: once calling `connect()`, which takes the adapter's lock in RxSwift 6.5 too (the
    /// cycle that deadlocks 6.5, Probes/Deadlocks' `connect-against-connect`), and once subscribing,
    /// which takes it only here and on RxSwift's main branch, whose adapters read their subject
    /// under the lock: 6.5's reads it with none, so on 6.5 that half cannot deadlock
    /// (`connect-against-subscribe`). (The source waits at most two seconds for the lock, so the
    /// old shape fails in two seconds instead of hanging.)
    func testConnectSubscribesToTheSourceWithoutTheAdaptersLockSoAForeignLockCannotDeadlockIt() {
        for otherThreadConnects in [true, false] {
            let foreign = ForeignLock()
            let connectable = Observable<Int>.create { _ in
                foreign.takeFromInside()
                return Disposables.create()
            }.publish()
            let connections = Locked<[Disposable]>([])
            let subscriber = Recorder<Int>()
            let finished = runTwo(
                {
                    foreign.holdOnceTheOtherIsInside {
                        if otherThreadConnects {
                            let connection = connectable.connect()
                            connections.withValue { $0.append(connection) }
                        } else {
                            _ = connectable.subscribe(subscriber)
                        }
                    }
                },
                {
                    foreign.waitUntilHeld()
                    let connection = connectable.connect()
                    connections.withValue { $0.append(connection) }
                })
            XCTAssertTrue(finished, "the two threads did not finish (the other thread \(otherThreadConnects ? "connects" : "subscribes"))")
            XCTAssertEqual(foreign.gotIt.value, true, "connect() held the adapter's lock while the source waited for the foreign lock")
            connections.withValue { $0 }.forEach { $0.dispose() }
        }
    }

    /// RxSwift #2708: `refCount` connects for its first subscriber. RxSwift 6.5 calls `connect()`
    /// while holding `refCount`'s lock, so a source whose `subscribe` needs a lock held by a thread
    /// that is subscribing a second subscriber (which needs `refCount`'s lock to be counted) waits
    /// for it, and is waited for back. Here `connect()` runs after the count is taken and the lock
    /// released.
    func testRefCountConnectsWithoutItsLockSoAForeignLockCannotDeadlockIt() {
        let foreign = ForeignLock()
        let shared = Observable<Int>.create { _ in
            foreign.takeFromInside()
            return Disposables.create()
        }.publish().refCount()
        let first = Locked<Disposable?>(nil)
        let second = Locked<Disposable?>(nil)
        let finished = runTwo(
            { foreign.holdOnceTheOtherIsInside { second.value = shared.subscribe() } },
            { foreign.waitUntilHeld(); first.value = shared.subscribe() })
        XCTAssertTrue(finished, "the two threads did not finish")
        XCTAssertEqual(foreign.gotIt.value, true, "refCount connected while holding its lock, which the other subscriber waited for")
        first.value?.dispose()
        second.value?.dispose()
    }

    /// The same cycle, disconnecting: the source's teardown needs the lock another thread holds
    /// while it calls into the connectable. With the connection disposing its subscription under
    /// the adapter's lock, each thread would wait for the other's lock; here the teardown runs after
    /// the adapter's lock is let go. The other thread connects anew (the cycle of RxSwift 6.5,
    /// `disconnect-against-connect`), then subscribes (a cycle only where `subscribe` takes the
    /// adapter's lock, as here and on RxSwift's main branch, whose own test for #2698 has this shape;
    /// `disconnect-against-subscribe` finishes on 6.5).
    func testDisposingAConnectionTearsTheSourceDownWithoutTheAdaptersLockSoAForeignLockCannotDeadlockIt() {
        for otherThreadConnects in [true, false] {
            let foreign = ForeignLock()
            let firstTeardown = Locked(true)
            let connectable = Observable<Int>.create { _ in
                Disposables.create {
                    // Only the first connection's teardown: the other thread may connect anew.
                    if firstTeardown.withValue({ first in defer { first = false }; return first }) {
                        foreign.takeFromInside()
                    }
                }
            }.publish()
            let connection = connectable.connect()
            let next = Locked<Disposable?>(nil)
            let subscriber = Recorder<Int>()
            let finished = runTwo(
                {
                    foreign.holdOnceTheOtherIsInside {
                        if otherThreadConnects {
                            next.value = connectable.connect()
                        } else {
                            _ = connectable.subscribe(subscriber)
                        }
                    }
                },
                { foreign.waitUntilHeld(); connection.dispose() })
            XCTAssertTrue(finished, "the two threads did not finish (the other thread \(otherThreadConnects ? "connects" : "subscribes"))")
            XCTAssertEqual(foreign.gotIt.value, true, "the connection's dispose held the adapter's lock while the teardown waited for the foreign lock")
            next.value?.dispose()
        }
    }

    /// `refCount`'s last subscriber leaving: RxSwift 6.5 disposes the connection while holding
    /// `refCount`'s lock (and its main branch still does), so a source whose teardown needs a lock
    /// held by a thread subscribing anew (which needs `refCount`'s lock to be counted) waits for it,
    /// and is waited for back (Probes/Deadlocks' `refCount-disconnect`). Here the connection is
    /// disposed after the lock is released.
    func testRefCountDisconnectsWithoutItsLockSoAForeignLockCannotDeadlockIt() {
        let foreign = ForeignLock()
        let firstTeardown = Locked(true)
        let shared = Observable<Int>.create { _ in
            Disposables.create {
                if firstTeardown.withValue({ first in defer { first = false }; return first }) {
                    foreign.takeFromInside()
                }
            }
        }.publish().refCount()
        let only = shared.subscribe()
        let next = Locked<Disposable?>(nil)
        let finished = runTwo(
            { foreign.holdOnceTheOtherIsInside { next.value = shared.subscribe() } },
            { foreign.waitUntilHeld(); only.dispose() })
        XCTAssertTrue(finished, "the two threads did not finish")
        XCTAssertEqual(foreign.gotIt.value, true, "refCount disposed the connection while holding its lock, which the new subscriber waited for")
        next.value?.dispose()
    }

    // MARK: - refCount's placeholder

    /// `refCount` calls `connect()` without holding its lock, so a connection can end, and the next
    /// subscriber connect and leave, while the first `connect()` has not returned on another
    /// thread. The placeholder put in place under the lock keeps the two connections apart: the
    /// second subscriber, the last to leave, disposes the second connection (not the first, which
    /// returns late), and the first is disposed as it arrives.
    func testALastSubscriberLeavingWhileAnEarlierConnectHasNotReturnedStillDisconnects() {
        let firstConnectIsRunning = DispatchSemaphore(value: 0)
        let firstConnectMayReturn = DispatchSemaphore(value: 0)
        let observers = Locked<[AnyObserver<Int>]>([])
        let disposed = Locked<[Int]>([])
        let source = Observable<Int>.create { observer in
            let run = observers.withValue { $0.append(observer); return $0.count }
            if run == 1 {
                firstConnectIsRunning.signal()
                _ = firstConnectMayReturn.wait(timeout: .now() + 5)
            }
            return Disposables.create { disposed.withValue { $0.append(run) } }
        }
        let shared = source.publish().refCount()
        let firstDone = DispatchSemaphore(value: 0)
        let first = Recorder<Int>()
        Thread.detachNewThread {
            _ = shared.subscribe(first)
            firstDone.signal()
        }
        XCTAssertEqual(firstConnectIsRunning.wait(timeout: .now() + 5), .success)
        observers.value[0].onCompleted()        // the first connection ends before its connect() returns
        XCTAssertEqual(first.events, [.completed])
        let second = shared.subscribe()         // a new subscriber connects
        XCTAssertEqual(observers.value.count, 2)
        firstConnectMayReturn.signal()          // the first connect() returns now
        XCTAssertEqual(firstDone.wait(timeout: .now() + 5), .success)
        second.dispose()                        // the last subscriber leaves
        XCTAssertEqual(Set(disposed.value), [1, 2], "a connection was left subscribed to the source with no subscriber")
    }
}

// MARK: - Helpers

/// A fake network request: each subscription is one run, counted; `respond` answers every run
/// still waiting with "<text> <run number>" and completes it.
private final class FakeRequest {
    private let state = Locked<(runs: Int, disposals: Int, waiting: [(Int, AnyObserver<String>)])>((0, 0, []))

    var runs: Int { state.value.runs }
    var disposals: Int { state.value.disposals }

    var observable: Observable<String> {
        Observable.create { [state] observer in
            let run = state.withValue { value -> Int in
                value.runs += 1
                value.waiting.append((value.runs, observer))
                return value.runs
            }
            return Disposables.create {
                state.withValue { value in
                    value.disposals += 1
                    value.waiting.removeAll { $0.0 == run }
                }
            }
        }
    }

    func respond(_ text: String) {
        let waiting = state.withValue { value -> [(Int, AnyObserver<String>)] in
            let taken = value.waiting
            value.waiting = []
            return taken
        }
        for (run, observer) in waiting {
            observer.onNext("\(text) \(run)")
            observer.onCompleted()
        }
    }
}

/// The events three subscribers of `share(source)` receive, on a cold source `-1-2-3|`: the first
/// at 200 (the source's elements come at 210, 230, 250, its completion at 260), the second at 235,
/// before the end, the third at 300, after it.
private struct LateSubscribers {
    let first: [Recorded<Event<Int>>]
    let beforeTheEnd: [Recorded<Event<Int>>]
    let afterTheEnd: [Recorded<Event<Int>>]
    let subscriptions: [Subscription]
    var all: [[Recorded<Event<Int>>]] { [first, beforeTheEnd, afterTheEnd] }
}

private func lateSubscribers(_ share: @escaping (Observable<Int>) -> Observable<Int>) throws -> LateSubscribers {
    let scheduler = TestScheduler(initialClock: 0)
    let source = try scheduler.createColdObservable("-1-2-3|", values: ["1": 1, "2": 2, "3": 3])
    var shared: Observable<Int>!
    let observers = (scheduler.createObserver(Int.self), scheduler.createObserver(Int.self), scheduler.createObserver(Int.self))
    var subscriptions: [Disposable] = []
    scheduler.scheduleAt(100) { shared = share(source.asObservable()) }
    scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(observers.0)) }
    scheduler.scheduleAt(235) { subscriptions.append(shared.subscribe(observers.1)) }
    scheduler.scheduleAt(300) { subscriptions.append(shared.subscribe(observers.2)) }
    scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
    scheduler.start()
    return LateSubscribers(first: observers.0.events, beforeTheEnd: observers.1.events,
                           afterTheEnd: observers.2.events, subscriptions: source.subscriptions)
}

/// Subscribes to `shared` on this thread; during the first replayed element, lets another thread
/// run `send` and waits (two seconds at most) until that `send` has returned. Reports whether it
/// returned in time, whether two `onNext` calls ever overlapped, and the elements received.
private func liveElementDuringReplay(_ shared: Observable<Int>, send: @escaping () -> Void)
    -> (sentDuringReplay: Bool, overlapped: Bool, received: [Int]) {
    let maySend = DispatchSemaphore(value: 0)
    let hasSent = DispatchSemaphore(value: 0)
    let senderDone = DispatchSemaphore(value: 0)
    let received = Locked<[Int]>([])
    let inside = Locked(false), overlapped = Locked(false)
    var sentDuringReplay = false
    Thread.detachNewThread {
        _ = maySend.wait(timeout: .now() + 5)
        send()
        hasSent.signal()
        senderDone.signal()
    }
    let subscription = shared.subscribe(onNext: { element in
        if inside.withValue({ was in defer { was = true }; return was }) {
            overlapped.value = true
        }
        let isFirst = received.withValue { $0.append(element); return $0.count == 1 }
        if isFirst {
            maySend.signal()
            sentDuringReplay = hasSent.wait(timeout: .now() + 2) == .success
        }
        inside.value = false
    })
    _ = senderDone.wait(timeout: .now() + 5)
    subscription.dispose()
    return (sentDuringReplay, overlapped.value, received.value)
}


/// #2698's lock, foreign to the connectable: one thread holds it and, once the other is inside the
/// connectable's work (the source's `subscribe` or teardown), subscribes to the connectable; the
/// other, from inside that work, takes it, waiting at most two seconds.
private final class ForeignLock {
    private let lock = NSRecursiveLock()
    private let held = DispatchSemaphore(value: 0)
    private let inside = DispatchSemaphore(value: 0)
    /// Whether the work inside got the lock; nil until it tried.
    let gotIt = Locked<Bool?>(nil)

    /// Runs `body` holding the lock, once the other thread is inside the connectable's work.
    func holdOnceTheOtherIsInside(_ body: () -> Void) {
        lock.lock()
        held.signal()
        _ = inside.wait(timeout: .now() + 5)
        body()
        lock.unlock()
    }

    /// Waits until the first thread holds the lock.
    func waitUntilHeld() {
        _ = held.wait(timeout: .now() + 5)
    }

    /// Called from inside the connectable's work: says so, then takes the lock.
    func takeFromInside() {
        inside.signal()
        let got = lock.lock(before: Date().addingTimeInterval(2))
        if got {
            lock.unlock()
        }
        gotIt.value = got
    }
}

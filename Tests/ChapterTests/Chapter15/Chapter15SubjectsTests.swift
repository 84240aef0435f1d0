import Dispatch
import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

/// Chapter 15: subjects are hot sources. A subject forwards what it is told to the observers
/// subscribed at that moment; the cold observables of Part I do their work once per subscriber.
final class Chapter15SubjectsTests: RxReadingTestCase {

    // MARK: - PublishSubject

    /// A subject calls no observer, and releases none, while it holds its lock: disposing a
    /// subject whose observer, once released, disposes another subscription to the same subject
    /// (through a dispose bag the observer's closure kept) neither deadlocks nor stops the
    /// program, and that other subscription is ended.
    func testDisposingASubjectWhoseReleasedObserverCallsBackIntoItIsSafe() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        // Made in a function of its own, so that afterwards the only reference to the observer,
        // and through it to the bag, is the subject's.
        func subscribeAnObserverThatOwnsABagHoldingTheRecordersSubscription() {
            let bag = DisposeBag()
            subject.subscribe(recorder).disposed(by: bag)
            _ = subject.subscribe(onNext: { _ in withExtendedLifetime(bag) {} })
        }
        subscribeAnObserverThatOwnsABagHoldingTheRecordersSubscription()
        subject.onNext(1)
        XCTAssertTrue(subject.hasObservers)

        subject.dispose()

        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(recorder.events, [.next(1)])
    }

    /// Unsubscribing an observer whose release disposes another subscription to the same subject
    /// (its dispose bag holds that subscription) removes both: the nested unsubscribe, run as the
    /// first observer is released after the lock is let go, finds the bag as it now is, so the
    /// second subscription is not left behind and receives nothing more.
    func testUnsubscribingAnObserverWhoseReleaseDisposesAnotherSubscriptionLeavesNeitherBehind() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        // Made in a function of its own, so that afterwards the only reference to the observer,
        // and through it to the bag, is the subject's.
        func subscribeAnObserverThatOwnsABagHoldingTheRecordersSubscription() -> Disposable {
            let bag = DisposeBag()
            subject.subscribe(recorder).disposed(by: bag)
            // An AnyObserver, not subscribe(onNext:): that one's disposable would hold the
            // closure too, and disposing it would release the bag before the subject did.
            return subject.subscribe(AnyObserver<Int> { _ in withExtendedLifetime(bag) {} })
        }
        let owner = subscribeAnObserverThatOwnsABagHoldingTheRecordersSubscription()
        subject.onNext(1)

        owner.dispose()
        subject.onNext(2)

        XCTAssertFalse(subject.hasObservers, "the recorder's subscription was left in the subject")
        XCTAssertEqual(recorder.events, [.next(1)])
    }

    /// A publish subject keeps nothing: a subscriber receives only the elements sent after it
    /// subscribed.
    func testPublishSubjectLateSubscriberMissesEarlierElements() {
        let subject = PublishSubject<Int>()
        let early = Recorder<Int>()
        let late = Recorder<Int>()

        let earlySubscription = subject.subscribe(early)
        subject.onNext(1)
        subject.onNext(2)
        let lateSubscription = subject.subscribe(late)
        subject.onNext(3)
        subject.onCompleted()

        XCTAssertEqual(early.events, [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(late.events, [.next(3), .completed])
        earlySubscription.dispose()
        lateSubscription.dispose()
    }

    /// Every observer subscribed to a subject receives each event, and they receive it in the
    /// order in which they subscribed, before the next event is sent to anyone.
    func testPublishSubjectSendsEachEventToEveryObserverInSubscriptionOrder() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let bag = DisposeBag()
        for name in ["a", "b", "c"] {
            subject.subscribe(onNext: { log.append("\(name)\($0)") }, onCompleted: { log.append("\(name)|") })
                .disposed(by: bag)
        }

        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()

        XCTAssertEqual(log, ["a1", "b1", "c1", "a2", "b2", "c2", "a|", "b|", "c|"])
    }

    /// Past 31 observers a subject's bag spills into a dictionary, and from then on every new
    /// observer goes there, even after an unsubscribe made room among the first 31 (RxSwift's
    /// rule). So the delivery order is RxSwift's: the first observer, the next 30 in
    /// subscription order, then those in the dictionary, among them one that subscribed after
    /// the unsubscribe, not slotted in among the 30.
    func testPublishSubjectPastThirtyOneObserversDeliversInRxSwiftsBagOrder() {
        let subject = PublishSubject<Int>()
        var delivered: [Int] = []
        var subscriptions = (0 ..< 32).map { tag in
            subject.subscribe(onNext: { _ in delivered.append(tag) })
        }
        subscriptions[5].dispose()
        subscriptions.append(subject.subscribe(onNext: { _ in delivered.append(32) }))

        subject.onNext(1)

        // Observer n holds the bag's key n, so the dictionary's keys say its order.
        let dictionaryOrder = subject.observers.dictionary.map { $0.keys.map { Int($0.rawValue) } } ?? []
        XCTAssertEqual(Set(dictionaryOrder), [31, 32], "the observer subscribed after the unsubscribe went to the dictionary")
        XCTAssertEqual(delivered, [0] + Array(1 ... 4) + Array(6 ... 30) + dictionaryOrder)
        subscriptions.forEach { $0.dispose() }
    }

    /// Delivery follows the bag's slots, not the order of subscription: once the first observer
    /// has unsubscribed, the next subscriber takes the bag's inline slot and receives each event
    /// before the observers that subscribed earlier (RxSwift's bag does the same).
    func testAFreedFirstSlotPutsTheNextSubscriberFirst() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        func subscribe(_ name: String) -> Disposable {
            subject.subscribe(onNext: { log.append("\(name)\($0)") })
        }
        let a = subscribe("a")
        let b = subscribe("b")
        let c = subscribe("c")
        subject.onNext(1)
        a.dispose()
        let d = subscribe("d")
        subject.onNext(2)

        XCTAssertEqual(log, ["a1", "b1", "c1", "d2", "b2", "c2"])
        [b, c, d].forEach { $0.dispose() }
    }

    /// A subject remembers how it ended: a subscriber that comes after `completed` or `error`
    /// receives that terminal event at once, and nothing else.
    func testPublishSubjectReplaysItsTerminalEventToLateSubscribers() {
        let completedSubject = PublishSubject<Int>()
        completedSubject.onNext(1)
        completedSubject.onCompleted()
        let afterCompleted = Recorder<Int>()
        completedSubject.subscribe(afterCompleted).dispose()

        let failedSubject = PublishSubject<Int>()
        failedSubject.onNext(1)
        failedSubject.onError(TestError("boom"))
        let afterError = Recorder<Int>()
        failedSubject.subscribe(afterError).dispose()

        XCTAssertEqual(afterCompleted.events, [.completed])
        XCTAssertEqual(afterError.events, [.error(TestError("boom"))])
    }

    /// The grammar holds for a subject too: after its first terminal event, further events of
    /// any kind are dropped.
    func testPublishSubjectDropsEventsAfterItsTerminalEvent() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder)

        subject.onNext(1)
        subject.onError(TestError("first"))
        subject.onNext(2)
        subject.onError(TestError("second"))
        subject.onCompleted()

        XCTAssertEqual(recorder.events, [.next(1), .error(TestError("first"))])
        subscription.dispose()
    }

    /// Disposing one subscription takes that observer out of the subject: it receives nothing
    /// more, while the other observers go on receiving.
    func testDisposedSubscriptionReceivesNothingMore() {
        let subject = PublishSubject<Int>()
        let leaving = Recorder<Int>()
        let staying = Recorder<Int>()
        let leavingSubscription = subject.subscribe(leaving)
        let stayingSubscription = subject.subscribe(staying)

        subject.onNext(1)
        leavingSubscription.dispose()
        subject.onNext(2)
        subject.onCompleted()

        XCTAssertEqual(leaving.events, [.next(1)])
        XCTAssertEqual(staying.events, [.next(1), .next(2), .completed])
        stayingSubscription.dispose()
    }

    /// An observer may dispose its own subscription from inside its handler: the subject calls
    /// observers outside its lock, on a copy of its bag, so this neither deadlocks nor disturbs
    /// the delivery of the current event to the others.
    func testObserverMayUnsubscribeFromInsideItsOwnHandler() {
        let subject = PublishSubject<Int>()
        var leavingSubscription: Disposable?
        let leaving = Recorder<Int>()
        leaving.onEvent = { _ in leavingSubscription?.dispose() }
        let staying = Recorder<Int>()

        leavingSubscription = subject.subscribe(leaving)
        let stayingSubscription = subject.subscribe(staying)
        subject.onNext(1)
        subject.onNext(2)

        XCTAssertEqual(leaving.events, [.next(1)])
        XCTAssertEqual(staying.events, [.next(1), .next(2)])
        XCTAssertTrue(subject.hasObservers)
        stayingSubscription.dispose()
    }

    /// The limit of "nothing after dispose": a subject delivers each event to a copy of its
    /// observers, so an observer disposed by an earlier observer's handler, while that event is
    /// being delivered, still receives that event, as in RxSwift; it receives nothing sent after.
    func testAnObserverDisposedDuringADeliveryStillReceivesThatEvent() {
        let subject = PublishSubject<Int>()
        var laterSubscription: Disposable?
        let first = Recorder<Int>()
        first.onEvent = { _ in laterSubscription?.dispose() }
        let later = Recorder<Int>()

        let firstSubscription = subject.subscribe(first)
        laterSubscription = subject.subscribe(later)
        subject.onNext(1)
        subject.onNext(2)

        XCTAssertEqual(later.events, [.next(1)], "disposed during the delivery of 1, it still received 1")
        XCTAssertEqual(first.events, [.next(1), .next(2)])
        firstSubscription.dispose()
        first.onEvent = nil
    }

    /// A subject delivers each event to a copy of its observers taken when the event arrived:
    /// an observer that subscribes from inside another's handler, while an event is being
    /// delivered, does not receive that event, only the ones sent after it.
    func testAnObserverSubscribedDuringADeliveryReceivesOnlyLaterEvents() {
        let subject = PublishSubject<Int>()
        let joining = Recorder<Int>()
        var joiningSubscription: Disposable?
        let first = Recorder<Int>()
        first.onEvent = { event in
            if event.element == 1 {
                joiningSubscription = subject.subscribe(joining)
            }
        }

        let firstSubscription = subject.subscribe(first)
        subject.onNext(1)
        subject.onNext(2)

        XCTAssertEqual(first.events, [.next(1), .next(2)])
        XCTAssertEqual(joining.events, [.next(2)], "subscribed during the delivery of 1, it receives from 2 on")
        firstSubscription.dispose()
        joiningSubscription?.dispose()
        first.onEvent = nil
    }

    /// `hasObservers` says whether anyone is subscribed: it follows subscriptions and their
    /// disposal, and a terminal event empties the subject.
    func testHasObserversFollowsSubscriptionsAndTheTerminalEvent() {
        let subject = PublishSubject<Int>()
        var seen: [Bool] = [subject.hasObservers]

        let first = subject.subscribe(Recorder<Int>())
        seen.append(subject.hasObservers)
        first.dispose()
        seen.append(subject.hasObservers)
        let second = subject.subscribe(Recorder<Int>())
        seen.append(subject.hasObservers)
        subject.onCompleted()
        seen.append(subject.hasObservers)

        XCTAssertEqual(seen, [false, true, false, true, false])
        second.dispose()
    }

    /// After `dispose()` a subject is finished for good: what is sent to it is dropped, and a
    /// subscriber receives `RxError.disposed` naming the subject, even if it had completed.
    func testDisposedPublishSubjectSendsDisposedErrorToSubscribers() {
        let subject = PublishSubject<Int>()
        let before = Recorder<Int>()
        let beforeSubscription = subject.subscribe(before)
        subject.onNext(1)
        subject.onCompleted()

        subject.dispose()
        subject.onNext(2)
        let after = Recorder<Int>()
        subject.subscribe(after).dispose()

        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(before.events, [.next(1), .completed])
        XCTAssertEqual(after.events, [.error(RxError.disposed(object: subject))])
        beforeSubscription.dispose()
    }

    /// A terminal event sent after `dispose()` is not dropped like an element: `dispose()` forgets
    /// the stored terminal event, so the next one is remembered, and a later subscriber receives
    /// it instead of `RxError.disposed` (RxSwift 6.5's `PublishSubject` does the same: its
    /// `synchronized_on` checks `isDisposed` only for `next`).
    func testATerminalEventSentAfterDisposeIsReplayedToLaterSubscribersInsteadOfDisposed() {
        let subject = PublishSubject<Int>()
        subject.dispose()
        subject.onNext(1)
        subject.onCompleted()

        let after = Recorder<Int>()
        subject.subscribe(after).dispose()

        XCTAssertTrue(subject.isDisposed)
        XCTAssertEqual(after.events, [.completed])
    }

    /// The subject calls its observers outside its lock, so a handler may wait for another
    /// thread that subscribes to the subject and unsubscribes from it: that thread does not wait
    /// for the lock, and the handler's wait ends. (Called under the lock, the two threads would
    /// wait for each other, and the handler's wait would time out.)
    func testAHandlerMayWaitForAnotherThreadThatSubscribesAndUnsubscribes() {
        let subject = PublishSubject<Int>()
        let other = DispatchQueue(label: "chapter15.other")
        let joining = Recorder<Int>()
        let leaving = Recorder<Int>()
        let joiningSubscription = UnsafeSendableBox<Disposable?>(nil)
        var waited: DispatchTimeoutResult?
        let first = Recorder<Int>()
        first.onEvent = { event in
            guard event.element == 1 else { return }
            let done = DispatchSemaphore(value: 0)
            other.async {
                joiningSubscription.value = subject.subscribe(joining)
                subject.subscribe(leaving).dispose()
                done.signal()
            }
            waited = done.wait(timeout: .now() + 10)
        }

        let firstSubscription = subject.subscribe(first)
        subject.onNext(1)
        other.sync {}
        subject.onNext(2)

        XCTAssertEqual(waited, .success, "the other thread subscribed and unsubscribed while the handler waited")
        XCTAssertEqual(first.events, [.next(1), .next(2)])
        XCTAssertEqual(joining.events, [.next(2)])
        XCTAssertEqual(leaving.events, [])
        firstSubscription.dispose()
        joiningSubscription.value?.dispose()
        first.onEvent = nil
    }

    /// Many threads may subscribe to one subject at the same time: every subscription made
    /// before an element is sent receives it.
    func testConcurrentSubscribersAllReceiveTheNextElement() {
        let subject = PublishSubject<Int>()
        let count = 64
        let recorders = (0..<count).map { _ in Recorder<Int>() }
        let subscriptions = UnsafeSendableBox<[Disposable?]>(Array(repeating: nil, count: count))
        let lock = NSLock()

        DispatchQueue.concurrentPerform(iterations: count) { index in
            let subscription = subject.subscribe(recorders[index])
            lock.lock()
            subscriptions.value[index] = subscription
            lock.unlock()
        }
        subject.onNext(7)

        XCTAssertEqual(recorders.map(\.events), Array(repeating: [.next(7)], count: count))
        subscriptions.value.forEach { $0?.dispose() }
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: - Hot versus cold

    /// A cold observable does its work once per subscriber: two subscriptions to one
    /// `Observable.create` run its closure twice, and each subscriber gets its own elements.
    func testColdCreateRunsItsClosureOncePerSubscriber() {
        var runs = 0
        let cold = Observable<Int>.create { observer in
            runs += 1
            observer.onNext(runs)
            observer.onCompleted()
            return Disposables.create()
        }
        let first = Recorder<Int>()
        let second = Recorder<Int>()

        cold.subscribe(first).dispose()
        cold.subscribe(second).dispose()

        XCTAssertEqual(runs, 2)
        XCTAssertEqual(first.events, [.next(1), .completed])
        XCTAssertEqual(second.events, [.next(2), .completed])
    }

    /// A subject is hot: subscribed once to a cold source, it shares that one run with all its
    /// subscribers, so the source's closure runs once however many subscribe to the subject.
    func testPublishSubjectSharesOneRunOfTheSourceBetweenSubscribers() {
        var runs = 0
        let cold = Observable<Int>.create { observer in
            runs += 1
            observer.onNext(10 * runs)
            observer.onNext(10 * runs + 1)
            observer.onCompleted()
            return Disposables.create()
        }
        let subject = PublishSubject<Int>()
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let firstSubscription = subject.subscribe(first)
        let secondSubscription = subject.subscribe(second)

        cold.subscribe(subject).dispose()

        XCTAssertEqual(runs, 1)
        XCTAssertEqual(first.events, [.next(10), .next(11), .completed])
        XCTAssertEqual(second.events, [.next(10), .next(11), .completed])
        firstSubscription.dispose()
        secondSubscription.dispose()
    }

    // MARK: - BehaviorSubject

    /// A behavior subject always has a current value: a new subscriber receives the latest
    /// element first (the initial one if nothing was sent), then everything sent afterwards.
    func testBehaviorSubjectSendsTheLatestElementToANewSubscriberFirst() {
        let subject = BehaviorSubject(value: 0)
        let fromStart = Recorder<Int>()
        let late = Recorder<Int>()

        let fromStartSubscription = subject.subscribe(fromStart)
        subject.onNext(1)
        subject.onNext(2)
        let lateSubscription = subject.subscribe(late)
        subject.onNext(3)

        XCTAssertEqual(fromStart.events, [.next(0), .next(1), .next(2), .next(3)])
        XCTAssertEqual(late.events, [.next(2), .next(3)])
        fromStartSubscription.dispose()
        lateSubscription.dispose()
    }

    /// A behavior subject replays its current value to a new subscriber without holding its lock,
    /// so an element sent from another thread during the replay does not wait for it: the sender's
    /// `onNext` returns while the replayed `onNext` is still running, and the element reaches the
    /// new subscriber after the replayed value, never before it and never inside it.
    /// Deterministic: the replayed `onNext` waits (two seconds at most) until the sender returns.
    func testBehaviorSubjectDeliversAnElementSentDuringTheReplayAfterTheReplayedValue() {
        let subject = BehaviorSubject(value: 1)
        let outcome = sendDuringTheReplay(subject) { subject.onNext(2) }
        XCTAssertTrue(outcome.sentDuringReplay, "the other thread's onNext waited for the replay to finish")
        XCTAssertFalse(outcome.overlapped, "the element reached the subscriber while it was still in the replayed onNext")
        XCTAssertEqual(outcome.events, [.next(1), .next(2)])
        XCTAssertEqual(try subject.value(), 2)
    }

    /// Several events sent during the replay, a terminal one among them, wait for it together and
    /// follow it in the order they were sent; an element after the terminal event is dropped.
    func testBehaviorSubjectDeliversEventsSentDuringTheReplayInOrderAfterIt() {
        let subject = BehaviorSubject(value: 1)
        let outcome = sendDuringTheReplay(subject) {
            subject.onNext(2)
            subject.onNext(3)
            subject.onCompleted()
            subject.onNext(4)
        }
        XCTAssertTrue(outcome.sentDuringReplay, "the other thread's onNext waited for the replay to finish")
        XCTAssertFalse(outcome.overlapped, "an event reached the subscriber while it was still in the replayed onNext")
        XCTAssertEqual(outcome.events, [.next(1), .next(2), .next(3), .completed])
    }

    /// The cycle the rule "no observer is called under the library's lock" prevents, through a
    /// behavior subject (RxSwift #1992 and #2653 build it through `share(replay: 1)`, chapter 18):
    /// a new subscriber's `onNext` takes a lock `L` that another thread holds while it sends into
    /// the same subject. RxSwift 6.5 replays under the subject's lock, so each thread waits for the
    /// other's lock; here the replay holds no lock, the sender gets through, lets `L` go, and the
    /// replay takes it. (The `onNext` waits at most two seconds for `L`, so the old shape fails in
    /// two seconds instead of hanging.)
    func testBehaviorSubjectReplaysWithoutItsLockSoASubscribersLockCannotDeadlockIt() {
        let subject = BehaviorSubject(value: 1)
        let (finished, gotTheLock, received) = replayWhileAnotherThreadHoldsTheSubscribersLock(
            subject.asObservable(), send: { subject.onNext(2) })
        XCTAssertTrue(finished, "the two threads did not finish")
        XCTAssertTrue(gotTheLock, "the replay held the subject's lock while the subscriber waited for the sender's")
        XCTAssertEqual(received, [1, 2])
    }

    /// Subscribers keep arriving on four threads while a fifth sends 1, 2, ..., 10,000 and then
    /// completes (each replayed `onNext` lingers a few microseconds, so that elements are sent
    /// during replays): each subscriber receives a run of consecutive elements (its replayed
    /// value, then every later one, none twice, none missing, none out of order, no two calls at
    /// once) ending at 10,000, then `completed`. Run it under ThreadSanitizer too
    /// (`swift test --sanitize=thread`).
    func testBehaviorSubjectReplaysInOrderWhileAnotherThreadSends() {
        let last = 10_000
        let subject = BehaviorSubject(value: 0)
        let checkers = Locked<[ConsecutiveRun]>([])
        let subscriptions = Locked<[Disposable]>([])
        let sent = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            for element in 1...last {
                subject.onNext(element)
            }
            subject.onCompleted()
            sent.signal()
        }
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<50 {
                let checker = ConsecutiveRun()
                checkers.withValue { $0.append(checker) }
                let subscription = subject.subscribe(AnyObserver { event in checker.on(event) })
                subscriptions.withValue { $0.append(subscription) }
            }
        }
        XCTAssertEqual(sent.wait(timeout: .now() + 120), .success)

        for (index, checker) in checkers.value.enumerated() {
            let run = checker.result
            XCTAssertTrue(run.consecutive, "subscriber \(index): an element was missing, doubled, out of order or inside another call")
            XCTAssertTrue(run.completed, "subscriber \(index): no completed at the end")
            if let lastElement = run.last {
                XCTAssertEqual(lastElement, last, "subscriber \(index)")
            }
        }
        subscriptions.value.forEach { $0.dispose() }
    }

    /// `value()` reads the current element synchronously; once the subject has failed, it throws
    /// that error instead.
    func testBehaviorSubjectValueReturnsTheLatestAndThrowsTheErrorAfterAnError() throws {
        let subject = BehaviorSubject(value: "initial")
        XCTAssertEqual(try subject.value(), "initial")
        subject.onNext("latest")
        XCTAssertEqual(try subject.value(), "latest")

        subject.onError(TestError("failed"))

        XCTAssertThrowsError(try subject.value()) { error in
            XCTAssertEqual(error as? TestError, TestError("failed"))
        }
    }

    /// After completion a behavior subject no longer replays its value: a new subscriber gets
    /// only `completed`, although `value()` still returns the last element.
    func testBehaviorSubjectAfterCompletionSendsOnlyCompletedToNewSubscribers() throws {
        let subject = BehaviorSubject(value: 1)
        let before = Recorder<Int>()
        let beforeSubscription = subject.subscribe(before)
        subject.onNext(2)
        subject.onCompleted()
        subject.onNext(3)

        let after = Recorder<Int>()
        subject.subscribe(after).dispose()

        XCTAssertEqual(before.events, [.next(1), .next(2), .completed])
        XCTAssertEqual(after.events, [.completed])
        XCTAssertEqual(try subject.value(), 2)
        beforeSubscription.dispose()
    }

    /// After `dispose()` a behavior subject refuses service: `value()` throws `RxError.disposed`
    /// and a subscriber receives it as an error.
    func testDisposedBehaviorSubjectThrowsAndSendsDisposedError() {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()
        let after = Recorder<Int>()
        subject.subscribe(after).dispose()

        XCTAssertTrue(subject.isDisposed)
        XCTAssertThrowsError(try subject.value()) { error in
            guard case RxError.disposed(let object) = error else {
                return XCTFail("expected RxError.disposed, got \(error)")
            }
            XCTAssertTrue(object === subject)
        }
        XCTAssertEqual(after.events, [.error(RxError.disposed(object: subject))])
    }

    /// Subjects are observables, so debug builds count them in `Resources.total` while they are
    /// alive, and a subscription does not keep its subject alive.
    func testSubjectsAreCountedInResourcesWhileAlive() throws {
        #if TRACE_RESOURCES
        let before = Resources.total
        var subject: PublishSubject<Int>? = PublishSubject()
        var behavior: BehaviorSubject<Int>? = BehaviorSubject(value: 0)
        let subscription = subject!.subscribe(Recorder<Int>())
        let behaviorSubscription = behavior!.subscribe(Recorder<Int>())
        let whileAlive = Resources.total

        subject = nil
        behavior = nil
        let afterRelease = Resources.total

        XCTAssertEqual(whileAlive - before, 2)
        XCTAssertEqual(afterRelease, before)
        // Disposing after the subjects are gone is harmless: the subscriptions hold them weakly.
        subscription.dispose()
        behaviorSubscription.dispose()
        #else
        throw XCTSkip("Resources are counted in debug builds only")
        #endif
    }
}

/// Subscribes to `subject` on this thread; during the replayed value, lets another thread run
/// `send` and waits (two seconds at most) until that `send` has returned. Reports whether it
/// returned in time, whether two calls of the observer ever overlapped, and the events received.
private func sendDuringTheReplay(_ subject: BehaviorSubject<Int>, send: @escaping @Sendable () -> Void)
    -> (sentDuringReplay: Bool, overlapped: Bool, events: [Event<Int>]) {
    let maySend = DispatchSemaphore(value: 0)
    let hasSent = DispatchSemaphore(value: 0)
    let received = Locked<[Event<Int>]>([])
    let inside = Locked(false), overlapped = Locked(false)
    let sentDuringReplay = Locked(false)
    Thread.detachNewThread {
        _ = maySend.wait(timeout: .now() + 5)
        send()
        hasSent.signal()
    }
    let subscription = subject.subscribe(AnyObserver { event in
        if inside.withValue({ was in defer { was = true }; return was }) {
            overlapped.value = true
        }
        let isFirst = received.withValue { $0.append(event); return $0.count == 1 }
        if isFirst {
            maySend.signal()
            sentDuringReplay.value = hasSent.wait(timeout: .now() + 2) == .success
        }
        inside.value = false
    })
    if !sentDuringReplay.value {
        // The sender waited for the replay: let it finish before the events are read.
        _ = hasSent.wait(timeout: .now() + 5)
    }
    subscription.dispose()
    return (sentDuringReplay.value, overlapped.value, received.value)
}

/// An observer that checks, as events arrive, that its elements are consecutive, that no two calls
/// overlap and that nothing follows `completed`. Its first call lingers 20 microseconds before it
/// records anything, holding the replay open: an element that overtook the replay, or arrived
/// inside it, would show.
private final class ConsecutiveRun: @unchecked Sendable {
    private let state = Locked<(last: Int?, consecutive: Bool, completed: Bool, inside: Bool)>(
        (nil, true, false, false))

    func on(_ event: Event<Int>) {
        let isFirst = state.withValue { run -> Bool in
            if run.inside {
                run.consecutive = false
            }
            run.inside = true
            return run.last == nil && !run.completed
        }
        if isFirst {
            usleep(20)
        }
        state.withValue { run in
            if run.completed {
                run.consecutive = false
            }
            switch event {
            case .next(let element):
                if let last = run.last, element != last + 1 {
                    run.consecutive = false
                }
                run.last = element
            case .completed:
                run.completed = true
            case .error:
                run.consecutive = false
            }
            run.inside = false
        }
    }

    var result: (last: Int?, consecutive: Bool, completed: Bool) {
        let run = state.value
        return (run.last, run.consecutive, run.completed)
    }
}

/// A mutable box shared by the closures of a `concurrentPerform`, guarded by the caller's lock.
private final class UnsafeSendableBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

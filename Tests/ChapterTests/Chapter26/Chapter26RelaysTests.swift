import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

/// Chapter 26: relays, subjects that cannot end, and `bind(to:)`, which feeds them.
final class Chapter26RelaysTests: RxReadingTestCase {

    // MARK: - A relay is a subject that cannot end

    /// A relay is not an observer: it has no `on`, so no `onError` or `onCompleted`; the only
    /// way in is `accept`.
    func testARelayIsNotAnObserver() {
        XCTAssertFalse((PublishRelay<Int>() as Any) is any ObserverType)
        XCTAssertFalse((BehaviorRelay(value: 0) as Any) is any ObserverType)
        XCTAssertFalse((ReplayRelay<Int>.create(bufferSize: 1) as Any) is any ObserverType)
    }

    /// `accept` is `onNext`: every subscriber of the moment receives the element, and nothing
    /// else; a `PublishRelay` replays nothing to a later subscriber.
    func testPublishRelayAcceptIsOnNextAndReplaysNothing() {
        let relay = PublishRelay<Int>()
        relay.accept(0)
        let early = Recorder<Int>()
        let earlySubscription = relay.subscribe(early)
        relay.accept(1)
        let late = Recorder<Int>()
        let lateSubscription = relay.subscribe(late)
        relay.accept(2)
        XCTAssertEqual(early.events, [.next(1), .next(2)])
        XCTAssertEqual(late.events, [.next(2)])
        earlySubscription.dispose()
        lateSubscription.dispose()
    }

    /// A `BehaviorRelay`'s `value` is its latest element, read without subscribing, and a new
    /// subscriber receives that value first.
    func testBehaviorRelayValueIsTheLatestElementAndANewSubscriberGetsIt() {
        let relay = BehaviorRelay(value: "a")
        XCTAssertEqual(relay.value, "a")
        relay.accept("b")
        XCTAssertEqual(relay.value, "b")
        let recorder = Recorder<String>()
        let subscription = relay.subscribe(recorder)
        relay.accept("c")
        XCTAssertEqual(relay.value, "c")
        XCTAssertEqual(recorder.events, [.next("b"), .next("c")])
        subscription.dispose()
    }

    /// `ReplayRelay.create(bufferSize: 2)` replays the last two elements to a new subscriber,
    /// then the live ones; `createUnbound()` replays every one.
    func testReplayRelayReplaysItsBuffer() {
        let two = ReplayRelay<Int>.create(bufferSize: 2)
        let all = ReplayRelay<Int>.createUnbound()
        for element in 1...4 {
            two.accept(element)
            all.accept(element)
        }
        let twoRecorder = Recorder<Int>()
        let allRecorder = Recorder<Int>()
        let subscriptions = [two.subscribe(twoRecorder), all.asObservable().subscribe(allRecorder)]
        two.accept(5)
        XCTAssertEqual(twoRecorder.events, [.next(3), .next(4), .next(5)])
        XCTAssertEqual(allRecorder.events, [.next(1), .next(2), .next(3), .next(4)])
        subscriptions.forEach { $0.dispose() }
    }

    // MARK: - bind(to: relay)

    /// `bind(to:)` forwards every element to every relay given, and when the source completes
    /// the relays receive no end: they go on accepting, and a new subscriber still gets the
    /// current value.
    func testBindToRelaysForwardsElementsAndNeverEndsTheRelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let first = BehaviorRelay(value: 0)
        let second = PublishRelay<Int>()
        let observer = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            bag.insert(second.subscribe(observer))
            bag.insert(source.bind(to: first))
            bag.insert(source.bind(to: second, second))
        }
        scheduler.scheduleAt(240) { second.accept(3) }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(210, 1), .next(210, 1), .next(220, 2), .next(220, 2), .next(240, 3)])
        XCTAssertEqual(first.value, 2)
        let late = Recorder<Int>()
        bag.insert(first.subscribe(late))
        XCTAssertEqual(late.events, [.next(2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230), Subscription(200, 230)])
    }

    /// A relay of optionals takes a source of plain elements: `bind(to:)` wraps each one.
    func testBindToARelayOfOptionalsWrapsEachElement() {
        let relay = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int?>.create(bufferSize: 3)
        let publish = PublishRelay<Int?>()
        let recorder = Recorder<Int?>()
        let bag = DisposeBag()
        bag.insert(publish.subscribe(recorder))
        bag.insert(Observable.of(1, 2).bind(to: relay))
        bag.insert(Observable.of(3, 4).bind(to: replay))
        bag.insert(Observable.of(5).bind(to: publish))
        XCTAssertEqual(relay.value, 2)
        let replayed = Recorder<Int?>()
        bag.insert(replay.subscribe(replayed))
        XCTAssertEqual(replayed.elements, [3, 4])
        XCTAssertEqual(recorder.elements, [5])
    }

    /// An error bound to a `PublishRelay` stops a debug build with "Binding error to publish
    /// relay:" and the error: a relay cannot end, so the error is a misuse (RxSwift 6.5).
    func testAnErrorBoundToAPublishRelayStopsADebugBuild() {
        assertMisuse(message: "Binding error to publish relay: TestError(boom)") {
            _ = Observable<Int>.error(TestError("boom")).bind(to: PublishRelay<Int>())
        }
    }

    /// An error bound to a `BehaviorRelay` stops a debug build with "Binding error to behavior
    /// relay:".
    func testAnErrorBoundToABehaviorRelayStopsADebugBuild() {
        assertMisuse(message: "Binding error to behavior relay: TestError(boom)") {
            _ = Observable<Int>.error(TestError("boom")).bind(to: BehaviorRelay(value: 0))
        }
    }

    /// An error bound to a `ReplayRelay` stops a debug build with RxSwift 6.5's message, which
    /// names the wrong kind of relay: "Binding error to behavior relay:".
    func testAnErrorBoundToAReplayRelayStopsADebugBuildNamingABehaviorRelay() {
        assertMisuse(message: "Binding error to behavior relay: TestError(boom)") {
            _ = Observable<Int>.error(TestError("boom")).bind(to: ReplayRelay<Int>.create(bufferSize: 1))
        }
    }

    // MARK: - Two threads accepting at once

    /// Two threads accepting into one relay at once lose no element, and each thread's elements
    /// arrive in the order it accepted them.
    func testTwoThreadsAcceptingLoseNoElement() {
        let previousHandler = Hooks.synchronizationAnomalyHandler
        // Accepting from two threads at once breaks the event rule, and the subject says so;
        // this test is about lost elements, so it silences that report.
        Hooks.synchronizationAnomalyHandler = { _ in }
        defer { Hooks.synchronizationAnomalyHandler = previousHandler }

        let relay = PublishRelay<Int>()
        let recorder = Recorder<Int>()
        let subscription = relay.subscribe(recorder)
        let count = 2_000
        XCTAssertTrue(runTwo(
            { for element in 0..<count { relay.accept(element) } },
            { for element in count..<(2 * count) { relay.accept(element) } }
        ), "the two accepting threads did not finish within five seconds")
        subscription.dispose()

        let elements = recorder.elements
        XCTAssertEqual(elements.count, 2 * count)
        XCTAssertEqual(elements.filter { $0 < count }, Array(0..<count))
        XCTAssertEqual(elements.filter { $0 >= count }, Array(count..<(2 * count)))
    }

    /// A relay delivers outside its subject's lock: while a subscriber is inside `onNext`,
    /// another thread can subscribe to the same relay, which takes the lock.
    /// Were the element delivered under the lock, the two would wait for each other; the test
    /// fails in five seconds instead.
    func testARelayDeliversOutsideItsLock() {
        let previousHandler = Hooks.synchronizationAnomalyHandler
        Hooks.synchronizationAnomalyHandler = { _ in }
        defer { Hooks.synchronizationAnomalyHandler = previousHandler }

        for relay in [AnyRelay(PublishRelay<Int>()), AnyRelay(ReplayRelay<Int>.create(bufferSize: 1)),
                      AnyRelay(BehaviorRelay(value: 0))] {
            let recorder = Recorder<Int>()
            var probed = false
            var probeFinished = false
            recorder.onEvent = { event in
                guard event.element == 1, !probed else { return }
                probed = true
                // From inside onNext: another thread subscribes.
                let done = DispatchSemaphore(value: 0)
                Thread.detachNewThread {
                    let other = relay.subscribe(Recorder<Int>())
                    other.dispose()
                    done.signal()
                }
                probeFinished = done.wait(timeout: .now() + 5) == .success
            }
            let subscription = relay.subscribe(recorder)
            relay.accept(1)
            subscription.dispose()
            XCTAssertTrue(probed)
            XCTAssertTrue(probeFinished, "\(relay.name): the other thread could not take the relay's lock while onNext ran")
        }
    }

    /// Accepting from two threads at once is reported by the wrapped subject's event-rule check
    /// (debug builds), as in RxSwift 6.5, whose relays go through their subjects: one thread is
    /// held inside `onNext` while the other accepts.
    func testTwoThreadsAcceptingAtOnceAreReportedAsAnAnomaly() {
        let anomalies = Locked<[String]>([])
        let previousHandler = Hooks.synchronizationAnomalyHandler
        Hooks.synchronizationAnomalyHandler = { message in anomalies.withValue { $0.append(message) } }
        defer { Hooks.synchronizationAnomalyHandler = previousHandler }

        let relay = PublishRelay<Int>()
        let inside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let recorder = Recorder<Int>()
        recorder.onEvent = { event in
            if event.element == 1 {
                inside.signal()
                _ = release.wait(timeout: .now() + 5)
            }
        }
        let subscription = relay.subscribe(recorder)
        XCTAssertTrue(runTwo(
            { relay.accept(1) },
            {
                _ = inside.wait(timeout: .now() + 5)
                relay.accept(2)
                release.signal()
            }
        ))
        subscription.dispose()
        XCTAssertEqual(Set(recorder.elements), [1, 2])
        #if DEBUG
        XCTAssertTrue(anomalies.withValue { $0 }.contains { $0.contains("two threads sent events into the same observer at the same time") },
                      "no anomaly was reported: \(anomalies.withValue { $0 })")
        #endif
    }
}

/// The three relays behind one face, for tests that run the same steps on each.
private struct AnyRelay {
    let name: String
    let accept: (Int) -> Void
    let subscribeObserver: (AnyObserver<Int>) -> Disposable

    init(_ relay: PublishRelay<Int>) {
        name = "PublishRelay"
        accept = relay.accept
        subscribeObserver = { relay.subscribe($0) }
    }

    init(_ relay: ReplayRelay<Int>) {
        name = "ReplayRelay"
        accept = relay.accept
        subscribeObserver = { relay.subscribe($0) }
    }

    init(_ relay: BehaviorRelay<Int>) {
        name = "BehaviorRelay"
        accept = relay.accept
        subscribeObserver = { relay.subscribe($0) }
    }

    func subscribe(_ recorder: Recorder<Int>) -> Disposable {
        subscribeObserver(AnyObserver(recorder))
    }
}

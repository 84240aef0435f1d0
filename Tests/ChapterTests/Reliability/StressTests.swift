#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import Synchronization
import XCTest
@testable import RxReading

/// Several emitting threads feeding one source, serialized the way Rx requires: each send takes
/// the lock, records the element in `sent`, and calls `onNext` while still holding it, so `sent`
/// is exactly the order in which the source emitted.
private final class SerializedEmitter: @unchecked Sendable {
    let subject = PublishSubject<Int>()
    private let lock = NSLock()
    private var sentElements: [Int] = []

    func send(_ element: Int) {
        lock.lock()
        sentElements.append(element)
        subject.onNext(element)
        lock.unlock()
    }

    func complete() {
        lock.lock()
        subject.onCompleted()
        lock.unlock()
    }

    var sent: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return sentElements
    }

    /// How many elements were sent, without copying them.
    var sentCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return sentElements.count
    }
}

/// The reliability suite's stress tests: the library's thread-safety claims, each exercised by
/// many threads at once for many iterations, bounded in count and in time. Thread safety itself
/// is proven by running them under ThreadSanitizer; the assertions check what must hold whatever
/// the interleaving (every element once, in order, never overlapping, disposed exactly once).
final class StressTests: RxReadingTestCase {

    // MARK: - observe(on:) with many emitting threads

    /// Chapter 14's claim, under load: `observe(on:)` on each scheduler kind (serial dispatch,
    /// concurrent dispatch, operation queue of width 1 and 4) delivers every element of a source
    /// fed by four threads exactly once, in the order the source emitted them, and never runs two
    /// `onNext` at once, even on the concurrent schedulers.
    func testObserveOnDeliversEveryElementOnceInOrderWithoutOverlapOnEverySchedulerKind() {
        let threads = 4
        let perThread = 5_000
        for kind in DrainableScheduler.allKinds("stress.observeOn") {
            let emitter = SerializedEmitter()
            let gauge = OverlapGauge()
            let received = Locked<[Int]>([])
            let completed = expectation(description: "completed on \(kind.name)")

            let subscription = emitter.subject
                .map { $0 * 2 }
                .observe(on: kind.scheduler)
                .map { $0 / 2 }
                .subscribe(onNext: { element in
                    gauge.enter()
                    received.withValue { $0.append(element) }
                    gauge.leave()
                }, onCompleted: {
                    completed.fulfill()
                })

            let deadline = StressBudget.deadline(seconds: StressBudget.loopSeconds / 2)
            runOnThreads(threads, named: "stress.emitter") { thread in
                for index in 0..<perThread {
                    if index % 64 == 0 && StressBudget.isOver(deadline, after: index) { break }
                    emitter.send(thread * perThread + index)
                }
            }
            emitter.complete()
            wait(for: [completed], timeout: 30)

            assertSameSequence(received.value, emitter.sent, "observe(on: \(kind.name))")
            XCTAssertGreaterThan(emitter.sent.count, 0)
            StressBudget.reportFigures("\(kind.name): \(threads) emitting threads, \(emitter.sent.count) of at most \(threads * perThread) elements")
            XCTAssertEqual(gauge.overlapCount, 0, "onNext overlapped on \(kind.name)")
            subscription.dispose()
            kind.drain()
        }
    }

    // MARK: - Dispose racing emission

    /// Chapter 14's "nothing after dispose" on the thread that delivers: while two threads keep
    /// emitting, `onNext` disposes the subscription from inside the delivering scheduler after a
    /// random number of elements; not one element arrives after that, on any scheduler kind.
    func testDisposingFromInsideTheDeliveringSchedulerStopsDeliveryAtOnce() {
        let rounds = 40
        let perThread = 300
        for kind in DrainableScheduler.allKinds("stress.disposeInside") {
            var generator = SystemRandomNumberGenerator()
            let deadline = StressBudget.deadline(seconds: StressBudget.loopSeconds / 4)
            var round = 0
            while round < rounds && !StressBudget.isOver(deadline, after: round) {
                round += 1
                let disposeAt = Int.random(in: 1...(perThread * 2 - 100), using: &generator)
                let emitter = SerializedEmitter()
                let gauge = OverlapGauge()
                let delivered = StressCounter()
                let afterDispose = StressCounter()
                let disposed = Locked(false)
                let subscription = SingleAssignmentDisposable()

                subscription.setDisposable(emitter.subject
                    .observe(on: kind.scheduler)
                    .subscribe(onNext: { _ in
                        gauge.enter()
                        if disposed.value {
                            afterDispose.increment()
                        }
                        if delivered.increment() == disposeAt {
                            subscription.dispose()
                            disposed.withValue { $0 = true }
                        }
                        gauge.leave()
                    }))

                runOnThreads(2, named: "stress.emitter") { thread in
                    for index in 0..<perThread {
                        emitter.send(thread * perThread + index)
                    }
                }
                // The delivery loop may still be working through the queue: wait for the
                // dispose, then let the scheduler run whatever was queued or running then.
                let disposeRan = waitUntil(timeout: 10) { disposed.value }
                kind.drain()

                XCTAssertTrue(disposeRan, "\(kind.name), round \(round): dispose never ran")
                XCTAssertEqual(afterDispose.value, 0, "\(kind.name), round \(round): elements arrived after dispose returned on the delivering scheduler")
                XCTAssertEqual(delivered.value, disposeAt, "\(kind.name), round \(round)")
                XCTAssertEqual(gauge.overlapCount, 0, "\(kind.name), round \(round): onNext overlapped")
                XCTAssertFalse(emitter.subject.hasObservers, "\(kind.name), round \(round): the subject still holds the disposed subscription")
            }
            XCTAssertGreaterThan(round, 0)
            StressBudget.reportFigures("\(kind.name): \(round) of at most \(rounds) rounds, each 2 threads x \(perThread) elements")
        }
    }

    /// Disposing from a third thread while two threads emit: once `dispose` has returned and the
    /// scheduler has run what was already queued, no further element is delivered, although the
    /// emitters go on sending; `onDisposed` runs exactly once and `onNext` never overlaps.
    func testDisposingFromAnotherThreadWhileElementsFlowStopsDeliveryOnceTheSchedulerHasDrained() {
        let rounds = 30
        for kind in DrainableScheduler.allKinds("stress.disposeOutside") {
            let deadline = StressBudget.deadline(seconds: StressBudget.loopSeconds / 4)
            var round = 0
            while round < rounds && !StressBudget.isOver(deadline, after: round) {
                round += 1
                let emitter = SerializedEmitter()
                let gauge = OverlapGauge()
                let delivered = StressCounter()
                let disposals = StressCounter()
                let disposeAfter = Int.random(in: 0...400)
                let deliveredAtDispose = Locked<Int?>(nil)

                let subscription = emitter.subject
                    .observe(on: kind.scheduler)
                    .subscribe(onNext: { _ in
                        gauge.enter()
                        delivered.increment()
                        gauge.leave()
                    }, onDisposed: {
                        disposals.increment()
                    })

                runOnThreads(3, named: "stress.disposeOutside") { thread in
                    if thread == 2 {
                        // The disposer: wait until some elements were sent, then dispose.
                        while emitter.sentCount < disposeAfter {
                            sched_yield()
                        }
                        subscription.dispose()
                        kind.drain()
                        deliveredAtDispose.withValue { $0 = delivered.value }
                        return
                    }
                    // The emitters go on after the dispose, up to 300 elements each.
                    for index in 0..<300 {
                        emitter.send(thread * 300 + index)
                    }
                }
                kind.drain()

                XCTAssertEqual(delivered.value, deliveredAtDispose.value, "\(kind.name), round \(round): elements arrived after dispose returned and the scheduler drained")
                XCTAssertEqual(disposals.value, 1, "\(kind.name), round \(round): onDisposed")
                XCTAssertEqual(gauge.overlapCount, 0, "\(kind.name), round \(round): onNext overlapped")
                XCTAssertFalse(emitter.subject.hasObservers)
            }
            XCTAssertGreaterThan(round, 0)
            StressBudget.reportFigures("\(kind.name): \(round) of at most \(rounds) rounds, each 2 threads x 300 elements and a disposing thread")
        }
    }

    // MARK: - SinkDisposer

    /// Chapter 06's state machine under a real race: `setSinkAndSubscription` on one thread and
    /// `dispose` on another, started together, thousands of times. Whichever order each round
    /// takes, the sink and the subscription are each disposed exactly once.
    func testSetSinkAndSubscriptionRacingDisposeDisposesBothHalvesExactlyOnce() {
        let rounds = raceRounds(
            rounds: 20_000,
            deadline: StressBudget.deadline(),
            make: { (disposer: SinkDisposer(), sink: DisposeCallCounter(), subscription: DisposeCallCounter()) },
            first: { state in
                state.disposer.setSinkAndSubscription(sink: state.sink, subscription: state.subscription)
            },
            second: { state in
                state.disposer.dispose()
            },
            check: { state in
                XCTAssertEqual(state.sink.count, 1, "the sink")
                XCTAssertEqual(state.subscription.count, 1, "the subscription")
                XCTAssertTrue(state.disposer.isDisposed)
            })
        XCTAssertGreaterThan(rounds, 0)
        StressBudget.reportFigures("2 threads, \(rounds) of at most 20_000 rounds")
    }

    /// Disposing one subscription from two threads at once (the sink ending itself on completion
    /// while the subscriber disposes, say) disposes each half exactly once.
    func testTwoDisposesRacingDisposeBothHalvesExactlyOnce() {
        let rounds = raceRounds(
            rounds: 20_000,
            deadline: StressBudget.deadline(),
            make: { () -> (disposer: SinkDisposer, sink: DisposeCallCounter, subscription: DisposeCallCounter) in
                let state = (disposer: SinkDisposer(), sink: DisposeCallCounter(), subscription: DisposeCallCounter())
                state.disposer.setSinkAndSubscription(sink: state.sink, subscription: state.subscription)
                return state
            },
            first: { state in state.disposer.dispose() },
            second: { state in state.disposer.dispose() },
            check: { state in
                XCTAssertEqual(state.sink.count, 1, "the sink")
                XCTAssertEqual(state.subscription.count, 1, "the subscription")
            })
        XCTAssertGreaterThan(rounds, 0)
        StressBudget.reportFigures("2 threads, \(rounds) of at most 20_000 rounds")
    }

    // MARK: - ObserverBase

    /// Chapter 03's claim: when several threads deliver terminal events to one observer at
    /// once, exactly one gets through. Four threads walk the same thousands of fresh observers
    /// in the same order, two sending `completed` and two `error`; a thread that falls behind
    /// finds the observers stopped, skips them quickly and catches up, so the threads keep
    /// meeting at the same observer for as long as they run at the same time.
    func testRacingTerminalEventsReachAnObserverExactlyOnce() {
        let threads = 4
        let observersPerRound = 16_384
        let maximumRounds = 200
        /// Counts the terminal events `ObserverBase.on` lets through; one allocation each, so a
        /// round of thousands is cheap to make.
        final class TerminalCounter: ObserverBase<Int>, @unchecked Sendable {
            let terminals = Atomic<Int>(0)
            override func onCore(_ event: Event<Int>) {
                if event.isStopEvent {
                    terminals.wrappingAdd(1, ordering: .sequentiallyConsistent)
                }
            }
            var count: Int { terminals.load(ordering: .sequentiallyConsistent) }
        }
        let deadline = StressBudget.deadline()
        var round = 0
        var wrong = 0
        while round < maximumRounds && !StressBudget.isOver(deadline, after: round) {
            round += 1
            let observers = (0..<observersPerRound).map { _ in TerminalCounter() }
            runOnThreads(threads, named: "stress.terminal") { thread in
                let error = TestError()
                for observer in observers {
                    if thread % 2 == 0 {
                        observer.onCompleted()
                    } else {
                        observer.onError(error)
                    }
                }
            }
            wrong += observers.filter { $0.count != 1 }.count
        }
        XCTAssertEqual(wrong, 0, "observers that let more than one terminal event through")
        XCTAssertGreaterThan(round, 0)
        StressBudget.reportFigures("\(threads) threads, \(round) of at most \(maximumRounds) rounds x \(observersPerRound) observers")
    }

    // MARK: - Disposable containers

    /// Chapter 04's `CompositeDisposable` from four threads: three insert disposables and remove
    /// every other one again while the fourth disposes the composite part-way. Every disposable
    /// is disposed exactly once: by `remove`, by the composite's `dispose`, or at once by an
    /// `insert` that came too late.
    func testCompositeDisposableInsertRemoveAndDisposeFromManyThreadsDisposeEachOnce() {
        let rounds = 30
        let perThread = 500
        let deadline = StressBudget.deadline(seconds: StressBudget.loopSeconds / 2)
        var round = 0
        while round < rounds && !StressBudget.isOver(deadline, after: round) {
            round += 1
            let composite = CompositeDisposable()
            let counters = (0..<3).map { _ in (0..<perThread).map { _ in DisposeCallCounter() } }
            let inserted = StressCounter()
            let disposeAfter = Int.random(in: 0...(3 * perThread))

            runOnThreads(4, named: "stress.composite") { thread in
                if thread == 3 {
                    while inserted.value < disposeAfter {
                        sched_yield()
                    }
                    composite.dispose()
                    return
                }
                for (index, counter) in counters[thread].enumerated() {
                    let key = composite.insert(counter)
                    inserted.increment()
                    if index % 2 == 0, let key {
                        composite.remove(for: key)
                    }
                }
            }

            let counts = counters.joined().map(\.count)
            XCTAssertEqual(counts.filter { $0 != 1 }.count, 0, "round \(round): disposables not disposed exactly once: \(Dictionary(grouping: counts, by: { $0 }).mapValues(\.count))")
            XCTAssertTrue(composite.isDisposed)
            XCTAssertEqual(composite.count, 0)
        }
        XCTAssertGreaterThan(round, 0)
        StressBudget.reportFigures("\(round) of at most \(rounds) rounds, each 3 inserting threads x \(perThread) disposables and a disposing thread")
    }

    /// `DisposeBag` from four threads: three insert (through `disposed(by:)` and `insert`) into
    /// whichever bag their owner holds, while the fourth replaces the owner's bag with a new one
    /// several times, the way code empties a bag early. When the last bag goes, every
    /// disposable has been disposed exactly once, none lost in a replaced bag.
    func testDisposeBagInsertsRacingBagReplacementDisposeEachOnce() {
        let rounds = 30
        let perThread = 500
        let deadline = StressBudget.deadline(seconds: StressBudget.loopSeconds / 2)
        var round = 0
        while round < rounds && !StressBudget.isOver(deadline, after: round) {
            round += 1
            let owner = Locked<DisposeBag?>(DisposeBag())
            let counters = (0..<3).map { _ in (0..<perThread).map { _ in DisposeCallCounter() } }

            runOnThreads(4, named: "stress.bag") { thread in
                if thread == 3 {
                    for _ in 0..<20 {
                        // The replaced bag is released outside the owner's lock, possibly while
                        // an inserter still holds it: its deinit then runs on that thread.
                        let replaced = owner.withValue { bag -> DisposeBag? in
                            let old = bag
                            bag = DisposeBag()
                            return old
                        }
                        _ = replaced
                        sched_yield()
                    }
                    return
                }
                for (index, counter) in counters[thread].enumerated() {
                    guard let bag = owner.value else { return }
                    if index % 2 == 0 {
                        counter.disposed(by: bag)
                    } else {
                        bag.insert(counter, Disposables.create())
                    }
                }
            }
            owner.withValue { $0 = nil }

            let counts = counters.joined().map(\.count)
            XCTAssertEqual(counts.filter { $0 != 1 }.count, 0, "round \(round): disposables not disposed exactly once: \(Dictionary(grouping: counts, by: { $0 }).mapValues(\.count))")
        }
        XCTAssertGreaterThan(round, 0)
        StressBudget.reportFigures("\(round) of at most \(rounds) rounds, each 3 inserting threads x \(perThread) disposables and a replacing thread")
    }

    /// `SerialDisposable` from four threads: three put new disposables in the slot while the
    /// fourth disposes it part-way. Each replaced disposable is disposed by its replacement, the
    /// last one by `dispose`, and every one put in afterwards at once: all exactly once.
    func testSerialDisposableReplacementsRacingDisposeDisposeEachOnce() {
        let rounds = 30
        let perThread = 500
        let deadline = StressBudget.deadline(seconds: StressBudget.loopSeconds / 2)
        var round = 0
        while round < rounds && !StressBudget.isOver(deadline, after: round) {
            round += 1
            let serial = SerialDisposable()
            let counters = (0..<3).map { _ in (0..<perThread).map { _ in DisposeCallCounter() } }
            let assigned = StressCounter()
            let disposeAfter = Int.random(in: 0...(3 * perThread))

            runOnThreads(4, named: "stress.serial") { thread in
                if thread == 3 {
                    while assigned.value < disposeAfter {
                        sched_yield()
                    }
                    serial.dispose()
                    return
                }
                for counter in counters[thread] {
                    serial.disposable = counter
                    assigned.increment()
                }
            }

            let counts = counters.joined().map(\.count)
            XCTAssertEqual(counts.filter { $0 != 1 }.count, 0, "round \(round): disposables not disposed exactly once: \(Dictionary(grouping: counts, by: { $0 }).mapValues(\.count))")
            XCTAssertTrue(serial.isDisposed)
        }
        XCTAssertGreaterThan(round, 0)
        StressBudget.reportFigures("\(round) of at most \(rounds) rounds, each 3 assigning threads x \(perThread) disposables and a disposing thread")
    }

    /// `SingleAssignmentDisposable`'s two flags under a real race: `setDisposable` on one thread
    /// and `dispose` on another, started together; the disposable is disposed exactly once
    /// whichever comes first.
    func testSingleAssignmentSetRacingDisposeDisposesExactlyOnce() {
        let rounds = raceRounds(
            rounds: 20_000,
            deadline: StressBudget.deadline(),
            make: { (single: SingleAssignmentDisposable(), inner: DisposeCallCounter()) },
            first: { state in state.single.setDisposable(state.inner) },
            second: { state in state.single.dispose() },
            check: { state in
                XCTAssertEqual(state.inner.count, 1)
                XCTAssertTrue(state.single.isDisposed)
            })
        XCTAssertGreaterThan(rounds, 0)
        StressBudget.reportFigures("2 threads, \(rounds) of at most 20_000 rounds")
    }

    /// The fetch-or disposables (`Disposables.create(with:)`, `Disposables.create(_:_:)`,
    /// `SingleAssignmentDisposable`, `RefCountDisposable`'s handles) disposed from two threads
    /// at once: what they hold is disposed exactly once.
    func testTwoThreadsDisposingTheSameDisposableDisposeWhatItHoldsOnce() {
        final class Round: @unchecked Sendable {
            let anonymousRuns: StressCounter
            let binaryHalves: (DisposeCallCounter, DisposeCallCounter)
            let singleInner: DisposeCallCounter
            let refCounted: DisposeCallCounter
            let anonymous: Cancelable
            let binary: Cancelable
            let single: SingleAssignmentDisposable
            let handle: Disposable

            init() {
                let runs = StressCounter()
                let halves = (DisposeCallCounter(), DisposeCallCounter())
                let inner = DisposeCallCounter()
                let counted = DisposeCallCounter()
                anonymousRuns = runs
                binaryHalves = halves
                singleInner = inner
                refCounted = counted
                anonymous = Disposables.create { runs.increment() }
                binary = Disposables.create(halves.0, halves.1)
                let single = SingleAssignmentDisposable()
                single.setDisposable(inner)
                self.single = single
                // The primary reference goes at once: the handle alone keeps `counted` alive.
                let refCount = RefCountDisposable(disposable: counted)
                handle = refCount.retain()
                refCount.dispose()
            }

            func disposeAll() {
                anonymous.dispose()
                binary.dispose()
                single.dispose()
                handle.dispose()
            }
        }
        let rounds = raceRounds(
            rounds: 20_000,
            deadline: StressBudget.deadline(),
            make: { Round() },
            first: { $0.disposeAll() },
            second: { $0.disposeAll() },
            check: { state in
                XCTAssertEqual(state.anonymousRuns.value, 1, "Disposables.create(with:)")
                XCTAssertEqual([state.binaryHalves.0.count, state.binaryHalves.1.count], [1, 1], "Disposables.create(_:_:)")
                XCTAssertEqual(state.singleInner.count, 1, "SingleAssignmentDisposable")
                XCTAssertEqual(state.refCounted.count, 1, "RefCountDisposable")
            })
        XCTAssertGreaterThan(rounds, 0)
        StressBudget.reportFigures("2 threads, \(rounds) of at most 20_000 rounds")
    }

    // MARK: - CurrentThreadScheduler

    /// Chapter 09's per-thread trampoline, on four threads at once: each thread runs the nested
    /// schedules of the `[1, 2, 3, 4, 5]` example (RxSwift's
    /// `testCurrentThreadScheduler_basicScenario`) over and over and always sees `[1, 2, 3, 4, 5]`, every action runs on the
    /// thread that scheduled it, and each thread's trampoline ends (`isScheduleRequired`) after
    /// every run: no queue leaks from one thread into another.
    func testTrampolinesOnManyThreadsAtOnceStayIndependent() {
        let threads = 4
        let runsPerThread = 3_000
        let deadline = StressBudget.deadline()
        let failures = Locked<[String]>([])
        let runs = StressCounter()

        runOnThreads(threads, named: "stress.trampoline") { thread in
            let me = pthread_self()
            for run in 0..<runsPerThread {
                if run % 32 == 0 && StressBudget.isOver(deadline, after: run) { break }
                var order: [Int] = []
                var foreignThread = false
                func record(_ step: Int) {
                    order.append(step)
                    if pthread_equal(pthread_self(), me) == 0 {
                        foreignThread = true
                    }
                }
                let requiredBefore = CurrentThreadScheduler.isScheduleRequired
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    record(1)
                    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                        record(3)
                        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                            record(5)
                            return Disposables.create()
                        }
                        record(4)
                        return Disposables.create()
                    }
                    record(2)
                    return Disposables.create()
                }
                let requiredAfter = CurrentThreadScheduler.isScheduleRequired
                runs.increment()
                if order != [1, 2, 3, 4, 5] || foreignThread || !requiredBefore || !requiredAfter {
                    failures.withValue {
                        $0.append("thread \(thread), run \(run): order \(order), ran on another thread: \(foreignThread), required before/after: \(requiredBefore)/\(requiredAfter)")
                    }
                    return
                }
            }
        }

        XCTAssertEqual(failures.value, [])
        XCTAssertGreaterThan(runs.value, 0)
        StressBudget.reportFigures("\(threads) threads, \(runs.value) of at most \(threads * runsPerThread) trampoline runs")
    }

    /// The trampoline inside `Producer.subscribe`, from four threads at once: each thread
    /// subscribes to `range` and `of` (both step through the current thread's trampoline) and
    /// receives its own complete sequence, in order, on its own thread.
    func testSubscriptionsThroughTheTrampolineOnManyThreadsEachGetTheirOwnSequence() {
        let threads = 4
        let subscriptionsPerThread = 1_000
        let deadline = StressBudget.deadline()
        let failures = Locked<[String]>([])
        let subscriptions = StressCounter()

        runOnThreads(threads, named: "stress.trampolineSubscribe") { thread in
            let me = pthread_self()
            for run in 0..<subscriptionsPerThread {
                if run % 32 == 0 && StressBudget.isOver(deadline, after: run) { break }
                var events: [Event<Int>] = []
                var foreignThread = false
                let source = run % 2 == 0
                    ? Observable.range(start: thread * 100, count: 20)
                    : Observable.of(thread, thread + 1, thread + 2).map { $0 * 10 }
                let subscription = source.subscribe { event in
                    if pthread_equal(pthread_self(), me) == 0 {
                        foreignThread = true
                    }
                    events.append(event)
                }
                subscription.dispose()
                subscriptions.increment()
                let expected: [Event<Int>] = run % 2 == 0
                    ? (0..<20).map { .next(thread * 100 + $0) } + [.completed]
                    : [.next(thread * 10), .next(thread * 10 + 10), .next(thread * 10 + 20), .completed]
                if events != expected || foreignThread {
                    failures.withValue { $0.append("thread \(thread), run \(run): \(events), ran on another thread: \(foreignThread)") }
                    return
                }
            }
        }

        XCTAssertEqual(failures.value, [])
        XCTAssertGreaterThan(subscriptions.value, 0)
        StressBudget.reportFigures("\(threads) threads, \(subscriptions.value) of at most \(threads * subscriptionsPerThread) subscriptions")
    }

    // MARK: - Subjects

    /// Chapter 15's subjects while subscribers come and go: one thread emits 0, 1, 2, ... into a
    /// `PublishSubject` while three threads subscribe, watch a few elements and unsubscribe,
    /// hundreds of times. Each subscription sees a run of consecutive elements (none skipped,
    /// none repeated, none out of order), and at most one element, the one already being
    /// dispatched, arrives after its `dispose` returned.
    func testPublishSubjectSubscribersComingAndGoingDuringEmissionSeeConsecutiveRuns() {
        let subject = PublishSubject<Int>()
        assertSubscribersComingAndGoingSeeConsecutiveRuns(
            subject: subject.asObserver(), source: subject.asObservable(), replaysLatest: false)
        XCTAssertFalse(subject.hasObservers)
    }

    /// The same for `BehaviorSubject`, whose new subscriber first receives the current value,
    /// replayed under the subject's lock: each subscription's run starts at the value current
    /// when it subscribed and goes on with no gap, so no newer element overtakes the replay.
    func testBehaviorSubjectSubscribersComingAndGoingDuringEmissionSeeConsecutiveRuns() {
        let subject = BehaviorSubject<Int>(value: -1)
        assertSubscribersComingAndGoingSeeConsecutiveRuns(
            subject: subject.asObserver(), source: subject.asObservable(), replaysLatest: true)
        XCTAssertFalse(subject.hasObservers)
    }

    private func assertSubscribersComingAndGoingSeeConsecutiveRuns<Subject: ObserverType>(
        subject: Subject, source: Observable<Int>, replaysLatest: Bool,
        test: String = #function, file: StaticString = #filePath, line: UInt = #line
    ) where Subject.Element == Int {
        let subscriberThreads = 3
        let cyclesPerThread = 300
        let deadline = StressBudget.deadline()
        let emitted = StressCounter()
        let subscribersDone = StressCounter()
        let failures = Locked<[String]>([])
        let cycles = StressCounter()

        runOnThreads(subscriberThreads + 1, named: "stress.subject") { thread in
            if thread == subscriberThreads {
                // The one emitter: serialized by being one thread.
                var next = 0
                while subscribersDone.value < subscriberThreads && next < 2_000_000 {
                    subject.onNext(next)
                    emitted.increment()
                    next += 1
                }
                return
            }
            defer { subscribersDone.increment() }
            for cycle in 0..<cyclesPerThread {
                if StressBudget.isOver(deadline, after: cycle) { break }
                let received = Locked<[Int]>([])
                let returnedFromDispose = Locked(false)
                let lateElements = StressCounter()
                let subscription = source.subscribe(onNext: { element in
                    if returnedFromDispose.value {
                        lateElements.increment()
                    }
                    received.withValue { $0.append(element) }
                })
                // Stay subscribed while a few elements go out (or until the emitter stops).
                let seenAtSubscribe = emitted.value
                while emitted.value < seenAtSubscribe + 3 && subscribersDone.value < subscriberThreads && Date() < deadline {
                    sched_yield()
                }
                subscription.dispose()
                returnedFromDispose.withValue { $0 = true }
                cycles.increment()

                let elements = received.value
                let consecutive = zip(elements, elements.dropFirst()).allSatisfy { $1 == $0 + 1 }
                if !consecutive || lateElements.value > 1 || (replaysLatest && elements.isEmpty) {
                    failures.withValue {
                        $0.append("subscriber \(thread), cycle \(cycle): received \(elements), \(lateElements.value) after dispose returned")
                    }
                    return
                }
            }
        }

        XCTAssertEqual(failures.value, [], file: file, line: line)
        XCTAssertGreaterThan(cycles.value, 0, file: file, line: line)
        StressBudget.reportFigures("1 emitting thread (\(emitted.value) elements), \(subscriberThreads) subscribing threads, \(cycles.value) of at most \(subscriberThreads * cyclesPerThread) subscribe/dispose cycles", test: test)
    }
}

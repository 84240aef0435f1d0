import Dispatch
import Foundation
import XCTest
@testable import RxReading

/// Chapter 02: `AtomicInt`'s operations return the value from *before* the change, which is what
/// lets exactly one of many racing threads know it was first; `RecursiveLock` excludes other
/// threads but lets the holding thread re-enter; `Resources` counts with the same old-value
/// convention; and a misuse message starts with "RxReading misuse:" and names the rule.
final class Chapter02AtomicsAndLocksTests: RxReadingTestCase {
    private static let threadCount = 8
    private static let raceRounds = 500

    // MARK: AtomicInt returns the old value

    /// An atomic starts at the value it is given, or at zero.
    func testAtomicIntStartsAtItsInitialValue() {
        XCTAssertEqual(load(AtomicInt(4)), 4)
        XCTAssertEqual(load(AtomicInt()), 0)
    }

    /// `add` returns the value before the addition, and the atomic holds the sum.
    func testAddReturnsTheOldValue() {
        let atomic = AtomicInt(0)

        XCTAssertEqual(add(atomic, 4), 0)
        XCTAssertEqual(add(atomic, 3), 4)
        XCTAssertEqual(add(atomic, 10), 7)
        XCTAssertEqual(load(atomic), 17)
    }

    /// `sub` returns the value before the subtraction.
    func testSubReturnsTheOldValue() {
        let atomic = AtomicInt(10)

        XCTAssertEqual(sub(atomic, 4), 10)
        XCTAssertEqual(sub(atomic, -3), 6)
        XCTAssertEqual(sub(atomic, 20), 9)
        XCTAssertEqual(load(atomic), -11)
    }

    /// `increment` and `decrement` return the value before the step.
    func testIncrementAndDecrementReturnTheOldValue() {
        let atomic = AtomicInt(5)

        XCTAssertEqual(increment(atomic), 5)
        XCTAssertEqual(increment(atomic), 6)
        XCTAssertEqual(decrement(atomic), 7)
        XCTAssertEqual(load(atomic), 6)
    }

    /// `fetchOr` sets bits and returns the value before they were set, so the caller can tell
    /// whether the bits were already set.
    func testFetchOrSetsBitsAndReturnsTheOldValue() {
        let atomic = AtomicInt()

        XCTAssertEqual(fetchOr(atomic, 0), 0)
        XCTAssertEqual(fetchOr(atomic, 4), 0)
        XCTAssertEqual(fetchOr(atomic, 8), 4)
        XCTAssertEqual(fetchOr(atomic, 4), 12)
        XCTAssertEqual(load(atomic), 12)
    }

    /// `isFlagSet` tells whether any bit of the mask is set right now, as RxSwift's does: with a
    /// one-bit mask, whether that flag is set; with a wider mask, whether at least one of its
    /// bits is (not all of them).
    func testIsFlagSetReadsTheMask() {
        let atomic = AtomicInt(0)
        XCTAssertFalse(isFlagSet(atomic, 1))

        fetchOr(atomic, 2)
        XCTAssertFalse(isFlagSet(atomic, 1))
        XCTAssertTrue(isFlagSet(atomic, 2))
        XCTAssertTrue(isFlagSet(atomic, 1 | 2), "one of the mask's bits is enough")
        XCTAssertFalse(isFlagSet(atomic, 1 | 4))

        fetchOr(atomic, 1)
        XCTAssertTrue(isFlagSet(atomic, 1))
        XCTAssertTrue(isFlagSet(atomic, 2))
    }

    /// `isFlagSet` is true when *any* bit of the mask is set, as in RxSwift: it reads
    /// `(value & mask) != 0`. The library only ever passes one-bit masks, where "any" and
    /// "every" agree; with a two-bit mask the difference shows.
    func testIsFlagSetIsTrueWhenAnyBitOfTheMaskIsSet() {
        let atomic = AtomicInt(2)

        XCTAssertTrue(isFlagSet(atomic, 3), "bit 2 is set, so the mask 1|2 counts as set")
        XCTAssertFalse(isFlagSet(atomic, 1 | 4))
    }

    // MARK: why the old value matters

    /// Why the old value matters: when several threads race to set the same flag, the returned
    /// old value tells exactly one of them that it was the first. That is "dispose only once".
    func testOfThreadsRacingFetchOrExactlyOneSeesZero() {
        for round in 0 ..< Self.raceRounds {
            let flag = SharedAtomic(0)
            let winners = SharedAtomic(0)

            runSimultaneously(threadCount: Self.threadCount) { _ in
                if fetchOr(flag.atomic, 1) == 0 {
                    increment(winners.atomic)
                }
            }

            XCTAssertEqual(load(winners.atomic), 1, "round \(round)")
            if load(winners.atomic) != 1 { return }
        }
    }

    /// Concurrent increments lose no update: eight threads released together, 100,000
    /// increments each (enough for their loops to overlap), leave exactly 800,000.
    func testConcurrentIncrementsLoseNoUpdate() {
        let counter = SharedAtomic(0)
        let perThread = 100_000

        runSimultaneously(threadCount: Self.threadCount) { _ in
            for _ in 0 ..< perThread {
                increment(counter.atomic)
            }
        }

        XCTAssertEqual(load(counter.atomic), Int32(Self.threadCount * perThread))
    }

    /// Each concurrent increment sees a different old value: together they are exactly
    /// `0 ..< n`, so every thread can know its own position.
    func testConcurrentIncrementsEachSeeADistinctOldValue() {
        let counter = SharedAtomic(0)
        let perThread = 50_000
        let iterations = Self.threadCount * perThread
        let seen = SeenValues()

        runSimultaneously(threadCount: Self.threadCount) { _ in
            var mine: [Int32] = []
            mine.reserveCapacity(perThread)
            for _ in 0 ..< perThread {
                mine.append(increment(counter.atomic))
            }
            seen.append(contentsOf: mine)
        }

        let expected = Array(0 ..< Int32(iterations))
        let sorted = seen.values.sorted()
        let mismatch = zip(sorted, expected).first { $0 != $1 }
        XCTAssertTrue(
            sorted == expected,
            "the old values are not exactly 0..<\(iterations): \(sorted.count) values, first mismatch \(String(describing: mismatch))")
    }

    /// Concurrent adds and subtracts that cancel out leave the atomic where it started.
    func testConcurrentAddsAndSubtractsBalance() {
        let shared = SharedAtomic(100)

        runSimultaneously(threadCount: Self.threadCount) { index in
            for _ in 0 ..< 100_000 {
                if index % 2 == 0 {
                    add(shared.atomic, 3)
                } else {
                    sub(shared.atomic, 3)
                }
            }
        }

        XCTAssertEqual(load(shared.atomic), 100)
    }

    // MARK: RecursiveLock

    /// The thread holding a `RecursiveLock` may take it again: a nested `performLocked` runs
    /// instead of deadlocking. (Run on another thread, so a deadlock fails the wait, not the run.)
    func testNestedPerformLockedOnTheSameThreadDoesNotDeadlock() {
        let lock = RecursiveLock()
        let finished = expectation(description: "nested performLocked returned")
        let result = ResultBox<[String]>()

        DispatchQueue.global().async {
            let steps = lock.performLocked { () -> [String] in
                var steps = ["outer"]
                steps += lock.performLocked { () -> [String] in
                    ["inner"] + lock.performLocked { ["innermost"] }
                }
                return steps
            }
            result.value = steps
            finished.fulfill()
        }

        wait(for: [finished], timeout: 30)
        XCTAssertEqual(result.value, ["outer", "inner", "innermost"])
    }

    /// `performLocked` returns what its closure returns.
    func testPerformLockedReturnsTheClosuresValue() {
        let lock = RecursiveLock()

        XCTAssertEqual(lock.performLocked { 6 * 7 }, 42)
        XCTAssertEqual(lock.performLocked { "locked" }, "locked")
    }

    /// When the closure throws, `performLocked` rethrows and releases the lock: another thread
    /// can take it afterwards. (A recursive lock would let this thread in even if it were still
    /// held, so the check must come from another thread.)
    func testPerformLockedReleasesTheLockWhenTheClosureThrows() {
        let lock = RecursiveLock()

        XCTAssertThrowsError(try lock.performLocked { () throws -> Int in
            throw TestError("inside the lock")
        }) { error in
            XCTAssertEqual(error as? TestError, TestError("inside the lock"))
        }

        let acquired = expectation(description: "another thread took the lock")
        DispatchQueue.global().async {
            lock.performLocked {
                acquired.fulfill()
            }
        }
        wait(for: [acquired], timeout: 30)
    }

    /// The lock excludes other threads: a plain counter incremented under it from many threads
    /// at once ends exact (and ThreadSanitizer sees no race).
    func testLockGivesMutualExclusionAcrossThreads() {
        let lock = RecursiveLock()
        let counter = UnsafeCounter()
        let perThread = 2_500
        let iterations = Self.threadCount * perThread

        runSimultaneously(threadCount: Self.threadCount) { _ in
            for _ in 0 ..< perThread {
                lock.performLocked {
                    // A read, then a write: without exclusion, updates would be lost.
                    let value = counter.value
                    counter.value = value + 1
                }
            }
        }

        XCTAssertEqual(lock.performLocked { counter.value }, iterations)
    }

    /// While one thread holds the lock, another thread's `lock()` waits until it is released.
    func testAnotherThreadWaitsUntilTheLockIsReleased() {
        let lock = RecursiveLock()
        let order = ResultBox<[String]>()
        order.value = []
        let otherTried = DispatchSemaphore(value: 0)
        let otherDone = expectation(description: "other thread got the lock")

        lock.lock()
        DispatchQueue.global().async {
            otherTried.signal()
            lock.performLocked {
                order.value?.append("other")
            }
            otherDone.fulfill()
        }
        XCTAssertEqual(otherTried.wait(timeout: .now() + 30), .success)
        // The other thread is blocked in lock(): it cannot append before we release.
        Thread.sleep(forTimeInterval: 0.05)
        order.value?.append("holder")
        lock.unlock()

        wait(for: [otherDone], timeout: 30)
        lock.performLocked {
            XCTAssertEqual(order.value, ["holder", "other"])
        }
    }

    #if CH15
    /// RxSwift's `BehaviorSubject` sends its current value to a new observer while it holds its
    /// lock, so an observer that calls back into the subject takes that lock a second time, which
    /// only a recursive lock allows. RxReading's lets go first (chapter 15), so the lock is not
    /// held at all: while the current value is being delivered, another thread's `onNext(2)` gets
    /// through (and waits, for the new observer, until the replay is over), and the observer's
    /// `value()` returns, already 2. (Run on another thread, so a deadlock fails the wait.)
    func testAnObserverMayCallBackIntoABehaviorSubjectDuringItsReplay() {
        let finished = expectation(description: "subscribe returned")
        let result = ResultBox<[String]>()

        DispatchQueue.global().async {
            let subject = BehaviorSubject(value: 1)
            let otherSent = DispatchSemaphore(value: 0)
            var log: [String] = []
            var otherThreadWaited = false
            let subscription = subject.subscribe(onNext: { element in
                log.append("onNext(\(element))")
                guard element == 1 else { return }
                let otherSending = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    otherSending.signal()
                    subject.onNext(2)
                    otherSent.signal()
                }
                // Only once the other thread is about to send does its 2 s start: a thread
                // that was merely not scheduled yet must not count as one that waits.
                _ = otherSending.wait(timeout: .now() + 30)
                otherThreadWaited = otherSent.wait(timeout: .now() + 2) == .timedOut
                log.append(otherThreadWaited ? "another thread's onNext(2) waits" : "another thread's onNext(2) got through")
                if let current = try? subject.value() {
                    log.append("value() is \(current)")
                }
            })
            // The other thread gets the lock once subscribe has let go of it (if it got through
            // earlier, the wait above has already consumed its signal).
            if otherThreadWaited {
                otherSent.wait()
            }
            subscription.dispose()
            result.value = log
            finished.fulfill()
        }

        wait(for: [finished], timeout: 30)
        XCTAssertEqual(result.value, ["onNext(1)", "another thread's onNext(2) got through", "value() is 2", "onNext(2)"])
    }
    #endif

    #if TRACE_RESOURCES
    /// In debug builds a held lock counts in `Resources.total`, as RxSwift's counting
    /// `RecursiveLock` (compiled only under `TRACE_RESOURCES`) does: one more for each `lock()`
    /// (a re-entered lock counts once per level), one less for each `unlock()`. A lock left held
    /// therefore shows up in a test's leak check like an object left alive. Unlike RxSwift's, the
    /// lock object itself is not counted from `init` to `deinit`: its owner is.
    func testAHeldLockCountsInResourcesTotal() {
        let before = Resources.total
        let lock = RecursiveLock()
        XCTAssertEqual(Resources.total, before, "a lock that is not held should not be counted; its owner is")

        lock.lock()
        XCTAssertEqual(Resources.total, before + 1, "a held lock should be counted")
        lock.lock()
        XCTAssertEqual(Resources.total, before + 2, "each level of a re-entered lock should be counted")
        lock.unlock()
        XCTAssertEqual(Resources.total, before + 1)
        lock.unlock()
        XCTAssertEqual(Resources.total, before, "a released lock should no longer be counted")

        let insideAction = lock.performLocked { Resources.total }
        XCTAssertEqual(insideAction, before + 1, "performLocked holds the lock while its action runs")
        XCTAssertEqual(Resources.total, before)
    }
    #endif

    /// `SpinLock` is RxSwift's name for the same recursive lock.
    func testSpinLockIsTheRecursiveLock() {
        let lock: SpinLock = SpinLock()
        XCTAssertTrue(type(of: lock) == RecursiveLock.self)
        XCTAssertEqual(lock.performLocked { lock.performLocked { 1 } }, 1)
    }
}

extension Chapter02AtomicsAndLocksTests {
    // MARK: Resources

    #if TRACE_RESOURCES
    /// `Resources.incrementTotal` and `decrementTotal` move the count by one and, like every
    /// `AtomicInt` operation under them, return the count from before the change.
    func testResourcesIncrementAndDecrementReturnTheOldCount() {
        let start = Resources.total

        XCTAssertEqual(Resources.incrementTotal(), start)
        XCTAssertEqual(Resources.total, start + 1)
        XCTAssertEqual(Resources.decrementTotal(), start + 1)
        XCTAssertEqual(Resources.total, start)
    }
    #endif

    // MARK: misuse messages

    /// Every misuse message starts with "RxReading misuse:" and then names the rule, so a crash
    /// log says at once that the caller broke a rule.
    func testRxFatalErrorPrefixesTheRuleWithRxReadingMisuse() {
        assertMisuse(message: "RxReading misuse: a rule, named in words") {
            rxFatalError("a rule, named in words")
        }
    }

    /// `rxAbstractMethod` names the method that should have been overridden and the rule.
    func testRxAbstractMethodNamesTheMethodThatWasNotOverridden() {
        func hookThatNobodyOverrode() {
            rxAbstractMethod()
        }
        assertMisuse(message: "RxReading misuse: hookThatNobodyOverrode() is abstract; a subclass must override it") {
            hookThatNobodyOverrode()
        }
    }
}

/// A value handed from a background thread to the test; the hand-over is ordered by the
/// expectation or lock around it.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// A counter with no synchronization of its own: only a lock makes it safe.
private final class UnsafeCounter: @unchecked Sendable {
    var value = 0
}

/// The old values a race's threads saw, gathered under a lock.
private final class SeenValues: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [Int32] = []

    func append(contentsOf values: [Int32]) {
        lock.lock()
        collected.append(contentsOf: values)
        lock.unlock()
    }

    var values: [Int32] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}

/// An `AtomicInt` in a class, so the threads of `runSimultaneously` (escaping closures, which
/// cannot capture a non-copyable value) can share it.
private final class SharedAtomic: Sendable {
    let atomic: AtomicInt

    init(_ value: Int32) {
        atomic = AtomicInt(value)
    }
}

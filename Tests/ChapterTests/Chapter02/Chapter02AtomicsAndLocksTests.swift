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

    /// `isFlagSet` tells whether the bits of the mask are set right now.
    func testIsFlagSetReadsTheMask() {
        let atomic = AtomicInt(0)
        XCTAssertFalse(isFlagSet(atomic, 1))

        fetchOr(atomic, 2)
        XCTAssertFalse(isFlagSet(atomic, 1))
        XCTAssertTrue(isFlagSet(atomic, 2))

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
            let flag = AtomicInt(0)
            let winners = AtomicInt(0)

            DispatchQueue.concurrentPerform(iterations: Self.threadCount) { _ in
                if fetchOr(flag, 1) == 0 {
                    increment(winners)
                }
            }

            XCTAssertEqual(load(winners), 1, "round \(round)")
            if load(winners) != 1 { return }
        }
    }

    /// Concurrent increments lose no update: the final value counts every one.
    func testConcurrentIncrementsLoseNoUpdate() {
        let counter = AtomicInt(0)
        let iterations = 20_000

        DispatchQueue.concurrentPerform(iterations: iterations) { _ in
            increment(counter)
        }

        XCTAssertEqual(load(counter), Int32(iterations))
    }

    /// Each concurrent increment sees a different old value: together they are exactly
    /// `0 ..< n`, so every thread can know its own position.
    func testConcurrentIncrementsEachSeeADistinctOldValue() {
        let counter = AtomicInt(0)
        let iterations = 4_000
        let seenLock = NSLock()
        var seen: [Int32] = []

        DispatchQueue.concurrentPerform(iterations: iterations) { _ in
            let old = increment(counter)
            seenLock.lock()
            seen.append(old)
            seenLock.unlock()
        }

        let expected = Array(0 ..< Int32(iterations))
        let sorted = seen.sorted()
        let mismatch = zip(sorted, expected).first { $0 != $1 }
        XCTAssertTrue(
            sorted == expected,
            "the old values are not exactly 0..<\(iterations): \(sorted.count) values, first mismatch \(String(describing: mismatch))")
    }

    /// Concurrent adds and subtracts that cancel out leave the atomic where it started.
    func testConcurrentAddsAndSubtractsBalance() {
        let atomic = AtomicInt(100)

        DispatchQueue.concurrentPerform(iterations: 10_000) { index in
            if index % 2 == 0 {
                add(atomic, 3)
            } else {
                sub(atomic, 3)
            }
        }

        XCTAssertEqual(load(atomic), 100)
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

        wait(for: [finished], timeout: 5)
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
        wait(for: [acquired], timeout: 5)
    }

    /// The lock excludes other threads: a plain counter incremented under it from many threads
    /// at once ends exact (and ThreadSanitizer sees no race).
    func testLockGivesMutualExclusionAcrossThreads() {
        let lock = RecursiveLock()
        let counter = UnsafeCounter()
        let iterations = 20_000

        DispatchQueue.concurrentPerform(iterations: iterations) { _ in
            lock.performLocked {
                // A read, a pause and a write: without exclusion, updates would be lost.
                let value = counter.value
                counter.value = value + 1
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
        XCTAssertEqual(otherTried.wait(timeout: .now() + 5), .success)
        // The other thread is blocked in lock(): it cannot append before we release.
        Thread.sleep(forTimeInterval: 0.05)
        order.value?.append("holder")
        lock.unlock()

        wait(for: [otherDone], timeout: 5)
        lock.performLocked {
            XCTAssertEqual(order.value, ["holder", "other"])
        }
    }

    #if CH15
    /// Why the lock must be recursive, on a real object: a `BehaviorSubject` sends its current
    /// value to a new observer while it holds its lock (as RxSwift's does), and that observer may
    /// call straight back into the subject on the same thread. Here it reads `value()`, which
    /// takes the same lock again. (Run on another thread, so a deadlock fails the wait.)
    func testAnObserverMayCallBackIntoABehaviorSubjectThatHoldsItsLock() {
        let finished = expectation(description: "subscribe returned")
        let result = ResultBox<[Int]>()

        DispatchQueue.global().async {
            let subject = BehaviorSubject(value: 1)
            var readBack: [Int] = []
            let subscription = subject.subscribe(onNext: { element in
                readBack.append(element)
                if let current = try? subject.value() {
                    readBack.append(current)
                }
            })
            subscription.dispose()
            result.value = readBack
            finished.fulfill()
        }

        wait(for: [finished], timeout: 5)
        XCTAssertEqual(result.value, [1, 1])
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

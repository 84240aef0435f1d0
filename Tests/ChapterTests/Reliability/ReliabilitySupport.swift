#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import Synchronization
import XCTest
import RxReading

/// The limits every loop of the reliability suite keeps: a count and a wall-clock deadline,
/// whichever comes first, so that a test takes a few seconds at most on a slow, shared machine
/// and under ThreadSanitizer (which runs code five to ten times slower). Deadlines only cut a
/// loop short, never before its first round: a loaded machine that reaches a loop after its
/// deadline still runs (and checks) one round, so "at least one round ran" always holds. No test
/// asserts on how long anything took.
enum StressBudget {
    /// Whether the test binary was built with `--sanitize=thread`: the ThreadSanitizer runtime
    /// is linked in and exports its entry point.
    static let underThreadSanitizer: Bool = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil

    /// How long one stress loop may run before it stops early.
    static var loopSeconds: TimeInterval { underThreadSanitizer ? 2.5 : 1.5 }

    /// The deadline of a loop that starts now.
    static func deadline(seconds: TimeInterval = loopSeconds) -> Date {
        Date().addingTimeInterval(seconds)
    }

    /// Whether a loop that has run `rounds` rounds stops for its `deadline`: never before its
    /// first round, so every loop runs, and checks, at least one.
    static func isOver(_ deadline: Date, after rounds: Int) -> Bool {
        rounds > 0 && Date() >= deadline
    }

    /// Prints what a stress test actually did (threads, rounds, elements), when the environment
    /// variable `RXREADING_STRESS_FIGURES` is set: deadlines make the figures vary by machine.
    static func reportFigures(_ figures: String, test: String = #function) {
        if ProcessInfo.processInfo.environment["RXREADING_STRESS_FIGURES"] != nil {
            print("stress figures: \(test): \(figures)")
        }
    }
}

/// A counter several threads may bump at once.
final class StressCounter: @unchecked Sendable {
    private let storage = Atomic<Int>(0)

    init() {}

    /// Adds one and returns the new value.
    @discardableResult
    func increment() -> Int {
        storage.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
    }

    var value: Int {
        storage.load(ordering: .sequentiallyConsistent)
    }
}

/// A disposable that counts every call of `dispose()`, not only the first: a container that
/// disposed one of its members twice shows up as a count of 2, which `Disposables.create(with:)`
/// would hide (its closure runs at most once by construction).
final class DisposeCallCounter: Disposable, @unchecked Sendable {
    private let calls = StressCounter()

    init() {}

    func dispose() {
        calls.increment()
    }

    /// How many times `dispose()` was called.
    var count: Int {
        calls.value
    }
}

/// Measures whether calls overlap: `enter` on the way into a handler, `leave` on the way out.
/// An `onNext` that starts while another is still running, on any thread, is an overlap.
final class OverlapGauge: @unchecked Sendable {
    private let inside = Atomic<Int>(0)
    private let overlaps = Atomic<Int>(0)

    init() {}

    func enter() {
        if inside.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue > 1 {
            overlaps.wrappingAdd(1, ordering: .sequentiallyConsistent)
        }
    }

    func leave() {
        inside.wrappingSubtract(1, ordering: .sequentiallyConsistent)
    }

    /// How many calls started while another was inside.
    var overlapCount: Int {
        overlaps.load(ordering: .sequentiallyConsistent)
    }
}

/// A start line that a fixed number of threads cross together, round after round: each waits
/// until all have arrived, spinning (and, after a while, yielding the processor), so they leave
/// within microseconds of each other. That makes two operations truly overlap far more often than
/// starting threads or dispatching blocks would.
final class StressStartLine: @unchecked Sendable {
    private let arrivals = Atomic<Int>(0)
    private let parties: Int

    init(parties: Int) {
        self.parties = parties
    }

    /// Waits until every party has arrived at `round` (0, 1, 2, ... for each party).
    func cross(round: Int) {
        arrivals.wrappingAdd(1, ordering: .sequentiallyConsistent)
        let everyone = (round + 1) * parties
        // Spin without yielding for a while: a thread that gives its processor away is likely
        // to be off it when the others arrive, and then the parties do not overlap at all.
        var spins = 0
        while arrivals.load(ordering: .sequentiallyConsistent) < everyone {
            spins += 1
            if spins > 20_000 {
                sched_yield()
            }
        }
    }
}

/// How long a test waits for its threads or a scheduler before it calls the library stuck: far
/// beyond what any loop here takes, so that only a deadlock or a livelock reaches it.
let stressStuckTimeout: DispatchTimeInterval = .seconds(60)

/// Set once a wait has timed out: from then on the waits of the suite return at once, so that a
/// stuck library fails the run in about a minute instead of one minute per round.
private let libraryIsStuck = Atomic<Bool>(false)

/// Waits for `semaphore`, failing the test (instead of hanging the run) if it is not signalled
/// within `stressStuckTimeout`.
func waitOrFail(_ semaphore: DispatchSemaphore, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
    if libraryIsStuck.load(ordering: .sequentiallyConsistent) {
        XCTFail("\(what): not waited for, the library is already stuck", file: file, line: line)
        return
    }
    if semaphore.wait(timeout: .now() + stressStuckTimeout) == .timedOut {
        libraryIsStuck.store(true, ordering: .sequentiallyConsistent)
        XCTFail("\(what) did not finish within \(stressStuckTimeout): the library is stuck (a deadlock or a livelock)", file: file, line: line)
    }
}

/// Runs `blockingWait` on a helper thread and waits for it as `waitOrFail` does.
func waitOnHelperOrFail(_ what: String, _ blockingWait: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    Thread {
        blockingWait()
        done.signal()
    }.start()
    waitOrFail(done, what)
}

/// Runs `body(index)` on `count` new threads at once (they cross a start line together) and
/// returns when all have finished (or fails the test if they are stuck).
func runOnThreads(_ count: Int, named name: String = "stress", _ body: @escaping @Sendable (_ index: Int) -> Void) {
    let start = StressStartLine(parties: count)
    let finished = DispatchSemaphore(value: 0)
    for index in 0..<count {
        let thread = Thread {
            start.cross(round: 0)
            body(index)
            finished.signal()
        }
        thread.name = "\(name).\(index)"
        thread.start()
    }
    for _ in 0..<count {
        waitOrFail(finished, "the \(name) threads")
    }
}

/// Races `first` against `second` on two threads, round after round, each round on a fresh
/// state made by `make`, and calls `check` with the state after both have finished.
///
/// - Returns: how many rounds ran (at least 1, at most `rounds`; fewer if the deadline passed).
@discardableResult
func raceRounds<State>(
    rounds: Int,
    deadline: Date,
    make: () -> State,
    first: (State) -> Void,
    second: @escaping (State) -> Void,
    check: (State) -> Void
) -> Int {
    // Round r has two crossings: 2r to start both actions, 2r + 1 once both are done.
    let start = StressStartLine(parties: 2)
    let slot = Locked<State?>(nil)
    let workerDone = DispatchSemaphore(value: 0)

    let worker = Thread {
        var round = 0
        while true {
            start.cross(round: 2 * round)
            guard let state = slot.value else { break }
            second(state)
            start.cross(round: 2 * round + 1)
            round += 1
        }
        workerDone.signal()
    }
    worker.name = "stress.race"
    worker.start()

    var completed = 0
    while completed < rounds && !StressBudget.isOver(deadline, after: completed) {
        let state = make()
        slot.withValue { $0 = state }
        start.cross(round: 2 * completed)
        first(state)
        start.cross(round: 2 * completed + 1)
        check(state)
        completed += 1
    }
    slot.withValue { $0 = nil }
    start.cross(round: 2 * completed)
    waitOrFail(workerDone, "the racing thread")
    return completed
}

/// Spins the current run loop until `condition` holds or `timeout` passes; says which.
@discardableResult
func waitUntil(timeout: TimeInterval = 30, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() >= deadline {
            return false
        }
        RunLoop.current.run(until: Date().addingTimeInterval(0.002))
    }
    return true
}

/// Compares two long sequences and, if they differ, fails with a short description (where they
/// first differ, how many are missing or repeated) instead of printing thousands of numbers.
func assertSameSequence(
    _ received: [Int], _ sent: [Int], _ context: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    if received == sent {
        return
    }
    let firstDifference = zip(received, sent).enumerated().first(where: { $0.element.0 != $0.element.1 })
    let location = firstDifference.map { "first difference at #\($0.offset): got \($0.element.0), sent \($0.element.1)" }
        ?? "one is a prefix of the other"
    let missing = Set(sent).subtracting(received).count
    let repeated = received.count - Set(received).count
    XCTFail(
        "\(context): received \(received.count) elements, sent \(sent.count); \(location); \(missing) never arrived, \(repeated) arrived more than once",
        file: file, line: line)
}

/// A scheduler for the stress tests together with a way to wait until it has run everything
/// scheduled on it so far, and what that scheduled in turn, a few generations deep.
///
/// A draining is not a wait for a busy delivery loop to finish: `observe(on:)` on a general
/// scheduler schedules one step per element, so a loop with hundreds of queued elements is still
/// going after a few generations. Tests drain once the loop has been disposed (it then schedules
/// at most one more step, which delivers nothing) or once the sequence has completed.
struct DrainableScheduler {
    let name: String
    let scheduler: ImmediateSchedulerType
    let drain: () -> Void

    /// A `SerialDispatchQueueScheduler` on a queue of its own.
    static func serialDispatch(_ label: String) -> DrainableScheduler {
        let queue = DispatchQueue(label: label)
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: label + ".serial")
        return DrainableScheduler(name: "SerialDispatchQueueScheduler", scheduler: scheduler) {
            // The scheduler's serial queue targets `queue`; a marker scheduled on the scheduler
            // runs after everything scheduled before it.
            for _ in 0..<3 {
                let done = DispatchSemaphore(value: 0)
                _ = scheduler.schedule(()) { _ in
                    done.signal()
                    return Disposables.create()
                }
                waitOrFail(done, "draining the serial scheduler")
            }
        }
    }

    /// A `ConcurrentDispatchQueueScheduler` on a concurrent queue of its own.
    static func concurrentDispatch(_ label: String) -> DrainableScheduler {
        let queue = DispatchQueue(label: label, attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        return DrainableScheduler(name: "ConcurrentDispatchQueueScheduler", scheduler: scheduler) {
            // A barrier waits for every block submitted before it; a running block may submit
            // one more step, so drain a few times.
            for _ in 0..<3 {
                let done = DispatchSemaphore(value: 0)
                queue.async(flags: .barrier) { done.signal() }
                waitOrFail(done, "draining the concurrent queue")
            }
        }
    }

    /// An `OperationQueueScheduler` whose queue runs at most `maxConcurrent` operations at once.
    static func operationQueue(_ label: String, maxConcurrent: Int) -> DrainableScheduler {
        let queue = OperationQueue()
        queue.name = label
        queue.maxConcurrentOperationCount = maxConcurrent
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        return DrainableScheduler(name: "OperationQueueScheduler(max \(maxConcurrent))", scheduler: scheduler) {
            for _ in 0..<3 {
                waitOnHelperOrFail("draining the operation queue") {
                    queue.waitUntilAllOperationsAreFinished()
                }
            }
        }
    }

    /// The four kinds the stress tests run `observe(on:)` on.
    static func allKinds(_ label: String) -> [DrainableScheduler] {
        [
            serialDispatch(label + ".serial"),
            concurrentDispatch(label + ".concurrent"),
            operationQueue(label + ".operations1", maxConcurrent: 1),
            operationQueue(label + ".operations4", maxConcurrent: 4),
        ]
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import RxReading
import Synchronization

extension Demos {
    /// Chapter 02's demos.
    static let chapter02: [Demo] = [
        Demo(chapter: 2, name: "bool-loses",
             title: "Two threads stop one observer: a Bool's read and write can be split, fetchOr's cannot") { log in
            // Two real threads, made to take turns at the worst moment: B reads the flag after A
            // has read it and before A writes it. A real race hits this order only now and then.
            log.print("-- a Bool: read, then write")
            let stopped = UnsafeFlag()
            let aHasRead = DispatchSemaphore(value: 0)
            let bIsDone = DispatchSemaphore(value: 0)
            inTurn(log, [
                { step in
                    let wasStopped = stopped.value
                    step("thread A (completed) reads stopped: \(wasStopped)")
                    aHasRead.signal()
                    bIsDone.wait()
                    if !wasStopped {
                        stopped.value = true
                        step("thread A sets stopped = true, delivers completed")
                    }
                },
                { step in
                    aHasRead.wait()
                    let wasStopped = stopped.value
                    step("thread B (error) reads stopped: \(wasStopped)")
                    if !wasStopped {
                        stopped.value = true
                        step("thread B sets stopped = true, delivers error")
                    }
                    bIsDone.signal()
                },
            ])

            log.print("-- fetchOr: the read and the write are one step")
            let flag = SharedFlag()
            let aIsDone = DispatchSemaphore(value: 0)
            inTurn(log, [
                { step in
                    let old = flag.fetchOr()
                    step("thread A (completed) fetchOr returns \(old)\(old == 0 ? ", delivers completed" : ", drops")")
                    aIsDone.signal()
                },
                { step in
                    aIsDone.wait()
                    let old = flag.fetchOr()
                    step("thread B (error) fetchOr returns \(old)\(old == 0 ? ", delivers error" : ", drops")")
                },
            ])
        },
        Demo(chapter: 2, name: "dispose-once",
             title: "Eight threads released together call dispose() on one disposable; fetchOr lets exactly one run its action") { log in
            let rounds = 500
            let calls = 8
            var histogram: [Int: Int] = [:]
            for _ in 0 ..< rounds {
                let runs = RunCounter()
                // Disposables.create's disposable (chapter 04) keeps one AtomicInt flag and runs
                // its action only in the call whose fetchOr saw the flag clear.
                let disposable = Disposables.create { runs.increment() }
                startTogether(threadCount: calls) {
                    disposable.dispose()
                }
                histogram[runs.value, default: 0] += 1
            }
            log.print("\(rounds) rounds; in each, \(calls) threads released together call dispose() on one disposable")
            for count in histogram.keys.sorted() {
                log.print("rounds in which the action ran \(count) time(s): \(histogram[count]!)")
            }
        },
    ]
}

/// Runs `body` on `threadCount` new threads that each wait until all have started, and returns
/// when all have finished: the demo's copy of the tests' `runSimultaneously`, since
/// `DispatchQueue.concurrentPerform` may run its iterations one after another.
private func startTogether(threadCount: Int, _ body: @escaping @Sendable () -> Void) {
    let arrived = SharedCount()
    let finished = DispatchGroup()
    for _ in 0 ..< threadCount {
        finished.enter()
        Thread.detachNewThread {
            arrived.count.add(1, ordering: .sequentiallyConsistent)
            while arrived.count.load(ordering: .sequentiallyConsistent) < threadCount {
                sched_yield()
            }
            body()
            finished.leave()
        }
    }
    finished.wait()
}

/// Runs each body on a thread of its own and waits for all; the bodies order themselves with
/// semaphores, and each `step` line is printed in the order the steps happened.
private func inTurn(_ log: DemoLog, _ bodies: [@Sendable (_ step: @escaping @Sendable (String) -> Void) -> Void]) {
    let finished = DispatchGroup()
    for body in bodies {
        finished.enter()
        Thread.detachNewThread {
            body { log.print($0) }
            finished.leave()
        }
    }
    finished.wait()
}

/// How many threads have reached the start line.
private final class SharedCount: Sendable {
    let count = Atomic<Int>(0)
}

/// A stopped flag kept as a plain `Bool`, as the chapter's first section pictures it.
private final class UnsafeFlag: @unchecked Sendable {
    var value = false
}

/// A stopped flag in the standard library's `Atomic`, set by the same `bitwiseOr` the library's
/// `fetchOr` calls (chapter 02's `AtomicInt` is internal to the library).
private final class SharedFlag: Sendable {
    private let bits = Atomic<Int32>(0)

    func fetchOr() -> Int32 {
        bits.bitwiseOr(1, ordering: .sequentiallyConsistent).oldValue
    }
}

/// Counts how often an action ran, from any thread.
private final class RunCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

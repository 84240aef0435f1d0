import Dispatch
import Foundation
import RxReading

extension Demos {
    /// Chapter 02's demos.
    static let chapter02: [Demo] = [
        Demo(chapter: 2, name: "dispose-once",
             title: "Eight concurrent dispose() calls on one disposable; fetchOr lets exactly one run its action") { log in
            let rounds = 500
            let calls = 8
            var histogram: [Int: Int] = [:]
            for _ in 0 ..< rounds {
                let runs = RunCounter()
                // Disposables.create's disposable (chapter 04) keeps one AtomicInt flag and runs
                // its action only in the call whose fetchOr saw the flag clear.
                let disposable = Disposables.create { runs.increment() }
                DispatchQueue.concurrentPerform(iterations: calls) { _ in
                    disposable.dispose()
                }
                histogram[runs.value, default: 0] += 1
            }
            log.print("\(rounds) rounds; in each, \(calls) concurrent dispose() calls on one disposable")
            for count in histogram.keys.sorted() {
                log.print("rounds in which the action ran \(count) time(s): \(histogram[count]!)")
            }
        },
    ]
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

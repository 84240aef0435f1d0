// The checks of exercise 02.1, run under ThreadSanitizer. Run them with: swift run rxbook check 02.1
import Foundation
import Synchronization
import ExerciseKit

/// Counts the threads that have arrived, with relaxed ordering: the two threads wait for each
/// other without the wait itself ordering their accesses, so ThreadSanitizer still sees them.
let arrived = Atomic<Int>(0)

ExerciseCheck.run("02.1", "a counter that two threads share") { check in
    // ThreadSanitizer sees a race only when it watches the two threads' accesses meet, which a
    // single round can miss; twenty rounds make a miss vanishingly unlikely.
    var lost: [Int32] = []
    for _ in 1...20 {
        let counter = HitCounter()
        let perThread = 20_000
        arrived.store(0, ordering: .relaxed)
        let done = DispatchGroup()
        for index in 0..<2 {
            done.enter()
            let thread = Thread {
                // Both threads start counting together, so their calls to record() overlap.
                arrived.add(1, ordering: .relaxed)
                while arrived.load(ordering: .relaxed) < 2 {}
                for _ in 0..<perThread {
                    counter.record()
                }
                done.leave()
            }
            thread.name = "recorder \(index + 1)"
            thread.start()
        }
        done.wait()
        lost.append(Int32(2 * perThread) - counter.value)
    }
    try check.equal(lost, Array(repeating: 0, count: 20),
                    "in each of 20 rounds, two threads recording 20,000 hits each count 40,000: no hit lost")
}

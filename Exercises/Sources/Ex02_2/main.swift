// The checks of exercise 02.2, run under ThreadSanitizer. Run them with: swift run rxbook check 02.2
import Foundation
import Synchronization
import ExerciseKit

/// Counts the threads that have arrived, so all start claiming together.
let arrived = Atomic<Int>(0)

ExerciseCheck.run("02.2", "a once-only flag that says who was first") { check in
    let flag = OnceFlag()
    try check.equal(flag.isClaimed, false, "a new flag is not claimed")
    try check.equal(flag.claim(), true, "the first claim() returns true")
    try check.equal(flag.isClaimed, true, "after the first claim() the flag is claimed")
    try check.equal([flag.claim(), flag.claim()], [false, false], "every later claim() returns false")

    // Four threads race to claim one fresh flag, 200 times over: each time exactly one wins.
    var winnersPerRound: [Int] = []
    for _ in 1...200 {
        let contested = OnceFlag()
        let wins = Atomic<Int>(0)
        arrived.store(0, ordering: .relaxed)
        let done = DispatchGroup()
        for _ in 0..<4 {
            done.enter()
            Thread {
                arrived.add(1, ordering: .relaxed)
                while arrived.load(ordering: .relaxed) < 4 {}
                if contested.claim() {
                    wins.add(1, ordering: .relaxed)
                }
                done.leave()
            }.start()
        }
        done.wait()
        winnersPerRound.append(wins.load(ordering: .relaxed))
    }
    let wrong = winnersPerRound.filter { $0 != 1 }
    try check.that(wrong.isEmpty,
                   "in each of 200 rounds, four threads claim one flag at once and exactly one of them wins",
                   otherwise: "\(wrong.count) round(s) had a different number of winners, e.g. \(wrong.first ?? 0)")
}

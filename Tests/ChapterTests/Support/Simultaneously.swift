#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import Synchronization

/// Runs `body` once on each of `threadCount` new threads, released together, and returns when
/// every one has finished.
///
/// `DispatchQueue.concurrentPerform` may run its iterations one after another when the machine
/// is busy, so a race it starts can be no race at all. Here each thread spins until all of them
/// have started, so the bodies overlap as closely as the machine allows: a check-then-act bug
/// whose window is a few instructions wide shows up within a few hundred rounds.
func runSimultaneously(threadCount: Int, _ body: @escaping @Sendable (_ index: Int) -> Void) {
    let startLine = StartLine()
    let finished = DispatchGroup()
    for index in 0 ..< threadCount {
        finished.enter()
        let thread = Thread {
            startLine.arrived.add(1, ordering: .sequentiallyConsistent)
            while startLine.arrived.load(ordering: .sequentiallyConsistent) < threadCount {
                // On a machine with fewer free cores than threads, let the late ones run.
                sched_yield()
            }
            body(index)
            finished.leave()
        }
        thread.start()
    }
    finished.wait()
}

/// How many threads of one `runSimultaneously` round have reached the start line.
private final class StartLine: Sendable {
    let arrived = Atomic<Int>(0)
}

// Exercise 02.1 (repair): a counter that two threads share.
// Practises chapter 02, "Atomics and locks": AtomicInt's operations, and why a plain `+= 1`
// from two threads is a data race.
//
// `HitCounter` counts calls to `record()` from any thread, the way a sink counts elements that
// may arrive on several threads. Its checks run under ThreadSanitizer. Make it safe: keep the
// same two members, and let the library's atomic integer (chapter 02) do the counting.
//
// Check it: swift run rxbook check 02.1     Stuck? swift run rxbook hint 02.1
@testable import RxReading

/// Counts `record()` calls from any thread.
final class HitCounter: @unchecked Sendable {
    private var count: Int32 = 0

    /// Counts one hit; safe to call from any thread (or it should be).
    func record() {
        count += 1
    }

    /// The hits counted so far.
    var value: Int32 {
        count
    }
}

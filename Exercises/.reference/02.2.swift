// Exercise 02.2 (build): a once-only flag that says who was first.
// Practises chapter 02, "Atomics and locks": fetchOr and its old value, the answer to "was I the
// one who changed it?" that ObserverBase, AnonymousDisposable and SinkDisposer all rely on.
//
// `OnceFlag.claim()` may be called any number of times, from any number of threads at once.
// Exactly one call, the first, must return true; every other call returns false. `isClaimed`
// says whether any call has claimed it yet. Its checks run under ThreadSanitizer, so a plain
// `Bool` guarded by nothing will be caught. Use the atomic integer below; no locks.
//
// Check it: swift run rxbook check 02.2     Stuck? swift run rxbook hint 02.2
@testable import RxReading

/// A flag that can be claimed once: the first `claim()` returns true, every later one false.
final class OnceFlag: @unchecked Sendable {
    private let state = AtomicInt(0)

    /// Claims the flag. Returns true only for the one call that claimed it first.
    func claim() -> Bool {
        // Raising the bit and reading what was there before is one indivisible step: only the
        // call that found it clear is first.
        fetchOr(state, 1) == 0
    }

    /// Whether the flag has been claimed.
    var isClaimed: Bool {
        isFlagSet(state, 1)
    }
}

import Foundation
@testable import RxReading

// region: CountingDisposables
// Disposable arrives with chapter 04 (Disposables), which is the first to use these.
#if CH04
/// A disposable that counts how often it was disposed, so a test can tell "once" from "twice".
/// For one thread; `LockedCounter` is its thread-safe sibling.
final class CountingDisposable: Disposable {
    private(set) var count = 0

    func dispose() {
        count += 1
    }
}

/// A counter that several threads may increment. As a disposable it counts every `dispose()`
/// call, with no "only once" guard of its own, so a double dispose by its owner shows.
final class LockedCounter: Disposable, @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    func dispose() {
        increment()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

#endif
// endregion: CountingDisposables

/// Something whose lifetime a test can watch through a weak reference.
final class Token {}

// Exercise 04.1 (build): a disposable shared by reference counting.
// Practises chapter 04, "Disposables": RefCountDisposable, where disposing the owner's handle
// only marks the intent, and the shared resource goes when the last borrowed handle is gone.
//
// `SharedDisposable` wraps one disposable that several users borrow. `retain()` hands out a
// handle; disposing a handle gives it back (a second dispose of the same handle counts nothing).
// `dispose()` is the owner's: it disposes the wrapped disposable at once if no handle is out,
// or else leaves that to the moment the last handle comes back. Either way the wrapped
// disposable is disposed exactly once, and `isDisposed` turns true at that moment. Once it is
// gone, `retain()` returns a handle that does nothing. As written, `dispose()` ignores the
// handles. Finish `retain()`, `dispose()` and `release()`; take the lock around the state.
//
// Check it: swift run rxbook check 04.1     Stuck? swift run rxbook hint 04.1
@testable import RxReading

/// A disposable that several users share: it is disposed once the owner has disposed it and
/// every handle from `retain()` has been disposed.
final class SharedDisposable: Cancelable {
    private let lock = SpinLock()
    /// The wrapped disposable, until it is disposed.
    private var disposable: Disposable?
    /// Whether the owner has called `dispose()`.
    private var ownerDisposed = false
    /// Handles handed out and not yet given back.
    private var handles = 0

    init(disposable: Disposable) {
        self.disposable = disposable
    }

    /// True once the wrapped disposable has been disposed.
    var isDisposed: Bool {
        lock.performLocked { disposable == nil }
    }

    /// Hands out a handle that keeps the wrapped disposable alive until it is disposed.
    func retain() -> Disposable {
        // Your code: count the handle and return a Handle, unless the wrapped disposable is gone.
        Disposables.create()
    }

    /// The owner's dispose.
    func dispose() {
        // Your code: this disposes at once, even while handles are out.
        let toDispose = lock.performLocked { () -> Disposable? in
            let current = disposable
            disposable = nil
            return current
        }
        toDispose?.dispose()
    }

    /// Called by a handle when it is disposed for the first time.
    fileprivate func release() {
        // Your code.
    }
}

/// A handle from `SharedDisposable.retain()`: its first dispose gives it back, later ones do nothing.
private final class Handle: Disposable {
    private let parent: SharedDisposable
    private let disposed = AtomicInt(0)

    init(_ parent: SharedDisposable) {
        self.parent = parent
    }

    func dispose() {
        if fetchOr(disposed, 1) == 0 {
            parent.release()
        }
    }
}

/// A slot holding one disposable at a time: putting a new one in disposes the one it replaces.
///
/// Once the serial disposable is disposed, anything put in it later is disposed at once.
/// `subscribe(on:)` (chapter 13) keeps the scheduled subscription here.
///
/// Safe to use from any thread.
// region: SerialDisposable
// Sendable, unchecked: `lock` guards the current disposable and the flag.
public final class SerialDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    private let lock = SpinLock()

    // Under `lock`, so Swift's run-time exclusivity check would only repeat what the lock
    // guarantees: it is off. An empty slot holds a `VacantDisposable`, not nil: an optional
    // existential is copied and destroyed through the runtime's generic witnesses on every
    // assignment (chapter 06's `SinkDisposer` does the same).
    @exclusivity(unchecked)
    private var current: Disposable = VacantDisposable()
    @exclusivity(unchecked)
    private var disposed = false

    /// Whether `dispose()` has been called, read under the lock (RxSwift 6.5 reads it without,
    /// a data race against a `dispose()` on another thread).
    public var isDisposed: Bool {
        lock.performLocked { disposed }
    }

    /// Creates an empty, not yet disposed slot.
    override public init() {
        super.init()
    }

    /// The disposable in the slot. Setting it disposes the one it replaces; once the slot is
    /// disposed, a new one is disposed at once instead. Reads a do-nothing disposable when empty.
    public var disposable: Disposable {
        get {
            lock.performLocked { current }
        }
        set (newDisposable) {
            lock.lock()
            if disposed {
                lock.unlock()
                newDisposable.dispose()
                return
            }
            let previous = current
            current = newDisposable
            lock.unlock()
            // Dispose outside the lock: disposal may run arbitrary code.
            previous.dispose()
        }
    }

    /// Disposes the disposable in the slot and every one put in it later; only the first call
    /// does anything.
    public func dispose() {
        lock.lock()
        if disposed {
            lock.unlock()
            return
        }
        disposed = true
        let previous = current
        current = VacantDisposable()
        lock.unlock()
        previous.dispose()
    }
}
// endregion: SerialDisposable

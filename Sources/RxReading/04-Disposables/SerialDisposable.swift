/// A slot holding one disposable at a time: putting a new one in disposes the one it replaces.
///
/// Once the serial disposable is disposed, anything put in it later is disposed at once.
/// `subscribe(on:)` (chapter 13) keeps the scheduled subscription here.
///
/// Safe to use from any thread.
// region: SerialDisposable
public final class SerialDisposable: DisposeBase, Cancelable {
    private let lock = SpinLock()

    private var current: Disposable?
    private var disposed = false

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        lock.performLocked { disposed }
    }

    /// Creates an empty slot.
    override public init() {
        super.init()
    }

    /// The disposable in the slot. Setting it disposes the previous one (or the new one, if the
    /// slot is already disposed).
    public var disposable: Disposable {
        get {
            lock.performLocked { current ?? Disposables.create() }
        }
        set (newDisposable) {
            let toDispose = lock.performLocked { () -> Disposable? in
                if disposed {
                    return newDisposable
                }
                let previous = current
                current = newDisposable
                return previous
            }
            // Dispose outside the lock: disposal may run arbitrary code.
            toDispose?.dispose()
        }
    }

    /// Disposes the disposable in the slot and every one put in later.
    public func dispose() {
        let toDispose = lock.performLocked { () -> Disposable? in
            if disposed {
                return nil
            }
            disposed = true
            let previous = current
            current = nil
            return previous
        }
        toDispose?.dispose()
    }
}
// endregion: SerialDisposable

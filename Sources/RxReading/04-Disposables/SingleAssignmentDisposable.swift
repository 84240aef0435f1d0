/// A placeholder for a disposable that does not exist yet, which can be disposed before it is
/// filled.
///
/// The subscription of a source is only known after `subscribe` returns, but the observer may
/// want to dispose it earlier, from inside `subscribe`. This type bridges that gap: disposing it
/// first records the wish, and the disposable set later is disposed on arrival. Setting it a
/// second time is a usage error.
///
/// `final`, as in RxSwift. Chapter 09's `ScheduledItemBase` does not subclass it: it repeats
/// these two flags in its own class, so a scheduled item is one object, not two.
///
/// Safe to use from any thread.
// region: SingleAssignmentDisposable
// Sendable, unchecked: `state`, an atomic pair of flags, decides who may touch `disposable`.
public final class SingleAssignmentDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    private struct DisposeState: OptionSet {
        let rawValue: Int32
        static let disposed = DisposeState(rawValue: 1 << 0)
        static let disposableSet = DisposeState(rawValue: 1 << 1)
    }

    private let state = AtomicInt(0)
    // Guarded by the atomic state flags (only the call that wins the fetchOr touches it), so
    // Swift's run-time exclusivity check would only repeat what they guarantee: it is off.
    @exclusivity(unchecked)
    private var disposable: Disposable?

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        isFlagSet(state, DisposeState.disposed.rawValue)
    }

    /// Creates an empty, not yet disposed placeholder.
    public override init() {
        super.init()
    }

    /// Fills the placeholder. If it was already disposed, `disposable` is disposed at once.
    ///
    /// Must be called at most once.
    ///
    /// - Parameter disposable: The disposable to hold.
    public func setDisposable(_ disposable: Disposable) {
        self.disposable = disposable

        let previous = DisposeState(
            rawValue: fetchOr(state, DisposeState.disposableSet.rawValue))

        if previous.contains(.disposableSet) {
            rxFatalError("SingleAssignmentDisposable.setDisposable was called twice; it holds exactly one disposable (use SerialDisposable to replace one)")
        }

        if previous.contains(.disposed) {
            disposable.dispose()
            self.disposable = nil
        }
    }

    /// Disposes the disposable it holds, or, if none is set yet, the one that will be set.
    public func dispose() {
        let previous = DisposeState(rawValue: fetchOr(state, DisposeState.disposed.rawValue))

        if previous.contains(.disposed) {
            return
        }

        // Only if the disposable was already set is it safe to read: otherwise setDisposable
        // will see the disposed flag and dispose it itself.
        if previous.contains(.disposableSet) {
            guard let disposable else {
                rxInternalError("SingleAssignmentDisposable lost its disposable")
            }
            disposable.dispose()
            self.disposable = nil
        }
    }
}
// endregion: SingleAssignmentDisposable

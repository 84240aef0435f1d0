/// A disposable that runs a closure the first time it is disposed.
///
/// The closure is dropped once it has run, so whatever it captured is released at dispose time
/// rather than when the disposable itself goes away. Disposing from two threads at once runs
/// the closure once: the atomic flag decides which call does it.
// region: AnonymousDisposable
// Sendable, unchecked: `disposed`, an atomic flag, lets exactly one caller take `disposeAction`.
@usableFromInline
final class AnonymousDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    @usableFromInline
    typealias DisposeAction = () -> Void

    private let disposed = AtomicInt(0)
    // Guarded by the atomic state flags (only the call that wins the fetchOr touches it), so
    // Swift's run-time exclusivity check would only repeat what they guarantee: it is off.
    @exclusivity(unchecked)
    private var disposeAction: DisposeAction?

    @usableFromInline
    var isDisposed: Bool {
        isFlagSet(disposed, 1)
    }

    @usableFromInline
    init(disposeAction: @escaping DisposeAction) {
        self.disposeAction = disposeAction
        super.init()
    }

    @usableFromInline
    func dispose() {
        #if RXREADING_TRACE
        let traced = Trace.begin(.dispose, isDisposed ? "dispose (disposed already: nothing)" : "dispose: runs its action", to: self)
        defer { Trace.end(traced) }
        #endif
        if fetchOr(disposed, 1) == 0 {
            if let action = disposeAction {
                disposeAction = nil
                action()
            }
        }
    }
}
// endregion: AnonymousDisposable

/// Two disposables disposed together: the common case of "the sink and its subscription",
/// cheaper than a general composite because it needs no lock and no collection.
// region: BinaryDisposable
// Sendable, unchecked: `disposed`, an atomic flag, lets exactly one caller take the two disposables.
final class BinaryDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    private let disposed = AtomicInt(0)
    // Guarded by the atomic state flags (only the call that wins the fetchOr touches it), so
    // Swift's run-time exclusivity check would only repeat what they guarantee: it is off.
    @exclusivity(unchecked)
    private var disposable1: Disposable?
    @exclusivity(unchecked)
    private var disposable2: Disposable?

    var isDisposed: Bool {
        isFlagSet(disposed, 1)
    }

    init(_ disposable1: Disposable, _ disposable2: Disposable) {
        self.disposable1 = disposable1
        self.disposable2 = disposable2
        super.init()
    }

    func dispose() {
        #if RXREADING_TRACE
        let traced = Trace.begin(.dispose, isDisposed ? "dispose (disposed already: nothing)" : "dispose", to: self)
        defer { Trace.end(traced) }
        #endif
        // Only the call that flips the flag touches the stored references, so they need no lock.
        if fetchOr(disposed, 1) == 0 {
            disposable1?.dispose()
            disposable2?.dispose()
            disposable1 = nil
            disposable2 = nil
        }
    }
}
// endregion: BinaryDisposable

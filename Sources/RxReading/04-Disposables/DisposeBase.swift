/// The base class of the library's disposables, which counts them in `Resources.total` in debug
/// builds so that tests can see a disposable that was never released.
// region: DisposeBase
// Sendable, unchecked: it has no state of its own. A subclass that is shared across threads
// guards its own state with a lock or an atomic and says which next to its declaration.
public class DisposeBase: @unchecked Sendable {
    init() {
        #if TRACE_RESOURCES
        _ = Resources.incrementTotal()
        #endif
    }

    #if TRACE_RESOURCES
    deinit {
        _ = Resources.decrementTotal()
    }
    #endif
}
// endregion: DisposeBase

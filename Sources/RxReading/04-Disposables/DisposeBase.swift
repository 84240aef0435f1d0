/// The base class of the library's disposables, which counts them in `Resources.total` in debug
/// builds so that tests can see a disposable that was never released.
// region: DisposeBase
public class DisposeBase {
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

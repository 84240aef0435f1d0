/// A handle that releases what a subscription or a piece of scheduled work holds.
///
/// Disposing says "I am no longer interested": the source stops sending, scheduled work that has
/// not run yet does not run, and resources are released. Every disposable in the library
/// tolerates being disposed more than once and from any thread.
// region: Disposable
public protocol Disposable {
    /// Releases the resources; calling it again does nothing.
    func dispose()
}
// endregion: Disposable

// region: ObserverBaseIsDisposable
// ObserverBase (chapter 03) already has the `dispose()` that stops it; now that the protocol
// exists, it can say so.
extension ObserverBase: Disposable {}
// endregion: ObserverBaseIsDisposable

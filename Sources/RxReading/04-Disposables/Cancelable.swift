/// A disposable that can also be asked whether it has been disposed.
///
/// Sinks and producers read `isDisposed` to stop work early: a loop emitting a range checks it
/// between elements, so a disposed subscription stops without waiting for the loop to end.
// region: Cancelable
public protocol Cancelable: Disposable {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool { get }
}
// endregion: Cancelable

/// A disposable that can also be asked whether it has been disposed.
///
/// Schedulers read `isDisposed` to skip work that was disposed while it waited in their queue
/// (chapters 09 and 11), and recursive scheduling reads it to stop a loop early (chapter 08).
// region: Cancelable
public protocol Cancelable: Disposable {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool { get }
}
// endregion: Cancelable

/// A disposable that only remembers whether it was disposed.
///
/// Useful as a cancellation token that a loop polls (`isDisposed`). RxSwift keeps a plain
/// `Bool`; RxReading keeps an atomic flag so a dispose on one thread is seen by a poll on another
/// without a data race.
// region: BooleanDisposable
public final class BooleanDisposable: Cancelable, Sendable {
    /// A disposable that is disposed from the start.
    static let booleanDisposableTrue = BooleanDisposable(isDisposed: true)

    private let disposed: AtomicInt

    /// Creates a disposable that is not disposed yet.
    public init() {
        disposed = AtomicInt(0)
    }

    /// Creates a disposable whose disposed state is `isDisposed`.
    ///
    /// - Parameter isDisposed: Whether it starts disposed.
    public init(isDisposed: Bool) {
        disposed = AtomicInt(isDisposed ? 1 : 0)
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        isFlagSet(disposed, 1)
    }

    /// Marks the disposable as disposed.
    public func dispose() {
        fetchOr(disposed, 1)
    }
}
// endregion: BooleanDisposable

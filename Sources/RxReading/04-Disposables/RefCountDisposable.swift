/// A disposable that disposes what it wraps only when it has been disposed *and* every handle
/// handed out by `retain()` has been disposed too.
///
/// Used where several parties share one underlying resource (the windows of a `window`
/// operator, the groups of `groupBy`): the resource lives as long as any party still uses it.
///
/// Safe to use from any thread.
// region: RefCountDisposable
// Sendable, unchecked: `lock` guards the disposable, the flag and the count.
public final class RefCountDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    private let lock = SpinLock()
    private var disposable: Disposable?
    private var primaryDisposed = false
    private var count = 0

    /// Wraps `disposable`.
    ///
    /// - Parameter disposable: The shared resource to dispose once no one uses it.
    public init(disposable: Disposable) {
        self.disposable = disposable
        super.init()
    }

    /// Whether the underlying disposable has been disposed.
    public var isDisposed: Bool {
        lock.performLocked { disposable == nil }
    }

    /// Hands out a new handle that keeps the underlying disposable alive until it is disposed.
    /// After the underlying disposable is gone, it returns a do-nothing disposable.
    ///
    /// - Returns: A handle to dispose when done with the resource; disposing it twice counts once.
    public func retain() -> Disposable {
        lock.performLocked {
            if disposable != nil {
                count += 1
                return RefCountInnerDisposable(self)
            }
            return Disposables.create()
        }
    }

    /// Disposes the primary reference; the underlying disposable goes once no handle is left.
    public func dispose() {
        let toDispose = lock.performLocked { () -> Disposable? in
            guard let current = disposable, !primaryDisposed else { return nil }
            primaryDisposed = true
            if count == 0 {
                disposable = nil
                return current
            }
            return nil
        }
        toDispose?.dispose()
    }

    fileprivate func release() {
        let toDispose = lock.performLocked { () -> Disposable? in
            guard let current = disposable else { return nil }
            guard count > 0 else {
                rxFatalError("RefCountDisposable released more handles than retain() handed out")
            }
            count -= 1
            if primaryDisposed && count == 0 {
                disposable = nil
                return current
            }
            return nil
        }
        toDispose?.dispose()
    }
}

/// One handle of a `RefCountDisposable`: disposing it gives the reference back, once.
// Sendable, unchecked: an atomic flag lets one caller release; the parent is Sendable itself.
private final class RefCountInnerDisposable: DisposeBase, Disposable, @unchecked Sendable {
    private let parent: RefCountDisposable
    private let isDisposed = AtomicInt(0)

    init(_ parent: RefCountDisposable) {
        self.parent = parent
        super.init()
    }

    func dispose() {
        if fetchOr(isDisposed, 1) == 0 {
            parent.release()
        }
    }
}
// endregion: RefCountDisposable

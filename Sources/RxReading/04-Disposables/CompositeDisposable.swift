/// A group of disposables disposed together, that can grow and shrink while it is alive.
///
/// Inserting into a composite that is already disposed disposes the newcomer at once and
/// returns `nil`: nothing added late can escape disposal.
///
/// Safe to use from any thread.
// region: CompositeDisposable
// Sendable, unchecked: `lock` guards the bag.
public final class CompositeDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    /// The key of one inserted disposable, used to remove it again.
    public struct DisposeKey {
        fileprivate let key: BagKey
    }

    private let lock = SpinLock()

    // `nil` once disposed: the state and the contents are one value, so they cannot disagree.
    private var disposables: Bag<Disposable>? = Bag()

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        lock.performLocked { disposables == nil }
    }

    /// Creates an empty composite.
    public override init() {}

    /// Creates a composite holding two disposables.
    ///
    /// - Parameters:
    ///   - disposable1: The first to hold.
    ///   - disposable2: The second to hold.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        // Filling the bag before `super.init` completes needs no lock: no other thread has it yet.
        _ = disposables!.insert(disposable1)
        _ = disposables!.insert(disposable2)
    }

    /// Creates a composite holding three disposables.
    ///
    /// - Parameters:
    ///   - disposable1: The first to hold.
    ///   - disposable2: The second to hold.
    ///   - disposable3: The third to hold.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        _ = disposables!.insert(disposable1)
        _ = disposables!.insert(disposable2)
        _ = disposables!.insert(disposable3)
    }

    /// Creates a composite holding four or more disposables, in the order given.
    ///
    /// - Parameters:
    ///   - disposable1: The first to hold.
    ///   - disposable2: The second to hold.
    ///   - disposable3: The third to hold.
    ///   - disposable4: The fourth to hold.
    ///   - disposables: Any more to hold, after the four.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposable4: Disposable, _ disposables: Disposable...) {
        _ = self.disposables!.insert(disposable1)
        _ = self.disposables!.insert(disposable2)
        _ = self.disposables!.insert(disposable3)
        _ = self.disposables!.insert(disposable4)
        for disposable in disposables {
            _ = self.disposables!.insert(disposable)
        }
    }

    /// Creates a composite holding all of `disposables`.
    ///
    /// - Parameter disposables: The disposables to hold, in order.
    public init(disposables: [Disposable]) {
        for disposable in disposables {
            _ = self.disposables!.insert(disposable)
        }
    }

    /// Adds `disposable`, or disposes it at once if the composite is already disposed.
    ///
    /// - Parameter disposable: The disposable to add.
    /// - Returns: The key that removes it, or `nil` if it was disposed instead of added.
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key = lock.performLocked { () -> DisposeKey? in
            guard let bagKey = disposables?.insert(disposable) else { return nil }
            return DisposeKey(key: bagKey)
        }
        if key == nil {
            disposable.dispose()
        }
        return key
    }

    /// How many disposables the composite holds.
    public var count: Int {
        lock.performLocked { disposables?.count ?? 0 }
    }

    /// Removes the disposable inserted under `disposeKey` and disposes it. Does nothing if the
    /// key was already removed or the composite is disposed.
    ///
    /// - Parameter disposeKey: The key `insert(_:)` returned.
    public func remove(for disposeKey: DisposeKey) {
        // Dispose outside the lock: the disposable may call back into this composite.
        lock.performLocked { disposables?.removeKey(disposeKey.key) }?.dispose()
    }

    /// Disposes every disposable it holds; later insertions are disposed at once.
    public func dispose() {
        let taken = lock.performLocked { () -> Bag<Disposable>? in
            let current = disposables
            disposables = nil
            return current
        }
        if let taken {
            disposeAll(in: taken)
        }
    }
}
// endregion: CompositeDisposable

/// A bag that disposes everything put in it when the bag itself is deallocated.
///
/// Give an object a `DisposeBag` and put its subscriptions in it (`disposed(by:)`): they live
/// exactly as long as the object. A bag can also be emptied early by replacing it with a new
/// one. Calling `dispose()` is not part of its public face; after the bag has disposed its
/// contents (on deinit), anything inserted is disposed at once.
///
/// Safe to use from any thread.
// region: DisposeBag
// Sendable, unchecked: `lock` guards the array and the flag.
public final class DisposeBag: DisposeBase, @unchecked Sendable {
    private let lock = SpinLock()

    private var disposables = [Disposable]()
    private var isDisposed = false

    /// Creates an empty bag.
    public override init() {
        super.init()
    }

    /// Adds `disposable`; if the bag has already disposed its contents, disposes it at once.
    ///
    /// - Parameter disposable: The disposable to dispose with the bag.
    public func insert(_ disposable: Disposable) {
        insert(CollectionOfOne(disposable))
    }

    /// Disposes everything in the bag and marks it disposed.
    private func dispose() {
        let taken = lock.performLocked { () -> [Disposable] in
            let current = disposables
            disposables.removeAll(keepingCapacity: false)
            isDisposed = true
            return current
        }
        // Dispose outside the lock: a disposal may insert into this bag again.
        for disposable in taken {
            disposable.dispose()
        }
    }

    deinit {
        dispose()
    }
}
// endregion: DisposeBag

extension DisposeBag {
    // region: DisposeBagConveniences
    /// Creates a bag that already holds `disposables`.
    ///
    /// - Parameter disposables: The disposables to dispose with the bag.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        insert(disposables)
    }

    /// Creates a bag that holds what the builder lists.
    ///
    /// - Parameter builder: Lists the disposables, one per line.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Creates a bag that already holds `disposables`.
    ///
    /// - Parameter disposables: The disposables to dispose with the bag.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }

    /// Adds every one of `disposables`; if the bag has already disposed its contents, disposes
    /// them at once instead, after releasing the bag's lock (RxSwift 6.5 disposes them while
    /// holding it).
    ///
    /// - Parameter disposables: The disposables to dispose with the bag.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds what the builder lists; if the bag has already disposed its contents, disposes
    /// them at once instead, after releasing the bag's lock (RxSwift 6.5 disposes them while
    /// holding it).
    ///
    /// - Parameter builder: Lists the disposables, one per line.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Adds every one of `disposables`; if the bag has already disposed its contents, disposes
    /// them at once instead, after releasing the bag's lock (RxSwift 6.5 disposes them while
    /// holding it).
    ///
    /// - Parameter disposables: The disposables to dispose with the bag.
    public func insert(_ disposables: [Disposable]) {
        insert(disposables[...])
    }
    // endregion: DisposeBagConveniences

    // region: DisposeBagInsert
    // Every insert ends here. The disposals happen after the lock is released: a disposal may
    // call back into this bag.
    private func insert<NewDisposables: Collection>(_ newDisposables: NewDisposables)
    where NewDisposables.Element == Disposable {
        let accepted = lock.performLocked { () -> Bool in
            if isDisposed {
                return false
            }
            disposables.append(contentsOf: newDisposables)
            return true
        }
        if !accepted {
            for disposable in newDisposables {
                disposable.dispose()
            }
        }
    }
    // endregion: DisposeBagInsert

    // region: DisposableBuilder
    /// Lets a list of disposables be written one per line inside braces, without commas.
    @resultBuilder
    public struct DisposableBuilder {
        /// Collects the disposables written in the braces.
        ///
        /// - Parameter disposables: The disposables, one per line.
        /// - Returns: The same disposables, in order.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
    // endregion: DisposableBuilder
}

// region: disposedBy
extension Disposable {
    /// Puts this disposable into `bag`, to be disposed when the bag is.
    ///
    /// - Parameter bag: The bag to hold it; if the bag is already spent, this is disposed now.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
// endregion: disposedBy

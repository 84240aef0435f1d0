/// The namespace of the `Disposables.create` family, the one entry point for making disposables.
public struct Disposables {
    private init() {}
}

// region: DisposablesCreate
extension Disposables {
    /// A disposable that does nothing when disposed: for subscriptions that hold nothing.
    ///
    /// - Returns: One shared do-nothing disposable.
    public static func create() -> Disposable {
        NopDisposable.noOp
    }

    /// A disposable that runs `dispose` the first time it is disposed, and never again.
    ///
    /// - Parameter dispose: The clean-up to run on the first `dispose()`.
    /// - Returns: A cancelable whose `isDisposed` turns `true` on the first `dispose()`.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(disposeAction: dispose)
    }

    /// A disposable that disposes both disposables together.
    ///
    /// - Parameters:
    ///   - disposable1: The first to dispose.
    ///   - disposable2: The second to dispose.
    /// - Returns: A cancelable that disposes both, once.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    /// A disposable that disposes the three disposables together.
    ///
    /// - Parameters:
    ///   - disposable1: One of the three.
    ///   - disposable2: One of the three.
    ///   - disposable3: One of the three.
    /// - Returns: A `CompositeDisposable` holding the three.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
    ) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes all the given disposables together.
    ///
    /// - Parameters:
    ///   - disposable1: One to dispose.
    ///   - disposable2: One to dispose.
    ///   - disposable3: One to dispose.
    ///   - disposables: Any more to dispose.
    /// - Returns: A `CompositeDisposable` holding them all.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
        _ disposables: Disposable ...
    ) -> Cancelable {
        var all = disposables
        all.append(disposable1)
        all.append(disposable2)
        all.append(disposable3)
        return CompositeDisposable(disposables: all)
    }

    /// A disposable that disposes all the given disposables together; two are kept in the
    /// lighter `BinaryDisposable`.
    ///
    /// - Parameter disposables: The disposables to dispose together.
    /// - Returns: A `BinaryDisposable` for exactly two, otherwise a `CompositeDisposable`.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2:
            return BinaryDisposable(disposables[0], disposables[1])
        default:
            return CompositeDisposable(disposables: disposables)
        }
    }
}
// endregion: DisposablesCreate

/// The namespace of the `Disposables.create` family, the one entry point for making disposables.
public struct Disposables {
    private init() {}
}

// region: DisposablesCreate
extension Disposables {
    /// A disposable that does nothing when disposed: for subscriptions that hold nothing.
    public static func create() -> Disposable {
        NopDisposable.noOp
    }

    /// A disposable that runs `dispose` the first time it is disposed, and never again.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(disposeAction: dispose)
    }

    /// A disposable that disposes both disposables together.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    /// A disposable that disposes the three disposables together.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
    ) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes all the given disposables together.
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

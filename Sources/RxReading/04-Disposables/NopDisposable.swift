/// A disposable with nothing to release. One shared instance serves every use, so
/// `Disposables.create()` never allocates.
// region: NopDisposable
struct NopDisposable: Disposable {
    static let noOp: Disposable = NopDisposable()

    private init() {}

    func dispose() {}
}
// endregion: NopDisposable

/// A disposable with nothing to release. One shared instance serves every use, so
/// `Disposables.create()` never allocates.
// region: NopDisposable
struct NopDisposable: Disposable, Sendable {
    static let noOp: Disposable & Sendable = NopDisposable()

    private init() {}

    func dispose() {}
}
// endregion: NopDisposable

// region: never
extension ObservableType {
    /// A sequence that never sends anything, not even a terminal event.
    ///
    /// - Returns: An observable that stays silent until disposed.
    public static func never() -> Observable<Element> {
        NeverProducer()
    }
}

// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class NeverProducer<Element>: Observable<Element>, @unchecked Sendable {
    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        Disposables.create()
    }
}
// endregion: never

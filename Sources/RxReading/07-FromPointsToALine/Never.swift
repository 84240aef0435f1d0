// region: never
extension ObservableType {
    /// A sequence that never sends anything, not even a terminal event.
    public static func never() -> Observable<Element> {
        NeverProducer()
    }
}

final class NeverProducer<Element>: Observable<Element> {
    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        Disposables.create()
    }
}
// endregion: never

// region: empty
extension ObservableType {
    /// A sequence with no elements that completes during `subscribe`.
    public static func empty() -> Observable<Element> {
        EmptyProducer<Element>()
    }
}

final class EmptyProducer<Element>: Observable<Element> {
    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        observer.on(.completed)
        return Disposables.create()
    }
}
// endregion: empty

// region: empty
extension ObservableType {
    /// A sequence with no elements that completes during `subscribe`.
    ///
    /// - Returns: An observable that only completes.
    public static func empty() -> Observable<Element> {
        EmptyProducer<Element>()
    }
}

// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class EmptyProducer<Element>: Observable<Element>, @unchecked Sendable {
    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        observer.on(.completed)
        return Disposables.create()
    }
}
// endregion: empty

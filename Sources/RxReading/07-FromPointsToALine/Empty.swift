// region: empty
extension ObservableType {
    /// A sequence with no elements that completes during `subscribe`.
    public static func empty() -> Observable<Element> {
        EmptyProducer<Element>()
    }
}

final private class EmptyProducer<Element>: Producer<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element {
        observer.on(.completed)
        return Disposables.create()
    }
}
// endregion: empty

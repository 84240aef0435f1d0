// region: never
extension ObservableType {
    /// A sequence that never sends anything, not even a terminal event.
    public static func never() -> Observable<Element> {
        NeverProducer()
    }
}

final private class NeverProducer<Element>: Producer<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element {
        Disposables.create()
    }
}
// endregion: never

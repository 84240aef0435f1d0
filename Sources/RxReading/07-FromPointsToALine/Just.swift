// region: just
extension ObservableType {
    /// A sequence of one element, then completion, delivered during `subscribe`.
    public static func just(_ element: Element) -> Observable<Element> {
        Just(element: element)
    }
}

/// The producer of `just`. It has no per-subscription state, so it skips the sink and overrides
/// `subscribe` itself: two events, and nothing to dispose.
final private class Just<Element>: Producer<Element> {
    private let element: Element

    init(element: Element) {
        self.element = element
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element {
        observer.on(.next(element))
        observer.on(.completed)
        return Disposables.create()
    }
}
// endregion: just

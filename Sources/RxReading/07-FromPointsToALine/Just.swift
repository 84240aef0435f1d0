// region: just
extension ObservableType {
    /// A sequence of one element, then completion, delivered during `subscribe`.
    public static func just(_ element: Element) -> Observable<Element> {
        Just(element: element)
    }
}

/// The observable of `just`. It has no per-subscription state, so it needs no sink and no
/// `SinkDisposer`: it overrides `subscribeErased` itself and sends two events, with nothing to
/// dispose. (RxSwift makes it a `Producer` that overrides `subscribe`, which comes to the same.)
final class Just<Element>: Observable<Element> {
    let element: Element

    init(element: Element) {
        self.element = element
        super.init()
    }

    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        observer.on(.next(element))
        observer.on(.completed)
        return Disposables.create()
    }
}
// endregion: just

// region: error
extension ObservableType {
    /// A sequence that ends at once with `error`.
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        ErrorProducer(error: error)
    }
}

final class ErrorProducer<Element>: Observable<Element> {
    let error: Swift.Error

    init(error: Swift.Error) {
        self.error = error
        super.init()
    }

    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        observer.on(.error(error))
        return Disposables.create()
    }
}
// endregion: error

// region: error
extension ObservableType {
    /// A sequence that ends at once with `error`.
    ///
    /// - Parameter error: The error each subscriber receives during `subscribe`.
    /// - Returns: An observable that only fails.
    @inlinable
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        ErrorProducer(error: error)
    }
}

/// The observable of `error`: like `Just`, no sink, and the one send a closure made where
/// `error` is called, so that the `Event` is built for the element type it is called with.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
@usableFromInline
final class ErrorProducer<Element>: Observable<Element>, @unchecked Sendable {
    @usableFromInline
    let error: Swift.Error
    @usableFromInline
    let send: (Swift.Error, AnyObserver<Element>) -> Void

    @inlinable
    init(error: Swift.Error) {
        self.error = error
        send = { error, observer in
            observer.on(.error(error))
        }
        super.init()
    }

    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        send(error, observer)
        return Disposables.create()
    }
}
// endregion: error

/// Something that reacts to the events of a sequence.
///
/// The protocol has a single requirement, `on(_:)`: an observer is a function from events to
/// side effects. `onNext`, `onError` and `onCompleted` are conveniences built on it.
// region: ObserverType
public protocol ObserverType {
    /// The type of the elements this observer receives.
    associatedtype Element

    /// Receives one event of the sequence.
    ///
    /// - Parameter event: The event: an element, an error, or completion.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `.next(element)`.
    ///
    /// - Parameter element: The element to deliver.
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Sends `.completed`.
    public func onCompleted() {
        on(.completed)
    }

    /// Sends `.error(error)`.
    ///
    /// - Parameter error: The error that ends the sequence.
    public func onError(_ error: Swift.Error) {
        on(.error(error))
    }
}
// endregion: ObserverType

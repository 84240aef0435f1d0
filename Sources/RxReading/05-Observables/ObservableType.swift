/// A sequence that can be subscribed to: the push-based dual of Swift's `Sequence`.
///
/// Subscribing connects an observer; the sequence then pushes `next* (error | completed)?` to
/// it. The returned disposable ends the subscription early.
// region: ObservableType
public protocol ObservableType: ObservableConvertibleType {
    /// Connects `observer` to the sequence and returns the handle that disconnects it.
    ///
    /// The grammar `next* (error | completed)?` holds for what the observer receives. Once the
    /// returned disposable has been disposed, no event sent afterwards reaches the observer; an
    /// event whose delivery had already begun still may, as in RxSwift: a subject delivers each
    /// event to a copy of its observers, so an observer disposed by another observer's handler
    /// during that delivery still receives it (chapter 15), and a dispose on one thread does
    /// not stop a delivery already under way on another.
    ///
    /// - Parameter observer: The observer to receive the events.
    /// - Returns: The handle that ends the subscription.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element
}
// endregion: ObservableType

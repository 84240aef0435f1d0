/// A sequence that can be subscribed to: the push-based dual of Swift's `Sequence`.
///
/// Subscribing connects an observer; the sequence then pushes `next* (error | completed)?` to
/// it. The returned disposable ends the subscription early.
// region: ObservableType
public protocol ObservableType: ObservableConvertibleType {
    /// Connects `observer` to the sequence and returns the handle that disconnects it.
    ///
    /// The grammar `next* (error | completed)?` holds for what the observer receives, and
    /// nothing is delivered after the returned disposable has been disposed (on the thread that
    /// delivers).
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element
}
// endregion: ObservableType

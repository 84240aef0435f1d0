/// An observable whose subscribers share one subscription to a source, made only when `connect()`
/// is called: subscribing to it does not start the source, connecting does.
// region: ConnectableObservableType
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subject to the source, once: every observer subscribed to this
    /// observable receives the source's events as long as the connection lasts.
    ///
    /// - Returns: the connection; disposing it unsubscribes from the source.
    func connect() -> Disposable
}
// endregion: ConnectableObservableType

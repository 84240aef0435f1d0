// region: publishRelayAsSignal
extension PublishRelay {
    /// The relay as a `Signal`: every value accepted after subscribing, delivered on the main
    /// scheduler. A relay cannot fail, so there is no `catch`.
    ///
    /// - Returns: A signal of the elements accepted while it is subscribed.
    public func asSignal() -> Signal<Element> {
        SharedSequence(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
// endregion: publishRelayAsSignal

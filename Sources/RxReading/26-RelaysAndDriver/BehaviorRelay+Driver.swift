// region: behaviorRelayAsDriver
extension BehaviorRelay {
    /// The relay as a `Driver`: its current value, then every value accepted, delivered on the
    /// main scheduler. A relay cannot fail, so there is no `catch`, and its subject already
    /// remembers the latest value, but the driver still shares with replay, as every driver does.
    public func asDriver() -> Driver<Element> {
        SharedSequence(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
// endregion: behaviorRelayAsDriver

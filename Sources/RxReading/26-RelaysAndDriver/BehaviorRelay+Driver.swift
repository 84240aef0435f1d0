// region: behaviorRelayAsDriver
extension BehaviorRelay {
    /// The relay as a `Driver`: its current value, then every value accepted, delivered on the
    /// main scheduler. A relay cannot fail, so there is no `catch`, and its subject already
    /// remembers the latest value, but the driver still shares with replay, as every driver does.
    ///
    /// `@inlinable`, as are `SharedSequence`'s `init` and the Driver's `share`: the app's compiler
    /// then builds the `observe(on:)` sink and the `share` connection for the app's element type,
    /// where the library would build them for no particular type (`driver/pump`, lab notes of
    /// `Benchmarks/README.md`).
    ///
    /// - Returns: A driver that starts with the current value.
    @inlinable
    public func asDriver() -> Driver<Element> {
        SharedSequence(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
// endregion: behaviorRelayAsDriver

/// What chapter 20's operators add to chapter 16's `SerializingSink`: a way to decide two events
/// in one step (a held element, then the completion behind it), and the timer that each of them
/// keeps per element.
// region: scheduleTwo
extension SerializingSink {
    /// Decides that `first` and then `second` go downstream, nothing from another thread between
    /// them. Call it under `lock`, and pass what it returns to `deliver` once the lock is released.
    @inlinable
    final func schedule(_ first: Event<Observer.Element>, then second: Event<Observer.Element>) -> Delivery {
        let delivery = schedule(first)
        switch delivery {
        case .emit, .nested:
            // This thread sends `first` itself; `second` waits in the outbox right behind it.
            enqueueBehindOwnEmission(second)
        case .none:
            // `first` was dropped (the sink has ended) or left for the emitter: `second` follows it.
            _ = schedule(second)
        }
        return delivery
    }
}
// endregion: scheduleTwo

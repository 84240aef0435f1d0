#if CH12
/// When an observer subscribed to a `TestableObservable` and when it unsubscribed, in virtual
/// time; `Int.max` as the unsubscription time means "still subscribed".
// region: Subscription
public struct Subscription: Equatable, Hashable {
    /// The virtual time of subscription.
    public let subscribe: Int
    /// The virtual time of unsubscription, or `Int.max` if it has not happened.
    public let unsubscribe: Int

    /// A subscription made at `subscribe` that has not ended.
    ///
    /// - Parameter subscribe: The virtual time of subscription.
    public init(_ subscribe: Int) {
        self.subscribe = subscribe
        self.unsubscribe = Int.max
    }

    /// A subscription made at `subscribe` and ended at `unsubscribe`.
    ///
    /// - Parameters:
    ///   - subscribe: The virtual time of subscription.
    ///   - unsubscribe: The virtual time of unsubscription.
    public init(_ subscribe: Int, _ unsubscribe: Int) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }
}
// endregion: Subscription

extension Subscription: CustomDebugStringConvertible {
    /// `(200: 1000)`, or `(200: Infinity)` while still subscribed, as RxTest prints it.
    public var debugDescription: String {
        let end = unsubscribe == Int.max ? "Infinity" : String(unsubscribe)
        return "(\(subscribe): \(end))"
    }
}
#endif

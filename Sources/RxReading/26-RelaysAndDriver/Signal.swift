/// A `SharedSequence` for events (a tap, a message to show once): it never fails, delivers on
/// the main scheduler, and shares one subscription to its source with
/// `share(scope: .whileConnected)`, replaying nothing: a subscriber sees only what happens after
/// it subscribed.
// region: Signal
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// `Signal`'s strategy: the main scheduler, and a shared subscription that replays nothing. It
/// is `Sendable`, where RxSwift 6.5's does not declare it.
public struct SignalSharingStrategy: SharingStrategyProtocol, Sendable {
    /// `SharingScheduler.make()`, asked each time a `Signal` is built.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// Shares `source` with `share(scope: .whileConnected)`.
    ///
    /// - Parameter source: The sequence to share.
    /// - Returns: The shared sequence.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// This value as a `Signal`.
    ///
    /// - Returns: The signal this value stands for.
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}
// endregion: Signal

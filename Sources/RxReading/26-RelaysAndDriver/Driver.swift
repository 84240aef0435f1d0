/// A `SharedSequence` for state a screen shows: it never fails, delivers on the main scheduler
/// (`SharingScheduler.make()`), and shares one subscription to its source with
/// `share(replay: 1, scope: .whileConnected)`: a new subscriber gets the latest element at once,
/// the source is subscribed while anyone listens, and started again for the next subscriber
/// after everyone left.
///
/// The latest element is replayed on the thread that subscribes; that is why `drive` insists
/// on the main thread.
// region: Driver
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// `Driver`'s strategy: the main scheduler, and a shared subscription that replays the latest
/// element while connected. It is `Sendable`, where RxSwift 6.5's does not declare it.
public struct DriverSharingStrategy: SharingStrategyProtocol, Sendable {
    /// `SharingScheduler.make()`, asked each time a `Driver` is built.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// Shares `source` with `share(replay: 1, scope: .whileConnected)`.
    ///
    /// - Parameter source: The sequence to share.
    /// - Returns: The shared sequence.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// This value as a `Driver`.
    ///
    /// - Returns: The driver this value stands for.
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}
// endregion: Driver

import Foundation

/// Describes a virtual clock to `VirtualTimeScheduler`: what its time and its intervals are made
/// of, how they convert to and from real dates and seconds, how to add an interval to a time, and
/// how two times compare.
///
/// The scheduler itself never does arithmetic on virtual time; everything goes through the
/// converter, which is why the same scheduler runs on `Int` ticks (RxReadingTest's
/// `TestSchedulerVirtualTimeConverter`) and on `Date`s (`HistoricalSchedulerTimeConverter`).
// region: VirtualTimeConverterType
public protocol VirtualTimeConverterType {
    /// A point on the virtual clock.
    associatedtype VirtualTimeUnit

    /// The difference between two points on the virtual clock.
    associatedtype VirtualTimeIntervalUnit

    /// The real date that `virtualTime` stands for.
    ///
    /// - Parameter virtualTime: A point on the virtual clock.
    /// - Returns: The date.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

    /// The virtual time that stands for the real date `time`.
    ///
    /// - Parameter time: A real date.
    /// - Returns: The point on the virtual clock.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// The seconds that `virtualTimeInterval` stands for.
    ///
    /// - Parameter virtualTimeInterval: A span on the virtual clock.
    /// - Returns: The seconds.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval

    /// The virtual interval that stands for `timeInterval` seconds.
    ///
    /// - Parameter timeInterval: A span in seconds.
    /// - Returns: The span on the virtual clock.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

    /// `time` moved by `offset`.
    ///
    /// - Parameters:
    ///   - time: The point to start from.
    ///   - offset: The span to move it by.
    /// - Returns: The moved time.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit

    /// How `lhs` stands to `rhs`. A separate requirement, rather than asking for `Comparable`,
    /// so a converter can order a time type it does not own without a global conformance.
    ///
    /// - Parameters:
    ///   - lhs: The first time.
    ///   - rhs: The second time.
    /// - Returns: Whether `lhs` is earlier than, the same as, or later than `rhs`.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}
// endregion: VirtualTimeConverterType

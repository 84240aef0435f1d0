import Foundation

/// The converter of `HistoricalScheduler`: its virtual time is a real `Date` and its intervals
/// are seconds, so converting is the identity and only the clock is virtual.
// region: HistoricalSchedulerTimeConverter
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
    /// A point on the clock is a real date.
    public typealias VirtualTimeUnit = RxTime
    /// A span on the clock is a number of seconds.
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// Returns `virtualTime` as it is: it already is a date.
    ///
    /// - Parameter virtualTime: A point on the clock.
    /// - Returns: The same date.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        virtualTime
    }

    /// Returns `time` as it is: virtual time is a date.
    ///
    /// - Parameter time: A real date.
    /// - Returns: The same date.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        time
    }

    /// Returns `virtualTimeInterval` as it is: it already is seconds.
    ///
    /// - Parameter virtualTimeInterval: A span on the clock.
    /// - Returns: The same seconds.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        virtualTimeInterval
    }

    /// Returns `timeInterval` as it is: virtual intervals are seconds.
    ///
    /// - Parameter timeInterval: A span in seconds.
    /// - Returns: The same seconds.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        timeInterval
    }

    /// The date `offset` seconds after `time`.
    ///
    /// - Parameters:
    ///   - time: The date to start from.
    ///   - offset: The seconds to add.
    /// - Returns: The later (or, for a negative offset, earlier) date.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time.addingTimeInterval(offset)
    }

    /// Orders two dates.
    ///
    /// - Parameters:
    ///   - lhs: The first date.
    ///   - rhs: The second date.
    /// - Returns: Whether `lhs` is earlier than, the same as, or later than `rhs`.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        if lhs < rhs {
            return .lessThan
        }
        if lhs > rhs {
            return .greaterThan
        }
        return .equal
    }
}
// endregion: HistoricalSchedulerTimeConverter

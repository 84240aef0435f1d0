#if CH12
import Foundation

/// The converter of `TestScheduler`: virtual time and intervals are whole ticks, and one tick is
/// `resolution` seconds of real time (one second by default), counted from the 1970 epoch.
///
/// Converting real time to ticks rounds to the nearest tick, so a `.milliseconds(1500)` delay
/// at resolution 1 becomes 2 ticks.
// region: TestSchedulerVirtualTimeConverter
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType {
    /// A point on the clock: a whole tick.
    public typealias VirtualTimeUnit = Int
    /// A span on the clock: a whole number of ticks.
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    init(resolution: Double) {
        self.resolution = resolution
    }

    /// The date `virtualTime` ticks after the 1970 epoch.
    ///
    /// - Parameter virtualTime: A tick.
    /// - Returns: The date.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
    }

    /// The tick nearest the date `time`.
    ///
    /// - Parameter time: A real date.
    /// - Returns: The tick, rounded to the nearest.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        VirtualTimeUnit(time.timeIntervalSince1970 / resolution + 0.5)
    }

    /// The seconds `virtualTimeInterval` ticks stand for.
    ///
    /// - Parameter virtualTimeInterval: A number of ticks.
    /// - Returns: The seconds.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * resolution
    }

    /// The whole number of ticks nearest `timeInterval` seconds.
    ///
    /// - Parameter timeInterval: A span in seconds.
    /// - Returns: The ticks, rounded to the nearest.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        VirtualTimeIntervalUnit(timeInterval / resolution + 0.5)
    }

    /// The tick `offset` ticks after `time`.
    ///
    /// - Parameters:
    ///   - time: The tick to start from.
    ///   - offset: The ticks to add.
    /// - Returns: `time + offset`.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time + offset
    }

    /// Orders two ticks.
    ///
    /// - Parameters:
    ///   - lhs: The first tick.
    ///   - rhs: The second tick.
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
// endregion: TestSchedulerVirtualTimeConverter
#endif

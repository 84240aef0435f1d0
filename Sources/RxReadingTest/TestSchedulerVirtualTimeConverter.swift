#if CH12
import Foundation

/// The converter of `TestScheduler`: virtual time and intervals are whole ticks, and one tick is
/// `resolution` seconds of real time (one second by default), counted from the 1970 epoch.
///
/// Converting real time to ticks rounds to the nearest tick, so a `.milliseconds(1500)` delay
/// at resolution 1 becomes 2 ticks.
// region: TestSchedulerVirtualTimeConverter
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType {
    public typealias VirtualTimeUnit = Int
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    init(resolution: Double) {
        self.resolution = resolution
    }

    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
    }

    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        VirtualTimeUnit(time.timeIntervalSince1970 / resolution + 0.5)
    }

    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * resolution
    }

    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        VirtualTimeIntervalUnit(timeInterval / resolution + 0.5)
    }

    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time + offset
    }

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

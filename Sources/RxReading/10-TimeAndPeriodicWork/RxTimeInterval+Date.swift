import Dispatch
import Foundation

/// Conversions between `DispatchTimeInterval`, which schedulers take, and the seconds that
/// `Date` arithmetic needs.
extension DispatchTimeInterval {
    /// The interval in seconds; `.never` is infinite. (`package`: RxReadingTest's scheduler
    /// conformance kit needs it too.)
    package var seconds: TimeInterval {
        switch self {
        case .seconds(let value): return TimeInterval(value)
        case .milliseconds(let value): return TimeInterval(value) / 1_000
        case .microseconds(let value): return TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }

    /// The interval in whole nanoseconds, saturating at `Int.max` (and `Int.min` for a huge
    /// negative interval); `.never` is `Int.max`.
    var nanoseconds: Int {
        switch self {
        case .seconds(let value): return Self.saturatingProduct(value, 1_000_000_000)
        case .milliseconds(let value): return Self.saturatingProduct(value, 1_000_000)
        case .microseconds(let value): return Self.saturatingProduct(value, 1_000)
        case .nanoseconds(let value): return value
        case .never: return .max
        @unknown default: return .max
        }
    }

    private static func saturatingProduct(_ value: Int, _ factor: Int) -> Int {
        let (product, overflow) = value.multipliedReportingOverflow(by: factor)
        if overflow {
            // Saturate towards the sign of the true result, not always upwards.
            return value < 0 ? .min : .max
        }
        return product
    }
}

extension Date {
    /// This date moved forward by `interval`; `.never` gives `Date.distantFuture`.
    func addingDispatchInterval(_ interval: DispatchTimeInterval) -> Date {
        // An infinite interval would make a date that later arithmetic turns into NaN or a crash
        // (`Int(date.timeIntervalSince1970)` traps on infinity); RxSwift uses distantFuture too.
        if case .never = interval {
            return Date.distantFuture
        }
        return addingTimeInterval(interval.seconds)
    }
}

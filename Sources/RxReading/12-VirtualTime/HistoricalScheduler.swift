import Foundation

/// A virtual-time scheduler whose clock is a `Date`: for replaying recorded, timestamped data
/// through time-based operators as fast as the machine allows, with `now` reading the dates of
/// the data rather than today's.
///
/// Not thread-safe: like every `VirtualTimeScheduler`, use it on the main queue only.
// region: HistoricalScheduler
public class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
    /// Creates a scheduler whose clock reads `initialClock` (by default, the 1970 epoch).
    ///
    /// - Parameter initialClock: The date the clock reads before anything runs.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
// endregion: HistoricalScheduler

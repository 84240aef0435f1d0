#if TRACE_RESOURCES
/// A count of the live objects the library has allocated (observables, sinks, observers,
/// disposables and scheduled work) and of the locks held right now.
///
/// Compiled only under the `TRACE_RESOURCES` condition. RxSwift compiles it only when an app
/// defines that condition itself, which no build does by default; RxReading's Package.swift
/// defines it for every debug build. Every
/// chapter test reads `Resources.total` before and after it runs; a subscription that does not
/// release what it allocated leaves the count higher and fails the test.
///
/// Safe to use from any thread.
// region: Resources
public struct Resources {
    private static let resourceCount = AtomicInt(0)

    /// How many tracked objects are alive right now.
    public static var total: Int32 {
        load(resourceCount)
    }

    /// Counts one more live object.
    ///
    /// - Returns: The count before this call.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        increment(resourceCount)
    }

    /// Counts one fewer live object.
    ///
    /// - Returns: The count before this call.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        decrement(resourceCount)
    }
}
// endregion: Resources
#endif

#if CH12
/// A value together with the virtual time it was seen at: what a `TestableObserver` records for
/// each event, and how a test writes the events it expects (`.next(210, 2)`).
// region: Recorded
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// The virtual time the value was seen at.
    public let time: TestTime

    /// The value.
    public let value: Value

    /// Creates a record of `value` seen at `time`.
    ///
    /// - Parameters:
    ///   - time: The virtual time it was seen at.
    ///   - value: What was seen, usually an event.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// The value and its time, as `next(2) @ 210`.
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}
// endregion: Recorded

extension Recorded: Equatable where Value: Equatable {
    /// Two records are equal when they were seen at the same time and their values are equal.
    ///
    /// - Parameters:
    ///   - lhs: One record.
    ///   - rhs: The other record.
    /// - Returns: Whether the times and the values are equal.
    public static func == (lhs: Recorded<Value>, rhs: Recorded<Value>) -> Bool {
        lhs.time == rhs.time && lhs.value == rhs.value
    }
}
#endif

#if CH12
// region: RecordedEventFactories
extension Recorded {
    /// A `next(element)` event at virtual time `time`.
    ///
    /// - Parameters:
    ///   - time: The virtual time of the event.
    ///   - element: The element.
    /// - Returns: The recorded event.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event at virtual time `time`; `type` names the element type where the
    /// context does not.
    ///
    /// - Parameters:
    ///   - time: The virtual time of the event.
    ///   - type: The element type, where the context does not name it.
    /// - Returns: The recorded event.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// An `error(error)` event at virtual time `time`; `type` names the element type where the
    /// context does not.
    ///
    /// - Parameters:
    ///   - time: The virtual time of the event.
    ///   - error: The error.
    ///   - type: The element type, where the context does not name it.
    /// - Returns: The recorded event.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }
}
// endregion: RecordedEventFactories

extension Recorded {
    /// The recorded events as an array: `Recorded.events(.next(210, 2), .completed(250))` gives
    /// the literal a type without writing `[Recorded<Event<Int>>]`.
    ///
    /// - Parameter recordedEvents: The recorded events, in order.
    /// - Returns: The same events, as an array.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }

    /// The array form of `events(_:...)`.
    ///
    /// - Parameter recordedEvents: The recorded events, in order.
    /// - Returns: The same events, as an array.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }
}
#endif

// region: Event
/// One thing an observable sequence can tell its observer: an element, or the end of the
/// sequence, either by an error or by normal completion.
///
/// The grammar of a sequence is `next* (error | completed)?`: any number of elements, then at
/// most one terminal event, and nothing after it. Chapter 01 explains why that grammar is the
/// whole contract between an observable and its observers, and chapter 03 shows who enforces it.
@frozen public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)

    /// The sequence ended with an error. Nothing follows it.
    case error(Swift.Error)

    /// The sequence ended normally. Nothing follows it.
    case completed
}
// endregion: Event

// region: EventDescription
extension Event: CustomDebugStringConvertible {
    /// The event as the Hello World example of "RxSwift Source Code Reading" Part I prints it:
    /// `next(Hello World)`, `completed`, `error(...)`.
    public var debugDescription: String {
        switch self {
        case .next(let value):
            return "next(\(value))"
        case .error(let error):
            return "error(\(error))"
        case .completed:
            return "completed"
        }
    }
}
// endregion: EventDescription

// region: EventQueries
extension Event {
    /// Whether this is a terminal event (`error` or `completed`), after which nothing may follow.
    public var isStopEvent: Bool {
        switch self {
        case .next: return false
        case .error, .completed: return true
        }
    }

    /// The element of a `next` event, or `nil` for a terminal event.
    public var element: Element? {
        if case .next(let value) = self {
            return value
        }
        return nil
    }

    /// The error of an `error` event, or `nil` otherwise.
    public var error: Swift.Error? {
        if case .error(let error) = self {
            return error
        }
        return nil
    }

    /// Whether this is the `completed` event.
    public var isCompleted: Bool {
        if case .completed = self {
            return true
        }
        return false
    }
}
// endregion: EventQueries

// region: EventMap
extension Event {
    /// Transforms the element of a `next` event; terminal events pass through unchanged.
    ///
    /// A transform that throws turns the event into `.error` with what it threw: the same rule
    /// the `map` operator of chapter 07 follows, where a failing closure ends the sequence.
    ///
    /// - Parameter transform: Turns a `next` event's element into the new element.
    /// - Returns: The transformed `next`, or the same terminal event retyped.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case let .next(element):
                return .next(try transform(element))
            case let .error(error):
                return .error(error)
            case .completed:
                return .completed
            }
        } catch let error {
            return .error(error)
        }
    }
}
// endregion: EventMap

// Sendable when its element is: the compiler checks this one (the error case holds an `Error`,
// which is Sendable). Chapter 22 needs it to carry events between tasks.
extension Event: Sendable where Element: Sendable {}

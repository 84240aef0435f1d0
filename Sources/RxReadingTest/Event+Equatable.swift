@_exported import RxReading
import Foundation

/// Events compare equal when they are the same kind with equal elements. `Error` itself is not
/// `Equatable`, so two errors compare as RxTest compares them: by their descriptions, and on
/// every platform but Linux also by the domain and code of the `NSError` each one bridges to
/// (two errors of different types, or different cases of one enum, that happen to print the
/// same are then different). On Linux RxTest compares descriptions only, and so does
/// RxReadingTest. This is what lets a test write its expectation as one literal,
/// `[.next(1), .completed]`.
// region: EventEquatable
extension Event: Equatable where Element: Equatable {
    /// Whether two events are the same kind with equal contents.
    ///
    /// - Parameters:
    ///   - lhs: One event.
    ///   - rhs: The other event.
    /// - Returns: Whether both are `next` with equal elements, both `completed`, or both `error`
    ///   with errors of the same description (and, but on Linux, `NSError` domain and code).
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed):
            return true
        case let (.error(lhsError), .error(rhsError)):
            return errorsAreEqual(lhsError, rhsError)
        case let (.next(lhsElement), .next(rhsElement)):
            return lhsElement == rhsElement
        default:
            return false
        }
    }
}

/// RxTest's test of two errors for equality: the same description and, except on Linux, the
/// same `NSError` domain and code.
func errorsAreEqual(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    #if os(Linux)
    return "\(lhs)" == "\(rhs)"
    #else
    let lhsError = lhs as NSError
    let rhsError = rhs as NSError
    return lhsError.domain == rhsError.domain
        && lhsError.code == rhsError.code
        && "\(lhs)" == "\(rhs)"
    #endif
}
// endregion: EventEquatable

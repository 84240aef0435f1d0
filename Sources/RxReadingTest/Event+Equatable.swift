@_exported import RxReading

/// Events compare equal when they are the same kind with equal elements; two errors compare by
/// their descriptions, since `Error` itself is not `Equatable`. This is what lets a test write
/// its expectation as one literal, `[.next(1), .completed]`.
// region: EventEquatable
extension Event: Equatable where Element: Equatable {
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed):
            return true
        case let (.error(lhsError), .error(rhsError)):
            return "\(lhsError)" == "\(rhsError)"
        case let (.next(lhsElement), .next(rhsElement)):
            return lhsElement == rhsElement
        default:
            return false
        }
    }
}
// endregion: EventEquatable

/// The errors the library itself sends to observers, as opposed to errors that come from the
/// user's own closures.
///
/// The cases are RxSwift 6.5's, so code that matches on them moves between the two libraries
/// unchanged. A subject used after it was disposed, for example, sends `.disposed(object:)` to
/// whoever subscribes to it (chapter 15).
// region: RxError
// Sendable, unchecked, only because of `disposed(object:)`: the object it carries is there to be
// named in a description (its type and identity), and nothing in the library reads or changes it
// through the error.
public enum RxError: Swift.Error, @unchecked Sendable, CustomDebugStringConvertible {
    /// An error whose cause is not known.
    case unknown
    /// An operation was attempted on `object` after it had been disposed.
    case disposed(object: AnyObject)
    /// An arithmetic operation overflowed.
    case overflow
    /// An argument was outside the range of values the operation accepts.
    case argumentOutOfRange
    /// The sequence ended without any element where at least one was required.
    case noElements
    /// The sequence had more than one element where exactly one was required.
    case moreThanOneElement
    /// The sequence did not produce what was expected within its time limit.
    case timeout
}
// endregion: RxError

extension RxError {
    /// A description of the error for debugging, naming the disposed object where there is one:
    /// RxSwift 6.5's words, since a program prints them (`print(error)`, a log line, a test that
    /// compares them), and what it prints must not change with the import.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error occurred."
        case .disposed(let object):
            return "Object `\(object)` was already disposed."
        case .overflow:
            return "Arithmetic overflow occurred."
        case .argumentOutOfRange:
            return "Argument out of range."
        case .noElements:
            return "Sequence doesn't contain any elements."
        case .moreThanOneElement:
            return "Sequence contains more than one element."
        case .timeout:
            return "Sequence timeout."
        }
    }
}

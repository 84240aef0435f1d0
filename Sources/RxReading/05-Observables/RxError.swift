/// The errors the library itself produces, as opposed to the errors a sequence carries from its
/// source: a sequence with the wrong number of elements, a deadline that passed, an object used
/// after it was disposed.
///
/// Each case prints a sentence that says what went wrong, so a test that compares errors by their
/// descriptions (as `Event`'s equality in RxReadingTest does) tells the cases apart.
// region: RxError
public enum RxError: Swift.Error, CustomDebugStringConvertible {
    /// An error with no more specific case.
    case unknown
    /// `object` was used after it had been disposed.
    case disposed(object: AnyObject)
    /// An arithmetic operation (a counter, a time computation) overflowed.
    case overflow
    /// An argument was outside the range the operation accepts.
    case argumentOutOfRange
    /// The sequence completed without the element that was required.
    case noElements
    /// The sequence produced a second element where exactly one was required.
    case moreThanOneElement
    /// The sequence did not finish before its deadline.
    case timeout

    public var debugDescription: String {
        switch self {
        case .unknown:
            return "An unknown error occurred."
        case .disposed(let object):
            return "Object `\(object)` was used after it had been disposed."
        case .overflow:
            return "An arithmetic overflow occurred."
        case .argumentOutOfRange:
            return "An argument was out of range."
        case .noElements:
            return "The sequence has no elements."
        case .moreThanOneElement:
            return "The sequence has more than one element."
        case .timeout:
            return "The sequence timed out."
        }
    }
}
// endregion: RxError

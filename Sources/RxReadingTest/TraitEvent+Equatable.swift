#if CH25
/// A `Maybe`'s and a `Completable`'s events compare as RxTest 6.5 compares them: the same kind,
/// equal elements, errors by `errorsAreEqual` (chapter 12). A `SingleEvent` is Swift's `Result`,
/// which RxTest leaves without `==`: its arrays have an assertion of their own (`XCTest+Traits.swift`).
// region: TraitEventEquatable
extension MaybeEvent: Equatable where Element: Equatable {
    /// Whether two of a `Maybe`'s events are the same kind with equal contents.
    ///
    /// - Parameters:
    ///   - lhs: One event.
    ///   - rhs: The other event.
    /// - Returns: Whether both are `success` with equal elements, both `completed`, or both `error`
    ///   with errors of the same description (and, but on Linux, `NSError` domain and code).
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed):
            return true
        case let (.error(lhsError), .error(rhsError)):
            return errorsAreEqual(lhsError, rhsError)
        case let (.success(lhsElement), .success(rhsElement)):
            return lhsElement == rhsElement
        default:
            return false
        }
    }
}

extension CompletableEvent: Equatable {
    /// Whether two of a `Completable`'s events are the same kind with equal errors.
    ///
    /// - Parameters:
    ///   - lhs: One event.
    ///   - rhs: The other event.
    /// - Returns: Whether both are `completed`, or both `error` with errors of the same
    ///   description (and, but on Linux, `NSError` domain and code).
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed):
            return true
        case let (.error(lhsError), .error(rhsError)):
            return errorsAreEqual(lhsError, rhsError)
        default:
            return false
        }
    }
}
// endregion: TraitEventEquatable
#endif

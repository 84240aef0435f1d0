#if CH25
/// A `Maybe`'s and a `Completable`'s events compare as RxTest 6.5 compares them: the same kind,
/// equal elements, errors by `errorsAreEqual` (chapter 12). A `SingleEvent` is Swift's `Result`,
/// which RxTest leaves without `==`: its arrays have an assertion of their own (`XCTest+Traits.swift`).
// region: TraitEventEquatable
extension MaybeEvent: Equatable where Element: Equatable {
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

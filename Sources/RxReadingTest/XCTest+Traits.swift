#if CH25
import XCTest

// region: XCTAssertEqualTraitEvents
/// Asserts that two lists of a `Single`'s events are equal, as RxTest 6.5 asserts it: each event
/// is reduced to its element or `nil`, so successes compare by element and any two failures are
/// equal, whatever their errors. (To check an error, compare the errors themselves.)
public func XCTAssertEqual<Element: Equatable>(_ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>],
                                               file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs.map { try? $0.get() }, rhs.map { try? $0.get() }, file: file, line: line)
}

/// Asserts that two lists of a `Maybe`'s events are equal: the same kinds in the same order, with
/// equal elements; errors compare by their descriptions.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>],
                                               file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, file: file, line: line)
}

/// Asserts that two lists of a `Completable`'s events are equal.
public func XCTAssertEqual(_ lhs: [CompletableEvent], _ rhs: [CompletableEvent],
                           file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, file: file, line: line)
}
// endregion: XCTAssertEqualTraitEvents
#endif

#if CH25
import XCTest

// region: XCTAssertEqualTraitEvents
/// Asserts that two lists of a `Single`'s events are equal, as RxTest 6.5 asserts it: each event
/// is reduced to its element or `nil`, so successes compare by element and any two failures are
/// equal, whatever their errors. (To check an error, compare the errors themselves.)
///
/// RxTest 6.5 fails with its own `XCTAssertEqual` message and prints the differences to standard
/// output, and its `file` defaults to `#file`; this one names the differences in the failure
/// message.
///
/// - Parameters:
///   - lhs: One list of events, usually the recorded one.
///   - rhs: The other, usually the expected one.
///   - file: The file to report a failure in; the caller's by default.
///   - line: The line to report a failure at; the caller's by default.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>],
                                               file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs.map { try? $0.get() }, rhs.map { try? $0.get() }, file: file, line: line)
}

/// Asserts that two lists of a `Maybe`'s events are equal: the same kinds in the same order, with
/// equal elements; errors compare by their descriptions and, but on Linux, their `NSError`
/// domain and code.
///
/// RxTest 6.5 fails with its own `XCTAssertEqual` message and prints the differences to standard
/// output, and its `file` defaults to `#file`; this one names the differences in the failure
/// message.
///
/// - Parameters:
///   - lhs: One list of events, usually the recorded one.
///   - rhs: The other, usually the expected one.
///   - file: The file to report a failure in; the caller's by default.
///   - line: The line to report a failure at; the caller's by default.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>],
                                               file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, file: file, line: line)
}

/// Asserts that two lists of a `Completable`'s events are equal.
///
/// RxTest 6.5 fails with its own `XCTAssertEqual` message and prints the differences to standard
/// output, and its `file` defaults to `#file`; this one names the differences in the failure
/// message.
///
/// - Parameters:
///   - lhs: One list of events, usually the recorded one.
///   - rhs: The other, usually the expected one.
///   - file: The file to report a failure in; the caller's by default.
///   - line: The line to report a failure at; the caller's by default.
public func XCTAssertEqual(_ lhs: [CompletableEvent], _ rhs: [CompletableEvent],
                           file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, file: file, line: line)
}
// endregion: XCTAssertEqualTraitEvents
#endif

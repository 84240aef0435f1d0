#if CH12
import XCTest

// The assertions a test writes to compare a recorded history with the one it expects, in one
// literal: `XCTAssertEqual(observer.events, [.next(210, 2), .completed(250)])`. On failure the
// message lists every position where the two histories differ, not just "not equal".

// region: XCTAssertEqualEvents
/// Asserts that two lists of events are equal: the same kinds in the same order, with equal
/// elements; errors compare by their descriptions and, but on Linux, their `NSError` domain and
/// code.
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
public func XCTAssertEqual<T: Equatable>(_ lhs: [Event<T>], _ rhs: [Event<T>], file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, file: file, line: line)
}

/// Asserts that two recorded histories are equal: each pair of records has the same time and
/// equal events.
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
public func XCTAssertEqual<T: Equatable>(_ lhs: [Recorded<Event<T>>], _ rhs: [Recorded<Event<T>>], file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, file: file, line: line)
}

/// Asserts that two recorded histories of optional elements are equal.
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
public func XCTAssertEqual<T: Equatable>(_ lhs: [Recorded<Event<T?>>], _ rhs: [Recorded<Event<T?>>], file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, file: file, line: line)
}
// endregion: XCTAssertEqualEvents

/// Asserts that a recorded history holds exactly `elements`, ignoring the times, and that it
/// has not ended: a `completed` or `error` in it fails the assertion.
///
/// RxTest 6.5 prints its failure differently and defaults `file` to `#file`.
///
/// - Parameters:
///   - stream: The recorded history, usually `observer.events`.
///   - elements: The elements it should hold, in order.
///   - file: The file to report a failure in; the caller's by default.
///   - line: The line to report a failure at; the caller's by default.
public func XCTAssertRecordedElements<T: Equatable>(_ stream: [Recorded<Event<T>>], _ elements: [T], file: StaticString = #filePath, line: UInt = #line) {
    if let stopEvent = stream.first(where: { $0.value.isStopEvent }) {
        XCTFail("the history has ended, with \(stopEvent.debugDescription); XCTAssertRecordedElements expects next events only", file: file, line: line)
        return
    }
    assertSequencesEqual(stream.compactMap { $0.value.element }, elements, file: file, line: line)
}

/// Fails the current test when `lhs` and `rhs` differ, naming each difference.
func assertSequencesEqual<E: Equatable>(_ lhs: [E], _ rhs: [E], file: StaticString, line: UInt) {
    let differences = sequenceDifferences(lhs, rhs)
    if differences.isEmpty {
        return
    }
    XCTFail("XCTAssertEqual failed: the sequences differ\n" + differences.joined(separator: "\n"), file: file, line: line)
}

/// One line per position where `lhs` and `rhs` differ (`lhs[1]: next(3) @ 220, rhs[1]:
/// next(2) @ 210`), including the elements only one of them has. Empty when they are equal.
func sequenceDifferences<E: Equatable>(_ lhs: [E], _ rhs: [E]) -> [String] {
    func text(_ element: E?) -> String {
        guard let element else {
            return "(nothing)"
        }
        if let debug = element as? CustomDebugStringConvertible {
            return debug.debugDescription
        }
        return "\(element)"
    }

    var differences: [String] = []
    for index in 0 ..< max(lhs.count, rhs.count) {
        let left = index < lhs.count ? lhs[index] : nil
        let right = index < rhs.count ? rhs[index] : nil
        if left != right {
            differences.append("lhs[\(index)]: \(text(left)), rhs[\(index)]: \(text(right))")
        }
    }
    return differences
}
#endif

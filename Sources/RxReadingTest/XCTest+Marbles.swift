#if CH12
import XCTest

// region: XCTAssertEqualMarbles
/// Asserts that a recorded history is the marble line `marbles`, whose first frame is
/// `Marbles.origin` (200, where `start()` subscribes): `XCTAssertEqual(observer.events,
/// "-a-b-|", values: ["a": 10, "b": 20])`. On failure the message draws the expected and the
/// actual line under each other and names the first frame that differs; a line that is not a
/// marble line fails with the column and the rule it breaks.
///
/// - Parameters:
///   - events: The recorded history, usually `observer.events`.
///   - marbles: The marble line it should be, first frame at 200.
///   - values: The element each key of the line stands for; a key it lacks is an error.
///   - error: The error a `#` stands for.
///   - file: The file to report a failure in; the caller's by default.
///   - line: The line to report a failure at; the caller's by default.
public func XCTAssertEqual<T: Equatable>(
    _ events: [Recorded<Event<T>>],
    _ marbles: String,
    values: [Character: T] = [:],
    error: Swift.Error = Marbles.defaultError,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    do {
        if let difference = try Marbles.difference(between: events, and: marbles, values: values, error: error) {
            XCTFail("XCTAssertEqual failed: the recorded events differ from the marble line\n" + difference, file: file, line: line)
        }
    } catch {
        XCTFail("XCTAssertEqual failed: \(error)", file: file, line: line)
    }
}
// endregion: XCTAssertEqualMarbles
#endif

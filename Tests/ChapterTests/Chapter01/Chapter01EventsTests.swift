import XCTest
import RxReading
import RxReadingTest

/// Chapter 01: an `Event` is one of `next`, `error`, `completed`; it prints the way the Hello World
/// example of "RxSwift Source Code Reading" Part I shows it, answers questions about itself, maps its element, and `EventConvertible` lets
/// generic code say "this is an event".
final class Chapter01EventsTests: RxReadingTestCase {
    // MARK: printing

    /// A `next` event prints as the Hello World example's console shows it: `next(Hello World)`.
    func testNextEventDebugDescriptionShowsTheElement() {
        let event = Event.next("Hello World")

        XCTAssertEqual(event.debugDescription, "next(Hello World)")
        XCTAssertEqual(String(describing: event), "next(Hello World)")
    }

    /// A `completed` event prints as `completed`, whatever the element type.
    func testCompletedEventDebugDescriptionIsCompleted() {
        XCTAssertEqual(Event<String>.completed.debugDescription, "completed")
        XCTAssertEqual(String(describing: Event<Int>.completed), "completed")
    }

    /// An `error` event prints the error it carries: `error(...)`.
    func testErrorEventDebugDescriptionShowsTheError() {
        let event = Event<Int>.error(TestError("boom"))

        XCTAssertEqual(event.debugDescription, "error(TestError(boom))")
        XCTAssertEqual(String(describing: event), "error(TestError(boom))")
    }

    // MARK: equality (RxReadingTest)

    /// The library's `Event` is not `Equatable` (an `Error` is not); RxReadingTest adds `==` for
    /// equatable elements, comparing two errors by their descriptions and never an event of one
    /// kind with an event of another.
    func testEventsCompareErrorsByTheirDescription() {
        XCTAssertEqual(Event<Int>.error(TestError("a")), .error(TestError("a")))
        XCTAssertNotEqual(Event<Int>.error(TestError("a")), .error(TestError("b")))
        XCTAssertNotEqual(Event<Int>.next(1), .next(2))
        XCTAssertNotEqual(Event<Int>.completed, .error(TestError("completed")))
        XCTAssertEqual(Event<Int>.completed, .completed)
    }

    // MARK: queries

    /// Only `error` and `completed` are stop events; `next` is not.
    func testIsStopEventIsTrueOnlyForTerminalEvents() {
        XCTAssertFalse(Event.next(1).isStopEvent)
        XCTAssertTrue(Event<Int>.error(TestError()).isStopEvent)
        XCTAssertTrue(Event<Int>.completed.isStopEvent)
    }

    /// `element` is the element of a `next` event and `nil` for the terminal events.
    func testElementIsTheNextElementOrNil() {
        XCTAssertEqual(Event.next(42).element, 42)
        XCTAssertNil(Event<Int>.error(TestError()).element)
        XCTAssertNil(Event<Int>.completed.element)
    }

    /// `element` of a `next` event whose element is itself optional keeps the inner `nil`
    /// distinct from "no element".
    func testElementOfAnOptionalElementKeepsTheInnerNil() {
        let event = Event<Int?>.next(nil)

        XCTAssertTrue(event.element != nil, "a next event has an element, even a nil one")
        XCTAssertEqual(event.element, .some(nil))
        XCTAssertTrue(Event<Int?>.completed.element == nil)
    }

    /// `error` is the error of an `error` event and `nil` otherwise.
    func testErrorIsTheCarriedErrorOrNil() {
        let event = Event<Int>.error(TestError("failure"))

        XCTAssertEqual(event.error as? TestError, TestError("failure"))
        XCTAssertNil(Event.next(1).error)
        XCTAssertNil(Event<Int>.completed.error)
    }

    /// `isCompleted` is true only for `completed`, not for the other stop event, `error`.
    func testIsCompletedIsTrueOnlyForCompleted() {
        XCTAssertTrue(Event<Int>.completed.isCompleted)
        XCTAssertFalse(Event<Int>.error(TestError()).isCompleted)
        XCTAssertFalse(Event.next(1).isCompleted)
    }

    // MARK: map

    /// `map` transforms the element of a `next` event, and may change its type.
    func testMapTransformsTheNextElement() {
        let mapped = Event.next(2).map { "\($0 * 10)" }

        XCTAssertEqual(mapped, .next("20"))
    }

    /// A transform that throws turns the `next` event into `.error` carrying what it threw.
    func testMapWithThrowingTransformGivesTheThrownError() {
        let mapped = Event.next(1).map { _ -> Int in throw TestError("transform failed") }

        XCTAssertEqual(mapped, .error(TestError("transform failed")))
    }

    /// An `error` event passes through `map` unchanged; the transform is not even called.
    func testMapPassesAnErrorThroughWithoutCallingTheTransform() {
        var transformCalls = 0
        let mapped = Event<Int>.error(TestError("original")).map { value -> String in
            transformCalls += 1
            throw TestError("transform")
        }

        XCTAssertEqual(mapped, .error(TestError("original")))
        XCTAssertEqual(transformCalls, 0)
    }

    /// A `completed` event passes through `map` unchanged; the transform is not called.
    func testMapPassesCompletedThroughWithoutCallingTheTransform() {
        var transformCalls = 0
        let mapped = Event<Int>.completed.map { value -> String in
            transformCalls += 1
            return "\(value)"
        }

        XCTAssertEqual(mapped, .completed)
        XCTAssertEqual(transformCalls, 0)
    }

    // MARK: EventConvertible

    /// Why `EventConvertible` exists: Swift cannot write "an array whose elements are `Event<T>`
    /// for any `T`", but it can write `where Element: EventConvertible`. A generic function with
    /// that constraint works for `Event` itself.
    func testEventConvertibleLetsGenericCodeAcceptEvents() {
        let events: [Event<Int>] = [.next(1), .next(2), .completed]

        XCTAssertEqual(nextElements(of: events), [1, 2])
        XCTAssertEqual(events.stopEventCount, 1)
    }

    /// The same generic code accepts any other type that can be read as an event, such as a
    /// time-stamped record of one (what RxTest's `Recorded<Event<T>>` is).
    func testEventConvertibleLetsOtherTypesStandForEvents() {
        let records = [
            TimedEvent(time: 10, event: .next("a")),
            TimedEvent(time: 20, event: .next("b")),
            TimedEvent(time: 30, event: .error(TestError())),
        ]

        XCTAssertEqual(nextElements(of: records), ["a", "b"])
        XCTAssertEqual(records.stopEventCount, 1)
    }

    /// An event read through `EventConvertible` is the event itself.
    func testEventOfAnEventIsItself() {
        XCTAssertEqual(Event.next(7).event, .next(7))
        XCTAssertEqual(Event<Int>.completed.event, .completed)
    }
}

/// Generic over anything that is an event: the constraint `EventConvertible` makes possible.
private func nextElements<T: EventConvertible>(of events: [T]) -> [T.Element] {
    events.compactMap { $0.event.element }
}

extension Array where Element: EventConvertible {
    /// How many stop events the array holds: an extension no `Event<T>` constraint could express.
    fileprivate var stopEventCount: Int {
        filter { $0.event.isStopEvent }.count
    }
}

/// An event with a virtual time, standing in for RxTest's `Recorded<Event<T>>`.
private struct TimedEvent<Element>: EventConvertible {
    let time: Int
    let event: Event<Element>
}

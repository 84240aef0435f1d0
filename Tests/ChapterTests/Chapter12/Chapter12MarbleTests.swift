import Foundation
import XCTest
import RxReading
@testable import RxReadingTest

/// An error that prints its name, for `#` with an error of the test's own.
private struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
}

/// Marble lines in RxReadingTest: reading them (RxJS's symbols, every misuse refused with its
/// column), drawing histories and subscriptions as them, and the assertion that compares them.
final class Chapter12MarbleTests: AssertionCapturingTestCase {
    /// The error `events` throws for `marbles`, or a test failure when it throws none.
    private func syntaxError(_ marbles: String, _ kind: Marbles.Kind = .cold, values: [Character: Int] = ["a": 1, "b": 2],
                             file: StaticString = #filePath, line: UInt = #line) -> MarbleSyntaxError? {
        do {
            _ = try Marbles.events(marbles, kind, values: values)
            XCTFail("\"\(marbles)\" was read without an error", file: file, line: line)
            return nil
        } catch let error as MarbleSyntaxError {
            return error
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return nil
        }
    }

    // MARK: Reading a line: every symbol

    /// A frame is ten ticks: `start()`'s times 100, 200 and 1000 are frames 10, 20 and 100.
    func testAFrameIsTenTicksSoStartsTimesFallOnFrames() {
        XCTAssertEqual(Marbles.ticksPerFrame, 10)
        XCTAssertEqual(Marbles.origin, TestScheduler.Defaults.subscribed)
        for time in [TestScheduler.Defaults.created, TestScheduler.Defaults.subscribed, TestScheduler.Defaults.disposed] {
            XCTAssertEqual(time % Marbles.ticksPerFrame, 0)
        }
    }

    /// `-` is one frame; a letter or a digit is one element, looked up in `values`, and takes a
    /// frame too; `|` is completed, at its own frame.
    func testDashIsAFrameALetterOrDigitAnElementAndBarCompleted() throws {
        let events = try Marbles.events("-a-7|", .cold, values: ["a": 1, "7": 2])
        XCTAssertEqual(events, [.next(10, 1), .next(30, 2), .completed(40)])
    }

    /// `#` is an error, the one passed as `error:` (by default `MarbleError("error")`).
    func testHashIsTheGivenError() throws {
        let events: [Recorded<Event<Int>>] = try Marbles.events("--#", .cold, error: Boom())
        XCTAssertEqual(events, [.error(20, Boom())])
        let byDefault: [Recorded<Event<Int>>] = try Marbles.events("#", .cold)
        XCTAssertEqual(byDefault, [.error(0, MarbleError("error"))])
    }

    /// `(ab)` puts its events in the frame of its `(`; as in RxJS, the group's characters still
    /// take a frame each, so the `|` after `-(ab)-` is at frame 6.
    func testAGroupIsOneFrameAndKeepsLinesAligned() throws {
        let events = try Marbles.events("-(ab)-|", .cold, values: ["a": 1, "b": 2])
        XCTAssertEqual(events, [.next(10, 1), .next(10, 2), .completed(60)])
        let endInGroup = try Marbles.events("-(a|)", .cold, values: ["a": 1])
        XCTAssertEqual(endInGroup, [.next(10, 1), .completed(10)])
    }

    /// Spaces take no frame: they only align lines written under each other.
    func testSpacesAreIgnored() throws {
        XCTAssertEqual(try Marbles.events("  - a -   |", .cold, values: ["a": 1]),
                       try Marbles.events("-a-|", .cold, values: ["a": 1]))
    }

    /// A hot line's `^` is at 200, where `start()` subscribes, and frames before it are
    /// earlier; without a `^` its first column is at 200.
    func testCaretIsAHotSourcesSubscriptionAtTwoHundred() throws {
        let events = try Marbles.events("a-^-b-|", .hot, values: ["a": 1, "b": 2])
        XCTAssertEqual(events, [.next(180, 1), .next(220, 2), .completed(240)])
        let noCaret = try Marbles.events("-b|", .hot, values: ["b": 2])
        XCTAssertEqual(noCaret, [.next(210, 2), .completed(220)])
    }

    /// An observed line (what a test expects an observer to record) starts at 200.
    func testAnObservedLineStartsAtTwoHundred() throws {
        XCTAssertEqual(try Marbles.events("-a|", .observed, values: ["a": 1]), [.next(210, 1), .completed(220)])
    }

    /// The scheduler's marble forms make the same observables as RxTest's recorded-event forms.
    func testCreateColdAndHotFromMarblesMatchTheRecordedForms() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = try scheduler.createColdObservable("-a-b-|", values: ["a": 1, "b": 2])
        XCTAssertEqual(cold.recordedEvents, [.next(10, 1), .next(30, 2), .completed(50)])
        let hot = try scheduler.createHotObservable("-a^-b-#", values: ["a": 1, "b": 2], error: Boom())
        XCTAssertEqual(hot.recordedEvents, [.next(190, 1), .next(220, 2), .error(240, Boom())])
        let observer = scheduler.start { cold }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .completed(250)])
    }

    // MARK: Reading a line: every rule, with its column

    /// Two terminal events are refused at the second, naming the first.
    func testTwoTerminalEventsAreRefusedAtTheSecond() {
        XCTAssertEqual(syntaxError("-|-#")?.column, 4)
        XCTAssertEqual(syntaxError("-||")?.rule, "two terminal events: the sequence already ended with `|` at column 2, and ends once")
    }

    /// An element after `|` or `#` is refused at the element.
    func testAnElementAfterTheEndIsRefused() {
        let error = syntaxError("-a|-b")
        XCTAssertEqual(error?.column, 5)
        XCTAssertEqual(error?.rule, "an element after `|` (column 3): nothing follows the end of a sequence")
        XCTAssertEqual(syntaxError("#a")?.column, 2)
    }

    /// `^` belongs to hot lines only, once, and outside a group.
    func testCaretIsRefusedInColdAndObservedLinesTwiceAndInAGroup() {
        XCTAssertEqual(syntaxError("-^a")?.column, 2)
        XCTAssertTrue(syntaxError("-^a")?.rule.hasPrefix("`^` in a line that is not a hot source's") ?? false)
        XCTAssertEqual(syntaxError("^-", .observed)?.column, 1)
        XCTAssertEqual(syntaxError("^-^", .hot)?.column, 3)
        XCTAssertEqual(syntaxError("(^a)", .hot)?.column, 2)
    }

    /// A key missing from `values` is refused, listing the keys there are.
    func testAnUnknownKeyIsRefusedWithTheKnownKeys() {
        let error = syntaxError("-a-c|")
        XCTAssertEqual(error?.column, 4)
        XCTAssertEqual(error?.rule, "unknown key `c`: `values` has no entry for it (its keys: `a`, `b`)")
    }

    /// Any other character is refused, listing the symbols.
    func testAnUnknownSymbolIsRefused() {
        XCTAssertEqual(syntaxError("-a*")?.column, 3)
        XCTAssertEqual(syntaxError("-x")?.column, 2, "a letter is a key, and x is not in values")
        XCTAssertEqual(syntaxError("-é")?.column, 2, "only ASCII letters and digits are keys")
    }

    /// Groups: not nested, not empty, no `-` inside, closed, and `)` only after `(`.
    func testGroupMisuseIsRefused() {
        XCTAssertEqual(syntaxError("((a))")?.column, 2)
        XCTAssertEqual(syntaxError("-()")?.column, 3)
        XCTAssertEqual(syntaxError("(a-b)")?.column, 3)
        XCTAssertEqual(syntaxError("--(ab")?.column, 3)
        XCTAssertEqual(syntaxError("--(ab")?.rule, "a group opened here is never closed with `)`")
        XCTAssertEqual(syntaxError("-a)")?.column, 3)
    }

    /// A hot line may not reach before the clock's 0 (more than 20 frames before its `^`).
    func testAHotLineBeforeTimeZeroIsRefused() throws {
        XCTAssertEqual(syntaxError("a" + String(repeating: "-", count: 20) + "^", .hot)?.column, 1)
        XCTAssertEqual(try Marbles.events("a" + String(repeating: "-", count: 19) + "^", .hot, values: ["a": 1]), [.next(0, 1)])
    }

    /// The error prints the line with a caret under the column, and the marble forms of
    /// `createColdObservable` and `createHotObservable` throw it instead of crashing.
    func testTheErrorShowsTheColumnAndCreateThrowsIt() {
        XCTAssertEqual(syntaxError("-|a")?.description,
                       "marble line \"-|a\", column 3: an element after `|` (column 2): nothing follows the end of a sequence\n    -|a\n      ^")
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertThrowsError(try scheduler.createColdObservable("-^a", values: ["a": 1])) { error in
            XCTAssertEqual((error as? MarbleSyntaxError)?.column, 2)
        }
        XCTAssertThrowsError(try scheduler.createHotObservable("^-a|b", values: ["a": 1, "b": 2])) { error in
            XCTAssertEqual((error as? MarbleSyntaxError)?.column, 5)
        }
    }

    // MARK: Drawing a history

    /// A line read, run through an identity chain with `start()` and drawn, is the same line.
    func testALineRunThroughAnIdentityChainDrawsTheSameLine() throws {
        let values: [Character: Int] = ["a": 1, "b": 2, "c": 3]
        for line in ["-a-b-|", "--a--(bc)-|", "-a-#", "(ab)--c", "|", "---a---b---c---|"] {
            let scheduler = TestScheduler(initialClock: 0)
            let source = try scheduler.createColdObservable(line, values: values)
            let observer = scheduler.start { source.map { $0 }.filter { _ in true } }
            XCTAssertEqual(observer.marbles(values: values).marbles, line)
        }
    }

    /// A hot line drawn from the observer's side starts at its `^`, which takes a frame.
    func testAHotLineIsDrawnFromItsCaret() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createHotObservable("a-^-b-|", values: ["a": 1, "b": 2])
        let observer = scheduler.start { source.asObservable() }
        XCTAssertEqual(observer.marbles(values: ["a": 1, "b": 2]).marbles, "--b-|")
    }

    /// An element that prints as one letter or digit draws itself; a longer one gets a key
    /// and a legend entry; an error's text is in the legend too.
    func testLongElementsGetKeysAndALegend() {
        let events: [Recorded<Event<Int>>] = [.next(210, 7), .next(220, 10), .next(230, 20), .next(240, 10), .error(250, Boom())]
        let line = Marbles.line(events)
        XCTAssertEqual(line.marbles, "-7aba#")
        XCTAssertEqual(line.legend, ["a = 10", "b = 20", "# = boom"])
        XCTAssertEqual(line.description, "-7aba#\nwhere a = 10, b = 20, # = boom")
    }

    /// An event between two frames' starts is drawn in its frame, with a note giving its tick;
    /// one before the line's first frame is not drawn, with a note.
    func testEventsOffFramesAreNoted() {
        let events: [Recorded<Event<Int>>] = [.next(150, 1), .next(211, 2), .completed(230)]
        let line = Marbles.line(events)
        XCTAssertEqual(line.marbles, "-2-|")
        XCTAssertEqual(line.notes, ["1 at tick 150 is before the line's first frame (tick 200) and is not drawn",
                                    "2 is at tick 211, 1 tick into frame 1"])
    }

    /// `frames:` pads a line to a length, so a line that never ends still shows its time.
    func testFramesPadsTheLine() {
        XCTAssertEqual(Marbles.line([Recorded<Event<Int>>](), frames: 5).marbles, "-----")
    }

    /// A subscription is drawn as RxJS draws one: `^` subscribed, `!` unsubscribed.
    func testSubscriptionsAreDrawnWithCaretAndBang() throws {
        XCTAssertEqual(Marbles.line(Subscription(210, 250)).marbles, "-^---!")
        XCTAssertEqual(Marbles.line(Subscription(220)).marbles, "--^")
        XCTAssertEqual(Marbles.line(Subscription(230, 230)).marbles, "---(^!)")
        XCTAssertEqual(Marbles.line(Subscription(201, 220)).notes, ["subscribed at tick 201, 1 tick into frame 0"])

        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createColdObservable("-a-b-|", values: ["a": 1, "b": 2])
        _ = scheduler.start(disposed: 240) { source.asObservable() }
        XCTAssertEqual(source.subscriptionMarbles().map(\.marbles), ["^---!"])
    }

    // MARK: Comparing a history with a line

    // region: MarbleTest
    /// A virtual-time test written in marble lines: a cold source `-a-b-|`, `map` run on it by
    /// `start()`, and the observer's history compared with a line; the line is the same history
    /// as RxTest's recorded events, frame 1 being tick 210.
    func testMapWrittenAsMarbleLines() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createColdObservable("-a-b-|", values: ["a": 1, "b": 2])

        let observer = scheduler.start { source.map { $0 * 10 } }

        XCTAssertEqual(observer.events, "-a-b-|", values: ["a": 10, "b": 20])
        XCTAssertEqual(observer.events, [.next(210, 10), .next(230, 20), .completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }
    // endregion: MarbleTest

    /// The assertion passes when the history is the line, and fails otherwise.
    func testTheMarbleAssertionPassesOnlyWhenTheHistoryIsTheLine() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createColdObservable("-a-b-|", values: ["a": 1, "b": 2])
        let observer = scheduler.start { source.map { $0 * 10 } }
        XCTAssertEqual(failures { XCTAssertEqual(observer.events, "-a-b-|", values: ["a": 10, "b": 20]) }, [])
        XCTAssertEqual(failures { XCTAssertEqual(observer.events, "-a-b-|", values: ["a": 1, "b": 2]) }.count, 1)
    }

    /// On failure the message draws the expected and the actual line under each other, a caret
    /// under the first frame that differs with what each has there, and the legend.
    func testTheMarbleAssertionDrawsBothLinesAndTheFirstDifferingFrame() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createColdObservable("-a-b-|", values: ["a": 1, "b": 2])
        let observer = scheduler.start { source.map { $0 * 10 } }
        let messages = failures { XCTAssertEqual(observer.events, "-a--b|", values: ["a": 10, "b": 20]) }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("""
        XCTAssertEqual failed: the recorded events differ from the marble line
        expected: -a--b|
        actual:   -a-b-|
                     ^ frame 3 (tick 230): expected nothing, actual next(20)
        where a = 10, b = 20
        """) ?? false, messages.first ?? "no failure")
    }

    /// Elements the expected line has no key for get keys of their own in the legend, and a
    /// difference inside one frame (an event a tick late) is told by its tick.
    func testTheDifferenceNamesNewKeysAndTicksInsideAFrame() throws {
        let late: [Recorded<Event<Int>>] = [.next(211, 10), .next(230, 30), .completed(250)]
        XCTAssertEqual(try Marbles.difference(between: late, and: "-a-b-|", values: ["a": 10, "b": 20]), """
        expected: -a-b-|
        actual:   -a-c-|
                   ^ frame 1 (tick 210): expected next(10), actual nothing
        where a = 10, b = 20, c = 30
        actual: a is at tick 211, 1 tick into frame 1
        """)
    }

    /// A line that is not a marble line fails the assertion with its column, not a crash.
    func testTheMarbleAssertionReportsABadLine() {
        let messages = failures { XCTAssertEqual([Recorded<Event<Int>>](), "-a|-|", values: ["a": 1]) }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("column 5: two terminal events") ?? false, messages.first ?? "no failure")
    }

    /// A learner's prediction is answered with its own line and the first wrong frame, never
    /// with what the observer recorded there.
    func testFirstWrongFrameDoesNotGiveTheAnswerAway() throws {
        let recorded: [Recorded<Event<Int>>] = [.next(210, 10), .next(240, 30), .completed(250)]
        let values: [Character: Int] = ["a": 10, "b": 20, "c": 30]
        XCTAssertNil(try Marbles.firstWrongFrame(of: "-a--c|", against: recorded, values: values))
        XCTAssertEqual(try Marbles.firstWrongFrame(of: "-a-b-|", against: recorded, values: values), """
        your line: -a-b-|
                      ^ frame 3 (tick 230): your line has next(20) here, but nothing happens at this time
        """)
        let early = try Marbles.firstWrongFrame(of: "-a-|", against: recorded, values: values) ?? ""
        XCTAssertEqual(early, """
        your line: -a-|
                      ^ frame 3 (tick 230): your line has completed here, but nothing happens at this time
        """)
        let missing = try Marbles.firstWrongFrame(of: "-a", against: recorded, values: values) ?? ""
        XCTAssertTrue(missing.contains("your line has nothing here, but something happens in this frame"))
        XCTAssertFalse(missing.contains("30"), missing)
    }
}

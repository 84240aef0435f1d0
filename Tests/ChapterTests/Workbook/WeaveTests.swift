import Foundation
import RxReading
import RxReadingDemos
import RxReadingTest
import XCTest
@testable import rxbook

/// `rxbook weave` on small book trees made for each test (a temporary folder with its own
/// Sources/, Chapters/ and Tests/): what it writes into a README and into book.md, and each way
/// it refuses to write, naming the file and line.
final class WeaveTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("weave-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try write("Sources/RxReading/01-Events/Event.swift", """
        /// What a sequence sends.
        // region: Event
        public enum Event {
            case next
            // region: EventCompleted
            case completed
            // endregion: EventCompleted
        }
        // endregion: Event

        // region: EventQueries
        extension Event {
            var isStop: Bool { true }
        }
        // endregion: EventQueries
        """)
        try write("Sources/RxReading/06-SinkProducerSinkDisposer/Producer.swift", """
        // region: Producer
        class Producer {
            func subscribe() {
                // region: ProducerTrampoline
                #if CH09
                trampoline()
                #endif
                // endregion: ProducerTrampoline
                run()
            }
        }
        // endregion: Producer
        """)
        try write("Sources/RxReading/09-CurrentThreadScheduler/Trampoline.swift", """
        // region: Trampoline
        func trampoline() {}
        // endregion: Trampoline
        """)
        try write("Sources/RxReadingTest/Clock.swift", """
        #if CH09
        struct Clock {}
        #endif
        """)
        try write("Tests/ChapterTests/Chapter01/Chapter01EventsTests.swift", """
        import XCTest

        final class Chapter01EventsTests: XCTestCase {
            /// A claim.
            func testCompletedIsAStopEvent() {}

            func testShared() {}
        }
        """)
        try write("Tests/ChapterTests/Chapter06/Chapter06Tests.swift", """
        final class Chapter06Tests: XCTestCase {
            func testShared() {}
        }
        """)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: root)
    }

    // MARK: Helpers

    private func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (text + "\n").write(to: url, atomically: true, encoding: .utf8)
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    private static let demos: (Int) -> [Demo] = { chapter in
        guard chapter == 1 else { return [] }
        return [Demo(chapter: 1, name: "stop", title: "An event that stops") { log in
            log.print("next")
            log.print("completed")
        }]
    }

    private func weave(limit: Int = 500_000) -> WeaveResult {
        Weaver(root: root, chapterWords: nil, demos: WeaveTests.demos, bookSizeLimit: limit).weave()
    }

    /// Weaves and writes what weave would write, as `rxbook weave` does.
    @discardableResult
    private func weaveAndWrite(limit: Int = 500_000) throws -> WeaveResult {
        let result = weave(limit: limit)
        XCTAssertEqual(result.problems, [], "the fixture should weave cleanly")
        for output in result.outputs {
            try write(output.path, String(output.text.dropLast()))
        }
        return result
    }

    private func output(_ result: WeaveResult, _ path: String) -> String {
        result.outputs.first { $0.path == path }?.text ?? ""
    }

    /// The problems of a run, one line each, as `rxbook weave` prints them.
    private func messages(_ result: WeaveResult) -> [String] {
        result.problems.map(\.description)
    }

    private let chapterOne = "Chapters/01-Events/README.md"

    /// A chapter 01 README that shows its whole slice.
    private func completeChapterOne(extra: String = "") throws {
        try write(chapterOne, """
        # Chapter 1: Events

        An event ([`testCompletedIsAStopEvent`](test)).

        <!-- include: Sources/RxReading/01-Events/Event.swift#Event -->
        <!-- end include -->

        <!-- include: Sources/RxReading/01-Events/Event.swift#EventQueries -->
        <!-- end include -->
        \(extra)
        ## Run it

        Back to [the top](#chapter-1-events).
        """)
    }

    // MARK: Listings

    /// Includes are numbered per chapter in order, captioned with the region and a link relative
    /// to the README (path and line range), and show the region's lines without its markers,
    /// nested markers or common indentation.
    func testIncludesBecomeNumberedListingsLinkedToTheirLines() throws {
        try completeChapterOne()
        let text = output(weave(), chapterOne)

        XCTAssertTrue(text.contains("""
        <!-- include: Sources/RxReading/01-Events/Event.swift#Event -->
        **Listing 1.1**, region `Event`: [`Sources/RxReading/01-Events/Event.swift#L3-L8`](../../Sources/RxReading/01-Events/Event.swift#L3-L8)
        ```swift
        public enum Event {
            case next
            case completed
        }
        ```
        <!-- end include -->
        """), text)
        XCTAssertTrue(text.contains("**Listing 1.2**, region `EventQueries`: [`Sources/RxReading/01-Events/Event.swift#L12-L14`](../../Sources/RxReading/01-Events/Event.swift#L12-L14)"), text)
    }

    /// Weaving what weave wrote changes nothing: the blocks are found again by their comments.
    func testWeavingTwiceChangesNothing() throws {
        try completeChapterOne()
        let first = try weaveAndWrite()
        let second = weave()

        XCTAssertEqual(second.outputs.map(\.text), first.outputs.map(\.text))
        XCTAssertEqual(staleReport(second, weaver: Weaver(root: root, chapterWords: nil, demos: WeaveTests.demos)), [])
    }

    /// An include names a file and a region that exist; otherwise weave fails at the directive's
    /// line, listing the regions the file has.
    func testIncludeOfAMissingFileOrRegionFailsAtItsLine() throws {
        try completeChapterOne(extra: """
        <!-- include: Sources/RxReading/01-Events/Nothing.swift#Event -->
        <!-- end include -->
        <!-- include: Sources/RxReading/01-Events/Event.swift#Missing -->
        <!-- end include -->
        """)

        XCTAssertEqual(messages(weave()), [
            "\(chapterOne):10: include of missing file Sources/RxReading/01-Events/Nothing.swift (paths start at the package root, for example Sources/RxReading/...)",
            "\(chapterOne):12: include of missing region \"Missing\" in Sources/RxReading/01-Events/Event.swift (its regions: Event, EventCompleted, EventQueries)",
        ])
    }

    /// A region opened and never closed, closed without being opened, or closed across another
    /// fails at the marker's line in the source file.
    func testUnclosedCrossingAndUnopenedRegionsFailAtTheMarker() throws {
        try write("Sources/RxReading/01-Events/Broken.swift", """
        // region: Outer
        // region: Inner
        let x = 1
        // endregion: Outer
        // endregion: Inner
        // endregion: Stray
        // region: Open
        """)

        XCTAssertEqual(messages(weave()), [
            "Sources/RxReading/01-Events/Broken.swift:4: `// endregion: Outer` crosses region \"Inner\" (line 2), which must close first: regions nest, they do not overlap",
            "Sources/RxReading/01-Events/Broken.swift:6: `// endregion: Stray` closes no open region",
            "Sources/RxReading/01-Events/Broken.swift:7: region \"Open\" is never closed: add `// endregion: Open`",
        ])
    }

    /// A written chapter shows every region of its slice, or skips it by name with a reason; an
    /// enclosing region that is included covers the regions nested in it.
    func testARegionOfTheSliceNeitherIncludedNorSkippedFails() throws {
        try write(chapterOne, """
        # Chapter 1: Events

        <!-- include: Sources/RxReading/01-Events/Event.swift#Event -->
        <!-- end include -->
        """)
        XCTAssertEqual(messages(weave()), [
            "Sources/RxReading/01-Events/Event.swift:11: region \"EventQueries\" of chapter 01's slice is neither included nor skipped by \(chapterOne): add `<!-- include: Sources/RxReading/01-Events/Event.swift#EventQueries -->` or `<!-- skip: Sources/RxReading/01-Events/Event.swift#EventQueries: reason -->`",
        ])

        try write(chapterOne, """
        # Chapter 1: Events

        <!-- include: Sources/RxReading/01-Events/Event.swift#Event -->
        <!-- end include -->
        <!-- skip: Sources/RxReading/01-Events/Event.swift#EventQueries: chapter 01 shows it in an exercise -->
        <!-- end skip -->
        """)
        XCTAssertEqual(messages(weave()), [])
    }

    /// A skip must give its reason, and must name a region that exists.
    func testASkipWithoutAReasonOrOfAMissingRegionFails() throws {
        try completeChapterOne(extra: """
        <!-- skip: Sources/RxReading/01-Events/Event.swift#EventQueries: -->
        <!-- skip: Sources/RxReading/01-Events/Event.swift#Gone: it went -->
        <!-- end skip -->
        """)

        XCTAssertEqual(messages(weave()), [
            "\(chapterOne):10: the skip of `Sources/RxReading/01-Events/Event.swift#EventQueries` gives no reason: write `<!-- skip: Sources/RxReading/01-Events/Event.swift#EventQueries: why the chapter leaves it out -->`",
            "\(chapterOne):11: skip of missing region \"Gone\" in Sources/RxReading/01-Events/Event.swift (its regions: Event, EventCompleted, EventQueries)",
        ])
    }

    /// A skip shows, in the README and in book.md, one list item in place of the listing: the
    /// region and its lines linked as a listing's caption links them (a whole file by its path),
    /// and the reason, so the reader sees the code was left out on purpose and where it is.
    func testASkipShowsAPointerToTheCodeItLeavesOut() throws {
        try write("Sources/RxReading/01-Events/Extra.swift", """
        // region: Extra
        let extra = 1
        let more = 2
        // endregion: Extra
        """)
        try write("Sources/RxReading/01-Events/Plain.swift", "let zeros = [Int](repeating: 0, count: 3)")
        try completeChapterOne(extra: """
        The rest is told, not listed:

        <!-- skip: Sources/RxReading/01-Events/Extra.swift#Extra: two constants, told in the prose -->
        <!-- end skip -->
        <!-- skip: Sources/RxReading/01-Events/Plain.swift: one constant, shown in chapter 02. -->
        <!-- end skip -->

        """)
        let result = weave()
        XCTAssertEqual(messages(result), [])

        XCTAssertTrue(output(result, chapterOne).contains("""
        <!-- skip: Sources/RxReading/01-Events/Extra.swift#Extra: two constants, told in the prose -->
        - **Not listed here**, region `Extra` of [`Sources/RxReading/01-Events/Extra.swift#L2-L3`](../../Sources/RxReading/01-Events/Extra.swift#L2-L3): two constants, told in the prose.
        <!-- end skip -->
        <!-- skip: Sources/RxReading/01-Events/Plain.swift: one constant, shown in chapter 02. -->
        - **Not listed here**, the whole file [`Sources/RxReading/01-Events/Plain.swift`](../../Sources/RxReading/01-Events/Plain.swift): one constant, shown in chapter 02.
        <!-- end skip -->
        """), output(result, chapterOne))

        // In the book the comments are gone, so skips in a row are one list, linked from the root.
        let book = output(result, "book.md")
        XCTAssertTrue(book.contains("""
        The rest is told, not listed:

        - **Not listed here**, region `Extra` of [`Sources/RxReading/01-Events/Extra.swift#L2-L3`](Sources/RxReading/01-Events/Extra.swift#L2-L3): two constants, told in the prose.
        - **Not listed here**, the whole file [`Sources/RxReading/01-Events/Plain.swift`](Sources/RxReading/01-Events/Plain.swift): one constant, shown in chapter 02.

        """), book)
        XCTAssertFalse(book.contains("<!-- skip"), book)
    }

    /// A skip's pointer is a block weave keeps current: `--check` names it once the region's
    /// lines move, and a skip without its end comment is refused.
    func testASkipsPointerIsCheckedAndNeedsItsEndComment() throws {
        try write("Sources/RxReading/01-Events/Extra.swift", """
        // region: Extra
        let extra = 1
        // endregion: Extra
        """)
        try completeChapterOne(extra: """
        <!-- skip: Sources/RxReading/01-Events/Extra.swift#Extra: one constant -->
        <!-- end skip -->
        """)
        try weaveAndWrite()
        let checker = Weaver(root: root, chapterWords: nil, demos: WeaveTests.demos)
        XCTAssertEqual(staleReport(weave(), weaver: checker), [])

        try write("Sources/RxReading/01-Events/Extra.swift", """
        /// Constants.
        // region: Extra
        let extra = 1
        // endregion: Extra
        """)
        let report = staleReport(weave(), weaver: checker)
        XCTAssertEqual(report.count, 2, "\(report)")
        XCTAssertTrue(report.first?.hasPrefix("\(chapterOne):") == true, "\(report)")
        XCTAssertTrue(report.first?.hasSuffix(": the pointer of skip Sources/RxReading/01-Events/Extra.swift#Extra is out of date") == true, "\(report)")
        XCTAssertTrue(report.last?.hasPrefix("book.md:") == true, "\(report)")

        try completeChapterOne(extra: "<!-- skip: Sources/RxReading/01-Events/Extra.swift#Extra: one constant -->")
        XCTAssertEqual(messages(weave()), [
            "\(chapterOne):10: `<!-- skip: Sources/RxReading/01-Events/Extra.swift#Extra: one constant -->` has no `<!-- end skip -->` before the end of the file: write the end comment on its own line after it",
            "Sources/RxReading/01-Events/Extra.swift:2: region \"Extra\" of chapter 01's slice is neither included nor skipped by \(chapterOne): add `<!-- include: Sources/RxReading/01-Events/Extra.swift#Extra -->` or `<!-- skip: Sources/RxReading/01-Events/Extra.swift#Extra: reason -->`",
        ])
    }

    /// A written chapter over 6,000 words (or under 1,500), counted as `wc -w` counts its
    /// README with the blocks weave writes, fails naming the chapter and its count; the preface is
    /// exempt.
    func testAChapterOutsideTheWordLimitsFailsWithItsCount() throws {
        try completeChapterOne(extra: String(repeating: "word ", count: 6_000))
        try write("Chapters/00-Preface/README.md", "# Preface\n\n" + String(repeating: "word ", count: 5_100))
        let limited = { Weaver(root: self.root, demos: WeaveTests.demos).weave() }

        let over = limited()
        let woven = output(over, chapterOne)
        let counted = root.appendingPathComponent("counted.md")
        try woven.write(to: counted, atomically: true, encoding: .utf8)
        let wc = Process()
        wc.executableURL = URL(fileURLWithPath: "/usr/bin/wc")
        wc.arguments = ["-w", counted.path]
        let pipe = Pipe()
        wc.standardOutput = pipe
        try wc.run()
        wc.waitUntilExit()
        let wcWords = Int(String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: " ").first ?? "") ?? -1
        XCTAssertGreaterThan(wcWords, 6_000)
        XCTAssertEqual(messages(over), [
            "\(chapterOne): chapter 01 has \(groupedThousands(wcWords)) words (as `wc -w` counts them); a chapter must have 1,500–6,000: cut restatement, summaries and doubled explanations, never a cite or a required answer",
        ])

        try completeChapterOne(extra: String(repeating: "word ", count: 1_500))
        XCTAssertEqual(messages(limited()), [], "a chapter within the limits, beside a long preface, passes")

        try completeChapterOne()
        XCTAssertEqual(messages(limited()).first?.hasPrefix("\(chapterOne): chapter 01 has "), true)
        XCTAssertEqual(messages(limited()).first?.hasSuffix("must have 1,500–6,000: write what the chapter still leaves unsaid"), true)
    }

    /// A chapter that is not written (no README) is not held to showing its slice.
    func testAnUnwrittenChapterIsNotCheckedForCoverage() {
        let result = weave()

        XCTAssertEqual(result.problems, [])
        XCTAssertTrue(output(result, "book.md").contains("  - Chapter 1: Events (not written yet)"))
    }

    /// A written chapter whose code is not in the library (chapter 27's is the app in
    /// `Examples/`, `Chapter.codeElsewhere`) names that place in its opening note, where a chapter
    /// with an empty slice and no such place would say it has no file of its own.
    func testAChapterWhoseCodeIsElsewhereNamesItInItsNote() throws {
        XCTAssertEqual(tableOfContents.first { $0.number == 27 }?.codeElsewhere, "Examples/")
        try write("Chapters/27-TheCapstone/README.md", """
        # Chapter 27: One screen, the whole library

        The screen.
        """)
        let result = weave()
        let book = result.outputs.filter { $0.path.hasPrefix("book") }.map(\.text).joined()

        XCTAssertEqual(result.problems, [])
        XCTAssertTrue(book.contains("> **What this chapter adds.** No library code: its code is the app in [`Examples/`](Examples)"), book)
        XCTAssertFalse(book.contains("No file of its own in `Sources/RxReading/27-TheCapstone/`"), book)
    }

    /// An include or demo-output without its end comment fails at the directive, and so does an
    /// end comment that closes nothing.
    func testADirectiveWithoutItsEndCommentFails() throws {
        try write(chapterOne, """
        # Chapter 1: Events

        <!-- include: Sources/RxReading/01-Events/Event.swift#Event -->

        <!-- demo-output: 01 stop -->
        <!-- end demo-output -->
        <!-- end include -->
        """)

        XCTAssertEqual(messages(weave()).filter { $0.hasPrefix(chapterOne) }, [
            "\(chapterOne):3: `<!-- include: Sources/RxReading/01-Events/Event.swift#Event -->` has no `<!-- end include -->` before the next directive at line 5: write the end comment on its own line after it",
            "\(chapterOne):7: `<!-- end include -->` closes no directive",
        ])
    }

    /// A slice file with no region at all is shown whole (`<!-- include: PATH -->`) or skipped
    /// whole (`<!-- skip: PATH: reason -->`); a whole-file listing spans all its lines.
    func testAFileWithoutRegionsIsIncludedOrSkippedWhole() throws {
        try write("Sources/RxReading/01-Events/Plain.swift", "let zeros = [Int](repeating: 0, count: 3)")
        try completeChapterOne()
        XCTAssertEqual(messages(weave()), [
            "Sources/RxReading/01-Events/Plain.swift:1: this file of chapter 01's slice has no region, and \(chapterOne) neither includes it whole (`<!-- include: Sources/RxReading/01-Events/Plain.swift -->`) nor skips it (`<!-- skip: Sources/RxReading/01-Events/Plain.swift: reason -->`)",
        ])

        try completeChapterOne(extra: """
        <!-- include: Sources/RxReading/01-Events/Plain.swift -->
        <!-- end include -->
        """)
        let result = weave()
        XCTAssertEqual(result.problems, [])
        XCTAssertTrue(output(result, chapterOne).contains("**Listing 1.3**, the whole file: [`Sources/RxReading/01-Events/Plain.swift#L1-L1`](../../Sources/RxReading/01-Events/Plain.swift#L1-L1)"))
        XCTAssertTrue(output(result, "book.md").contains("\nlet zeros = [Int](repeating: 0, count: 3)\n"), "code in a listing is never taken for a link")

        try completeChapterOne(extra: "<!-- skip: Sources/RxReading/01-Events/Plain.swift: one constant, shown in chapter 02 -->\n<!-- end skip -->")
        XCTAssertEqual(weave().problems, [])
    }

    /// `without` leaves a nested region out of a listing, marking where it was; the chapter must
    /// then show or skip that region on its own.
    func testAListingCanLeaveOutANestedRegion() throws {
        try write("Sources/RxReading/06-SinkProducerSinkDisposer/Sink.swift", "let sink = 1")
        let chapterSix = "Chapters/06-SinkProducerSinkDisposer/README.md"
        try write(chapterSix, """
        # Chapter 6: Producers

        <!-- include: Sources/RxReading/06-SinkProducerSinkDisposer/Producer.swift#Producer without ProducerTrampoline -->
        <!-- end include -->
        <!-- skip: Sources/RxReading/06-SinkProducerSinkDisposer/Sink.swift: shown in an exercise -->
        <!-- end skip -->
        """)
        XCTAssertEqual(messages(weave()), [
            "Sources/RxReading/06-SinkProducerSinkDisposer/Producer.swift:4: region \"ProducerTrampoline\" of chapter 06's slice is neither included nor skipped by \(chapterSix): add `<!-- include: Sources/RxReading/06-SinkProducerSinkDisposer/Producer.swift#ProducerTrampoline -->` or `<!-- skip: Sources/RxReading/06-SinkProducerSinkDisposer/Producer.swift#ProducerTrampoline: reason -->`",
        ])

        try write(chapterSix, """
        # Chapter 6: Producers

        <!-- include: Sources/RxReading/06-SinkProducerSinkDisposer/Producer.swift#Producer without ProducerTrampoline -->
        <!-- end include -->
        <!-- skip: Sources/RxReading/06-SinkProducerSinkDisposer/Producer.swift#ProducerTrampoline: chapter 09 adds it -->
        <!-- end skip -->
        <!-- skip: Sources/RxReading/06-SinkProducerSinkDisposer/Sink.swift: shown in an exercise -->
        <!-- end skip -->
        <!-- include: Sources/RxReading/06-SinkProducerSinkDisposer/Producer.swift#Producer without Nothing -->
        <!-- end include -->
        """)
        let result = weave()
        XCTAssertEqual(messages(result), [
            "\(chapterSix):9: include without \"Nothing\": Sources/RxReading/06-SinkProducerSinkDisposer/Producer.swift has no region \"Nothing\" inside region \"Producer\"",
        ])
        XCTAssertTrue(output(result, chapterSix).contains("""
        **Listing 6.1**, region `Producer` without `ProducerTrampoline`: [`Sources/RxReading/06-SinkProducerSinkDisposer/Producer.swift#L2-L11`](../../Sources/RxReading/06-SinkProducerSinkDisposer/Producer.swift#L2-L11)
        ```swift
        class Producer {
            func subscribe() {
                // ... lines 5-7 (region ProducerTrampoline) are left out here
                run()
            }
        }
        ```
        """), output(result, chapterSix))
    }

    /// `rxbook chapter` lists a chapter's files in the order the prose first shows them, then
    /// the files it does not show.
    func testTheChapterFilesFollowTheOrderOfTheProse() throws {
        try write("Sources/RxReading/01-Events/Convertible.swift", """
        // region: Convertible
        protocol Convertible {}
        // endregion: Convertible
        """)
        try write("Sources/RxReading/01-Events/Later.swift", "let later = 1")
        try write(chapterOne, """
        # Chapter 1: Events

        <!-- include: Sources/RxReading/01-Events/Convertible.swift#Convertible -->
        <!-- end include -->
        <!-- include: Sources/RxReading/01-Events/Event.swift#Event -->
        <!-- end include -->
        """)
        let weaver = Weaver(root: root, chapterWords: nil, demos: WeaveTests.demos)
        let woven = weaver.weave().documents.first { $0.document.path == chapterOne }

        XCTAssertEqual(weaver.chapterFiles(tableOfContents[0], woven: woven), [
            "Sources/RxReading/01-Events/Convertible.swift",
            "Sources/RxReading/01-Events/Event.swift",
            "Sources/RxReading/01-Events/Later.swift",
        ])
    }

    /// A chapter's README lives in a folder named like its slice, so the two read as a pair.
    func testAChapterFolderNamedUnlikeItsSliceFails() throws {
        try write("Chapters/01-Happenings/README.md", "# Chapter 1: Events")

        XCTAssertEqual(messages(weave()), [
            "Chapters/01-Happenings/README.md: chapter 01's folder must be named like its slice: Chapters/01-Events/",
        ])
    }

    // MARK: Cites

    /// A cite becomes a link to the test's file and line, relative to the README; weaving again
    /// keeps it current when the test moves.
    func testACiteLinksToTheTestsFileAndLine() throws {
        try completeChapterOne()
        try weaveAndWrite()
        XCTAssertTrue(try read(chapterOne).contains("([`testCompletedIsAStopEvent`](../../Tests/ChapterTests/Chapter01/Chapter01EventsTests.swift#L5))"))

        try write("Tests/ChapterTests/Chapter01/Chapter01EventsTests.swift", """
        import XCTest


        final class Chapter01EventsTests: XCTestCase {
            /// A claim.
            func testCompletedIsAStopEvent() {}
        }
        """)
        let moved = weave()
        XCTAssertTrue(output(moved, chapterOne).contains("Chapter01EventsTests.swift#L6)"))
        XCTAssertEqual(staleReport(moved, weaver: Weaver(root: root, chapterWords: nil, demos: WeaveTests.demos)).first,
                       "\(chapterOne):3: a cite's link is out of date")
    }

    /// A cite of a test that does not exist fails; so does a name two classes share, unless the
    /// cite names the class.
    func testACiteOfAMissingOrAmbiguousTestFails() throws {
        try completeChapterOne(extra: """
        Nothing proves this ([`testNothing`](test)); two prove that ([`testShared`](test)),
        and one of them is named ([`Chapter06Tests.testShared`](test)).
        """)

        let result = weave()
        XCTAssertEqual(messages(result), [
            "\(chapterOne):10: cite of `testNothing`: no `func testNothing(` under Tests/ChapterTests",
            "\(chapterOne):10: cite of `testShared` is ambiguous: Chapter01EventsTests (Tests/ChapterTests/Chapter01/Chapter01EventsTests.swift:7), Chapter06Tests (Tests/ChapterTests/Chapter06/Chapter06Tests.swift:2); write `Chapter01EventsTests.testShared`",
        ])
    }

    /// `Class.testName` picks one of two tests that share a name.
    func testACiteNamingTheClassResolvesASharedName() throws {
        try completeChapterOne(extra: "Proved by [`Chapter06Tests.testShared`](test).")

        let result = weave()
        XCTAssertEqual(result.problems, [])
        XCTAssertTrue(output(result, chapterOne).contains("[`Chapter06Tests.testShared`](../../Tests/ChapterTests/Chapter06/Chapter06Tests.swift#L2)"))
    }

    /// Test names come from `func test…(` declarations, not from code inside string literals.
    func testTheTestIndexSkipsStringLiterals() {
        let tests = TestIndex.scan(path: "T.swift", text: """
        final class SomeTests: XCTestCase {
            func testReal() {
                let source = \"\"\"
                func testInsideAString() {}
                \"\"\"
            }
        }
        """)

        XCTAssertEqual(tests.map(\.name), ["testReal"])
        XCTAssertEqual(tests.map(\.className), ["SomeTests"])
    }

    // MARK: Demos

    /// A demo-output block shows what `rxbook demo NN NAME` prints; a demo that does not exist fails.
    func testDemoOutputShowsWhatTheDemoPrintsAndAMissingDemoFails() throws {
        try completeChapterOne(extra: """
        <!-- demo-output: 01 stop -->
        <!-- end demo-output -->
        """)
        XCTAssertTrue(output(weave(), chapterOne).contains("""
        <!-- demo-output: 01 stop -->
        ```text
        $ swift run rxbook demo 01 stop
        # stop: An event that stops
        next
        completed
        ```
        <!-- end demo-output -->
        """))

        try completeChapterOne(extra: """
        <!-- demo-output: 01 go -->
        <!-- end demo-output -->
        """)
        XCTAssertEqual(messages(weave()), [
            "\(chapterOne):10: demo-output: no demo \"go\" in chapter 1 (its demos: stop); demos are listed in Chapters/NN-Slug/DemosNN.swift",
        ])
    }

    #if RXREADING_TRACE
    /// Chapter 1's fixture demos with a traced one, whose run `changed` alters.
    private static func tracedDemos(changed: Bool) -> (Int) -> [Demo] {
        { chapter in
            guard chapter == 1 else { return [] }
            return demos(1) + [Demo(chapter: 1, name: "traced", title: "A traced run", trace: .partOne()) { _ in
                let source = changed ? Observable.of(1, 2) : Observable.of(1)
                _ = source.subscribe(onNext: { _ in })
            }]
        }
    }

    /// A trace directive embeds the diagram `rxbook trace NAME` prints; when the run it draws
    /// changes, `weave --check` reports the block stale; a demo that is not traced fails.
    func testTraceDirectiveEmbedsTheDiagramAndGoesStaleWhenTheRunChanges() throws {
        try completeChapterOne(extra: """
        <!-- trace: 01 traced -->
        <!-- end trace -->
        """)
        let first = Weaver(root: root, chapterWords: nil, demos: WeaveTests.tracedDemos(changed: false)).weave()
        XCTAssertEqual(first.problems, [])
        let woven = output(first, chapterOne)
        XCTAssertTrue(woven.contains("""
        <!-- trace: 01 traced -->
        ```mermaid
        %% swift run rxbook trace traced
        sequenceDiagram
        """), woven)
        XCTAssertTrue(woven.contains("->>"))
        for output in first.outputs {
            try write(output.path, String(output.text.dropLast()))
        }
        XCTAssertEqual(staleReport(Weaver(root: root, chapterWords: nil, demos: WeaveTests.tracedDemos(changed: false)).weave(),
                                   weaver: Weaver(root: root, chapterWords: nil, demos: WeaveTests.tracedDemos(changed: false))), [])
        let changedWeaver = Weaver(root: root, chapterWords: nil, demos: WeaveTests.tracedDemos(changed: true))
        let report = staleReport(changedWeaver.weave(), weaver: changedWeaver)
        XCTAssertTrue(report.contains { $0.hasPrefix("\(chapterOne):") && $0.hasSuffix(": the traced diagram of demo 01 traced is out of date") }, "\(report)")

        try completeChapterOne(extra: """
        <!-- trace: 01 stop -->
        <!-- end trace -->
        """)
        XCTAssertEqual(messages(Weaver(root: root, chapterWords: nil, demos: WeaveTests.tracedDemos(changed: false)).weave()), [
            "\(chapterOne):10: trace: no traced demo \"stop\" in chapter 1 (its traced demos: traced); a demo is traced when its Demo(...) passes `trace:`",
        ])
    }
    #endif

    // Marble diagrams run on chapter 12's TestScheduler.
    #if CH12
    /// A chapter 01 marble diagram whose source is one frame later when `changed`.
    private static func marbles(changed: Bool) -> () -> [MarbleDiagram] {
        {
            [MarbleDiagram(chapter: 1, name: "line", title: "a line of time") {
                let scheduler = TestScheduler(initialClock: 0)
                let source = try scheduler.createColdObservable(changed ? "--a|" : "-a|", values: ["a": 10])
                let sketch = MarbleSketch()
                sketch.observer("observer", scheduler.start { source.asObservable() })
                return sketch.drawing()
            }]
        }
    }

    /// A marbles directive embeds the diagram's SVG picture and, under it, what `rxbook marbles
    /// NAME` prints; weave writes the picture beside the chapter; when what the code draws
    /// changes, `weave --check` reports both the block and the picture stale; a diagram that
    /// does not exist fails at the directive.
    func testMarblesDirectiveEmbedsThePictureAndTextAndGoesStaleWhenTheRunChanges() throws {
        try completeChapterOne(extra: """
        <!-- marbles: 01 line -->
        <!-- end marbles -->
        """)
        let picture = "Chapters/01-Events/marbles/line.svg"
        let first = Weaver(root: root, chapterWords: nil, demos: WeaveTests.demos, marbles: WeaveTests.marbles(changed: false)).weave()
        XCTAssertEqual(first.problems, [])
        let woven = output(first, chapterOne)
        XCTAssertTrue(woven.contains("""
        <!-- marbles: 01 line -->
        ![marble diagram: line](marbles/line.svg)

        ```text
        $ swift run rxbook marbles line
        # line: a line of time
        one column = 10 ticks; the first is tick 200, where start() subscribes

        observer   -a|
                   where a = 10
        ```
        <!-- end marbles -->
        """), woven)
        XCTAssertTrue(output(first, picture).hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertTrue(output(first, Weaver.bookPath).contains("![marble diagram: line](Chapters/01-Events/marbles/line.svg)"))
        for output in first.outputs {
            try write(output.path, String(output.text.dropLast()))
        }
        let same = Weaver(root: root, chapterWords: nil, demos: WeaveTests.demos, marbles: WeaveTests.marbles(changed: false))
        XCTAssertEqual(staleReport(same.weave(), weaver: same), [])

        let changed = Weaver(root: root, chapterWords: nil, demos: WeaveTests.demos, marbles: WeaveTests.marbles(changed: true))
        let report = staleReport(changed.weave(), weaver: changed)
        XCTAssertTrue(report.contains { $0.hasPrefix("\(chapterOne):") && $0.hasSuffix(": the marble diagram 01 line is out of date") }, "\(report)")
        XCTAssertTrue(report.contains("\(picture): out of date: the marble picture differs from what its diagram draws now"), "\(report)")

        try FileManager.default.removeItem(at: root.appendingPathComponent(picture))
        XCTAssertTrue(staleReport(same.weave(), weaver: same).contains("\(picture): missing: the marble picture differs from what its diagram draws now"))

        try completeChapterOne(extra: """
        <!-- marbles: 01 circle -->
        <!-- end marbles -->
        """)
        XCTAssertEqual(messages(Weaver(root: root, chapterWords: nil, demos: WeaveTests.demos, marbles: WeaveTests.marbles(changed: false)).weave()), [
            "\(chapterOne):10: marbles: no marble diagram \"circle\" in chapter 1 (its diagrams: line); diagrams are listed in Chapters/NN-Slug/MarblesNN.swift",
        ])
    }
    #endif

    /// An `exercises` directive lists the chapter's exercises from Exercises/exercises.json, each
    /// linked to the file a learner edits; a chapter with none listed fails at the directive.
    func testExercisesDirectiveListsTheChaptersExercisesAndFailsWithoutAny() throws {
        try write("Exercises/exercises.json", """
        [{"id": "01.2", "kind": "predict", "title": "second", "section": "s", "sanitize": false},
         {"id": "01.1", "kind": "build", "title": "first", "section": "s", "sanitize": false},
         {"id": "02.1", "kind": "repair", "title": "other chapter", "section": "s", "sanitize": false}]
        """)
        try completeChapterOne(extra: """
        <!-- exercises: 01 -->
        <!-- end exercises -->
        """)
        XCTAssertTrue(output(weave(), chapterOne).contains("""
        <!-- exercises: 01 -->
        - [01.1](../../Exercises/Sources/Ex01_1/Exercise.swift) (build): first
        - [01.2](../../Exercises/Sources/Ex01_2/Exercise.swift) (predict): second
        <!-- end exercises -->
        """))

        try completeChapterOne(extra: """
        <!-- exercises: 03 -->
        <!-- end exercises -->
        """)
        XCTAssertEqual(messages(weave()), [
            "\(chapterOne):10: exercises: chapter 3 has no exercises in Exercises/exercises.json",
        ])
    }

    // MARK: book.md

    /// book.md has a title, linked contents, then each chapter with its links rewritten to be
    /// right from the root: listings and cites point into Sources/ and Tests/, and anchors to
    /// headings still land on them.
    func testTheBookRewritesEveryRelativeLinkFromTheRoot() throws {
        try completeChapterOne()
        try write("Chapters/A-Costs/README.md", """
        # Appendix A: Costs

        See [chapter 1's run section](../01-Events/README.md#run-it) and [the code](../../Sources/RxReading/01-Events/Event.swift).
        """)
        let book = output(weave(), "book.md")

        XCTAssertTrue(book.hasPrefix("# \(Weaver.bookTitle)\n"))
        XCTAssertTrue(book.contains("  - [Chapter 1: Events](#chapter-1-events)"), book)
        XCTAssertTrue(book.contains("  - [Appendix A: Costs](#appendix-a-costs)"), book)
        XCTAssertTrue(book.contains("[`Sources/RxReading/01-Events/Event.swift#L3-L8`](Sources/RxReading/01-Events/Event.swift#L3-L8)"), book)
        XCTAssertTrue(book.contains("[`testCompletedIsAStopEvent`](Tests/ChapterTests/Chapter01/Chapter01EventsTests.swift#L5)"), book)
        XCTAssertTrue(book.contains("Back to [the top](#chapter-1-events)."), book)
        XCTAssertTrue(book.contains("See [chapter 1's run section](#run-it) and [the code](Sources/RxReading/01-Events/Event.swift)."), book)
        XCTAssertFalse(book.contains("<!-- include:"), "the directives stay in the README, not in the book")
        XCTAssertFalse(book.contains("](../"), book)
    }

    /// Each chapter in the book opens with the files it adds, in the order its prose shows them,
    /// and the regions of earlier chapters' files fenced with its condition.
    func testTheBookOpensEachChapterWithWhatItAddsAndRevisits() throws {
        try write("Chapters/09-CurrentThreadScheduler/README.md", """
        # Chapter 9: The trampoline

        <!-- include: Sources/RxReading/09-CurrentThreadScheduler/Trampoline.swift#Trampoline -->
        <!-- end include -->
        """)
        let book = output(weave(), "book.md")

        XCTAssertTrue(book.contains("""
        # Chapter 9: The trampoline

        > **What this chapter adds.** In [`Sources/RxReading/09-CurrentThreadScheduler/`](Sources/RxReading/09-CurrentThreadScheduler): [`Trampoline.swift`](Sources/RxReading/09-CurrentThreadScheduler/Trampoline.swift); and, fenced with `#if CH09` so they exist only from this chapter on: [`Sources/RxReadingTest/Clock.swift`](Sources/RxReadingTest/Clock.swift).
        >
        > **What it revisits.** Code outside this chapter's folder (earlier chapters' files, RxReadingTest), fenced with `#if CH09`, which the library before this chapter builds without:
        >
        > - [`Sources/RxReading/06-SinkProducerSinkDisposer/Producer.swift`](Sources/RxReading/06-SinkProducerSinkDisposer/Producer.swift), region `ProducerTrampoline` (chapter 06): [lines 5–7](Sources/RxReading/06-SinkProducerSinkDisposer/Producer.swift#L5-L7)
        """), book)
    }

    /// Past the size limit, book.md keeps the contents and links into one file per part, whose
    /// links are rewritten from the part's folder.
    func testALongBookIsSplitIntoPartsLinkedFromTheContents() throws {
        try completeChapterOne()
        let result = weave(limit: 200)

        XCTAssertEqual(result.outputs.map(\.path), [chapterOne, "book.md", "book/part-1.md"])
        let contents = output(result, "book.md")
        let part = output(result, "book/part-1.md")
        XCTAssertTrue(contents.contains("- [Part I: Observable and Observer](book/part-1.md)"), contents)
        XCTAssertTrue(contents.contains("  - [Chapter 1: Events](book/part-1.md#chapter-1-events)"), contents)
        XCTAssertTrue(part.hasPrefix("# Part I: Observable and Observer\n\n[Back to the contents](../book.md#contents)\n"), part)
        XCTAssertTrue(part.contains("](../Sources/RxReading/01-Events/Event.swift#L3-L8)"), part)
    }

    // MARK: --check

    /// `--check` finds nothing after weave wrote, and names the README block and the book file
    /// once the code a listing shows has changed.
    func testCheckNamesTheStaleBlockAndTheBookAfterTheCodeChanges() throws {
        try completeChapterOne()
        try weaveAndWrite()
        XCTAssertEqual(staleReport(weave(), weaver: Weaver(root: root, chapterWords: nil, demos: WeaveTests.demos)), [])

        let event = try read("Sources/RxReading/01-Events/Event.swift")
        try write("Sources/RxReading/01-Events/Event.swift", String(event.replacingOccurrences(of: "case next", with: "case next(Int)").dropLast()))
        let report = staleReport(weave(), weaver: Weaver(root: root, chapterWords: nil, demos: WeaveTests.demos))

        XCTAssertEqual(report.count, 2, "\(report)")
        XCTAssertEqual(report.first, "\(chapterOne):5: listing 1.1 (Sources/RxReading/01-Events/Event.swift#Event) is out of date")
        XCTAssertTrue(report.last?.hasPrefix("book.md:") == true, "\(report)")
        XCTAssertTrue(report.last?.hasSuffix("in the part from \(chapterOne)") == true, "\(report)")
    }

    // MARK: The real book

    /// The book as checked out weaves without a problem: every include, skip, cite and demo of
    /// the written chapters resolves, and every region of their slices is shown or skipped.
    func testTheCheckedOutBookWeavesWithoutProblems() {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let result = Weaver(root: packageRoot).weave()

        XCTAssertEqual(result.problems.map(\.description), [])
        XCTAssertTrue(result.outputs.contains { $0.path == Weaver.bookPath })
    }
}

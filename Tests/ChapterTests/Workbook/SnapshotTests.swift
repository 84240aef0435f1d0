import Foundation
import XCTest
@testable import rxbook

/// `rxbook snapshot`, `diff` and `verify-snapshots`: the parts that decide what a chapter's
/// snapshot holds and what a failed build means, checked without building anything.
final class SnapshotTests: XCTestCase {
    private var workspace: Workspace {
        // The package root, three levels above this file (Tests/ChapterTests/Workbook/).
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return Workspace(root: root)
    }

    // MARK: Resolving fences

    /// A fence for a chapter the state has reached keeps its lines and loses its directives; each
    /// line keeps the number it has in the original.
    func testAFenceThatIsTrueKeepsItsLinesWithoutDirectives() throws {
        let source = """
        let a = 1
        // region: Later
        #if CH09
        let b = 2
        #endif
        // endregion: Later
        """

        let resolved = try FenceResolver(chapter: 9).resolve(source)

        XCTAssertEqual(resolved.text, "let a = 1\n// region: Later\nlet b = 2\n// endregion: Later")
        XCTAssertEqual(resolved.lines.map(\.sourceLine), [1, 2, 4, 6])
    }

    /// A fence for a later chapter disappears, and so does the named region around it with the
    /// comment that says which chapter explains it, leaving one blank line, not two.
    func testAFenceThatIsFalseDisappearsWithItsEmptyRegion() throws {
        let source = """
        let a = 1

        // region: Later
        // Chapter 09 explains this.
        #if CH09
        let b = 2
        #endif
        // endregion: Later

        let c = 3
        """

        let resolved = try FenceResolver(chapter: 8).resolve(source)

        XCTAssertEqual(resolved.text, "let a = 1\n\nlet c = 3")
    }

    /// `#else` and negated chapter conditions choose a branch too.
    func testElseAndNegatedConditionsChooseOneBranch() throws {
        let source = """
        #if CH12
        let clock = "virtual"
        #else
        let clock = "wall"
        #endif
        #if !CH03
        let observers = false
        #endif
        """

        XCTAssertEqual(try FenceResolver(chapter: 2).resolve(source).text, "let clock = \"wall\"\nlet observers = false")
        XCTAssertEqual(try FenceResolver(chapter: 12).resolve(source).text, "let clock = \"virtual\"")
    }

    /// Groups that are not chapter fences stay as written, with the fences inside them resolved;
    /// a condition that mixes a chapter with something else is not resolved.
    func testOtherConditionsStayAsWritten() throws {
        let source = """
        #if DEBUG
        #if CH07
        let tracker = 1
        #endif
        #endif
        #if CH09 && DEBUG
        let trampoline = 1
        #endif
        """

        let resolved = try FenceResolver(chapter: 7).resolve(source)

        XCTAssertEqual(resolved.text, "#if DEBUG\nlet tracker = 1\n#endif\n#if CH09 && DEBUG\nlet trampoline = 1\n#endif")
    }

    /// An `#endif` with no `#if` is an error naming the line, not a silent guess.
    func testAStrayEndifIsReported() {
        XCTAssertThrowsError(try FenceResolver(chapter: 3).resolve("let a = 1\n#endif")) { error in
            XCTAssertEqual("\(error)", "line 2: `#endif` with no `#if`")
        }
    }

    /// A file whose code is all fenced for later chapters has nothing left but comments and
    /// imports, and is left out of the snapshot.
    func testAFileWithOnlyCommentsAndImportsHasNoCode() throws {
        let source = "import Foundation\n\n/// Doc.\n// region: X\n#if CH12\nstruct X {}\n#endif\n// endregion: X"

        XCTAssertFalse(try FenceResolver(chapter: 11).resolve(source).hasCode)
        XCTAssertTrue(try FenceResolver(chapter: 12).resolve(source).hasCode)
    }

    // MARK: What a snapshot holds

    /// Chapter 04's snapshot holds slices 01–04 and their tests with the support, RxReadingTest's
    /// files that have code at chapter 04, and no file of a later chapter.
    func testChapterFourSnapshotHoldsChaptersOneToFourOnly() throws {
        let snapshot = try Snapshot(chapter: 4, workspace: workspace)
        let paths = snapshot.files.map(\.path)

        for chapter in tableOfContents {
            let hasSlice = paths.contains { $0.hasPrefix(chapter.sourceFolder + "/") }
            let hasTests = paths.contains { $0.hasPrefix(chapter.testFolder + "/") }
            XCTAssertEqual(hasSlice, chapter.number <= 4, chapter.sourceFolder)
            XCTAssertEqual(hasTests, chapter.number <= 4, chapter.testFolder)
        }
        XCTAssertTrue(paths.contains("Tests/ChapterTests/Support/Recorder.swift"))
        XCTAssertTrue(paths.contains("Sources/RxReadingTest/Event+Equatable.swift"))
        XCTAssertFalse(paths.contains("Sources/RxReadingTest/TestScheduler.swift"), "TestScheduler needs chapter 12")
        XCTAssertFalse(paths.contains { $0.hasPrefix("Tests/ChapterTests/Workbook/") || $0.hasPrefix("Tests/ChapterTests/Reliability/") })
    }

    /// No snapshot keeps a chapter fence: every `#if CHNN` is resolved in the text, so the
    /// manifest needs no chapter condition.
    func testEverySnapshotResolvesEveryChapterFence() throws {
        for chapter in tableOfContents {
            let snapshot = try Snapshot(chapter: chapter.number, workspace: workspace)
            XCTAssertFalse(snapshot.needsChapterConditions, "chapter \(chapter.numberText) keeps a chapter fence")
        }
    }

    /// The snapshot's Package.swift has no package dependencies, names the chapter, and keeps
    /// Swift language mode 5 and the debug-only resource tracking.
    func testTheManifestIsAStandalonePackage() throws {
        let manifest = try Snapshot(chapter: 7, workspace: workspace).manifest

        XCTAssertTrue(manifest.hasPrefix("// swift-tools-version:6.0\n"))
        XCTAssertFalse(manifest.contains(".package("), "a snapshot depends on no package")
        XCTAssertTrue(manifest.contains("name: \"RxReadingChapter07\""))
        XCTAssertTrue(manifest.contains(".target(name: \"RxReadingTest\", dependencies: [\"RxReading\"]"))
        XCTAssertTrue(manifest.contains(".testTarget(name: \"ChapterTests\", dependencies: [\"RxReading\", \"RxReadingTest\"]"))
        XCTAssertTrue(manifest.contains("swiftLanguageModes: [.v5]"))
        XCTAssertTrue(manifest.contains(".define(\"TRACE_RESOURCES\", .when(configuration: .debug))"))
        XCTAssertFalse(manifest.contains(".define(\"CH"))
    }

    /// A chapter number outside the book (01 to its last chapter) is refused with the range.
    func testAChapterOutsideTheBookIsRefused() {
        let last = tableOfContents.last!.number
        XCTAssertThrowsError(try Snapshot(chapter: last + 1, workspace: workspace)) { error in
            XCTAssertEqual("\(error)", "no chapter \(last + 1); the chapters are 01 to \(last)")
        }
        XCTAssertEqual(try SnapshotVerifier.parseChapters(["03-05", "4", "12"]).get(), [3, 4, 5, 12])
        XCTAssertThrowsError(try SnapshotVerifier.parseChapters(["0"]).get())
        XCTAssertThrowsError(try SnapshotVerifier.parseChapters(["5-3"]).get())
    }

    /// Writing refuses a folder that has other things in it, and replaces a snapshot written
    /// before, files of the old chapter included.
    func testWritingRefusesAForeignFolderAndReplacesAnOldSnapshot() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("rxbook-snapshot-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))

        XCTAssertThrowsError(try Snapshot(chapter: 2, workspace: workspace).write(to: folder)) { error in
            XCTAssertTrue("\(error)".hasSuffix("is not empty and is not a snapshot rxbook wrote; choose an empty or new folder"), "\(error)")
        }

        try FileManager.default.removeItem(at: folder.appendingPathComponent("notes.txt"))
        try Snapshot(chapter: 3, workspace: workspace).write(to: folder)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/RxReading/03-Observers/ObserverType.swift").path))
        try Snapshot(chapter: 2, workspace: workspace).write(to: folder)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/RxReading/03-Observers").path))
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent(Snapshot.markerName), encoding: .utf8), "chapter 02\n")
    }

    // MARK: What a chapter changes

    /// Chapter 09 adds its own files and revisits Producer's trampoline region, which is
    /// fenced `#if CH09` in chapter 06's Producer.swift.
    func testChapterNineRevisitsTheProducerTrampoline() throws {
        let changes = ChapterChanges(from: try Snapshot(chapter: 8, workspace: workspace),
                                     to: try Snapshot(chapter: 9, workspace: workspace))

        XCTAssertTrue(changes.added.contains("Sources/RxReading/09-CurrentThreadScheduler/CurrentThreadScheduler.swift"))
        XCTAssertTrue(changes.added.contains("Tests/ChapterTests/Chapter09/Chapter09CurrentThreadSchedulerTests.swift"))
        let producer = changes.revisited.first { $0.path == "Sources/RxReading/06-SinkProducerSinkDisposer/Producer.swift" }
        XCTAssertEqual(producer?.regions, ["ProducerTrampoline"])
        XCTAssertEqual(changes.removed, [])
    }

    // MARK: Reading a failed build

    /// The compiler's "cannot find" and "has no member" errors are read with their file, line and
    /// name, paths made relative to the snapshot, each once.
    func testMissingNamesAreReadFromTheBuildLog() {
        let log = """
        [3/9] Compiling RxReading AnyObserver.swift
        /tmp/snap/Sources/RxReading/03-Observers/AnyObserver.swift:12:17: error: cannot find type 'SerialDispatchQueueScheduler' in scope
           |                 `- error: cannot find type 'SerialDispatchQueueScheduler' in scope
        /tmp/snap/Sources/RxReading/03-Observers/AnyObserver.swift:12:17: error: cannot find type 'SerialDispatchQueueScheduler' in scope
        /tmp/snap/Tests/ChapterTests/Chapter05/Chapter05ObservablesTests.swift:43:38: error: type 'Observable<Int>' has no member 'create'
        /tmp/snap/Sources/RxReading/04-Disposables/Bag.swift:3:1: error: cannot find 'MainScheduler' in scope
        /tmp/snap/Sources/RxReading/04-Disposables/Bag.swift:4:1: error: expected expression
        """

        let missing = MissingName.parse(buildLog: log, root: "/tmp/snap")

        XCTAssertEqual(missing, [
            MissingName(path: "Sources/RxReading/03-Observers/AnyObserver.swift", line: 12, name: "SerialDispatchQueueScheduler", isMember: false),
            MissingName(path: "Tests/ChapterTests/Chapter05/Chapter05ObservablesTests.swift", line: 43, name: "create", isMember: true),
            MissingName(path: "Sources/RxReading/04-Disposables/Bag.swift", line: 3, name: "MainScheduler", isMember: false),
        ])
    }

    /// A declaration belongs to its slice's chapter, or to the later chapter whose fence it sits in.
    func testADeclarationInsideAFenceBelongsToTheFencedChapter() {
        let source = "final class Producer {\n    // region: T\n    #if CH09\n    func trampoline() {}\n    #endif\n}"

        let found = Declaration.find("trampoline", inSource: source, path: "P.swift", chapter: 6)

        XCTAssertEqual(found, [Declaration(name: "trampoline", chapter: 9, path: "P.swift", line: 4)])
        XCTAssertEqual(Declaration.find("Producer", inSource: source, path: "P.swift", chapter: 6).map(\.chapter), [6])
    }

    /// A Part I file that uses a Part II type is reported with the file, the line, the type and
    /// the chapter that brings the type in, looked up in the book's real slices.
    func testAForwardReferenceNamesTheUseAndTheChapterThatDefinesIt() throws {
        let missing = [
            MissingName(path: "Sources/RxReading/03-Observers/AnyObserver.swift", line: 12, name: "SerialDispatchQueueScheduler", isMember: false),
            MissingName(path: "Sources/RxReading/03-Observers/AnyObserver.swift", line: 13, name: "misspeltLocal", isMember: false),
        ]

        let references = ForwardReference.find(in: missing, chapter: 3, snapshot: nil) { Declaration.find($0, in: self.workspace) }

        XCTAssertEqual(references.count, 1, "a name no chapter declares is an ordinary error")
        XCTAssertEqual(references.first?.declaration.chapter, 11)
        XCTAssertEqual(references.first?.message,
                       "Sources/RxReading/03-Observers/AnyObserver.swift:12: chapter 03 reaches forward to 'SerialDispatchQueueScheduler', "
                       + "which chapter 11 (Dispatch schedulers) brings in at "
                       + "Sources/RxReading/11-DispatchSchedulers/SerialDispatchQueueScheduler.swift:\(references.first?.declaration.line ?? 0); "
                       + "move the use to chapter 11 or fence it with `#if CH11`")
    }

    /// A snapshot line is reported at its line in the book's file, fences removed above it
    /// notwithstanding.
    func testSnapshotLinesMapBackToTheBooksLines() throws {
        let snapshot = try Snapshot(chapter: 8, workspace: workspace)
        let path = "Sources/RxReading/06-SinkProducerSinkDisposer/Producer.swift"
        let file = try XCTUnwrap(snapshot.files.first { $0.path == path })
        let original = workspace.text(of: path).split(separator: "\n", omittingEmptySubsequences: false)

        for (index, line) in file.lines.enumerated() {
            XCTAssertEqual(snapshot.origin(ofPath: path, line: index + 1)?.line, line.sourceLine)
            XCTAssertEqual(String(original[line.sourceLine - 1]), line.text)
        }
    }

    /// The test log is read for how many tests ran and which failed.
    func testTheTestLogIsReadForCountsAndFailures() {
        let log = """
        Test Case 'Chapter04DisposablesTests.testA' passed (0.001 seconds)
        Test Case 'Chapter04DisposablesTests.testB' failed (0.002 seconds)
        Test Suite 'Chapter04DisposablesTests' failed at 2026-11-23 10:00:00.000
        \t Executed 2 tests, with 1 failure (0 unexpected) in 0.003 (0.003) seconds
        Test Suite 'All tests' failed at 2026-11-23 10:00:00.000
        \t Executed 41 tests, with 1 failure (0 unexpected) in 0.5 (0.5) seconds
        """

        XCTAssertEqual(SnapshotVerifier.executedTests(in: log), 41)
        XCTAssertEqual(SnapshotVerifier.failedTests(in: log), ["Chapter04DisposablesTests.testB"])
    }
}

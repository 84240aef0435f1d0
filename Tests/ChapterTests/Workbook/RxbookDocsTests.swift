import Foundation
import XCTest
@testable import rxbook

/// `rxbook docs`: its arguments, how it finds DocC, the documentation check, DocC's overload
/// hash, and the rewriting of the symbol graphs, each on small inputs (the real build is CI's).
final class RxbookDocsTests: XCTestCase {
    private var workspace: Workspace {
        Workspace(root: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent())
    }

    /// A folder, `--allow-undocumented` and `--book-url URL` in any order; anything else is
    /// refused with one line that says what `docs` takes.
    func testArguments() throws {
        XCTAssertEqual(try DocsOptions.parse([]).get(), DocsOptions())
        XCTAssertEqual(try DocsOptions.parse(["/tmp/site", "--allow-undocumented", "--book-url", "https://example.org/book/blob/main/"]).get(),
                       DocsOptions(output: "/tmp/site", allowUndocumented: true, bookURL: "https://example.org/book/blob/main"))

        func failure(_ arguments: [String]) -> String {
            if case .failure(let failure) = DocsOptions.parse(arguments) { return failure.description }
            return "accepted"
        }
        XCTAssertEqual(failure(["--verbose"]), "docs: unknown option --verbose; `docs` takes [DIR] [--allow-undocumented] [--book-url URL] [--symbol-graphs DIR]")
        XCTAssertEqual(failure(["a", "b"]), "docs: one output folder only (given a and b)")
        XCTAssertTrue(failure(["--book-url"]).hasPrefix("docs: --book-url takes the address of the repository's files"))
        XCTAssertTrue(failure(["--book-url", "--allow-undocumented"]).hasPrefix("docs: --book-url takes"))
        XCTAssertTrue(failure(["--symbol-graphs"]).hasPrefix("docs: --symbol-graphs takes the folder"))
        XCTAssertEqual(try DocsOptions.parse(["--symbol-graphs", "graphs"]).get().symbolGraphs, "graphs")
        XCTAssertFalse(failure(["--verbose"]).contains("\n"))

        XCTAssertEqual(runDocs(["--verbose"], workspace: workspace), 2)
    }

    /// DocC is `$DOCC`, else `docc` on PATH; when it is nowhere, `docs` says in one line where
    /// to get it and fails before building anything.
    func testFindingDocC() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxbook-docc-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fake = folder.appendingPathComponent("docc")
        try "#!/bin/sh\n".write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)

        XCTAssertEqual(try locateDocC(environment: ["PATH": "/nowhere:\(folder.path)"], xcrun: { nil }).get(), fake.path)
        XCTAssertEqual(try locateDocC(environment: ["DOCC": fake.path, "PATH": "/nowhere"], xcrun: { nil }).get(), fake.path)
        XCTAssertEqual(try locateDocC(environment: ["PATH": "/nowhere"], xcrun: { "/Xcode/docc" }).get(), "/Xcode/docc")

        guard case .failure(let missing) = locateDocC(environment: ["PATH": "/nowhere"], xcrun: { nil }) else {
            return XCTFail("found a docc in /nowhere")
        }
        XCTAssertEqual(missing.description, "docs: docc not found: it comes with every Swift 6 toolchain (swift.org/install, beside `swift`) and with Xcode; put it on PATH or set DOCC=/path/to/docc")
        guard case .failure(let wrong) = locateDocC(environment: ["DOCC": "/nowhere/docc"], xcrun: { nil }) else {
            return XCTFail("accepted a DOCC that does not exist")
        }
        XCTAssertEqual(wrong.description, "docs: DOCC is /nowhere/docc, which is not an executable file; unset it to use the docc on PATH")

        XCTAssertEqual(runDocs([], workspace: workspace, environment: ["PATH": "/nowhere"], xcrun: { nil }), 1)
    }

    /// A graph of five declarations: one documented in full, one with no doc comment, one whose
    /// second parameter and result are not documented, an internal one, and a conforming type's
    /// copy of the documented one (the same source location), which is checked once.
    static let graph = """
    {"metadata": {}, "module": {"name": "RxReading"}, "relationships": [], "symbols": [
      {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "s:full"}, "pathComponents": ["ObservableType", "full(_:)"],
       "accessLevel": "public", "location": {"uri": "file:///book/Sources/RxReading/07-FromPointsToALine/Map.swift", "position": {"line": 9, "character": 4}},
       "docComment": {"lines": [{"text": "Does it."}, {"text": ""}, {"text": "- Parameter transform: how."}, {"text": "- Returns: what."}]},
       "functionSignature": {"parameters": [{"name": "transform"}], "returns": [{"kind": "typeIdentifier", "spelling": "Observable"}]}},
      {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "s:full::SYNTHESIZED::s:Observable"}, "pathComponents": ["Observable", "full(_:)"],
       "accessLevel": "public", "location": {"uri": "file:///book/Sources/RxReading/07-FromPointsToALine/Map.swift", "position": {"line": 9, "character": 4}}},
      {"kind": {"identifier": "swift.class"}, "identifier": {"precise": "s:bare"}, "pathComponents": ["Bare"],
       "accessLevel": "open", "location": {"uri": "file:///book/Sources/RxReadingTest/Bare.swift", "position": {"line": 0, "character": 0}}},
      {"kind": {"identifier": "swift.func"}, "identifier": {"precise": "s:half"}, "pathComponents": ["half(_:scheduler:)"],
       "accessLevel": "public", "location": {"uri": "file:///book/Sources/RxReading/20-Time/Delay.swift", "position": {"line": 41, "character": 0}},
       "docComment": {"lines": [{"text": "Half of it."}, {"text": "- Parameters:"}, {"text": "  - dueTime: when."}]},
       "functionSignature": {"parameters": [{"name": "_", "internalName": "dueTime"}, {"name": "scheduler"}], "returns": [{"kind": "text", "spelling": "Int"}]}},
      {"kind": {"identifier": "swift.func"}, "identifier": {"precise": "s:hidden"}, "pathComponents": ["hidden()"],
       "accessLevel": "internal", "location": {"uri": "file:///book/Sources/RxReading/20-Time/Delay.swift", "position": {"line": 60, "character": 0}}}
    ]}
    """

    static func file(_ json: String, name: String = "RxReading.symbols.json") throws -> SymbolGraphFile {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        return SymbolGraphFile(name: name, json: object)
    }

    /// Each problem is one line, `path:line: Symbol: what is missing`, with the line counted from 1.
    func testTheCheckNamesWhatEachDeclarationLacks() throws {
        let check = documentationProblems(in: [try Self.file(Self.graph)])

        XCTAssertEqual(check.checked, 3)
        XCTAssertEqual(check.problems.map(\.description), [
            "Sources/RxReading/20-Time/Delay.swift:42: half(_:scheduler:): parameter `scheduler` not documented",
            "Sources/RxReading/20-Time/Delay.swift:42: half(_:scheduler:): result (Int) not documented (`- Returns:`)",
            "Sources/RxReadingTest/Bare.swift:1: Bare: no doc comment",
        ])
    }

    /// DocC names an overload's page, and accepts in a link, a hash of the symbol's precise
    /// identifier: these are the two `ObservableType.flatMapLatest(_:)` pages DocC wrote for the
    /// library (`observabletype/flatmaplatest(_:)-1prx`, chapter 16's; `-1gnr7`, the trait's).
    func testTheOverloadHashIsDocCs() {
        XCTAssertEqual(docCDisambiguationHash("s:9RxReading14ObservableTypePAAE13flatMapLatestyAA0C0Cy7ElementQyd__Gqd__AGQzKcAA0c11ConvertibleD0Rd__lF"), "1prx")
        XCTAssertEqual(docCDisambiguationHash("s:9RxReading14ObservableTypePAAE13flatMapLatestyAA10InfallibleVy7ElementQyd__Gqd__AGQzKcAA0hD0Rd__lF"), "1gnr7")
    }

    /// A Swift 5 spelling and its `@Sendable` Swift 6 twin become one page, the Swift 5 one,
    /// which names its chapter and the twin; the chapter's article lists it, with its hash when
    /// another declaration has the same path.
    func testTwinsBecomeOnePageThatNamesItsChapter() throws {
        func method(_ precise: String, _ line: Int, _ file: String, mode: String, sendable: Bool) -> String {
            """
            {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "\(precise)"}, "pathComponents": ["ObservableType", "flatMapLatest(_:)"],
             "accessLevel": "public", "location": {"uri": "file:///book/Sources/RxReading/\(file)", "position": {"line": \(line), "character": 4}},
             "availability": [{"domain": "Swift", "\(mode)": {"major": 6}}],
             "declarationFragments": [{"kind": "text", "spelling": "func flatMapLatest(_ selector: @escaping \(sendable ? "@Sendable " : "")(Element) -> Source)"}],
             "docComment": {"lines": [{"text": "Switches."}]}}
            """
        }
        let graph = try Self.file("""
        {"metadata": {}, "module": {"name": "RxReading"}, "symbols": [
          \(method("s:five", 22, "16-OneInnerAtATime/Switch.swift", mode: "obsoleted", sendable: false)),
          \(method("s:six", 53, "22-SwiftConcurrency/SendableClosures.swift", mode: "introduced", sendable: true)),
          {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "s:other"}, "pathComponents": ["ObservableType", "flatMapLatest(_:)"],
           "accessLevel": "public", "location": {"uri": "file:///book/Sources/RxReading/25-Traits/X.swift", "position": {"line": 1, "character": 0}}}
        ], "relationships": [
          {"kind": "memberOf", "source": "s:five", "target": "s:ObservableType"},
          {"kind": "memberOf", "source": "s:six", "target": "s:ObservableType"}
        ]}
        """)

        let module = try ReferenceModule.build(name: "RxReading", graphs: [graph], bookURL: nil)

        let symbols = module.graphs[0].symbols
        XCTAssertEqual(symbols.map(\.precise), ["s:five", "s:other"])
        XCTAssertEqual(module.graphs[0].relationships.count, 1)
        XCTAssertNil(symbols[0].swiftLanguageMode)
        XCTAssertEqual(symbols[0].docLines, [
            "Switches.", "", "Chapter 16, *One inner at a time*, builds this: <doc:16-OneInnerAtATime>.",
            "", "Callers compiled in Swift 6 language mode see a twin of this declaration whose closures are `@Sendable`; <doc:22-SwiftConcurrency> explains why.",
        ])
        XCTAssertEqual(module.topics["16-OneInnerAtATime"]?.map(\.heading), ["Operators and extensions"])
        XCTAssertEqual(module.topics["16-OneInnerAtATime"]?.first?.links, ["- ``ObservableType/flatMapLatest(_:)-\(docCDisambiguationHash("s:five"))``"])
    }
}

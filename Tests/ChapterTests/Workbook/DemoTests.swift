import Foundation
import RxReadingDemos
import XCTest
@testable import rxbook

/// The demos print what the book shows: every demo runs here, and its real output is compared
/// with every `demo-output` block of the chapters that shows it, so `swift test` fails when the
/// code and the printed page disagree, not only `rxbook weave --check`.
final class DemoTests: XCTestCase {
    private var root: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Each demo-output block of every README holds exactly what its demo prints now and names a
    /// demo that exists, and a written chapter shows the output of each of its demos.
    func testEveryDemoOutputInTheBookIsWhatTheDemoPrints() {
        let weaver = Weaver(root: root)
        var problems: [WeaveProblem] = []
        var shown: Set<String> = []
        for document in weaver.documents(problems: &problems) {
            let text = weaver.read(document.path) ?? ""
            for segment in ParsedDocument(path: document.path, text: text).segments {
                #if RXREADING_TRACE
                // A traced diagram shows its demo's run, the printed lines among its notes.
                if case let .block(.trace(chapter, name), line, _, body, _) = segment {
                    guard let demo = Demos.of(chapter: chapter).first(where: { $0.name == name && $0.trace != nil }) else {
                        XCTFail("\(document.path):\(line): draws traced demo \(chapter) \(name), which does not exist")
                        continue
                    }
                    shown.insert("\(demo.chapter) \(demo.name)")
                    guard case .success(let drawn) = weaver.traceBlock(demo) else {
                        XCTFail("\(document.path):\(line): demo \(name) does not draw")
                        continue
                    }
                    XCTAssertEqual(body, drawn, "\(document.path):\(line): the diagram differs from what the trace draws now; run `swift run rxbook weave` if the new one is right")
                    continue
                }
                #endif
                guard case let .block(.demoOutput(chapter, name), line, _, body, _) = segment else { continue }
                let demos = Demos.of(chapter: chapter).filter { name == nil || $0.name == name }
                guard !demos.isEmpty else {
                    XCTFail("\(document.path):\(line): shows demo \(chapter) \(name ?? ""), which does not exist")
                    continue
                }
                shown.formUnion(demos.map { "\($0.chapter) \($0.name)" })
                let printed = weaver.demoOutputBlock(chapter: chapter, name: name, demos: demos)
                XCTAssertEqual(body, printed, """
                \(document.path):\(line): the book shows
                \(body.joined(separator: "\n"))
                but the demo prints
                \(printed.joined(separator: "\n"))
                run `swift run rxbook weave` if the new output is right
                """)
            }
        }
        XCTAssertEqual(problems, [])
        for demo in Demos.all {
            guard let chapter = tableOfContents.first(where: { $0.number == demo.chapter }),
                  FileManager.default.fileExists(atPath: root.appendingPathComponent("\(chapter.chapterFolder)/README.md").path)
            else { continue }
            XCTAssertTrue(shown.contains("\(demo.chapter) \(demo.name)"),
                          "\(chapter.chapterFolder)/README.md never shows demo \(demo.name): add `<!-- demo-output: \(chapter.numberText) \(demo.name) -->` and `<!-- end demo-output -->`")
        }
    }

    /// Every demo prints something, and prints the same lines on every run: no addresses, no
    /// timings, no order left to chance.
    func testEveryDemoPrintsTheSameLinesOnEveryRun() {
        XCTAssertFalse(Demos.all.isEmpty)
        for demo in Demos.all {
            let first = demo.run()
            let second = demo.run()
            XCTAssertFalse(first.isEmpty, "demo \(demo.chapter) \(demo.name) prints nothing")
            XCTAssertEqual(first, second, "demo \(demo.chapter) \(demo.name) prints differently from one run to the next")
        }
    }

    /// Every demo has a name `rxbook demo NN NAME` can take, unique in its chapter.
    func testEveryDemoHasAUniqueNameInItsChapter() {
        for chapter in Set(Demos.all.map(\.chapter)) {
            let names = Demos.of(chapter: chapter).map(\.name)
            XCTAssertEqual(names.count, Set(names).count, "chapter \(chapter) has two demos named alike: \(names)")
            for name in names {
                XCTAssertFalse(name.isEmpty || name.contains(" "), "chapter \(chapter)'s demo \"\(name)\" needs a one-word name")
            }
        }
    }
}

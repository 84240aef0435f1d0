import Foundation
import XCTest
@testable import rxbook

/// The workbook command line reads the book from disk: these tests check that what it reads is
/// what is there, so its table of contents and counts cannot drift from the code.
final class RxbookTests: XCTestCase {
    private var workspace: Workspace {
        // The package root, three levels above this file (Tests/ChapterTests/Workbook/).
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return Workspace(root: root)
    }

    /// A test's claim is the doc comment just above it, attributes in between included, and a
    /// test with no doc comment has an empty claim.
    func testParseFindsEachTestAndTheDocCommentAboveIt() {
        let source = """
        final class SomeTests: XCTestCase {
            /// First claim,
            /// on two lines.
            func testFirst() {}

            // a plain comment is not a claim
            func testSecond() throws {}

            /// Third claim.
            @available(*, deprecated)
            func testThird() {}

            func helperThatIsNotATest() {}
        }
        """

        let tests = TestCase.parse(source)

        XCTAssertEqual(tests.map(\.name), ["testFirst", "testSecond", "testThird"])
        XCTAssertEqual(tests.map(\.claim), ["First claim, on two lines.", "", "Third claim."])
    }

    /// Every chapter in the table of contents has its code folder, and every code folder of the
    /// library is a chapter in the table of contents: nothing the reader should see is missing.
    func testTheTableOfContentsAndTheSourceFoldersAgree() throws {
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: workspace.root.appendingPathComponent("Sources/RxReading").path
        ).filter { $0.first?.isNumber == true }.sorted()

        XCTAssertEqual(folders, tableOfContents.map { String($0.sourceFolder.split(separator: "/").last!) })
        for chapter in tableOfContents {
            // A chapter whose code lives elsewhere (the capstone's app, in Examples/) keeps a
            // source folder with only a note, and its code must be where it says.
            if let elsewhere = chapter.codeElsewhere {
                let sources = workspace.root.appendingPathComponent(elsewhere).appendingPathComponent("Sources").path
                let files = (FileManager.default.enumerator(atPath: sources)?.allObjects as? [String] ?? [])
                    .filter { $0.hasSuffix(".swift") }
                XCTAssertFalse(files.isEmpty, "\(elsewhere)Sources holds no Swift code, and \(chapter.sourceFolder) has none")
                continue
            }
            XCTAssertFalse(workspace.swiftFiles(in: chapter.sourceFolder).isEmpty, "\(chapter.sourceFolder) has no code")
        }
    }

    /// Every chapter has tests, found in its own folder, and each of them states its claim.
    func testEveryChapterHasTestsThatStateTheirClaims() {
        for chapter in tableOfContents {
            let tests = workspace.tests(of: chapter)
            XCTAssertFalse(tests.isEmpty, "chapter \(chapter.numberText) has no tests in \(chapter.testFolder)")
            for test in tests {
                XCTAssertFalse(test.claim.isEmpty, "\(chapter.testFolder): \(test.name) has no doc comment naming its claim")
            }
        }
    }

    /// The appendices are found with the titles of their first headings, in letter order.
    func testTheAppendicesAreFoundWithTheirTitles() {
        let appendices = workspace.appendices()

        XCTAssertEqual(appendices.map(\.letter), ["A", "B", "C"])
        XCTAssertEqual(appendices.map(\.title), ["Appendix A: What it costs", "Appendix B: What the tests prove", "Appendix C: Glossary"])
    }
}

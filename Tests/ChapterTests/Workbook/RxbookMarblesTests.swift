import Foundation
import RxReadingDemos
import XCTest
@testable import rxbook

/// `rxbook marbles`: the book's marble diagrams, drawn by running operators on a TestScheduler,
/// and the pictures weave commits beside the chapters.
// The diagrams run on chapter 12's TestScheduler: the builds without it have none.
#if CH12
final class RxbookMarblesTests: XCTestCase {
    private var root: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The book draws at least ten diagrams, names each once, and every one of them runs
    /// without a marble line it cannot read.
    func testAtLeastTenDiagramsEachNamedOnceAndEachDraws() {
        let diagrams = MarbleDiagrams.all
        XCTAssertGreaterThanOrEqual(diagrams.count, 10)
        XCTAssertEqual(Set(diagrams.map(\.name)).count, diagrams.count, "a diagram name is used twice")
        for diagram in diagrams {
            switch MarblePicture.draw(diagram) {
            case .success(let drawing):
                XCTAssertFalse(drawing.stages.isEmpty, diagram.name)
            case .failure(let problem):
                XCTFail(problem.message)
            }
        }
    }

    /// A diagram draws the same on every run, so the book's copy can be compared with it.
    func testEveryDiagramIsTheSameOnEveryRun() throws {
        for diagram in MarbleDiagrams.all {
            XCTAssertEqual(try diagram.draw(), try diagram.draw(), diagram.name)
        }
    }

    /// The text names the diagram, says what a column is, and draws one labelled line per
    /// stage with its legend under it: chapter 07's `map`, as the book shows it.
    func testTheMapDiagramDrawsTheSourceItsSubscriptionAndTheMappedLine() throws {
        let diagram = try XCTUnwrap(MarbleDiagrams.all.first { $0.name == "map" })
        XCTAssertEqual(MarblePicture.text(diagram, try diagram.draw()), [
            "# map: map changes each value, never its frame",
            "one column = 10 ticks; the first is tick 200, where start() subscribes",
            "",
            "source              -1-2-3-4-|",
            "source subscribed   ^--------!",
            "map { $0 * 10 }     -a-b-c-d-|",
            "                    where a = 10, b = 20, c = 30, d = 40",
        ])
    }

    /// take(2) ends its line, and its source's subscription, in the frame of the second element.
    func testTheTakeDiagramEndsInTheFrameOfTheSecondElement() throws {
        let diagram = try XCTUnwrap(MarbleDiagrams.all.first { $0.name == "take" })
        let stages = try diagram.draw().stages
        XCTAssertEqual(stages.map(\.marbles), ["-1-2---", "^--!---", "-1-(2|)"])
    }

    /// observe(on:) on a TestScheduler leaves the subscription at 200 and moves each delivery a
    /// tick later, which the diagram's notes give in ticks.
    func testTheObserveOnDiagramNotesEachDeliveryATickLate() throws {
        let diagram = try XCTUnwrap(MarbleDiagrams.all.first { $0.name == "observe-on" })
        let stages = try diagram.draw().stages
        XCTAssertEqual(stages.map(\.label), ["source sends", "source subscribed", "observe(on:): observer"])
        XCTAssertEqual(stages[0].marks.map(\.time), [210, 230, 250])
        XCTAssertEqual(stages[1].marks.map(\.time), [200, 250])
        XCTAssertEqual(stages[2].marks.map(\.time), [211, 231, 251])
        XCTAssertEqual(stages[2].notes.first, "1 is at tick 211, 1 tick into frame 1")
    }

    /// The picture is an SVG of its own, with a labelled arrow per stage, a marble per element,
    /// a bar for completed and a cross for an error.
    func testThePictureDrawsArrowsMarblesBarsAndCrosses() throws {
        let diagram = try XCTUnwrap(MarbleDiagrams.all.first { $0.name == "points" })
        let svg = MarblePicture.svg(diagram, try diagram.draw())
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertTrue(svg.hasSuffix("</svg>\n"))
        XCTAssertEqual(svg.components(separatedBy: "class=\"arrow\"").count - 1, 5, "one arrow per stage")
        XCTAssertEqual(svg.components(separatedBy: "class=\"marble\"").count - 1, 4, "just's 1, of's 1, 2, 3")
        XCTAssertEqual(svg.components(separatedBy: "class=\"end\"").count - 1, 3, "just, of, empty complete")
        XCTAssertEqual(svg.components(separatedBy: "class=\"error\"").count - 1, 1, "error fails")
    }

    /// Every diagram's picture is committed beside its chapter and is what the code draws now.
    func testEveryCommittedPictureIsWhatItsDiagramDraws() throws {
        for diagram in MarbleDiagrams.all {
            let path = try XCTUnwrap(MarblePicture.svgPath(diagram))
            let committed = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            XCTAssertEqual(committed, MarblePicture.svg(diagram, try diagram.draw()), "\(path) is stale or missing: run `swift run rxbook weave`")
        }
    }

    /// A name that is no diagram, or a second name, is refused with exit status 2.
    func testAWrongNameOrTwoNamesExitWithTwo() {
        XCTAssertEqual(runMarbles(["no-such-diagram"]), 2)
        XCTAssertEqual(runMarbles(["map", "filter"]), 2)
        XCTAssertEqual(runMarbles(["--png"]), 2)
        XCTAssertEqual(runMarbles(["--svg"]), 2)
    }
}
#endif

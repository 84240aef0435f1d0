import Foundation
import RxReadingDemos

/// `rxbook marbles`: lists the book's marble diagrams; `rxbook marbles NAME` runs one on a
/// TestScheduler and prints it as text, `--svg` as the SVG picture the book shows above it.
func runMarbles(_ arguments: [String]) -> Int32 {
    var names: [String] = []
    var asSVG = false
    for argument in arguments {
        if argument == "--svg" {
            asSVG = true
        } else if argument.hasPrefix("-") {
            printError("`marbles` knows one option, --svg; usage: rxbook marbles [NAME] [--svg]")
            return 2
        } else {
            names.append(argument)
        }
    }
    let diagrams = MarbleDiagrams.all
    if names.isEmpty {
        if asSVG {
            printError("`marbles --svg` needs a diagram's name, for example `rxbook marbles map --svg`; `rxbook marbles` lists them")
            return 2
        }
        print("Marble diagrams the book draws (rxbook marbles NAME, or NAME --svg):")
        let width = diagrams.map(\.name.count).max() ?? 0
        for diagram in diagrams {
            let chapter = paddedChapter(diagram.chapter)
            print("  \(chapter)  \(diagram.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(diagram.title)")
        }
        return 0
    }
    guard names.count == 1 else {
        printError("`marbles` takes one diagram name, for example `rxbook marbles map`; `rxbook marbles` lists them")
        return 2
    }
    guard let diagram = diagrams.first(where: { $0.name == names[0] }) else {
        printError("no marble diagram \"\(names[0])\"; the diagrams: \(diagrams.map(\.name).joined(separator: ", "))")
        return 2
    }
    switch MarblePicture.draw(diagram) {
    case .failure(let problem):
        printError(problem.message)
        return 1
    case .success(let drawing):
        if asSVG {
            print(MarblePicture.svg(diagram, drawing), terminator: "")
        } else {
            MarblePicture.text(diagram, drawing).forEach { print($0) }
        }
        return 0
    }
}

/// A marble diagram as the book shows it: text for a terminal and a code block, and an SVG
/// picture in the style of ReactiveX's documentation (a time arrow per stage, marbles with their
/// values, a bar for completion, a cross for an error), written without any dependency.
enum MarblePicture {
    /// Runs the diagram's code; a marble line it could not read becomes a message.
    static func draw(_ diagram: MarbleDiagram) -> Result<MarbleDrawing, TraceProblem> {
        do {
            return .success(try diagram.draw())
        } catch {
            return .failure(TraceProblem(message: "marble diagram \"\(diagram.name)\" could not be drawn: \(error)"))
        }
    }

    /// Where the SVG of a diagram is committed: `Chapters/NN-Slug/marbles/NAME.svg`.
    static func svgPath(_ diagram: MarbleDiagram, chapters: [Chapter] = tableOfContents) -> String? {
        guard let chapter = chapters.first(where: { $0.number == diagram.chapter }) else { return nil }
        return "\(chapter.chapterFolder)/marbles/\(diagram.name).svg"
    }

    // MARK: Text

    /// `# NAME: title`, what the first column is, then one line per stage, each stage's legend
    /// and notes under its line.
    static func text(_ diagram: MarbleDiagram, _ drawing: MarbleDrawing) -> [String] {
        let width = (drawing.stages.map(\.label.count).max() ?? 0) + 3
        let indent = String(repeating: " ", count: width)
        var lines = [
            "# \(diagram.name): \(diagram.title)",
            "one column = \(drawing.ticksPerFrame) ticks; the first is \(originText(drawing))",
            "",
        ]
        for stage in drawing.stages {
            lines.append(stage.label.padding(toLength: width, withPad: " ", startingAt: 0) + stage.marbles)
            if !stage.legend.isEmpty {
                lines.append(indent + "where " + stage.legend.joined(separator: ", "))
            }
            lines += stage.notes.map { indent + $0 }
        }
        return lines
    }

    private static func originText(_ drawing: MarbleDrawing) -> String {
        drawing.originNote.hasPrefix("tick") ? drawing.originNote : "tick \(drawing.origin), \(drawing.originNote)"
    }

    // MARK: SVG

    private static let palette = ["#f6c344", "#7fc7e8", "#a6d98c", "#f19c79", "#c3a6e0", "#f7a8c4", "#9fd8cb", "#e0c48c"]

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// The picture: a label and a time arrow per stage, each event a marble (or a bar, or a
    /// cross) at its exact time, a subscription as a band from `^` to `!`, the legend and notes
    /// under each arrow, and a ruler of ticks under all.
    static func svg(_ diagram: MarbleDiagram, _ drawing: MarbleDrawing) -> String {
        let charWidth = 7.0
        let labelWidth = Double(drawing.stages.map(\.label.count).max() ?? 0) * charWidth + 20
        let frames = max(drawing.frames, 1)
        let frameWidth = max(10, min(36, (840 - labelWidth - 40) / Double(frames)))
        let x0 = labelWidth + 24
        let arrowEnd = x0 + Double(frames) * frameWidth + 16
        let radius = min(11, frameWidth * 0.5 + 2)
        var rows: [String] = []
        var y = 16.0
        var colors: [Character: String] = [:]
        func color(_ symbol: Character) -> String {
            if let known = colors[symbol] { return known }
            let chosen = palette[colors.count % palette.count]
            colors[symbol] = chosen
            return chosen
        }
        func x(_ time: Int) -> Double {
            x0 + Double(time - drawing.origin) / Double(drawing.ticksPerFrame) * frameWidth
        }
        for stage in drawing.stages {
            y += 22
            rows.append("<text x=\"\(number(labelWidth))\" y=\"\(number(y + 4))\" text-anchor=\"end\" class=\"label\">\(escaped(stage.label))</text>")
            rows.append("<line x1=\"\(number(x0 - 6))\" y1=\"\(number(y))\" x2=\"\(number(arrowEnd))\" y2=\"\(number(y))\" class=\"arrow\"/>")
            rows.append("<path d=\"M\(number(arrowEnd + 8)) \(number(y)) L\(number(arrowEnd)) \(number(y - 5)) L\(number(arrowEnd)) \(number(y + 5)) Z\" class=\"head\"/>")
            if stage.isSubscription {
                let start = stage.marks.first { $0.symbol == "^" }.map { x($0.time) }
                let end = stage.marks.first { $0.symbol == "!" }.map { x($0.time) }
                if let start {
                    let stop = end ?? arrowEnd
                    rows.append("<rect x=\"\(number(start))\" y=\"\(number(y - 5))\" width=\"\(number(max(2, stop - start)))\" height=\"10\" class=\"band\"/>")
                    rows.append("<line x1=\"\(number(start))\" y1=\"\(number(y - 11))\" x2=\"\(number(start))\" y2=\"\(number(y + 11))\" class=\"sub\"/>")
                    if let end {
                        rows.append("<line x1=\"\(number(end))\" y1=\"\(number(y - 11))\" x2=\"\(number(end))\" y2=\"\(number(y + 11))\" class=\"sub\"/>")
                    }
                }
            } else {
                // Events at one time (a group) are set side by side, in their order, joined by a
                // bracket, since they all happen in that instant.
                var index = 0
                while index < stage.marks.count {
                    var last = index
                    while last + 1 < stage.marks.count, stage.marks[last + 1].time == stage.marks[index].time { last += 1 }
                    let base = x(stage.marks[index].time)
                    if last > index {
                        let span = Double(last - index) * (radius * 2 + 2)
                        rows.append("<path d=\"M\(number(base)) \(number(y + radius + 3)) v3 h\(number(span)) v-3\" class=\"group\"/>")
                    }
                    for (offset, mark) in stage.marks[index ... last].enumerated() {
                        let cx = base + Double(offset) * (radius * 2 + 2)
                        switch mark.symbol {
                        case "|":
                            rows.append("<line x1=\"\(number(cx))\" y1=\"\(number(y - 13))\" x2=\"\(number(cx))\" y2=\"\(number(y + 13))\" class=\"end\"/>")
                        case "#":
                            rows.append("<path d=\"M\(number(cx - 8)) \(number(y - 8)) L\(number(cx + 8)) \(number(y + 8)) M\(number(cx - 8)) \(number(y + 8)) L\(number(cx + 8)) \(number(y - 8))\" class=\"error\"/>")
                        default:
                            rows.append("<circle cx=\"\(number(cx))\" cy=\"\(number(y))\" r=\"\(number(radius))\" fill=\"\(color(mark.symbol))\" class=\"marble\"/>")
                            rows.append("<text x=\"\(number(cx))\" y=\"\(number(y + 4))\" text-anchor=\"middle\" class=\"key\">\(escaped(String(mark.symbol)))</text>")
                        }
                    }
                    index = last + 1
                }
            }
            let captions = (stage.legend.isEmpty ? [] : ["where " + stage.legend.joined(separator: ", ")]) + stage.notes
            for caption in captions {
                y += 16
                rows.append("<text x=\"\(number(x0))\" y=\"\(number(y + 10))\" class=\"note\">\(escaped(caption))</text>")
            }
            y += 14
        }
        // The ruler: a mark every frame, the tick written every five.
        y += 12
        rows.append("<line x1=\"\(number(x0))\" y1=\"\(number(y))\" x2=\"\(number(x0 + Double(frames) * frameWidth))\" y2=\"\(number(y))\" class=\"ruler\"/>")
        for frame in 0 ... frames {
            let position = x0 + Double(frame) * frameWidth
            let long = frame % 5 == 0
            rows.append("<line x1=\"\(number(position))\" y1=\"\(number(y))\" x2=\"\(number(position))\" y2=\"\(number(y + (long ? 6 : 3)))\" class=\"ruler\"/>")
            if long {
                rows.append("<text x=\"\(number(position))\" y=\"\(number(y + 18))\" text-anchor=\"middle\" class=\"tick\">\(drawing.origin + frame * drawing.ticksPerFrame)</text>")
            }
        }
        rows.append("<text x=\"\(number(labelWidth))\" y=\"\(number(y + 18))\" text-anchor=\"end\" class=\"tick\">virtual time</text>")
        let width = max(arrowEnd + 16, x0 + Double(drawing.stages.flatMap { $0.legend + $0.notes }.map(\.count).max() ?? 0) * 6.2 + 16)
        let height = y + 28
        let style = """
        <style>
        text { font-family: -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif; fill: #24292f; }
        .label { font-size: 13px; }
        .key { font-size: 12px; font-weight: bold; font-family: Menlo, Consolas, monospace; }
        .note, .tick { font-size: 11px; fill: #57606a; }
        .arrow, .ruler { stroke: #24292f; stroke-width: 1.5; }
        .ruler { stroke: #8c959f; stroke-width: 1; }
        .head { fill: #24292f; }
        .marble { stroke: #24292f; stroke-width: 1.5; }
        .end { stroke: #24292f; stroke-width: 3; }
        .error { stroke: #cf222e; stroke-width: 3; fill: none; }
        .group { stroke: #57606a; stroke-width: 1; fill: none; }
        .band { fill: #d0d7de; }
        .sub { stroke: #24292f; stroke-width: 2; }
        </style>
        """
        return (["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width.rounded(.up)))\" height=\"\(number(height.rounded(.up)))\" viewBox=\"0 0 \(number(width.rounded(.up))) \(number(height.rounded(.up)))\" role=\"img\" aria-label=\"\(escaped("marble diagram \(diagram.name): \(diagram.title)"))\">",
                  "<title>\(escaped("\(diagram.name): \(diagram.title)"))</title>",
                  style,
                  "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"]
                + rows + ["</svg>"]).joined(separator: "\n") + "\n"
    }
}

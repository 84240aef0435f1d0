import Foundation

/// What a directive of Chapters/AUTHORING.md asks for.
enum Directive: Equatable {
    /// `<!-- include: PATH#REGION -->`, or `<!-- include: PATH -->` for a whole file;
    /// `<!-- include: PATH#REGION without INNER, ... -->` leaves out regions nested inside it.
    case include(path: String, region: String?, without: [String])
    /// `<!-- demo-output: NN NAME -->`, or `<!-- demo-output: NN -->` for all of a chapter's demos.
    case demoOutput(chapter: Int, name: String?)
    /// `<!-- trace: NN NAME -->`: the sequence diagram `rxbook trace NAME` prints for chapter NN's
    /// traced demo.
    case trace(chapter: Int, name: String)
    /// `<!-- marbles: NN NAME -->`: chapter NN's marble diagram `rxbook marbles NAME` draws, as
    /// its SVG picture above its text.
    case marbles(chapter: Int, name: String)
    /// `<!-- skip: PATH#REGION: reason -->`, or `<!-- skip: PATH: reason -->` for a whole file:
    /// code the chapter leaves out on purpose, whose block is a one-line pointer to it.
    case skip(path: String, region: String?, reason: String)
    /// `<!-- exercises: NN -->`: the list of chapter NN's exercises, from Exercises/exercises.json.
    case exercises(chapter: Int)

    /// The comment that closes the directive's block.
    var endComment: String {
        switch self {
        case .include: return "<!-- end include -->"
        case .demoOutput: return "<!-- end demo-output -->"
        case .trace: return "<!-- end trace -->"
        case .marbles: return "<!-- end marbles -->"
        case .exercises: return "<!-- end exercises -->"
        case .skip: return "<!-- end skip -->"
        }
    }

    /// `PATH#REGION` or `PATH`, as a reader would name the code.
    var target: String {
        switch self {
        case let .include(path, region, _), let .skip(path, region, _):
            return region.map { "\(path)#\($0)" } ?? path
        case let .demoOutput(chapter, name):
            let number = chapter < 10 ? "0\(chapter)" : "\(chapter)"
            return name.map { "\(number) \($0)" } ?? number
        case let .exercises(chapter):
            return chapter < 10 ? "0\(chapter)" : "\(chapter)"
        case let .trace(chapter, name), let .marbles(chapter, name):
            return "\(chapter < 10 ? "0\(chapter)" : "\(chapter)") \(name)"
        }
    }
}

/// A chapter's README cut into what weave leaves alone and what it rewrites.
struct ParsedDocument {
    enum Segment {
        /// One line of prose (cites in it are rewritten), or of a fenced code block of the prose.
        case line(number: Int, text: String, isCode: Bool)
        /// A directive that opens a block, the block's current lines, and its end comment.
        case block(directive: Directive, openLine: Int, opening: String, body: [String], closing: String)
    }

    let path: String
    let segments: [Segment]
    let problems: [WeaveProblem]
    let endsWithNewline: Bool

    init(path: String, text: String) {
        self.path = path
        endsWithNewline = text.hasSuffix("\n")
        let lines = splitLines(text)
        var segments: [Segment] = []
        var problems: [WeaveProblem] = []
        var fence = FenceTracker()
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let number = index + 1
            if fence.isCode(line) {
                segments.append(.line(number: number, text: line, isCode: true))
                index += 1
                continue
            }
            switch ParsedDocument.parseDirective(line) {
            case .none:
                segments.append(.line(number: number, text: line, isCode: false))
                index += 1
            case let .failure(message):
                problems.append(WeaveProblem(file: path, line: number, message: message))
                segments.append(.line(number: number, text: line, isCode: false))
                index += 1
            case let .directive(directive):
                let end = directive.endComment
                var closing: Int?
                var interrupted: Int?
                var scan = index + 1
                while scan < lines.count {
                    switch ParsedDocument.parseDirective(lines[scan]) {
                    case let .strayEnd(comment) where comment == end:
                        closing = scan
                    case .directive, .strayEnd:
                        interrupted = scan
                    case .none, .failure:
                        break
                    }
                    if closing != nil || interrupted != nil {
                        break
                    }
                    scan += 1
                }
                guard let closing else {
                    let place = interrupted.map { "before the next directive at line \($0 + 1)" } ?? "before the end of the file"
                    problems.append(WeaveProblem(file: path, line: number, message: "`\(line.trimmedSpaces)` has no `\(end)` \(place): write the end comment on its own line after it"))
                    segments.append(.line(number: number, text: line, isCode: false))
                    index += 1
                    continue
                }
                segments.append(.block(directive: directive, openLine: number, opening: line,
                                       body: Array(lines[(index + 1)..<closing]), closing: lines[closing]))
                index = closing + 1
            case let .strayEnd(comment):
                problems.append(WeaveProblem(file: path, line: number, message: "`\(comment)` closes no directive"))
                segments.append(.line(number: number, text: line, isCode: false))
                index += 1
            }
        }
        self.segments = segments
        self.problems = problems
    }

    enum LineKind {
        case none
        case directive(Directive)
        case strayEnd(String)
        case failure(String)
    }

    /// Reads one line as a directive, if it is one. A directive is an HTML comment alone on its
    /// line (indented by at most three spaces, so an example in an indented code block is not one).
    static func parseDirective(_ line: String) -> LineKind {
        guard startsAfterIndentation(line, with: "<") else { return .none }
        let indent = line.prefix { $0 == " " }.count
        let trimmed = line.trimmedSpaces
        guard indent < 4, trimmed.hasPrefix("<!--") else { return .none }
        let keywords = ["include", "skip", "demo-output", "exercises", "trace", "marbles"]
        var inner = trimmed.dropFirst(4).trimmedSpaces
        guard inner.hasSuffix("-->") else {
            if keywords.contains(where: { inner.hasPrefix("\($0):") }) {
                return .failure("a directive is one line: end it with ` -->` on the same line")
            }
            return .none
        }
        inner = String(inner.dropLast(3)).trimmedSpaces
        let words = inner.split(separator: " ")
        if words.count == 2, words[0] == "end", ["include", "skip", "demo-output", "exercises", "trace", "marbles"].contains(words[1]) {
            // Spelled the one way, so a block's end is found however it was spaced.
            return .strayEnd("<!-- end \(words[1]) -->")
        }
        guard let colon = inner.firstIndex(of: ":") else { return .none }
        let keyword = inner[..<colon].trimmedSpaces
        let argument = inner[inner.index(after: colon)...].trimmedSpaces
        switch keyword {
        case "include":
            let pieces = argument.components(separatedBy: " without ")
            let target = pieces[0].trimmedSpaces
            guard !target.isEmpty, !target.contains(" "), pieces.count <= 2 else {
                return .failure("write `<!-- include: PATH#REGION -->` (or `<!-- include: PATH -->` for a whole file), the path from the package root")
            }
            let without = pieces.count == 2 ? pieces[1].split(separator: ",").map { $0.trimmedSpaces } : []
            if pieces.count == 2, without.isEmpty || without.contains(where: { $0.isEmpty || $0.contains(" ") }) {
                return .failure("write `<!-- include: PATH#REGION without INNER -->`, naming regions nested inside REGION, separated by commas")
            }
            let (path, region) = splitTarget(target)
            if region?.isEmpty == true {
                return .failure("`\(target)` names no region after `#`")
            }
            return .directive(.include(path: path, region: region, without: without))
        case "skip":
            // PATH#REGION: reason, or PATH: reason.
            guard let reasonColon = argument.firstIndex(of: ":") else {
                return .failure("a skip needs a one-line reason: `<!-- skip: PATH#REGION: why the chapter leaves it out -->`")
            }
            let target = argument[..<reasonColon].trimmedSpaces
            let reason = argument[argument.index(after: reasonColon)...].trimmedSpaces
            guard !target.isEmpty, !target.contains(" ") else {
                return .failure("write `<!-- skip: PATH#REGION: reason -->`, the path from the package root")
            }
            guard !reason.isEmpty else {
                return .failure("the skip of `\(target)` gives no reason: write `<!-- skip: \(target): why the chapter leaves it out -->`")
            }
            let (path, region) = splitTarget(target)
            return .directive(.skip(path: path, region: region, reason: reason))
        case "demo-output":
            let words = argument.split(separator: " ").map(String.init)
            guard (1...2).contains(words.count), let chapter = Int(words[0]) else {
                return .failure("write `<!-- demo-output: NN NAME -->`: a chapter number, then the demo's name (`rxbook demo NN` lists them)")
            }
            return .directive(.demoOutput(chapter: chapter, name: words.count == 2 ? words[1] : nil))
        case "trace":
            let words = argument.split(separator: " ").map(String.init)
            guard words.count == 2, let chapter = Int(words[0]) else {
                return .failure("write `<!-- trace: NN NAME -->`: a chapter number, then the traced demo's name (`rxbook trace` lists them)")
            }
            return .directive(.trace(chapter: chapter, name: words[1]))
        case "marbles":
            let words = argument.split(separator: " ").map(String.init)
            guard words.count == 2, let chapter = Int(words[0]) else {
                return .failure("write `<!-- marbles: NN NAME -->`: a chapter number, then the marble diagram's name (`rxbook marbles` lists them)")
            }
            return .directive(.marbles(chapter: chapter, name: words[1]))
        case "exercises":
            guard let chapter = Int(argument) else {
                return .failure("write `<!-- exercises: NN -->`: the chapter whose exercises to list")
            }
            return .directive(.exercises(chapter: chapter))
        default:
            return .none
        }
    }

    private static func splitTarget(_ target: String) -> (String, String?) {
        guard let hash = target.firstIndex(of: "#") else { return (target, nil) }
        return (String(target[..<hash]), String(target[target.index(after: hash)...]))
    }

    /// The directives of the document, in order, with their lines.
    var directives: [(directive: Directive, line: Int)] {
        segments.compactMap { segment in
            switch segment {
            case let .block(directive, line, _, _, _):
                return (directive, line)
            case .line:
                return nil
            }
        }
    }
}

/// Tells which lines of a Markdown text belong to fenced code blocks (```` ``` ```` or `~~~`).
struct FenceTracker {
    private var open: (character: Character, count: Int)?

    /// True when the line is a fence or inside a fenced block; updates the state.
    mutating func isCode(_ line: String) -> Bool {
        if open == nil, !startsAfterIndentation(line, with: "`"), !startsAfterIndentation(line, with: "~") {
            return false
        }
        let indent = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(indent)
        let marker = rest.first
        let run = (marker == "`" || marker == "~") && indent < 4 ? rest.prefix { $0 == marker }.count : 0
        if let current = open {
            if run >= current.count, marker == current.character,
               rest.dropFirst(run).trimmedSpaces.isEmpty {
                open = nil
            }
            return true
        }
        if run >= 3, let marker {
            open = (marker, run)
            return true
        }
        return false
    }
}

/// A cite in a line of prose: ``[`testName`](target)``.
struct CiteLink {
    /// `testName` or `ClassName.testName`.
    let reference: String
    /// The range of the target between the parentheses.
    let targetRange: Range<Int>
    let target: String
}

/// Finds the cites in a line: links whose text is a test's name in backticks and whose target
/// is `test` (not woven yet) or a file under `Tests/` (woven before).
func findCites(in line: String) -> [CiteLink] {
    guard line.containsBytes("[`") else { return [] }
    let characters = Array(line)
    let code = codeSpanMask(characters)
    var found: [CiteLink] = []
    var index = 0
    while index + 1 < characters.count {
        guard characters[index] == "[", characters[index + 1] == "`", !code[index] else {
            index += 1
            continue
        }
        var scan = index + 2
        while scan < characters.count, characters[scan].isLetter || characters[scan].isNumber || characters[scan] == "_" || characters[scan] == "." {
            scan += 1
        }
        let reference = String(characters[(index + 2)..<scan])
        guard scan + 2 < characters.count, characters[scan] == "`", characters[scan + 1] == "]", characters[scan + 2] == "(" else {
            index += 1
            continue
        }
        let targetStart = scan + 3
        guard let close = characters[targetStart...].firstIndex(of: ")") else { break }
        let target = String(characters[targetStart..<close])
        let name = reference.split(separator: ".").last.map(String.init) ?? reference
        let isTestTarget = target == "test" || (target.contains("Tests/") && target.contains(".swift#L"))
        if name.hasPrefix("test"), !reference.hasPrefix("."), !reference.hasSuffix("."), isTestTarget {
            found.append(CiteLink(reference: reference, targetRange: targetStart..<close, target: target))
        }
        index = close + 1
    }
    return found
}

/// For each character of a line, whether it lies inside an inline code span.
func codeSpanMask(_ characters: [Character]) -> [Bool] {
    var mask = Array(repeating: false, count: characters.count)
    var index = 0
    while index < characters.count {
        guard characters[index] == "`" else {
            index += 1
            continue
        }
        let run = characters[index...].prefix { $0 == "`" }.count
        var scan = index + run
        var closing: Int?
        while scan < characters.count {
            if characters[scan] == "`" {
                let other = characters[scan...].prefix { $0 == "`" }.count
                if other == run {
                    closing = scan
                    break
                }
                scan += other
            } else {
                scan += 1
            }
        }
        guard let closing else {
            index += run
            continue
        }
        for position in index..<(closing + run) {
            mask[position] = true
        }
        index = closing + run
    }
    return mask
}

import Foundation

/// Resolves the chapter fences of a source file for one chapter's state: a snapshot shows the
/// code as it stands at the end of that chapter, with no `#if CHNN` left to read around.
///
/// A fence is a conditional compilation group whose every condition is a chapter condition,
/// `CHNN` or `!CHNN` (with `#else`, `#elseif` allowed). Such a group is replaced by the branch that
/// is true at the chapter; a fence that is true keeps its lines and loses its `#if`/`#endif`, one
/// that is false disappears, and a named region left with no code in it (the fence and the comment
/// that says which chapter explains it) disappears with it. Any other group (`#if DEBUG`,
/// `#if os(Linux)`, or a condition that mixes a chapter with something else) is kept as written,
/// with the fences inside it resolved.
struct FenceResolver {
    /// The chapter whose state the file is resolved for: `CHNN` is true for NN up to it.
    let chapter: Int

    /// One line of the resolved text and the line of the original it came from (1-based).
    struct Line: Equatable {
        let text: String
        let sourceLine: Int
    }

    /// The resolved file: its lines, each mapped to the original's line number.
    struct Resolved {
        let lines: [Line]

        var text: String { lines.map(\.text).joined(separator: "\n") }

        /// Whether anything other than blank lines, comments and imports is left: a file with
        /// none of those compiles to nothing and is left out of a snapshot.
        var hasCode: Bool {
            lines.contains { FenceResolver.isCode($0.text) }
        }
    }

    /// A parse error in the original's conditional compilation (an `#endif` with no `#if`, say).
    struct Malformed: Error, CustomStringConvertible {
        let line: Int
        let problem: String
        var description: String { "line \(line): \(problem)" }
    }

    func resolve(_ source: String) throws -> Resolved {
        let texts = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        let nodes = try Self.parseNodes(texts, &index, inGroup: false)
        var output: [Line] = []
        emit(nodes, into: &output)
        return Resolved(lines: Self.removingEmptyRegions(Self.collapsingBlankRuns(output)))
    }

    // MARK: Parsing

    indirect enum Node {
        case line(Line)
        /// `#if` … `#endif`: each branch's directive line and contents; the `#endif` line.
        case group(branches: [(directive: Line, body: [Node])], end: Line)
    }

    private static func directive(_ text: String) -> (keyword: String, condition: String)? {
        let trimmed = text.trimmedForFences
        guard trimmed.hasPrefix("#") else { return nil }
        for keyword in ["#if", "#elseif", "#else", "#endif"] {
            if trimmed == keyword {
                return (keyword, "")
            }
            if trimmed.hasPrefix(keyword + " ") || trimmed.hasPrefix(keyword + "\t") {
                let condition = trimmed.dropFirst(keyword.count).trimmedForFences
                return (keyword, stripComment(condition))
            }
        }
        return nil
    }

    private static func stripComment(_ condition: String) -> String {
        guard let range = condition.range(of: "//") else { return condition }
        return condition[..<range.lowerBound].trimmedForFences
    }

    private static func parseNodes(_ texts: [String], _ index: inout Int, inGroup: Bool) throws -> [Node] {
        var nodes: [Node] = []
        while index < texts.count {
            let text = texts[index]
            let line = Line(text: text, sourceLine: index + 1)
            guard let found = directive(text) else {
                nodes.append(.line(line))
                index += 1
                continue
            }
            switch found.keyword {
            case "#if":
                index += 1
                var branches: [(directive: Line, body: [Node])] = []
                var directiveLine = line
                while true {
                    let body = try parseNodes(texts, &index, inGroup: true)
                    branches.append((directiveLine, body))
                    guard index < texts.count else {
                        throw Malformed(line: line.sourceLine, problem: "`#if` with no `#endif`")
                    }
                    let closing = Line(text: texts[index], sourceLine: index + 1)
                    index += 1
                    if directive(closing.text)?.keyword == "#endif" {
                        nodes.append(.group(branches: branches, end: closing))
                        break
                    }
                    directiveLine = closing
                }
            default:
                // `#elseif`, `#else`, `#endif`: the end of the current branch.
                guard inGroup else {
                    throw Malformed(line: index + 1, problem: "`\(found.keyword)` with no `#if`")
                }
                return nodes
            }
        }
        return nodes
    }

    // MARK: Resolving

    /// The value of a chapter condition, `CHNN` or `!CHNN`, at this chapter; nil for anything else.
    func value(ofChapterCondition condition: String) -> Bool? {
        var text = condition.trimmedForFences
        while text.hasPrefix("("), text.hasSuffix(")") {
            text = String(text.dropFirst().dropLast()).trimmedForFences
        }
        var negated = false
        if text.hasPrefix("!") {
            negated = true
            text = String(text.dropFirst()).trimmedForFences
        }
        guard let number = Self.chapterNumber(ofCondition: text) else { return nil }
        return (number <= chapter) != negated
    }

    /// `12` for `CH12`; nil for anything that is not exactly a chapter condition.
    static func chapterNumber(ofCondition text: String) -> Int? {
        guard text.count == 4, text.hasPrefix("CH"), let number = Int(text.dropFirst(2)) else { return nil }
        return number
    }

    private func emit(_ nodes: [Node], into output: inout [Line]) {
        for node in nodes {
            switch node {
            case .line(let line):
                output.append(line)
            case .group(let branches, let end):
                let values = branches.map { branch -> Bool? in
                    let found = Self.directive(branch.directive.text)
                    return found?.keyword == "#else" ? true : value(ofChapterCondition: found?.condition ?? "")
                }
                if values.allSatisfy({ $0 != nil }) {
                    // A fence: keep the first true branch's contents, without directives.
                    if let chosen = values.firstIndex(where: { $0 == true }) {
                        emit(branches[chosen].body, into: &output)
                    }
                } else {
                    for branch in branches {
                        output.append(branch.directive)
                        emit(branch.body, into: &output)
                    }
                    output.append(end)
                }
            }
        }
    }

    // MARK: Tidying what a removed fence leaves

    static func isCode(_ text: String) -> Bool {
        let trimmed = text.trimmedForFences
        return !(trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("import ")
            || trimmed.hasPrefix("@testable import ") || trimmed.hasPrefix("@_exported import "))
    }

    /// The name of a `// region: NAME` or `// endregion: NAME` marker line.
    static func regionMarker(_ text: String) -> (isStart: Bool, name: String)? {
        let trimmed = text.trimmedForFences
        if trimmed.hasPrefix("// region: ") {
            return (true, String(trimmed.dropFirst("// region: ".count)))
        }
        if trimmed.hasPrefix("// endregion: ") {
            return (false, String(trimmed.dropFirst("// endregion: ".count)))
        }
        return nil
    }

    /// Removes a region whose lines became consecutive in the output although they were not in the
    /// original (a fence was taken out between them) and which holds no code any more.
    private static func removingEmptyRegions(_ lines: [Line]) -> [Line] {
        var result = lines
        var index = 0
        while index < result.count {
            guard let start = regionMarker(result[index].text), start.isStart else {
                index += 1
                continue
            }
            guard let endIndex = result[(index + 1)...].firstIndex(where: {
                regionMarker($0.text).map { !$0.isStart && $0.name == start.name } ?? false
            }) else {
                index += 1
                continue
            }
            let body = result[(index + 1)..<endIndex]
            let shrank = result[endIndex].sourceLine - result[index].sourceLine != endIndex - index
            if shrank && !body.contains(where: { isCode($0.text) }) {
                result.removeSubrange(index...endIndex)
                // Leave one blank line where the region was, not two.
                if index > 0, index < result.count,
                   result[index - 1].text.trimmedForFences.isEmpty,
                   result[index].text.trimmedForFences.isEmpty {
                    result.remove(at: index)
                }
                continue
            }
            index += 1
        }
        return result
    }

    /// Two blank lines that a removed fence brought together become one.
    private static func collapsingBlankRuns(_ lines: [Line]) -> [Line] {
        var result: [Line] = []
        for line in lines {
            if let last = result.last,
               last.text.trimmedForFences.isEmpty,
               line.text.trimmedForFences.isEmpty,
               line.sourceLine != last.sourceLine + 1 {
                continue
            }
            result.append(line)
        }
        return result
    }
}

extension StringProtocol {
    /// The text without spaces and tabs at either end: what the fence parser compares, done on
    /// the UTF-8 bytes because it runs on every line of every file of a snapshot.
    var trimmedForFences: String {
        let bytes = Array(utf8)
        guard let first = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
              let last = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return "" }
        if first == 0 && last == bytes.count - 1 { return String(self) }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}

import Foundation

/// One thing wrong with the book that weave refuses to write around, with the file and line to
/// fix. Printed as one line: `path:line: message`.
struct WeaveProblem: Error, Equatable, CustomStringConvertible {
    let file: String
    let line: Int
    let message: String

    var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}

/// A named region of a source file: the lines between `// region: NAME` and `// endregion: NAME`,
/// the marker lines left out.
struct SourceRegion: Equatable {
    let name: String
    /// The line of `// region: NAME` (lines count from 1).
    let markerLine: Int
    /// The line of `// endregion: NAME`.
    let endMarkerLine: Int

    var firstLine: Int { markerLine + 1 }
    var lastLine: Int { endMarkerLine - 1 }

    func contains(line: Int) -> Bool { line > markerLine && line < endMarkerLine }
}

/// Code a later chapter adds to a file: the lines from an `#if` whose condition names `CHNN`
/// to its `#endif` (the `#else` branch included: it is what the file says before chapter NN).
struct ChapterFence: Equatable {
    let chapter: Int
    let firstLine: Int
    let lastLine: Int
}

/// A Swift file as weave reads it: its lines, its named regions and its chapter fences.
struct SourceFile {
    /// The path from the package root.
    let path: String
    let lines: [String]
    let regions: [SourceRegion]
    let fences: [ChapterFence]
    /// Unclosed, unopened, crossing or duplicated region markers.
    let problems: [WeaveProblem]

    init(path: String, text: String) {
        self.path = path
        lines = splitLines(text)
        var regions: [SourceRegion] = []
        var problems: [WeaveProblem] = []
        var open: [(name: String, line: Int)] = []
        var firstSeen: [String: Int] = [:]
        var conditionStack: [(line: Int, chapters: Set<Int>)] = []
        var fences: [ChapterFence] = []
        for (index, raw) in lines.enumerated() {
            let number = index + 1
            guard startsAfterIndentation(raw, with: "/") || startsAfterIndentation(raw, with: "#") else { continue }
            let line = raw.trimmedSpaces
            if line.hasPrefix("// region:") {
                let name = line.dropFirst("// region:".count).trimmedSpaces
                if name.isEmpty {
                    problems.append(WeaveProblem(file: path, line: number, message: "a region marker needs a name: `// region: NAME`"))
                } else if let first = firstSeen[name] {
                    problems.append(WeaveProblem(file: path, line: number, message: "region \"\(name)\" is opened twice in this file (first at line \(first)); region names must be unique in a file"))
                } else {
                    firstSeen[name] = number
                    open.append((name, number))
                }
            } else if line.hasPrefix("// endregion:") {
                let name = line.dropFirst("// endregion:".count).trimmedSpaces
                if let top = open.last, top.name == name {
                    open.removeLast()
                    regions.append(SourceRegion(name: name, markerLine: top.line, endMarkerLine: number))
                } else if let position = open.lastIndex(where: { $0.name == name }) {
                    let inner = open[open.index(after: position)...].map { "\"\($0.name)\" (line \($0.line))" }
                    problems.append(WeaveProblem(file: path, line: number, message: "`// endregion: \(name)` crosses region \(inner.joined(separator: ", ")), which must close first: regions nest, they do not overlap"))
                    let opened = open[position]
                    open.remove(at: position)
                    regions.append(SourceRegion(name: name, markerLine: opened.line, endMarkerLine: number))
                } else if let top = open.last {
                    problems.append(WeaveProblem(file: path, line: number, message: "`// endregion: \(name)` does not match the open region \"\(top.name)\" (line \(top.line))"))
                } else {
                    problems.append(WeaveProblem(file: path, line: number, message: "`// endregion: \(name)` closes no open region"))
                }
            } else if line == "// region" || line == "// endregion" || line == "// endregion:" {
                problems.append(WeaveProblem(file: path, line: number, message: "a region marker needs a name: `// region: NAME` ... `// endregion: NAME`"))
            } else if line.hasPrefix("#if ") || line.hasPrefix("#if(") {
                conditionStack.append((number, chapterConditions(in: line)))
            } else if line.hasPrefix("#elseif ") || line.hasPrefix("#elseif(") {
                if !conditionStack.isEmpty {
                    conditionStack[conditionStack.count - 1].chapters.formUnion(chapterConditions(in: line))
                }
            } else if line.hasPrefix("#endif") {
                if let opened = conditionStack.popLast() {
                    for chapter in opened.chapters.sorted() {
                        fences.append(ChapterFence(chapter: chapter, firstLine: opened.line, lastLine: number))
                    }
                }
            }
        }
        for unclosed in open {
            problems.append(WeaveProblem(file: path, line: unclosed.line, message: "region \"\(unclosed.name)\" is never closed: add `// endregion: \(unclosed.name)`"))
        }
        self.regions = regions.sorted { $0.markerLine < $1.markerLine }
        self.fences = fences.sorted { ($0.firstLine, $0.chapter) < ($1.firstLine, $1.chapter) }
        self.problems = problems.sorted { $0.line < $1.line }
    }

    func region(named name: String) -> SourceRegion? {
        regions.first { $0.name == name }
    }

    /// The innermost region holding a line, if any.
    func innermostRegion(containing line: Int) -> SourceRegion? {
        regions.filter { $0.contains(line: line) }.min { ($0.endMarkerLine - $0.markerLine) < ($1.endMarkerLine - $1.markerLine) }
    }

    /// The fences of one chapter, without those nested inside another of the same chapter.
    func outermostFences(of chapter: Int) -> [ChapterFence] {
        let mine = fences.filter { $0.chapter == chapter }
        return mine.filter { fence in
            !mine.contains { $0 != fence && $0.firstLine <= fence.firstLine && $0.lastLine >= fence.lastLine }
        }
    }

    /// True when every line of code lies inside one fence of `chapter`: the file exists only
    /// from that chapter on.
    func isWhollyFenced(by chapter: Int) -> Bool {
        let codeLines = lines.indices.filter { index in
            let line = lines[index].trimmedSpaces
            return !line.isEmpty && !line.hasPrefix("//")
        }.map { $0 + 1 }
        guard let first = codeLines.first, let last = codeLines.last else { return false }
        return outermostFences(of: chapter).contains { $0.firstLine == first && $0.lastLine == last }
    }

    /// The lines a listing shows: the region's lines (or the whole file), nested region markers
    /// left out, and the common indentation removed.
    /// Whether the lines a listing of `region` spans hold a trace hook it leaves out.
    func hasTraceHooks(in region: SourceRegion?) -> Bool {
        let first = region?.firstLine ?? 1
        let last = region?.lastLine ?? lines.count
        guard first <= last else { return false }
        return lines[(first - 1)..<last].contains { $0.trimmedSpaces == "#if \(traceCondition)" }
    }

    func listingLines(of region: SourceRegion?, without left: [SourceRegion] = []) -> [String] {
        let range: ClosedRange<Int>
        if let region {
            guard region.firstLine <= region.lastLine else { return [] }
            range = region.firstLine...region.lastLine
        } else {
            guard !lines.isEmpty else { return [] }
            range = 1...lines.count
        }
        var shown: [String] = []
        // The debug-only trace hooks (`#if RXREADING_TRACE` ... `#endif`) are left out of every
        // listing: they draw the book's diagrams and do nothing the prose discusses.
        var traceDepth = 0
        var removedTraceBlock = false
        for number in range {
            let line = lines[number - 1]
            let directive = line.trimmedSpaces
            if traceDepth > 0 {
                if directive.hasPrefix("#if") { traceDepth += 1 }
                if directive.hasPrefix("#endif") { traceDepth -= 1 }
                if traceDepth == 0 { removedTraceBlock = true }
                continue
            }
            if directive == "#if \(traceCondition)" {
                traceDepth = 1
                continue
            }
            if removedTraceBlock {
                removedTraceBlock = false
                // A hook set off by blank lines leaves one blank line, not two.
                if directive.isEmpty, shown.last.map({ $0.trimmedSpaces.isEmpty }) ?? true {
                    continue
                }
            }
            if let gap = left.first(where: { $0.markerLine <= number && number <= $0.endMarkerLine }) {
                if number == gap.markerLine {
                    let indent = String(line.prefix { $0 == " " || $0 == "\t" })
                    shown.append("\(indent)// ... lines \(gap.firstLine)-\(gap.lastLine) (region \(gap.name)) are left out here")
                }
                continue
            }
            let trimmed = line.trimmedSpaces
            if !trimmed.hasPrefix("// region:") && !trimmed.hasPrefix("// endregion:") {
                shown.append(line)
            }
        }
        let indents = shown.filter { !$0.trimmedSpaces.isEmpty }
            .map { $0.prefix { $0 == " " || $0 == "\t" }.count }
        let common = indents.min() ?? 0
        return shown.map { line in
            line.trimmedSpaces.isEmpty ? "" : String(line.dropFirst(common))
        }
    }
}

/// The compilation condition of the library's debug-only trace hooks, which listings leave out.
let traceCondition = "RXREADING_TRACE"

/// The chapter numbers a compilation condition names: `CH09` in `#if CH09 && !os(Linux)`.
func chapterConditions(in line: String) -> Set<Int> {
    let characters = Array(line)
    var found: Set<Int> = []
    var index = 0
    while index + 3 < characters.count {
        if characters[index] == "C", characters[index + 1] == "H",
           characters[index + 2].isASCII, characters[index + 2].isNumber,
           characters[index + 3].isASCII, characters[index + 3].isNumber {
            let before = index == 0 ? " " : characters[index - 1]
            let after = index + 4 < characters.count ? characters[index + 4] : " "
            if !(before.isLetter || before.isNumber || before == "_"), !(after.isLetter || after.isNumber || after == "_"),
               let number = Int(String(characters[(index + 2)...(index + 3)])) {
                found.insert(number)
            }
            index += 4
        } else {
            index += 1
        }
    }
    return found
}

/// A text's lines, without the empty line a final newline would add (and without `\r`).
func splitLines(_ text: String) -> [String] {
    var text = text
    var lines: [String] = []
    text.withUTF8 { bytes in
        var start = 0
        func take(_ end: Int) {
            var last = end
            if last > start, bytes[last - 1] == UInt8(ascii: "\r") { last -= 1 }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<last]), as: UTF8.self))
        }
        for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "\n") {
            take(index)
            start = index + 1
        }
        if start < bytes.count {
            take(bytes.count)
        }
    }
    return lines
}

/// The line without its leading spaces and tabs, and how many there were.
func leadingWhitespace(_ line: String) -> Int {
    var count = 0
    for byte in line.utf8 {
        guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else { break }
        count += 1
    }
    return count
}

/// True when the line's first character after its indentation is `character`: a cheap test
/// before parsing a line further.
func startsAfterIndentation(_ line: String, with character: Unicode.Scalar) -> Bool {
    for byte in line.utf8 where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
        return byte == UInt8(character.value)
    }
    return false
}

/// The Swift files below a folder of the root, as paths from the root, sorted; empty when the
/// folder does not exist.
func swiftFilesRecursively(root: URL, folder: String) -> [String] {
    let base = root.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
    var found: [String] = []
    while let next = enumerator.nextObject() as? String {
        if next.hasSuffix(".swift") {
            found.append("\(folder)/\(next)")
        }
    }
    return found.sorted()
}

extension String {
    /// The string without leading and trailing spaces and tabs (Foundation's trimming goes
    /// through NSString, which is slow on the long files weave reads).
    var trimmedSpaces: String {
        let bytes = Array(utf8)
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        if start == 0, end == bytes.count { return self }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether the string contains `needle`, compared byte by byte.
    func containsBytes(_ needle: String) -> Bool {
        let haystack = Array(utf8)
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, haystack.count >= pattern.count else { return pattern.isEmpty }
        var index = 0
        while index + pattern.count <= haystack.count {
            if haystack[index] == pattern[0], Array(haystack[index..<(index + pattern.count)]) == pattern {
                return true
            }
            index += 1
        }
        return false
    }
}

extension Substring {
    var trimmedSpaces: String { String(self).trimmedSpaces }
}

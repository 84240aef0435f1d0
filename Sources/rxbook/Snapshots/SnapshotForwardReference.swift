import Foundation

/// A compiler error in a chapter's state that says the code used a name the state does not
/// have: "cannot find 'X' in scope", "cannot find type 'X' in scope", or "type 'T' has no member
/// 'x'" (a static method such as `create` that a later chapter adds in an extension).
struct MissingName: Equatable {
    /// The file as the compiler named it, relative to the snapshot's root.
    let path: String
    let line: Int
    let name: String
    let isMember: Bool

    /// Finds every missing-name error in a build log; each file, line and name once, in order.
    /// `root` is the snapshot folder the compiler saw, so the paths come back relative to it.
    static func parse(buildLog: String, root: String) -> [MissingName] {
        let pattern = #"^(.+?\.swift):([0-9]+):[0-9]+: error: (?:cannot find (?:type )?'([A-Za-z_][A-Za-z0-9_]*)' in scope|type '[^']+' has no member '([A-Za-z_][A-Za-z0-9_]*)'|value of type '[^']+' has no member '([A-Za-z_][A-Za-z0-9_]*)')"#
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { return [] }
        let text = buildLog as NSString
        var found: [MissingName] = []
        let prefix = root.hasSuffix("/") ? root : root + "/"
        for match in expression.matches(in: buildLog, range: NSRange(location: 0, length: text.length)) {
            var path = text.substring(with: match.range(at: 1))
            if path.hasPrefix(prefix) {
                path = String(path.dropFirst(prefix.count))
            }
            guard let line = Int(text.substring(with: match.range(at: 2))) else { continue }
            var name = ""
            var isMember = false
            if match.range(at: 3).location != NSNotFound {
                name = text.substring(with: match.range(at: 3))
            } else if match.range(at: 4).location != NSNotFound {
                name = text.substring(with: match.range(at: 4))
                isMember = true
            } else if match.range(at: 5).location != NSNotFound {
                name = text.substring(with: match.range(at: 5))
                isMember = true
            }
            let missing = MissingName(path: path, line: line, name: name, isMember: isMember)
            if !found.contains(missing) {
                found.append(missing)
            }
        }
        return found
    }
}

/// Where the book declares a name: the chapter that brings it in, and the file and line.
///
/// A declaration in chapter MM's slice belongs to chapter MM, unless it sits inside a
/// `#if CHKK` fence for a later chapter KK, which then is the chapter that brings it in.
struct Declaration: Equatable {
    let name: String
    let chapter: Int
    let path: String
    let line: Int

    /// Every declaration of `name` in the chapters' slices (types, functions, properties, cases).
    static func find(_ name: String, in workspace: Workspace) -> [Declaration] {
        var found: [Declaration] = []
        for entry in tableOfContents {
            for file in workspace.swiftFiles(in: entry.sourceFolder) {
                let path = "\(entry.sourceFolder)/\(file)"
                found += find(name, inSource: workspace.text(of: path), path: path, chapter: entry.number)
            }
        }
        return found.sorted { ($0.chapter, $0.path, $0.line) < ($1.chapter, $1.path, $1.line) }
    }

    static func find(_ name: String, inSource source: String, path: String, chapter: Int) -> [Declaration] {
        let keywords = "class|struct|enum|protocol|typealias|actor|associatedtype|func|var|let|case"
        let pattern = #"(?:^|[\s(,])(?:"# + keywords + #")\s+"# + NSRegularExpression.escapedPattern(for: name) + #"(?![A-Za-z0-9_])"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        var found: [Declaration] = []
        var fences: [Int?] = [] // the chapter of each open `#if`, nil for other conditions
        for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            let trimmed = line.trimmedForFences
            if trimmed.hasPrefix("#if ") {
                let condition = trimmed.dropFirst(4).trimmedForFences
                fences.append(FenceResolver.chapterNumber(ofCondition: condition))
                continue
            }
            if trimmed.hasPrefix("#else") || trimmed.hasPrefix("#elseif") {
                if !fences.isEmpty { fences[fences.count - 1] = nil }
                continue
            }
            if trimmed.hasPrefix("#endif") {
                _ = fences.popLast()
                continue
            }
            if trimmed.hasPrefix("//") || !line.contains(name) { continue }
            let range = NSRange(location: 0, length: (line as NSString).length)
            if expression.firstMatch(in: line, range: range) != nil {
                let fenced = fences.compactMap { $0 }.max() ?? 0
                found.append(Declaration(name: name, chapter: max(chapter, fenced), path: path, line: index + 1))
            }
        }
        return found
    }
}

/// A chapter's state that uses a name only a later chapter brings in: what verify-snapshots
/// reports instead of the compiler's error.
struct ForwardReference: Equatable {
    let chapter: Int
    /// Where the use is, in the book (the snapshot's line mapped back to the file's own).
    let path: String
    let line: Int
    let name: String
    let declaration: Declaration

    var message: String {
        let number = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        let title = tableOfContents.first { $0.number == declaration.chapter }.map { " (\($0.title))" } ?? ""
        return "\(path):\(line): chapter \(number(chapter)) reaches forward to '\(name)', which chapter "
            + "\(number(declaration.chapter))\(title) brings in at \(declaration.path):\(declaration.line); "
            + "move the use to chapter \(number(declaration.chapter)) or fence it with `#if CH\(number(declaration.chapter))`"
    }

    /// The forward references among a failed build's missing names: those whose name a chapter
    /// after `chapter` declares (the earliest such chapter is named). Names no later chapter
    /// declares are ordinary errors, not forward references.
    static func find(in missing: [MissingName], chapter: Int, snapshot: Snapshot?,
                     declarations: (String) -> [Declaration]) -> [ForwardReference] {
        var found: [ForwardReference] = []
        var cache: [String: [Declaration]] = [:]
        for use in missing {
            let declared = cache[use.name] ?? declarations(use.name)
            cache[use.name] = declared
            guard let first = declared.first(where: { $0.chapter > chapter }) else { continue }
            // A name that the state already declares is some other error (a misspelt member on
            // a type that has one of that name elsewhere), not a reach forward.
            if declared.contains(where: { $0.chapter <= chapter }) && !use.isMember { continue }
            let origin = snapshot?.origin(ofPath: use.path, line: use.line) ?? (use.path, use.line)
            let reference = ForwardReference(chapter: chapter, path: origin.path, line: origin.line,
                                             name: use.name, declaration: first)
            if !found.contains(reference) {
                found.append(reference)
            }
        }
        return found
    }
}

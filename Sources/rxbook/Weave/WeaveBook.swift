import Foundation

/// Gathers the woven READMEs into book.md: a title, a linked table of contents, the preface,
/// the chapters by part, each opening with what it adds and revisits, then the appendices.
/// Every relative link is rewritten to be right from the file it lands in, and links between
/// chapters become links inside the book. Past the size limit, book.md keeps the contents and
/// the preface and each part becomes a file of `book/`.
struct BookWriter {
    let weaver: Weaver
    let documents: [WovenDocument]

    struct File {
        let path: String
        let text: String
        /// For each line, the README it came from (nil for what weave generates).
        let lineSources: [String?]
    }

    /// A line of a book file, with the folder its relative links are written from ("" is the
    /// root) and the README it comes from.
    private struct Line {
        let base: String
        let source: String?
        let text: String
    }

    private struct Draft {
        let path: String
        var lines: [Line]
    }

    func write() -> (files: [File], split: Bool) {
        let single = render(split: false)
        let size = single.reduce(0) { $0 + $1.text.utf8.count }
        if size <= weaver.bookSizeLimit {
            return (single, false)
        }
        return (render(split: true), true)
    }

    // MARK: Layout

    private var preface: WovenDocument? {
        documents.first { if case .preface = $0.document.kind { return true } else { return false } }
    }

    private var appendices: [WovenDocument] {
        documents.filter { if case .appendix = $0.document.kind { return true } else { return false } }
    }

    private var parts: [Chapter.Part] {
        var seen: [Chapter.Part] = []
        for chapter in weaver.chapters where !seen.contains(chapter.part) {
            seen.append(chapter.part)
        }
        return seen
    }

    private func written(_ chapter: Chapter) -> WovenDocument? {
        documents.first { $0.document.chapter?.number == chapter.number }
    }

    private func partFile(_ part: Chapter.Part) -> String {
        let index = (parts.firstIndex(of: part) ?? 0) + 1
        return "\(Weaver.partsFolder)/part-\(index).md"
    }

    private var appendicesFile: String { "\(Weaver.partsFolder)/appendices.md" }

    private func title(of woven: WovenDocument) -> String {
        if let title = woven.title { return title }
        switch woven.document.kind {
        case .preface: return "Preface"
        case let .chapter(chapter): return "Chapter \(chapter.number): \(chapter.title)"
        case let .appendix(appendix): return appendix.title
        }
    }

    private func render(split: Bool) -> [File] {
        var main = Draft(path: Weaver.bookPath, lines: [])
        func generated(_ text: String) -> Line { Line(base: "", source: nil, text: text) }
        main.lines += [
            generated("# \(Weaver.bookTitle)"),
            generated(""),
            generated("<!-- Written by `swift run rxbook weave` from Chapters/, Sources/ and Tests/: edit those, then weave again. -->"),
            generated(""),
            generated("A reading of RxSwift 6.5's core, rebuilt in Swift and annotated. Every listing is the compiled code, linked to its file and lines; every claim links to the test that proves it."),
        ]
        if split {
            main.lines += [generated(""), generated("The book is long, so each part is a file of its own; the contents below link into them.")]
        }
        main.lines += [generated(""), generated("## Contents"), generated("")]
        if let preface {
            main.lines.append(generated("- [\(title(of: preface))](\(preface.document.path))"))
        }
        for part in parts {
            let chapters = weaver.chapters.filter { $0.part == part }
            let anyWritten = chapters.contains { written($0) != nil }
            main.lines.append(generated(split && anyWritten ? "- [\(part.rawValue)](\(partFile(part)))" : "- \(part.rawValue)"))
            for chapter in chapters {
                if let woven = written(chapter) {
                    main.lines.append(generated("  - [\(title(of: woven))](\(woven.document.path))"))
                } else {
                    main.lines.append(generated("  - Chapter \(chapter.number): \(chapter.title) (not written yet)"))
                }
            }
        }
        if !appendices.isEmpty {
            main.lines.append(generated(split ? "- [Appendices](\(appendicesFile))" : "- Appendices"))
            for appendix in appendices {
                main.lines.append(generated("  - [\(title(of: appendix))](\(appendix.document.path))"))
            }
        }
        if let preface {
            main.lines += [generated("")] + bookLines(of: preface)
        }
        var drafts = [main]
        func section(_ heading: String, path: String, documents: [WovenDocument]) {
            guard !documents.isEmpty else { return }
            var lines = [generated(""), generated("# \(heading)")]
            if split {
                lines += [generated(""), generated("[Back to the contents](\(Weaver.bookPath)#contents)")]
            }
            for woven in documents {
                lines += [generated("")] + bookLines(of: woven)
            }
            if split {
                drafts.append(Draft(path: path, lines: Array(lines.dropFirst())))
            } else {
                drafts[0].lines += lines
            }
        }
        for part in parts {
            section(part.rawValue, path: partFile(part), documents: weaver.chapters.filter { $0.part == part }.compactMap(written))
        }
        section("Appendices", path: appendicesFile, documents: appendices)
        return finish(drafts)
    }

    /// A README's lines as the book shows them: the directive comments left out, and a chapter's
    /// heading followed by what the chapter adds and revisits.
    private func bookLines(of woven: WovenDocument) -> [Line] {
        let source = woven.document.path
        let base = woven.document.folder
        var lines: [Line] = []
        for segment in ParsedDocument(path: source, text: woven.text).segments {
            switch segment {
            case let .line(_, text, _):
                lines.append(Line(base: base, source: source, text: text))
            case let .block(_, _, _, body, _):
                lines += body.map { Line(base: base, source: source, text: $0) }
            }
        }
        guard let chapter = woven.document.chapter else { return lines }
        let opening = addsAndRevisits(chapter, woven).map { Line(base: "", source: source, text: $0) }
        var fence = FenceTracker()
        if let heading = lines.firstIndex(where: { !fence.isCode($0.text) && markdownHeading($0.text)?.level == 1 }) {
            lines.insert(contentsOf: [Line(base: "", source: source, text: "")] + opening, at: heading + 1)
        } else {
            let title = Line(base: "", source: source, text: "# Chapter \(chapter.number): \(chapter.title)")
            lines.insert(contentsOf: [title, Line(base: "", source: source, text: "")] + opening + [Line(base: "", source: source, text: "")], at: 0)
        }
        return lines
    }

    /// The chapter's opening note, derived from the code: the files of its slice (in the order
    /// the prose shows them) and its demos, files elsewhere that exist only from this chapter
    /// on, and the regions of earlier chapters' files fenced with its condition.
    func addsAndRevisits(_ chapter: Chapter, _ woven: WovenDocument?) -> [String] {
        let files = weaver.chapterFiles(chapter, woven: woven)
        let slice = files.filter { $0.hasPrefix(chapter.sourceFolder + "/") }
        let demos = files.filter { $0.hasPrefix(chapter.chapterFolder + "/") && !isMarblesFile($0) }
        let marbles = files.filter { $0.hasPrefix(chapter.chapterFolder + "/") && isMarblesFile($0) }
        let fenced = weaver.fencedCode(for: chapter)
        func link(_ path: String, name: String) -> String { "[`\(name)`](\(path))" }
        var adds = "> **What this chapter adds.** "
        if slice.isEmpty, let elsewhere = chapter.codeElsewhere {
            adds += "No library code: its code is the app in [`\(elsewhere)`](\(elsewhere))"
        } else if slice.isEmpty {
            adds += "No file of its own in `\(chapter.sourceFolder)/`"
        } else {
            let names = slice.map { link($0, name: String($0.dropFirst(chapter.sourceFolder.count + 1))) }
            adds += "In [`\(chapter.sourceFolder)/`](\(chapter.sourceFolder)): " + names.joined(separator: ", ")
        }
        if !fenced.addedFiles.isEmpty {
            adds += "; and, fenced with `#if CH\(chapter.numberText)` so they exist only from this chapter on: "
                + fenced.addedFiles.map { link($0, name: $0) }.joined(separator: ", ")
        }
        if !demos.isEmpty {
            adds += "; its demos: " + demos.map { link($0, name: $0) }.joined(separator: ", ")
                + " (`swift run rxbook demo \(chapter.numberText)`)"
        }
        if !marbles.isEmpty {
            adds += "; its marble diagrams: " + marbles.map { link($0, name: $0) }.joined(separator: ", ")
                + " (`swift run rxbook marbles`)"
        }
        adds += "."
        var lines = [adds, ">"]
        if fenced.revisits.isEmpty {
            lines.append("> **What it revisits.** No earlier chapter's file changes for it.")
        } else {
            lines.append("> **What it revisits.** Code outside this chapter's folder (earlier chapters' files, RxReadingTest), fenced with `#if CH\(chapter.numberText)`, which the library before this chapter builds without:")
            lines.append(">")
            var groups: [(key: String, revisits: [Weaver.Revisit])] = []
            for revisit in fenced.revisits {
                let key = "\(revisit.path)#\(revisit.region ?? "")"
                if let index = groups.firstIndex(where: { $0.key == key }) {
                    groups[index].revisits.append(revisit)
                } else {
                    groups.append((key, [revisit]))
                }
            }
            for group in groups {
                let first = group.revisits[0]
                var item = "> - [`\(first.path)`](\(first.path))"
                if let region = first.region {
                    item += ", region `\(region)`"
                }
                if let owner = first.owner {
                    item += " (chapter \(owner.numberText))"
                }
                let ranges = group.revisits.map { revisit in
                    "[lines \(revisit.fence.firstLine)–\(revisit.fence.lastLine)](\(revisit.path)#L\(revisit.fence.firstLine)-L\(revisit.fence.lastLine))"
                }
                lines.append(item + ": " + ranges.joined(separator: ", "))
            }
        }
        return lines
    }

    // MARK: Anchors and links

    private func finish(_ drafts: [Draft]) -> [File] {
        // Where each README and each of its headings lands: (file, anchor).
        var anchors: [String: (file: String, slug: String)] = [:]
        for draft in drafts {
            var bookSlugs = HeadingSlugger()
            var localSlugs: [String: HeadingSlugger] = [:]
            var fence = FenceTracker()
            for line in draft.lines where !fence.isCode(line.text) {
                guard let heading = markdownHeading(line.text) else { continue }
                let slug = bookSlugs.slug(for: heading.text)
                guard let source = line.source else { continue }
                let local = localSlugs[source, default: HeadingSlugger()].slug(for: heading.text)
                anchors["\(source)#\(local)"] = (draft.path, slug)
                if anchors[source] == nil {
                    anchors[source] = (draft.path, slug)
                }
            }
        }
        var readmes: [String: String] = [:]
        for woven in documents {
            readmes[woven.document.path] = woven.document.path
            readmes[woven.document.folder] = woven.document.path
        }
        return drafts.map { draft in
            let folder = (draft.path as NSString).deletingLastPathComponent
            var fence = FenceTracker()
            let texts = draft.lines.map { line -> String in
                if fence.isCode(line.text) {
                    return line.text
                }
                return rewriteLinkTargets(in: line.text) { target in
                    retarget(target, line: line, outputFolder: folder, outputPath: draft.path, anchors: anchors, readmes: readmes)
                }
            }
            return File(path: draft.path, text: texts.joined(separator: "\n") + "\n", lineSources: draft.lines.map(\.source))
        }
    }

    private func retarget(_ target: String, line: Line, outputFolder: String, outputPath: String,
                          anchors: [String: (file: String, slug: String)], readmes: [String: String]) -> String {
        if target.isEmpty || target.contains("://") || target.hasPrefix("mailto:") || target.hasPrefix("/") {
            return target
        }
        let hash = target.firstIndex(of: "#")
        let path = hash.map { String(target[..<$0]) } ?? target
        let fragment = hash.map { String(target[target.index(after: $0)...]) }
        func inBook(_ place: (file: String, slug: String)) -> String {
            place.file == outputPath ? "#\(place.slug)" : "\(relativePath(from: outputFolder, to: place.file))#\(place.slug)"
        }
        if path.isEmpty {
            guard let source = line.source, let fragment, let place = anchors["\(source)#\(fragment)"] else { return target }
            return inBook(place)
        }
        guard let resolved = normalizedPath(line.base.isEmpty ? path : "\(line.base)/\(path)") else { return target }
        if let readme = readmes[resolved] {
            if let fragment {
                if let place = anchors["\(readme)#\(fragment)"] { return inBook(place) }
            } else if let place = anchors[readme] {
                return inBook(place)
            }
        }
        return relativePath(from: outputFolder, to: resolved) + (fragment.map { "#\($0)" } ?? "")
    }
}

/// GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, and `-1`,
/// `-2`, ... after a repeated one.
struct HeadingSlugger {
    private var occurrences: [String: Int] = [:]

    mutating func slug(for heading: String) -> String {
        let original = HeadingSlugger.baseSlug(heading)
        var slug = original
        while occurrences[slug] != nil {
            occurrences[original, default: 0] += 1
            slug = "\(original)-\(occurrences[original]!)"
        }
        occurrences[slug] = 0
        return slug
    }

    static func baseSlug(_ heading: String) -> String {
        // The heading as rendered: a link shows its text, code shows without backticks.
        var rendered = ""
        let characters = Array(heading)
        var index = 0
        while index < characters.count {
            if characters[index] == "]", index + 1 < characters.count, characters[index + 1] == "(",
               let close = characters[(index + 2)...].firstIndex(of: ")") {
                index = close + 1
                continue
            }
            rendered.append(characters[index])
            index += 1
        }
        var slug = ""
        for scalar in rendered.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
                 .connectorPunctuation:
                slug.unicodeScalars.append(scalar)
            default:
                if scalar == "-" { slug.append("-") } else if scalar == " " { slug.append("-") }
            }
        }
        return slug
    }
}

/// Rewrites the target of every inline link and image in a line (`[text](target)`), and of a
/// reference definition (`[name]: target`), leaving code spans alone.
func rewriteLinkTargets(in line: String, _ transform: (String) -> String) -> String {
    guard line.containsBytes("](") || line.containsBytes("]:") else { return line }
    let characters = Array(line)
    let code = codeSpanMask(characters)
    // A reference definition: `[name]: target`.
    let indent = characters.prefix { $0 == " " }.count
    if indent < 4, indent < characters.count, characters[indent] == "[", !code[indent],
       let close = characters[indent...].firstIndex(of: "]"), close + 1 < characters.count, characters[close + 1] == ":" {
        var start = close + 2
        while start < characters.count, characters[start] == " " { start += 1 }
        let end = characters[start...].firstIndex(of: " ") ?? characters.count
        if start < end {
            return String(characters[..<start]) + transform(String(characters[start..<end])) + String(characters[end...])
        }
    }
    var output = ""
    var index = 0
    while index < characters.count {
        if characters[index] == "]", index + 1 < characters.count, characters[index + 1] == "(", !code[index] {
            let start = index + 2
            var end = start
            if start < characters.count, characters[start] == "<" {
                end = characters[start...].firstIndex(of: ">").map { $0 + 1 } ?? characters.count
            } else {
                var depth = 0
                while end < characters.count {
                    let character = characters[end]
                    if character == "(" { depth += 1 }
                    if character == ")" {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    if character == " " { break }
                    end += 1
                }
            }
            output += "]("
            output += transform(String(characters[start..<end]))
            index = end
            continue
        }
        output.append(characters[index])
        index += 1
    }
    return output
}

/// `a/b/../c` as `a/c`; nil when the path climbs above the root.
func normalizedPath(_ path: String) -> String? {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
        if part == "." { continue }
        if part == ".." {
            guard !parts.isEmpty else { return nil }
            parts.removeLast()
            continue
        }
        parts.append(part)
    }
    return parts.joined(separator: "/")
}

/// The relative path from a folder (from the root; "" is the root) to a path from the root.
func relativePath(from folder: String, to path: String) -> String {
    let from = folder.split(separator: "/")
    let to = path.split(separator: "/")
    var common = 0
    while common < from.count, common < to.count - 1, from[common] == to[common] {
        common += 1
    }
    let up = Array(repeating: "..", count: from.count - common)
    let result = (up + to[common...].map(String.init)).joined(separator: "/")
    return result.isEmpty ? "." : result
}

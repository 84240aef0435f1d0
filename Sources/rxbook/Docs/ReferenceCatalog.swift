import Foundation

/// The catalog DocC converts: a copy of the module's hand-written one (`Sources/NAME/NAME.docc`)
/// with what can be derived appended, so that it cannot fall out of date: each chapter
/// article's pointer to the chapter's text and its list of declarations (from where each one is
/// written), each part article's chapters (from the table of contents), and the landing pages'
/// topic groups.
enum ReferenceCatalog {
    static func write(_ module: ReferenceModule, from source: URL, to destination: URL, bookURL: String?) throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: source.path) else {
            throw DocsFailure("no catalog at \(source.path)")
        }
        try? manager.removeItem(at: destination)
        try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.copyItem(at: source, to: destination)
        var articles: [String: URL] = [:]
        for case let relative as String in manager.enumerator(atPath: destination.path)?.allObjects ?? [] where relative.hasSuffix(".md") {
            let url = destination.appendingPathComponent(relative)
            articles[url.deletingPathExtension().lastPathComponent] = url
        }
        func append(_ text: String, to article: String) throws {
            guard let url = articles[article] else {
                throw DocsFailure("\(source.lastPathComponent) has no article \(article).md")
            }
            let existing = try String(contentsOf: url, encoding: .utf8)
            let separator = existing.hasSuffix("\n") ? "\n" : "\n\n"
            try (existing + separator + text).write(to: url, atomically: true, encoding: .utf8)
        }
        func topicsSection(_ groups: [(heading: String, links: [String])]) -> String {
            "## Topics\n\n" + groups.map { "### \($0.heading)\n\n" + $0.links.joined(separator: "\n") + "\n" }.joined(separator: "\n")
        }

        if module.name == "RxReadingTest" {
            var groups: [String] = []
            for group in testLibraryGroups {
                guard let links = module.topics[group.title]?.flatMap(\.links), !links.isEmpty,
                      let chapter = tableOfContents.first(where: { $0.number == group.chapter }) else { continue }
                let introduced = ReferenceModule.chapterSentence(chapter, verb: "introduces", bookURL: bookURL)
                    .replacingOccurrences(of: " this", with: " these")
                groups.append("### \(group.title)\n\n\(introduced)\n\n" + links.joined(separator: "\n") + "\n")
            }
            try append("## Topics\n\n" + groups.joined(separator: "\n"), to: "RxReadingTest")
            return
        }

        var problems: [String] = []
        var chapterArticles = Set<String>()
        for chapter in tableOfContents {
            let topics = module.topics[chapter.articleName] ?? []
            guard articles[chapter.articleName] != nil else {
                if !topics.isEmpty {
                    problems.append("chapter \(chapter.numberText) builds public declarations but \(source.lastPathComponent) has no article \(chapter.articleName).md")
                }
                continue
            }
            chapterArticles.insert(chapter.articleName)
            var text = "## Read the chapter\n\n"
            if let bookURL {
                text += "[Read chapter \(chapter.number), *\(chapter.title)*](\(bookURL)/\(chapter.chapterFolder)/README.md). "
            }
            text += "The chapter's text is `\(chapter.chapterFolder)/README.md` in the repository; "
                + "`swift run rxbook chapter \(chapter.numberText)` lists its files and the claims its tests prove, "
                + "and `swift test --filter \(chapter.testFilter)` runs them.\n"
            if !topics.isEmpty { text += "\n" + topicsSection(topics) }
            try append(text, to: chapter.articleName)
        }
        for part in Chapter.Part.inOrder {
            let chapters = tableOfContents.filter { $0.part == part && chapterArticles.contains($0.articleName) }
            try append(topicsSection([("Chapters", chapters.map { "- <doc:\($0.articleName)>" })]), to: part.articleName)
        }
        try append(topicsSection(Chapter.Part.inOrder.map { ($0.span, ["- <doc:\($0.articleName)>"]) }), to: module.name)
        if !problems.isEmpty {
            throw DocsFailure(problems.joined(separator: "\n"))
        }
    }
}

extension Chapter.Part {
    /// The part's heading on the landing page: `Part III, chapters 16-22`, from the table of contents.
    var span: String {
        let numbers = tableOfContents.filter { $0.part == self }.map(\.numberText)
        let name = rawValue.split(separator: ":").first.map(String.init) ?? rawValue
        guard let first = numbers.first, let last = numbers.last else { return name }
        return first == last ? "\(name), chapter \(first)" : "\(name), chapters \(first)\u{2013}\(last)"
    }
}

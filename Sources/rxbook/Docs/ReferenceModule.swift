import Foundation

/// RxReadingTest's topic groups: the files each is made of, and the chapter that introduces it.
/// A file of RxReadingTest with a public declaration must be in one (`rxbook docs` says which
/// is not), so a new file cannot fall out of the reference.
struct TestLibraryGroup {
    let title: String
    let chapter: Int
    let files: [String]
}

let testLibraryGroups: [TestLibraryGroup] = [
    TestLibraryGroup(title: "TestScheduler and virtual time", chapter: 12,
                     files: ["TestScheduler.swift", "TestSchedulerVirtualTimeConverter.swift", "TestTime.swift"]),
    TestLibraryGroup(title: "Recording observers and observables", chapter: 12,
                     files: ["TestableObserver.swift", "TestableObservable.swift", "HotObservable.swift",
                             "ColdObservable.swift", "Recorded.swift", "Recorded+Event.swift", "Subscription.swift"]),
    TestLibraryGroup(title: "Marbles", chapter: 12,
                     files: ["Marbles.swift", "MarbleLine.swift", "MarbleSyntaxError.swift", "Marbles+Drawing.swift",
                             "TestScheduler+Marbles.swift", "XCTest+Marbles.swift"]),
    TestLibraryGroup(title: "Assertions", chapter: 12,
                     files: ["XCTest+Rx.swift", "Event+Equatable.swift"]),
    TestLibraryGroup(title: "Assertions on traits", chapter: 25,
                     files: ["XCTest+Traits.swift", "TraitEvent+Equatable.swift"]),
    TestLibraryGroup(title: "Blocking", chapter: 5,
                     files: ["BlockingObservable.swift", "BlockingObservable+Operators.swift",
                             "ObservableConvertibleType+Blocking.swift", "MaterializedSequenceResult.swift", "RunLoopLock.swift"]),
    TestLibraryGroup(title: "Scheduler conformance", chapter: 22, files: ["SchedulerConformance.swift"]),
]

extension Chapter.Part {
    /// The file name (without `.md`) of the part's article in RxReading's catalog, which is also
    /// how a link names it: `<doc:PartIII>`.
    var articleName: String {
        switch self {
        case .one: return "PartI"
        case .two: return "PartII"
        case .beyond: return "BeyondTheReadings"
        case .three: return "PartIII"
        case .four: return "PartIV"
        }
    }

    static let inOrder: [Chapter.Part] = [.one, .two, .beyond, .three, .four]
}

extension Chapter {
    /// The file name (without `.md`) of the chapter's article: its folder's name, `16-OneInnerAtATime`.
    var articleName: String { "\(numberText)-\(slug)" }
}

/// One module's reference as DocC is given it: its symbol graphs, rewritten, and the topics
/// `rxbook docs` adds to its catalog's articles.
struct ReferenceModule {
    let name: String
    var graphs: [SymbolGraphFile]
    /// The links to list under each chapter's article (RxReading) or each topic group (RxReadingTest),
    /// grouped under headings, in source order.
    var topics: [String: [(heading: String, links: [String])]]

    /// The chapter that builds a declaration of RxReading (`Sources/RxReading/NN-Slug/...`).
    static func chapter(ofLibraryPath path: String) -> Chapter? {
        let parts = path.split(separator: "/")
        guard parts.count > 3, parts[1] == "RxReading" else { return nil }
        return tableOfContents.first { $0.sourceFolder == "Sources/RxReading/\(parts[2])" }
    }

    /// The topic group of a declaration of RxReadingTest.
    static func group(ofTestLibraryPath path: String) -> TestLibraryGroup? {
        guard path.hasPrefix("Sources/RxReadingTest/") else { return nil }
        let file = String(path.split(separator: "/").last ?? "")
        return testLibraryGroups.first { $0.files.contains(file) }
    }

    /// Builds RxReading's or RxReadingTest's reference from the compiler's graphs of that module.
    ///
    /// - Each pair of twins (chapter 22: a Swift 5 spelling `@available(swift, obsoleted: 6)` and
    ///   its `@Sendable` Swift 6 spelling) becomes one page: the Swift 5 spelling, RxSwift 6.5's,
    ///   built and documented in the operator's own chapter, with a line naming the twin.
    /// - Each declaration's doc comment gains a line naming the chapter that builds it.
    /// - RxReadingTest re-exports RxReading, and a graph the compiler writes while compiling it
    ///   repeats all of RxReading's declarations (SwiftPM's `dump-symbol-graph`, which `docs`
    ///   uses, does not): any such declaration is left to RxReading's reference, but for the
    ///   types RxReadingTest extends, which keep a page for their additions.
    static func build(name: String, graphs: [SymbolGraphFile], bookURL: String?) throws -> ReferenceModule {
        let isTestLibrary = name == "RxReadingTest"
        var files = graphs
        var problems: [String] = []

        // Pass 1: which symbols stay. Every symbol of every graph, by precise identifier.
        var all: [String: GraphSymbol] = [:]
        var parentOf: [String: String] = [:]
        // A protocol extension's default implementation of a requirement has no page of its
        // own: DocC shows it on the requirement's.
        var defaultImplementations = Set<String>()
        for file in files {
            for symbol in file.symbols { all[symbol.precise] = symbol }
            for relationship in file.relationships {
                guard let source = relationship["source"] as? String, let target = relationship["target"] as? String else { continue }
                switch relationship["kind"] as? String {
                case "memberOf": parentOf[source] = target
                case "defaultImplementationOf": defaultImplementations.insert(source)
                default: break
                }
            }
        }
        var dropped = Set<String>()
        var twinned = Set<String>()
        for file in files {
            var swift5: [String: String] = [:]
            for symbol in file.symbols where symbol.swiftLanguageMode == 5 { swift5[symbol.twinKey] = symbol.precise }
            for symbol in file.symbols where symbol.swiftLanguageMode == 6 {
                if let twin = swift5[symbol.twinKey] {
                    dropped.insert(symbol.precise)
                    twinned.insert(twin)
                }
            }
        }
        var extendedFromRxReading = Set<String>()
        if isTestLibrary {
            func ownPath(_ symbol: GraphSymbol) -> Bool { symbol.sourcePath?.hasPrefix("Sources/RxReadingTest/") == true }
            for symbol in all.values where !ownPath(symbol) {
                // Members without a source location are the compiler's copies of a standard
                // library extension (`!=`, `OptionSet`'s methods): they stay with their type.
                if symbol.sourcePath == nil, let parent = parentOf[symbol.precise], let owner = all[parent], ownPath(owner) {
                    continue
                }
                dropped.insert(symbol.precise)
            }
            // A type of RxReading that RxReadingTest extends keeps a page here, for its new members.
            for symbol in all.values where ownPath(symbol) && !symbol.isSynthesized {
                if let parent = parentOf[symbol.precise], let owner = all[parent], !ownPath(owner) {
                    dropped.remove(parent)
                    extendedFromRxReading.insert(parent)
                }
            }
        }

        // Pass 2: rewrite the graphs.
        for index in files.indices {
            var symbols: [GraphSymbol] = []
            for var symbol in files[index].symbols where !dropped.contains(symbol.precise) {
                if extendedFromRxReading.contains(symbol.precise) {
                    let chapter = symbol.sourcePath.flatMap(chapter(ofLibraryPath:))
                    let origin = chapter.map { " (chapter \($0.numberText), *\($0.title)*)" } ?? ""
                    symbol.json["docComment"] = ["lines": [
                        ["text": "`\(symbol.pathComponents.joined(separator: "."))` is RxReading's\(origin), which RxReadingTest re-exports; RxReading's reference documents it. This page lists only what RxReadingTest adds to it."],
                    ]]
                } else if let path = symbol.sourcePath {
                    if isTestLibrary {
                        if let group = group(ofTestLibraryPath: path), let chapter = tableOfContents.first(where: { $0.number == group.chapter }) {
                            symbol.appendDocLines([chapterSentence(chapter, verb: "introduces", bookURL: bookURL)])
                        } else if symbol.isPublic && !symbol.isSynthesized {
                            problems.append("\(path) is in none of RxReadingTest's topic groups (testLibraryGroups in Sources/rxbook/Docs/ReferenceModule.swift)")
                        }
                    } else if let chapter = chapter(ofLibraryPath: path) {
                        symbol.appendDocLines(["Chapter \(chapter.numberText), *\(chapter.title)*, builds this: <doc:\(chapter.articleName)>."])
                    }
                }
                if twinned.contains(symbol.precise) {
                    symbol.removeLanguageModeAvailability()
                    symbol.appendDocLines([
                        isTestLibrary
                            ? "Callers compiled in Swift 6 language mode see a twin of this declaration whose closures are `@Sendable` (chapter 22 explains why)."
                            : "Callers compiled in Swift 6 language mode see a twin of this declaration whose closures are `@Sendable`; <doc:22-SwiftConcurrency> explains why.",
                    ])
                }
                symbols.append(symbol)
            }
            files[index].symbols = symbols
            files[index].relationships = files[index].relationships.filter { relationship in
                let source = relationship["source"] as? String ?? ""
                let target = relationship["target"] as? String ?? ""
                return !dropped.contains(source) && !dropped.contains(target)
            }
        }
        if !problems.isEmpty {
            throw DocsFailure(Set(problems).sorted().joined(separator: "\n"))
        }

        // Pass 3: the topics, from what is left.
        var kept: [GraphSymbol] = []
        var extensionModule: [String: String] = [:]
        for file in files {
            for symbol in file.symbols {
                kept.append(symbol)
                if file.name.contains("@") { extensionModule[symbol.precise] = String(file.name.split(separator: "@")[1].prefix { $0 != "." }) }
            }
        }
        var pathCount: [String: Int] = [:]
        for symbol in kept { pathCount[symbol.pathComponents.joined(separator: "/"), default: 0] += 1 }
        func link(_ symbol: GraphSymbol) -> String {
            var path = symbol.pathComponents.joined(separator: "/")
            if (pathCount[path] ?? 0) > 1 { path += "-\(docCDisambiguationHash(symbol.precise))" }
            if let module = extensionModule[symbol.precise] { path = "\(module)/\(path)" }
            return "- ``\(path)``"
        }
        /// The topic a declaration is listed under: its chapter's article, or its group.
        func topic(_ symbol: GraphSymbol) -> String? {
            guard let path = symbol.sourcePath else { return nil }
            return isTestLibrary ? group(ofTestLibraryPath: path)?.title : chapter(ofLibraryPath: path)?.articleName
        }
        var listed: [String: [(heading: String, symbol: GraphSymbol)]] = [:]
        for symbol in kept where symbol.isPublic && !symbol.isSynthesized && !extendedFromRxReading.contains(symbol.precise)
            && !defaultImplementations.contains(symbol.precise) && symbol.kind != "swift.extension" {
            guard let home = topic(symbol) else { continue }
            let heading: String
            if symbol.pathComponents.count == 1 {
                switch symbol.kind {
                case "swift.protocol": heading = "Protocols"
                case "swift.class", "swift.struct", "swift.enum", "swift.actor": heading = "Types"
                case "swift.typealias": heading = "Type aliases"
                default: heading = "Functions and variables"
                }
            } else {
                // A member is listed where it is written only when its type is another
                // chapter's (or another module's): a type's own members are on its page.
                if let parent = parentOf[symbol.precise], let owner = all[parent], owner.sourcePath != nil,
                   owner.kind != "swift.extension", topic(owner) == home, !extendedFromRxReading.contains(parent) {
                    continue
                }
                heading = isTestLibrary ? "Additions to other types" : "Operators and extensions"
            }
            listed[home, default: []].append((heading, symbol))
        }
        var topics: [String: [(heading: String, links: [String])]] = [:]
        let headingOrder = ["Protocols", "Types", "Type aliases", "Functions and variables",
                            "Operators and extensions", "Additions to other types"]
        for (home, entries) in listed {
            let ordered = entries.sorted { ($0.symbol.sourcePath ?? "", $0.symbol.line) < ($1.symbol.sourcePath ?? "", $1.symbol.line) }
            topics[home] = headingOrder.compactMap { heading in
                let links = ordered.filter { $0.heading == heading }.map { link($0.symbol) }
                return links.isEmpty ? nil : (heading, links)
            }
        }
        return ReferenceModule(name: name, graphs: files, topics: topics)
    }

    /// "Chapter 12, *Virtual time*, introduces this: ...", with the chapter's text as a hyperlink
    /// when the book's address is known, else as its path and the command that shows it.
    static func chapterSentence(_ chapter: Chapter, verb: String, bookURL: String?) -> String {
        let readme = "\(chapter.chapterFolder)/README.md"
        if let bookURL {
            return "[Chapter \(chapter.numberText), *\(chapter.title)*](\(bookURL)/\(readme)) \(verb) this."
        }
        return "Chapter \(chapter.numberText), *\(chapter.title)*, \(verb) this: `\(readme)` in the repository (`swift run rxbook chapter \(chapter.numberText)`)."
    }
}

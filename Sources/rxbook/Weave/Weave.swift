import Foundation
import RxReadingDemos

/// A piece of the book: the preface, a chapter or an appendix, each a README under Chapters/.
struct BookDocument {
    enum Kind {
        case preface
        case chapter(Chapter)
        case appendix(Appendix)
    }

    let kind: Kind
    /// The README's path from the package root.
    let path: String

    /// What listings are numbered by: `7` in Listing 7.2, `A` for an appendix, `P` for the preface.
    var label: String {
        switch kind {
        case .preface: return "P"
        case let .chapter(chapter): return "\(chapter.number)"
        case let .appendix(appendix): return String(appendix.letter)
        }
    }

    var chapter: Chapter? {
        if case let .chapter(chapter) = kind { return chapter }
        return nil
    }

    /// The README's folder, from the root.
    var folder: String { (path as NSString).deletingLastPathComponent }
}

/// One listing a README shows.
struct WovenListing {
    let label: String
    let path: String
    let region: String?
    /// The nested regions it leaves out.
    let without: [String]
    /// The line of its include directive in the README.
    let line: Int
}

/// One cite a README makes, and the test it resolved to.
struct WovenCite {
    let reference: String
    let test: TestLocation
    let line: Int
}

/// A README as weave rewrites it, with what it shows and cites.
struct WovenDocument {
    let document: BookDocument
    /// The README as it is on disk.
    let original: String
    let text: String
    let listings: [WovenListing]
    let skips: [(path: String, region: String?, reason: String, line: Int)]
    let cites: [WovenCite]
    /// The blocks and cites whose text weave changed, for `--check` to name.
    let staleNotes: [String]

    /// The first `# ` heading outside code, or nil.
    let title: String?

    init(document: BookDocument, original: String, text: String, listings: [WovenListing],
         skips: [(path: String, region: String?, reason: String, line: Int)], cites: [WovenCite], staleNotes: [String]) {
        self.document = document
        self.original = original
        self.text = text
        self.listings = listings
        self.skips = skips
        self.cites = cites
        self.staleNotes = staleNotes
        var fence = FenceTracker()
        title = splitLines(text).lazy.filter { !fence.isCode($0) }.compactMap(markdownHeading).first { $0.level == 1 }?.text
    }
}

/// What one run of weave produced: the files it would write, or the problems that stop it.
struct WeaveResult {
    var problems: [WeaveProblem] = []
    var documents: [WovenDocument] = []
    /// Every file weave writes, path from the root, and its full text: the READMEs, then book.md
    /// (and the part files when the book is split).
    var outputs: [(path: String, text: String)] = []
    /// For each line of each book file, the README it came from (nil for what weave generates).
    var bookLineSources: [String: [String?]] = [:]
    /// Files of an earlier split book that this run would not write.
    var obsoleteFiles: [String] = []
}

/// Reads the chapters, the code and the tests, and weaves the READMEs' blocks and book.md.
final class Weaver {
    static let bookPath = "book.md"
    static let partsFolder = "book"
    static let bookTitle = "RxReading: how RxSwift works inside, rebuilt and annotated"
    /// The folders whose Swift files weave checks for well-formed regions and reads for fences.
    static let scannedFolders = ["Sources/RxReading", "Sources/RxReadingTest", "Chapters"]

    let root: URL
    let chapters: [Chapter]
    let demos: (Int) -> [Demo]
    /// The marble diagrams (`MarbleDiagrams.all`), which weave embeds and draws as SVG files.
    let marbles: () -> [MarbleDiagram]
    let runsDemos: Bool
    /// Past this many bytes book.md becomes a contents page and one file per part.
    let bookSizeLimit: Int
    /// The words a written chapter may have, counted as `wc -w` counts its README (nil
    /// checks no length: the small books WeaveTests builds).
    let chapterWords: ClosedRange<Int>?

    /// The length every chapter keeps to; the preface and the appendices are exempt.
    static let chapterWordLimits = 1_500...6_000
    /// The chapters held to `chapterWordLimits`.
    static let lengthCheckedChapters = 1...27

    private var sources: [String: SourceFile?] = [:]
    private var folderListings: [String: [String]] = [:]
    private var reportedSourceProblems: Set<String> = []

    init(root: URL, chapterWords: ClosedRange<Int>? = Weaver.chapterWordLimits, chapters: [Chapter] = tableOfContents,
         demos: @escaping (Int) -> [Demo] = { Demos.of(chapter: $0) },
         marbles: @escaping () -> [MarbleDiagram] = { MarbleDiagrams.all },
         runsDemos: Bool = true, bookSizeLimit: Int = 500_000) {
        self.root = root
        self.chapters = chapters
        self.demos = demos
        self.marbles = marbles
        self.runsDemos = runsDemos
        self.bookSizeLimit = bookSizeLimit
        self.chapterWords = chapterWords
    }

    // MARK: Reading

    func source(_ path: String) -> SourceFile? {
        if let cached = sources[path] {
            return cached
        }
        var isDirectory: ObjCBool = false
        let url = root.appendingPathComponent(path)
        let file: SourceFile?
        if !path.isEmpty, FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
           let text = try? String(contentsOf: url, encoding: .utf8) {
            file = SourceFile(path: path, text: text)
        } else {
            file = nil
        }
        sources[path] = file
        return file
    }

    /// The Swift files below a folder, read from disk once per run.
    func swiftFiles(below folder: String) -> [String] {
        if let listed = folderListings[folder] {
            return listed
        }
        let listed = swiftFilesRecursively(root: root, folder: folder)
        folderListings[folder] = listed
        return listed
    }

    private func sourceProblems(_ path: String) -> [WeaveProblem] {
        guard let file = source(path), !reportedSourceProblems.contains(path) else { return [] }
        reportedSourceProblems.insert(path)
        return file.problems
    }

    func read(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// The preface, the chapters that have a README, and the appendices, in reading order.
    func documents(problems: inout [WeaveProblem]) -> [BookDocument] {
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Chapters").path)) ?? []).sorted()
        var preface: BookDocument?
        var written: [BookDocument] = []
        for folder in folders {
            let readme = "Chapters/\(folder)/README.md"
            guard exists(readme) else { continue }
            let digits = folder.prefix { $0.isNumber }
            guard digits.count == 2, folder.dropFirst(2).first == "-", let number = Int(digits) else { continue }
            if number == 0 {
                preface = BookDocument(kind: .preface, path: readme)
                continue
            }
            guard let chapter = chapters.first(where: { $0.number == number }) else {
                problems.append(WeaveProblem(file: readme, line: 0, message: "there is no chapter \(digits) in the table of contents (Sources/rxbook/Chapter.swift)"))
                continue
            }
            guard chapter.chapterFolder == "Chapters/\(folder)" else {
                problems.append(WeaveProblem(file: readme, line: 0, message: "chapter \(digits)'s folder must be named like its slice: \(chapter.chapterFolder)/"))
                continue
            }
            written.append(BookDocument(kind: .chapter(chapter), path: readme))
        }
        let appendices = Workspace(root: root).appendices().map { BookDocument(kind: .appendix($0), path: $0.path) }
        return (preface.map { [$0] } ?? []) + written.sorted { ($0.chapter?.number ?? 0) < ($1.chapter?.number ?? 0) } + appendices
    }

    // MARK: Weaving

    func weave() -> WeaveResult {
        var result = WeaveResult()
        let documents = documents(problems: &result.problems)
        for folder in Weaver.scannedFolders {
            for path in swiftFiles(below: folder) {
                result.problems += sourceProblems(path)
            }
        }
        let tests = TestIndex(root: root)
        for document in documents {
            let woven = weave(document, tests: tests, problems: &result.problems)
            result.documents.append(woven)
            if let chapter = document.chapter {
                result.problems += coverageProblems(chapter, woven)
                result.problems += lengthProblems(chapter, woven)
            }
        }
        for woven in result.documents {
            result.outputs.append((woven.document.path, woven.text))
        }
        result.outputs += marblePictures(problems: &result.problems)
        let book = BookWriter(weaver: self, documents: result.documents).write()
        result.outputs += book.files.map { ($0.path, $0.text) }
        result.bookLineSources = Dictionary(uniqueKeysWithValues: book.files.map { ($0.path, $0.lineSources) })
        let partsFolder = root.appendingPathComponent(Weaver.partsFolder)
        let existingParts = ((try? FileManager.default.contentsOfDirectory(atPath: partsFolder.path)) ?? [])
            .filter { $0.hasSuffix(".md") }.map { "\(Weaver.partsFolder)/\($0)" }
        result.obsoleteFiles = existingParts.filter { part in !book.files.contains { $0.path == part } }.sorted()
        return result
    }

    /// Rewrites one README's blocks and cites.
    func weave(_ document: BookDocument, tests: TestIndex, problems: inout [WeaveProblem]) -> WovenDocument {
        let original = read(document.path) ?? ""
        let parsed = ParsedDocument(path: document.path, text: original)
        problems += parsed.problems
        let toRoot = String(repeating: "../", count: document.folder.split(separator: "/").count)
        var output: [String] = []
        var listings: [WovenListing] = []
        var skips: [(path: String, region: String?, reason: String, line: Int)] = []
        var cites: [WovenCite] = []
        var stale: [String] = []
        for segment in parsed.segments {
            switch segment {
            case let .line(number, text, isCode):
                guard !isCode else {
                    output.append(text)
                    continue
                }
                var line = Array(text)
                var lineCites: [WovenCite] = []
                var lineProblems: [WeaveProblem] = []
                for cite in findCites(in: text).reversed() {
                    switch tests.resolve(cite.reference) {
                    case let .success(test):
                        lineCites.insert(WovenCite(reference: cite.reference, test: test, line: number), at: 0)
                        line.replaceSubrange(cite.targetRange, with: Array("\(toRoot)\(test.path)#L\(test.line)"))
                    case .failure(.missing):
                        lineProblems.insert(WeaveProblem(file: document.path, line: number, message: "cite of `\(cite.reference)`: no `func \(cite.reference.split(separator: ".").last ?? "")(` under \(TestIndex.folder)\(cite.reference.contains(".") ? " in class \(cite.reference.split(separator: ".")[0])" : "")"), at: 0)
                    case let .failure(.ambiguous(matches)):
                        let places = matches.map { "\($0.className) (\($0.path):\($0.line))" }.joined(separator: ", ")
                        lineProblems.insert(WeaveProblem(file: document.path, line: number, message: "cite of `\(cite.reference)` is ambiguous: \(places); write `\(matches[0].className).\(cite.reference)`"), at: 0)
                    }
                }
                cites += lineCites
                problems += lineProblems
                let rewritten = String(line)
                if rewritten != text {
                    stale.append("\(document.path):\(number): a cite's link is out of date")
                }
                output.append(rewritten)
            case let .block(directive, number, opening, body, closing):
                var rendered = body
                var note = ""
                switch directive {
                case let .include(path, region, without):
                    let label = "\(document.label).\(listings.count + 1)"
                    listings.append(WovenListing(label: label, path: path, region: region, without: without, line: number))
                    note = "listing \(label) (\(directive.target))"
                    if let problem = checkTarget(path: path, region: region, verb: "include", document: document, line: number) {
                        problems.append(problem)
                    } else if let file = source(path) {
                        problems += sourceProblems(path)
                        let outer = region.flatMap { file.region(named: $0) }
                        var left: [SourceRegion] = []
                        for name in without {
                            if let inner = file.region(named: name), inner.markerLine > (outer?.markerLine ?? 0),
                               inner.endMarkerLine < (outer?.endMarkerLine ?? Int.max) {
                                left.append(inner)
                            } else {
                                problems.append(WeaveProblem(file: document.path, line: number, message: "include without \"\(name)\": \(path) has no region \"\(name)\" inside \(region.map { "region \"\($0)\"" } ?? "it")"))
                            }
                        }
                        rendered = listingBlock(label: label, file: file, region: outer, regionName: region, without: left, toRoot: toRoot)
                    }
                case let .demoOutput(chapter, name):
                    note = "the output of demo \(directive.target)"
                    let available = demos(chapter)
                    let chosen = name.map { wanted in available.filter { $0.name == wanted } } ?? available
                    if chosen.isEmpty {
                        let names = available.map(\.name).joined(separator: ", ")
                        let what = name.map { "no demo \"\($0)\" in chapter \(chapter)" } ?? "chapter \(chapter) has no demo"
                        problems.append(WeaveProblem(file: document.path, line: number, message: "demo-output: \(what) (\(available.isEmpty ? "it has no demos" : "its demos: \(names)")); demos are listed in Chapters/NN-Slug/DemosNN.swift"))
                    } else if runsDemos {
                        rendered = demoOutputBlock(chapter: chapter, name: name, demos: chosen)
                    }
                case let .trace(chapter, name):
                    note = "the traced diagram of demo \(directive.target)"
                    let traced = demos(chapter).filter { $0.trace != nil }
                    if let demo = traced.first(where: { $0.name == name }) {
                        if runsDemos {
                            switch traceBlock(demo) {
                            case .success(let lines):
                                rendered = lines
                            case .failure(let problem):
                                problems.append(WeaveProblem(file: document.path, line: number, message: "trace: \(problem.message)"))
                            }
                        }
                    } else {
                        let names = traced.map(\.name).joined(separator: ", ")
                        problems.append(WeaveProblem(file: document.path, line: number, message: "trace: no traced demo \"\(name)\" in chapter \(chapter) (\(traced.isEmpty ? "it has none" : "its traced demos: \(names)")); a demo is traced when its Demo(...) passes `trace:`"))
                    }
                case let .marbles(chapter, name):
                    note = "the marble diagram \(directive.target)"
                    // A build without chapter 12 cannot draw diagrams: its blocks stay as they are.
                    guard MarbleDiagrams.drawable else { break }
                    let drawn = marbles().filter { $0.chapter == chapter }
                    if let diagram = drawn.first(where: { $0.name == name }) {
                        if runsDemos {
                            switch marblesBlock(diagram, document: document) {
                            case .success(let lines):
                                rendered = lines
                            case .failure(let problem):
                                problems.append(WeaveProblem(file: document.path, line: number, message: "marbles: \(problem.message)"))
                            }
                        }
                    } else {
                        let names = drawn.map(\.name).joined(separator: ", ")
                        problems.append(WeaveProblem(file: document.path, line: number, message: "marbles: no marble diagram \"\(name)\" in chapter \(chapter) (\(drawn.isEmpty ? "it has none" : "its diagrams: \(names)")); diagrams are listed in Chapters/NN-Slug/MarblesNN.swift"))
                    }
                case let .exercises(chapter):
                    note = "the exercises of chapter \(directive.target)"
                    let listed = exerciseCatalog().filter { $0.chapter == chapter }
                    if listed.isEmpty {
                        problems.append(WeaveProblem(file: document.path, line: number, message: "exercises: chapter \(chapter) has no exercises in \(Workbook.catalogPath)"))
                    } else {
                        rendered = exercisesBlock(listed, toRoot: toRoot)
                    }
                case let .skip(path, region, reason):
                    note = "the pointer of skip \(directive.target)"
                    skips.append((path, region, reason, number))
                    if let problem = checkTarget(path: path, region: region, verb: "skip", document: document, line: number) {
                        problems.append(problem)
                    } else if let file = source(path) {
                        rendered = skipBlock(file: file, region: region.flatMap { file.region(named: $0) }, regionName: region,
                                             reason: reason, toRoot: toRoot)
                    }
                }
                if rendered != body {
                    stale.append("\(document.path):\(number): \(note) is out of date")
                }
                output += [opening] + rendered + [closing]
            }
        }
        var text = output.joined(separator: "\n")
        if parsed.endsWithNewline || original.isEmpty {
            text += "\n"
        }
        return WovenDocument(document: document, original: original, text: text, listings: listings,
                             skips: skips, cites: cites, staleNotes: stale)
    }

    /// A problem when an include or skip names a file or region that does not exist.
    private func checkTarget(path: String, region: String?, verb: String, document: BookDocument, line: Int) -> WeaveProblem? {
        guard let file = source(path) else {
            return WeaveProblem(file: document.path, line: line, message: "\(verb) of missing file \(path) (paths start at the package root, for example Sources/RxReading/...)")
        }
        if let region, file.region(named: region) == nil {
            let names = file.regions.map(\.name)
            let known = names.isEmpty ? "it has no regions" : "its regions: \(names.joined(separator: ", "))"
            return WeaveProblem(file: document.path, line: line, message: "\(verb) of missing region \"\(region)\" in \(path) (\(known))")
        }
        return nil
    }

    /// The caption and the code of one listing.
    func listingBlock(label: String, file: SourceFile, region: SourceRegion?, regionName: String?,
                      without: [SourceRegion] = [], toRoot: String) -> [String] {
        let code = file.listingLines(of: region, without: without)
        let first = region?.firstLine ?? 1
        let last = region?.lastLine ?? file.lines.count
        let anchor = "\(file.path)#L\(first)-L\(last)"
        var what = regionName.map { "region `\($0)`" } ?? "the whole file"
        if !without.isEmpty {
            what += " without " + without.map { "`\($0.name)`" }.joined(separator: ", ")
        }
        var caption = "**Listing \(label)**, \(what): [`\(anchor)`](\(toRoot)\(anchor))"
        if file.hasTraceHooks(in: region) {
            caption += " (trace hooks left out)"
        }
        let longestRun = code.map { line in line.prefix { $0 == "`" }.count }.max() ?? 0
        let fence = String(repeating: "`", count: max(3, longestRun + 1))
        return [caption, fence + "swift"] + code + [fence]
    }

    /// What a skip shows in place of a listing: one list item naming the region (or the whole
    /// file), linking its lines as a listing's caption would, and giving the skip's reason, so the
    /// reader sees that the code was left out on purpose and where to read it. A list item, so
    /// that skips in a row stay one line each in book.md, where the directive comments between
    /// them are gone.
    func skipBlock(file: SourceFile, region: SourceRegion?, regionName: String?, reason: String, toRoot: String) -> [String] {
        let what: String
        if let region, let regionName {
            let anchor = "\(file.path)#L\(region.firstLine)-L\(region.lastLine)"
            what = "region `\(regionName)` of [`\(anchor)`](\(toRoot)\(anchor))"
        } else {
            what = "the whole file [`\(file.path)`](\(toRoot)\(file.path))"
        }
        let ending = reason.last.map { ".!?".contains($0) } == true ? "" : "."
        return ["- **Not listed here**, \(what): \(reason)\(ending)"]
    }

    /// The exercises of Exercises/exercises.json, or none when the catalog is missing or unreadable.
    func exerciseCatalog() -> [Exercise] {
        guard let data = try? Data(contentsOf: root.appendingPathComponent(Workbook.catalogPath)),
              let exercises = try? JSONDecoder().decode([Exercise].self, from: data) else { return [] }
        return exercises.sorted { $0.sortKey.lexicographicallyPrecedes($1.sortKey) }
    }

    /// One line per exercise: its number, kind and title, a link to the file to edit, the command
    /// that checks it.
    func exercisesBlock(_ exercises: [Exercise], toRoot: String) -> [String] {
        exercises.map { exercise in
            "- [\(exercise.id)](\(toRoot)\(exercise.file)) (\(exercise.kind)): \(exercise.title)"
        }
    }

    /// What `swift run rxbook trace NAME` prints, in a mermaid fence whose first line (a Mermaid
    /// comment) names the command.
    func traceBlock(_ demo: Demo) -> Result<[String], TraceProblem> {
        TraceDiagram.render(demo, asText: false).map { lines in
            ["```mermaid", "%% swift run rxbook trace \(demo.name)"] + Array(lines) + ["```"]
        }
    }

    /// The picture of a marble diagram (its SVG beside the chapter, as an image), then what
    /// `swift run rxbook marbles NAME` prints, in a text fence.
    func marblesBlock(_ diagram: MarbleDiagram, document: BookDocument) -> Result<[String], TraceProblem> {
        MarblePicture.draw(diagram).map { drawing in
            var lines: [String] = []
            if let path = MarblePicture.svgPath(diagram, chapters: chapters) {
                let relative = path.hasPrefix(document.folder + "/") ? String(path.dropFirst(document.folder.count + 1)) : "../../\(path)"
                lines += ["![marble diagram: \(diagram.name)](\(relative))", ""]
            }
            let text = ["$ swift run rxbook marbles \(diagram.name)"] + MarblePicture.text(diagram, drawing)
            let longestRun = text.map { line in line.prefix { $0 == "`" }.count }.max() ?? 0
            let fence = String(repeating: "`", count: max(3, longestRun + 1))
            return lines + [fence + "text"] + text + [fence]
        }
    }

    /// The SVG picture of every marble diagram whose chapter folder exists, to be written to
    /// `Chapters/NN-Slug/marbles/NAME.svg`: each is checked for staleness like a README block.
    func marblePictures(problems: inout [WeaveProblem]) -> [(path: String, text: String)] {
        guard runsDemos, MarbleDiagrams.drawable else { return [] }
        var pictures: [(path: String, text: String)] = []
        var names: Set<String> = []
        for diagram in marbles() {
            if !names.insert(diagram.name).inserted {
                problems.append(WeaveProblem(file: "Chapters/Marbles.swift", line: 0, message: "two marble diagrams are named \"\(diagram.name)\": `rxbook marbles NAME` needs each name once"))
                continue
            }
            guard let path = MarblePicture.svgPath(diagram, chapters: chapters) else { continue }
            var isDirectory: ObjCBool = false
            let folder = (path as NSString).deletingLastPathComponent
            let chapterFolder = (folder as NSString).deletingLastPathComponent
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent(chapterFolder).path, isDirectory: &isDirectory),
                  isDirectory.boolValue else { continue }
            switch MarblePicture.draw(diagram) {
            case .success(let drawing):
                pictures.append((path, MarblePicture.svg(diagram, drawing)))
            case .failure(let problem):
                problems.append(WeaveProblem(file: path, line: 0, message: problem.message))
            }
        }
        return pictures
    }

    /// What `swift run rxbook demo NN [NAME]` prints, in a text fence.
    func demoOutputBlock(chapter: Int, name: String?, demos: [Demo]) -> [String] {
        let number = chapter < 10 ? "0\(chapter)" : "\(chapter)"
        var lines = ["$ swift run rxbook demo \(number)\(name.map { " \($0)" } ?? "")"]
        for (index, demo) in demos.enumerated() {
            if index > 0 { lines.append("") }
            lines.append("# \(demo.name): \(demo.title)")
            lines += demo.run()
        }
        let longestRun = lines.map { line in line.prefix { $0 == "`" }.count }.max() ?? 0
        let fence = String(repeating: "`", count: max(3, longestRun + 1))
        return [fence + "text"] + lines + [fence]
    }

    // MARK: What a chapter shows, adds and revisits

    /// A written chapter must keep within `chapterWords`, counted in the README as weave
    /// writes it (listings, cites and generated blocks included) the way `wc -w` counts.
    func lengthProblems(_ chapter: Chapter, _ woven: WovenDocument) -> [WeaveProblem] {
        guard let limits = chapterWords, Weaver.lengthCheckedChapters.contains(chapter.number) else { return [] }
        let words = wordCount(woven.text)
        guard !limits.contains(words) else { return [] }
        let fix = words > limits.upperBound
            ? "cut restatement, summaries and doubled explanations, never a cite or a required answer"
            : "write what the chapter still leaves unsaid"
        return [WeaveProblem(file: woven.document.path, line: 0, message: "chapter \(chapter.numberText) has \(groupedThousands(words)) words (as `wc -w` counts them); a chapter must have \(groupedThousands(limits.lowerBound))–\(groupedThousands(limits.upperBound)): \(fix)")]
    }

    /// Every region of a written chapter's slice must be included (itself, a region around it,
    /// or its whole file) or skipped with a reason; a file with no region, likewise as a whole.
    func coverageProblems(_ chapter: Chapter, _ woven: WovenDocument) -> [WeaveProblem] {
        var problems: [WeaveProblem] = []
        let readme = woven.document.path
        for path in swiftFiles(below: chapter.sourceFolder) {
            guard let file = source(path) else { continue }
            if woven.skips.contains(where: { $0.path == path && $0.region == nil }) {
                continue
            }
            if file.regions.isEmpty {
                if woven.listings.contains(where: { $0.path == path && $0.region == nil }) {
                    continue
                }
                problems.append(WeaveProblem(file: path, line: 1, message: "this file of chapter \(chapter.numberText)'s slice has no region, and \(readme) neither includes it whole (`<!-- include: \(path) -->`) nor skips it (`<!-- skip: \(path): reason -->`)"))
                continue
            }
            // A listing shows its region and the regions nested in it, but not those it leaves out.
            var shown = Set(woven.skips.filter { $0.path == path }.compactMap(\.region))
            for listing in woven.listings where listing.path == path {
                let outer = listing.region.flatMap { file.region(named: $0) }
                let left = listing.without.compactMap { file.region(named: $0) }
                for region in file.regions {
                    let inside = outer.map { $0.markerLine <= region.markerLine && $0.endMarkerLine >= region.endMarkerLine } ?? true
                    let leftOut = left.contains { $0.markerLine <= region.markerLine && $0.endMarkerLine >= region.endMarkerLine }
                    if inside, !leftOut {
                        shown.insert(region.name)
                    }
                }
            }
            for region in file.regions where !shown.contains(region.name) {
                problems.append(WeaveProblem(file: path, line: region.markerLine, message: "region \"\(region.name)\" of chapter \(chapter.numberText)'s slice is neither included nor skipped by \(readme): add `<!-- include: \(path)#\(region.name) -->` or `<!-- skip: \(path)#\(region.name): reason -->`"))
            }
        }
        return problems
    }

    /// The chapter's own files: its slice, then its demo files; ordered by the first listing of
    /// each in the prose, the files the prose does not include after, by name.
    func chapterFiles(_ chapter: Chapter, woven: WovenDocument?) -> [String] {
        let files = swiftFiles(below: chapter.sourceFolder)
            + swiftFiles(below: chapter.chapterFolder)
        let order = (woven?.listings ?? []).map(\.path)
        return files.enumerated().sorted { left, right in
            let leftRank = order.firstIndex(of: left.element) ?? Int.max
            let rightRank = order.firstIndex(of: right.element) ?? Int.max
            return (leftRank, left.offset) < (rightRank, right.offset)
        }.map(\.element)
    }

    /// The chapter a file belongs to: the one whose slice or Chapters/ folder holds it.
    func owner(of path: String) -> Chapter? {
        chapters.first { path.hasPrefix($0.sourceFolder + "/") || path.hasPrefix($0.chapterFolder + "/") }
    }

    struct Revisit {
        let path: String
        let fence: ChapterFence
        let region: String?
        let owner: Chapter?
    }

    /// The code other files fence with this chapter's condition: whole files outside any slice
    /// that exist only from this chapter on, and regions of earlier files it changes.
    func fencedCode(for chapter: Chapter) -> (addedFiles: [String], revisits: [Revisit]) {
        var added: [String] = []
        var revisits: [Revisit] = []
        for folder in Weaver.scannedFolders {
            for path in swiftFiles(below: folder) {
                // The demos' registry fences each chapter's line; the chapter's opening already
                // lists its demos, so the registry is not code it revisits.
                if path == "Chapters/Demo.swift" { continue }
                // Likewise the marble diagrams: every chapter's are fenced with chapter 12's
                // condition (they run on its TestScheduler), which does not make them code that
                // chapter 12 revisits.
                if path == "Chapters/Marbles.swift" || isMarblesFile(path) { continue }
                let owner = owner(of: path)
                if let owner, owner.number >= chapter.number { continue }
                guard let file = source(path) else { continue }
                let fences = file.outermostFences(of: chapter.number)
                if fences.isEmpty { continue }
                if owner == nil, file.isWhollyFenced(by: chapter.number) {
                    added.append(path)
                    continue
                }
                for fence in fences {
                    revisits.append(Revisit(path: path, fence: fence, region: file.innermostRegion(containing: fence.firstLine)?.name, owner: owner))
                }
            }
        }
        return (added, revisits)
    }
}

/// A Markdown ATX heading: `## Text` gives level 2 and `Text`.
func markdownHeading(_ line: String) -> (level: Int, text: String)? {
    let indent = line.prefix { $0 == " " }.count
    guard indent < 4 else { return nil }
    let rest = line.dropFirst(indent)
    let level = rest.prefix { $0 == "#" }.count
    guard (1...6).contains(level) else { return nil }
    let afterHashes = rest.dropFirst(level)
    guard afterHashes.isEmpty || afterHashes.first == " " || afterHashes.first == "\t" else { return nil }
    var text = afterHashes.trimmedSpaces
    // A closing sequence of #s is not part of the heading.
    let trailing = text.reversed().prefix { $0 == "#" }.count
    if trailing > 0, trailing == text.count || text.dropLast(trailing).last == " " {
        text = String(text.dropLast(trailing)).trimmedSpaces
    }
    return (level, text)
}

/// The words of a text as `wc -w` counts them: runs of characters between whitespace.
func wordCount(_ text: String) -> Int {
    var count = 0
    var inWord = false
    for byte in text.utf8 {
        let space = byte == 0x20 || (0x09...0x0D).contains(byte)
        if !space && !inWord { count += 1 }
        inWord = !space
    }
    return count
}

/// 4386 as "4,386".
func groupedThousands(_ number: Int) -> String {
    let digits = Array(String(number))
    var out = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
        out.append(digit)
    }
    return out
}

/// Whether a file is a chapter's marble diagrams, `Chapters/NN-Slug/MarblesNN.swift`.
func isMarblesFile(_ path: String) -> Bool {
    let name = (path as NSString).lastPathComponent
    return path.hasPrefix("Chapters/") && name.hasPrefix("Marbles") && name.hasSuffix(".swift")
        && name.dropFirst("Marbles".count).dropLast(".swift".count).allSatisfy(\.isNumber)
        && name.count == "MarblesNN.swift".count
}

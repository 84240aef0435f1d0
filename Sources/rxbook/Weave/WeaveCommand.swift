import Foundation

/// `rxbook weave [--check]`: rewrites every README's blocks in place and writes book.md; with
/// `--check`, writes nothing and fails when any of them differs from what weave would write.
func runWeave(_ workspace: Workspace, _ arguments: [String]) -> Int32 {
    guard arguments.isEmpty || arguments == ["--check"] else {
        printError("`weave` takes no argument but `--check`: `rxbook weave` writes, `rxbook weave --check` only checks")
        return 2
    }
    let check = arguments == ["--check"]
    let weaver = Weaver(root: workspace.root)
    let result = weaver.weave()
    if !result.problems.isEmpty {
        for problem in result.problems {
            FileHandle.standardError.write(Data("\(problem)\n".utf8))
        }
        let count = result.problems.count
        printError("weave found \(count) problem\(count == 1 ? "" : "s") (above); nothing was written")
        return 1
    }
    let summary = weaveSummary(result)
    if check {
        let stale = staleReport(result, weaver: weaver)
        if stale.isEmpty {
            print("weave --check: the chapters' blocks and \(Weaver.bookPath) are current (\(summary))")
            return 0
        }
        for line in stale {
            FileHandle.standardError.write(Data("\(line)\n".utf8))
        }
        printError("weave --check: \(stale.count) thing\(stale.count == 1 ? " is" : "s are") out of date (above); run `swift run rxbook weave` and commit what it writes")
        return 1
    }
    var written: [String] = []
    do {
        for output in result.outputs where weaver.read(output.path) != output.text {
            let url = workspace.root.appendingPathComponent(output.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try output.text.write(to: url, atomically: true, encoding: .utf8)
            written.append(output.path)
        }
        for obsolete in result.obsoleteFiles {
            try FileManager.default.removeItem(at: workspace.root.appendingPathComponent(obsolete))
            written.append("\(obsolete) (removed)")
        }
        let parts = workspace.root.appendingPathComponent(Weaver.partsFolder)
        if let left = try? FileManager.default.contentsOfDirectory(atPath: parts.path), left.isEmpty {
            try FileManager.default.removeItem(at: parts)
        }
    } catch {
        printError("weave could not write: \(error.localizedDescription)")
        return 1
    }
    print("weave: \(summary)")
    print(written.isEmpty ? "nothing changed" : "updated: \(written.joined(separator: ", "))")
    return 0
}

/// What a run wove, in one line.
func weaveSummary(_ result: WeaveResult) -> String {
    let chapters = result.documents.filter { $0.document.chapter != nil }.count
    let listings = result.documents.reduce(0) { $0 + $1.listings.count }
    let cites = result.documents.reduce(0) { $0 + $1.cites.count }
    let bookSize = result.outputs.filter { $0.path == Weaver.bookPath || $0.path.hasPrefix(Weaver.partsFolder + "/") }
        .reduce(0) { $0 + $1.text.utf8.count }
    let parts = result.outputs.filter { $0.path.hasPrefix(Weaver.partsFolder + "/") }.count
    let book = parts > 0 ? "\(Weaver.bookPath) and \(parts) part files" : Weaver.bookPath
    return "\(chapters) chapter\(chapters == 1 ? "" : "s"), \(listings) listings, \(cites) cites; \(book), \(bookSize / 1024) KB"
}

/// One line per file that differs from what weave would write, naming the block or chapter.
func staleReport(_ result: WeaveResult, weaver: Weaver) -> [String] {
    var report: [String] = []
    for output in result.outputs {
        if let woven = result.documents.first(where: { $0.document.path == output.path }) {
            guard woven.original != woven.text else { continue }
            if woven.staleNotes.isEmpty {
                report.append("\(output.path): differs from what weave writes")
            } else {
                report += woven.staleNotes
            }
            continue
        }
        let current = weaver.read(output.path)
        guard current != output.text else { continue }
        if output.path.hasSuffix(".svg") {
            report.append("\(output.path): \(current == nil ? "missing" : "out of date"): the marble picture differs from what its diagram draws now")
            continue
        }
        guard let current else {
            report.append("\(output.path): missing; weave writes it")
            continue
        }
        let old = splitLines(current)
        let new = splitLines(output.text)
        let first = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
        let sources = result.bookLineSources[output.path] ?? []
        let source = first < sources.count ? sources[first] : nil
        if first >= new.count {
            report.append("\(output.path):\(first + 1): has lines past the end of what weave writes")
            continue
        }
        let place = source.map { "in the part from \($0)" } ?? "in what weave generates (title, contents or part headings)"
        report.append("\(output.path):\(first + 1): differs from what weave writes, \(place)")
    }
    for obsolete in result.obsoleteFiles {
        report.append("\(obsolete): left over from an earlier split of the book; weave removes it")
    }
    return report
}

/// `rxbook chapter NN`: the chapter's files in the order its prose shows them, what it revisits,
/// and its tests, each marked cited or not; `rxbook chapter A` shows an appendix.
func runChapter(_ workspace: Workspace, _ argument: String, showAll: Bool = false) -> Int32 {
    if argument.count == 1, let letter = argument.uppercased().first, letter.isLetter {
        return printAppendix(workspace, letter)
    }
    guard let number = Int(argument), let chapter = tableOfContents.first(where: { $0.number == number }) else {
        let known = tableOfContents.map(\.numberText).joined(separator: ", ")
        let letters = workspace.appendices().map { String($0.letter) }.joined(separator: ", ")
        printError("no chapter \"\(argument)\"; the chapters are \(known), and the appendices \(letters)")
        return 2
    }
    let weaver = Weaver(root: workspace.root, runsDemos: false)
    var problems: [WeaveProblem] = []
    let document = weaver.documents(problems: &problems).first { $0.chapter?.number == number }
    let woven = document.map { weaver.weave($0, tests: TestIndex(root: workspace.root), problems: &problems) }
    print("Chapter \(chapter.numberText): \(chapter.title)")
    print(chapter.part.rawValue)
    if woven != nil {
        print("Prose: \(chapter.chapterFolder)/README.md")
    } else {
        print("Prose: not written yet (\(chapter.chapterFolder)/README.md)")
    }
    print("")
    let files = weaver.chapterFiles(chapter, woven: woven)
    print(woven == nil ? "Files (in name order until the prose shows them):" : "Files, in the order the prose shows them:")
    for path in files {
        let name = path.hasPrefix(chapter.sourceFolder + "/") ? String(path.dropFirst(chapter.sourceFolder.count + 1)) : path
        let labels = (woven?.listings ?? []).filter { $0.path == path }.map(\.label)
        let skips = (woven?.skips ?? []).filter { $0.path == path }
        var note: String
        if !labels.isEmpty {
            note = "listing\(labels.count == 1 ? "" : "s") \(labels.joined(separator: ", "))"
        } else if isMarblesFile(path) {
            note = "marble diagrams (swift run rxbook marbles)"
        } else if path.hasPrefix(chapter.chapterFolder + "/") {
            note = "demos (swift run rxbook demo \(chapter.numberText))"
        } else {
            note = "not shown"
        }
        if !skips.isEmpty {
            note += "; skips " + skips.map { "\($0.region ?? "the whole file") (\($0.reason))" }.joined(separator: ", ")
        }
        print("  \(name.padding(toLength: max(name.count, 34), withPad: " ", startingAt: 0)) \(note)")
    }
    let elsewhere = (woven?.listings ?? []).filter { !files.contains($0.path) }
    if !elsewhere.isEmpty {
        print("")
        print("Also shows, from other chapters' files:")
        for listing in elsewhere {
            print("  \(listing.path)\(listing.region.map { "#\($0)" } ?? "")  listing \(listing.label)")
        }
    }
    let fenced = weaver.fencedCode(for: chapter)
    if !fenced.addedFiles.isEmpty || !fenced.revisits.isEmpty {
        print("")
        print("Fenced with #if CH\(chapter.numberText) elsewhere (what this chapter revisits):")
        for path in fenced.addedFiles {
            print("  \(path)  (the whole file)")
        }
        for revisit in fenced.revisits {
            let region = revisit.region.map { ", region \($0)" } ?? ""
            let owner = revisit.owner.map { " (chapter \($0.numberText))" } ?? ""
            print("  \(revisit.path)#L\(revisit.fence.firstLine)-L\(revisit.fence.lastLine)\(region)\(owner)")
        }
    }
    let later = files.compactMap { path in weaver.source(path) }.flatMap { file in
        file.fences.filter { $0.chapter > chapter.number }.map { (file, $0) }
    }
    if !later.isEmpty {
        print("")
        print("Changed by later chapters (fenced with their conditions):")
        for (file, fence) in later {
            let region = file.innermostRegion(containing: fence.firstLine).map { ", region \($0.name)" } ?? ""
            let name = file.path.hasPrefix(chapter.sourceFolder + "/") ? String(file.path.dropFirst(chapter.sourceFolder.count + 1)) : file.path
            print("  \(name)#L\(fence.firstLine)-L\(fence.lastLine)\(region): #if CH\(fence.chapter < 10 ? "0" : "")\(fence.chapter)")
        }
    }
    let tests = workspace.tests(of: chapter)
    let citedHere = Set((woven?.cites ?? []).filter { $0.test.path.hasPrefix(chapter.testFolder + "/") }.map(\.test.name))
    let citedCount = tests.filter { citedHere.contains($0.name) }.count
    print("")
    print("What its \(tests.count) tests prove (swift test --filter \(chapter.testFilter)); the prose cites \(citedCount):")
    // A test whose name or claim answers a predict exercise is held back until it is solved.
    let workbook = showAll ? nil : try? Workbook.load(workspace).get()
    for test in tests {
        let claim = test.claim.isEmpty ? "(no doc comment)" : test.claim
        let mark = citedHere.contains(test.name) ? "[cited]    " : "[not cited]"
        if let exercise = workbook?.exerciseAnswered(byTest: test.name) {
            print("  \(mark) (held back: it answers exercise \(exercise.id), which you have not solved;")
            print("      `swift run rxbook chapter \(chapter.numberText) --all` shows it)")
            continue
        }
        print("  \(mark) \(test.name)")
        print("      \(claim)")
    }
    let own = problems.filter { $0.file == document?.path }
    if !own.isEmpty {
        print("")
        print("weave reports \(own.count) problem\(own.count == 1 ? "" : "s") in this chapter's prose; `swift run rxbook weave` lists them.")
    }
    return 0
}

private func printAppendix(_ workspace: Workspace, _ letter: Character) -> Int32 {
    let appendices = workspace.appendices()
    guard let appendix = appendices.first(where: { $0.letter == letter }) else {
        let letters = appendices.map { String($0.letter) }.joined(separator: ", ")
        printError("no appendix \(letter); the appendices are \(letters)")
        return 2
    }
    print(appendix.title)
    print("Read: \(appendix.path)")
    var fence = FenceTracker()
    let headings = splitLines(workspace.text(of: appendix.path)).filter { !fence.isCode($0) }
        .compactMap(markdownHeading).filter { $0.level > 1 }
    if !headings.isEmpty {
        print("")
        print("Sections:")
        for heading in headings {
            print(String(repeating: "  ", count: heading.level - 1) + heading.text)
        }
    }
    return 0
}

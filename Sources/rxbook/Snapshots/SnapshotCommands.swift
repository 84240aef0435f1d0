import Foundation

/// `rxbook snapshot`, `rxbook diff` and `rxbook verify-snapshots`: the library as it stands
/// after each chapter, as a package a reader can build, compare and test.

let snapshotUsage = """
  snapshot NN [DIR]  write the library as it stands at the end of chapter NN as a package of its
                 own (default DIR: snapshots/NN), which `swift test` builds and passes
  diff NN        what chapter NN adds to chapter NN-1's library: new files, and the fenced
                 regions that change earlier files, as a unified diff of the two snapshots
  verify-snapshots [NN|NN-MM ...]
                 build every chapter's snapshot (or the ones named) and run its tests
"""

/// Reads a chapter number argument ("4", "04"); nil, after a one-line message, if it is not one.
func parseSnapshotChapter(_ argument: String, verb: String) -> Int? {
    let last = tableOfContents.last?.number ?? 0
    guard let number = Int(argument), (1...last).contains(number) else {
        printError("\(verb): no chapter \"\(argument)\"; the chapters are 01 to \(paddedChapter(last))")
        return nil
    }
    return number
}

func paddedChapter(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

// MARK: snapshot

func runSnapshot(_ arguments: [String], workspace: Workspace) -> Int32 {
    guard (1...2).contains(arguments.count) else {
        printError("`snapshot` takes a chapter number and an optional folder, for example `rxbook snapshot 04 /tmp/rx04`")
        return 2
    }
    guard let chapter = parseSnapshotChapter(arguments[0], verb: "snapshot") else { return 2 }
    let folder: URL
    if arguments.count == 2 {
        folder = URL(fileURLWithPath: arguments[1], relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
    } else {
        folder = workspace.root.appendingPathComponent("snapshots/\(paddedChapter(chapter))")
    }
    do {
        let snapshot = try Snapshot(chapter: chapter, workspace: workspace)
        try snapshot.write(to: folder)
        print("Wrote chapter \(snapshot.numberText) (\(snapshot.title)): \(snapshot.files.count) Swift files in \(folder.path)")
        print("Build it and run its tests: cd \(folder.path) && swift test")
        return 0
    } catch {
        printError("snapshot: \(error)")
        return 1
    }
}

// MARK: diff

/// What chapter NN changes in chapter NN-1's library, file by file.
struct ChapterChanges {
    let added: [String]
    let removed: [String]
    /// Earlier files the chapter changes, each with the regions its changed lines are in.
    let revisited: [(path: String, regions: [String])]

    init(from old: Snapshot?, to new: Snapshot) {
        let oldFiles = Dictionary(uniqueKeysWithValues: (old?.files ?? []).map { ($0.path, $0) })
        let newFiles = Dictionary(uniqueKeysWithValues: new.files.map { ($0.path, $0) })
        added = new.files.map(\.path).filter { oldFiles[$0] == nil }
        removed = (old?.files ?? []).map(\.path).filter { newFiles[$0] == nil }
        var revisited: [(String, [String])] = []
        for file in new.files {
            guard let before = oldFiles[file.path], before.lines != file.lines else { continue }
            // Both are the same source resolved for two chapters, so a line is added or
            // removed exactly when its source line is in one and not in the other.
            let oldSources = Set(before.lines.map(\.sourceLine))
            let newSources = Set(file.lines.map(\.sourceLine))
            var regions: [String] = []
            for (index, line) in file.lines.enumerated() where !oldSources.contains(line.sourceLine) {
                let name = Self.region(around: index, in: file.lines) ?? "(outside any region)"
                if !regions.contains(name) { regions.append(name) }
            }
            for (index, line) in before.lines.enumerated() where !newSources.contains(line.sourceLine) {
                let name = Self.region(around: index, in: before.lines) ?? "(outside any region)"
                if !regions.contains(name) { regions.append(name) }
            }
            revisited.append((file.path, regions))
        }
        self.revisited = revisited
    }

    /// The innermost region open at `index`.
    static func region(around index: Int, in lines: [FenceResolver.Line]) -> String? {
        var open: [String] = []
        for line in lines[..<min(index + 1, lines.count)] {
            guard let marker = FenceResolver.regionMarker(line.text) else { continue }
            if marker.isStart {
                open.append(marker.name)
            } else if let position = open.lastIndex(of: marker.name) {
                open.remove(at: position)
            }
        }
        // A marker line (a region added or removed whole) belongs to its own region.
        if let marker = FenceResolver.regionMarker(lines[index].text) {
            return marker.name
        }
        return open.last
    }

    var summary: [String] {
        var lines: [String] = []
        lines.append(added.isEmpty ? "Adds no file." : "Adds \(added.count) file\(added.count == 1 ? "" : "s"):")
        lines += added.map { "  \($0)" }
        if revisited.isEmpty {
            lines.append("Revisits no earlier file.")
        } else {
            lines.append("Revisits \(revisited.count) earlier file\(revisited.count == 1 ? "" : "s") (fenced regions):")
            lines += revisited.map { "  \($0.path): \($0.regions.joined(separator: ", "))" }
        }
        if !removed.isEmpty {
            lines.append("Leaves out \(removed.count) file\(removed.count == 1 ? "" : "s") of the chapter before:")
            lines += removed.map { "  \($0)" }
        }
        return lines
    }
}

func runDiff(_ arguments: [String], workspace: Workspace) -> Int32 {
    guard arguments.count == 1 else {
        printError("`diff` takes one chapter number, for example `rxbook diff 09`")
        return 2
    }
    guard let chapter = parseSnapshotChapter(arguments[0], verb: "diff") else { return 2 }
    let scratch = workspace.root.appendingPathComponent(".build-snapshots/diff")
    let newName = "chapter\(paddedChapter(chapter))"
    let oldName = "chapter\(paddedChapter(chapter - 1))"
    do {
        let new = try Snapshot(chapter: chapter, workspace: workspace)
        let old = chapter > 1 ? try Snapshot(chapter: chapter - 1, workspace: workspace) : nil
        try? FileManager.default.removeItem(at: scratch)
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent(oldName), withIntermediateDirectories: true)
        try new.write(to: scratch.appendingPathComponent(newName))
        try old?.write(to: scratch.appendingPathComponent(oldName))

        print("Chapter \(new.numberText): \(new.title)")
        for line in ChapterChanges(from: old, to: new).summary {
            print(line)
        }
        print("")
        // Only the code: the manifests and READMEs differ in their chapter number only.
        let result = try runSnapshotProcess(
            ["diff", "-ruN", "-x", Snapshot.markerName, "-x", "README.md", "-x", "Package.swift", oldName, newName],
            in: scratch)
        guard result.status <= 1 else {
            printError("diff: `diff -ruN` failed: \(result.output.split(separator: "\n").first ?? "")")
            return 1
        }
        for line in result.output.split(separator: "\n", omittingEmptySubsequences: false) {
            // `--- chapter03/path<TAB>date`: the dates of two fresh folders say nothing.
            if line.hasPrefix("--- ") || line.hasPrefix("+++ "), let tab = line.firstIndex(of: "\t") {
                print(line[..<tab])
            } else {
                print(line)
            }
        }
        return 0
    } catch {
        printError("diff: \(error)")
        return 1
    }
}

// MARK: Running programs

struct SnapshotProcessResult {
    let status: Int32
    let output: String
}

/// Runs a program found on PATH in `folder`, its output (stdout and stderr together) to `log`
/// if given, else returned.
@discardableResult
func runSnapshotProcess(_ command: [String], in folder: URL, log: URL? = nil, environment: [String: String] = [:]) throws -> SnapshotProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    process.currentDirectoryURL = folder
    var merged = ProcessInfo.processInfo.environment
    merged.merge(environment) { _, new in new }
    process.environment = merged
    let output: FileHandle
    var pipe: Pipe?
    if let log {
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        output = try FileHandle(forWritingTo: log)
    } else {
        let newPipe = Pipe()
        pipe = newPipe
        output = newPipe.fileHandleForWriting
    }
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    do {
        try process.run()
    } catch {
        throw Snapshot.Failure(description: "cannot run `\(command.joined(separator: " "))`: \(Snapshot.reason(error))")
    }
    var collected = Data()
    if let pipe {
        try? pipe.fileHandleForWriting.close()
        collected = pipe.fileHandleForReading.readDataToEndOfFile()
    }
    process.waitUntilExit()
    if log != nil {
        try? output.close()
    }
    return SnapshotProcessResult(status: process.terminationStatus, output: String(decoding: collected, as: UTF8.self))
}

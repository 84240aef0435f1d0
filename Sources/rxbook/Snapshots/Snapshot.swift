import Foundation

/// The library as it stands at the end of one chapter, as a package of its own: the slices
/// 01…NN, RxReadingTest, the chapter tests 01…NN and their support, each file with its chapter
/// fences resolved for chapter NN (`FenceResolver`), and a Package.swift with no dependencies.
struct Snapshot {
    let chapter: Int

    /// One file of the snapshot: where it goes, what it holds, and where each line came from.
    struct File {
        /// The path inside the snapshot, which is also its path inside the book.
        let path: String
        let lines: [FenceResolver.Line]

        var text: String { lines.map(\.text).joined(separator: "\n") }
    }

    /// The Swift files of the snapshot, in path order (Package.swift and README.md are added
    /// when it is written).
    let files: [File]

    /// Whether any file still mentions a chapter condition after resolving (a condition that
    /// mixes a chapter with something else), so that Package.swift must define CH01…CHNN.
    var needsChapterConditions: Bool {
        files.contains { file in
            file.lines.contains { line in
                let trimmed = line.text.trimmedForFences
                return (trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif"))
                    && trimmed.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
                        .contains { FenceResolver.chapterNumber(ofCondition: String($0)) != nil }
            }
        }
    }

    var includesRxReadingTest: Bool { files.contains { $0.path.hasPrefix("Sources/RxReadingTest/") } }

    /// The name of the file that marks a folder as a snapshot rxbook wrote, so that writing a
    /// snapshot again may replace it.
    static let markerName = ".rxreading-snapshot"

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Selects and resolves the files of chapter `chapter`'s state from the book at `workspace`.
    init(chapter: Int, workspace: Workspace) throws {
        guard let last = tableOfContents.last?.number, (1...last).contains(chapter) else {
            throw Failure(description: "no chapter \(chapter); the chapters are 01 to \(tableOfContents.last.map(\.numberText) ?? "?")")
        }
        self.chapter = chapter
        let resolver = FenceResolver(chapter: chapter)
        var folders: [String] = []
        for entry in tableOfContents where entry.number <= chapter {
            folders.append(entry.sourceFolder)
        }
        var testFolders: [String] = []
        for entry in tableOfContents where entry.number <= chapter {
            testFolders.append(entry.testFolder)
        }
        testFolders.append(Self.testSupportFolder)

        var chosen: [File] = []
        for folder in folders + testFolders {
            chosen += try Self.resolvedFiles(in: folder, workspace: workspace, resolver: resolver)
        }
        // Every chapter test imports RxReadingTest today, but a snapshot carries it only if one
        // of its tests does.
        let testsImportRxReadingTest = chosen.contains { file in
            file.path.hasPrefix("Tests/") && file.lines.contains { $0.text.hasPrefix("import RxReadingTest") }
        }
        if testsImportRxReadingTest {
            chosen += try Self.resolvedFiles(in: Self.testLibraryFolder, workspace: workspace, resolver: resolver)
        }
        files = chosen.sorted { $0.path < $1.path }
    }

    static let testLibraryFolder = "Sources/RxReadingTest"
    static let testSupportFolder = "Tests/ChapterTests/Support"

    private static func resolvedFiles(in folder: String, workspace: Workspace, resolver: FenceResolver) throws -> [File] {
        try workspace.swiftFiles(in: folder).compactMap { name in
            let path = "\(folder)/\(name)"
            let resolved: FenceResolver.Resolved
            do {
                resolved = try resolver.resolve(workspace.text(of: path))
            } catch {
                throw Failure(description: "\(path): \(error)")
            }
            return resolved.hasCode ? File(path: path, lines: resolved.lines) : nil
        }
    }

    // MARK: The package around the files

    var numberText: String { chapter < 10 ? "0\(chapter)" : "\(chapter)" }

    var title: String { tableOfContents.first { $0.number == chapter }?.title ?? "" }

    /// Package.swift of the snapshot: RxReading, RxReadingTest if the tests need it, and the
    /// chapter tests, with the settings the book's own manifest gives them.
    var manifest: String {
        let conditions = needsChapterConditions
            ? (1...chapter).map { ".define(\"CH\($0 < 10 ? "0\($0)" : "\($0)")\")" }
            : []
        let settings = (["traceResources", "traceSteps"] + conditions).joined(separator: ", ")
        let testLibraryProduct = includesRxReadingTest
            ? "\n        .library(name: \"RxReadingTest\", targets: [\"RxReadingTest\"]),"
            : ""
        let testLibraryTarget = includesRxReadingTest
            ? """

                    .target(name: "RxReadingTest", dependencies: ["RxReading"], swiftSettings: settings),
            """
            : ""
        let testDependencies = includesRxReadingTest ? "[\"RxReading\", \"RxReadingTest\"]" : "[\"RxReading\"]"
        let fences = needsChapterConditions
            ? "// Chapter conditions CH01…CH\(numberText) are defined: some fences could not be resolved in the text."
            : "// The chapter fences (`#if CHNN`) are resolved in the text: no chapter condition is needed."
        return """
        // swift-tools-version:6.0
        import PackageDescription

        // RxReading as it stands at the end of chapter \(numberText), \(title): the slices 01…\(numberText),
        // and the chapter tests that prove them. Written by `swift run rxbook snapshot \(numberText)`.
        \(fences)

        // Resource tracking (`Resources.total`) is compiled into debug builds only, as in RxSwift.
        let traceResources: SwiftSetting = .define("TRACE_RESOURCES", .when(configuration: .debug))
        // The trace that draws the book's diagrams (`rxbook trace` in the full package): debug builds only.
        let traceSteps: SwiftSetting = .define("RXREADING_TRACE", .when(configuration: .debug))
        let settings: [SwiftSetting] = [\(settings)]

        let package = Package(
            name: "RxReadingChapter\(numberText)",
            platforms: [.macOS(.v15)],
            products: [
                .library(name: "RxReading", targets: ["RxReading"]),\(testLibraryProduct)
            ],
            targets: [
                .target(name: "RxReading", swiftSettings: settings),\(testLibraryTarget)
                .testTarget(name: "ChapterTests", dependencies: \(testDependencies), swiftSettings: settings),
            ],
            swiftLanguageModes: [.v5]
        )

        """
    }

    var readme: String {
        let chapters = tableOfContents.filter { $0.number <= chapter }
        var text = """
        # RxReading at the end of chapter \(numberText): \(title)

        The library exactly as the book has shown it so far, with the tests that prove what the
        chapters claim. Build it and run the tests with `swift test`; run one chapter's with
        `swift test --filter ChapterNN`. Written by `swift run rxbook snapshot \(numberText)`; writing it
        again replaces this folder's Sources/ and Tests/.

        """
        for entry in chapters {
            text += "\n- \(entry.numberText) \(entry.title): `\(entry.sourceFolder)/`"
        }
        return text + "\n"
    }

    // MARK: Writing

    /// Writes the snapshot into `folder`. A folder that holds anything but a snapshot written
    /// before is left alone; a previous snapshot has its files replaced.
    func write(to folder: URL) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw Failure(description: "\(folder.path) is a file, not a folder")
            }
            let contents = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            if !contents.isEmpty && !contents.contains(Self.markerName) {
                throw Failure(description: "\(folder.path) is not empty and is not a snapshot rxbook wrote; choose an empty or new folder")
            }
        }
        // The nearest folder that exists must be writable, or nothing can be made below it.
        var existing = folder
        while !manager.fileExists(atPath: existing.path) && existing.path != "/" {
            existing = existing.deletingLastPathComponent()
        }
        guard manager.isWritableFile(atPath: existing.path) else {
            throw Failure(description: "cannot write the snapshot in \(folder.path): \(existing.path) is not writable")
        }
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            try writeContents(to: folder)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "cannot write the snapshot in \(folder.path): \(Self.reason(error))")
        }
    }

    private func writeContents(to folder: URL) throws {
        let manager = FileManager.default
        var wanted: [String: String] = [:]
        for file in files {
            wanted[file.path] = file.text.hasSuffix("\n") ? file.text : file.text + "\n"
        }
        wanted["Package.swift"] = manifest
        wanted["README.md"] = readme
        wanted[Self.markerName] = "chapter \(numberText)\n"

        // Files of an earlier snapshot that this one does not have go; files whose text is the
        // same are not touched, so a build folder kept beside them stays incremental.
        for top in ["Sources", "Tests"] {
            let root = folder.appendingPathComponent(top)
            guard let walker = manager.enumerator(atPath: root.path) else { continue }
            for case let relative as String in walker {
                let path = "\(top)/\(relative)"
                var isDirectory: ObjCBool = false
                _ = manager.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
                if !isDirectory.boolValue && wanted[path] == nil {
                    try manager.removeItem(at: folder.appendingPathComponent(path))
                }
            }
            try Self.removeEmptyFolders(below: root)
        }
        for (path, text) in wanted.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(path)
            if let existing = try? String(contentsOf: url, encoding: .utf8), existing == text {
                continue
            }
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    private static func removeEmptyFolders(below folder: URL) throws {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names {
            let child = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue {
                try removeEmptyFolders(below: child)
                if (try? manager.contentsOfDirectory(atPath: child.path))?.isEmpty == true {
                    try manager.removeItem(at: child)
                }
            }
        }
    }

    /// The reason of a file-system error in a few words ("Permission denied"), not its dump.
    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        // On Linux the underlying error is stored as a Swift error, so `as? NSError` misses it.
        if let underlying = (nsError.userInfo[NSUnderlyingErrorKey] as? Error).map({ $0 as NSError }),
           underlying.domain == NSPOSIXErrorDomain, let message = strerror(Int32(underlying.code)) {
            return String(cString: message).lowercased()
        }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileWriteNoPermissionError: return "permission denied"
            case NSFileWriteOutOfSpaceError: return "no space left"
            case NSFileWriteVolumeReadOnlyError: return "read-only file system"
            default: break
            }
        }
        return nsError.localizedDescription
    }

    /// Where the line `line` of the snapshot file `path` came from in the book: its path and line.
    func origin(ofPath path: String, line: Int) -> (path: String, line: Int)? {
        guard let file = files.first(where: { $0.path == path }) else { return nil }
        guard line >= 1, line <= file.lines.count else { return (path, line) }
        return (path, file.lines[line - 1].sourceLine)
    }
}

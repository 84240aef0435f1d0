import Foundation

/// `rxbook docs`: the API reference of RxReading and RxReadingTest, built with DocC as two
/// static sites, after checking that every public declaration is documented.

let docsUsage = """
  docs [DIR]     build the API reference of RxReading and RxReadingTest with DocC, as two static
                 sites in DIR/RxReading and DIR/RxReadingTest (default DIR: .build-docs/site);
                 fails on an undocumented public declaration or a DocC warning
                 (--allow-undocumented: report both and write the sites anyway;
                 --book-url URL: link each chapter's text, URL/Chapters/NN-Slug/README.md;
                 --symbol-graphs DIR: use the graphs `swift package dump-symbol-graph
                 --emit-extension-block-symbols --skip-inherited-docs` wrote there)
"""

struct DocsOptions: Equatable {
    var output: String?
    var allowUndocumented = false
    var bookURL: String?
    var symbolGraphs: String?

    /// Reads `docs`' arguments; a one-line message when they are wrong.
    static func parse(_ arguments: [String]) -> Result<DocsOptions, DocsFailure> {
        var options = DocsOptions()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--allow-undocumented":
                options.allowUndocumented = true
            case "--book-url":
                index += 1
                guard index < arguments.count, !arguments[index].hasPrefix("-"), !arguments[index].isEmpty else {
                    return .failure(DocsFailure("docs: --book-url takes the address of the repository's files, for example --book-url https://github.com/OWNER/RxReading/blob/main"))
                }
                var url = arguments[index]
                while url.hasSuffix("/") { url.removeLast() }
                options.bookURL = url
            case "--symbol-graphs":
                index += 1
                guard index < arguments.count, !arguments[index].hasPrefix("-"), !arguments[index].isEmpty else {
                    return .failure(DocsFailure("docs: --symbol-graphs takes the folder `swift package dump-symbol-graph` wrote, for example --symbol-graphs .build/x86_64-unknown-linux-gnu/symbolgraph"))
                }
                options.symbolGraphs = arguments[index]
            default:
                if argument.hasPrefix("-") {
                    return .failure(DocsFailure("docs: unknown option \(argument); `docs` takes [DIR] [--allow-undocumented] [--book-url URL] [--symbol-graphs DIR]"))
                }
                if let output = options.output {
                    return .failure(DocsFailure("docs: one output folder only (given \(output) and \(argument))"))
                }
                options.output = argument
            }
            index += 1
        }
        return .success(options)
    }
}

/// Where DocC is: `$DOCC` if set, else `docc` on PATH, else (on macOS) what `xcrun --find docc`
/// answers; nil, with the one line to print, when it is nowhere.
func locateDocC(environment: [String: String] = ProcessInfo.processInfo.environment,
                xcrun: () -> String? = findDocCWithXcrun) -> Result<String, DocsFailure> {
    let manager = FileManager.default
    if let given = environment["DOCC"], !given.isEmpty {
        return manager.isExecutableFile(atPath: given)
            ? .success(given)
            : .failure(DocsFailure("docs: DOCC is \(given), which is not an executable file; unset it to use the docc on PATH"))
    }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
        let candidate = "\(folder)/docc"
        if manager.isExecutableFile(atPath: candidate) { return .success(candidate) }
    }
    if let found = xcrun() { return .success(found) }
    return .failure(DocsFailure("docs: docc not found: it comes with every Swift 6 toolchain (swift.org/install, beside `swift`) and with Xcode; put it on PATH or set DOCC=/path/to/docc"))
}

func findDocCWithXcrun() -> String? {
    #if os(macOS)
    guard let result = try? runSnapshotProcess(["xcrun", "--find", "docc"], in: URL(fileURLWithPath: "/")),
          result.status == 0 else { return nil }
    let path = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    return path.isEmpty ? nil : path
    #else
    return nil
    #endif
}

func runDocs(_ arguments: [String], workspace: Workspace,
             environment: [String: String] = ProcessInfo.processInfo.environment,
             xcrun: () -> String? = findDocCWithXcrun) -> Int32 {
    let options: DocsOptions
    switch DocsOptions.parse(arguments) {
    case .success(let parsed): options = parsed
    case .failure(let failure):
        printError(failure.description)
        return 2
    }
    let docc: String
    switch locateDocC(environment: environment, xcrun: xcrun) {
    case .success(let found): docc = found
    case .failure(let failure):
        printError(failure.description)
        return 1
    }
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let site = options.output.map { URL(fileURLWithPath: $0, relativeTo: current).standardizedFileURL }
        ?? workspace.root.appendingPathComponent(".build-docs/site")
    do {
        return try ReferenceBuild(root: workspace.root, docc: docc, site: site, options: options).run()
    } catch let failure as DocsFailure {
        printError(failure.description)
        return 1
    } catch {
        printError("docs: \(error)")
        return 1
    }
}

/// The steps of `rxbook docs`.
struct ReferenceBuild {
    let root: URL
    let docc: String
    let site: URL
    let options: DocsOptions

    static let modules = ["RxReading", "RxReadingTest"]

    /// Everything `docs` builds but the sites lives here, beside (not in) the package's `.build`,
    /// which `swift run rxbook` holds locked while this runs.
    var work: URL { root.appendingPathComponent(".build-docs") }

    func run() throws -> Int32 {
        let started = Date()
        let graphs = try symbolGraphs()
        let graphsRead = Date()

        let check = documentationProblems(in: graphs)
        let checked = Date()
        for problem in check.problems { print(problem) }
        let undocumented = Set(check.problems.map { "\($0.path):\($0.line)" }).count
        print("docs: \(check.checked) public declarations checked, \(undocumented) with something undocumented (\(check.problems.count) problems)")
        if !check.problems.isEmpty && !options.allowUndocumented {
            printError("docs: document the declarations above (a doc comment; `- Parameter name:` for each parameter, or `- name:` under `- Parameters:`; `- Returns:` for a result), or pass --allow-undocumented to build the reference anyway")
            return 1
        }

        var warnings = 0
        for name in Self.modules {
            let moduleStarted = Date()
            let module = try ReferenceModule.build(name: name,
                                                   graphs: graphs.filter { $0.module == name },
                                                   bookURL: options.bookURL)
            let graphFolder = work.appendingPathComponent("reference-graphs/\(name)")
            try? FileManager.default.removeItem(at: graphFolder)
            try FileManager.default.createDirectory(at: graphFolder, withIntermediateDirectories: true)
            for graph in module.graphs where !graph.symbols.isEmpty { try graph.write(to: graphFolder) }
            let catalog = work.appendingPathComponent("reference-catalogs/\(name).docc")
            try ReferenceCatalog.write(module, from: root.appendingPathComponent("Sources/\(name)/\(name).docc"),
                                       to: catalog, bookURL: options.bookURL)
            let output = site.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
            discardInBackground(output)
            var command = [docc, "convert", catalog.path,
                           "--additional-symbol-graph-dir", graphFolder.path,
                           "--fallback-display-name", name,
                           "--fallback-bundle-identifier", "org.rxreading.\(name)",
                           "--output-path", output.path,
                           "--transform-for-static-hosting"]
            if !options.allowUndocumented { command.append("--warnings-as-errors") }
            let prepared = Date()
            let result = try runSnapshotProcess(command, in: root)
            let diagnostics = result.output.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { $0.contains("warning:") || $0.contains("error:") }
            warnings += diagnostics.filter { $0.contains("warning:") }.count
            if result.status != 0 || !diagnostics.isEmpty {
                print(result.output)
            }
            guard result.status == 0 else {
                printError("docs: DocC could not build \(name)'s reference (its messages are above)")
                return 1
            }
            print("docs: \(name): \(pageCount(output)) pages in \(output.path) (graphs and catalog \(seconds(from: moduleStarted, to: prepared)), DocC \(seconds(since: prepared)))")
        }
        discarding.wait()
        print("docs: done in \(seconds(since: started)) (symbol graphs built and read \(seconds(from: started, to: graphsRead)), checked \(seconds(from: graphsRead, to: checked)))")
        if warnings > 0 {
            print("docs: DocC warned \(warnings) times (above); without --allow-undocumented that fails")
        }
        let first = site.appendingPathComponent("RxReading").path
        print("Open it: python3 -m http.server 8000 -d \(first), then http://localhost:8000/documentation/rxreading")
        print("         (RxReadingTest's: the same with \(site.appendingPathComponent("RxReadingTest").path) and /documentation/rxreadingtest)")
        return 0
    }

    /// The symbol graphs of both modules: the ones `--symbol-graphs` names, else those of a
    /// build of their own (`.build-docs`, beside the `.build` that `swift run` holds locked).
    func symbolGraphs() throws -> [SymbolGraphFile] {
        if let given = options.symbolGraphs {
            let folder = URL(fileURLWithPath: given, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            guard Self.modules.allSatisfy({ names.contains("\($0).symbols.json") }) else {
                throw DocsFailure("docs: no RxReading.symbols.json and RxReadingTest.symbols.json in \(folder.path) (write them with `swift package \(Self.dumpArguments.joined(separator: " "))`)")
            }
            return try Self.graphFiles(names).map { try SymbolGraphFile.read(folder.appendingPathComponent($0)) }
        }
        print("docs: building the package and extracting its symbol graphs (swift package --scratch-path .build-docs dump-symbol-graph)")
        let started = Date()
        let result = try runSnapshotProcess(["swift", "package", "--scratch-path", work.path] + Self.dumpArguments, in: root)
        let written = result.output.split(separator: "\n")
            .first { $0.hasPrefix("Files written to ") }
            .map { String($0.dropFirst("Files written to ".count)).trimmingCharacters(in: .whitespaces) }
        // SwiftPM extracts every module it built, and fails (after writing the rest) on one it
        // did not (the test-discovery module of a build without tests): what counts is that both
        // libraries' graphs were written by this run.
        let folder = written.map { URL(fileURLWithPath: $0) }
        let fresh = folder.map { folder in
            Self.modules.allSatisfy { module in
                let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("\(module).symbols.json").path)
                return ((attributes?[.modificationDate] as? Date) ?? .distantPast) >= started.addingTimeInterval(-2)
            }
        } ?? false
        guard let folder, fresh else {
            print(result.output)
            throw DocsFailure("docs: swift package dump-symbol-graph wrote no graph of RxReading and RxReadingTest (its output is above)")
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return try Self.graphFiles(names).map { try SymbolGraphFile.read(folder.appendingPathComponent($0)) }
    }

    /// How the graphs are made, here and in CI (`.ci/run`, from the package's own `.build`): by
    /// SwiftPM from the built modules, every time afresh. Extensions of other modules' types
    /// (`NSObject.rx`, `AsyncSequence.asObservable()`, RxReadingTest's `Event.==`) come as blocks
    /// of their own, which DocC shows under the module they extend; and a declaration without a
    /// doc comment gets none (not the one of the requirement it implements), so the check sees
    /// what the source has.
    static let dumpArguments = ["dump-symbol-graph", "--emit-extension-block-symbols", "--skip-inherited-docs"]

    /// The graphs of the two modules and of their extensions (`RxReading@Foundation.symbols.json`).
    static func graphFiles(_ names: [String]) -> [String] {
        names.filter { name in
            name.hasSuffix(".symbols.json") && modules.contains(String(name.prefix { $0 != "@" && $0 != "." }))
        }.sorted()
    }

    /// Deleting a site of thousands of files takes seconds on some file systems: the old one is
    /// moved aside at once and deleted while DocC writes the new one.
    private let discarding = DispatchGroup()
    private func discardInBackground(_ folder: URL) {
        guard FileManager.default.fileExists(atPath: folder.path) else { return }
        let aside = work.appendingPathComponent("discarded-\(UUID().uuidString)")
        guard (try? FileManager.default.moveItem(at: folder, to: aside)) != nil else {
            try? FileManager.default.removeItem(at: folder)
            return
        }
        DispatchQueue.global().async(group: discarding) {
            try? FileManager.default.removeItem(at: aside)
        }
    }

    private func pageCount(_ site: URL) -> Int {
        let data = site.appendingPathComponent("data/documentation")
        let files = FileManager.default.enumerator(atPath: data.path)?.allObjects as? [String] ?? []
        return files.filter { $0.hasSuffix(".json") }.count
    }

    private func seconds(since start: Date) -> String { seconds(from: start, to: Date()) }
    private func seconds(from start: Date, to end: Date) -> String {
        String(format: "%.1f s", end.timeIntervalSince(start))
    }
}

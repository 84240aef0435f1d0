import Foundation

/// `rxbook verify-snapshots`: writes each chapter's snapshot into one folder, builds it and runs
/// its tests, reusing one scratch build folder (`.build-snapshots/`) for all of them.
struct SnapshotVerifier {
    let workspace: Workspace
    let chapters: [Int]

    var scratch: URL { workspace.root.appendingPathComponent(".build-snapshots") }
    var packageFolder: URL { scratch.appendingPathComponent("package") }
    var buildFolder: URL { scratch.appendingPathComponent("build") }
    var logFolder: URL { scratch.appendingPathComponent("logs") }

    /// How one chapter's state fared.
    enum Outcome {
        case passed(tests: Int)
        case buildFailed(log: String, forwardReferences: [ForwardReference], firstError: String?)
        case testsFailed(log: String, failed: [String], executed: Int)
        case notWritten(String)
    }

    /// Reads the chapters to verify: none means all; `04` one; `03-06` a range.
    static func parseChapters(_ arguments: [String]) -> Result<[Int], Snapshot.Failure> {
        let last = tableOfContents.last?.number ?? 0
        if arguments.isEmpty {
            return .success(Array(1...last))
        }
        var chosen: [Int] = []
        for argument in arguments {
            let bounds = argument.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
            guard (1...2).contains(bounds.count), let low = bounds.first ?? nil, let high = bounds.last ?? nil,
                  1 <= low, low <= high, high <= last else {
                return .failure(Snapshot.Failure(description: "no chapter or range \"\(argument)\"; the chapters are 01 to \(paddedChapter(last)), a range is written 03-06"))
            }
            chosen += (low...high).filter { !chosen.contains($0) }
        }
        return .success(chosen.sorted())
    }

    func run() -> Int32 {
        let started = Date()
        do {
            try FileManager.default.createDirectory(at: logFolder, withIntermediateDirectories: true)
        } catch {
            printError("verify-snapshots: cannot make \(logFolder.path): \(Snapshot.reason(error))")
            return 1
        }
        let total = tableOfContents.last?.number ?? 0
        var failures: [Int] = []
        for chapter in chapters {
            let chapterStarted = Date()
            say("[\(paddedChapter(chapter))/\(paddedChapter(total))] chapter \(paddedChapter(chapter)): ")
            let outcome = verify(chapter)
            let seconds = " (\(Self.duration(since: chapterStarted)))"
            switch outcome {
            case .passed(let tests):
                say("\(tests) passed\(seconds)\n")
            case .notWritten(let reason):
                failures.append(chapter)
                say("not written: \(reason)\n")
            case .buildFailed(let log, let references, let firstError):
                failures.append(chapter)
                if references.isEmpty {
                    say("failed\(seconds): \(firstError ?? "the build failed"); the log: \(log)\n")
                } else {
                    say("failed\(seconds): it reaches forward to a later chapter; the log: \(log)\n")
                    for reference in references {
                        say("    \(reference.message)\n")
                    }
                }
            case .testsFailed(let log, let failed, let executed):
                failures.append(chapter)
                let names = failed.prefix(5).joined(separator: ", ") + (failed.count > 5 ? ", …" : "")
                say("\(failed.count) of \(executed) failed\(seconds): \(names); the log: \(log)\n")
            }
        }
        let elapsed = Self.duration(since: started)
        if failures.isEmpty {
            say("All \(chapters.count) chapter state\(chapters.count == 1 ? "" : "s") build and pass their tests, in \(elapsed).\n")
            return 0
        }
        say("\(failures.count) of \(chapters.count) chapter states failed (\(failures.map(paddedChapter).joined(separator: ", "))), in \(elapsed).\n")
        return 1
    }

    func verify(_ chapter: Int) -> Outcome {
        let snapshot: Snapshot
        do {
            snapshot = try Snapshot(chapter: chapter, workspace: workspace)
            try snapshot.write(to: packageFolder)
        } catch {
            return .notWritten("\(error)")
        }
        let number = paddedChapter(chapter)
        let buildLog = logFolder.appendingPathComponent("chapter\(number)-build.log")
        let testLog = logFolder.appendingPathComponent("chapter\(number)-test.log")
        let packageArguments = ["--package-path", packageFolder.path, "--scratch-path", buildFolder.path]
        // A crashing test must fail fast: the backtracer can hang symbolicating.
        let environment = ["SWIFT_BACKTRACE": "enable=no"]
        say("build… ")
        do {
            let build = try runSnapshotProcess(["swift", "build", "--build-tests"] + packageArguments,
                                               in: workspace.root, log: buildLog, environment: environment)
            if build.status != 0 {
                let text = (try? String(contentsOf: buildLog, encoding: .utf8)) ?? ""
                let missing = MissingName.parse(buildLog: text, root: packageFolder.path)
                let references = ForwardReference.find(in: missing, chapter: chapter, snapshot: snapshot) {
                    Declaration.find($0, in: workspace)
                }
                return .buildFailed(log: relative(buildLog), forwardReferences: references,
                                    firstError: Self.firstError(in: text, root: packageFolder.path, snapshot: snapshot))
            }
            say("test… ")
            let test = try runSnapshotProcess(["swift", "test", "--skip-build"] + packageArguments,
                                              in: workspace.root, log: testLog, environment: environment)
            let text = (try? String(contentsOf: testLog, encoding: .utf8)) ?? ""
            let executed = Self.executedTests(in: text)
            if test.status != 0 {
                return .testsFailed(log: relative(testLog), failed: Self.failedTests(in: text), executed: executed)
            }
            return .passed(tests: executed)
        } catch {
            return .notWritten("\(error)")
        }
    }

    private func relative(_ url: URL) -> String {
        let root = workspace.root.path + "/"
        return url.path.hasPrefix(root) ? String(url.path.dropFirst(root.count)) : url.path
    }

    private func say(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    // MARK: Reading the logs

    /// The number of tests XCTest ran: the largest "Executed N tests" (the all-tests suite).
    static func executedTests(in log: String) -> Int {
        let pattern = #"Executed ([0-9]+) tests?"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return 0 }
        let text = log as NSString
        return expression.matches(in: log, range: NSRange(location: 0, length: text.length))
            .compactMap { Int(text.substring(with: $0.range(at: 1))) }
            .max() ?? 0
    }

    /// The names of the tests that failed ("Chapter04DisposablesTests.testX"), once each.
    static func failedTests(in log: String) -> [String] {
        let pattern = #"Test Case '(?:-\[)?(?:[A-Za-z0-9_]+\.)?([A-Za-z0-9_]+[ .][A-Za-z0-9_]+)\]?' failed"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let text = log as NSString
        var names: [String] = []
        for match in expression.matches(in: log, range: NSRange(location: 0, length: text.length)) {
            let name = text.substring(with: match.range(at: 1)).replacingOccurrences(of: " ", with: ".")
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The first compiler error, with its file named as in the book, for a build that failed
    /// without reaching forward.
    static func firstError(in log: String, root: String, snapshot: Snapshot?) -> String? {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        for line in log.split(separator: "\n") where line.contains(": error: ") {
            var text = String(line)
            if text.hasPrefix(prefix) {
                text = String(text.dropFirst(prefix.count))
                // path:line:column: error: …, with the line mapped back to the book's file.
                let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
                if parts.count == 3, let number = Int(parts[1]),
                   let origin = snapshot?.origin(ofPath: String(parts[0]), line: number) {
                    text = "\(origin.path):\(origin.line):\(parts[2])"
                }
            }
            return text
        }
        return nil
    }

    static func duration(since start: Date) -> String {
        let seconds = Int(Date().timeIntervalSince(start).rounded())
        return seconds >= 60 ? "\(seconds / 60)m\(String(format: "%02d", seconds % 60))s" : "\(seconds)s"
    }
}

func runVerifySnapshots(_ arguments: [String], workspace: Workspace) -> Int32 {
    switch SnapshotVerifier.parseChapters(arguments) {
    case .failure(let failure):
        printError("verify-snapshots: \(failure)")
        return 2
    case .success(let chapters):
        return SnapshotVerifier(workspace: workspace, chapters: chapters).run()
    }
}

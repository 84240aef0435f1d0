import Foundation

/// Builds and runs exercises with `swift build` in the Exercises package, showing progress
/// while it waits, and reads their checks' verdicts.
struct ExerciseRunner {
    let workbook: Workbook
    /// The Exercises package to build: the learner's, or a copy (verify-exercises).
    var packageFolder: URL
    /// Extra environment for `swift build` (RXREADING_ROOT for a copy).
    var environment: [String: String] = [:]
    /// Where build logs go.
    var logFolder: URL
    /// How long an exercise's checks may run before they count as stuck (tests shorten it).
    static var checkTimeout: Double = 60
    var timeout: Double = ExerciseRunner.checkTimeout

    init(workbook: Workbook) {
        self.workbook = workbook
        packageFolder = workbook.workspace.root.appendingPathComponent("Exercises")
        logFolder = packageFolder.appendingPathComponent(".build-logs")
    }

    enum Verdict {
        case passed(output: String)
        case failed(output: String)
        /// ThreadSanitizer stopped the checks: `places` are the report's frames in the
        /// learner's file (`Ex02_1/Exercise.swift:18:15 in Counter.increment()`), `log` the report.
        case race(places: [String], log: String)
        /// `diagnostics` are the compiler's errors, each once, with its source line and notes.
        case buildFailed(diagnostics: [String], log: String)
        /// `message` is the runtime's fatal-error line; `places` the backtrace's frames in the
        /// learner's file.
        case crashed(message: String?, places: [String], status: Int32, log: String)
        case timedOut(seconds: Int, log: String)
        /// The learner's file, or the exercise's whole folder, is not on disk.
        case missing(path: String)
    }

    func scratchPath(sanitize: Bool) -> URL {
        packageFolder.appendingPathComponent(sanitize ? ".build-tsan" : ".build")
    }

    /// Builds `products` (the whole package when empty or more than one) in one `swift build`,
    /// reporting progress on `label`.
    func build(products: [String], sanitize: Bool, label: String) -> (ok: Bool, errors: [String], log: String) {
        try? FileManager.default.createDirectory(at: logFolder, withIntermediateDirectories: true)
        let logName = (products.count == 1 ? products[0] : "all") + (sanitize ? "-tsan" : "") + ".log"
        let log = logFolder.appendingPathComponent(logName)
        // The manifest lists the exercise folders it finds, so it is read afresh each time; and
        // SwiftPM keeps its build description until the manifest changes, so when a folder or
        // file has come or gone since the last build, the manifest is touched to renew it.
        renewBuildDescriptionIfSourcesChanged(sanitize: sanitize)
        var arguments = ["build", "--manifest-cache", "none", "--package-path", packageFolder.path, "--scratch-path", scratchPath(sanitize: sanitize).path]
        if sanitize { arguments += ["--sanitize=thread"] }
        // `swift build` honours one `--product` (a second replaces the first), so a group of
        // exercises is built as the whole package.
        if products.count == 1 { arguments += ["--product", products[0]] }
        var outcome = runProcess("swift", arguments, log: log, label: label)
        var text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        if outcome.status != 0, text.contains("in build description") {
            // A build outside rxbook (`swift build` in Exercises/) can leave the description
            // stale too: renew it and build once more.
            touchManifest()
            outcome = runProcess("swift", arguments, log: log, label: label)
            text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        }
        return (outcome.status == 0, Diagnostics.errors(in: text, relativeTo: workbook.workspace.root.path), relative(log))
    }

    /// SwiftPM plans a build from the manifest and reuses that plan (its "build description")
    /// until the manifest's modification date changes, even with `--manifest-cache none`: after
    /// an exercise's folder was deleted and a build ran without it, the restored folder's
    /// product stays unknown ("No target named 'Ex04_2-…-debug.exe' in build description"). So
    /// the list of source files is kept beside the build, and when it differs, the manifest's
    /// date is renewed (and, should a build made outside rxbook leave it stale all the same,
    /// `build` renews it on SwiftPM's error and builds again).
    func renewBuildDescriptionIfSourcesChanged(sanitize: Bool) {
        let sources = packageFolder.appendingPathComponent("Sources")
        let files = (FileManager.default.subpaths(atPath: sources.path) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        let listing = files.joined(separator: "\n")
        let scratch = scratchPath(sanitize: sanitize)
        let record = scratch.appendingPathComponent("rxbook-source-files.txt")
        let recorded = try? String(contentsOf: record, encoding: .utf8)
        guard recorded != listing else { return }
        touchManifest()
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try? listing.write(to: record, atomically: true, encoding: .utf8)
    }

    func touchManifest() {
        try? FileManager.default.setAttributes([.modificationDate: Date()],
                                               ofItemAtPath: packageFolder.appendingPathComponent("Package.swift").path)
    }

    /// Runs an exercise's check program, already built, and reads its verdict.
    func run(_ exercise: Exercise, sanitize: Bool) -> Verdict {
        let binary = scratchPath(sanitize: sanitize).appendingPathComponent("debug/\(exercise.target)")
        let log = logFolder.appendingPathComponent("\(exercise.target)\(sanitize ? "-tsan" : "")-run.log")
        // A crash prints a symbolicated backtrace of the crashed thread, so the learner's line
        // can be read from it; ThreadSanitizer stops at the first race, with its report.
        var environment = ["SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,sanitize=no"]
        if sanitize { environment["TSAN_OPTIONS"] = "halt_on_error=1" }
        let outcome = runProcess(binary.path, [], log: log, label: nil, timeout: timeout, extraEnvironment: environment)
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let learnerFile = "\(exercise.target)/Exercise.swift"
        if outcome.timedOut {
            return .timedOut(seconds: Int(timeout), log: relative(log))
        }
        if output.contains("WARNING: ThreadSanitizer") {
            return .race(places: Diagnostics.frames(in: output, inFile: learnerFile), log: relative(log))
        }
        switch outcome.status {
        case 0: return .passed(output: output)
        case 1: return .failed(output: output)
        default:
            let message = output.split(separator: "\n").first { $0.contains("Fatal error") }.map(String.init)
            return .crashed(message: message, places: Diagnostics.frames(in: output, inFile: learnerFile),
                            status: outcome.status, log: relative(log))
        }
    }

    /// Builds one exercise and runs its checks.
    func check(_ exercise: Exercise) -> Verdict {
        let folder = "Exercises/Sources/\(exercise.target)"
        for path in [folder, exercise.file, "\(folder)/main.swift"] where !workbook.workspace.exists(path) {
            return .missing(path: path)
        }
        let firstBuild = !FileManager.default.fileExists(atPath: scratchPath(sanitize: exercise.sanitize).appendingPathComponent("debug").path)
        let label = "building \(exercise.id)" + (exercise.sanitize ? " with ThreadSanitizer" : "")
            + (firstBuild ? " (the first build compiles the library too: a minute or two)" : "")
        let built = build(products: [exercise.target], sanitize: exercise.sanitize, label: label)
        guard built.ok else { return .buildFailed(diagnostics: built.errors, log: built.log) }
        return run(exercise, sanitize: exercise.sanitize)
    }

    func relative(_ url: URL) -> String {
        let root = workbook.workspace.root.path + "/"
        return url.path.hasPrefix(root) ? String(url.path.dropFirst(root.count)) : url.path
    }

    /// Runs a program with its output in `log`; while it runs for more than two seconds, shows
    /// `label` with the seconds elapsed. Returns the exit status (-1 if it could not start), and
    /// whether it was stopped for running past `timeout`.
    func runProcess(_ program: String, _ arguments: [String], log: URL, label: String?,
                    timeout: Double? = nil, extraEnvironment: [String: String] = [:]) -> (status: Int32, timedOut: Bool) {
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        guard let handle = try? FileHandle(forWritingTo: log) else { return (-1, false) }
        defer { try? handle.close() }
        let process = Process()
        if program.hasPrefix("/") {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [program] + arguments
        }
        var processEnvironment = ProcessInfo.processInfo.environment
        for (key, value) in environment.merging(extraEnvironment, uniquingKeysWith: { $1 }) {
            processEnvironment[key] = value
        }
        // Builds need no backtrace; a run of the checks asks for one.
        processEnvironment["SWIFT_BACKTRACE"] = extraEnvironment["SWIFT_BACKTRACE"] ?? "enable=no"
        process.environment = processEnvironment
        process.standardOutput = handle
        process.standardError = handle
        do {
            try process.run()
        } catch {
            printError("could not start \(program): \(error.localizedDescription)")
            return (-1, false)
        }
        let start = Date()
        var shown = false
        // On a terminal the progress line updates in place each second; in a log (CI), a line
        // every fifteen seconds.
        let terminal = isatty(STDERR_FILENO) == 1
        var lastShown = -1
        while process.isRunning {
            Thread.sleep(forTimeInterval: 0.2)
            let elapsed = Date().timeIntervalSince(start)
            let seconds = Int(elapsed)
            if let label, elapsed > 2, seconds != lastShown, terminal || seconds % 15 == 0 {
                lastShown = seconds
                let line = terminal ? "\r\(label) … \(seconds)s" : "\(label) … \(seconds)s\n"
                FileHandle.standardError.write(Data(line.utf8))
                shown = terminal
            }
            if let timeout, elapsed > timeout {
                process.terminate()
                process.waitUntilExit()
                if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
                return (process.terminationStatus, true)
            }
        }
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        return (process.terminationStatus, false)
    }
}

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

    init(workbook: Workbook) {
        self.workbook = workbook
        packageFolder = workbook.workspace.root.appendingPathComponent("Exercises")
        logFolder = packageFolder.appendingPathComponent(".build-logs")
    }

    enum Verdict {
        case passed(output: String)
        case failed(output: String)
        case buildFailed(errors: [String], log: String)
        case crashed(output: String, status: Int32)
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
        // The manifest lists the exercise folders it finds, so it is read afresh each time.
        var arguments = ["build", "--manifest-cache", "none", "--package-path", packageFolder.path, "--scratch-path", scratchPath(sanitize: sanitize).path]
        if sanitize { arguments += ["--sanitize=thread"] }
        // `swift build` honours one `--product` (a second replaces the first), so a group of
        // exercises is built as the whole package.
        if products.count == 1 { arguments += ["--product", products[0]] }
        let status = runProcess("swift", arguments, log: log, label: label)
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let errors = text.split(separator: "\n").map(String.init).filter { $0.contains("error:") }
        return (status == 0, Array(errors.prefix(12)), relative(log))
    }

    /// Runs an exercise's check program, already built, and reads its verdict.
    func run(_ exercise: Exercise, sanitize: Bool) -> Verdict {
        let binary = scratchPath(sanitize: sanitize).appendingPathComponent("debug/\(exercise.target)")
        let log = logFolder.appendingPathComponent("\(exercise.target)\(sanitize ? "-tsan" : "")-run.log")
        let status = runProcess(binary.path, [], log: log, label: nil, timeout: 60,
                                extraEnvironment: sanitize ? ["TSAN_OPTIONS": "halt_on_error=1"] : [:])
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        switch status {
        case 0: return .passed(output: output)
        case 1: return .failed(output: output)
        default:
            if output.contains("WARNING: ThreadSanitizer") {
                return .failed(output: output)
            }
            return .crashed(output: output, status: status)
        }
    }

    /// Builds one exercise and runs its checks.
    func check(_ exercise: Exercise) -> Verdict {
        let firstBuild = !FileManager.default.fileExists(atPath: scratchPath(sanitize: exercise.sanitize).appendingPathComponent("debug").path)
        let label = "building \(exercise.id)" + (exercise.sanitize ? " with ThreadSanitizer" : "")
            + (firstBuild ? " (the first build compiles the library too: a minute or two)" : "")
        let built = build(products: [exercise.target], sanitize: exercise.sanitize, label: label)
        guard built.ok else { return .buildFailed(errors: built.errors, log: built.log) }
        return run(exercise, sanitize: exercise.sanitize)
    }

    func relative(_ url: URL) -> String {
        let root = workbook.workspace.root.path + "/"
        return url.path.hasPrefix(root) ? String(url.path.dropFirst(root.count)) : url.path
    }

    /// Runs a program with its output in `log`; while it runs for more than two seconds, shows
    /// `label` with the seconds elapsed. Returns the exit status (-1 if it could not start,
    /// 124 if it ran past `timeout`).
    func runProcess(_ program: String, _ arguments: [String], log: URL, label: String?,
                    timeout: Double? = nil, extraEnvironment: [String: String] = [:]) -> Int32 {
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        guard let handle = try? FileHandle(forWritingTo: log) else { return -1 }
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
        processEnvironment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = processEnvironment
        process.standardOutput = handle
        process.standardError = handle
        do {
            try process.run()
        } catch {
            printError("could not start \(program): \(error.localizedDescription)")
            return -1
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
                return 124
            }
        }
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        return process.terminationStatus
    }
}

import Foundation
import XCTest
@testable import rxbook

/// A learner's copy of the book in a temporary folder: the book's Package.swift (so `rxbook`
/// finds the root there) and a fresh copy of `Exercises/`, committed to git as a clone would
/// be, so that `reset` can put an exercise's checks back. The Exercises package builds against
/// this checkout's library (RXREADING_ROOT), and its build folders are kept from one test to
/// the next, so only the first test compiles the library.
struct LearnerCopy {
    static let bookRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    let root: URL
    var workspace: Workspace { Workspace(root: root) }

    static func make() throws -> LearnerCopy {
        let fileManager = FileManager.default
        let root = fileManager.temporaryDirectory.appendingPathComponent(folderName)
        _ = folderLock
        let exercises = root.appendingPathComponent("Exercises")
        try fileManager.createDirectory(at: exercises, withIntermediateDirectories: true)
        // Everything but the build folders is replaced, so each test starts from the starters.
        for name in try fileManager.contentsOfDirectory(atPath: exercises.path) where !name.hasPrefix(".build") || name == ".build-logs" {
            try fileManager.removeItem(at: exercises.appendingPathComponent(name))
        }
        let source = bookRoot.appendingPathComponent("Exercises")
        for name in try fileManager.contentsOfDirectory(atPath: source.path)
        where !name.hasPrefix(".build") && name != ".progress.json" && name != "Solutions" && !name.hasPrefix(".progress-") {
            try fileManager.copyItem(at: source.appendingPathComponent(name), to: exercises.appendingPathComponent(name))
        }
        for name in ["Package.swift", ".gitignore"] {
            try? fileManager.removeItem(at: root.appendingPathComponent(name))
            try fileManager.copyItem(at: bookRoot.appendingPathComponent(name), to: root.appendingPathComponent(name))
        }
        // The book's chapters, code and tests, read where they are (`rxbook chapter` reads them).
        for name in ["Chapters", "Sources", "Tests"] {
            let link = root.appendingPathComponent(name)
            try? fileManager.removeItem(at: link)
            try fileManager.createSymbolicLink(at: link, withDestinationURL: bookRoot.appendingPathComponent(name))
        }
        try? fileManager.removeItem(at: root.appendingPathComponent(".git"))
        setenv("RXREADING_ROOT", bookRoot.path, 1)
        let copy = LearnerCopy(root: root)
        for arguments in [["init", "-q"], ["add", "-A"], ["-c", "user.name=learner", "-c", "user.email=learner@example.com", "commit", "-q", "-m", "clone"]] {
            XCTAssertEqual(copy.git(arguments), 0, "git \(arguments.joined(separator: " ")) failed in \(root.path)")
        }
        ExerciseRunner.checkTimeout = 60
        return copy
    }

    /// One folder per user and checkout: two checkouts (a clone CI tests beside a working copy)
    /// never share a copy, whose build folders hold a library built from one checkout's sources.
    /// FNV-1a of the path, since Swift's `hashValue` changes from one run to the next.
    static var folderName: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bookRoot.path.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01b3
        }
        return "rxbook-learner-\(getuid())-\(String(hash, radix: 16))"
    }

    /// Two test processes of one checkout (`swift test` and a ThreadSanitizer run started side by
    /// side) would rewrite each other's copy: the first to get here takes an exclusive lock on a
    /// file beside the folder and keeps it until the process ends; the second waits for it.
    static let folderLock: Int32 = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(folderName + ".lock").path
        let descriptor = open(path, O_CREAT | O_RDWR, 0o600)
        if descriptor >= 0 {
            _ = flock(descriptor, LOCK_EX)
        }
        return descriptor
    }()

    @discardableResult
    func git(_ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// `swift build --product PRODUCT` in the copy's Exercises package, as a learner might run it.
    func swiftBuild(product: String) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--manifest-cache", "none", "--package-path", root.appendingPathComponent("Exercises").path,
                             "--scratch-path", root.appendingPathComponent("Exercises/.build").path, "--product", product]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    func write(_ text: String, to path: String) throws {
        try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    func text(of path: String) -> String { workspace.text(of: path) }

    /// The learner's file of an exercise with `old` replaced by `new` (which must be there).
    func edit(_ path: String, replacing old: String, with new: String) throws {
        let text = text(of: path)
        XCTAssertTrue(text.contains(old), "\(path) no longer contains the text this test breaks")
        try write(text.replacingOccurrences(of: old, with: new), to: path)
    }

    /// Runs a verb as `swift run rxbook VERB ARGUMENTS` would in this copy, and returns its exit
    /// status and every line it printed (errors prefixed `rxbook: `).
    func run(_ verb: ([String], Workspace) -> Int32, _ arguments: String...) -> (status: Int32, lines: [String]) {
        Console.captured = []
        defer { Console.captured = nil }
        let status = verb(arguments, workspace)
        return (status, Console.captured ?? [])
    }
}

/// The rxbook program is not built where the tests look for it.
struct NoBinary: Error, CustomStringConvertible {
    let path: String
    var description: String { "no rxbook binary at \(path): build it with `swift build`" }
}

/// What a program printed so far, appended from a reading thread.
final class Printed: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()
    private let ended = DispatchSemaphore(value: 0)

    /// Collects what the child writes into `pipe` as it writes it, on Foundation's reading
    /// thread, so the test can wait for a line before it acts.
    init(reading pipe: Pipe) {
        pipe.fileHandleForReading.readabilityHandler = { [self] handle in
            let chunk = handle.availableData
            if chunk.isEmpty {
                handle.readabilityHandler = nil
                ended.signal()
            } else {
                lock.lock(); bytes.append(chunk); lock.unlock()
            }
        }
    }

    /// Waits for the end of the output (every writer has closed the pipe), so that what the
    /// child printed just before it exited is read too: dropping the handler as soon as the
    /// child has exited loses whatever was still in the pipe.
    func waitForTheEnd(timeout: TimeInterval = 30) {
        _ = ended.wait(timeout: .now() + timeout)
    }

    /// Everything read so far, decoded once as a whole, so a character whose bytes arrived in
    /// two chunks is not split.
    var text: String {
        lock.lock(); defer { lock.unlock() }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The unhappy paths of a learner, each reproduced in a copy of the exercises: the broken file,
/// the command, and the line it must print.
final class RxbookLearnerTests: XCTestCase {
    private let ex041 = "Exercises/Sources/Ex04_1/Exercise.swift"
    private let retainBody = "        // Your code: count the handle and return a Handle, unless the wrapped disposable is gone.\n        Disposables.create()"

    /// A data race in 02.1's starter shows every frame of ThreadSanitizer's report that lies in
    /// the learner's file, the line of the unguarded write among them, and the report's path;
    /// never "none in Exercise.swift" while the report names the file.
    func testARaceShowsEveryFrameOfTheReportInTheLearnersFileAndTheReportsPath() throws {
        let copy = try LearnerCopy.make()

        let (status, lines) = copy.run({ ExerciseCommands.check($0, $1) }, "02.1")

        XCTAssertEqual(status, 1)
        XCTAssertTrue(lines.contains("    The whole report: Exercises/.build-logs/Ex02_1-tsan-run.log"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains("    The report's frames in your file:"), lines.joined(separator: "\n"))
        // Which access comes first in the report, and which of its frames carry a line, varies
        // from run to run; each listed frame says which access it belongs to.
        XCTAssertTrue(lines.contains { $0.range(of: #"^      (previous )?(write|read|modifying access) by thread T\d+: Ex02_1/Exercise\.swift"#, options: .regularExpression) != nil
                          && $0.hasSuffix(" in HitCounter.record()") },
                      lines.joined(separator: "\n"))
        // Every frame of the report in the learner's file is listed.
        let report = copy.text(of: "Exercises/.build-logs/Ex02_1-tsan-run.log")
        let frames = report.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("#") && $0.contains("Ex02_1/Exercise.swift") }
        XCTAssertFalse(frames.isEmpty)
        for frame in frames {
            let place = frame.split(separator: " ").first { $0.contains("Ex02_1/Exercise.swift") }!
            let tail = place[place.range(of: "Ex02_1/Exercise.swift")!.lowerBound...]
            XCTAssertTrue(lines.contains { $0.contains(tail) }, "the frame \(tail) of the report is not shown:\n\(lines.joined(separator: "\n"))")
        }
    }

    /// A crash (a force-unwrap of nil in 04.1) shows the runtime's fatal-error line and the
    /// learner's file and line from the backtrace, not raw addresses.
    func testACrashShowsItsFatalErrorLineAndTheLearnersLine() throws {
        let copy = try LearnerCopy.make()
        try copy.edit(ex041, replacing: retainBody, with: "        let missing: Disposable? = nil\n        return missing!")

        let (status, lines) = copy.run({ ExerciseCommands.check($0, $1) }, "04.1")

        XCTAssertEqual(status, 1)
        XCTAssertEqual(Array(lines.prefix(3)), [
            "Exercise 04.1, a disposable shared by reference counting: its checks crashed.",
            "  Ex04_1/Exercise.swift:39: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
            "  In your file: Ex04_1/Exercise.swift:39:23 in SharedDisposable.retain()",
        ])
        XCTAssertFalse(lines.joined().contains("0x"), "raw addresses are shown:\n\(lines.joined(separator: "\n"))")
    }

    /// A crash on a dispatch queue's thread, whose backtrace pads every frame's tags to the width
    /// of a `[ra] [thunk]` frame, still yields the frame in the learner's file, so `check` names
    /// the learner's line instead of saying the crash is in code the file called.
    func testACrashFrameIsFoundWhenTheBacktracePadsItsTags() {
        let backtrace = """
        Thread 1 "-qos.overcommit" crashed:

          0              0x00007fcfca56df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
          2 [ra]         0x00007fcfcacbbf65 specialized Array.subscript.getter + 84 in libswiftSwiftOnoneSupport.so
          3 [ra]         0x000055573508fe35 closure #1 in ObserveViaSink.on(_:) + 180 in Ex14_2 at /tmp/learner/Exercises/Sources/Ex14_2/Exercise.swift:35:60
          5 [ra] [thunk] 0x00005557350aaea8 thunk for @escaping @callee_guaranteed @Sendable () -> () + 39 in Ex14_2 at //<compiler-generated>
        """
        XCTAssertEqual(Diagnostics.frames(in: backtrace, inFile: "Ex14_2/Exercise.swift"),
                       ["Ex14_2/Exercise.swift:35:60 in closure #1 in ObserveViaSink.on(_:)"])
    }

    /// An endless loop is stopped after the time limit and reported as one, not as a crash.
    func testAnEndlessLoopIsReportedAsATimeOut() throws {
        let copy = try LearnerCopy.make()
        try copy.edit(ex041, replacing: retainBody, with: "        var spins = 0\n        while spins >= 0 { spins = (spins + 1) % 2 }\n        return Disposables.create()")
        ExerciseRunner.checkTimeout = 3
        defer { ExerciseRunner.checkTimeout = 60 }

        let (status, lines) = copy.run({ ExerciseCommands.check($0, $1) }, "04.1")

        XCTAssertEqual(status, 1)
        XCTAssertEqual(lines.first, "Exercise 04.1, a disposable shared by reference counting: its checks did not finish within 3 s: an endless loop or a deadlock?")
        XCTAssertFalse(lines.joined().contains("crashed"))
    }

    /// Deleting an exercise's folder is reported as such; `reset` puts back every file (the
    /// starter and the checks), and the exercise checks again at once, even after another
    /// exercise was built while the folder was gone (SwiftPM's cached build description).
    func testADeletedExerciseIsPutBackWholeByResetAndChecksAtOnce() throws {
        let copy = try LearnerCopy.make()
        try FileManager.default.removeItem(at: copy.root.appendingPathComponent("Exercises/Sources/Ex04_2"))

        let missing = copy.run({ ExerciseCommands.check($0, $1) }, "04.2")
        XCTAssertEqual(missing.lines, ["Exercise 04.2, a single-assignment disposable that misbehaves: its folder Exercises/Sources/Ex04_2 is missing: `swift run rxbook reset 04.2` puts it back."])
        // What the learner tried next: a build that names the missing exercise (the old
        // `check 04.2` ran this), then another exercise's check, both while the folder was gone.
        XCTAssertNotEqual(copy.swiftBuild(product: "Ex04_2"), 0)
        XCTAssertEqual(copy.run({ ExerciseCommands.check($0, $1) }, "04.1").status, 1, "04.1's starter fails its checks")

        let reset = copy.run(ExerciseCommands.reset, "04.2")
        XCTAssertEqual(reset.status, 0)
        XCTAssertEqual(reset.lines, ["Exercise 04.2 is back as it started: put back its checks (main.swift) and the starter as Exercise.swift."])
        XCTAssertEqual(copy.text(of: "Exercises/Sources/Ex04_2/Exercise.swift"), copy.text(of: "Exercises/.starters/04.2.swift"))

        let again = copy.run({ ExerciseCommands.check($0, $1) }, "04.2")
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(again.lines.first, "Exercise 04.2, a single-assignment disposable that misbehaves: not solved yet.", again.lines.joined(separator: "\n"))
    }

    /// A deleted Exercise.swift is reported as missing, with the command that puts it back,
    /// instead of as compile errors in main.swift.
    func testAMissingExerciseFileSaysSoAndHowToPutItBack() throws {
        let copy = try LearnerCopy.make()
        try FileManager.default.removeItem(at: copy.root.appendingPathComponent(ex041))

        let (status, lines) = copy.run({ ExerciseCommands.check($0, $1) }, "04.1")

        XCTAssertEqual(status, 1)
        XCTAssertEqual(lines, ["Exercise 04.1, a disposable shared by reference counting: Exercises/Sources/Ex04_1/Exercise.swift is missing: `swift run rxbook reset 04.1` puts the starter back."])
        XCTAssertEqual(copy.run(ExerciseCommands.reset, "04.1").lines, ["Exercise 04.1 is back as it started: put back the starter as Exercise.swift."])
    }

    /// `rxbook` finds the checkout from any folder inside it: Exercises/ (whose own manifest
    /// names RxReading as a dependency) and the folders below it included.
    func testTheCheckoutIsFoundFromAnyFolderInsideIt() throws {
        let root = LearnerCopy.bookRoot
        for folder in ["", "Exercises", "Exercises/Sources/Ex04_1", "Exercises/Hints", "Chapters/01-Events", "Sources/rxbook"] {
            let start = root.appendingPathComponent(folder).path
            XCTAssertEqual(Workspace.locate(from: start)?.root.standardizedFileURL.path, root.standardizedFileURL.path, "from \(folder)")
        }
        XCTAssertFalse(Workspace.isBookRoot(root.appendingPathComponent("Exercises")))
    }

    /// Compile errors are shown once each, with the source line they mark and the compiler's
    /// note, and without the driver's "emit-module command failed" line.
    func testCompileErrorsKeepTheSourceLineAndNoteOnceEach() throws {
        let copy = try LearnerCopy.make()
        try copy.edit(ex041, replacing: "    func retain() -> Disposable {", with: "    func retain() -> Disposabl {")
        try copy.edit(ex041, replacing: "    init(disposable: Disposable) {", with: "    init(disposable: Disposable) {\n        let count = 1\n        count = 2")

        let (status, lines) = copy.run({ ExerciseCommands.check($0, $1) }, "04.1")

        XCTAssertEqual(status, 1)
        XCTAssertEqual(Array(lines.dropLast()), [
            "Exercise 04.1, a disposable shared by reference counting: does not compile yet.",
            "  Exercises/Sources/Ex04_1/Exercise.swift:39:22: error: cannot find type 'Disposabl' in scope",
            "  39 |     func retain() -> Disposabl {",
            "     |                      `- error: cannot find type 'Disposabl' in scope",
            "  Exercises/Sources/Ex04_1/Exercise.swift:29:9: error: cannot assign to value: 'count' is a 'let' constant",
            "  28 |         let count = 1",
            "     |         `- note: change 'let' to 'var' to make it mutable",
            "  29 |         count = 2",
            "     |         `- error: cannot assign to value: 'count' is a 'let' constant",
        ])
    }

    /// A progress file that cannot be read is renamed, byte for byte, never replaced, with a
    /// one-line warning; the command still works.
    func testACorruptProgressFileIsKeptAsideWithAWarning() throws {
        let copy = try LearnerCopy.make()
        let corrupt = "{\"results\": {\"01.1\": {\"passed\": tr"
        try copy.write(corrupt, to: "Exercises/.progress.json")

        let (status, lines) = copy.run(ExerciseCommands.list)

        XCTAssertEqual(status, 0)
        let warning = try XCTUnwrap(lines.first)
        XCTAssertTrue(warning.hasPrefix("rxbook: warning: Exercises/.progress.json could not be read, so it is kept as Exercises/.progress-unreadable-"), warning)
        XCTAssertTrue(warning.hasSuffix(".json and your progress starts afresh (checks and hints seen)"), warning)
        XCTAssertEqual(lines.filter { $0.hasPrefix("rxbook:") }.count, 1)
        let aside = try FileManager.default.contentsOfDirectory(atPath: copy.root.appendingPathComponent("Exercises").path)
            .filter { $0.hasPrefix(".progress-unreadable-") }
        XCTAssertEqual(aside.count, 1)
        XCTAssertEqual(copy.text(of: "Exercises/\(aside[0])"), corrupt)
    }

    /// `watch` with its output piped (no terminal) prints each line as it happens: the first
    /// lines arrive while it runs, before it is stopped, and Ctrl-C stops it.
    func testWatchWithoutATerminalPrintsLineByLine() throws {
        let copy = try LearnerCopy.make()
        let program = try rxbookBinary()
        let process = Process()
        process.executableURL = program
        process.arguments = ["watch"]
        process.currentDirectoryURL = copy.root.appendingPathComponent("Exercises")
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read on another thread, so that a watch which prints nothing cannot block the test.
        let received = Printed(reading: pipe)
        let deadline = Date().addingTimeInterval(120)
        while !received.text.contains("then save it: watch checks it again"), Date() < deadline, process.isRunning {
            Thread.sleep(forTimeInterval: 0.2)
        }
        XCTAssertTrue(process.isRunning, "watch stopped by itself:\n\(received.text)")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        received.waitForTheEnd()
        let printed = received.text

        let lines = printed.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "Watching Exercises/Sources for changes (Ctrl-C stops).")
        XCTAssertTrue(lines.contains("Edit Exercises/Sources/Ex01_1/Exercise.swift, then save it: watch checks it again; a hint: `swift run rxbook hint 01.1`."), printed)
    }

    /// `watch` in a terminal (a pseudo-terminal made by `script`) takes single keys: `l` lists
    /// the exercises, `h` shows the next hint, `n` moves to the next exercise and checks it, `q`
    /// quits; Ctrl-C stops it too; either way the terminal is back in line mode with echo.
    func testWatchInATerminalTakesKeysAndRestoresTheTerminal() throws {
        let copy = try LearnerCopy.make()
        let program = try rxbookBinary()

        func session(_ keys: [(wait: String, send: String)]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            // `script` runs the line with the user's $SHELL, or /bin/sh when it is unset. Ctrl-C
            // signals every process in the terminal's foreground group, the shell too, and a
            // shell that is not interactive may die of it (dash always does), taking the status
            // line with it; in a learner's terminal only rxbook is in the foreground. So the
            // shell ignores SIGINT, and rxbook, which sets its own handler, is the only one it stops.
            process.arguments = ["script", "-qfec", "trap '' INT; \(program.path) watch; echo \"status $?\"; stty -a", "/dev/null"]
            process.currentDirectoryURL = copy.root.appendingPathComponent("Exercises")
            let input = Pipe()
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            let printed = Printed(reading: output)
            try process.run()
            for (wait, send) in keys {
                let deadline = Date().addingTimeInterval(120)
                while !printed.text.contains(wait), Date() < deadline, process.isRunning { Thread.sleep(forTimeInterval: 0.2) }
                XCTAssertTrue(printed.text.contains(wait), "no \"\(wait)\" before sending \(send.debugDescription):\n\(printed.text)")
                input.fileHandleForWriting.write(Data(send.utf8))
            }
            let deadline = Date().addingTimeInterval(30)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.2) }
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            printed.waitForTheEnd()
            return printed.text.replacingOccurrences(of: "\r\n", with: "\n")
        }

        let keys = try session([
            ("then save it: watch checks it again", "l"),
            ("   id    kind     chapter  status       title", "h"),
            ("Exercise 01.1, Event.map, one event at a time: hint 1 of 2", "n"),
            ("Exercise 01.2, a checker for the event grammar: not solved yet.", "q"),
        ])
        XCTAssertTrue(keys.contains("Watching Exercises/Sources for changes (keys: h next hint, l list, n next exercise, q quit)."), keys)
        XCTAssertTrue(keys.contains("status 0"), keys)
        XCTAssertTrue(keys.contains(" icanon") && keys.contains(" echo "), "the terminal is not restored:\n\(keys)")
        XCTAssertFalse(keys.contains("-icanon") || keys.contains("-echo "), "the terminal is not restored:\n\(keys)")

        let interrupted = try session([("then save it: watch checks it again", "\u{03}")])
        XCTAssertTrue(interrupted.contains("status 130"), interrupted)
        XCTAssertFalse(interrupted.contains("-icanon") || interrupted.contains("-echo "), "the terminal is not restored after Ctrl-C:\n\(interrupted)")
    }

    /// Chapter 13's test whose name states 13.1's answer, and the demo that prints it, are held
    /// back by `rxbook chapter 13` and `rxbook demo 13` until 13.1 is solved; `--all` and naming
    /// the demo show them, and once 13.1 is solved they are shown as before.
    func testChapterAndDemoHoldBackWhatAnswersAnUnsolvedExercise() throws {
        let copy = try LearnerCopy.make()
        let program = try rxbookBinary()
        let answer = "testWithTwoSubscribeOnTheOneNearestTheSourceWins"
        func rxbook(_ arguments: String...) throws -> String {
            let process = Process()
            process.executableURL = program
            process.arguments = arguments
            process.currentDirectoryURL = copy.root
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        XCTAssertTrue(copy.workspace.tests(of: tableOfContents[12]).contains { $0.name == answer }, "chapter 13 no longer has the test 13.1 names")

        let chapter = try rxbook("chapter", "13")
        XCTAssertFalse(chapter.contains(answer), chapter)
        XCTAssertTrue(chapter.contains("(held back: it answers exercise 13.1, which you have not solved;"), chapter)
        XCTAssertTrue(try rxbook("chapter", "13", "--all").contains(answer))
        let demos = try rxbook("demo", "13")
        XCTAssertTrue(demos.contains("# two-subscribe-on: held back, since it prints the answer to exercise 13.1, which you have not"), demos)
        XCTAssertFalse(demos.contains("create's closure runs on"), demos)
        XCTAssertTrue(try rxbook("demo", "13", "two-subscribe-on").contains("create's closure runs on"))

        let workbook = try XCTUnwrap(ExerciseCommands.loadWorkbook(copy.workspace))
        workbook.record(workbook.exercise("13.1")!, passed: true)
        XCTAssertTrue(try rxbook("chapter", "13").contains(answer))
        XCTAssertTrue(try rxbook("demo", "13").contains("create's closure runs on"))
    }

    /// Every predict exercise's reference solution explains its order in a `// Why:` comment
    /// that names a chapter README and sections it has; a section the README lacks is reported.
    func testEveryPredictSolutionSaysWhyAndPointsToItsSection() throws {
        let copy = try LearnerCopy.make()
        let workbook = try XCTUnwrap(ExerciseCommands.loadWorkbook(copy.workspace))
        let predicts = workbook.exercises.filter { $0.kind == "predict" }
        XCTAssertFalse(predicts.isEmpty)
        for exercise in predicts {
            XCTAssertEqual(whyProblems(exercise, copy.workspace), [], exercise.id)
        }
        try copy.edit("Exercises/.reference/01.1.swift", replacing: "section \"Mapping an event\"", with: "section \"Mapping events\"")
        XCTAssertEqual(whyProblems(workbook.exercise("01.1")!, copy.workspace),
                       ["01.1: the reference's `// Why:` comment names the section \"Mapping events\", which Chapters/01-Events/README.md does not have"])
    }

    /// A leak is reported with what `Resources.total` counts and where it stood before, not a
    /// bare number (06.2's starter leaks its sink).
    func testALeakSaysWhatResourcesTotalCounts() throws {
        let copy = try LearnerCopy.make()

        let (status, lines) = copy.run({ ExerciseCommands.check($0, $1) }, "06.2")

        XCTAssertEqual(status, 1)
        XCTAssertTrue(lines.contains("      expected: Resources.total (the library's count of its live objects) back at 1, its count before the subscriptions"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains("      got:      Resources.total is 2: 1 object(s) of those subscriptions still alive"), lines.joined(separator: "\n"))
    }

    private func rxbookBinary() throws -> URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("rxbook")
        let built = LearnerCopy.bookRoot.appendingPathComponent(".build/debug/rxbook")
        let program = FileManager.default.fileExists(atPath: beside.path) ? beside : built
        guard FileManager.default.fileExists(atPath: program.path) else {
            throw NoBinary(path: program.path)
        }
        return program
    }

    /// The messages: an unknown exercise points to `list`; `check --help` is help, not an
    /// exercise's name; bare `hint` takes the next exercise as bare `check` does; after solving,
    /// `hint` points to the solution; one check is "its one check", not "all 1 checks".
    func testTheMessagesSayWhatToDo() throws {
        let copy = try LearnerCopy.make()

        XCTAssertEqual(copy.run({ ExerciseCommands.check($0, $1) }, "99.9").lines,
                       ["rxbook: no exercise \"99.9\"; exercises are named like 06.1, and `swift run rxbook list` lists them"])
        let help = copy.run({ ExerciseCommands.check($0, $1) }, "--help")
        XCTAssertEqual(help.status, 0)
        XCTAssertEqual(help.lines.first, "usage: swift run rxbook check [NN.K | NN | all]")
        XCTAssertEqual(copy.run({ ExerciseCommands.check($0, $1) }, "--fast").lines.first, "rxbook: unknown option --fast; usage: swift run rxbook check [NN.K | NN | all]")

        let hint = copy.run(ExerciseCommands.hint)
        XCTAssertEqual(hint.status, 0)
        XCTAssertEqual(hint.lines.first, "Exercise 01.1, Event.map, one event at a time: hint 1 of 2")

        try copy.write("""
        import ExerciseKit
        ExerciseCheck.run("01.1", "Event.map, one event at a time") { check in
            try check.equal(1, 1, "one is one")
        }
        """, to: "Exercises/Sources/Ex01_1/main.swift")
        let solved = copy.run({ ExerciseCommands.check($0, $1) }, "01.1")
        XCTAssertEqual(solved.status, 0, solved.lines.joined(separator: "\n"))
        XCTAssertEqual(solved.lines.first, "Exercise 01.1, Event.map, one event at a time: its one check passes.")
        XCTAssertEqual(copy.run(ExerciseCommands.hint, "01.1").lines.last,
                       "You have solved it; compare with the reference solution: Exercises/Solutions/01.1.swift")

        let workbook = try XCTUnwrap(ExerciseCommands.loadWorkbook(copy.workspace))
        Console.captured = []
        defer { Console.captured = nil }
        _ = ExerciseCommands.report(.failed(output: "Exercise 04.1, a disposable shared by reference counting: not solved yet."),
                                    workbook.exercise("04.1")!, workbook, verbose: true, context: .watch)
        XCTAssertEqual(Console.captured?.last, "Edit Exercises/Sources/Ex04_1/Exercise.swift, then save it: watch checks it again; a hint: `swift run rxbook hint 04.1`.")
    }

    /// `list` shows every exercise with its kind, chapter, status and title, and marks the next.
    func testListShowsEveryExerciseWithItsStatusAndMarksTheNext() throws {
        let copy = try LearnerCopy.make()
        let workbook = try XCTUnwrap(ExerciseCommands.loadWorkbook(copy.workspace))
        workbook.record(workbook.exercise("01.1")!, passed: true)
        workbook.record(workbook.exercise("01.2")!, passed: false)

        let (status, lines) = copy.run(ExerciseCommands.list)

        XCTAssertEqual(status, 0)
        XCTAssertEqual(lines.count, workbook.exercises.count + 3, "a heading, a line per exercise, a blank line and the summary:\n\(lines.joined(separator: "\n"))")
        XCTAssertEqual(lines[0], "   id    kind     chapter  status       title")
        XCTAssertEqual(lines[1], "   01.1  predict  01       solved       Event.map, one event at a time")
        XCTAssertEqual(lines[2], "→  01.2  build    01       attempted    a checker for the event grammar")
        XCTAssertEqual(lines[3], "   02.1  repair   02       not started  a counter that two threads share")
        XCTAssertEqual(lines.last, "1 of \(workbook.exercises.count) solved. Next (→): 01.2, Exercises/Sources/Ex01_2/Exercise.swift (`swift run rxbook check 01.2`)")
    }
}

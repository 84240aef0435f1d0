import Foundation
import RxReadingDemos

/// `verify-exercises`: proves the exercises honest. In a copy of the Exercises package (the
/// learner's files are never touched), it builds every exercise once with its starter and once
/// with its reference solution, and fails unless every starter fails its own checks cleanly and
/// every reference passes them.
enum VerifyExercises {
    static func run(_ arguments: [String], _ workspace: Workspace) -> Int32 {
        guard arguments.isEmpty else {
            printError("`verify-exercises` takes no arguments")
            return 2
        }
        guard let workbook = ExerciseCommands.loadWorkbook(workspace) else { return 2 }
        var problems = catalogProblems(workbook)
        guard problems.isEmpty else {
            for problem in problems { printError(problem) }
            return 1
        }
        let fileManager = FileManager.default
        let root = workspace.root
        let scratch = root.appendingPathComponent(".build-exercises-verify")
        let copy = scratch.appendingPathComponent("Exercises")
        try? fileManager.removeItem(at: copy.appendingPathComponent("Sources"))
        try? fileManager.createDirectory(at: copy, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources"] {
            do {
                try? fileManager.removeItem(at: copy.appendingPathComponent(item))
                try fileManager.copyItem(at: root.appendingPathComponent("Exercises/\(item)"), to: copy.appendingPathComponent(item))
            } catch {
                printError("could not copy Exercises/\(item) to \(copy.path): \(error.localizedDescription)")
                return 2
            }
        }
        var runner = ExerciseRunner(workbook: workbook)
        runner.packageFolder = copy
        runner.logFolder = scratch.appendingPathComponent("logs")
        runner.environment = ["RXREADING_ROOT": root.path]

        for (phase, sourceOf, mustPass) in [("starters", \Exercise.starter, false), ("reference solutions", \Exercise.reference, true)] {
            print("== \(phase)")
            for exercise in workbook.exercises {
                let text = workspace.text(of: exercise[keyPath: sourceOf])
                let url = copy.appendingPathComponent("Sources/\(exercise.target)/Exercise.swift")
                try? text.write(to: url, atomically: true, encoding: .utf8)
            }
            for sanitize in [false, true] {
                let group = workbook.exercises.filter { $0.sanitize == sanitize }
                guard !group.isEmpty else { continue }
                let built = runner.build(products: group.map(\.target), sanitize: sanitize,
                                         label: "building \(group.count) exercises with their \(phase)" + (sanitize ? " (ThreadSanitizer)" : ""))
                guard built.ok else {
                    problems.append("the \(phase) do not compile (\(runner.relative(URL(fileURLWithPath: root.appendingPathComponent(built.log).path)))):")
                    problems += built.errors.map { "  \($0)" }
                    continue
                }
                for (index, exercise) in group.enumerated() {
                    let verdict = runner.run(exercise, sanitize: sanitize)
                    let line: String
                    switch (verdict, mustPass) {
                    case (.passed, true), (.failed, false), (.race, false):
                        line = "ok"
                    case (.passed, false):
                        line = "FAIL: the starter already passes its checks"
                        problems.append("\(exercise.id): the starter already passes its checks")
                    case (.failed(let output), true):
                        line = "FAIL: the reference solution fails its checks"
                        problems.append("\(exercise.id): the reference solution fails its checks:\n\(output)")
                    case (.race(let places, let log), true):
                        line = "FAIL: the reference solution races"
                        problems.append("\(exercise.id): the reference solution races (\(places.joined(separator: "; "))); the report: \(log)")
                    case (.crashed(let message, let places, let status, let log), _):
                        line = "FAIL: crashed (exit status \(status))"
                        problems.append("\(exercise.id): the \(mustPass ? "reference" : "starter") crashed instead of \(mustPass ? "passing" : "failing cleanly"): \(message ?? "no message") \(places.joined(separator: ", ")) (\(log))")
                    case (.timedOut(let seconds, let log), _):
                        line = "FAIL: did not finish within \(seconds) s"
                        problems.append("\(exercise.id): the \(mustPass ? "reference" : "starter") did not finish within \(seconds) s (\(log))")
                    case (.missing(let path), _):
                        line = "FAIL: \(path) is missing"
                        problems.append("\(exercise.id): \(path) is missing")
                    case (.buildFailed, _):
                        line = "FAIL: did not build"
                        problems.append("\(exercise.id): did not build")
                    }
                    print("[\(index + 1)/\(group.count)] \(exercise.id)\(sanitize ? " (tsan)" : "") \(exercise.title): \(line)")
                }
            }
        }
        if problems.isEmpty {
            print("verify-exercises: all \(workbook.exercises.count) starters fail their checks and all \(workbook.exercises.count) reference solutions pass.")
            return 0
        }
        for problem in problems { printError(problem) }
        return 1
    }

    /// What must be on disk for every exercise: its folder, starter, reference, checks and 1–3 hints.
    static func catalogProblems(_ workbook: Workbook) -> [String] {
        let workspace = workbook.workspace
        var problems: [String] = []
        var seen = Set<String>()
        for exercise in workbook.exercises {
            if !seen.insert(exercise.id).inserted { problems.append("\(Workbook.catalogPath): \(exercise.id) is listed twice") }
            if !["build", "predict", "repair"].contains(exercise.kind) {
                problems.append("\(exercise.id): kind \"\(exercise.kind)\" is not build, predict or repair")
            }
            for path in [exercise.starter, exercise.reference, "Exercises/Sources/\(exercise.target)/main.swift"] where !workspace.exists(path) {
                problems.append("\(exercise.id): \(path) is missing")
            }
            let hintCount = ExerciseCommands.hints(of: exercise, workspace).count
            if !(1...3).contains(hintCount) {
                problems.append("\(exercise.id): \(exercise.hints) has \(hintCount) hints; an exercise has one to three")
            }
            if let chapter = tableOfContents.first(where: { $0.number == exercise.chapter }) {
                let tests = Set(workspace.tests(of: chapter).map(\.name))
                for test in exercise.answeredBy?.tests ?? [] where !tests.contains(test) {
                    problems.append("\(exercise.id): answeredBy names the test \(test), which chapter \(chapter.numberText) does not have")
                }
                let demos = Set(Demos.of(chapter: chapter.number).map(\.name))
                for demo in exercise.answeredBy?.demos ?? [] where !demos.contains(demo) {
                    problems.append("\(exercise.id): answeredBy names the demo \(demo), which chapter \(chapter.numberText) does not have")
                }
            }
            if exercise.kind == "predict" {
                problems += whyProblems(exercise, workspace)
            }
            let header = workspace.text(of: exercise.starter).split(separator: "\n").prefix(3).joined(separator: "\n")
            if !header.contains("Exercise \(exercise.id)") || !header.contains("chapter") {
                problems.append("\(exercise.id): the starter's header must name the exercise and the chapter it practises")
            }
        }
        // The learner's file and the starter `reset` restores are kept apart (the learner edits
        // one); in a git checkout, the committed learner's file must be the starter, or this
        // verification would prove a file nobody is given.
        for exercise in workbook.exercises {
            if let committed = committedText(of: exercise.file, in: workspace),
               committed != workspace.text(of: exercise.starter) {
                problems.append("\(exercise.id): the committed \(exercise.file) differs from its starter \(exercise.starter); make them the same")
            }
        }
        let folders = workspace.swiftFolders(in: "Exercises/Sources").filter { $0.hasPrefix("Ex") && $0 != "ExerciseKit" }
        for folder in folders where !workbook.exercises.contains(where: { $0.target == folder }) {
            problems.append("Exercises/Sources/\(folder) is not listed in \(Workbook.catalogPath)")
        }
        return problems
    }
}

/// A predict exercise's reference solution says why the order is what it is, in a `// Why:`
/// comment that points to a chapter README by path and to its sections by heading; once that
/// README exists, each heading it names must be one of its `## ` headings.
func whyProblems(_ exercise: Exercise, _ workspace: Workspace) -> [String] {
    let lines = workspace.text(of: exercise.reference).split(separator: "\n").map(String.init)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("// Why: ") }) else {
        return ["\(exercise.id): the reference solution has no `// Why:` comment explaining the order"]
    }
    let why = lines[start...].prefix { $0.hasPrefix("//") && !$0.hasPrefix("///") }
        .map { $0.dropFirst(2).trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    guard let pathRange = why.range(of: #"Chapters/[0-9A-Z][^ ,]*/README\.md"#, options: .regularExpression) else {
        return ["\(exercise.id): the reference's `// Why:` comment names no chapter README (Chapters/NN-Slug/README.md)"]
    }
    let path = String(why[pathRange])
    guard workspace.exists(path) else { return [] }
    let headings = Set(workspace.text(of: path).split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) })
    var problems: [String] = []
    let named = why[pathRange.upperBound...]
    var rest = named[...]
    while let open = rest.firstIndex(of: "\""), let close = rest[rest.index(after: open)...].firstIndex(of: "\"") {
        let heading = String(rest[rest.index(after: open)..<close])
        if !headings.contains(heading) {
            problems.append("\(exercise.id): the reference's `// Why:` comment names the section \"\(heading)\", which \(path) does not have")
        }
        rest = rest[rest.index(after: close)...]
    }
    return problems
}

/// The text of a file as git's HEAD holds it, or nil outside a git checkout (or if untracked).
func committedText(of path: String, in workspace: Workspace) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", workspace.root.path, "show", "HEAD:\(path)"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
}

extension Workspace {
    /// The sub-folders of a folder below the root, sorted.
    func swiftFolders(in relativeFolder: String) -> [String] {
        let folder = root.appendingPathComponent(relativeFolder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted()
    }
}

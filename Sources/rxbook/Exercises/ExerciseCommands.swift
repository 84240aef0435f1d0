import Foundation

/// Where the exercise verbs print: standard output and standard error, or, while a test
/// captures them, a list of lines (errors with their `rxbook: ` prefix).
enum Console {
    static var captured: [String]?

    static func say(_ text: String) {
        if captured != nil {
            captured! += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        } else {
            print(text)
        }
    }

    static func complain(_ message: String) {
        if captured != nil {
            captured!.append("rxbook: \(message)")
        } else {
            printError(message)
        }
    }
}

/// The workbook's exercise verbs: list, check, hint, reset, watch (and verify-exercises).
enum ExerciseCommands {
    /// Where a verdict is printed: after `check`, the learner runs it again; inside `watch`,
    /// saving the file is enough.
    enum Context {
        case command, watch

        func again(_ exercise: Exercise) -> String {
            switch self {
            case .command: return "then run `swift run rxbook check \(exercise.id)` again"
            case .watch: return "then save it: watch checks it again"
            }
        }
    }

    static func loadWorkbook(_ workspace: Workspace) -> Workbook? {
        switch Workbook.load(workspace) {
        case .success(let workbook): return workbook
        case .failure(let error):
            Console.complain(error.message)
            return nil
        }
    }

    static func unknownExercise(_ name: String) -> String {
        "no exercise \"\(name)\"; exercises are named like 06.1, and `swift run rxbook list` lists them"
    }

    /// Resolves `NN.K` to one exercise, `NN` to a chapter's, nothing to the next unsolved one.
    static func select(_ argument: String?, in workbook: Workbook) -> [Exercise]? {
        guard let argument else {
            guard let next = workbook.next else {
                Console.say("Every exercise is solved. `swift run rxbook check all` checks them all again.")
                return []
            }
            return [next]
        }
        if argument == "all" { return workbook.exercises }
        if argument.contains(".") {
            guard let exercise = workbook.exercise(argument) else {
                Console.complain(unknownExercise(argument))
                return nil
            }
            return [exercise]
        }
        guard let chapter = Int(argument), tableOfContents.contains(where: { $0.number == chapter }) else {
            Console.complain("`check` takes an exercise (06.1), a chapter (06) or `all`, not \"\(argument)\"; `swift run rxbook list` lists the exercises")
            return nil
        }
        let exercises = workbook.exercises(ofChapter: chapter)
        if exercises.isEmpty {
            Console.complain("chapter \(argument) has no exercises; `swift run rxbook list` lists them all")
            return nil
        }
        return exercises
    }

    static let checkUsage = """
    usage: swift run rxbook check [NN.K | NN | all]
      with no argument, checks the next exercise you have not solved; NN.K one exercise (06.1),
      NN a chapter's exercises (06), all every exercise. `swift run rxbook list` lists them.
    """

    /// An option given to a verb: `--help` prints the verb's usage; any other is an error.
    /// Returns the exit status when `arguments` held one, nil otherwise.
    static func handleOptions(_ arguments: [String], usage: String, allowed: Set<String> = []) -> Int32? {
        for argument in arguments where argument.hasPrefix("-") && !allowed.contains(argument) {
            if ["--help", "-h", "-help"].contains(argument) {
                Console.say(usage)
                return 0
            }
            Console.complain("unknown option \(argument); \(usage.split(separator: "\n").first.map(String.init) ?? "")")
            return 2
        }
        return nil
    }

    /// `check [NN[.K]|all]`: builds and runs each selected exercise's checks; prints the first
    /// failing check of the first exercise that fails, and what to do next.
    static func check(_ arguments: [String], _ workspace: Workspace, context: Context = .command) -> Int32 {
        if let status = handleOptions(arguments, usage: checkUsage) { return status }
        guard arguments.count <= 1 else {
            Console.complain("`check` takes at most one exercise or chapter, for example `swift run rxbook check 06.1`")
            return 2
        }
        guard let workbook = loadWorkbook(workspace), let selected = select(arguments.first, in: workbook) else { return 2 }
        let runner = ExerciseRunner(workbook: workbook)
        var failures = 0
        for (index, exercise) in selected.enumerated() {
            if selected.count > 1 {
                FileHandle.standardError.write(Data("[\(index + 1)/\(selected.count)] \(exercise.id) \(exercise.title)\n".utf8))
            }
            let verdict = runner.check(exercise)
            let passed = report(verdict, exercise, workbook, verbose: selected.count == 1 || failures == 0, context: context)
            if case .missing = verdict {
                // Nothing was checked: the last result stays as it was.
            } else {
                workbook.record(exercise, passed: passed)
            }
            if passed {
                revealReference(exercise, workbook)
            } else {
                failures += 1
            }
        }
        if selected.count > 1 {
            Console.say("\(selected.count - failures) of \(selected.count) exercises pass.")
        }
        if failures == 0, let next = workbook.next, selected.count == 1 {
            Console.say("Next: exercise \(next.id), \(next.title): \(next.file) (`swift run rxbook check \(next.id)`)")
        }
        return failures == 0 ? 0 : 1
    }

    /// Prints a verdict; returns whether the exercise passed.
    static func report(_ verdict: ExerciseRunner.Verdict, _ exercise: Exercise, _ workbook: Workbook,
                       verbose: Bool, context: Context = .command) -> Bool {
        let heading = "Exercise \(exercise.id), \(exercise.title)"
        let hint = "a hint: `swift run rxbook hint \(exercise.id)`"
        switch verdict {
        case .passed(let output):
            Console.say(output.trimmingCharacters(in: .newlines))
            return true
        case _ where !verbose:
            Console.say("Exercise \(exercise.id): not solved yet (`swift run rxbook check \(exercise.id)` shows why).")
            return false
        case .failed(let output):
            Console.say(output.trimmingCharacters(in: .newlines))
            Console.say("Edit \(exercise.file), \(context.again(exercise)); \(hint).")
        case .race(let places, let log):
            Console.say("\(heading): not solved yet.")
            Console.say("  ✗ ThreadSanitizer found a data race: two threads touched the same memory at once, at least")
            Console.say("    one of them writing, with nothing ordering the two accesses.")
            if places.isEmpty {
                Console.say("    None of the report's frames is in \(exercise.target)/Exercise.swift; the report names the lines.")
            } else {
                Console.say("    The report's frames in your file:")
                for place in places { Console.say("      \(place)") }
            }
            Console.say("    The whole report: \(log)")
            Console.say("Edit \(exercise.file), \(context.again(exercise)); \(hint).")
        case .buildFailed(let diagnostics, let log):
            Console.say("\(heading): does not compile yet.")
            for diagnostic in diagnostics {
                for line in diagnostic.split(separator: "\n") { Console.say("  \(line)") }
            }
            Console.say("Fix \(exercise.file) so it compiles (full log: \(log)), \(context.again(exercise)); \(hint).")
        case .crashed(let message, let places, let status, let log):
            Console.say("\(heading): its checks crashed.")
            Console.say("  " + (message ?? "the program stopped (exit status \(status)) without a message"))
            if places.isEmpty {
                Console.say("  No frame of the backtrace is in \(exercise.target)/Exercise.swift: the crash is in code your file called.")
            } else {
                Console.say("  In your file: " + places.joined(separator: ", called from "))
            }
            Console.say("Edit \(exercise.file) (the whole backtrace: \(log)), \(context.again(exercise)); \(hint).")
        case .timedOut(let seconds, let log):
            Console.say("\(heading): its checks did not finish within \(seconds) s: an endless loop or a deadlock?")
            Console.say("Look for a loop that never ends or a lock taken twice in \(exercise.file) (what the checks printed: \(log)), \(context.again(exercise)); \(hint).")
        case .missing(let path):
            let what: String
            if path == exercise.file {
                what = "\(path) is missing: `swift run rxbook reset \(exercise.id)` puts the starter back"
            } else if path.hasSuffix("main.swift") {
                what = "its checks, \(path), are missing: `swift run rxbook reset \(exercise.id)` puts them back (your Exercise.swift stays as it is)"
            } else {
                what = "its folder \(path) is missing: `swift run rxbook reset \(exercise.id)` puts it back"
            }
            Console.say("\(heading): \(what).")
        }
        return false
    }

    /// Once the learner's own exercise passes, copies the reference solution beside it.
    static func revealReference(_ exercise: Exercise, _ workbook: Workbook) {
        let root = workbook.workspace.root
        let destination = root.appendingPathComponent(exercise.solutionCopy)
        try? FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        let reference = workbook.workspace.text(of: exercise.reference)
        guard !reference.isEmpty, (try? reference.write(to: destination, atomically: true, encoding: .utf8)) != nil else { return }
        Console.say("Solved. Compare with the reference solution: \(exercise.solutionCopy)")
    }

    /// The hints of an exercise, split at its `## Hint N` headings.
    static func hints(of exercise: Exercise, _ workspace: Workspace) -> [String] {
        let text = workspace.text(of: exercise.hints)
        var hints: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## Hint") {
                hints.append("")
            } else if !hints.isEmpty {
                hints[hints.count - 1] += line + "\n"
            }
        }
        return hints.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    static let hintUsage = """
    usage: swift run rxbook hint [NN.K]
      shows the next hint of an exercise (with no argument, of the next one you have not solved),
      with the hints you have seen before it.
    """

    /// `hint [NN.K]`: shows the hints seen so far and the next one.
    static func hint(_ arguments: [String], _ workspace: Workspace) -> Int32 {
        if let status = handleOptions(arguments, usage: hintUsage) { return status }
        guard arguments.count <= 1 else {
            Console.complain("`hint` takes one exercise, for example `swift run rxbook hint 06.1`")
            return 2
        }
        guard let workbook = loadWorkbook(workspace) else { return 2 }
        let exercise: Exercise
        if let name = arguments.first {
            guard let named = workbook.exercise(name) else {
                Console.complain(unknownExercise(name))
                return 2
            }
            exercise = named
        } else {
            guard let next = workbook.next else {
                Console.say("Every exercise is solved: no hint needed. `swift run rxbook hint 06.1` shows one exercise's hints.")
                return 0
            }
            exercise = next
        }
        let all = hints(of: exercise, workspace)
        guard !all.isEmpty else {
            Console.complain("exercise \(exercise.id) has no hints file at \(exercise.hints)")
            return 2
        }
        var progress = workbook.progress
        let shown = min((progress.hintsShown[exercise.id] ?? 0) + 1, all.count)
        progress.hintsShown[exercise.id] = shown
        workbook.progress = progress
        Console.say("Exercise \(exercise.id), \(exercise.title): hint \(shown) of \(all.count)")
        for (index, hint) in all.prefix(shown).enumerated() {
            Console.say("")
            Console.say("Hint \(index + 1):")
            Console.say(hint)
        }
        Console.say("")
        if workbook.isSolved(exercise) {
            Console.say("You have solved it; compare with the reference solution: \(exercise.solutionCopy)")
        } else {
            Console.say(shown < all.count ? "Still stuck? `swift run rxbook hint \(exercise.id)` shows the next one."
                                          : "That was the last hint. The reference solution appears once your exercise passes.")
        }
        return 0
    }

    static let resetUsage = """
    usage: swift run rxbook reset NN.K [--force]
      puts back every file of an exercise that is missing or changed: its checks (main.swift),
      and its Exercise.swift as the starter; an Exercise.swift you edited stays unless --force.
    """

    /// `reset NN.K [--force]`: puts a whole exercise back: its folder, its checks (main.swift,
    /// as git's HEAD holds it) and the starter as Exercise.swift, refusing to overwrite the
    /// learner's edits to Exercise.swift without --force.
    static func reset(_ arguments: [String], _ workspace: Workspace) -> Int32 {
        if let status = handleOptions(arguments, usage: resetUsage, allowed: ["--force"]) { return status }
        let force = arguments.contains("--force")
        let ids = arguments.filter { $0 != "--force" }
        guard ids.count == 1 else {
            Console.complain("`reset` takes one exercise, for example `swift run rxbook reset 06.1` (add --force to discard your changes)")
            return 2
        }
        guard let workbook = loadWorkbook(workspace) else { return 2 }
        guard let exercise = workbook.exercise(ids[0]) else {
            Console.complain(unknownExercise(ids[0]))
            return 2
        }
        let starter = workspace.text(of: exercise.starter)
        guard !starter.isEmpty else {
            Console.complain("the starter of \(exercise.id) is missing (\(exercise.starter)); restore it with `git checkout -- \(exercise.starter)`")
            return 2
        }
        let checksPath = "Exercises/Sources/\(exercise.target)/main.swift"
        let checks = workspace.exists(checksPath) ? workspace.text(of: checksPath) : nil
        let committedChecks = committedText(of: checksPath, in: workspace)
        if checks == nil, committedChecks == nil {
            Console.complain("\(checksPath) (the exercise's checks) is missing, and this copy of the book is not a git checkout, so rxbook cannot put it back: copy it from a fresh clone of the book")
            return 2
        }
        let current = workspace.exists(exercise.file) ? workspace.text(of: exercise.file) : nil
        let keepsEdits = current != nil && current != starter && !current!.isEmpty && !force
        if keepsEdits, checks != nil {
            Console.complain("\(exercise.file) has your changes; `swift run rxbook reset \(exercise.id) --force` discards them")
            return 2
        }
        var restored: [String] = []
        do {
            let folder = workspace.root.appendingPathComponent("Exercises/Sources/\(exercise.target)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if let committedChecks, checks != committedChecks {
                try committedChecks.write(to: workspace.root.appendingPathComponent(checksPath), atomically: true, encoding: .utf8)
                restored.append("its checks (main.swift)")
            }
            if current != starter, !keepsEdits {
                try starter.write(to: workspace.root.appendingPathComponent(exercise.file), atomically: true, encoding: .utf8)
                restored.append("the starter as Exercise.swift")
            }
        } catch {
            Console.complain("could not write into Exercises/Sources/\(exercise.target): \(error.localizedDescription)")
            return 2
        }
        if restored.isEmpty {
            Console.say("Exercise \(exercise.id) is already as it started: \(exercise.file) is the starter.")
            return 0
        }
        var progress = workbook.progress
        progress.results[exercise.id] = nil
        workbook.progress = progress
        Console.say("Exercise \(exercise.id) is back as it started: put back \(restored.joined(separator: " and ")).")
        if keepsEdits {
            Console.say("\(exercise.file) has your changes and stays as it is; `swift run rxbook reset \(exercise.id) --force` discards them.")
        }
        return 0
    }

    /// The status `list` shows: solved (the last check passed, on the file as it is now),
    /// attempted (checked, or a hint seen, but not solved), or not started.
    static func status(of exercise: Exercise, _ workbook: Workbook, _ progress: Progress) -> String {
        if workbook.isSolved(exercise) { return "solved" }
        if progress.results[exercise.id] != nil || (progress.hintsShown[exercise.id] ?? 0) > 0 { return "attempted" }
        return "not started"
    }

    /// `list`: every exercise with its id, kind, chapter, status and title, the next one marked.
    static func list(_ arguments: [String], _ workspace: Workspace) -> Int32 {
        if let status = handleOptions(arguments, usage: "usage: swift run rxbook list\n  every exercise, with its kind, chapter, title and your status; → marks the next") { return status }
        guard arguments.isEmpty else {
            Console.complain("`list` takes no arguments")
            return 2
        }
        guard let workbook = loadWorkbook(workspace) else { return 2 }
        Console.say(listLines(workbook).joined(separator: "\n"))
        return 0
    }

    static func listLines(_ workbook: Workbook) -> [String] {
        let progress = workbook.progress
        let next = workbook.next
        var lines = ["   id    kind     chapter  status       title"]
        for exercise in workbook.exercises {
            let mark = exercise.id == next?.id ? "→" : " "
            let chapter = paddedChapter(exercise.chapter)
            let status = status(of: exercise, workbook, progress)
            lines.append("\(mark)  \(exercise.id)  \(exercise.kind.padding(toLength: 7, withPad: " ", startingAt: 0))  \(chapter)       \(status.padding(toLength: 11, withPad: " ", startingAt: 0))  \(exercise.title)")
        }
        let solved = workbook.exercises.filter(workbook.isSolved).count
        lines.append("")
        if let next {
            lines.append("\(solved) of \(workbook.exercises.count) solved. Next (→): \(next.id), \(next.file) (`swift run rxbook check \(next.id)`)")
        } else {
            lines.append("All \(workbook.exercises.count) exercises solved.")
        }
        return lines
    }
}

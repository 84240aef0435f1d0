import Foundation

/// The workbook's exercise verbs: check, hint, reset, watch and verify-exercises.
enum ExerciseCommands {
    static func loadWorkbook(_ workspace: Workspace) -> Workbook? {
        switch Workbook.load(workspace) {
        case .success(let workbook): return workbook
        case .failure(let error):
            printError(error.message)
            return nil
        }
    }

    /// Resolves `NN.K` to one exercise, `NN` to a chapter's, nothing to the next unsolved one.
    static func select(_ argument: String?, in workbook: Workbook) -> [Exercise]? {
        guard let argument else {
            guard let next = workbook.next else {
                print("Every exercise is solved. `swift run rxbook check all` checks them all again.")
                return []
            }
            return [next]
        }
        if argument == "all" { return workbook.exercises }
        if argument.contains(".") {
            guard let exercise = workbook.exercise(argument) else {
                printError("no exercise \"\(argument)\"; exercises are named like 06.1 (`swift run rxbook` lists them)")
                return nil
            }
            return [exercise]
        }
        guard let chapter = Int(argument), tableOfContents.contains(where: { $0.number == chapter }) else {
            printError("`check` takes an exercise (06.1), a chapter (06) or `all`, not \"\(argument)\"")
            return nil
        }
        let exercises = workbook.exercises(ofChapter: chapter)
        if exercises.isEmpty {
            printError("chapter \(argument) has no exercises")
            return nil
        }
        return exercises
    }

    /// `check [NN[.K]|all]`: builds and runs each selected exercise's checks; prints the first
    /// failing check of the first exercise that fails, and what to do next.
    static func check(_ arguments: [String], _ workspace: Workspace) -> Int32 {
        guard arguments.count <= 1, let workbook = loadWorkbook(workspace),
              let selected = select(arguments.first, in: workbook) else {
            if arguments.count > 1 { printError("`check` takes at most one exercise or chapter, for example `rxbook check 06.1`") }
            return 2
        }
        let runner = ExerciseRunner(workbook: workbook)
        var failures = 0
        for (index, exercise) in selected.enumerated() {
            if selected.count > 1 {
                FileHandle.standardError.write(Data("[\(index + 1)/\(selected.count)] \(exercise.id) \(exercise.title)\n".utf8))
            }
            let passed = report(runner.check(exercise), exercise, workbook, verbose: selected.count == 1 || failures == 0)
            workbook.record(exercise, passed: passed)
            if passed {
                revealReference(exercise, workbook)
            } else {
                failures += 1
            }
        }
        if selected.count > 1 {
            print("\(selected.count - failures) of \(selected.count) exercises pass.")
        }
        if failures == 0, let next = workbook.next, selected.count == 1 {
            print("Next: exercise \(next.id), \(next.title): \(next.file) (`swift run rxbook check \(next.id)`)")
        }
        return failures == 0 ? 0 : 1
    }

    /// Prints a verdict; returns whether the exercise passed.
    static func report(_ verdict: ExerciseRunner.Verdict, _ exercise: Exercise, _ workbook: Workbook, verbose: Bool) -> Bool {
        switch verdict {
        case .passed(let output):
            print(output.trimmingCharacters(in: .newlines))
            return true
        case .failed(let output):
            if verbose, output.contains("WARNING: ThreadSanitizer") {
                print("Exercise \(exercise.id), \(exercise.title): not solved yet.")
                print("  ✗ ThreadSanitizer found a data race: two threads touched the same memory at once, at least")
                print("    one of them writing, with nothing ordering the two accesses. The accesses it saw in your file:")
                var places: [String] = []
                for word in output.split(whereSeparator: { $0 == " " || $0 == "\n" }) where word.contains("Exercise.swift:") {
                    let line = word.split(separator: "/").last.map(String.init) ?? String(word)
                    if !places.contains(line) { places.append(line) }
                }
                print("      " + (places.isEmpty ? "(none in Exercise.swift: look at the lines the report names)"
                                                 : places.prefix(4).map { "\(exercise.target)/\($0)" }.joined(separator: ", ")))
                print("Edit \(exercise.file), then run `swift run rxbook check \(exercise.id)` again; a hint: `swift run rxbook hint \(exercise.id)`.")
            } else if verbose {
                print(output.trimmingCharacters(in: .newlines))
                print("Edit \(exercise.file), then run `swift run rxbook check \(exercise.id)` again; a hint: `swift run rxbook hint \(exercise.id)`.")
            } else {
                print("Exercise \(exercise.id): not solved yet (`swift run rxbook check \(exercise.id)` shows why).")
            }
            return false
        case .buildFailed(let errors, let log):
            print("Exercise \(exercise.id), \(exercise.title): does not compile yet.")
            for error in errors { print("  \(error)") }
            print("Fix \(exercise.file) so it compiles (full log: \(log)); a hint: `swift run rxbook hint \(exercise.id)`.")
            return false
        case .crashed(let output, let status):
            print("Exercise \(exercise.id), \(exercise.title): its checks crashed (exit status \(status)).")
            print(output.split(separator: "\n").suffix(12).joined(separator: "\n"))
            print("A crash usually means a force-unwrap, an out-of-range index or a misuse the library stops (its message is above). Edit \(exercise.file) and check again; a hint: `swift run rxbook hint \(exercise.id)`.")
            return false
        }
    }

    /// Once the learner's own exercise passes, copies the reference solution beside it.
    static func revealReference(_ exercise: Exercise, _ workbook: Workbook) {
        let root = workbook.workspace.root
        let destination = root.appendingPathComponent(exercise.solutionCopy)
        try? FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        let reference = workbook.workspace.text(of: exercise.reference)
        guard !reference.isEmpty, (try? reference.write(to: destination, atomically: true, encoding: .utf8)) != nil else { return }
        print("Solved. Compare with the reference solution: \(exercise.solutionCopy)")
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

    /// `hint NN.K`: shows the hints seen so far and the next one.
    static func hint(_ arguments: [String], _ workspace: Workspace) -> Int32 {
        guard arguments.count == 1 else {
            printError("`hint` takes one exercise, for example `rxbook hint 06.1`")
            return 2
        }
        guard let workbook = loadWorkbook(workspace) else { return 2 }
        guard let exercise = workbook.exercise(arguments[0]) else {
            printError("no exercise \"\(arguments[0])\"; exercises are named like 06.1 (`swift run rxbook` lists them)")
            return 2
        }
        let all = hints(of: exercise, workspace)
        guard !all.isEmpty else {
            printError("exercise \(exercise.id) has no hints file at \(exercise.hints)")
            return 2
        }
        var progress = workbook.progress
        let shown = min((progress.hintsShown[exercise.id] ?? 0) + 1, all.count)
        progress.hintsShown[exercise.id] = shown
        workbook.progress = progress
        print("Exercise \(exercise.id), \(exercise.title): hint \(shown) of \(all.count)")
        for (index, hint) in all.prefix(shown).enumerated() {
            print("")
            print("Hint \(index + 1):")
            print(hint)
        }
        print("")
        print(shown < all.count ? "Still stuck? `swift run rxbook hint \(exercise.id)` shows the next one."
                                : "That was the last hint. The reference solution appears once your exercise passes.")
        return 0
    }

    /// `reset NN.K [--force]`: puts the starter back, refusing to overwrite changes without --force.
    static func reset(_ arguments: [String], _ workspace: Workspace) -> Int32 {
        let force = arguments.contains("--force")
        let ids = arguments.filter { $0 != "--force" }
        guard ids.count == 1 else {
            printError("`reset` takes one exercise, for example `rxbook reset 06.1` (add --force to discard your changes)")
            return 2
        }
        guard let workbook = loadWorkbook(workspace) else { return 2 }
        guard let exercise = workbook.exercise(ids[0]) else {
            printError("no exercise \"\(ids[0])\"; exercises are named like 06.1")
            return 2
        }
        let starter = workspace.text(of: exercise.starter)
        guard !starter.isEmpty else {
            printError("the starter of \(exercise.id) is missing (\(exercise.starter)); restore it with git")
            return 2
        }
        let current = workspace.text(of: exercise.file)
        if current == starter {
            print("\(exercise.file) is already the starter.")
            return 0
        }
        if !current.isEmpty && !force {
            printError("\(exercise.file) has your changes; `rxbook reset \(exercise.id) --force` discards them")
            return 2
        }
        let url = workspace.root.appendingPathComponent(exercise.file)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        do {
            try starter.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            printError("could not write \(exercise.file): \(error.localizedDescription)")
            return 2
        }
        var progress = workbook.progress
        progress.results[exercise.id] = nil
        workbook.progress = progress
        print("\(exercise.file) is the starter again.")
        return 0
    }

    /// `watch`: checks the exercise whose file changed, or the next unsolved one, each time a
    /// file under Exercises/Sources changes. Stops with Ctrl-C.
    static func watch(_ arguments: [String], _ workspace: Workspace) -> Int32 {
        guard arguments.isEmpty else {
            printError("`watch` takes no arguments")
            return 2
        }
        guard let workbook = loadWorkbook(workspace) else { return 2 }
        func stamps() -> [String: Date] {
            var result: [String: Date] = [:]
            for exercise in workbook.exercises {
                let path = workspace.root.appendingPathComponent(exercise.file).path
                if let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date {
                    result[exercise.id] = date
                }
            }
            return result
        }
        var last = stamps()
        if let next = workbook.next {
            _ = check([next.id], workspace)
        }
        print("Watching Exercises/Sources for changes (Ctrl-C stops).")
        while true {
            Thread.sleep(forTimeInterval: 1)
            let now = stamps()
            let changed = now.filter { last[$0.key] != $0.value }.map(\.key).sorted()
            last = now
            guard let id = changed.first ?? nil else { continue }
            print("\n\(id) changed:")
            _ = check([id], workspace)
        }
    }
}

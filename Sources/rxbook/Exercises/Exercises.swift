import Foundation

/// One exercise of the workbook, as `Exercises/exercises.json` lists it.
struct Exercise: Decodable {
    /// `06.1`: chapter 06, first exercise.
    let id: String
    /// build, predict or repair.
    let kind: String
    let title: String
    /// The chapter section it practises.
    let section: String
    /// Whether its checks must run under ThreadSanitizer (a data-race repair).
    let sanitize: Bool
    /// What elsewhere in the book gives a predict exercise's answer away: chapter tests whose
    /// names or claims state it, and demos that print it. `rxbook chapter` and `rxbook demo`
    /// hold them back until the exercise is solved (the prose and `swift test` keep them).
    let answeredBy: AnsweredBy?

    struct AnsweredBy: Decodable {
        var tests: [String]?
        var demos: [String]?
    }

    var chapter: Int { Int(id.split(separator: ".")[0]) ?? 0 }
    /// The executable target that holds the exercise and its checks: `Ex06_1`.
    var target: String { "Ex" + id.replacingOccurrences(of: ".", with: "_") }
    /// The learner's file, relative to the root.
    var file: String { "Exercises/Sources/\(target)/Exercise.swift" }
    var starter: String { "Exercises/.starters/\(id).swift" }
    var reference: String { "Exercises/.reference/\(id).swift" }
    var hints: String { "Exercises/Hints/\(id).md" }
    /// Where `check` copies the reference solution once the learner's own passes.
    var solutionCopy: String { "Exercises/Solutions/\(id).swift" }
}

/// What the learner has done: each exercise's last check (with a fingerprint of the file it
/// checked, so an edited exercise is checked again) and how many hints each has seen. Kept in
/// `Exercises/.progress.json`, which git ignores; only `check` writes results into it.
struct Progress: Codable {
    struct Result: Codable {
        var fingerprint: String
        var passed: Bool
    }
    var results: [String: Result] = [:]
    var hintsShown: [String: Int] = [:]
}

/// The exercises on disk and the learner's progress through them.
struct Workbook {
    let workspace: Workspace
    let exercises: [Exercise]

    static let catalogPath = "Exercises/exercises.json"
    static let progressPath = "Exercises/.progress.json"

    /// Reads the catalog; nil with a message when it is missing or malformed.
    static func load(_ workspace: Workspace) -> Result<Workbook, WorkbookError> {
        let url = workspace.root.appendingPathComponent(catalogPath)
        guard let data = try? Data(contentsOf: url) else {
            return .failure(WorkbookError("no exercise catalog at \(catalogPath); run rxbook from the RxReading checkout"))
        }
        do {
            let exercises = try JSONDecoder().decode([Exercise].self, from: data)
            let workbook = Workbook(workspace: workspace, exercises: exercises.sorted { $0.sortKey.lexicographicallyPrecedes($1.sortKey) })
            workbook.setAsideUnreadableProgress()
            return .success(workbook)
        } catch {
            return .failure(WorkbookError("\(catalogPath) is not a valid exercise list (\(error.localizedDescription))"))
        }
    }

    func exercise(_ id: String) -> Exercise? {
        exercises.first { $0.id == id || $0.id == Exercise.normalize(id) }
    }

    func exercises(ofChapter chapter: Int) -> [Exercise] {
        exercises.filter { $0.chapter == chapter }
    }

    var progress: Progress {
        get {
            let url = workspace.root.appendingPathComponent(Workbook.progressPath)
            guard let data = try? Data(contentsOf: url),
                  let progress = try? JSONDecoder().decode(Progress.self, from: data) else { return Progress() }
            return progress
        }
        nonmutating set {
            let url = workspace.root.appendingPathComponent(Workbook.progressPath)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            if let data = try? encoder.encode(newValue) {
                try? data.write(to: url)
            }
        }
    }

    /// A progress file that cannot be read (cut short, edited by hand) is renamed, never
    /// overwritten, so nothing in it is lost; progress starts afresh with a one-line warning.
    func setAsideUnreadableProgress() {
        let url = workspace.root.appendingPathComponent(Workbook.progressPath)
        guard let data = try? Data(contentsOf: url), (try? JSONDecoder().decode(Progress.self, from: data)) == nil else { return }
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
        let aside = "Exercises/.progress-unreadable-\(stamp).json"
        do {
            try FileManager.default.moveItem(at: url, to: workspace.root.appendingPathComponent(aside))
            Console.complain("warning: \(Workbook.progressPath) could not be read, so it is kept as \(aside) and your progress starts afresh (checks and hints seen)")
        } catch {
            Console.complain("warning: \(Workbook.progressPath) could not be read and could not be moved aside (\(error.localizedDescription)); move it away yourself to keep it")
        }
    }

    /// A fingerprint of the learner's file: when it changes, the remembered result no longer counts.
    func fingerprint(of exercise: Exercise) -> String {
        let text = workspace.text(of: exercise.file)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// Solved means: the last check passed, on the file as it is now.
    func isSolved(_ exercise: Exercise) -> Bool {
        guard let result = progress.results[exercise.id] else { return false }
        return result.passed && result.fingerprint == fingerprint(of: exercise)
    }

    /// The first exercise, in book order, that is not solved.
    var next: Exercise? {
        exercises.first { !isSolved($0) }
    }

    /// The unsolved exercise whose answer `test` (a chapter test's name) gives away, if any.
    func exerciseAnswered(byTest test: String) -> Exercise? {
        exercises.first { $0.answeredBy?.tests?.contains(test) == true && !isSolved($0) }
    }

    /// The unsolved exercise whose answer the demo `name` prints, if any.
    func exerciseAnswered(byDemo name: String) -> Exercise? {
        exercises.first { $0.answeredBy?.demos?.contains(name) == true && !isSolved($0) }
    }

    func record(_ exercise: Exercise, passed: Bool) {
        var current = progress
        current.results[exercise.id] = Progress.Result(fingerprint: fingerprint(of: exercise), passed: passed)
        progress = current
    }
}

struct WorkbookError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

extension Exercise {
    var sortKey: [Int] { id.split(separator: ".").map { Int($0) ?? 0 } }

    /// `6.1` and `06.1` name the same exercise.
    static func normalize(_ id: String) -> String {
        let parts = id.split(separator: ".")
        guard parts.count == 2, let chapter = Int(parts[0]), let number = Int(parts[1]) else { return id }
        return (chapter < 10 ? "0\(chapter)" : "\(chapter)") + ".\(number)"
    }
}

/// A bar of `width` cells, `done` of `total` filled.
func progressBar(_ done: Int, _ total: Int, width: Int = 10) -> String {
    guard total > 0 else { return String(repeating: "·", count: width) }
    let filled = done * width / total
    return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
}

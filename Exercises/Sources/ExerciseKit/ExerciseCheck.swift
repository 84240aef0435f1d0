import Foundation
@testable import RxReading

/// Runs one exercise's checks and reports the first one that fails, in plain words.
///
/// Each exercise's `main.swift` calls `ExerciseCheck.run` with its checks. A check that fails
/// prints what was expected, what happened, and the command that shows a hint, then the
/// program exits with status 1; when every check passes it prints them and exits with status 0.
/// `rxbook check` runs the program and reads that status, so a learner's exercise is judged by
/// its own checks, never by a file the learner edits.
public final class ExerciseCheck {
    let id: String
    let title: String
    private var passed: [String] = []

    init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    /// Runs `checks`, then exits: 0 if all passed, 1 at the first failure.
    public static func run(_ id: String, _ title: String, _ checks: (ExerciseCheck) throws -> Void) -> Never {
        setvbuf(stdout, nil, _IOLBF, 0)
        let check = ExerciseCheck(id: id, title: title)
        do {
            try checks(check)
        } catch let failure as Failure {
            check.report(failure)
            exit(1)
        } catch {
            check.report(Failure(claim: "the checks ran to the end", expected: "no error", actual: "\(error)"))
            exit(1)
        }
        print("Exercise \(id), \(title): " + (check.passed.count == 1 ? "its one check passes." : "all \(check.passed.count) checks pass."))
        for claim in check.passed {
            print("  ✓ \(claim)")
        }
        exit(0)
    }

    struct Failure: Error {
        let claim: String
        let expected: String
        let actual: String
    }

    private func report(_ failure: Failure) {
        print("Exercise \(id), \(title): not solved yet.")
        for claim in passed {
            print("  ✓ \(claim)")
        }
        print("  ✗ \(failure.claim)")
        print("      expected: \(failure.expected)")
        print("      got:      \(failure.actual)")
    }

    /// Passes when `actual == expected`; `claim` says, in plain words, what should hold.
    public func equal<T: Equatable>(_ actual: T, _ expected: T, _ claim: String) throws {
        guard actual == expected else {
            throw Failure(claim: claim, expected: "\(expected)", actual: "\(actual)")
        }
        passed.append(claim)
    }

    /// Passes when the learner's `prediction` matches what really happened. On a mismatch it
    /// says which line is the first wrong one, without giving away the right answer.
    public func prediction(_ predicted: [String], matches actual: [String], _ claim: String) throws {
        guard predicted != actual else {
            passed.append(claim)
            return
        }
        if predicted.isEmpty {
            throw Failure(claim: claim, expected: "your prediction of \(actual.count) line(s)",
                          actual: "an empty prediction: fill in the array in Exercise.swift")
        }
        let firstWrong = Array(zip(predicted, actual)).firstIndex { $0.0 != $0.1 } ?? min(predicted.count, actual.count)
        let detail: String
        if firstWrong < predicted.count {
            detail = "line \(firstWrong + 1) of your prediction, \"\(predicted[firstWrong])\", is not what happens there"
        } else {
            detail = "your prediction stops after \(predicted.count) line(s); more happens"
        }
        throw Failure(claim: claim, expected: "\(actual.count) line(s), in the order they happen", actual: detail)
    }

    /// Passes when `condition` is true; `otherwise` says what was seen instead, and `expected`
    /// what should have been (by default, that the condition holds).
    public func that(_ condition: Bool, _ claim: String, expected: String = "true",
                     otherwise: @autoclosure () -> String) throws {
        guard condition else {
            throw Failure(claim: claim, expected: expected, actual: otherwise())
        }
        passed.append(claim)
    }

    /// Runs `body` and passes when it leaves `Resources.total` where it found it: every object
    /// the library allocated for the subscriptions inside was released.
    public func releasesEverything(_ claim: String, _ body: () throws -> Void) throws {
        let before = Resources.total
        try body()
        let after = Resources.total
        guard after == before else {
            throw Failure(claim: claim,
                          expected: "Resources.total (the library's count of its live objects) back at \(before), its count before the subscriptions",
                          actual: "Resources.total is \(after): \(after - before) object(s) of those subscriptions still alive")
        }
        passed.append(claim)
    }

    /// Waits up to `seconds` for `condition`, spinning the current run loop.
    public func eventually(_ seconds: Double = 5, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > deadline { return false }
            RunLoop.current.run(until: Date().addingTimeInterval(0.005))
        }
        return true
    }
}

/// An observer that records what it receives, as text (`next(1)`, `completed`), from any thread.
public final class EventLog<Element>: ObserverType {
    private let lock = NSLock()
    private var recorded: [String] = []

    public init() {}

    public func on(_ event: Event<Element>) {
        lock.lock()
        recorded.append(String(describing: event))
        lock.unlock()
    }

    /// Every event received so far, as text.
    public var events: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}

/// An error the checks send through sequences.
public struct ExerciseError: Error, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public var description: String { name }
}

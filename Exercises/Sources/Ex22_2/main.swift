// The checks of exercise 22.2. Run them with: swift run rxbook check 22.2
import Dispatch
import Foundation
import ExerciseKit
@testable import RxReading

let sourceKey = DispatchSpecificKey<String>()

/// Where the caller runs: the source queue, the main thread, or a task.
func currentPlace() -> String {
    if DispatchQueue.getSpecific(key: sourceKey) != nil { return "source" }
    if Thread.isMainThread { return "main" }
    if withUnsafeCurrentTask(body: { $0 != nil }) { return "task" }
    return "another thread"
}

/// Every place each line ran, from any thread.
final class Notes: @unchecked Sendable {
    private let lock = NSLock()
    private var places: [String: [String]] = [:]

    func note(_ line: String) {
        let place = currentPlace()
        lock.lock(); places[line, default: []].append(place); lock.unlock()
    }

    /// Where each line ran; a line that ran in two places is reported with both.
    func places(_ lines: [String]) -> [String] {
        lock.lock(); defer { lock.unlock() }
        return lines.map { line in
            guard let seen = places[line] else { return "(did not run)" }
            let distinct = seen.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            return distinct.joined(separator: " and ")
        }
    }
}

/// The program of Exercise.swift, as written there.
func runProgram(_ notes: Notes, source: DispatchQueue, ended: DispatchSemaphore) {
    let ticks = Observable<Int>.create { observer in
        notes.note("create")
        source.async {
            for value in 1...3 { observer.onNext(value) }
            observer.onCompleted()
        }
        return Disposables.create()
    }
    .map { value -> Int in notes.note("map"); return value * 10 }

    Task {
        do {
            for try await _ in ticks.values {
                notes.note("body")
            }
            notes.note("after the loop")
        } catch {
            notes.note("the loop threw")
        }
        ended.signal()
    }
}

ExerciseCheck.run("22.2", "which thread runs which line") { check in
    let source = DispatchQueue(label: "source")
    source.setSpecific(key: sourceKey, value: "source")
    let notes = Notes()
    let ended = DispatchSemaphore(value: 0)
    runProgram(notes, source: source, ended: ended)
    try check.that(ended.wait(timeout: .now() + 10) == .success, "the loop ends within 10 seconds",
                   otherwise: "it did not end")
    try check.prediction(predictedPlaces, matches: notes.places(["create", "map", "body", "after the loop"]),
                         "where create, map, the loop's body and the line after the loop run is what you wrote")
}

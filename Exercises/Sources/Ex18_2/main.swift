// The checks of exercise 18.2. Run them with: swift run rxbook check 18.2
import ExerciseKit
@testable import RxReading

/// Runs the script of Exercise.swift with `scope` and returns the lines it logs.
func script(_ scope: SubjectLifetimeScope) -> [String] {
    var lines: [String] = []
    var runs = 0
    let request = Observable<Int>.create { observer in
        runs += 1
        lines.append("run")
        observer.onNext(runs)
        observer.onCompleted()
        return Disposables.create()
    }
    let shared = request.share(replay: 1, scope: scope)
    let a = shared.subscribe { lines.append("A: \($0)") }
    let b = shared.subscribe { lines.append("B: \($0)") }
    a.dispose()
    b.dispose()
    return lines
}

ExerciseCheck.run("18.2", "what late subscribers get") { check in
    try check.prediction(whileConnectedLog, matches: script(.whileConnected), "share(replay: 1): the lines logged")
    try check.prediction(foreverLog, matches: script(.forever), "share(replay: 1, scope: .forever): the lines logged")
}

// The checks of exercise 19.2. Run them with: swift run rxbook check 19.2
import ExerciseKit
@testable import RxReading

/// Runs the script of Exercise.swift through `make`; returns the log.
func script(_ make: (PublishSubject<Int>, PublishSubject<Int>) -> Observable<Int>) -> [String] {
    let a = PublishSubject<Int>(), b = PublishSubject<Int>()
    var step = ""
    var log: [String] = []
    let subscription = make(a, b).subscribe { event in
        switch event {
        case .next(let value): log.append("\(step): next(\(value))")
        case .error: log.append("\(step): error")
        case .completed: log.append("\(step): completed")
        }
    }
    step = "a.onNext(1)"; a.onNext(1)
    step = "b.onCompleted()"; b.onCompleted()
    step = "a.onNext(2)"; a.onNext(2)
    step = "a.onCompleted()"; a.onCompleted()
    subscription.dispose()
    return log
}

ExerciseCheck.run("19.2", "four operators, one source that completes without sending") { check in
    try check.prediction(combineLatestLog, matches: script { a, b in Observable.combineLatest(a, b) { $0 + $1 } },
                         "combineLatest(a, b)")
    try check.prediction(zipLog, matches: script { a, b in Observable.zip(a, b) { $0 + $1 } }, "zip(a, b)")
    try check.prediction(zipCollectionLog, matches: script { a, b in Observable.zip([a, b]) { $0.reduce(0, +) } },
                         "zip([a, b])")
    try check.prediction(withLatestFromLog, matches: script { a, b in a.withLatestFrom(b) { $0 + $1 } },
                         "a.withLatestFrom(b)")
}

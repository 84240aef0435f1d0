// The checks of exercise 24.2. Run them with: swift run rxbook check 24.2
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("24.2", "two dos around a synchronous source") { check in
    var log: [String] = []
    func note(_ line: String) {
        log.append(line)
    }
    _ = Observable.just(1)
        .do(onNext: { note("inner onNext \($0)") }, afterNext: { note("inner afterNext \($0)") },
            onCompleted: { note("inner onCompleted") }, afterCompleted: { note("inner afterCompleted") },
            onSubscribe: { note("inner onSubscribe") }, onSubscribed: { note("inner onSubscribed") },
            onDispose: { note("inner onDispose") })
        .map { $0 * 10 }
        .do(onNext: { note("outer onNext \($0)") }, afterNext: { note("outer afterNext \($0)") },
            onCompleted: { note("outer onCompleted") }, afterCompleted: { note("outer afterCompleted") },
            onSubscribe: { note("outer onSubscribe") }, onSubscribed: { note("outer onSubscribed") },
            onDispose: { note("outer onDispose") })
        .subscribe(onNext: { note("subscriber onNext \($0)") },
                   onCompleted: { note("subscriber onCompleted") },
                   onDisposed: { note("subscriber onDisposed") })
    try check.prediction(predictedLog, matches: log, "the hooks and the subscriber's closures, in the order they run")
}

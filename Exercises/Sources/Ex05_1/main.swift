// The checks of exercise 05.1. Run them with: swift run rxbook check 05.1
import ExerciseKit
import RxReading

ExerciseCheck.run("05.1", "the order of subscribe's closures") { check in
    var lines: [String] = []
    func log(_ line: String) { lines.append(line) }

    func subscribeAndDispose(_ source: Observable<Int>) {
        let subscription = source.subscribe(
            onNext: { log("onNext \($0)") },
            onError: { log("onError \($0)") },
            onCompleted: { log("onCompleted") },
            onDisposed: { log("onDisposed") }
        )
        log("subscribe returned")
        log("dispose() called")
        subscription.dispose()
    }

    subscribeAndDispose(Observable.of(1, 2))
    subscribeAndDispose(Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onError(ExerciseError("boom"))
        return Disposables.create { log("create's disposable") }
    })
    subscribeAndDispose(Observable<Int>.never())

    try check.prediction(prediction, matches: lines, "your prediction lists every logged line of the three subscriptions, in order")
}

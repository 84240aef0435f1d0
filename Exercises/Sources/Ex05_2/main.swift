// The checks of exercise 05.2. Run them with: swift run rxbook check 05.2
import ExerciseKit
import RxReading

ExerciseCheck.run("05.2", "a subscribe with one closure for the end") { check in
    var lines: [String] = []
    func watch(_ source: Observable<Int>) -> Disposable {
        source.subscribe(
            onNext: { lines.append("next \($0)") },
            onTerminated: { lines.append("terminated: \($0.map { "\($0)" } ?? "completed")") },
            onDisposed: { lines.append("disposed") }
        )
    }

    _ = watch(Observable.of(1, 2))
    try check.equal(lines, ["next 1", "next 2", "terminated: completed", "disposed"],
                    "on completion: the elements, onTerminated(nil), then onDisposed")

    lines = []
    _ = watch(Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onError(ExerciseError("boom"))
        return Disposables.create()
    })
    try check.equal(lines, ["next 1", "terminated: boom", "disposed"],
                    "on an error: the element, onTerminated(error), then onDisposed")

    lines = []
    let finished = watch(Observable.of(7))
    finished.dispose()
    try check.equal(lines, ["next 7", "terminated: completed", "disposed"],
                    "disposing after the sequence has ended runs onDisposed no second time")

    lines = []
    let endless = watch(Observable<Int>.never())
    try check.equal(lines, [], "a sequence that never ends calls nothing on its own")
    endless.dispose()
    endless.dispose()
    try check.equal(lines, ["disposed"], "disposing the returned disposable (twice) runs onDisposed once")

    lines = []
    var captured: AnyObserver<Int>?
    let cancelled = watch(Observable<Int>.create { observer in
        captured = observer
        return Disposables.create()
    })
    captured?.onNext(1)
    cancelled.dispose()
    captured?.onNext(2)
    captured?.onCompleted()
    try check.equal(lines, ["next 1", "disposed"],
                    "disposing the returned disposable ends the subscription: nothing sent afterwards arrives")

    try check.releasesEverything("a finished subscription and a disposed one leave nothing alive") {
        _ = watch(Observable.of(1, 2))
        watch(Observable<Int>.never()).dispose()
    }
}

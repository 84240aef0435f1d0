// The checks of exercise 25.2. Run them with: swift run rxbook check 25.2
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("25.2", "save, and then fetch") { check in
    var log: [String] = []
    func note(_ line: String) {
        log.append(line)
    }
    func fetch() -> Single<String> {
        note("fetch() builds its Single")
        return Single.create { single in
            note("fetch's Single subscribed")
            single(.success("profile"))
            return Disposables.create { note("fetch's disposable") }
        }
    }
    let save = Completable.create { completable in
        note("save subscribed")
        completable(.completed)
        return Disposables.create { note("save's disposable") }
    }
    note("building")
    let chain = save.andThen(fetch())
    note("subscribing")
    _ = chain.subscribe(onSuccess: { note("onSuccess \($0)") }, onDisposed: { note("onDisposed") })
    note("subscribe returned")
    try check.prediction(predictedLog, matches: log, "what runs, from building the chain to subscribe's return, in order")
}

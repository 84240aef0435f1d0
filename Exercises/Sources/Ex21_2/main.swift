// The checks of exercise 21.2. Run them with: swift run rxbook check 21.2
import ExerciseKit
@testable import RxReading

struct Failed: Error {}

ExerciseCheck.run("21.2", "what runs again, and in which order") { check in
    var runs = 0
    let request = Observable<Int>.create { observer in
        runs += 1
        observer.onError(Failed())
        return Disposables.create()
    }
    _ = request.retry(3).catchAndReturn(0).subscribe()
    try check.equal(runsRetryThenCatch, runs, "request.retry(3).catchAndReturn(0): runs")
    runs = 0
    _ = request.catchAndReturn(0).retry(3).subscribe()
    try check.equal(runsCatchThenRetry, runs, "request.catchAndReturn(0).retry(3): runs")

    var subscriptions = 0
    let failsOnce = Observable<Int>.deferred {
        subscriptions += 1
        return subscriptions == 1 ? Observable.error(Failed()) : Observable.just(1)
    }
    var printed: [Int] = []
    _ = Observable.merge(failsOnce.retry(), Observable.just(2)).subscribe(onNext: { printed.append($0) })
    try check.equal(mergedOrder, printed, "merge(failsOnce.retry(), just(2)): what is printed, in order")
}

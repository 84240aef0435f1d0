// The checks of exercise 16.1. Run them with: swift run rxbook check 16.1
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("16.1", "what flatMapLatest subscribes, disposes and delivers") { check in
    var log: [String] = []
    let outer = PublishSubject<Int>()
    let inners = [1: PublishSubject<String>(), 2: PublishSubject<String>()]
    let subscription = outer
        .flatMapLatest { n in
            Observable<String>.create { observer in
                log.append("subscribe \(n)")
                let reading = inners[n]!.subscribe(observer)
                return Disposables.create {
                    log.append("dispose \(n)")
                    reading.dispose()
                }
            }
        }
        .subscribe { event in log.append("\(event)") }

    outer.onNext(1)
    inners[1]!.onNext("a")
    outer.onNext(2)
    inners[1]!.onNext("b")
    inners[2]!.onNext("c")
    outer.onCompleted()
    inners[2]!.onNext("d")
    inners[2]!.onCompleted()
    subscription.dispose()

    try check.prediction(predictedLog, matches: log, "every line of the log, in order")
}

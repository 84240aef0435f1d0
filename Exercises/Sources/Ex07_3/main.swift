// The checks of exercise 07.3. Run them with: swift run rxbook check 07.3
import ExerciseKit
import RxReading

ExerciseCheck.run("07.3", "a create that loses the end") { check in
    let log = EventLog<Int>()
    _ = pushing { observer in
        observer.onNext(1)
        observer.onNext(2)
        observer.onCompleted()
        return Disposables.create()
    }.subscribe(log)
    try check.equal(log.events, ["next(1)", "next(2)", "completed"],
                    "the subscriber receives the elements and then the completion the closure sends")

    let failing = EventLog<Int>()
    _ = pushing { observer in
        observer.onError(ExerciseError("boom"))
        return Disposables.create()
    }.subscribe(failing)
    try check.equal(failing.events, ["error(boom)"], "the subscriber receives the error the closure sends")

    let twice = EventLog<Int>()
    _ = pushing { observer in
        observer.onCompleted()
        observer.onNext(3)
        observer.onCompleted()
        observer.onError(ExerciseError("late"))
        return Disposables.create()
    }.subscribe(twice)
    try check.equal(twice.events, ["completed"], "after the first terminal event, nothing else gets through")

    var closureDisposableRan = false
    _ = pushing { (observer: AnyObserver<Int>) in
        observer.onCompleted()
        return Disposables.create { closureDisposableRan = true }
    }.subscribe(EventLog<Int>())
    try check.equal(closureDisposableRan, true, "when the sequence ends, the disposable the closure returned is disposed")

    try check.releasesEverything("after the sequence ends, its sink and disposer are freed") {
        _ = pushing { (observer: AnyObserver<Int>) in
            observer.onCompleted()
            return Disposables.create()
        }.subscribe(EventLog<Int>())
    }
}

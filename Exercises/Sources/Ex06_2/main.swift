// The checks of exercise 06.2. Run them with: swift run rxbook check 06.2
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("06.2", "a sink that leaks and talks after dispose") { check in
    let log = EventLog<Int>()
    _ = Observable.of(1, 2, 3).scaled(by: 10).subscribe(log)
    try check.equal(log.events, ["next(10)", "next(20)", "next(30)", "completed"],
                    "scaled(by: 10) multiplies each element and passes completion on")

    try check.releasesEverything("after a subscription completes, its sink and disposer are freed") {
        _ = Observable.of(1, 2, 3).scaled(by: 2).subscribe(EventLog<Int>())
    }
    try check.releasesEverything("after a subscription fails, its sink and disposer are freed") {
        _ = Observable<Int>.error(ExerciseError("boom")).scaled(by: 2).subscribe(EventLog<Int>())
    }

    // A source that does not stop when asked keeps calling the sink: the sink must stay quiet.
    let quiet = EventLog<Int>()
    let cancel = BooleanDisposable()
    let sink = ScaleSink(factor: 3, observer: quiet, cancel: cancel)
    sink.on(.next(1))
    sink.dispose()
    sink.on(.next(2))
    sink.on(.completed)
    try check.equal(quiet.events, ["next(3)"],
                    "once the sink is disposed, it delivers nothing its source still sends")
    try check.equal(cancel.isDisposed, true, "disposing the sink disposes its cancel (the subscription's disposer)")
}

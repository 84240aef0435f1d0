// The checks of exercise 27.1. Run them with: swift run rxbook check 27.1
import ExerciseKit
import RxReadingTest
@testable import RxReading

ExerciseCheck.run("27.1", "a spinner of your own") { check in
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let spinner = Spinner()
    let shown = scheduler.createObserver(Bool.self)
    let bag = DisposeBag()
    spinner.isSpinning.subscribe(shown).disposed(by: bag)

    // A request that answers, one that fails, one disposed before it answers, and two at once.
    let answers = scheduler.createColdObservable([.next(10, "a"), .completed(10)])
    let fails = scheduler.createColdObservable([Recorded<Event<String>>.error(10, ExerciseError("offline"))])
    let slow = scheduler.createColdObservable([.next(100, "late"), .completed(100)])
    var inFlight: Disposable?
    scheduler.scheduleAt(100) { spinner.track(answers.asObservable()).subscribe().disposed(by: bag) }
    scheduler.scheduleAt(200) { spinner.track(fails.asObservable()).subscribe().disposed(by: bag) }
    scheduler.scheduleAt(300) { inFlight = spinner.track(slow.asObservable()).subscribe() }
    scheduler.scheduleAt(320) { inFlight?.dispose() }
    scheduler.scheduleAt(400) {
        spinner.track(answers.asObservable()).subscribe().disposed(by: bag)
        spinner.track(fails.asObservable()).subscribe().disposed(by: bag)
    }
    let elements = scheduler.createObserver(String.self)
    scheduler.scheduleAt(500) { spinner.track(answers.asObservable()).subscribe(elements).disposed(by: bag) }
    let late = scheduler.createObserver(Bool.self)
    scheduler.scheduleAt(505) { spinner.isSpinning.subscribe(late).disposed(by: bag) }
    scheduler.start()

    try check.equal(elements.events.map { "\($0.value)" }, ["next(a)", "completed"],
                    "track passes the source's events on unchanged")
    try check.equal(shown.events.map { "\($0.time) \($0.value)" }.first, "0 next(false)",
                    "the spinner is off at first")
    try check.equal(shown.events.map { "\($0.time) \($0.value)" },
                    ["0 next(false)", "100 next(true)", "110 next(false)", "200 next(true)", "210 next(false)",
                     "300 next(true)", "320 next(false)", "400 next(true)", "410 next(false)",
                     "500 next(true)", "510 next(false)"],
                    "on while a tracked request is subscribed, off when it answers, fails or is disposed; one change at a time")
    try check.equal(late.events.map { "\($0.time) \($0.value)" }, ["505 next(true)", "510 next(false)"],
                    "a late subscriber sees at once whether the spinner is on")
}

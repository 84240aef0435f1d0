// The checks of exercise 27.2. Run them with: swift run rxbook check 27.2
import ExerciseKit
import RxReadingTest
@testable import RxReading

ExerciseCheck.run("27.2", "the requests a typist makes") { check in
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    var log: [String] = []
    func search(_ query: String) -> Single<[String]> {
        Single.create { single in
            log.append("GET \(query)")
            var answered = false
            let reply = scheduler.scheduleRelative((), dueTime: .milliseconds(500)) { _ in
                answered = true
                log.append("200 \(query)")
                single(.success([query]))
                return Disposables.create()
            }
            return Disposables.create {
                if !answered { log.append("cancelled \(query)") }
                reply.dispose()
            }
        }
    }
    let typed = scheduler.createHotObservable([
        .next(100, "s"), .next(200, "sw"), .next(600, "swi"), .next(650, "swift"),
        .next(1500, "swift "), .next(1600, "rx"), .next(1700, "swift"), .next(2500, "rx"),
    ])
    SharingScheduler.mock(scheduler: scheduler) {
        let subscription = typed.asDriver(onErrorJustReturn: "")
            .debounce(.milliseconds(300))
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .distinctUntilChanged()
            .flatMapLatest { text in
                search(text).asObservable().catchAndReturn([]).asDriver(onErrorJustReturn: [])
            }
            .drive(onNext: { _ in })
        scheduler.start()
        subscription.dispose()
    }
    try check.prediction(predictedLog, matches: log, "the client's log: every request, answer and cancellation, in order")
}

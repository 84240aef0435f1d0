// The checks of exercise 26.3. Run them with: swift run rxbook check 26.3
import ExerciseKit
import RxReadingTest
@testable import RxReading

ExerciseCheck.run("26.3", "a screen that dies at the first failed search") { check in
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let query = try scheduler.createHotObservable("--a----b----c---", values: ["a": "rx", "b": "rxs", "c": "rxswift"])
    let searches = [
        "rx": try scheduler.createColdObservable("-x|", values: ["x": ["RxSwift", "RxJava"]]),
        "rxs": try scheduler.createColdObservable("-#", values: [:] as [Character: [String]],
                                                  error: ExerciseError("ServerDown")),
        "rxswift": try scheduler.createColdObservable("-y|", values: ["y": ["RxSwift"]]),
    ]
    let results = scheduler.createObserver([String].self)
    let count = scheduler.createObserver(Int.self)
    let bag = DisposeBag()

    // The whole run inside `mock`: a driver asks for its scheduler when it is built, and
    // `flatMapLatest` builds its inner ones during `start()`.
    SharingScheduler.mock(scheduler: scheduler) {
        let viewModel = SearchViewModel(query: query.asObservable()) { text in
            searches[text].map { $0.asObservable() } ?? .never()
        }
        scheduler.scheduleAt(200) {
            viewModel.results.asObservable().subscribe(results).disposed(by: bag)
            viewModel.count.asObservable().subscribe(count).disposed(by: bag)
        }
        scheduler.start()
    }

    let failure = results.events.first { $0.value.error != nil }
    try check.that(failure == nil, "the results never fail: a failed search must not end the screen's list",
                   expected: "no error in the results",
                   otherwise: "the results ended with \(failure.map { "\($0.value) at tick \($0.time)" } ?? ""); after that the list never changes again")
    try check.equal(results.events.map { "\($0.value)" },
                    ["next([])", "next([\"RxSwift\", \"RxJava\"])", "next([\"failed\"])", "next([\"RxSwift\"])"],
                    "the list shows [] first, then each search's results, [\"failed\"] for the failed one, and goes on searching")
    try check.equal(count.events.map { "\($0.value)" }, ["next(0)", "next(2)", "next(1)", "next(1)"],
                    "the label shows each list's count")
    for text in ["rx", "rxs", "rxswift"] {
        let runs = searches[text]?.subscriptions.count ?? 0
        try check.that(runs == 1, "the search for \"\(text)\" runs once, though the screen shows both the list and its count",
                       expected: "1 subscription to the search",
                       otherwise: "\(runs) subscriptions: each output subscribed to the whole chain, the search included")
    }
    try check.equal(query.subscriptions.count, 1, "the query is subscribed once")
}

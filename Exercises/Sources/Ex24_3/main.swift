// The checks of exercise 24.3. Run them with: swift run rxbook check 24.3
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("24.3", "a view model that outlives its screen") { check in
    let query = PublishSubject<String>()
    weak var closedScreensModel: SearchViewModel?
    let before = Resources.total
    do {
        let model = SearchViewModel(query: query.asObservable())
        query.onNext("  RxSwift ")
        query.onNext("   ")
        query.onNext("Combine")
        try check.equal(model.terms, ["rxswift", "combine"],
                        "while the screen is open, the model records each query trimmed and lowercased, and skips the empty ones")
        closedScreensModel = model
    }
    query.onNext("after")
    try check.that(closedScreensModel == nil, "the screen is closed: its view model is deinitialised",
                   expected: "no SearchViewModel alive once its one owner has let go of it",
                   otherwise: "the SearchViewModel is still alive after its owner let go, and still records queries: \(closedScreensModel?.terms ?? [])")
    try check.that(!query.hasObservers, "nothing is subscribed to the query any more",
                   expected: "the query with no observer",
                   otherwise: "the query still has an observer")
    try check.equal(Resources.total, before, "Resources.total is back where it was before the screen opened")
}

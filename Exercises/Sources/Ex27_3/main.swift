// The checks of exercise 27.3. Run them with: swift run rxbook check 27.3
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("27.3", "a view model that outlives its screen") { check in
    let refresh = PublishSubject<Void>()
    #if TRACE_RESOURCES
    let before = Resources.total
    #endif
    var viewModel: ResultsViewModel? = ResultsViewModel(refresh: refresh.asObservable()) { page in ["reload \(page)"] }
    weak let left = viewModel
    refresh.onNext(())
    refresh.onNext(())
    try check.equal(viewModel?.results.value ?? [], ["reload 2"], "while the screen is open, each refresh reloads the results")

    viewModel = nil  // the user leaves the screen
    let alive = left != nil
    #if TRACE_RESOURCES
    let kept = Resources.total - before
    #else
    let kept: Int32 = 0
    #endif
    left?.results.accept([])
    refresh.onNext(())
    let reloadsAfterLeaving = left?.reloads ?? 0

    try check.that(!alive, "the view model goes when its screen drops it",
                   expected: "no view model left",
                   otherwise: "it is still alive, and a refresh after leaving reloaded it \(reloadsAfterLeaving - 2) more time(s): the refresh subscription's closure holds `self` strongly, the bag holds that subscription, and the view model holds the bag")
    try check.equal(kept, 0, "every library object the view model subscribed is given back (Resources.total as before the screen opened)")
}

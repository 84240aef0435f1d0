// Exercise 27.3 (repair): a view model that outlives its screen.
// Practises chapter 27, section "Three bugs, and the line that prevents each".
//
// `ResultsViewModel` reloads its results each time the user pulls to refresh, and keeps its
// subscriptions in its own `DisposeBag`, so that they go when it goes. The checks open the
// screen, refresh twice, and leave: the screen drops the view model. Testers report that after
// leaving, `Resources.total` stays above what it was before the screen opened, and that a
// refresh tapped on the next screen still reloads this one. Fix the view model so that it goes
// with its screen, keeping what it shows while the screen is open.
//
// Check it: swift run rxbook check 27.3     Stuck? swift run rxbook hint 27.3
@testable import RxReading

final class ResultsViewModel {
    let results = BehaviorRelay<[String]>(value: [])
    private(set) var reloads = 0
    private let disposeBag = DisposeBag()

    init(refresh: Observable<Void>, load: @escaping (Int) -> [String]) {
        refresh
            .subscribe(onNext: { _ in
                self.reloads += 1
                self.results.accept(load(self.reloads))
            })
            .disposed(by: disposeBag)
    }
}

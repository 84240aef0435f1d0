import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

/// A search screen's view model as RxSwift 6.5 apps write one: observables in, drivers out.
private struct SearchViewModel {
    /// The results to show: empty at first, then the results of the latest query the user
    /// paused on, or `["failed"]` when that search failed.
    let results: Driver<[String]>
    /// How many results there are, for a label.
    let count: Driver<Int>

    init(query: Observable<String>, search: @escaping (String) -> Observable<[String]>) {
        results = query
            .asDriver(onErrorJustReturn: "")
            .debounce(.seconds(20))
            .distinctUntilChanged()
            .flatMapLatest { text in
                search(text).asDriver(onErrorJustReturn: ["failed"])
            }
            .startWith([])
        count = results.map { $0.count }
    }
}

/// Chapter 26: a view model's drivers are tested as RxSwift apps test them, on a `TestScheduler`
/// put in the main scheduler's place with `SharingScheduler.mock(scheduler:)`, against marble
/// lines.
final class Chapter26ViewModelTests: RxReadingTestCase {

    /// Under `mock`, the view model's debounce, its `observe(on:)`s and the drivers made inside
    /// `flatMapLatest` all run on the test's scheduler, so its outputs follow the marbles: the
    /// first query is typed over before the pause ends, the repeated one is dropped, a failed
    /// search shows `["failed"]` and the screen goes on.
    func testAViewModelsDriversFollowTheMarblesUnderAMockedScheduler() throws {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let query = try scheduler.createHotObservable("--a-b------b--c------", values: [
            "a": "r", "b": "rx", "c": "rxs",
        ])
        let found = ["RxSwift", "RxJava"]
        let searches = [
            "rx": try scheduler.createColdObservable("-x|", values: ["x": found]),
            "rxs": try scheduler.createColdObservable("-#", values: [:] as [Character: [String]]),
        ]
        let results = scheduler.createObserver([String].self)
        let count = scheduler.createObserver(Int.self)
        let bag = DisposeBag()

        // The whole run stays inside `mock`: `flatMapLatest` builds its inner drivers during
        // `start()`, and a driver asks for its scheduler when it is built.
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = SearchViewModel(query: query.asObservable()) { text in
                searches[text].map { $0.asObservable() } ?? .never()
            }
            scheduler.scheduleAt(200) {
                viewModel.results.drive(results).disposed(by: bag)
                viewModel.count.drive(count).disposed(by: bag)
            }
            scheduler.start()
        }

        XCTAssertEqual(results.events, try Marbles.events("0------x---------f---", .observed, values: [
            "0": [], "x": found, "f": ["failed"],
        ]))
        XCTAssertEqual(count.events, try Marbles.events("0------2---------1---", .observed, values: [
            "0": 0, "2": 2, "1": 1,
        ]))
        XCTAssertEqual(searches["rx"]?.subscriptions, [Subscription(260, 280)])
        XCTAssertEqual(searches["rxs"]?.subscriptions, [Subscription(360, 370)])
        // Two drivers over one chain: `count` is `results.map`, so the query is subscribed once.
        XCTAssertEqual(query.subscriptions, [Subscription(200)])
    }
}

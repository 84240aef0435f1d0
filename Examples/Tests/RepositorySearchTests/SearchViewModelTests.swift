import XCTest
import RepositorySearch
import RxReading
import RxReadingTest

// The search screen's tests, as RxSwift 6.5 users write them: a `TestScheduler` whose tick is a
// millisecond, hot observables for what the user does, drawn as marble strings, `createObserver`
// for what the screen would draw, and `SharingScheduler.mock` so that the Drivers' debounce and
// delivery run on the test's clock instead of the main queue. Notice `simulateProcessingDelay:
// false`: each Driver's hop onto the scheduler then takes no virtual time, and the outputs' times
// are the times a user would see them at, so they can be drawn as marbles too (one frame, 100 ms).
//
// The fake client answers 500 ms after a request; the view model searches 300 ms after the last
// keystroke. So text typed at 100 ms is asked for at 400 ms and shown at 900 ms.
final class SearchViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var client: FakeGitHubClient!
    private let disposeBag = DisposeBag()

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        client = FakeGitHubClient(scheduler: scheduler, latency: .milliseconds(500))
    }

    /// A view model whose user types along `typing` and taps along `loadMore` and `refresh`.
    private func makeViewModel(typing: String, _ texts: [Character: String?],
                               loadMore: String = "", refresh: String = "") -> SearchViewModel {
        let typed = scheduler.createHotObservable(marbles(typing, texts))
        let loadMoreTaps = scheduler.createHotObservable(marbles(loadMore, ["x": ()]))
        let refreshTaps = scheduler.createHotObservable(marbles(refresh, ["x": ()]))
        return SearchViewModel(input: .init(
            query: ControlProperty(values: typed.asObservable(), valueSink: AnyObserver { _ in }),
            refresh: ControlEvent(events: refreshTaps.asObservable()),
            loadMore: ControlEvent(events: loadMoreTaps.asObservable())
        ), client: client)
    }

    private func record<T>(_ driver: Driver<T>) -> TestableObserver<T> {
        let observer = scheduler.createObserver(T.self)
        driver.drive(observer).disposed(by: disposeBag)
        return observer
    }

    private func names(_ repositories: [Repository]) -> [String] {
        repositories.map { $0.name }
    }

    /// Four keystrokes 100 ms apart (the third adds a space the fourth takes back) make one
    /// request, for the text the user stopped at, 300 ms after the last keystroke.
    func testTypingFastSendsOneRequest() {
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = makeViewModel(typing: "-abcd", ["a": "r", "b": "rx", "c": "rx ", "d": "rx"])
            let shown = record(viewModel.repositories.map(names))
            let loading = record(viewModel.isLoading)

            scheduler.start()

            XCTAssertEqual(client.requests, ["rx p1"])
            XCTAssertEqual(shown.events, marbles("e-----------r", ["e": [], "r": ["acme/rx-core", "acme/rx-cocoa", "acme/rx-relay"]]))
            XCTAssertEqual(loading.events, marbles("f------t----f", ["f": false, "t": true]))
        }
    }

    /// Text that trims to what was searched for last asks for nothing (`distinctUntilChanged`).
    func testRetypingTheSameTextSendsNoRequest() {
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = makeViewModel(typing: "-a--------b", ["a": "rx", "b": " rx "])
            _ = record(viewModel.repositories)

            scheduler.start()

            XCTAssertEqual(client.requests, ["rx p1"])
        }
    }

    /// A newer query disposes the older request still in flight (`flatMapLatest`).
    func testANewQueryCancelsTheRequestInFlight() {
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = makeViewModel(typing: "-a---b", ["a": "rx-c", "b": "rx-t"])
            let shown = record(viewModel.repositories.map(names))

            scheduler.start()

            XCTAssertEqual(client.log, ["GET rx-c p1", "cancelled rx-c p1", "GET rx-t p1", "200 rx-t p1 (1)"])
            XCTAssertEqual(shown.events, marbles("e------------t", ["e": [], "t": ["acme/rx-test"]]))
        }
    }

    /// A request that fails on both attempts shows a message, turns the spinner off and leaves
    /// the screen working: a refresh asks again, and its answer replaces the message.
    func testAFailedRequestShowsAMessageAndTheScreenStaysAlive() {
        client.fail("rx", times: 2)
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = makeViewModel(typing: "-a", ["a": "rx"], refresh: "-----------------x")
            let message = record(viewModel.errorMessage)
            let loading = record(viewModel.isLoading)
            let shown = record(viewModel.repositories.map { $0.count })

            scheduler.start()

            XCTAssertEqual(client.log, ["GET rx p1", "503 rx p1 (offline)", "GET rx p1", "503 rx p1 (offline)",
                                        "GET rx p1", "200 rx p1 (3)"])
            let failure: String? = SearchViewModel.failureMessage
            XCTAssertEqual(message.events, marbles("n-------------m--n", ["n": nil, "m": failure]))
            XCTAssertEqual(loading.events, marbles("f---t---------f--t----f", ["f": false, "t": true]))
            XCTAssertEqual(shown.events, marbles("0---------------------3", ["0": 0, "3": 3]))
        }
    }

    /// Load-more taps add pages; a tap while a page loads and a tap after the last page ask for
    /// nothing; each added page is announced once, on the `Signal`.
    func testPagingAppendsPagesUntilTheLast() {
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = makeViewModel(typing: "-a", ["a": "rx"], loadMore: "----------xx-----x-----x")
            let counts = record(viewModel.repositories.map { $0.count })
            let notices = scheduler.createObserver(String.self)
            viewModel.notices.emit(to: notices).disposed(by: disposeBag)

            scheduler.start()

            XCTAssertEqual(client.requests, ["rx p1", "rx p2", "rx p3"])
            XCTAssertEqual(counts.events, marbles("0--------3-----6------7", ["0": 0, "3": 3, "6": 6, "7": 7]))
            XCTAssertEqual(notices.events, marbles("---------------a------b", ["a": "3 more repositories", "b": "1 more repository"]))
            XCTAssertEqual(viewModel.state.value.nextPage, nil)
        }
    }

    /// Leaving the screen with a request in flight disposes the request, frees the view model,
    /// and gives back every resource the screen took (`Resources.total`, under TRACE_RESOURCES).
    func testLeavingTheScreenDisposesTheRequestInFlight() {
        #if TRACE_RESOURCES
        let resourcesBefore = Resources.total
        #endif
        weak var leftViewModel: SearchViewModel?
        SharingScheduler.mock(scheduler: scheduler) {
            let screen = SearchScreen()
            scheduler.scheduleAt(0) { screen.show(client: self.client) }
            scheduler.scheduleAt(100) { screen.searchField.type("rx") }
            scheduler.scheduleAt(600) {
                leftViewModel = screen.viewModel
                screen.leave()
            }

            scheduler.start()

            XCTAssertEqual(client.log, ["GET rx p1", "cancelled rx p1"])
            XCTAssertEqual(screen.drawn, ["rows (0)", "spinner off", "banner hidden", "spinner on", "left the screen"])
        }
        XCTAssertNil(leftViewModel, "the view model outlives its screen: something holds it strongly")
        #if TRACE_RESOURCES
        XCTAssertEqual(Resources.total, resourcesBefore)
        #endif
    }
}

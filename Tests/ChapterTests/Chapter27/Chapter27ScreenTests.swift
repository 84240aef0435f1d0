import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

/// A search client on a test clock: each request answers `latency` ticks later, or fails when its
/// query is in `failing`, and logs "GET q", "200 q", "503 q" and "cancelled q", as the example
/// app's `FakeGitHubClient` does (`Examples/Sources/RepositorySearch/`), which these tests cannot
/// import: they rebuild the screen's chain from the library alone.
private final class LoggingClient {
    let scheduler: TestScheduler
    let latency: Int
    var failing: Set<String> = []
    private(set) var log: [String] = []

    init(scheduler: TestScheduler, latency: Int = 500) {
        self.scheduler = scheduler
        self.latency = latency
    }

    var requests: [String] { log.filter { $0.hasPrefix("GET ") }.map { String($0.dropFirst(4)) } }

    func search(_ query: String) -> Single<[String]> {
        Single.create { [self] single in
            log.append("GET \(query)")
            var answered = false
            let reply = scheduler.scheduleRelative((), dueTime: .milliseconds(latency)) { [self] _ in
                answered = true
                if failing.contains(query) {
                    log.append("503 \(query)")
                    single(.failure(TestError("offline")))
                } else {
                    log.append("200 \(query)")
                    single(.success(["\(query)-core", "\(query)-cocoa"]))
                }
                return Disposables.create()
            }
            return Disposables.create { [self] in
                if !answered { log.append("cancelled \(query)") }
                reply.dispose()
            }
        }
    }
}

/// Chapter 27: the search screen's chain (`Examples/Sources/RepositorySearch/SearchViewModel.swift`)
/// rebuilt from the library, and the three bugs such a screen has when a line of it is missing:
/// a request per keystroke, a dead screen after one error, a view model that never goes.
/// The test clock's tick is a millisecond.
final class Chapter27ScreenTests: RxReadingTestCase {
    private var scheduler: TestScheduler!
    private var client: LoggingClient!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        client = LoggingClient(scheduler: scheduler)
    }

    override func tearDown() {
        scheduler = nil
        client = nil
        super.tearDown()
    }

    /// The user's text, one keystroke per (tick, text).
    private func typing(_ keystrokes: [(Int, String)]) -> TestableObservable<String> {
        scheduler.createHotObservable(keystrokes.map { Recorded.next($0.0, $0.1) })
    }

    /// The screen's chain as the example app writes it, minus paging: debounce, trim,
    /// distinctUntilChanged, flatMapLatest into the request, a failure caught inside as a value.
    private func screen(_ query: Observable<String>) -> Driver<[String]> {
        query.asDriver(onErrorJustReturn: "")
            .debounce(.milliseconds(300))
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .distinctUntilChanged()
            .flatMapLatest { [client] text in
                client!.search(text).asObservable()
                    .catchAndReturn(["failed"])
                    .asDriver(onErrorJustReturn: [])
            }
    }

    // MARK: - A request per keystroke

    /// Without `debounce`, every keystroke is a request: four keystrokes 100 ms apart send four,
    /// and `flatMapLatest` cancels the first three.
    func testWithoutDebounceEveryKeystrokeIsARequest() {
        let typed = typing([(400, "r"), (500, "rx"), (600, "rx "), (700, "rx")])
        let shown = scheduler.createObserver([String].self)
        SharingScheduler.mock(scheduler: scheduler) {
            let subscription = typed.asDriver(onErrorJustReturn: "")
                .flatMapLatest { [client] text in client!.search(text).asDriver(onErrorJustReturn: []) }
                .drive(shown)
            scheduler.start()
            subscription.dispose()
        }
        XCTAssertEqual(client.requests, ["r", "rx", "rx ", "rx"])
        XCTAssertEqual(client.log.filter { $0.hasPrefix("cancelled") }, ["cancelled r", "cancelled rx", "cancelled rx "])
    }

    /// With `debounce(300 ms)`, the same four keystrokes send one request, for the text the user
    /// stopped at, 300 ms after the last keystroke; its answer is drawn 500 ms later.
    func testDebounceTurnsFourKeystrokesIntoOneRequest() {
        let typed = typing([(400, "r"), (500, "rx"), (600, "rx "), (700, "rx")])
        let shown = scheduler.createObserver([String].self)
        SharingScheduler.mock(scheduler: scheduler) {
            let subscription = screen(typed.asObservable()).drive(shown)
            scheduler.start()
            subscription.dispose()
        }
        XCTAssertEqual(client.requests, ["rx"])
        XCTAssertEqual(shown.events, [.next(1500, ["rx-core", "rx-cocoa"])])
    }

    /// Text that trims to the query searched for last asks for nothing (`distinctUntilChanged`
    /// after the trim); text the user changes back within the debounce never leaves it.
    func testRetypedTextAsksForNothing() {
        let typed = typing([(100, "rx"), (1000, "rx "), (2000, "rxs"), (2100, "rx")])
        SharingScheduler.mock(scheduler: scheduler) {
            let subscription = screen(typed.asObservable()).drive(onNext: { _ in })
            scheduler.start()
            subscription.dispose()
        }
        XCTAssertEqual(client.requests, ["rx"])
    }

    /// A newer query disposes the older request still in flight (`flatMapLatest`'s inner
    /// subscription is replaced), and only the newer answer is drawn.
    func testANewerQueryCancelsTheRequestInFlight() {
        let typed = typing([(100, "rx-c"), (500, "rx-t")])
        let shown = scheduler.createObserver([String].self)
        SharingScheduler.mock(scheduler: scheduler) {
            let subscription = screen(typed.asObservable()).drive(shown)
            scheduler.start()
            subscription.dispose()
        }
        XCTAssertEqual(client.log, ["GET rx-c", "cancelled rx-c", "GET rx-t", "200 rx-t"])
        XCTAssertEqual(shown.events, [.next(1300, ["rx-t-core", "rx-t-cocoa"])])
    }

    // MARK: - A dead screen after one error

    /// A failed request that is not caught inside `flatMapLatest` ends the whole chain: the
    /// Driver's `asDriver(onErrorJustReturn:)` at the end shows its one substitute and completes,
    /// and every later keystroke asks for nothing.
    func testAnErrorCaughtOnlyAtTheEndKillsTheScreen() {
        client.failing = ["rx"]
        let typed = typing([(100, "rx"), (2000, "swift")])
        let shown = scheduler.createObserver([String].self)
        SharingScheduler.mock(scheduler: scheduler) {
            let subscription = typed.asObservable()
                .debounce(.milliseconds(300), scheduler: scheduler)
                .flatMapLatest { [client] text in client!.search(text).asObservable() }
                .asDriver(onErrorJustReturn: ["failed"])
                .drive(shown)
            scheduler.start()
            subscription.dispose()
        }
        XCTAssertEqual(client.requests, ["rx"])
        XCTAssertEqual(shown.events, [.next(900, ["failed"]), .completed(900)])
    }

    /// Caught inside `flatMapLatest` (`catchAndReturn` on the request), the failure is a value of
    /// the outer chain, which lives on: the next keystroke is searched for and drawn.
    func testAnErrorCaughtInsideFlatMapLatestLeavesTheScreenAlive() {
        client.failing = ["rx"]
        let typed = typing([(100, "rx"), (2000, "swift")])
        let shown = scheduler.createObserver([String].self)
        SharingScheduler.mock(scheduler: scheduler) {
            let subscription = screen(typed.asObservable()).drive(shown)
            scheduler.start()
            subscription.dispose()
        }
        XCTAssertEqual(client.requests, ["rx", "swift"])
        XCTAssertEqual(shown.events, [.next(900, ["failed"]), .next(2800, ["swift-core", "swift-cocoa"])])
    }

    // MARK: - A leak through self

    /// A view model that subscribes to its own refresh with a closure holding `self` strongly,
    /// and keeps the subscription in its own bag: the bag holds the subscription, the
    /// subscription the closure, the closure the view model. Dropped by its screen, it stays
    /// alive, and so do the library objects it subscribed (`Resources.total`).
    func testAStrongSelfInItsOwnBagKeepsTheViewModelAlive() {
        let refresh = PublishSubject<Void>()
        #if TRACE_RESOURCES
        let before = Resources.total
        #endif
        var viewModel: RefreshingViewModel? = RefreshingViewModel(refresh: refresh, holdsSelfStrongly: true)
        weak let left = viewModel
        viewModel = nil
        XCTAssertNotNil(left, "the cycle keeps the view model alive")
        #if TRACE_RESOURCES
        XCTAssertGreaterThan(Resources.total, before)
        #endif
        refresh.onNext(())
        XCTAssertEqual(left?.refreshes, 1, "and it still reacts to a screen that is gone")
        left?.disposeBag = DisposeBag()  // breaks the cycle, so the test itself leaks nothing
        XCTAssertNil(left)
    }

    /// The same view model with `withUnretained(self)`: dropped by its screen, it goes, its bag
    /// disposes the subscription, and every library object it took is given back.
    func testWithUnretainedInTheRefreshLetsTheViewModelGo() {
        let refresh = PublishSubject<Void>()
        #if TRACE_RESOURCES
        let before = Resources.total
        #endif
        var viewModel: RefreshingViewModel? = RefreshingViewModel(refresh: refresh, holdsSelfStrongly: false)
        weak let left = viewModel
        refresh.onNext(())
        XCTAssertEqual(left?.refreshes, 1)
        viewModel = nil
        XCTAssertNil(left)
        #if TRACE_RESOURCES
        XCTAssertEqual(Resources.total, before)
        #endif
    }

    /// A `Binder` holds its target weakly: driving one keeps the target's subscription but not
    /// the target, which can go while the subscription lives.
    func testABinderDoesNotKeepItsTargetAlive() {
        let relay = BehaviorRelay(value: [String]())
        var label: RowsLabel? = RowsLabel()
        weak let left = label
        let subscription = relay.asDriver().drive(label!.rx.rows)
        label = nil
        XCTAssertNil(left)
        relay.accept(["rx-core"])
        subscription.dispose()
    }

    // MARK: - Leaving the screen

    /// Leaving the screen, which drops the bag its subscriptions are in, disposes the request in
    /// flight (the client logs it cancelled) and gives back every resource the chain took.
    func testLeavingDisposesTheRequestInFlightAndEverythingElse() {
        #if TRACE_RESOURCES
        let before = Resources.total
        #endif
        let typed = typing([(100, "rx")])
        var bag: DisposeBag? = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            screen(typed.asObservable()).drive(onNext: { _ in }).disposed(by: bag!)
            scheduler.scheduleAt(600) { bag = nil }
            scheduler.start()
        }
        XCTAssertEqual(client.log, ["GET rx", "cancelled rx"])
        #if TRACE_RESOURCES
        XCTAssertEqual(Resources.total, before)
        #endif
    }

    /// A `DisposeBag` disposes its subscriptions in the order they were put in, on the thread
    /// that drops it: a screen's drives go in the order it bound them.
    func testADisposeBagDisposesInTheOrderItWasFilledOnTheDroppingThread() {
        var order: [String] = []
        var threads: [Bool] = []
        var bag: DisposeBag? = DisposeBag()
        for name in ["rows", "spinner", "banner", "toast"] {
            Disposables.create {
                order.append(name)
                threads.append(Thread.isMainThread)
            }.disposed(by: bag!)
        }
        bag = nil
        XCTAssertEqual(order, ["rows", "spinner", "banner", "toast"])
        XCTAssertEqual(threads, [true, true, true, true])
    }
}

/// A view model that counts refreshes, holding `self` strongly or through `withUnretained`.
private final class RefreshingViewModel {
    var disposeBag = DisposeBag()
    private(set) var refreshes = 0

    init(refresh: Observable<Void>, holdsSelfStrongly: Bool) {
        if holdsSelfStrongly {
            refresh
                .subscribe(onNext: { _ in self.refreshes += 1 })
                .disposed(by: disposeBag)
        } else {
            refresh
                .withUnretained(self)
                .subscribe(onNext: { viewModel, _ in viewModel.refreshes += 1 })
                .disposed(by: disposeBag)
        }
    }
}

/// A label for `Binder`.
private final class RowsLabel: ReactiveCompatible {
    var text = ""
}

extension Reactive where Base: RowsLabel {
    fileprivate var rows: Binder<[String]> {
        Binder(base) { label, rows in label.text = rows.joined(separator: ", ") }
    }
}

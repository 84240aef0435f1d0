import Foundation
import RxReading

// The screen's logic, as an RxSwift 6.5 app writes it: inputs from the view (a `ControlProperty`
// and two `ControlEvent`s), outputs it draws (`Driver`s, which never error and deliver on the
// main scheduler, and a `Signal` for one-off notices), state in a `BehaviorRelay`.
//
// Notice, in `init`, the chain people really write: `debounce` so typing fast costs one request,
// `distinctUntilChanged` so retyping the same text costs none, `flatMapLatest` so a newer query
// disposes the older request, `retry` for a flaky network, `catchAndReturn` so a failure becomes a
// value and the chain survives it, `asDriver(onErrorJustReturn:)` because a Driver must not fail,
// and `scan` folding pages into one list. Nothing holds `self` strongly (`withUnretained(self)`,
// closures that capture the relay rather than `self`, and the `Binder` on `.rx`, which holds its
// base weakly), so the view model goes with its screen,
// and with it, through `disposed(by:)`, every subscription and request it started.

/// What the screen shows: the query it shows results for, those results, the page a load-more
/// asks for (`nil` after the last page), and an error, if the last request failed.
public struct SearchState: Equatable {
    public var query: String
    public var repositories: [Repository]
    public var nextPage: Int?
    public var errorMessage: String?

    public init(query: String, repositories: [Repository] = [], nextPage: Int? = nil, errorMessage: String? = nil) {
        self.query = query
        self.repositories = repositories
        self.nextPage = nextPage
        self.errorMessage = errorMessage
    }

    public static let empty = SearchState(query: "")
}

/// One page's outcome, after `retry` gave up or did not need to.
enum PageResult {
    case loaded(SearchPage)
    case failed(page: Int)
}

extension SearchState {
    /// This state with one more page's outcome: results appended, or the error shown and the
    /// results kept (a load-more after a failure asks for the same page again).
    func adding(_ result: PageResult) -> SearchState {
        var next = self
        switch result {
        case .loaded(let loaded):
            next.repositories += loaded.repositories
            next.nextPage = loaded.nextPage
            next.errorMessage = nil
        case .failed(let page):
            next.nextPage = page
            next.errorMessage = SearchViewModel.failureMessage
        }
        return next
    }
}

public final class SearchViewModel: ReactiveCompatible {
    /// What the view gives the view model.
    public struct Input {
        public let query: ControlProperty<String?>
        public let refresh: ControlEvent<Void>
        public let loadMore: ControlEvent<Void>

        public init(query: ControlProperty<String?>, refresh: ControlEvent<Void>, loadMore: ControlEvent<Void>) {
            self.query = query
            self.refresh = refresh
            self.loadMore = loadMore
        }
    }

    /// How long the text must rest before it is searched for.
    public static let debounceTime: RxTimeInterval = .milliseconds(300)
    /// How many times a page is asked for before the error is shown.
    public static let attempts = 2
    public static let failureMessage = "Couldn't load repositories. Pull to refresh."

    // Outputs.
    public let repositories: Driver<[Repository]>
    public let isLoading: Driver<Bool>
    public let errorMessage: Driver<String?>
    /// One-off notices ("3 more repositories"): a `Signal`, so a late subscriber gets none of the old ones.
    public let notices: Signal<String>

    // State.
    public let state = BehaviorRelay<SearchState>(value: .empty)
    fileprivate let noticeRelay = PublishRelay<String>()
    private let activity = ActivityIndicator()
    private let disposeBag = DisposeBag()

    // region: chain
    public init(input: Input, client: RepositorySearching) {
        repositories = state.asDriver().map { $0.repositories }.distinctUntilChanged()
        errorMessage = state.asDriver().map { $0.errorMessage }.distinctUntilChanged()
        isLoading = activity.asDriver()
        notices = noticeRelay.asSignal()

        let typed = input.query.orEmpty
            .asDriver()
            .debounce(Self.debounceTime)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .distinctUntilChanged()
        // A refresh searches again for what the screen shows, even if the text has not changed.
        // (RxCocoa 6.5 makes `withUnretained` unavailable on a Driver: it goes before `asDriver`.)
        let refreshed = input.refresh
            .withUnretained(self)
            .map { viewModel, _ in viewModel.state.value.query }
            .asDriver(onErrorJustReturn: "")

        Driver.merge(typed, refreshed)
            .flatMapLatest { [state, activity] query -> Driver<SearchState> in
                Self.pages(of: query, client: client, loadMore: input.loadMore, state: state, activity: activity)
                    .asDriver(onErrorJustReturn: SearchState(query: query, errorMessage: Self.failureMessage))
            }
            .drive(rx.searchState)
            .disposed(by: disposeBag)
    }
    // endregion: chain

    // region: pages
    /// One query's pages, folded by `scan` into the state the screen shows: an empty list at once,
    /// the first page, then one page per load-more tap that finds a next page to ask for.
    /// `flatMapFirst` ignores a tap while a page is loading; after the last page there is none.
    private static func pages(of query: String, client: RepositorySearching, loadMore: ControlEvent<Void>,
                              state: BehaviorRelay<SearchState>, activity: ActivityIndicator) -> Observable<SearchState> {
        let start = SearchState(query: query)
        guard !query.isEmpty else { return .just(start) }
        let pageRequests = loadMore.asObservable()
            .withLatestFrom(state)
            .compactMap { $0.nextPage }
            .startWith(1)
        return pageRequests
            .flatMapFirst { page in
                client.search(query, page: page)
                    .retry(Self.attempts)
                    .trackActivity(activity)
                    .map { PageResult.loaded($0) }
                    .catchAndReturn(.failed(page: page))
            }
            .scan(start) { state, result in state.adding(result) }
            .startWith(start)
    }
    // endregion: pages
}

// region: searchState
extension Reactive where Base: SearchViewModel {
    /// Where the search's states land: into `state`, with a notice when a page adds results.
    /// A `Binder`, so the subscription that drives it holds the view model weakly.
    var searchState: Binder<SearchState> {
        Binder(base) { viewModel, newState in
            let previous = viewModel.state.value
            viewModel.state.accept(newState)
            let added = newState.repositories.count - previous.repositories.count
            if newState.query == previous.query, !previous.repositories.isEmpty, added > 0 {
                viewModel.noticeRelay.accept(added == 1 ? "1 more repository" : "\(added) more repositories")
            }
        }
    }
}
// endregion: searchState

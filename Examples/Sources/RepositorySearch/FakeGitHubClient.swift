import Foundation
import RxReading

// The screen's network, faked. Notice three things a test needs from a fake client and a real one
// cannot give: its latency runs on the scheduler you pass in (a virtual clock in tests and in the
// timeline, a real one under RxBlocking), its failures are scripted (`fail(_:times:with:)`), and it
// says what happened to every request (`log`), including the ones disposed before they answered.

/// What the view model needs from the network: one page of a search, as a `Single`.
public protocol RepositorySearching {
    func search(_ query: String, page: Int) -> Single<SearchPage>
}

/// A search "API" over a fixed catalogue: case-insensitive substring match, most stars first,
/// `pageSize` results a page, every answer `latency` after the request, on `scheduler`.
public final class FakeGitHubClient: RepositorySearching {
    public let scheduler: SchedulerType
    public let latency: RxTimeInterval
    public let pageSize: Int
    private let catalogue: [Repository]
    private var failuresLeft: [String: (count: Int, error: SearchError)] = [:]

    /// Every request, answer, failure and cancellation, in order: "GET rx p1", "200 rx p1 (3)",
    /// "503 rx p1 (offline)", "cancelled rx p1".
    public private(set) var log: [String] = []
    /// Called with each line as it is logged (the timeline prints them).
    public var onLog: ((String) -> Void)?

    public init(scheduler: SchedulerType,
                latency: RxTimeInterval = .milliseconds(500),
                pageSize: Int = 3,
                catalogue: [Repository] = FakeGitHubClient.sampleCatalogue) {
        self.scheduler = scheduler
        self.latency = latency
        self.pageSize = pageSize
        self.catalogue = catalogue.sorted { $0.stars > $1.stars }
    }

    /// The next `times` requests for `query` fail with `error`.
    public func fail(_ query: String, times: Int, with error: SearchError = .offline) {
        failuresLeft[query] = (times, error)
    }

    /// The requests made so far, as "rx p1".
    public var requests: [String] {
        log.filter { $0.hasPrefix("GET ") }.map { String($0.dropFirst(4)) }
    }

    // region: search
    public func search(_ query: String, page: Int) -> Single<SearchPage> {
        // `Single.create` runs this closure once per subscription: every retry is a new request.
        Single.create { [self] single in
            let request = "\(query) p\(page)"
            record("GET \(request)")
            var answered = false
            let reply = scheduler.scheduleRelative((), dueTime: latency) { [self] _ in
                answered = true
                if let failure = failuresLeft[query], failure.count > 0 {
                    failuresLeft[query] = (failure.count - 1, failure.error)
                    record("503 \(request) (\(failure.error))")
                    single(.failure(failure.error))
                } else {
                    let found = results(for: query, page: page)
                    record("200 \(request) (\(found.repositories.count))")
                    single(.success(found))
                }
                return Disposables.create()
            }
            // Disposing the subscription before the answer is what cancels a request.
            return Disposables.create { [self] in
                if !answered { record("cancelled \(request)") }
                reply.dispose()
            }
        }
    }
    // endregion: search

    private func results(for query: String, page: Int) -> SearchPage {
        let matches = catalogue.filter { $0.name.lowercased().contains(query.lowercased()) }
        let start = min((page - 1) * pageSize, matches.count)
        let end = min(start + pageSize, matches.count)
        return SearchPage(query: query, number: page, repositories: Array(matches[start..<end]),
                          nextPage: end < matches.count ? page + 1 : nil)
    }

    private func record(_ line: String) {
        log.append(line)
        onLog?(line)
    }

    /// Invented repositories: enough "rx" for three pages, and a few that match little.
    public static let sampleCatalogue: [Repository] = [
        Repository(name: "acme/rx-core", stars: 980),
        Repository(name: "acme/rx-cocoa", stars: 870),
        Repository(name: "acme/rx-relay", stars: 760),
        Repository(name: "acme/rx-test", stars: 650),
        Repository(name: "acme/rx-blocking", stars: 540),
        Repository(name: "acme/rx-datasources", stars: 430),
        Repository(name: "acme/rx-gesture", stars: 320),
        Repository(name: "acme/swift-lint", stars: 210),
        Repository(name: "acme/swift-format", stars: 190),
        Repository(name: "acme/markdown", stars: 80),
    ]
}

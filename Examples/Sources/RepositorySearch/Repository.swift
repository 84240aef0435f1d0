// The screen's data: what a search returns, one page at a time. Plain values, no Rx: notice that
// nothing here knows how it will be fetched or shown.

/// One search result, as the list shows it.
public struct Repository: Equatable, CustomStringConvertible {
    public let name: String
    public let stars: Int

    public init(name: String, stars: Int) {
        self.name = name
        self.stars = stars
    }

    public var description: String { "\(name) ★\(stars)" }
}

/// One page of a search's results, and where the next one is (`nil` on the last page).
public struct SearchPage: Equatable {
    public let query: String
    public let number: Int
    public let repositories: [Repository]
    public let nextPage: Int?

    public init(query: String, number: Int, repositories: [Repository], nextPage: Int?) {
        self.query = query
        self.number = number
        self.repositories = repositories
        self.nextPage = nextPage
    }
}

/// What the network says instead of a page.
public enum SearchError: Error, Equatable {
    case offline
    case rateLimited
}

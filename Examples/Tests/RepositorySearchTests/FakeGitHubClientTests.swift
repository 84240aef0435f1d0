import XCTest
import RepositorySearch
import RxReading
import RxReadingTest

// The fake client on a real clock, read with RxBlocking: `toBlocking()` waits on the calling
// thread for the `Single` its latency delays on a dispatch queue. Notice that the fake client is
// only a `Single` factory: nothing about it needs a virtual clock.
final class FakeGitHubClientTests: XCTestCase {
    private let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)

    /// Pages are `pageSize` long, most stars first, and the last one has no next page.
    func testPagesOnARealClock() throws {
        let client = FakeGitHubClient(scheduler: scheduler, latency: .milliseconds(20))

        let last = try client.search("RX", page: 3).toBlocking(timeout: 5).single()

        XCTAssertEqual(last, SearchPage(query: "RX", number: 3,
                                        repositories: [Repository(name: "acme/rx-gesture", stars: 320)],
                                        nextPage: nil))
    }

    /// A scripted failure fails exactly as many requests as it says.
    func testScriptedFailures() throws {
        let client = FakeGitHubClient(scheduler: scheduler, latency: .milliseconds(20))
        client.fail("swift", times: 1, with: .rateLimited)

        XCTAssertThrowsError(try client.search("swift", page: 1).toBlocking(timeout: 5).single()) { error in
            XCTAssertEqual(error as? SearchError, .rateLimited)
        }
        XCTAssertEqual(try client.search("swift", page: 1).toBlocking(timeout: 5).single().repositories.count, 2)
    }
}

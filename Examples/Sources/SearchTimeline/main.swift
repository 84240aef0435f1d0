// The search screen run headless on a virtual clock: a user types fast, pages to the end, meets a
// flaky network and a failing one, refreshes, changes their mind mid-request and leaves the screen
// with a request in flight. Each line is the virtual time, who speaks (the user, the client, the
// screen) and what they did. Notice the single request after four quick keystrokes, the spinner
// staying on through a retry, the request `flatMapLatest` cancels, the retyped text that asks for nothing, and the request
// leaving the screen cancels.
//
// `SharingScheduler.mock` puts the Drivers' and Signals' scheduler on the same virtual clock as
// the client's latency, so the run takes no real time and prints the same every time.
import Foundation
import RepositorySearch
import RxReading

let clock = HistoricalScheduler()
let start = clock.now

func say(_ who: String, _ what: String) {
    let milliseconds = Int((clock.now.timeIntervalSince(start) * 1000).rounded())
    let time = String(milliseconds)
    print(String(repeating: " ", count: max(0, 5 - time.count)) + time + " ms  " + who.padding(toLength: 7, withPad: " ", startingAt: 0) + what)
}

/// Schedules a user action `milliseconds` after the start.
func at(_ milliseconds: Int, _ what: String, _ action: @escaping () -> Void) {
    _ = clock.scheduleRelative((), dueTime: .milliseconds(milliseconds)) { _ in
        say("user", what)
        action()
        return Disposables.create()
    }
}

SharingScheduler.mock(scheduler: clock) {
    let client = FakeGitHubClient(scheduler: clock, latency: .milliseconds(500))
    client.onLog = { say("client", $0) }
    client.fail("swift", times: 1, with: .rateLimited)
    client.fail("mark", times: 2, with: .offline)

    let screen = SearchScreen()
    screen.onDraw = { say("screen", $0) }
    let field = screen.searchField
    #if TRACE_RESOURCES
    let resourcesBefore = Resources.total
    #endif

    at(0, "opens the screen") { screen.show(client: client) }

    // Four keystrokes 100 ms apart: one search, 300 ms after the last.
    at(400, "types \"r\"") { field.type("r") }
    at(500, "types \"rx\"") { field.type("rx") }
    at(600, "types \"rx \"") { field.type("rx ") }
    at(700, "types \"rx\" (backspace)") { field.type("rx") }

    // Paging: two more pages, a tap while a page loads, a tap after the last page.
    at(1600, "taps load more") { screen.loadMoreButton.tap() }
    at(1700, "taps load more (page still loading)") { screen.loadMoreButton.tap() }
    at(2200, "taps load more") { screen.loadMoreButton.tap() }
    at(2800, "taps load more (no more pages)") { screen.loadMoreButton.tap() }

    // A flaky network: the first attempt fails, `retry` asks again, the spinner stays on.
    at(3000, "types \"swift\"") { field.type("swift") }

    // A failing one: both attempts fail, a banner, the screen still answers.
    at(5000, "types \"mark\"") { field.type("mark") }
    at(7000, "taps refresh") { screen.refreshButton.tap() }

    // A change of mind mid-request: `flatMapLatest` disposes the older request.
    at(8000, "types \"rx-c\"") { field.type("rx-c") }
    at(8400, "types \"rx-t\"") { field.type("rx-t") }
    // The same text again, give or take a space: `distinctUntilChanged` asks for nothing.
    at(9500, "types \"rx-t \"") { field.type("rx-t ") }

    // Leaving with a request in flight disposes it.
    at(10000, "types \"lint\"") { field.type("lint") }
    at(10500, "leaves the screen") { screen.leave() }

    clock.start()
    say("clock", "nothing left to run; requests made: \(client.requests.count)")
    #if TRACE_RESOURCES
    // Everything the screen subscribed, scheduled and locked since it opened, given back.
    say("clock", "resources the screen still holds: \(Resources.total - resourcesBefore)")
    #endif
}

import Foundation
import CapstoneApp
import RxReading

// The capstone's demos run the example app's own files: `CapstoneApp` is
// `Examples/Sources/RepositorySearch/`, built by this package (Package.swift) from chapter 27 on.

/// The screen on a virtual clock, a user scripted along it, and one line per thing that happens:
/// the virtual time, who speaks, what they did. `SharingScheduler.mock` puts the Drivers' and
/// Signals' scheduler on the same clock as the client's latency, so the run takes no real time.
private final class ScriptedScreen {
    let clock = HistoricalScheduler()
    let client: FakeGitHubClient
    let screen = SearchScreen()
    let log: DemoLog
    private let start: Date

    init(log: DemoLog, latency: Int = 500) {
        self.log = log
        start = clock.now
        client = FakeGitHubClient(scheduler: clock, latency: .milliseconds(latency))
        client.onLog = { [unowned self] in say("client", $0) }
        screen.onDraw = { [unowned self] in say("screen", $0) }
    }

    func say(_ who: String, _ what: String) {
        let time = String(Int((clock.now.timeIntervalSince(start) * 1000).rounded()))
        log.print(String(repeating: " ", count: max(0, 5 - time.count)) + time + " ms  "
                  + who.padding(toLength: 7, withPad: " ", startingAt: 0) + what)
    }

    /// Schedules what the user does `milliseconds` after the start.
    func at(_ milliseconds: Int, _ what: String, _ action: @escaping () -> Void) {
        _ = clock.scheduleRelative((), dueTime: .milliseconds(milliseconds)) { [unowned self] _ in
            say("user", what)
            action()
            return Disposables.create()
        }
    }

    /// Runs the script on the clock, with the Drivers on it too.
    func run(_ script: (ScriptedScreen) -> Void) {
        SharingScheduler.mock(scheduler: clock) {
            script(self)
            clock.start()
        }
    }
}

extension Demos {
    /// Chapter 27's demos: the screen run by the scripted user of `SearchTimeline`, one keystroke
    /// drawn, and leaving the screen.
    static let chapter27: [Demo] = [
        Demo(chapter: 27, name: "timeline",
             title: "The search screen run headless by SearchTimeline's scripted user: one request for four keystrokes, paging, a retry, a failure the screen survives, a request cancelled by a newer one and one by leaving",
             body: timeline),
        Demo(chapter: 27, name: "one-keystroke",
             title: "One keystroke, \"rx\", from the text field's subject to the screen's rows",
             trace: DemoTrace(kinds: ["on", "schedule", "action", "log"],
                              // The screen opening (the field's first, empty text) is another path; the
                              // main scheduler's "run now" is chapter 11's; the states' text is too wide to draw.
                              droppingMessages: ["next()", "Optional(\"\")", "query: \"\"", "run now", "SearchState("],
                              keepingParticipants: ["caller", "ShareWhileConnectedConnection#2", "SwitchSink#1",
                                                    "MainScheduler#2", "MainScheduler#1"]),
             body: oneKeystroke),
        Demo(chapter: 27, name: "leaving",
             title: "Leaving the screen with a request in flight: what the screen's DisposeBag disposes, in which order, on which thread",
             // The screen's four drives, the view model's search chain, and the request at its end
             // (the 60-odd disposals between them are in `rxbook trace leaving --text` without the filter).
             trace: DemoTrace(kinds: ["dispose", "log"], droppingMessages: ["opens the screen", "types", "disposed already"],
                              keepingParticipants: ["caller", "SinkDisposer#18", "SinkDisposer#22", "SinkDisposer#25",
                                                    "SinkDisposer#26", "SinkDisposer#15"]),
             body: leaving),
    ]

    @Sendable private static func leaving(_ log: DemoLog) {
        let run = ScriptedScreen(log: log)
        let resourcesBefore = Resources.total
        weak var leftViewModel: SearchViewModel?
        run.run { run in
            let screen = run.screen
            run.at(0, "opens the screen") { screen.show(client: run.client) }
            run.at(100, "types \"rx\"") { screen.searchField.type("rx") }
            run.at(600, "leaves, on \(DemoThread.current)") {
                leftViewModel = screen.viewModel
                screen.leave()
            }
        }
        run.say("clock", "view model \(leftViewModel == nil ? "gone" : "alive")")
        run.say("clock", "resources held: \(Resources.total - resourcesBefore)")
    }

    @Sendable private static func oneKeystroke(_ log: DemoLog) {
        // The screen's view model with only its rows drawn, so that the diagram follows one path.
        let run = ScriptedScreen(log: log)
        let bag = DisposeBag()
        var viewModel: SearchViewModel?
        run.run { run in
            let screen = run.screen
            viewModel = SearchViewModel(input: .init(
                query: screen.searchField.rx.text,
                refresh: screen.refreshButton.rx.tap,
                loadMore: screen.loadMoreButton.rx.tap
            ), client: run.client)
            viewModel?.repositories.drive(screen.rx.rows).disposed(by: bag)
            run.at(100, "types \"rx\"") { screen.searchField.type("rx") }
        }
        withExtendedLifetime(viewModel) {}
    }

    @Sendable private static func timeline(_ log: DemoLog) {
        let run = ScriptedScreen(log: log)
        let resourcesBefore = Resources.total
        run.run { run in
            let screen = run.screen, field = screen.searchField, client = run.client
            client.fail("swift", times: 1, with: .rateLimited)
            client.fail("mark", times: 2, with: .offline)
            run.at(0, "opens the screen") { screen.show(client: client) }
            run.at(400, "types \"r\"") { field.type("r") }
            run.at(500, "types \"rx\"") { field.type("rx") }
            run.at(600, "types \"rx \"") { field.type("rx ") }
            run.at(700, "types \"rx\" (backspace)") { field.type("rx") }
            run.at(1600, "taps load more") { screen.loadMoreButton.tap() }
            run.at(1700, "taps load more (page still loading)") { screen.loadMoreButton.tap() }
            run.at(2200, "taps load more") { screen.loadMoreButton.tap() }
            run.at(2800, "taps load more (no more pages)") { screen.loadMoreButton.tap() }
            run.at(3000, "types \"swift\"") { field.type("swift") }
            run.at(5000, "types \"mark\"") { field.type("mark") }
            run.at(7000, "taps refresh") { screen.refreshButton.tap() }
            run.at(8000, "types \"rx-c\"") { field.type("rx-c") }
            run.at(8400, "types \"rx-t\"") { field.type("rx-t") }
            run.at(9500, "types \"rx-t \"") { field.type("rx-t ") }
            run.at(10000, "types \"lint\"") { field.type("lint") }
            run.at(10500, "leaves the screen") { screen.leave() }
        }
        run.say("clock", "nothing left to run; requests made: \(run.client.requests.count)")
        run.say("clock", "resources the screen still holds: \(Resources.total - resourcesBefore)")
    }
}

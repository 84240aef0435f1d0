#if RXREADING_TRACE
import Foundation
@testable import RxReading
import RxReadingDemos
import XCTest
@testable import rxbook

/// The trace that draws the book's sequence diagrams (`rxbook trace`): it records what the
/// library does without changing it, names objects the same way on every run, and keeps each
/// diagram readable and valid Mermaid.
final class TraceTests: RxReadingTestCase {
    // MARK: Tracing changes nothing

    /// A chain run with the trace recording delivers the same events, in the same order, as the
    /// same chain run without it, and leaves no object behind.
    func testATracedRunDeliversWhatAnUntracedRunDelivers() {
        func run() -> [String] {
            var delivered: [String] = []
            var source: AnyObserver<Int>?
            let subscription = Observable<Int>.create { observer in
                source = observer
                observer.onNext(0)
                return Disposables.create { delivered.append("disposed") }
            }
            .map { $0 * 10 }
            .filter { $0 != 20 }
            .subscribe(onNext: { delivered.append("next(\($0))") },
                       onCompleted: { delivered.append("completed") },
                       onDisposed: { delivered.append("onDisposed") })
            for value in 1 ... 3 { source?.onNext(value) }
            source?.onCompleted()
            source?.onNext(4)
            subscription.dispose()
            source = nil
            return delivered
        }
        let before = Resources.total
        let untraced = run()
        var traced: [String] = []
        let steps = Trace.record { traced = run() }

        XCTAssertEqual(traced, untraced)
        XCTAssertEqual(untraced, ["next(0)", "next(10)", "next(30)", "completed", "onDisposed", "disposed"])
        XCTAssertFalse(steps.isEmpty, "the traced run recorded nothing")
        XCTAssertEqual(Resources.total, before, "a traced run leaves objects alive")
    }

    /// Every traced demo prints the same lines traced and untraced: the book's diagrams show
    /// the same runs its printed outputs show.
    func testEveryTracedDemoPrintsTheSameLinesTracedAndUntraced() {
        for demo in Demos.traced {
            XCTAssertEqual(demo.runTraced().lines, demo.run(), "demo \(demo.name)")
        }
    }

    /// Outside `Trace.record` a hook records nothing (it only reads the flag); inside, it does,
    /// and the flag is down again once the recording returns.
    func testAHookRecordsOnlyInsideARecording() {
        XCTAssertFalse(Trace.isActive)
        XCTAssertFalse(Trace.begin(.on, "outside", to: Trace.Participant("someone")))
        var began = false
        let steps = Trace.record {
            began = Trace.begin(.on, "inside", to: Trace.Participant("someone"))
            Trace.end(began)
        }
        XCTAssertTrue(began)
        XCTAssertEqual(steps.map(\.description), ["caller -> someone: inside"])
        XCTAssertFalse(Trace.isActive)
    }

    // MARK: Stable, readable traces

    /// Each traced demo records the same steps on every run, across threads too, so a diagram in
    /// the book can be checked against a fresh trace.
    func testEveryTraceIsTheSameOnEveryRun() {
        for demo in Demos.traced {
            let first = demo.runTraced().steps
            for _ in 0 ..< 3 {
                XCTAssertEqual(demo.runTraced().steps, first, "demo \(demo.name) traced differently")
            }
        }
    }

    /// Objects are named by their type and the order they first appear (`MapSink#1`), never by
    /// address; other participants are the caller, create's closure and the main queue (chapter 11).
    func testParticipantsAreNamedByTypeAndNumber() throws {
        let pattern = try NSRegularExpression(pattern: "^[A-Za-z]+#[0-9]+$")
        for demo in Demos.traced {
            for step in demo.runTraced().steps {
                for name in [step.from, step.to] where !["caller", "create's closure", "main queue"].contains(name) {
                    let range = NSRange(name.startIndex..., in: name)
                    XCTAssertNotNil(pattern.firstMatch(in: name, range: range), "demo \(demo.name): participant \(name)")
                }
            }
        }
    }

    /// `rxbook trace` has at least five demos to draw, and each diagram stays within the 40
    /// messages a reader can follow.
    func testAtLeastFiveTracedDemosEachWithinFortyMessages() {
        #if CH14
        XCTAssertGreaterThanOrEqual(Demos.traced.count, 5)
        #endif
        for demo in Demos.traced {
            let count = demo.runTraced().steps.count
            XCTAssertLessThanOrEqual(count, TraceDiagram.messageLimit, "demo \(demo.name)")
            XCTAssertGreaterThan(count, 0, "demo \(demo.name)")
        }
    }

    /// Every diagram is a Mermaid `sequenceDiagram` in the subset that renders everywhere:
    /// participants declared with plain identifiers, `->>` messages and `Note over` lines
    /// between declared participants, and no bare `#` or `;` in any text.
    func testEveryDiagramIsWellFormedMermaid() throws {
        let participant = try NSRegularExpression(pattern: "^    participant ([A-Za-z][A-Za-z0-9_]*)(?: as (.+))?$")
        let message = try NSRegularExpression(pattern: "^    ([A-Za-z][A-Za-z0-9_]*)->>([A-Za-z][A-Za-z0-9_]*): (.+)$")
        let note = try NSRegularExpression(pattern: "^    Note over ([A-Za-z][A-Za-z0-9_]*): (.+)$")
        func groups(_ expression: NSRegularExpression, _ line: String) -> [String]? {
            let range = NSRange(line.startIndex..., in: line)
            guard let match = expression.firstMatch(in: line, range: range) else { return nil }
            // A group that did not take part (a participant without an alias) reads as its identifier.
            return (1 ..< match.numberOfRanges).map { index in
                Range(match.range(at: index), in: line).map { String(line[$0]) } ?? String(line[Range(match.range(at: 1), in: line)!])
            }
        }
        func textIsSafe(_ text: String) -> Bool {
            let withoutEntities = text.replacingOccurrences(of: "#35;", with: "").replacingOccurrences(of: "#59;", with: "")
            return !withoutEntities.contains("#") && !withoutEntities.contains(";")
        }
        for demo in Demos.traced {
            guard case .success(let lines) = TraceDiagram.render(demo, asText: false) else {
                XCTFail("demo \(demo.name) does not render")
                continue
            }
            XCTAssertEqual(lines.first, "sequenceDiagram", "demo \(demo.name)")
            var declared: Set<String> = []
            for line in lines.dropFirst() {
                if let parts = groups(participant, line) {
                    declared.insert(parts[0])
                    XCTAssertTrue(textIsSafe(parts[1]), "demo \(demo.name): \(line)")
                } else if let parts = groups(message, line) {
                    XCTAssertTrue(declared.contains(parts[0]) && declared.contains(parts[1]), "demo \(demo.name): undeclared participant in \(line)")
                    XCTAssertTrue(textIsSafe(parts[2]), "demo \(demo.name): \(line)")
                } else if let parts = groups(note, line) {
                    XCTAssertTrue(declared.contains(parts[0]), "demo \(demo.name): undeclared participant in \(line)")
                    XCTAssertTrue(textIsSafe(parts[1]), "demo \(demo.name): \(line)")
                } else {
                    XCTFail("demo \(demo.name): a line outside the subset: \(line)")
                }
            }
        }
    }

    // MARK: What the diagrams show

    /// In chapter 06's dispose-before-set run, the sink disposes its SinkDisposer while `run` is
    /// still running, and the halves arrive afterwards to a disposer already disposed, which
    /// disposes them at once.
    func testTheDisposeBeforeSetTraceShowsTheDisposerDisposedBeforeItIsSet() throws {
        let demo = try XCTUnwrap(Demos.traced.first { $0.name == "dispose-before-set" })
        let steps = demo.runTraced().steps.map(\.description)
        let disposed = try XCTUnwrap(steps.firstIndex(of: "AnonymousObservableSink#1 -> SinkDisposer#1: dispose"))
        let set = try XCTUnwrap(steps.firstIndex { $0.hasPrefix("AnonymousObservable#1 -> SinkDisposer#1: setSinkAndSubscription") })
        XCTAssertLessThan(disposed, set)
        XCTAssertTrue(steps[set].hasSuffix("disposed already: disposes both"))
        XCTAssertEqual(steps[set + 1], "SinkDisposer#1 -> AnonymousObservableSink#1: dispose")
    }

    /// In chapter 07's chain, a sink forwards `completed` before it disposes itself, and the
    /// disposal then travels up the disposers, source last.
    func testTheChainTraceForwardsCompletedBeforeDisposing() throws {
        let demo = try XCTUnwrap(Demos.traced.first { $0.name == "chain-life" })
        let steps = demo.runTraced().steps.map(\.description)
        let completed = try XCTUnwrap(steps.firstIndex(of: "FilterSink#1 -> SubscribeClosuresObserver#1: completed"))
        let disposesItself = try XCTUnwrap(steps.firstIndex(of: "FilterSink#1 -> FilterSink#1: dispose"))
        XCTAssertLessThan(completed, disposesItself)
        let disposers = steps.filter { $0.contains("-> SinkDisposer#") && $0.hasSuffix(": dispose") }
        XCTAssertEqual(disposers, [
            "FilterSink#1 -> SinkDisposer#3: dispose",
            "SinkDisposer#3 -> SinkDisposer#2: dispose",
            "SinkDisposer#2 -> SinkDisposer#1: dispose",
        ])
    }

    #if CH14
    /// With two subscribe(on:), the subscription reaches the outer queue first and the source
    /// runs on the inner one, the subscribe(on:) nearest the source.
    func testTheTwoSubscribeOnTraceRunsTheSourceOnTheInnerQueue() throws {
        let demo = try XCTUnwrap(Demos.traced.first { $0.name == "two-subscribe-on" })
        // Every step, not only those the demo's diagram keeps (it leaves the source's producer out).
        let steps = Trace.record { _ = demo.run() }
        let places = steps.filter { $0.kind == .action }.map(\.place)
        XCTAssertEqual(Array(places.prefix(2)), ["queue outer", "queue inner"])
        let source = try XCTUnwrap(steps.first { $0.to == "AnonymousObservable#1" && $0.kind == .subscribe })
        XCTAssertEqual(source.place, "queue inner")
    }
    #endif

    #if CH11
    /// A scheduler's `schedule` and its action running are recorded, the action with the queue it
    /// ran on, and what the action does is drawn as called by the scheduler.
    func testSchedulingAndTheActionRunningAreRecordedWithTheirQueue() {
        let queue = OperationQueue()
        queue.name = "ops"
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let steps = Trace.record {
            _ = scheduler.schedule(()) { _ in
                Trace.mark("inside the action")
                return Disposables.create()
            }
            queue.waitUntilAllOperationsAreFinished()
        }
        XCTAssertEqual(steps.map(\.description), [
            "caller -> OperationQueueScheduler#1: schedule",
            "OperationQueueScheduler#1 -> OperationQueueScheduler#1: action runs",
            "OperationQueueScheduler#1 -> OperationQueueScheduler#1: inside the action",
        ])
        XCTAssertEqual(steps.map(\.place), ["main thread", "queue ops", "queue ops"])
    }
    #endif

    // MARK: rxbook trace

    /// `rxbook trace NAME` finds only traced demos and says, in one line, which there are.
    func testAnUnknownOrUntracedDemoGetsOneLineNamingTheTracedOnes() {
        guard case .failure(let unknown) = tracedDemo(named: "no-such-demo") else {
            return XCTFail("an unknown demo was found")
        }
        XCTAssertTrue(unknown.message.hasPrefix("no traced demo \"no-such-demo\"; traced demos: "))
        XCTAssertTrue(unknown.message.contains("chain-life"))
        XCTAssertFalse(unknown.message.contains("\n"))
        guard case .failure(let untraced) = tracedDemo(named: "hello-world") else {
            return XCTFail("an untraced demo was traced")
        }
        XCTAssertTrue(untraced.message.hasPrefix("demo \"hello-world\" is not traced"))
        XCTAssertEqual(runTrace(["--svg"]), 2)
        XCTAssertEqual(runTrace(["a", "b"]), 2)
    }

    /// `--text` prints one line per step, indented by depth, with the place where it changes,
    /// and the demo's printed lines as `prints:` lines.
    func testTextOutputIndentsByDepthAndNamesThePlace() throws {
        let demo = try XCTUnwrap(Demos.traced.first { $0.name == "dispose-before-set" })
        guard case .success(let lines) = TraceDiagram.render(demo, asText: true) else {
            return XCTFail("does not render")
        }
        XCTAssertEqual(lines.first, "[on main thread]")
        XCTAssertEqual(lines[1], "  caller prints: caller: subscribe")
        XCTAssertEqual(lines[2], "  caller -> AnonymousObservable#1: subscribe(AnonymousObserver#1)")
        XCTAssertEqual(lines[3], "    AnonymousObservable#1 -> AnonymousObservableSink#1: run builds it")
    }
}
#endif

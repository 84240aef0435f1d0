import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

private struct Failure: Error, Equatable {
    let code: Int
}

/// Chapter 24: side effects. `do` runs closures beside the events, in a fixed order against the
/// subscriber's own; `debug` prints a trace of the sink's life; `materialize` and
/// `dematerialize` turn events into elements and back.
final class Chapter24SideEffectsTests: RxReadingTestCase {

    // MARK: - do

    /// For an element and a completion, `do`'s hooks run in this order against the
    /// subscriber's closures: onSubscribe, onSubscribed (subscribing happens between them),
    /// onNext, the subscriber's onNext, afterNext, onCompleted, the subscriber's onCompleted and
    /// onDisposed, afterCompleted, and last onDispose, after the source's teardown.
    func testDoHooksRunInAFixedOrderAroundTheSubscriberOnCompletion() {
        var log: [String] = []
        let source = PublishSubject<Int>()
        let observable = Observable<Int>.create { observer in
            log.append("source subscribed")
            let subscription = source.subscribe(observer)
            return Disposables.create {
                log.append("source disposed")
                subscription.dispose()
            }
        }
        let subscription = observable
            .do(onNext: { log.append("onNext \($0)") },
                afterNext: { log.append("afterNext \($0)") },
                onError: { _ in log.append("onError") },
                afterError: { _ in log.append("afterError") },
                onCompleted: { log.append("onCompleted") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") })
            .subscribe(onNext: { log.append("subscriber onNext \($0)") },
                       onError: { _ in log.append("subscriber onError") },
                       onCompleted: { log.append("subscriber onCompleted") },
                       onDisposed: { log.append("subscriber onDisposed") })
        source.onNext(1)
        source.onCompleted()
        subscription.dispose()
        XCTAssertEqual(log, [
            "onSubscribe", "source subscribed", "onSubscribed",
            "onNext 1", "subscriber onNext 1", "afterNext 1",
            "onCompleted", "subscriber onCompleted", "subscriber onDisposed", "afterCompleted",
            "source disposed", "onDispose",
        ])
    }

    /// For an error the order is the same with the error's hooks: onError, the subscriber's
    /// onError and onDisposed, afterError, then the source's teardown and onDispose.
    func testDoHooksRunInAFixedOrderAroundTheSubscriberOnError() {
        var log: [String] = []
        let source = PublishSubject<Int>()
        _ = source
            .do(onNext: { log.append("onNext \($0)") },
                onError: { log.append("onError \(($0 as! Failure).code)") },
                afterError: { log.append("afterError \(($0 as! Failure).code)") },
                onCompleted: { log.append("onCompleted") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") })
            .subscribe(onError: { _ in log.append("subscriber onError") },
                       onDisposed: { log.append("subscriber onDisposed") })
        source.onError(Failure(code: 7))
        XCTAssertEqual(log, [
            "onSubscribe", "onSubscribed",
            "onError 7", "subscriber onError", "subscriber onDisposed", "afterError 7", "onDispose",
        ])
    }

    /// Disposing the subscription tears the chain down first, the source's teardown and then
    /// onDispose, and only then runs the subscriber's onDisposed; nothing is delivered after.
    func testDoOnDisposeRunsWhenTheSubscriberDisposes() {
        var log: [String] = []
        let source = PublishSubject<Int>()
        let observable = Observable<Int>.create { observer in
            let subscription = source.subscribe(observer)
            return Disposables.create {
                log.append("source disposed")
                subscription.dispose()
            }
        }
        let subscription = observable
            .do(onNext: { log.append("onNext \($0)") }, onDispose: { log.append("onDispose") })
            .subscribe(onNext: { log.append("subscriber onNext \($0)") },
                       onDisposed: { log.append("subscriber onDisposed") })
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)
        XCTAssertEqual(log, ["onNext 1", "subscriber onNext 1", "source disposed", "onDispose", "subscriber onDisposed"])
    }

    /// A hook that throws ends the sequence with its error: `onNext` before the element reaches
    /// the subscriber (which never sees it), and the source is disposed at that instant.
    func testDoHookThatThrowsEndsTheSequenceWithItsError() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createHotObservable("--1--2--3--|", values: ["1": 1, "2": 2, "3": 3])
        let observer = scheduler.start {
            source.do(onNext: { if $0 == 2 { throw Failure(code: 2) } })
        }
        XCTAssertEqual(observer.events, [.next(220, 1), .error(250, Failure(code: 2))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    /// `afterNext` runs after the subscriber has the element: when it throws, the subscriber has
    /// the element and then the error.
    func testDoAfterNextThatThrowsFollowsTheElement() {
        var events: [String] = []
        _ = Observable.of(1, 2)
            .do(afterNext: { throw Failure(code: $0) })
            .subscribe(onNext: { events.append("next \($0)") },
                       onError: { events.append("error \(($0 as! Failure).code)") },
                       onCompleted: { events.append("completed") })
        XCTAssertEqual(events, ["next 1", "error 1"])
    }

    /// An `afterCompleted` that throws makes `do` send an error after the completion it followed
    /// (RxSwift's DoSink does the same): an observer without a grammar check of its own receives
    /// both, while `subscribe`'s closures, whose observer has stopped at the completion, never
    /// hear of the error.
    func testDoAfterCompletedThatThrowsSendsAnErrorAfterTheCompletion() {
        final class Everything: ObserverType {
            var events: [String] = []
            func on(_ event: Event<Int>) {
                events.append("\(event)")
            }
        }
        let raw = Everything()
        _ = Observable.just(1).do(afterCompleted: { throw Failure(code: 5) }).subscribe(raw)
        XCTAssertEqual(raw.events, ["next(1)", "completed", "error(Failure(code: 5))"])

        var events: [String] = []
        _ = Observable.just(1)
            .do(afterCompleted: { throw Failure(code: 5) })
            .subscribe(onNext: { events.append("next \($0)") },
                       onError: { events.append("error \(($0 as! Failure).code)") },
                       onCompleted: { events.append("completed") })
        XCTAssertEqual(events, ["next 1", "completed"])
    }

    /// `onSubscribed` runs after the subscription to the source has returned: with a source that
    /// sends everything while it is being subscribed, the events (and the source's teardown) come
    /// before `onSubscribed`, and `onDispose` after it (RxSwift's order).
    func testDoOnSubscribedRunsAfterASynchronousSourceHasFinished() {
        var log: [String] = []
        _ = Observable<Int>.create { observer in
                log.append("source subscribed")
                observer.onNext(0)
                observer.onCompleted()
                return Disposables.create { log.append("source disposed") }
            }
            .do(onNext: { _ in log.append("onNext") }, onCompleted: { log.append("onCompleted") },
                onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") })
            .subscribe()
        XCTAssertEqual(log, ["onSubscribe", "source subscribed", "onNext", "onCompleted", "source disposed",
                             "onSubscribed", "onDispose"])
    }

    // MARK: - debug

    /// `debug`'s lines are a trace of chapter 06's objects: the sink is built ("subscribed"),
    /// receives each event ("Event next(1)", "Event completed") and is disposed ("isDisposed"),
    /// each line stamped `yyyy-MM-dd HH:mm:ss.SSS: identifier -> `, printed to standard output.
    func testDebugPrintsTheSinksLifeForJust() {
        let lines = captureStandardOutput {
            _ = Observable.just(1).debug("one").subscribe()
        }
        let stamp = #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}: "#
        XCTAssertEqual(lines.count, 4, "\(lines)")
        for line in lines {
            XCTAssertNotNil(line.range(of: stamp, options: .regularExpression), line)
        }
        XCTAssertEqual(lines.map(Self.withoutStamp), [
            "one -> subscribed", "one -> Event next(1)", "one -> Event completed", "one -> isDisposed",
        ])
    }

    /// A subscription disposed before the source ends prints "isDisposed" once, after its
    /// events; an error prints as "Event error(...)".
    func testDebugPrintsDisposalOnceAndErrors() {
        let subject = PublishSubject<Int>()
        let lines = captureStandardOutput {
            let subscription = subject.debug("d").subscribe()
            subject.onNext(5)
            subscription.dispose()
            subscription.dispose()
            _ = Observable<Int>.error(Failure(code: 3)).debug("e").subscribe(onError: { _ in })
        }
        XCTAssertEqual(lines.map(Self.withoutStamp), [
            "d -> subscribed", "d -> Event next(5)", "d -> isDisposed",
            "e -> subscribed", "e -> Event error(Failure(code: 3))", "e -> isDisposed",
        ])
    }

    /// With `trimOutput`, an event whose description is longer than 40 characters keeps its
    /// first and last 20 around "..."; 40 characters or fewer, or without `trimOutput`, it is
    /// printed whole.
    func testDebugTrimOutputCutsLongEvents() {
        let long = String(repeating: "a", count: 30) + String(repeating: "z", count: 30)
        XCTAssertEqual(debugEventText(Event.next(long), trim: true),
                       "next(" + String(repeating: "a", count: 15) + "..." + String(repeating: "z", count: 19) + ")")
        XCTAssertEqual(debugEventText(Event.next(long), trim: false), "next(\(long))")
        let forty = String(repeating: "b", count: 34)  // "next(" + 34 + ")" = 40 characters
        XCTAssertEqual(debugEventText(Event.next(forty), trim: true), "next(\(forty))")
        let lines = captureStandardOutput {
            _ = Observable.just(long).debug("t", trimOutput: true).subscribe()
        }
        XCTAssertEqual(lines.map(Self.withoutStamp)[1], "t -> Event " + debugEventText(Event.next(long), trim: true))
    }

    /// Without an identifier, `debug` names the call: the file's name (no folders), the line and
    /// the function.
    func testDebugDefaultIdentifierNamesTheCall() {
        XCTAssertEqual(debugIdentifier(file: "/a/b/View.swift", line: 12, function: "load()"), "View.swift:12 (load())")
        let line: UInt = #line + 2
        let lines = captureStandardOutput {
            _ = Observable.just(1).debug().subscribe()
        }
        XCTAssertEqual(lines.first.map(Self.withoutStamp),
                       "Chapter24SideEffectsTests.swift:\(line) (testDebugDefaultIdentifierNamesTheCall()) -> subscribed")
    }

    /// Debug builds' leak check holds for `debug`'s sink, on completion and on error.
    func testDebugPassesEventsThrough() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createHotObservable("--1---#", values: ["1": 1], error: Failure(code: 1))
        var observer: TestableObserver<Int>!
        _ = captureStandardOutput {
            observer = scheduler.start { source.debug("x") }
        }
        XCTAssertEqual(observer.events, [.next(220, 1), .error(260, Failure(code: 1))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 260)])
    }

    private static func withoutStamp(_ line: String) -> String {
        // "yyyy-MM-dd HH:mm:ss.SSS: " is 25 characters.
        String(line.dropFirst(25))
    }

    // MARK: - materialize and dematerialize

    /// `materialize` sends every event as an element, `.next(Event)`, and then completes, also
    /// after an error: the result never fails.
    func testMaterializeTurnsEveryEventIntoAnElementThenCompletes() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = try scheduler.createHotObservable("--1--#", values: ["1": 1], error: Failure(code: 9))
        let observer = scheduler.start { failing.materialize() }
        XCTAssertEqual(observer.events.count, 3)
        XCTAssertEqual(observer.events.map(\.time), [220, 250, 250])
        XCTAssertEqual(observer.events[0].value.element?.element, 1)
        XCTAssertEqual(observer.events[1].value.element?.error as? Failure, Failure(code: 9))
        XCTAssertTrue(observer.events[2].value.isCompleted)
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 250)])

        let other = TestScheduler(initialClock: 0)
        let completing = try other.createHotObservable("---2-|", values: ["2": 2])
        let second = other.start { completing.materialize() }
        XCTAssertEqual(second.events.map(\.time), [230, 250, 250])
        XCTAssertEqual(second.events[0].value.element?.element, 2)
        XCTAssertTrue(second.events[1].value.element?.isCompleted ?? false)
        XCTAssertTrue(second.events[2].value.isCompleted)
    }

    /// `dematerialize` reverses `materialize`: the round trip gives the source's events back,
    /// error included; an element holding a terminal event ends the result there.
    func testDematerializeReversesMaterialize() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createHotObservable("--1--2--#", values: ["1": 1, "2": 2], error: Failure(code: 4))
        let observer = scheduler.start { source.materialize().dematerialize() }
        XCTAssertEqual(observer.events, [.next(220, 1), .next(250, 2), .error(280, Failure(code: 4))])

        var events: [String] = []
        _ = Observable<Event<Int>>.of(.next(1), .completed, .next(2))
            .dematerialize()
            .subscribe(onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })
        XCTAssertEqual(events, ["next 1", "completed"])
    }
}

/// Runs `body` with standard output sent to a pipe, and returns the lines it printed.
func captureStandardOutput(_ body: () -> Void) -> [String] {
    fflush(stdout)
    let pipe = Pipe()
    let saved = dup(STDOUT_FILENO)
    dup2(pipe.fileHandleForWriting.fileDescriptor, STDOUT_FILENO)
    body()
    fflush(stdout)
    dup2(saved, STDOUT_FILENO)
    close(saved)
    pipe.fileHandleForWriting.closeFile()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return text.split(separator: "\n").map(String.init)
}

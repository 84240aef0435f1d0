#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import XCTest
@testable import RxReading

/// The debug build's synchronization tracker (chapter 07) watches the places RxSwift's watches:
/// every sink's `forwardOn`, the observer `Observable.create` hands its closure, the observer
/// `subscribe(onNext:...)` builds, `PublishSubject` and `BehaviorSubject`. Each of them reports
/// an event that arrives from a second thread while another is inside, or re-entrantly from
/// inside the handling of the previous event, through `Hooks.synchronizationAnomalyHandler`;
/// serialized events, from any number of threads one after another, are never reported.
final class SynchronizationTrackerTests: RxReadingTestCase {
    private var savedHandler: Hooks.SynchronizationAnomalyHandler?
    private let reports = Locked<[String]>([])

    private static let concurrentRule = "two threads sent events into the same observer at the same time: Rx requires events to be sent one at a time (serialized)"
    private static let reentrantRule = "an event was sent into an observer while it was still handling the previous one on the same thread (re-entrant onNext)"

    override func setUp() {
        super.setUp()
        savedHandler = Hooks.synchronizationAnomalyHandler
        let reports = self.reports
        Hooks.synchronizationAnomalyHandler = { message in
            reports.withValue { $0.append(message) }
        }
    }

    override func tearDown() {
        if let savedHandler {
            Hooks.synchronizationAnomalyHandler = savedHandler
        }
        super.tearDown()
    }

    /// Each report, as the rule it names: "concurrent", "re-entrant", or the whole message if it
    /// names neither.
    private var reportedRules: [String] {
        reports.value.map { message in
            if message.contains(Self.concurrentRule) { return "concurrent" }
            if message.contains(Self.reentrantRule) { return "re-entrant" }
            return message
        }
    }

    /// A `create` observable that hands its observer out, so a test can send from anywhere.
    private func exposedObserver() -> (Observable<Int>, Locked<AnyObserver<Int>?>) {
        let observer = Locked<AnyObserver<Int>?>(nil)
        let source = Observable<Int>.create { sent in
            observer.withValue { $0 = sent }
            return Disposables.create()
        }
        return (source, observer)
    }

    #if DEBUG
    // MARK: Observable.create (its observer, its sink, and subscribe's observer)

    /// Two threads sending `onNext` into the same `create` observer at the same time is reported
    /// as a concurrency anomaly by each watched place the second event passes while the first is
    /// still inside: the `create` observer, its sink's `forwardOn`, and the observer
    /// `subscribe(onNext:)` built; three reports, as RxSwift prints three warnings. The first
    /// send is held inside the subscriber until the second thread has sent, so the overlap is
    /// certain rather than likely.
    func testConcurrentOnNextIntoOneCreateObserverIsReportedByEachWatchedPlace() {
        let (source, observer) = exposedObserver()
        let gate = OverlapGate()
        let subscription = source.subscribe(onNext: { gate.receive($0) })

        XCTAssertTrue(gate.overlap { observer.value?.onNext($0) })

        XCTAssertEqual(reportedRules, ["concurrent", "concurrent", "concurrent"])
        subscription.dispose()
    }

    /// An `onNext` whose handling synchronously sends another `onNext` into the same `create`
    /// observer is reported as re-entrant by each watched place (three reports); the events still
    /// go through (the tracker only reports), and a later, well-behaved event is not reported:
    /// every tracker let go of its observer correctly.
    func testReentrantOnNextIntoACreateObserverIsReportedByEachWatchedPlace() {
        let (source, observer) = exposedObserver()
        var received: [Int] = []
        let subscription = source.subscribe(onNext: { element in
            received.append(element)
            if element == 1 {
                observer.value?.onNext(2)
            }
        })

        observer.value?.onNext(1)
        XCTAssertEqual(reportedRules, ["re-entrant", "re-entrant", "re-entrant"])

        observer.value?.onNext(3)
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertEqual(reports.value.count, 3, "the later, serialized event was reported too")
        subscription.dispose()
        // The subscriber's closure holds the box that holds the observer: empty it to break
        // that cycle, which the test made, not the library.
        observer.withValue { $0 = nil }
    }

    /// Events sent from several threads one after another (each send finished before the next
    /// starts, handed from thread to thread by semaphores) are serialized, and nothing is
    /// reported, however many threads take part.
    func testSerializedEventsFromDifferentThreadsOneAfterAnotherAreNotReported() {
        let (source, observer) = exposedObserver()
        let recorder = Recorder<Int>()
        let subscription = source.map { $0 }.subscribe(recorder)
        let threads = 4
        let rounds = 50
        let turns = (0..<threads).map { _ in DispatchSemaphore(value: 0) }
        turns[0].signal()

        runOnThreads(threads, named: "tracker.serialized") { thread in
            for round in 0..<rounds {
                turns[thread].wait()
                observer.value?.onNext(round * threads + thread)
                turns[(thread + 1) % threads].signal()
            }
            if thread == threads - 1 {
                observer.value?.onCompleted()
            }
        }

        XCTAssertEqual(recorder.events, (0..<threads * rounds).map { .next($0) } + [.completed])
        XCTAssertEqual(reports.value, [])
        subscription.dispose()
    }

    // MARK: every Sink's forwardOn

    /// A sink of any operator watches its `forwardOn`: an event forwarded from inside the
    /// observer's handling of the previous one is reported once, as re-entrant.
    func testReentrantForwardOnInASinkIsReported() {
        let recorder = Recorder<Int>()
        let sink = PlainSink(observer: recorder, cancel: BooleanDisposable())
        recorder.onEvent = { event in
            if event.element == 1 {
                sink.forwardOn(.next(2))
            }
        }

        sink.forwardOn(.next(1))

        XCTAssertEqual(recorder.elements, [1, 2])
        XCTAssertEqual(reportedRules, ["re-entrant"])
        recorder.onEvent = nil
    }

    /// A sink's `forwardOn` called from a second thread while the first call is still inside is
    /// reported once, as concurrent.
    func testConcurrentForwardOnInASinkIsReported() {
        let gate = OverlapGate()
        let recorder = Recorder<Int>()
        recorder.onEvent = { event in
            if let element = event.element { gate.receive(element) }
        }
        let sink = PlainSink(observer: recorder, cancel: BooleanDisposable())

        XCTAssertTrue(gate.overlap { sink.forwardOn(.next($0)) })

        XCTAssertEqual(reportedRules, ["concurrent"])
        recorder.onEvent = nil
    }

    /// Every sink in a chain watches its own `forwardOn`: a re-entrant event through
    /// `create → map → filter` is reported by the `create` observer and by each of the three
    /// sinks, four reports, none of them from the plain observer at the end.
    func testEverySinkOfAChainReportsAReentrantEvent() {
        let (source, observer) = exposedObserver()
        let recorder = Recorder<Int>()
        recorder.onEvent = { event in
            if event.element == 1 {
                observer.value?.onNext(2)
            }
        }
        let subscription = source.map { $0 }.filter { _ in true }.subscribe(recorder)

        observer.value?.onNext(1)

        XCTAssertEqual(recorder.elements, [1, 2])
        XCTAssertEqual(reportedRules, ["re-entrant", "re-entrant", "re-entrant", "re-entrant"])
        subscription.dispose()
        recorder.onEvent = nil
        observer.withValue { $0 = nil }
    }

    // MARK: the observer subscribe(onNext:...) builds

    /// The observer `subscribe(onNext:onError:onCompleted:onDisposed:)` builds watches its
    /// events: fed by a source that is watched nowhere else, a re-entrant event is reported once.
    func testReentrantEventIntoTheSubscribeClosuresObserverIsReported() {
        let source = ExposingObservable()
        var received: [Int] = []
        let subscription = source.subscribe(onNext: { element in
            received.append(element)
            if element == 1 {
                source.send(2)
            }
        })

        source.send(1)

        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(reportedRules, ["re-entrant"])
        subscription.dispose()
        source.release()
    }

    /// The same observer reports two threads sending into it at once, once, as concurrent.
    func testConcurrentEventsIntoTheSubscribeClosuresObserverAreReported() {
        let source = ExposingObservable()
        let gate = OverlapGate()
        let subscription = source.subscribe(onNext: { gate.receive($0) })

        XCTAssertTrue(gate.overlap { source.send($0) })

        XCTAssertEqual(reportedRules, ["concurrent"])
        subscription.dispose()
        source.release()
    }

    // MARK: PublishSubject and BehaviorSubject

    /// `PublishSubject.on` is watched: an `onNext` sent into the subject from inside an
    /// observer's handling of the previous element is reported once (the observer at the end is
    /// a plain one, watched by nothing).
    func testReentrantOnNextIntoAPublishSubjectIsReported() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        recorder.onEvent = { event in
            if event.element == 1 { subject.onNext(2) }
        }
        let subscription = subject.subscribe(recorder)

        subject.onNext(1)

        XCTAssertEqual(recorder.elements, [1, 2])
        XCTAssertEqual(reportedRules, ["re-entrant"])
        subscription.dispose()
        recorder.onEvent = nil
    }

    /// Two threads sending into one `PublishSubject` at once is reported once, as concurrent.
    func testConcurrentOnNextIntoAPublishSubjectIsReported() {
        let subject = PublishSubject<Int>()
        let gate = OverlapGate()
        let recorder = Recorder<Int>()
        recorder.onEvent = { event in
            if let element = event.element { gate.receive(element) }
        }
        let subscription = subject.subscribe(recorder)

        XCTAssertTrue(gate.overlap { subject.onNext($0) })

        XCTAssertEqual(reportedRules, ["concurrent"])
        subscription.dispose()
        recorder.onEvent = nil
    }

    /// `BehaviorSubject.on` is watched: a re-entrant `onNext` is reported once. (Subscribing
    /// replays the current value, 0, which is not a send into the subject and is not reported.)
    func testReentrantOnNextIntoABehaviorSubjectIsReported() {
        let subject = BehaviorSubject<Int>(value: 0)
        let recorder = Recorder<Int>()
        recorder.onEvent = { event in
            if event.element == 1 { subject.onNext(2) }
        }
        let subscription = subject.subscribe(recorder)

        subject.onNext(1)

        XCTAssertEqual(recorder.elements, [0, 1, 2])
        XCTAssertEqual(reportedRules, ["re-entrant"])
        subscription.dispose()
        recorder.onEvent = nil
    }

    /// Two threads sending into one `BehaviorSubject` at once is reported once, as concurrent.
    func testConcurrentOnNextIntoABehaviorSubjectIsReported() {
        let subject = BehaviorSubject<Int>(value: 0)
        let gate = OverlapGate()
        let recorder = Recorder<Int>()
        recorder.onEvent = { event in
            if let element = event.element, element > 0 { gate.receive(element) }
        }
        let subscription = subject.subscribe(recorder)

        XCTAssertTrue(gate.overlap { subject.onNext($0) })

        XCTAssertEqual(reportedRules, ["concurrent"])
        subscription.dispose()
        recorder.onEvent = nil
    }

    // MARK: the handler

    /// With a handler that stops the program (RxSwift's `FATAL_SYNCHRONIZATION`), a re-entrant
    /// `onNext` stops it with the plain-words rule.
    func testAFatalHandlerStopsTheProgramAtTheFirstAnomaly() {
        assertMisuse(message: "re-entrant onNext") {
            Hooks.synchronizationAnomalyHandler = { message in fatalError(message) }
            let (source, observer) = exposedObserver()
            _ = source.subscribe(onNext: { element in
                if element == 1 {
                    observer.value?.onNext(2)
                }
            })
            observer.value?.onNext(1)
        }
    }

    /// The default handler prints the message to standard output, as RxSwift's `print` does
    /// (and the program goes on); the message does not go to standard error.
    func testTheDefaultHandlerPrintsTheRuleToStandardOutput() {
        guard let defaultHandler = savedHandler else {
            return XCTFail("no handler was installed")
        }
        Hooks.synchronizationAnomalyHandler = defaultHandler
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        recorder.onEvent = { event in
            if event.element == 1 { subject.onNext(2) }
        }
        let subscription = subject.subscribe(recorder)

        let (printed, printedToStandardError) = capturingStandardOutputAndError {
            subject.onNext(1)
        }

        XCTAssertTrue(printed.contains("(re-entrant onNext)"), "standard output was: \(printed)")
        // Not "standard error is empty": the redirection covers the whole process, and a
        // write by another thread in that moment is not this handler's.
        XCTAssertFalse(printedToStandardError.contains("re-entrant"), "standard error was: \(printedToStandardError)")
        XCTAssertEqual(recorder.elements, [1, 2], "the program went on")
        subscription.dispose()
        recorder.onEvent = nil
    }
    #endif

    /// Runs `body` with standard output and standard error redirected into pipes and returns what
    /// was written to each.
    private func capturingStandardOutputAndError(_ body: () -> Void) -> (output: String, error: String) {
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        // Whatever the test runner had buffered goes out before the redirection, not into it.
        fflush(stdout)
        let savedOutput = dup(STDOUT_FILENO)
        let savedError = dup(STDERR_FILENO)
        dup2(outputPipe.fileHandleForWriting.fileDescriptor, STDOUT_FILENO)
        dup2(errorPipe.fileHandleForWriting.fileDescriptor, STDERR_FILENO)
        body()
        fflush(stdout)
        dup2(savedOutput, STDOUT_FILENO)
        dup2(savedError, STDERR_FILENO)
        close(savedOutput)
        close(savedError)
        try? outputPipe.fileHandleForWriting.close()
        try? errorPipe.fileHandleForWriting.close()
        return (
            String(decoding: outputPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
            String(decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        )
    }
}

/// A sink with no operator around it, so a test can call `forwardOn` directly.
private final class PlainSink<Observer: ObserverType>: Sink<Observer> {}

/// An observable watched by nothing: it keeps the one observer subscribed to it and lets the
/// test send into it, so what is reported comes from that observer alone.
private final class ExposingObservable: Observable<Int>, @unchecked Sendable {
    private let observer = Locked<AnyObserver<Int>?>(nil)

    override func subscribeErased(_ observer: AnyObserver<Int>) -> Disposable {
        self.observer.value = observer
        return Disposables.create()
    }

    func send(_ element: Int) {
        observer.value?.onNext(element)
    }

    /// Lets go of the observer (whose closures may hold this observable).
    func release() {
        observer.value = nil
    }
}

/// Makes two sends overlap for certain: the first, from another thread, is held inside its
/// receiver until the second, from the test's thread, has been sent.
private final class OverlapGate: @unchecked Sendable {
    private let firstInside = DispatchSemaphore(value: 0)
    private let secondSent = DispatchSemaphore(value: 0)
    private let received = Locked<[Int]>([])

    /// Called by the receiving end for each element: holds the first one until the second has
    /// been sent.
    func receive(_ element: Int) {
        received.withValue { $0.append(element) }
        if element == 1 {
            firstInside.signal()
            _ = secondSent.wait(timeout: .now() + 30)
        }
    }

    /// Sends 1 from a new thread and, while that send is held inside the receiver, 2 from this
    /// one; returns whether both arrived.
    func overlap(_ send: @escaping @Sendable (Int) -> Void) -> Bool {
        let first = Thread { send(1) }
        first.start()
        guard firstInside.wait(timeout: .now() + 30) == .success else { return false }
        send(2)
        secondSent.signal()
        return waitUntil { self.received.value.count == 2 }
    }
}

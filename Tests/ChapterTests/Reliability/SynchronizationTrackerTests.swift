#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import XCTest
import RxReading

/// The debug build's synchronization tracker (chapter 07): an `Observable.create` observer that
/// receives events from two threads at once, or re-entrantly from inside the handling of the
/// previous event, reports the broken rule through `Hooks.synchronizationAnomalyHandler`;
/// serialized events, from any number of threads one after another, are never reported.
final class SynchronizationTrackerTests: RxReadingTestCase {
    private var savedHandler: Hooks.SynchronizationAnomalyHandler?
    private let reports = Locked<[String]>([])

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
    /// Two threads sending `onNext` into the same observer at the same time is reported, once,
    /// as a concurrency anomaly. The first send is held inside the subscriber until the second
    /// thread has sent, so the overlap is certain rather than likely.
    func testConcurrentOnNextIntoOneCreateObserverIsReported() {
        let (source, observer) = exposedObserver()
        let firstInside = DispatchSemaphore(value: 0)
        let secondSent = DispatchSemaphore(value: 0)
        let received = Locked<[Int]>([])
        let subscription = source.subscribe(onNext: { element in
            received.withValue { $0.append(element) }
            if element == 1 {
                firstInside.signal()
                secondSent.wait()
            }
        })

        let first = Thread {
            observer.value?.onNext(1)
        }
        first.start()
        firstInside.wait()
        observer.value?.onNext(2)
        secondSent.signal()
        XCTAssertTrue(waitUntil { received.value.count == 2 })

        XCTAssertEqual(reports.value.count, 1, "\(reports.value)")
        XCTAssertTrue(reports.value.first?.contains(
            "two threads sent events into the same observer at the same time: Rx requires events to be sent one at a time (serialized)") ?? false,
            "\(reports.value)")
        subscription.dispose()
    }

    /// An `onNext` whose handling synchronously sends another `onNext` into the same observer is
    /// reported as re-entrant, once; the events still go through (the tracker only reports), and
    /// a later, well-behaved event is not reported: the tracker let go of the observer correctly.
    func testReentrantOnNextIsReported() {
        let (source, observer) = exposedObserver()
        var received: [Int] = []
        let subscription = source.subscribe(onNext: { element in
            received.append(element)
            if element == 1 {
                observer.value?.onNext(2)
            }
        })

        observer.value?.onNext(1)
        XCTAssertEqual(reports.value.count, 1, "\(reports.value)")
        XCTAssertTrue(reports.value.first?.contains(
            "an event was sent into an observer while it was still handling the previous one on the same thread (re-entrant onNext)") ?? false,
            "\(reports.value)")

        observer.value?.onNext(3)
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertEqual(reports.value.count, 1, "the later, serialized event was reported too")
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
        let subscription = source.subscribe(recorder)
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

    /// The default handler prints the message to standard error (and the program goes on).
    func testTheDefaultHandlerPrintsTheRuleToStandardError() {
        guard let defaultHandler = savedHandler else {
            return XCTFail("no handler was installed")
        }
        Hooks.synchronizationAnomalyHandler = defaultHandler
        let printed = capturingStandardError {
            let (source, observer) = exposedObserver()
            let subscription = source.subscribe(onNext: { element in
                if element == 1 {
                    observer.value?.onNext(2)
                }
            })
            observer.value?.onNext(1)
            subscription.dispose()
            observer.withValue { $0 = nil }
        }
        XCTAssertTrue(printed.contains("(re-entrant onNext)"), "standard error was: \(printed)")
    }
    #endif

    /// Runs `body` with standard error redirected into a pipe and returns what was written.
    private func capturingStandardError(_ body: () -> Void) -> String {
        let pipe = Pipe()
        let savedDescriptor = dup(STDERR_FILENO)
        dup2(pipe.fileHandleForWriting.fileDescriptor, STDERR_FILENO)
        body()
        dup2(savedDescriptor, STDERR_FILENO)
        close(savedDescriptor)
        try? pipe.fileHandleForWriting.close()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}

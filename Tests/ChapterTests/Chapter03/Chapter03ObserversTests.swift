import Dispatch
import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

/// Chapter 03: an observer is a function from events to side effects. `ObserverBase` (and so
/// `AnonymousObserver`) enforces the grammar `next* (error | completed)?` once for all its
/// subclasses; `AnyObserver` only erases the type and adds no rule.
final class Chapter03ObserversTests: RxReadingTestCase {
    // MARK: ObserverType

    /// `onNext`, `onError` and `onCompleted` are `on(_:)` with the matching event.
    func testOnNextOnErrorOnCompletedSendTheMatchingEvents() {
        let recorder = Recorder<Int>()

        recorder.onNext(1)
        recorder.onError(TestError("e"))
        recorder.onCompleted()

        // Recorder adds no grammar of its own: it shows exactly what the conveniences sent.
        XCTAssertEqual(recorder.events, [.next(1), .error(TestError("e")), .completed])
    }

    // MARK: ObserverBase / AnonymousObserver

    /// `ObserverBase` calls its subclass's `onCore` for every `next` while it runs.
    func testObserverBaseForwardsNextEventsToOnCore() {
        let observer = RecordingObserver<Int>()

        observer.on(.next(1))
        observer.on(.next(2))

        XCTAssertEqual(observer.seen, [.next(1), .next(2)])
    }

    /// After `completed`, `ObserverBase` drops every event: no `next`, and no second terminal.
    func testObserverBaseDropsEverythingAfterCompleted() {
        let observer = RecordingObserver<Int>()

        observer.on(.next(1))
        observer.on(.completed)
        observer.on(.next(2))
        observer.on(.completed)
        observer.on(.error(TestError()))

        XCTAssertEqual(observer.seen, [.next(1), .completed])
    }

    /// After `error`, `ObserverBase` drops every event, including a later `completed`.
    func testObserverBaseDropsEverythingAfterError() {
        let observer = RecordingObserver<Int>()

        observer.on(.error(TestError("first")))
        observer.on(.next(1))
        observer.on(.error(TestError("second")))
        observer.on(.completed)

        XCTAssertEqual(observer.seen, [.error(TestError("first"))])
    }

    /// `AnonymousObserver` runs its closure for the events the grammar allows, and only those.
    func testAnonymousObserverAcceptsOnlyOneTerminalEvent() {
        let recorder = Recorder<String>()
        let observer = AnonymousObserver<String> { recorder.on($0) }

        observer.onNext("a")
        observer.onNext("b")
        observer.onCompleted()
        observer.onNext("c")
        observer.onError(TestError())

        XCTAssertEqual(recorder.events, [.next("a"), .next("b"), .completed])
    }

    /// When two threads race to deliver a terminal event to the same observer, exactly one is
    /// delivered: the stopped flag is set with `fetchOr`, and only the thread that saw it clear
    /// goes on.
    func testTwoThreadsRacingToCompleteDeliverExactlyOneTerminalEvent() {
        for round in 0 ..< 1_000 {
            let recorder = Recorder<Int>()
            let observer = AnonymousObserver<Int> { recorder.on($0) }

            runSimultaneously(threadCount: 2) { index in
                if index == 0 {
                    observer.onCompleted()
                } else {
                    observer.onError(TestError("racer"))
                }
            }

            let terminals = recorder.events.filter(\.isStopEvent)
            XCTAssertEqual(terminals.count, 1, "round \(round): \(recorder.events)")
            if terminals.count != 1 { return }
        }
    }

    /// Many threads completing the same observer at once still deliver one `completed`.
    func testManyThreadsCompletingDeliverOneCompleted() {
        for round in 0 ..< 100 {
            let recorder = Recorder<Int>()
            let observer = AnonymousObserver<Int> { recorder.on($0) }

            runSimultaneously(threadCount: 3) { _ in
                observer.onCompleted()
            }

            XCTAssertEqual(recorder.events, [.completed], "round \(round)")
        }
    }

    /// `dispose()` stops an `AnonymousObserver`: from then on it ignores every event.
    func testDisposeStopsAnAnonymousObserver() {
        let recorder = Recorder<Int>()
        let observer = AnonymousObserver<Int> { recorder.on($0) }

        observer.onNext(1)
        observer.dispose()
        observer.onNext(2)
        observer.onCompleted()
        observer.onError(TestError())

        XCTAssertEqual(recorder.events, [.next(1)])
    }

    /// Calling `on` on a bare `ObserverBase` is a misuse: `onCore` is the subclass's hook. The
    /// program stops with the whole message the chapter prints, prefix and method name included.
    func testObserverBaseOnCoreIsAbstract() {
        assertMisuse(message: "RxReading misuse: onCore(_:) is abstract; a subclass must override it") {
            ObserverBase<Int>().on(.next(1))
        }
    }

    #if TRACE_RESOURCES
    /// An `AnonymousObserver` counts in `Resources.total` while it is alive and gives its count
    /// back when it is released, so a subscription that keeps one alive shows up as a leak.
    func testAnonymousObserverIsCountedInResourcesWhileAlive() {
        let start = Resources.total
        var observer: AnonymousObserver<Int>? = AnonymousObserver { _ in }

        XCTAssertEqual(Resources.total, start + 1)

        observer?.onNext(1)
        observer = nil
        XCTAssertEqual(Resources.total, start)
    }
    #endif

    // region: SubscribeWrapsTheClosure
    // subscribe(_:) and Observable arrive in chapter 05; this test runs from chapter 05's state on.
    #if CH05
    /// Why `subscribe(_:)` wraps the closure in an `AnonymousObserver`: the closure gets the
    /// grammar for free. An observable that breaks the grammar itself (it sends straight to the
    /// observer it is given, with no sink in between) still reaches the closure with nothing
    /// after the first terminal event, while an observer with no rules of its own hears it all.
    func testSubscribeWrapsTheClosureInAnObserverThatKeepsTheGrammar() {
        let source = OutOfGrammarObservable()
        var heardByClosure: [Event<Int>] = []
        let recorder = Recorder<Int>()

        _ = source.subscribe { heardByClosure.append($0) }
        _ = source.subscribe(recorder)

        XCTAssertEqual(heardByClosure, [.next(1), .completed])
        XCTAssertEqual(recorder.events, [.next(1), .completed, .next(2), .error(TestError("late"))])
    }
    #endif
    // endregion: SubscribeWrapsTheClosure

    // MARK: AnyObserver

    /// `AnyObserver(eventHandler:)` forwards every event and adds no rule of its own: unlike
    /// `ObserverBase`, it passes on even what comes after a terminal event.
    func testAnyObserverForwardsEveryEventWithoutAddingRules() {
        let recorder = Recorder<Int>()
        let observer = AnyObserver<Int>(eventHandler: recorder.on)

        observer.onNext(1)
        observer.onCompleted()
        observer.onNext(2)
        observer.onCompleted()

        XCTAssertEqual(recorder.events, [.next(1), .completed, .next(2), .completed])
    }

    /// `AnyObserver(observer)` forwards to the wrapped observer, whose own rules still apply.
    func testAnyObserverWrappingAnObserverForwardsToIt() {
        let recorder = Recorder<Int>()
        let wrapped = AnonymousObserver<Int> { recorder.on($0) }
        let observer = AnyObserver(wrapped)

        observer.onNext(1)
        observer.onError(TestError("stop"))
        observer.onNext(2)

        // The grammar is AnonymousObserver's, reached through the erasure.
        XCTAssertEqual(recorder.events, [.next(1), .error(TestError("stop"))])
    }

    /// `asObserver()` on any observer erases its type and forwards to it.
    func testAsObserverErasesTheTypeAndForwards() {
        let recorder = Recorder<String>()
        let erased: AnyObserver<String> = recorder.asObserver()

        erased.onNext("x")
        erased.onCompleted()

        XCTAssertEqual(recorder.events, [.next("x"), .completed])
    }

    /// `asObserver()` on an `AnyObserver` returns the same observer, not another wrapper: its
    /// stored closure (function and context, compared byte for byte) is the original's, and one
    /// event reaches the handler once.
    func testAsObserverOfAnAnyObserverForwardsToTheSameHandler() {
        var handled: [Event<Int>] = []
        let observer = AnyObserver<Int> { handled.append($0) }

        let again = observer.asObserver().asObserver()
        again.onNext(3)

        XCTAssertEqual(handled, [.next(3)])
        XCTAssertEqual(
            withUnsafeBytes(of: again) { Array($0) }, withUnsafeBytes(of: observer) { Array($0) },
            "asObserver() of an AnyObserver should return it as it is, not wrap it in a new closure")
    }

    /// `mapObserver` makes an observer of another type that transforms each element before it
    /// reaches this observer; terminal events pass through.
    func testMapObserverTransformsElementsBeforeForwarding() {
        let recorder = Recorder<String>()
        let observer: AnyObserver<Int> = recorder.mapObserver { "#\($0)" }

        observer.onNext(1)
        observer.onNext(2)
        observer.onCompleted()

        XCTAssertEqual(recorder.events, [.next("#1"), .next("#2"), .completed])
    }

    /// A `mapObserver` transform that throws sends `.error` with what it threw.
    func testMapObserverWithThrowingTransformSendsTheError() {
        let recorder = Recorder<Int>()
        let observer: AnyObserver<String> = recorder.mapObserver { text in
            guard let value = Int(text) else { throw TestError("not a number: \(text)") }
            return value
        }

        observer.onNext("1")
        observer.onNext("x")

        XCTAssertEqual(recorder.events, [.next(1), .error(TestError("not a number: x"))])
    }
}

/// The smallest `ObserverBase` subclass: it overrides only the hook and records what it gets.
private final class RecordingObserver<Element>: ObserverBase<Element> {
    private(set) var seen: [Event<Element>] = []

    override func onCore(_ event: Event<Element>) {
        seen.append(event)
    }
}

// region: OutOfGrammarObservable
#if CH05
/// An observable that breaks the grammar on purpose: it sends every event straight to the
/// observer it is given, with no sink in between to stop it.
private final class OutOfGrammarObservable: Observable<Int>, @unchecked Sendable {
    override func subscribeErased(_ observer: AnyObserver<Int>) -> Disposable {
        observer.onNext(1)
        observer.onCompleted()
        observer.onNext(2)
        observer.onError(TestError("late"))
        return Disposables.create()
    }
}
#endif
// endregion: OutOfGrammarObservable

import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

/// A target for `Binder` and `.rx`: a counter whose reactive extension is a binder.
private final class Counter: ReactiveCompatible {
    var total = 0
    var label = ""
}

extension Reactive where Base: Counter {
    /// Adds each element to the counter's total.
    fileprivate var count: Binder<Int> {
        Binder(base) { counter, value in
            counter.total += value
        }
    }
}

/// Chapter 26: binding a source to what receives it: `bind(to:)` an observer, `bind(onNext:)`,
/// `Binder`, the `.rx` namespace, `ControlProperty` and `ControlEvent`.
final class Chapter26BindingTests: RxReadingTestCase {

    // MARK: - bind(to: observer)

    /// `bind(to:)` an observer is `subscribe` under another name: it forwards every event,
    /// `completed` included, so a subject bound to a completing source completes.
    func testBindToASubjectSendsItCompleted() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder)
        _ = Observable.of(1, 2).bind(to: subject)
        XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
        subscription.dispose()
    }

    /// `bind(to:)` an observer forwards an error too: no misuse, the subject fails.
    func testBindToASubjectForwardsAnError() {
        let subject = BehaviorSubject(value: 0)
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder)
        _ = Observable<Int>.error(TestError("boom")).bind(to: subject)
        XCTAssertEqual(recorder.events, [.next(0), .error(TestError("boom"))])
        subscription.dispose()
    }

    /// `bind(to:)` takes several observers, and observers of optionals for a source of plain
    /// elements.
    func testBindToSeveralObserversAndToObserversOfOptionals() {
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let optional = Recorder<Int?>()
        _ = Observable.of(1).bind(to: first, second)
        _ = Observable.of(2).bind(to: optional)
        XCTAssertEqual(first.events, [.next(1), .completed])
        XCTAssertEqual(second.events, [.next(1), .completed])
        XCTAssertEqual(optional.events, [.next(2), .completed])
    }

    /// `bind(to:)` a function hands it the sequence and returns its result; the curried form
    /// passes one more argument.
    func testBindToAFunctionCallsIt() {
        let source = Observable.of(1, 2, 3)
        let count: Int = source.bind { (sequence: Observable<Int>) -> Int in
            var elements: [Int] = []
            _ = sequence.subscribe(onNext: { elements.append($0) })
            return elements.count
        }
        XCTAssertEqual(count, 3)
        let scaled: [Int] = source.bind(to: { (sequence: Observable<Int>) in { (factor: Int) -> [Int] in
            var elements: [Int] = []
            _ = sequence.subscribe(onNext: { elements.append($0 * factor) })
            return elements
        } }, curriedArgument: 10)
        XCTAssertEqual(scaled, [10, 20, 30])
    }

    /// `bind(onNext:)` runs its closure for each element; an error is a misuse that stops a debug
    /// build with "Binding error:".
    func testBindOnNextRunsForEachElementAndAnErrorStopsADebugBuild() {
        var elements: [Int] = []
        _ = Observable.of(1, 2).bind(onNext: { elements.append($0) })
        XCTAssertEqual(elements, [1, 2])
        assertMisuse(message: "Binding error: TestError(boom)") {
            _ = Observable<Int>.error(TestError("boom")).bind(onNext: { _ in })
        }
    }

    /// `bind(with:onNext:)` passes the object, held weakly: once it is gone, elements are dropped.
    func testBindWithHoldsTheObjectWeakly() {
        var counter: Counter? = Counter()
        let subject = PublishSubject<Int>()
        let subscription = subject.bind(with: counter!) { counter, value in counter.total += value }
        subject.onNext(2)
        XCTAssertEqual(counter?.total, 2)
        weak let released = counter
        counter = nil
        XCTAssertNil(released)
        subject.onNext(3)
        subscription.dispose()
    }

    // MARK: - Binder

    /// A `Binder` runs its binding on its scheduler, not on the thread that sent the element.
    func testBinderDeliversOnItsScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let counter = Counter()
        var boundAt: [TestTime] = []
        let binder = Binder(counter, scheduler: scheduler) { counter, value in
            counter.total += value
            boundAt.append(scheduler.clock)
        }
        scheduler.scheduleAt(100) {
            binder.onNext(5)
            // Sent, not yet bound: the binding waits for the scheduler's turn.
            XCTAssertEqual(counter.total, 0)
        }
        scheduler.start()
        XCTAssertEqual(counter.total, 5)
        // A TestScheduler runs work scheduled "now" one tick later, as RxTest's does.
        XCTAssertEqual(boundAt, [101])
    }

    /// A `Binder` made with the default scheduler binds on the main thread: an element sent from
    /// another thread is bound once the main run loop spins.
    func testBinderByDefaultBindsOnTheMainThread() {
        let counter = Counter()
        let bound = expectation(description: "bound")
        var onMain = false
        let binder = Binder(counter) { counter, value in
            counter.total = value
            onMain = Thread.isMainThread
            bound.fulfill()
        }
        Thread.detachNewThread {
            binder.onNext(7)
        }
        wait(for: [bound], timeout: 5)
        XCTAssertEqual(counter.total, 7)
        XCTAssertTrue(onMain)
    }

    /// A `Binder` holds its target weakly: a target released before the binding runs is not
    /// bound, and nothing crashes; the binder itself keeps nothing alive.
    func testBinderHoldsItsTargetWeakly() {
        let scheduler = TestScheduler(initialClock: 0)
        var counter: Counter? = Counter()
        weak let released = counter
        var bindings = 0
        let binder = Binder(counter!, scheduler: scheduler) { (_: Counter, _: Int) in bindings += 1 }
        binder.onNext(1)
        counter = nil
        XCTAssertNil(released)
        scheduler.start()
        binder.onNext(2)
        scheduler.start()
        XCTAssertEqual(bindings, 0)
    }

    /// A `Binder` ignores `completed` (and binds elements sent after it); an error is a misuse
    /// that stops a debug build with "Binding error:".
    func testBinderIgnoresCompletedAndAnErrorStopsADebugBuild() {
        let counter = Counter()
        let binder = Binder(counter, scheduler: CurrentThreadScheduler.instance) { counter, value in
            counter.total += value
        }
        binder.on(.next(1))
        binder.on(.completed)
        binder.on(.next(2))
        XCTAssertEqual(counter.total, 3)
        assertMisuse(message: "Binding error: TestError(boom)") {
            binder.on(.error(TestError("boom")))
        }
    }

    // MARK: - .rx

    /// `.rx` is a namespace you extend: `extension Reactive where Base: Counter` adds a binder
    /// that `bind(to:)` feeds, and a writable property is a binder through `.rx` without one.
    func testRxIsANamespaceToExtend() {
        XCTAssertTrue(Thread.isMainThread)
        let counter = Counter()
        _ = Observable.of(1, 2, 3).bind(to: counter.rx.count)
        _ = Observable.of("a", "b").bind(to: counter.rx.label)
        // Run on the main thread with nothing waiting there, the main scheduler binds at once.
        XCTAssertEqual(counter.total, 6)
        XCTAssertEqual(counter.label, "b")
        XCTAssertTrue(Counter.rx == Reactive<Counter>.self)
        let object = NSObject()
        XCTAssertTrue(object.rx.base === object)
    }

    // MARK: - ControlProperty and ControlEvent

    /// A `ControlProperty` sends the current value, then the changes; `changed` skips the current
    /// value; sending into it sets the property through its value sink.
    func testControlPropertyChangedSkipsTheCurrentValue() {
        let values = BehaviorSubject(value: "a")
        let sink = Recorder<String>()
        let property = ControlProperty(values: values, valueSink: sink)
        let all = Recorder<String>()
        let changed = Recorder<String>()
        let subscriptions = [property.subscribe(all), property.changed.subscribe(changed)]
        values.onNext("b")
        values.onNext("b")
        XCTAssertEqual(all.elements, ["a", "b", "b"])
        XCTAssertEqual(changed.elements, ["b", "b"])
        property.onNext("set")
        property.on(.completed)
        XCTAssertEqual(sink.events, [.next("set"), .completed])
        subscriptions.forEach { $0.dispose() }
    }

    /// `orEmpty` reads a `String?` property's nil as "" and sets it with a `String`.
    func testOrEmptyReadsNilAsEmpty() {
        let values = BehaviorSubject<String?>(value: nil)
        let sink = Recorder<String?>()
        let text = ControlProperty(values: values, valueSink: sink).orEmpty
        let recorder = Recorder<String>()
        let subscription = text.subscribe(recorder)
        values.onNext("x")
        text.onNext("typed")
        XCTAssertEqual(recorder.elements, ["", "x"])
        XCTAssertEqual(sink.elements, ["typed"])
        subscription.dispose()
    }

    /// An error sent into a `ControlProperty` is a misuse that stops a debug build with
    /// "Binding error:".
    func testAnErrorBoundToAControlPropertyStopsADebugBuild() {
        assertMisuse(message: "Binding error: TestError(boom)") {
            ControlProperty(values: Observable<Int>.never(), valueSink: AnyObserver<Int> { _ in })
                .on(.error(TestError("boom")))
        }
    }

    /// "A `ControlEvent` never errors" is its maker's promise, not the type's check: an error in
    /// the events it wraps passes through unchanged.
    func testControlEventPassesAnErrorThroughItsPromiseIsTheMakers() {
        let recorder = Recorder<Int>()
        _ = ControlEvent(events: Observable<Int>.error(TestError("boom"))).subscribe(recorder)
        XCTAssertEqual(recorder.events, [.error(TestError("boom"))])
    }

    /// A `ControlEvent` subscribes its events on the main thread, even when subscribed from
    /// another thread.
    func testControlEventSubscribesOnTheMainThread() {
        let subscribed = expectation(description: "subscribed")
        let onMain = Locked(false)
        let events = Observable<Int>.create { observer in
            onMain.withValue { $0 = Thread.isMainThread }
            subscribed.fulfill()
            observer.onNext(1)
            return Disposables.create()
        }
        let recorder = Recorder<Int>()
        let disposable = SingleAssignmentDisposable()
        Thread.detachNewThread {
            disposable.setDisposable(ControlEvent(events: events).subscribe(recorder))
        }
        wait(for: [subscribed], timeout: 5)
        XCTAssertTrue(onMain.withValue { $0 })
        XCTAssertEqual(recorder.elements, [1])
        disposable.dispose()
    }
}

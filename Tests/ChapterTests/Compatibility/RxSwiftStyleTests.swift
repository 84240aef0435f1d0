import Dispatch
import Foundation
import XCTest
// Only the public API, as a user of RxSwift 6.5 writes it: with `import RxSwift`, `import RxTest`
// and `import RxBlocking` in place of the two lines below, this file is meant to compile and pass
// unchanged.
import RxReading
import RxReadingTest

/// Code typed in the way RxSwift 6.5's documentation and its own test suite write it, to prove
/// that the public API is RxSwift's: same names, same signatures, same behaviour.
final class RxSwiftStyleTests: XCTestCase {
    private struct SomeError: Error {}

    /// The README's first program: `create`, `subscribe` with an event closure, a dispose bag.
    func testTheReadmeProgramPrintsHelloWorldThenCompleted() {
        var printed: [String] = []
        do {
            let disposeBag = DisposeBag()
            Observable<String>.create { observer in
                observer.onNext("Hello World")
                observer.onCompleted()
                observer.onNext("Hello again")
                return Disposables.create()
            }
            .subscribe { event in
                printed.append("\(event)")
            }
            .disposed(by: disposeBag)
        }
        XCTAssertEqual(printed, ["next(Hello World)", "completed"])
    }

    /// The closure form of `subscribe`, with `onDisposed`, in RxSwift's order of calls.
    func testSubscribeWithClosuresCallsCompletedThenDisposed() {
        var calls: [String] = []
        let disposeBag = DisposeBag()
        Observable.of(1, 2, 3)
            .map { $0 * 10 }
            .filter { $0 > 10 }
            .subscribe(
                onNext: { calls.append("next \($0)") },
                onError: { _ in calls.append("error") },
                onCompleted: { calls.append("completed") },
                onDisposed: { calls.append("disposed") }
            )
            .disposed(by: disposeBag)
        XCTAssertEqual(calls, ["next 20", "next 30", "completed", "disposed"])
    }

    /// A marble test in RxTest's style: a hot source, `start`, recorded events and subscriptions.
    func testMapOnAHotObservableInRxTestStyle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(240, 3),
            .completed(300),
        ])

        let res = scheduler.start { xs.map { $0 * 2 } }

        XCTAssertEqual(res.events, [
            .next(210, 4),
            .next(240, 6),
            .completed(300),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    /// A cold source's times count from the subscription; `take` ends it early, and the
    /// recorded subscription says when it was disposed.
    func testTakeOnAColdObservableInRxTestStyle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, "a"),
            .next(20, "b"),
            .next(30, "c"),
            .completed(40),
        ])

        let res = scheduler.start { xs.take(2) }

        XCTAssertEqual(res.events, [
            .next(210, "a"),
            .next(220, "b"),
            .completed(220),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    /// `interval` on the test scheduler, disposed by `start` at its default time.
    func testIntervalOnTheTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 35) {
            Observable<Int>.interval(.seconds(10), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [.next(10, 0), .next(20, 1), .next(30, 2)])
    }

    /// An error recorded with RxTest's helper compares with the one the chain sends.
    func testErrorsAreRecordedLikeRxTest() {
        let scheduler = TestScheduler(initialClock: 0)
        let error = SomeError()
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .error(220, error),
        ])

        let res = scheduler.start { xs.filter { $0 > 0 } }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, error)])
    }

    /// RxBlocking's `toBlocking()` waits for a sequence that finishes on another queue.
    func testToBlockingWaitsForAnotherQueue() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let values = try Observable.range(start: 1, count: 5)
            .subscribe(on: scheduler)
            .map { $0 * $0 }
            .toBlocking(timeout: 30)
            .toArray()
        XCTAssertEqual(values, [1, 4, 9, 16, 25])
    }

    /// `observe(on: MainScheduler.instance)` delivers on the main thread, waited for with an
    /// expectation, which spins the main run loop.
    func testObserveOnMainSchedulerDeliversOnTheMainThread() {
        let delivered = expectation(description: "delivered")
        var onMain: [Bool] = []
        let disposeBag = DisposeBag()
        Observable.just(1)
            .subscribe(on: SerialDispatchQueueScheduler(qos: .userInitiated))
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { _ in onMain.append(Thread.isMainThread) }, onCompleted: { delivered.fulfill() })
            .disposed(by: disposeBag)
        wait(for: [delivered], timeout: 30)
        XCTAssertEqual(onMain, [true])
    }

    /// Subjects as RxSwift users drive them: `onNext` on the subject, `value()` on a
    /// BehaviorSubject, late subscribers.
    func testSubjects() throws {
        let publish = PublishSubject<String>()
        let behavior = BehaviorSubject(value: "initial")
        var seen: [String] = []
        let disposeBag = DisposeBag()

        publish.onNext("missed")
        publish.subscribe(onNext: { seen.append("p:" + $0) }).disposed(by: disposeBag)
        behavior.subscribe(onNext: { seen.append("b:" + $0) }).disposed(by: disposeBag)
        publish.onNext("one")
        behavior.onNext("two")

        XCTAssertEqual(seen, ["b:initial", "p:one", "b:two"])
        XCTAssertEqual(try behavior.value(), "two")
    }

    /// The disposables API: `Disposables.create` forms, `CompositeDisposable`,
    /// `SerialDisposable`, and `DisposeBag(disposing:)` with the result-builder `insert`.
    func testDisposablesApi() {
        var disposed: [String] = []
        let composite = CompositeDisposable()
        let key = composite.insert(Disposables.create { disposed.append("a") })
        _ = composite.insert(Disposables.create { disposed.append("b") })
        if let key {
            composite.remove(for: key)
        }
        composite.dispose()

        let serial = SerialDisposable()
        serial.disposable = Disposables.create { disposed.append("c") }
        serial.disposable = Disposables.create { disposed.append("d") }
        serial.dispose()

        var bag: DisposeBag? = DisposeBag(disposing: Disposables.create { disposed.append("e") })
        bag?.insert {
            Disposables.create { disposed.append("f") }
            Disposables.create { disposed.append("g") }
        }
        bag = nil

        XCTAssertEqual(disposed, ["a", "b", "c", "d", "e", "f", "g"])
    }

    /// `just(_:scheduler:)` as RxSwift's own tests use it: on the test scheduler the element
    /// comes one tick after the subscription and the completion one tick later; on
    /// `MainScheduler.instance`, RxBlocking collects it.
    func testJustWithASchedulerAsRxSwiftsTestsUseIt() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.just(42, scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])

        let onMain = try Observable.just(42, scheduler: MainScheduler.instance)
            .toBlocking()
            .toArray()
        XCTAssertEqual(onMain, [42])
    }

    /// `CompositeDisposable`'s initializer for four and more disposables.
    func testCompositeDisposableOfFiveDisposables() {
        var disposed: [Int] = []
        let composite = CompositeDisposable(
            Disposables.create { disposed.append(1) },
            Disposables.create { disposed.append(2) },
            Disposables.create { disposed.append(3) },
            Disposables.create { disposed.append(4) },
            Disposables.create { disposed.append(5) }
        )
        XCTAssertEqual(composite.count, 5)
        composite.dispose()
        XCTAssertEqual(disposed, [1, 2, 3, 4, 5])
    }

    /// The deprecated spellings that the Schedulers document and older articles use still work.
    @available(*, deprecated)
    func testDeprecatedSpellingsStillWork() throws {
        let values = try Observable.of(1, 2, 3)
            .subscribeOn(ConcurrentDispatchQueueScheduler(qos: .background))
            .observeOn(SerialDispatchQueueScheduler(internalSerialQueueName: "compat"))
            .toBlocking(timeout: 30)
            .toArray()
        XCTAssertEqual(values, [1, 2, 3])
    }
}

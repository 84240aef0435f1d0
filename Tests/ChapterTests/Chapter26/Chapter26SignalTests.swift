import Dispatch
import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

/// Chapter 26: `Signal` is `Driver` without the replay: the same three promises, shared with
/// `share(scope: .whileConnected)`, so a subscriber sees only what happens after it came.
final class Chapter26SignalTests: RxReadingTestCase {

    /// A tap sent before a late subscriber came is not delivered to it by a `Signal`, while a
    /// `Driver` made from the same taps hands its late subscriber the latest one at once; both
    /// deliver what comes after to everyone, and both subscribe to the taps once.
    func testASignalReplaysNothingToALateSubscriberWhereADriverReplaysItsLatest() throws {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let taps = try scheduler.createHotObservable("--1----2--", values: ["1": 1, "2": 2])
        let signalEarly = scheduler.createObserver(Int.self)
        let signalLate = scheduler.createObserver(Int.self)
        let driverEarly = scheduler.createObserver(Int.self)
        let driverLate = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = taps.asSignal(onErrorJustReturn: -1)
            let driver = taps.asDriver(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) {
                signal.emit(to: signalEarly).disposed(by: bag)
                driver.drive(driverEarly).disposed(by: bag)
            }
            scheduler.scheduleAt(250) {
                signal.emit(to: signalLate).disposed(by: bag)
                driver.drive(driverLate).disposed(by: bag)
            }
            scheduler.start()
        }
        XCTAssertEqual(signalEarly.events, [.next(220, 1), .next(270, 2)])
        XCTAssertEqual(signalLate.events, [.next(270, 2)])
        XCTAssertEqual(driverEarly.events, [.next(220, 1), .next(270, 2)])
        XCTAssertEqual(driverLate.events, [.next(250, 1), .next(270, 2)])
        XCTAssertEqual(taps.subscriptions, [Subscription(200), Subscription(200)])
    }

    /// `PublishRelay.asSignal()` and `emit(to: relay)`: a tap accepted by one relay reaches the
    /// other through a signal, and a value accepted before the signal was subscribed does not.
    func testAPublishRelayAsASignalAndASignalIntoARelay() {
        let taps = PublishRelay<String>()
        let forwarded = PublishRelay<String>()
        let recorder = Recorder<String>()
        taps.accept("before")
        let watching = forwarded.subscribe(recorder)
        let feeding = taps.asSignal().emit(to: forwarded)
        taps.accept("tap")
        XCTAssertEqual(recorder.events, [.next("tap")])
        feeding.dispose()
        watching.dispose()
    }

    /// Unlike `drive`, `emit` has no main-thread check: called on a background thread it
    /// subscribes, and the signal still delivers its events on the main thread.
    func testEmitMayBeCalledOffTheMainThreadAndStillDeliversOnIt() {
        let subject = PublishSubject<Int>()
        let signal = subject.asSignal(onErrorJustReturn: -1)
        let deliveredOnMain = Locked<[Bool]>([])
        let subscription = Locked<Disposable?>(nil)
        let subscribed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            subscription.value = signal.emit(onNext: { _ in
                deliveredOnMain.withValue { $0.append(Thread.isMainThread) }
            })
            subject.onNext(1)
            subscribed.signal()
        }
        subscribed.wait()
        let deadline = Date().addingTimeInterval(5)
        while deliveredOnMain.value.isEmpty && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
        XCTAssertEqual(deliveredOnMain.value, [true])
        subscription.value?.dispose()
    }

    /// `emit(with:)` passes the object unretained and stops calling once it is gone; a signal's
    /// `withUnretained` completes the signal at the first element after the object died.
    func testEmitWithAndWithUnretainedDoNotKeepTheObjectAlive() {
        final class Button {}
        let taps = PublishRelay<Int>()
        var button: Button? = Button()
        weak let watched = button
        var calls: [Int] = []
        var paired: [String] = []
        let emitting = taps.asSignal().emit(with: button!, onNext: { _, value in calls.append(value) })
        let pairing = taps.asSignal().withUnretained(button!).emit(
            onNext: { _, value in paired.append("next \(value)") },
            onCompleted: { paired.append("completed") })
        taps.accept(1)
        button = nil
        XCTAssertNil(watched)
        taps.accept(2)
        XCTAssertEqual(calls, [1])
        XCTAssertEqual(paired, ["next 1", "completed"])
        emitting.dispose()
        pairing.dispose()
    }
}

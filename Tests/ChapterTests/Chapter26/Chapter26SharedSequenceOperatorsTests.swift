import Dispatch
import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

private struct Failure: Error, Equatable {
    let code: Int
}

/// Chapter 26: an operator on a `Driver` returns a `Driver`: the observable operator, wrapped
/// again in the strategy's sharing, fed by a sequence that already cannot fail and already
/// delivers on the main scheduler; the time operators run on that scheduler too.
final class Chapter26SharedSequenceOperatorsTests: RxReadingTestCase {

    /// `map` and `filter` of a driver share again: two subscribers cause one subscription to the
    /// source and one call of the selector per element, and a late subscriber gets the latest
    /// mapped element at once.
    func testMapAndFilterKeepTheDriversSharing() throws {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let source = try scheduler.createHotObservable("--1-2-3-4--", values: ["1": 1, "2": 2, "3": 3, "4": 4])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var mapped = 0
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = source.asDriver(onErrorJustReturn: 0)
                .filter { $0 % 2 == 0 }
                .map { value -> Int in
                    mapped += 1
                    return value * 10
                }
            scheduler.scheduleAt(200) { driver.drive(first).disposed(by: bag) }
            scheduler.scheduleAt(250) { driver.drive(second).disposed(by: bag) }
            scheduler.start()
        }
        XCTAssertEqual(first.events, [.next(240, 20), .next(280, 40)])
        XCTAssertEqual(second.events, [.next(250, 20), .next(280, 40)])
        XCTAssertEqual(mapped, 2)
        XCTAssertEqual(source.subscriptions, [Subscription(200)])
    }

    /// `flatMapLatest`'s selector must return a driver, so an inner request's failure is dealt
    /// with inside it (here `asDriver(onErrorJustReturn:)`): the failed request becomes an
    /// element, and the outer driver goes on to the next request, where an `Observable` inner
    /// would have ended the whole chain.
    func testFlatMapLatestsInnerIsADriverSoAFailedInnerDoesNotEndTheOuter() throws {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let taps = try scheduler.createHotObservable("--1---2---3--", values: ["1": 1, "2": 2, "3": 3])
        var observer: TestableObserver<String>!
        SharingScheduler.mock(scheduler: scheduler) {
            observer = scheduler.start {
                taps.asDriver(onErrorJustReturn: 0).flatMapLatest { tap -> Driver<String> in
                    let request: Observable<String> = tap == 2
                        ? .error(Failure(code: tap))
                        : .just("ok \(tap)")
                    return request.asDriver(onErrorJustReturn: "failed \(tap)")
                }
            }
        }
        XCTAssertEqual(observer.events, [.next(220, "ok 1"), .next(260, "failed 2"), .next(300, "ok 3")])
    }

    /// `distinctUntilChanged`, `startWith`, `scan` and `withLatestFrom` on drivers: the first
    /// element is the start value, repeats are dropped, the running total is sent per change, and
    /// each total is paired with the latest element of the other driver.
    func testDistinctStartWithScanAndWithLatestFrom() throws {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let steps = try scheduler.createHotObservable("--1-1-2-2-3--", values: ["1": 1, "2": 2, "3": 3])
        let labels = try scheduler.createHotObservable("-a-----b-----", values: ["a": "a", "b": "b"])
        var observer: TestableObserver<String>!
        SharingScheduler.mock(scheduler: scheduler) {
            let label = labels.asDriver(onErrorJustReturn: "?")
            observer = scheduler.start {
                steps.asDriver(onErrorJustReturn: 0)
                    .distinctUntilChanged()
                    .startWith(0)
                    .scan(0) { $0 + $1 }
                    .withLatestFrom(label) { total, label in "\(label)\(total)" }
            }
        }
        // At 200, `startWith`'s 0 finds no label yet (the first comes at 210), so `withLatestFrom`
        // drops it; the repeated 1 and 2 never reach `scan`.
        XCTAssertEqual(observer.events, [.next(220, "a1"), .next(260, "a3"), .next(300, "b6")])
    }

    /// `combineLatest` of three drivers and `zip` of two keep the trait, and `merge` of two
    /// signals sends both as they come.
    func testCombineLatestZipAndMerge() throws {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let a = try scheduler.createHotObservable("--1-----2--", values: ["1": 1, "2": 2])
        let b = try scheduler.createHotObservable("---x-------", values: ["x": "x"])
        let c = try scheduler.createHotObservable("----t---f--", values: ["t": true, "f": false])
        var combined: TestableObserver<String>!
        var zipped: TestableObserver<String>!
        var merged: TestableObserver<String>!
        SharingScheduler.mock(scheduler: scheduler) {
            let da = a.asDriver(onErrorJustReturn: 0)
            let db = b.asDriver(onErrorJustReturn: "")
            let dc = c.asDriver(onErrorJustReturn: false)
            combined = scheduler.start { Driver.combineLatest(da, db, dc) { "\($0)\($1)\($2)" } }
        }
        let scheduler2 = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let d = try scheduler2.createHotObservable("--1-----2--", values: ["1": 1, "2": 2])
        let e = try scheduler2.createHotObservable("---x---y---", values: ["x": "x", "y": "y"])
        SharingScheduler.mock(scheduler: scheduler2) {
            let dd = d.asDriver(onErrorJustReturn: 0)
            let de = e.asDriver(onErrorJustReturn: "")
            zipped = scheduler2.start { Driver.zip(dd, de).map { "\($0)\($1)" } }
        }
        let scheduler3 = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let f = try scheduler3.createHotObservable("--1-----2--", values: ["1": "1", "2": "2"])
        let g = try scheduler3.createHotObservable("---x---y---", values: ["x": "x", "y": "y"])
        SharingScheduler.mock(scheduler: scheduler3) {
            let sf = f.asSignal(onErrorJustReturn: "")
            let sg = g.asSignal(onErrorJustReturn: "")
            merged = scheduler3.start { Signal.merge(sf, sg) }
        }
        // At 280 `a` and `c` both send; `a`'s line was made first, so its 2 comes first.
        XCTAssertEqual(combined.events, [.next(240, "1xtrue"), .next(280, "2xtrue"), .next(280, "2xfalse")])
        XCTAssertEqual(zipped.events, [.next(230, "1x"), .next(280, "2y")])
        XCTAssertEqual(merged.events, [.next(220, "1"), .next(230, "x"), .next(270, "y"), .next(280, "2")])
    }

    /// `debounce`, `throttle` and `delay` on a driver take no scheduler: they run on the
    /// strategy's, which `mock` makes the test's.
    func testTimeOperatorsRunOnTheStrategysScheduler() throws {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let typing = try scheduler.createHotObservable("--a-b-c------d--", values: [
            "a": "a", "b": "b", "c": "c", "d": "d",
        ])
        let debounced = scheduler.createObserver(String.self)
        let throttled = scheduler.createObserver(String.self)
        let delayed = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = typing.asDriver(onErrorJustReturn: "")
            scheduler.scheduleAt(200) {
                driver.debounce(.seconds(30)).drive(debounced).disposed(by: bag)
                driver.throttle(.seconds(30)).drive(throttled).disposed(by: bag)
                driver.delay(.seconds(5)).drive(delayed).disposed(by: bag)
            }
            scheduler.start()
        }
        XCTAssertEqual(debounced.events, [.next(290, "c"), .next(360, "d")])
        XCTAssertEqual(throttled.events, [.next(220, "a"), .next(250, "b"), .next(280, "c"), .next(330, "d")])
        XCTAssertEqual(delayed.events, [.next(225, "a"), .next(245, "b"), .next(265, "c"), .next(335, "d")])
    }
}

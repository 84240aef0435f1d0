#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

/// Chapter 17: many inners. `flatMap` keeps every inner subscription in one composite under a key
/// and one lock over outer and inners; RxReading's sinks decide under that lock and call out after
/// releasing it, which removes the deadlocks RxSwift 6.5's shape allows.
final class Chapter17ManyInnersTests: RxReadingTestCase {

    // MARK: - The deadlocks of calling out under a lock

    /// RxSwift #2711: when an inner completes, `merge` disposes its subscription. RxSwift 6.5 does
    /// it while holding the merge's lock; if that teardown needs a lock another thread holds, and
    /// that thread is sending into the merge, each waits for the other. RxReading disposes after
    /// releasing its lock: the teardown gets the foreign lock as soon as the sender lets it go.
    /// (Each wait is bounded: with RxSwift 6.5's shape the test fails after two seconds instead of
    /// hanging.)
    func testMergeDisposesACompletedInnerWithoutHoldingItsLock() {
        for _ in 0..<3 {
            let foreignLock = NSRecursiveLock()
            let foreignLockHeld = DispatchSemaphore(value: 0)
            let teardownStarted = DispatchSemaphore(value: 0)
            let teardownGotTheLock = Locked(false)
            let first = PublishSubject<Int>()
            let second = PublishSubject<Int>()
            let firstWithALockingTeardown = Observable<Int>.create { observer in
                let subscription = first.subscribe(observer)
                return Disposables.create {
                    teardownStarted.signal()
                    if foreignLock.lock(before: Date().addingTimeInterval(2)) {
                        foreignLock.unlock()
                        teardownGotTheLock.withValue { $0 = true }
                    }
                    subscription.dispose()
                }
            }
            let recorder = Recorder<Int>()
            let subscription = Observable.merge(firstWithALockingTeardown, second.asObservable()).subscribe(recorder)

            let done = DispatchGroup()
            done.enter()
            Thread.detachNewThread {
                foreignLock.lock()
                foreignLockHeld.signal()
                _ = teardownStarted.wait(timeout: .now() + 30)
                second.onNext(1)
                foreignLock.unlock()
                done.leave()
            }
            done.enter()
            Thread.detachNewThread {
                _ = foreignLockHeld.wait(timeout: .now() + 30)
                first.onCompleted()
                done.leave()
            }
            XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
            XCTAssertTrue(teardownGotTheLock.withValue { $0 },
                          "merge tore the completed inner down while holding its lock: the teardown waited for the sender, which waited for merge")
            XCTAssertEqual(recorder.events, [.next(1)])
            subscription.dispose()
        }
    }

    /// The other half of the cycle: RxSwift 6.5's merge holds its lock while it calls the next
    /// observer. An observer that takes a lock of its own, while another thread that holds that
    /// lock sends into the merge, deadlocks there. RxReading's merge never waits: the second
    /// thread leaves its element for the thread already delivering and returns at once.
    func testMergeDeliversWithoutHoldingItsLockSoAnObserversLockCannotDeadlockIt() {
        let observersLock = NSLock()
        let secondThreadHoldsTheLock = DispatchSemaphore(value: 0)
        let firstThreadIsDelivering = DispatchSemaphore(value: 0)
        let observerGotItsLock = Locked<[Bool]>([])
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = Observable.merge(a.asObservable(), b.asObservable())
            .subscribe(onNext: { element in
                if element == 1 {
                    firstThreadIsDelivering.signal()
                    let got = observersLock.lock(before: Date().addingTimeInterval(2))
                    if got { observersLock.unlock() }
                    observerGotItsLock.withValue { $0.append(got) }
                }
                recorder.on(.next(element))
            })

        let done = DispatchGroup()
        done.enter()
        Thread.detachNewThread {
            observersLock.lock()
            secondThreadHoldsTheLock.signal()
            _ = firstThreadIsDelivering.wait(timeout: .now() + 30)
            b.onNext(2)   // RxSwift 6.5 waits here for merge's lock, which the first thread holds
            observersLock.unlock()
            done.leave()
        }
        done.enter()
        Thread.detachNewThread {
            _ = secondThreadHoldsTheLock.wait(timeout: .now() + 30)
            a.onNext(1)
            done.leave()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(observerGotItsLock.withValue { $0 }, [true],
                       "the observer could not take its lock: merge made the other thread wait while it held it")
        XCTAssertEqual(recorder.elements, [1, 2])
        subscription.dispose()
    }

    /// What keeping no lock costs: when a second thread sends while a first is delivering, the
    /// second thread's element is delivered by the first, after its current `onNext` returns. In
    /// RxSwift 6.5 the second thread would wait for the lock and deliver its element itself. The
    /// order of the elements is the same in both; the thread that runs `onNext` for the second one
    /// is not.
    func testAnElementSentWhileAnotherThreadDeliversIsDeliveredByThatThread() {
        let secondMaySend = DispatchSemaphore(value: 0)
        let secondHasSent = DispatchSemaphore(value: 0)
        let a = PublishSubject<String>()
        let b = PublishSubject<String>()
        let log = ThreadLog()
        // Linux keeps only the first 15 bytes of a thread's name, and Foundation may not report it:
        // each thread registers its own name here instead.
        let names = Locked<[pthread_t: String]>([:])
        func currentName() -> String { names.withValue { $0[pthread_self()] } ?? "?" }
        let subscription = Observable.merge(a.asObservable(), b.asObservable())
            .subscribe(onNext: { element in
                log.append("\(element) on \(currentName())")
                if element == "a" {
                    secondMaySend.signal()
                    _ = secondHasSent.wait(timeout: .now() + 30)
                }
            })

        let done = DispatchGroup()
        done.enter()
        let first = Thread {
            names.withValue { $0[pthread_self()] = "first" }
            a.onNext("a")
            done.leave()
        }
        done.enter()
        let second = Thread {
            names.withValue { $0[pthread_self()] = "second" }
            _ = secondMaySend.wait(timeout: .now() + 30)
            b.onNext("b")   // returns at once: the first thread is delivering
            log.append("b.onNext returned on second")
            secondHasSent.signal()
            done.leave()
        }
        first.start()
        second.start()
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(log.entries, ["a on first", "b.onNext returned on second", "b on first"])
        subscription.dispose()
    }

    /// A selector runs outside merge's lock: an inner on another thread can deliver while the
    /// selector for the next outer element is still running. In RxSwift 6.5 the selector runs
    /// under the lock, so a selector that waits for an inner's element waits forever.
    func testTheSelectorRunsOutsideTheLock() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let innerElementDelivered = DispatchSemaphore(value: 0)
        let selectorSawTheInnerElement = Locked<Bool?>(nil)
        let subscription = outer
            .flatMap { value -> Observable<Int> in
                if value == 2 {
                    let sender = Thread { inner.onNext(10) }
                    sender.start()
                    selectorSawTheInnerElement.withValue { $0 = innerElementDelivered.wait(timeout: .now() + 2) == .success }
                }
                return value == 1 ? inner.asObservable() : .never()
            }
            .subscribe(onNext: { element in
                if element == 10 { innerElementDelivered.signal() }
            })
        outer.onNext(1)
        outer.onNext(2)
        XCTAssertEqual(selectorSawTheInnerElement.withValue { $0 }, true,
                       "the inner's element could not be delivered while the selector ran: the selector held merge's lock")
        subscription.dispose()
    }

    /// A re-entrant element, sent by the observer's own `onNext` into another inner on the same
    /// thread, is delivered at once, nested inside the first `onNext`: the order RxSwift 6.5's
    /// recursive lock gives, kept.
    func testAReentrantElementOnTheDeliveringThreadIsDeliveredNestedAsInRxSwift() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var log: [String] = []
        let subscription = Observable.merge(a.asObservable(), b.asObservable())
            .subscribe(onNext: { element in
                log.append("enter \(element)")
                if element == 1 { b.onNext(10) }
                log.append("exit \(element)")
            })
        a.onNext(1)
        XCTAssertEqual(log, ["enter 1", "enter 10", "exit 10", "exit 1"])
        subscription.dispose()
    }

    /// However many threads send into a merge at once, its observer is never called by two of them
    /// at the same time, every element arrives, and the completion comes last.
    func testConcurrentInnersNeverOverlapDownstreamAndNothingIsLost() {
        for _ in 0..<20 {
            let subjects = (0..<4).map { _ in PublishSubject<Int>() }
            let inside = Locked(false)
            let overlaps = Locked(0)
            let recorder = Recorder<Int>()
            let subscription = Observable.merge(subjects.map { $0.asObservable() })
                .subscribe { event in
                    let wasInside = inside.withValue { value -> Bool in
                        defer { value = true }
                        return value
                    }
                    if wasInside { overlaps.withValue { $0 += 1 } }
                    recorder.on(event)
                    inside.withValue { $0 = false }
                }
            runSimultaneously(threadCount: 4) { index in
                for element in 0..<200 {
                    subjects[index].onNext(index * 1_000 + element)
                }
                subjects[index].onCompleted()
            }
            XCTAssertEqual(overlaps.withValue { $0 }, 0)
            XCTAssertEqual(recorder.elements.count, 800)
            XCTAssertEqual(Set(recorder.elements).count, 800)
            XCTAssertEqual(recorder.events.last.map { $0.isStopEvent }, true)
            XCTAssertEqual(recorder.events.filter { $0.isStopEvent }.count, 1)
            subscription.dispose()
        }
    }
}

import Dispatch
import Foundation
import XCTest
import RxReading
import RxReadingTest

/// Chapter 16: the prices of delivering without the lock (the emitter loop), each shown on
/// `flatMapLatest`. A thread that finds another thread delivering leaves its event in the outbox
/// and returns, so (1) a sender is never slowed by a slow observer and the outbox has no bound,
/// (2) `onNext` returns before its element is delivered, and (3) the delivering thread delivers
/// the other threads' events too, for as long as they keep coming. RxSwift 6.5's `SwitchSink`
/// delivers under its lock instead: each sender waits for the observer and delivers its own.
final class Chapter16EmitterLoopCostsTests: RxReadingTestCase {
    static let burst = 10_000

    /// While the observer is still inside its first `onNext` on the first thread, a producer on a
    /// second thread sends 10,000 elements, and every one of those `onNext` calls returns: nothing
    /// made the producer wait, and 10,000 elements sat in the outbox at once (none had been
    /// delivered, none is lost). Then the first thread delivers all of them, in order, and its own
    /// `onNext(0)` returns only after the last: the producer's whole burst ran on the first
    /// thread's call.
    func testAFastProducerIsNeverSlowedAndTheDeliveringThreadDeliversItsWholeBurst() {
        let firstInner = PublishSubject<Int>()
        let outer = PublishSubject<Int>()
        let names = ThreadNames()
        let insideFirst = DispatchSemaphore(value: 0)
        let releaseFirst = DispatchSemaphore(value: 0)
        let deliveries = Locked<[(element: Int, thread: String)]>([])
        let subscription = outer
            .flatMapLatest { value in value == 0 ? firstInner.asObservable() : Observable.just(value) }
            .subscribe(onNext: { element in
                deliveries.withValue { $0.append((element, names.current)) }
                if element == 0 {
                    insideFirst.signal()
                    _ = releaseFirst.wait(timeout: .now() + 30)
                }
            })
        outer.onNext(0)

        let firstReturnedAfter = Locked(-1)
        let done = DispatchGroup()
        done.enter()
        Thread.detachNewThread {
            names.name("first")
            firstInner.onNext(0)
            firstReturnedAfter.withValue { $0 = deliveries.withValue { $0.count } }
            done.leave()
        }
        XCTAssertEqual(insideFirst.wait(timeout: .now() + 30), .success)

        let producerDone = DispatchSemaphore(value: 0)
        let deliveredWhenProducerReturned = Locked(-1)
        Thread.detachNewThread {
            names.name("producer")
            for element in 1...Self.burst {
                outer.onNext(element)
            }
            deliveredWhenProducerReturned.withValue { $0 = deliveries.withValue { $0.count } }
            producerDone.signal()
        }
        XCTAssertEqual(producerDone.wait(timeout: .now() + 30), .success,
                       "the producer's sends waited for the observer")
        XCTAssertEqual(deliveredWhenProducerReturned.value, 1,
                       "every send returned with only element 0 delivered: \(Self.burst) elements waited in the outbox")

        releaseFirst.signal()
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        let delivered = deliveries.value
        XCTAssertEqual(delivered.map(\.element), Array(0...Self.burst), "an element was lost or reordered")
        XCTAssertEqual(Set(delivered.map(\.thread)), ["first"], "the producer delivered some of its own elements")
        XCTAssertEqual(firstReturnedAfter.value, Self.burst + 1,
                       "the first thread's onNext(0) returned before it had delivered the producer's burst")
        subscription.dispose()
    }

    /// The remedy for a thread held delivering others' events: `observe(on:)` a serial queue after
    /// the operator. The emitter loop then only hands each element to the queue, which is quick, so
    /// the first thread's `onNext(0)` returns at once however much the producer sends, and the
    /// elements reach the observer on the queue, in order. (The queue has no bound either: what
    /// the outbox held, the queue holds.)
    func testObserveOnAfterTheOperatorFreesTheSendingThreads() {
        let firstInner = PublishSubject<Int>()
        let outer = PublishSubject<Int>()
        let names = ThreadNames()
        let observerQueue = DispatchQueue(label: "rx.test.observer")
        let insideFirst = DispatchSemaphore(value: 0)
        let releaseFirst = DispatchSemaphore(value: 0)
        let allDelivered = DispatchSemaphore(value: 0)
        let deliveries = Locked<[(element: Int, thread: String)]>([])
        let subscription = outer
            .flatMapLatest { value in value == 0 ? firstInner.asObservable() : Observable.just(value) }
            .observe(on: SerialDispatchQueueScheduler(queue: observerQueue, internalSerialQueueName: "rx.test.observer.scheduler"))
            .subscribe(onNext: { element in
                let onQueue = DispatchQueue.getSpecific(key: Self.queueKey) == "observer"
                deliveries.withValue { $0.append((element, onQueue ? "observer queue" : names.current)) }
                if element == 0 {
                    insideFirst.signal()
                    _ = releaseFirst.wait(timeout: .now() + 30)
                }
                if element == Self.burst { allDelivered.signal() }
            })
        observerQueue.setSpecific(key: Self.queueKey, value: "observer")
        outer.onNext(0)

        let firstReturned = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            names.name("first")
            firstInner.onNext(0)
            firstReturned.signal()
        }
        XCTAssertEqual(insideFirst.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(firstReturned.wait(timeout: .now() + 30), .success,
                       "the first thread was held while the observer ran")
        let producerDone = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            names.name("producer")
            for element in 1...Self.burst {
                outer.onNext(element)
            }
            producerDone.signal()
        }
        XCTAssertEqual(producerDone.wait(timeout: .now() + 30), .success)
        releaseFirst.signal()
        XCTAssertEqual(allDelivered.wait(timeout: .now() + 30), .success)
        let delivered = deliveries.value
        XCTAssertEqual(delivered.map(\.element), Array(0...Self.burst))
        XCTAssertEqual(Set(delivered.map(\.thread)), ["observer queue"])
        subscription.dispose()
    }

    static let queueKey = DispatchSpecificKey<String>()
}

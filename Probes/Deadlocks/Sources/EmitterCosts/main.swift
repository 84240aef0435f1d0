// The emitter loop's prices (chapter 16), measured the same way on RxSwift and on RxReading: only
// the import differs (`run-against-rxswift.sh` rewrites it). One `flatMapLatest` whose inner is a
// subject; the observer sits inside its first element, on a thread called "first", until a
// producer on another thread has sent 10,000 elements or a second has passed. Then it prints what
// each library did with the producer: whether its sends waited, how many elements were waiting
// undelivered at once, which thread delivered them, and when the first thread's own `onNext`
// returned. Deterministic: no addresses, no times.
import Dispatch
import Foundation
import RxReading

final class Box<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    func update<R>(_ change: (inout Value) -> R) -> R { lock.lock(); defer { lock.unlock() }; return change(&stored) }
    var value: Value { update { $0 } }
}

let burst = 10_000
let firstInner = PublishSubject<Int>()
let outer = PublishSubject<Int>()
let threadName = Box<[pthread_t: String]>([:])
func name(_ label: String) { threadName.update { $0[pthread_self()] = label } }
func currentName() -> String { threadName.update { $0[pthread_self()] } ?? "?" }

let deliveredBy = Box<[String: Int]>([:])
let delivered = Box(0)
let insideFirst = DispatchSemaphore(value: 0)
let release = DispatchSemaphore(value: 0)
let subscription = outer
    .flatMapLatest { value in value == 0 ? firstInner.asObservable() : Observable.just(value) }
    .subscribe(onNext: { element in
        deliveredBy.update { $0[currentName(), default: 0] += 1 }
        delivered.update { $0 += 1 }
        if element == 0 {
            insideFirst.signal()
            _ = release.wait(timeout: .now() + 1)
        }
    })
outer.onNext(0)

let firstReturnedAfter = Box(-1)
let allDone = DispatchGroup()
allDone.enter()
Thread.detachNewThread {
    name("first")
    firstInner.onNext(0)
    firstReturnedAfter.update { $0 = delivered.value }
    allDone.leave()
}
_ = insideFirst.wait(timeout: .now() + 10)

let deliveredWhenProducerReturned = Box(-1)
let producerFinishedBeforeRelease = Box(false)
let producerDone = DispatchSemaphore(value: 0)
allDone.enter()
Thread.detachNewThread {
    name("producer")
    for element in 1...burst {
        outer.onNext(element)
    }
    deliveredWhenProducerReturned.update { $0 = delivered.value }
    producerDone.signal()
    allDone.leave()
}
// The observer is let go as soon as the producer has finished, or after a second if the
// producer's sends are waiting for it.
if producerDone.wait(timeout: .now() + 1) == .success {
    producerFinishedBeforeRelease.update { $0 = true }
    producerDone.signal()
}
release.signal()
_ = allDone.wait(timeout: .now() + 30)
subscription.dispose()

let waited = !producerFinishedBeforeRelease.value
print("the producer's \(burst) sends, while the observer was inside element 0 on another thread:")
print("  did they wait for the observer? \(waited ? "yes: the first send waited until the observer returned" : "no: all returned while it was still inside")")
print("  elements delivered when the producer's last send returned: \(deliveredWhenProducerReturned.value) of \(burst + 1)")
print("  elements waiting undelivered at once, at most: \(waited ? 0 : burst + 1 - deliveredWhenProducerReturned.value)")
print("  delivered by the first thread: \(deliveredBy.value["first", default: 0]); by the producer's thread: \(deliveredBy.value["producer", default: 0])")
print("  the first thread's onNext(0) returned after \(firstReturnedAfter.value) deliveries")

import Dispatch
import Foundation
@testable import RxReading

// `create` arrives with chapter 07: from then on the deadlock tests of Part III build their
// sources with it.
#if CH07
/// An observable whose subscription's teardown first runs `beforeTeardown`, and that can be
/// completed from outside (`complete()`), for the teardown-under-a-lock deadlocks.
final class TeardownHookedSource {
    private(set) var observable: Observable<Int>!
    private let observer = Locked<AnyObserver<Int>?>(nil)

    init(_ source: Observable<Int>, beforeTeardown: @escaping () -> Void) {
        observable = Observable<Int>.create { [observer] subscriber in
            observer.value = subscriber
            let subscription = source.subscribe(subscriber)
            return Disposables.create {
                beforeTeardown()
                subscription.dispose()
            }
        }
    }

    /// Completes the subscriber, and forgets it: kept, it would hold the chain alive.
    func complete() {
        let subscriber = observer.withValue { stored -> AnyObserver<Int>? in
            defer { stored = nil }
            return stored
        }
        subscriber?.onCompleted()
    }
}

/// Runs `first` and `second` on two new threads and waits up to five seconds for both: false if
/// they have not both returned by then (deadlocked; they are left blocked, and the test fails
/// instead of hanging).
func runTwo(_ first: @escaping () -> Void, _ second: @escaping () -> Void) -> Bool {
    let done = DispatchGroup()
    for body in [first, second] {
        done.enter()
        Thread.detachNewThread {
            body()
            done.leave()
        }
    }
    return done.wait(timeout: .now() + 5) == .success
}
/// RxSwift 6.5's `BehaviorSubject` reduced to what the teardown cycles of chapters 16 and 17
/// need: a source that sends each new subscriber `value` while holding its lock (6.5's subject
/// replays its current value under its own lock), and whose subscriptions take that lock to end
/// (6.5's unsubscribe does). RxReading's `BehaviorSubject` replays without its lock (chapter 15),
/// so those tests build the lock held through a replay here.
func replayingUnderALock(_ value: Int) -> Observable<Int> {
    let lock = NSRecursiveLock()
    return Observable<Int>.create { observer in
        lock.lock()
        observer.onNext(value)
        lock.unlock()
        return Disposables.create {
            lock.lock()
            lock.unlock()
        }
    }
}
#endif

// Chapter 15's subjects and chapter 18's shares replay; from chapter 15 on, both test this cycle.
#if CH15
/// The two threads of the replay-under-a-lock cycle (chapters 15 and 18): the sender holds `foreignLock` and runs `send` once the replay has begun;
/// the subscriber's `onNext` takes `foreignLock` for the first (replayed) element, waiting at most
/// two seconds.
func replayWhileAnotherThreadHoldsTheSubscribersLock(_ shared: Observable<Int>, send: @escaping () -> Void)
    -> (finished: Bool, gotTheLock: Bool, received: [Int]) {
    let foreignLock = NSRecursiveLock()
    let lockHeld = DispatchSemaphore(value: 0)
    let replayStarted = DispatchSemaphore(value: 0)
    let received = Locked<[Int]>([])
    let gotTheLock = Locked(false)
    let subscription = Locked<Disposable?>(nil)
    let done = DispatchGroup()
    done.enter()
    Thread.detachNewThread {
        foreignLock.lock()
        lockHeld.signal()
        _ = replayStarted.wait(timeout: .now() + 5)
        send()
        foreignLock.unlock()
        done.leave()
    }
    done.enter()
    Thread.detachNewThread {
        _ = lockHeld.wait(timeout: .now() + 5)
        subscription.value = shared.subscribe(onNext: { element in
            let isFirst = received.withValue { $0.append(element); return $0.count == 1 }
            if isFirst {
                replayStarted.signal()
                let got = foreignLock.lock(before: Date().addingTimeInterval(2))
                if got { foreignLock.unlock() }
                gotTheLock.value = got
            }
        })
        done.leave()
    }
    let finished = done.wait(timeout: .now() + 10) == .success
    subscription.value?.dispose()
    return (finished, gotTheLock.value, received.value)
}
#endif

// The checks of exercise 18.3. Run them with: swift run rxbook check 18.3
import Foundation
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("18.3", "a share that replays under its lock") { check in
    let feed = PublishSubject<Int>()
    let shared = LatestShare(feed.asObservable())
    let first = EventLog<Int>(), late = EventLog<Int>()
    let a = shared.subscribe(first.asObserver())
    feed.onNext(1)
    feed.onNext(2)
    let b = shared.subscribe(late.asObserver())
    feed.onNext(3)
    try check.equal(first.events, ["next(1)", "next(2)", "next(3)"], "the first subscriber receives every element")
    try check.equal(late.events, ["next(2)", "next(3)"], "a late subscriber receives the latest element first, then the live ones")
    a.dispose()
    b.dispose()
    shared.dispose()

    // RxSwift #2653's cycle: thread B holds the subscriber's lock and sends into the source while
    // thread A subscribes, and the replayed element's onNext needs that lock.
    for _ in 0..<3 {
        let source = PublishSubject<Int>()
        let relay = LatestShare(source.asObservable())
        let keep = relay.subscribe(AnyObserver { _ in })
        source.onNext(1)
        let subscribersLock = NSRecursiveLock()
        let lockHeld = DispatchSemaphore(value: 0), replayStarted = DispatchSemaphore(value: 0)
        let results = NSLock()
        var gotIt: [Bool] = []
        var subscription: Disposable?
        let done = DispatchGroup()
        done.enter()
        Thread {
            subscribersLock.lock()
            lockHeld.signal()
            _ = replayStarted.wait(timeout: .now() + 5)
            source.onNext(2)
            subscribersLock.unlock()
            done.leave()
        }.start()
        done.enter()
        Thread {
            _ = lockHeld.wait(timeout: .now() + 5)
            let made = relay.subscribe(AnyObserver { event in
                guard case .next(1) = event else { return }
                replayStarted.signal()
                let got = subscribersLock.lock(before: Date().addingTimeInterval(2))
                if got { subscribersLock.unlock() }
                results.lock(); gotIt.append(got); results.unlock()
            })
            results.lock(); subscription = made; results.unlock()
            done.leave()
        }.start()
        _ = done.wait(timeout: .now() + 10)
        results.lock()
        let outcome = gotIt
        let made = subscription
        results.unlock()
        try check.equal(outcome.first, true,
                        "a subscriber whose onNext needs a lock held by a thread sending into the source gets that lock (it waited two seconds and gave up: the replay held LatestShare's lock)")
        made?.dispose()
        keep.dispose()
        relay.dispose()
    }
}

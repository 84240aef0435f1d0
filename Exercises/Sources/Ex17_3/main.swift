// The checks of exercise 17.3. Run them with: swift run rxbook check 17.3
import Foundation
import ExerciseKit
@testable import RxReading

/// A source that forwards `subject` and whose teardown logs, then waits up to two seconds for
/// `teardownLock` (if given); it records whether it got it.
func source(_ subject: PublishSubject<Int>, _ name: String, log: @escaping (String) -> Void,
            teardownLock: NSRecursiveLock? = nil, teardownStarted: DispatchSemaphore? = nil,
            gotTheLock: ((Bool) -> Void)? = nil) -> Observable<Int> {
    Observable<Int>.create { observer in
        let subscription = subject.subscribe(observer)
        return Disposables.create {
            log("\(name) disposed")
            teardownStarted?.signal()
            if let teardownLock {
                let got = teardownLock.lock(before: Date().addingTimeInterval(2))
                if got { teardownLock.unlock() }
                gotTheLock?(got)
            }
            subscription.dispose()
        }
    }
}

ExerciseCheck.run("17.3", "a merge that tears an inner down under its lock") { check in
    var log: [String] = []
    let a = PublishSubject<Int>(), b = PublishSubject<Int>()
    let merged = Observable<Int>.pairMerge(source(a, "a", log: { log.append($0) }), source(b, "b", log: { log.append($0) }))
    let subscription = merged.subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
    a.onNext(1)
    b.onNext(2)
    a.onCompleted()
    b.onNext(3)
    try check.equal(log, ["next 1", "next 2", "a disposed", "next 3"],
                    "a source that completes is disposed at once, and the other goes on")
    b.onCompleted()
    try check.equal(log.suffix(2), ["b disposed", "completed"], "the merge completes once both sources have completed")
    subscription.dispose()

    // RxSwift #2711: thread B holds a lock and sends into the merge while thread A completes the
    // other source, whose teardown needs that lock.
    for _ in 0..<3 {
        let foreignLock = NSRecursiveLock()
        let foreignLockHeld = DispatchSemaphore(value: 0)
        let teardownStarted = DispatchSemaphore(value: 0)
        let results = NSLock()
        var gotIt: [Bool] = []
        let first = PublishSubject<Int>(), second = PublishSubject<Int>()
        let locking = source(first, "first", log: { _ in }, teardownLock: foreignLock, teardownStarted: teardownStarted,
                             gotTheLock: { got in results.lock(); gotIt.append(got); results.unlock() })
        let received = EventLog<Int>()
        let shared = Observable<Int>.pairMerge(locking, second.asObservable()).subscribe(received)
        let done = DispatchGroup()
        done.enter()
        Thread {
            foreignLock.lock()
            foreignLockHeld.signal()
            _ = teardownStarted.wait(timeout: .now() + 30)
            second.onNext(1)
            foreignLock.unlock()
            done.leave()
        }.start()
        done.enter()
        Thread {
            _ = foreignLockHeld.wait(timeout: .now() + 30)
            first.onCompleted()
            done.leave()
        }.start()
        _ = done.wait(timeout: .now() + 30)
        results.lock()
        let outcome = gotIt
        results.unlock()
        try check.equal(outcome.first, true,
                        "a completed source's teardown that needs a lock held by a thread sending into the merge gets that lock (it waited two seconds and gave up: a deadlock)")
        try check.equal(received.events, ["next(1)"], "the other thread's element arrives")
        shared.dispose()
    }
}

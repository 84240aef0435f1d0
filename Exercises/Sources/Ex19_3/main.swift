// The checks of exercise 19.3. Run them with: swift run rxbook check 19.3
import Foundation
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("19.3", "a combineLatest whose selector runs under its lock") { check in
    let a = PublishSubject<Int>(), b = PublishSubject<Int>()
    let log = EventLog<Int>()
    let subscription = Observable<Int>.pairCombineLatest(a.asObservable(), b.asObservable(), +).subscribe(log)
    a.onNext(1)
    try check.equal(log.events, [], "nothing until both sources have sent")
    b.onNext(10)
    a.onNext(2)
    b.onNext(20)
    try check.equal(log.events, ["next(11)", "next(12)", "next(22)"], "then one result per element, with the other's latest")
    a.onCompleted()
    b.onNext(30)
    b.onCompleted()
    try check.equal(log.events, ["next(11)", "next(12)", "next(22)", "next(32)", "completed"],
                    "a completed source lends its last value; the result completes once both have")
    subscription.dispose()

    // The selector, for (2, 10), starts another thread that sends into b and waits (at most two
    // seconds) for that thread's onNext to return.
    let x = PublishSubject<Int>(), y = PublishSubject<Int>()
    let returned = Locked(false)
    let results = EventLog<Int>()
    let waiting = Observable<Int>.pairCombineLatest(x.asObservable(), y.asObservable()) { first, second -> Int in
        if first == 2 && second == 10 {
            let finished = DispatchSemaphore(value: 0)
            Thread {
                y.onNext(20)
                finished.signal()
            }.start()
            returned.set(finished.wait(timeout: .now() + 2) == .success)
        }
        return first + second
    }.subscribe(results)
    y.onNext(10)
    x.onNext(2)
    try check.equal(returned.get(), true,
                    "another thread's onNext returns while the selector runs (it could not: the selector held the lock)")
    _ = check.eventually { results.events.count == 2 }
    try check.equal(Set(results.events), ["next(12)", "next(22)"], "both results arrive")
    waiting.dispose()
}

/// A value shared between threads.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func get() -> Value { lock.lock(); defer { lock.unlock() }; return value }
    func set(_ newValue: Value) { lock.lock(); value = newValue; lock.unlock() }
}

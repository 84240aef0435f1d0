// The checks of exercise 13.2. Run them with: swift run rxbook check 13.2
import Dispatch
import Foundation
import ExerciseKit
@testable import RxReading

/// Names the queue each closure runs on, through a DispatchSpecificKey set on the queues.
let place = DispatchSpecificKey<String>()

func scheduler(named name: String) -> SerialDispatchQueueScheduler {
    let queue = DispatchQueue(label: name)
    queue.setSpecific(key: place, value: name)
    return SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "\(name).serial")
}

func currentPlace() -> String {
    DispatchQueue.getSpecific(key: place) ?? (Thread.isMainThread ? "main" : "another thread")
}

/// Collects (closure, place) notes from any thread.
final class Notes: @unchecked Sendable {
    private let lock = NSLock()
    private var notes: [String: String] = [:]
    func note(_ closure: String) {
        let where_ = currentPlace()
        lock.lock(); notes[closure] = where_; lock.unlock()
    }
    func places(_ closures: [String]) -> [String] {
        lock.lock(); defer { lock.unlock() }
        return closures.map { notes[$0] ?? "(did not run)" }
    }
}

ExerciseCheck.run("13.2", "a subscribe(on:) that disposes in the wrong place") { check in
    let worker = scheduler(named: "worker")
    let notes = Notes()
    let subscribed = DispatchSemaphore(value: 0)
    let disposed = DispatchSemaphore(value: 0)
    let source = Observable<Int>.create { observer in
        notes.note("subscribe")
        observer.onNext(1)
        subscribed.signal()
        return Disposables.create {
            notes.note("dispose")
            disposed.signal()
        }
    }

    let log = EventLog<Int>()
    let subscription = source.subscribe(via: worker).subscribe(log)
    try check.that(subscribed.wait(timeout: .now() + 5) == .success, "the source is subscribed within 5 seconds",
                   otherwise: "it was not")
    try check.equal(notes.places(["subscribe"]), ["worker"], "the source is subscribed on the scheduler")
    try check.equal(log.events, ["next(1)"], "the source's element arrives")

    // Wait until the scheduled subscribing has finished on the worker, so the dispose below
    // comes from the main thread after the subscription is in place.
    let settled = DispatchSemaphore(value: 0)
    _ = worker.schedule(()) { _ in settled.signal(); return Disposables.create() }
    _ = settled.wait(timeout: .now() + 5)
    subscription.dispose()
    try check.that(disposed.wait(timeout: .now() + 5) == .success, "the source's subscription is disposed within 5 seconds",
                   otherwise: "it was not")
    try check.equal(notes.places(["dispose"]), ["worker"],
                    "disposing from the main thread disposes the source's subscription on the scheduler, where it was made")

    let never = DispatchSemaphore(value: 0)
    let blocked = DispatchSemaphore(value: 0)
    _ = worker.schedule(()) { _ in blocked.signal(); _ = never.wait(timeout: .now() + 1); return Disposables.create() }
    _ = blocked.wait(timeout: .now() + 5)
    let early = Notes()
    let cancelled = Observable<Int>.create { _ in early.note("subscribe"); return Disposables.create() }
        .subscribe(via: worker).subscribe(EventLog<Int>())
    cancelled.dispose()
    never.signal()
    let drained = DispatchSemaphore(value: 0)
    _ = worker.schedule(()) { _ in drained.signal(); return Disposables.create() }
    _ = drained.wait(timeout: .now() + 5)
    try check.equal(early.places(["subscribe"]), ["(did not run)"],
                    "a subscription disposed before its scheduled subscribing runs never subscribes to the source")
}

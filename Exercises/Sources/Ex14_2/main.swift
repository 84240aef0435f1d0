// The checks of exercise 14.2. Run them with: swift run rxbook check 14.2
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

ExerciseCheck.run("14.2", "an observe(on:) of your own") { check in
    let worker = scheduler(named: "worker")

    /// Waits until everything scheduled on the worker so far has run.
    func settle() {
        let settled = DispatchSemaphore(value: 0)
        _ = worker.schedule(()) { _ in settled.signal(); return Disposables.create() }
        _ = settled.wait(timeout: .now() + 5)
    }

    let places = EventLog<String>()
    let values = EventLog<Int>()
    _ = Observable.from(Array(1...1_000)).observe(via: worker).subscribe { event in
        places.on(.next(currentPlace()))
        values.on(event)
    }
    settle()
    try check.equal(Set(places.events), ["next(worker)"], "every event is delivered on the scheduler")
    try check.equal(values.events, Array(1...1_000).map { "next(\($0))" } + ["completed"],
                    "1,000 elements and the completion arrive in order")

    let blocker = DispatchSemaphore(value: 0)
    let blocked = DispatchSemaphore(value: 0)
    _ = worker.schedule(()) { _ in blocked.signal(); _ = blocker.wait(timeout: .now() + 5); return Disposables.create() }
    _ = blocked.wait(timeout: .now() + 5)
    let late = EventLog<Int>()
    let subscription = Observable.of(1, 2, 3).observe(via: worker).subscribe(late)
    subscription.dispose()
    blocker.signal()
    settle()
    try check.equal(late.events, [], "events still waiting on the scheduler when the subscription is disposed are not delivered")

    let before = Resources.total
    _ = Observable.of(1, 2, 3).observe(via: worker).subscribe(EventLog<Int>())
    settle()
    let released = check.eventually(5) { Resources.total == before }
    try check.that(released, "after the completion is delivered, the subscription releases its sink and disposer",
                   otherwise: "Resources.total is \(Resources.total), not back at \(before)")
}

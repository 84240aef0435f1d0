// The checks of exercise 13.1. Run them with: swift run rxbook check 13.1
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

ExerciseCheck.run("13.1", "two subscribe(on:) in one chain") { check in
    let alpha = scheduler(named: "alpha")
    let beta = scheduler(named: "beta")

    func source(_ notes: Notes) -> Observable<Int> {
        Observable<Int>.create { observer in
            notes.note("create")
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
    }

    let first = Notes()
    let firstDone = DispatchSemaphore(value: 0)
    _ = source(first).subscribe(on: alpha).subscribe(on: beta)
        .subscribe(onNext: { _ in first.note("onNext") }, onCompleted: { firstDone.signal() })
    try check.that(firstDone.wait(timeout: .now() + 5) == .success, "the first chain completes within 5 seconds",
                   otherwise: "it did not complete")
    try check.prediction(predictedFirstChain, matches: first.places(["create", "onNext"]),
                         "source.subscribe(on: alpha).subscribe(on: beta): where create and onNext run is what you wrote")

    let second = Notes()
    let secondDone = DispatchSemaphore(value: 0)
    _ = source(second).subscribe(on: beta).map { value -> Int in second.note("map"); return value }.subscribe(on: alpha)
        .subscribe(onNext: { _ in second.note("onNext") }, onCompleted: { secondDone.signal() })
    try check.that(secondDone.wait(timeout: .now() + 5) == .success, "the second chain completes within 5 seconds",
                   otherwise: "it did not complete")
    try check.prediction(predictedSecondChain, matches: second.places(["create", "map", "onNext"]),
                         "source.subscribe(on: beta).map.subscribe(on: alpha): where create, map and onNext run is what you wrote")
}

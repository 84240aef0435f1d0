// The checks of exercise 11.1. Run them with: swift run rxbook check 11.1
import Foundation
import ExerciseKit
@testable import RxReading

/// Collects values from any thread.
final class Box<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [T] = []
    func add(_ item: T) { lock.lock(); items.append(item); lock.unlock() }
    var all: [T] { lock.lock(); defer { lock.unlock() }; return items }
}

ExerciseCheck.run("11.1", "a scheduler that runs work on one dedicated thread") { check in
    let scheduler = ThreadScheduler(name: "exercise worker")

    let ran = DispatchSemaphore(value: 0)
    let threadNames = Box<String>()
    _ = scheduler.schedule(()) { _ in
        threadNames.add(Thread.current.name ?? "(unnamed)")
        ran.signal()
        return Disposables.create()
    }
    try check.that(ran.wait(timeout: .now() + 5) == .success, "a scheduled action runs within 5 seconds",
                   otherwise: "it did not run")
    try check.equal(threadNames.all, ["exercise worker"], "the action runs on the scheduler's own thread, named \"exercise worker\"")

    let order = Box<Int>()
    let last = DispatchSemaphore(value: 0)
    for index in 0..<1_000 {
        _ = scheduler.schedule(index) { index in
            order.add(index)
            if index == 999 { last.signal() }
            return Disposables.create()
        }
    }
    try check.that(last.wait(timeout: .now() + 5) == .success, "1,000 scheduled actions all run within 5 seconds",
                   otherwise: "they did not all run")
    try check.equal(order.all, Array(0..<1_000), "actions run one at a time, in the order they were scheduled")

    let release = DispatchSemaphore(value: 0)
    let blocked = DispatchSemaphore(value: 0)
    let cancelledRan = Box<Bool>()
    _ = scheduler.schedule(()) { _ in
        blocked.signal()
        _ = release.wait(timeout: .now() + 5)
        return Disposables.create()
    }
    _ = blocked.wait(timeout: .now() + 5)
    let cancelled = scheduler.schedule(()) { _ in cancelledRan.add(true); return Disposables.create() }
    cancelled.dispose()
    let after = DispatchSemaphore(value: 0)
    _ = scheduler.schedule(()) { _ in after.signal(); return Disposables.create() }
    release.signal()
    try check.that(after.wait(timeout: .now() + 5) == .success, "work scheduled behind a cancelled action still runs",
                   otherwise: "it did not run within 5 seconds")
    try check.equal(cancelledRan.all, [], "an action whose disposable was disposed before it started never runs")

    let started = DispatchSemaphore(value: 0)
    let resultDisposed = Box<Bool>()
    let running = scheduler.schedule(()) { _ in
        started.signal()
        return Disposables.create { resultDisposed.add(true) }
    }
    _ = started.wait(timeout: .now() + 5)
    running.dispose()
    let behind = DispatchSemaphore(value: 0)
    _ = scheduler.schedule(()) { _ in behind.signal(); return Disposables.create() }
    _ = behind.wait(timeout: .now() + 5)
    try check.equal(resultDisposed.all, [true],
                    "disposing what schedule returned, once the action has run, disposes what the action returned, once")

    let delivered = Box<String>()
    let completed = DispatchSemaphore(value: 0)
    _ = Observable.of(1, 2, 3).observe(on: scheduler).subscribe(
        onNext: { _ in delivered.add(Thread.current.name ?? "(unnamed)") },
        onCompleted: { completed.signal() })
    try check.that(completed.wait(timeout: .now() + 5) == .success, "observe(on:) with this scheduler completes",
                   otherwise: "it did not complete within 5 seconds")
    try check.equal(delivered.all, Array(repeating: "exercise worker", count: 3),
                    "observe(on:) with this scheduler delivers every element on its thread")
}

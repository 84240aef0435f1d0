import Dispatch
import Foundation
import RxReading

/// Lets the main queue run until `done` says so, by spinning the main run loop: on Linux, work
/// sent to the main queue runs only while the main thread does this (or after `dispatchMain()`).
private func spinMainRunLoop(until done: () -> Bool) {
    while !done() {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
}

/// Runs everything already waiting in the main queue, so a demo starts with none of the
/// scheduler's work ahead of it. Prints nothing.
private func drainMainQueue() {
    let drained = Locked(false)
    DispatchQueue.main.async { drained.set(true) }
    spinMainRunLoop { drained.value }
}

/// A value several threads read and write under a lock.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    func set(_ value: Value) {
        lock.lock()
        stored = value
        lock.unlock()
    }

    func update(_ change: (inout Value) -> Void) {
        lock.lock()
        change(&stored)
        lock.unlock()
    }
}

extension Demos {
    /// Chapter 11's demos: where each dispatch scheduler runs its work, and when.
    static let chapter11: [Demo] = [
        Demo(chapter: 11, name: "serial-over-concurrent",
             title: "One concurrent queue under two schedulers: the serial one runs its actions one at a time, the concurrent one lets two meet") { log in
            let shared = DemoThread.queue("shared", concurrent: true)

            let serial = SerialDispatchQueueScheduler(queue: shared, internalSerialQueueName: "serial-over-shared")
            let inProgress = Locked((now: 0, most: 0))
            let allRan = DispatchGroup()
            for index in 1 ... 4 {
                allRan.enter()
                _ = serial.schedule(index) { index in
                    inProgress.update { $0.now += 1; $0.most = max($0.most, $0.now) }
                    log.print("serial scheduler: action \(index) runs on \(DemoThread.current)")
                    // Long enough for a second action to start beside it, if anything let it.
                    Thread.sleep(forTimeInterval: 0.002)
                    inProgress.update { $0.now -= 1 }
                    allRan.leave()
                    return Disposables.create()
                }
            }
            allRan.wait()
            log.print("serial scheduler: at most \(inProgress.value.most) action at a time")

            let concurrent = ConcurrentDispatchQueueScheduler(queue: shared)
            let started = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
            let met = Locked(0)
            let bothDone = DispatchGroup()
            for index in 0 ... 1 {
                bothDone.enter()
                _ = concurrent.schedule(index) { index in
                    started[index].signal()
                    // Returns success only if the other action started while this one waits.
                    if started[1 - index].wait(timeout: .now() + 10) == .success {
                        met.update { $0 += 1 }
                    }
                    bothDone.leave()
                    return Disposables.create()
                }
            }
            bothDone.wait()
            log.print("concurrent scheduler: \(met.value) of 2 actions saw the other start while they ran")
        },
        Demo(chapter: 11, name: "main-now-or-later",
             title: "MainScheduler.instance runs at once on the main queue with nothing of its own waiting, else enqueues; asyncInstance always enqueues",
             trace: DemoTrace(kinds: ["schedule", "action", "log"])) { log in
            drainMainQueue()
            let instance = MainScheduler.instance

            log.print("\(DemoThread.current): schedule A on instance")
            _ = instance.schedule(()) { _ in
                log.print("A runs on \(DemoThread.current)")
                _ = instance.schedule(()) { _ in
                    log.print("B runs on \(DemoThread.current)")
                    return Disposables.create()
                }
                log.print("A scheduled B; A returns")
                return Disposables.create()
            }
            log.print("schedule(A) returned")

            // The worker's scheduler runs on a queue the demo names, so the diagram can say
            // where C was scheduled; the main thread waits for it, so C is in the main queue
            // before D is scheduled.
            let worker = SerialDispatchQueueScheduler(queue: DemoThread.queue("worker"), internalSerialQueueName: "worker")
            let scheduledC = DispatchSemaphore(value: 0)
            _ = worker.schedule(()) { _ in
                log.print("\(DemoThread.current): schedule C on instance")
                _ = instance.schedule(()) { _ in
                    log.print("C runs on \(DemoThread.current)")
                    return Disposables.create()
                }
                scheduledC.signal()
                return Disposables.create()
            }
            scheduledC.wait()

            let ranD = Locked(false)
            log.print("\(DemoThread.current): schedule D on instance")
            _ = instance.schedule(()) { _ in
                ranD.set(true)
                log.print("D runs on \(DemoThread.current)")
                return Disposables.create()
            }
            log.print("schedule(D) returned; D \(ranD.value ? "ran" : "waits")")

            let ranE = Locked(false)
            log.print("\(DemoThread.current): schedule E on asyncInstance")
            _ = MainScheduler.asyncInstance.schedule(()) { _ in
                log.print("E runs on \(DemoThread.current)")
                ranE.set(true)
                return Disposables.create()
            }
            log.print("schedule(E) returned; E \(ranE.value ? "ran" : "waits")")

            log.print("\(DemoThread.current) spins its run loop")
            spinMainRunLoop { ranE.value }
        },
        Demo(chapter: 11, name: "main-queue-needs-a-turn",
             title: "Work sent to the main queue from another thread waits until the main thread turns its run loop") { log in
            drainMainQueue()
            let worker = DemoThread.queue("worker")
            let ranF = Locked(false)

            worker.async {
                log.print("\(DemoThread.current) schedules F on MainScheduler.instance")
                _ = MainScheduler.instance.schedule(()) { _ in
                    log.print("F runs on \(DemoThread.current)")
                    ranF.set(true)
                    return Disposables.create()
                }
                log.print("\(DemoThread.current): schedule(F) returned")
            }
            // The main thread blocks until the worker is done: F is in the main queue by then.
            worker.sync {}
            log.print("\(DemoThread.current) waited for queue worker; F \(ranF.value ? "has run" : "has not run")")
            log.print("\(DemoThread.current) spins its run loop")
            spinMainRunLoop { ranF.value }
            log.print("\(DemoThread.current) stops spinning")
        },
        Demo(chapter: 11, name: "slow-observer-interval",
             title: "interval(20 ms) on a SerialDispatchQueueScheduler whose onNext holds element 0 for 10 periods: the missed ticks are merged, not caught up") { log in
            // Counted on the dispatch timer's own monotonic clock; only what the counts prove is
            // printed, never a time. After the hold, each delivery but the first needs a period
            // boundary to pass after the one before began, so next(5) comes more than 3 periods
            // after the hold and more than 14 after subscribing (checked with a millisecond of
            // slack); a catch-up would run next(1) to next(5) back to back.
            let period: UInt64 = 20_000_000
            let scheduler = SerialDispatchQueueScheduler(queue: DemoThread.queue("ticks"), internalSerialQueueName: "slow-observer")
            let arrivals = Locked<[(value: Int, queue: String, at: UInt64)]>([])
            let holdEnded = Locked<UInt64>(0)
            let sixTicks = DispatchSemaphore(value: 0)

            let subscribedAt = DispatchTime.now().uptimeNanoseconds
            let subscription = Observable<Int>.interval(.nanoseconds(Int(period)), scheduler: scheduler)
                .subscribe(onNext: { value in
                    let now = DispatchTime.now().uptimeNanoseconds
                    var count = 0
                    arrivals.update { list in
                        list.append((value, DemoThread.current, now))
                        count = list.count
                    }
                    if value == 0 {
                        Thread.sleep(forTimeInterval: Double(10 * period) / 1e9)
                        holdEnded.set(DispatchTime.now().uptimeNanoseconds)
                    }
                    if count == 6 {
                        sixTicks.signal()
                    }
                })
            sixTicks.wait()
            subscription.dispose()

            let firstSix = Array(arrivals.value.prefix(6))
            for arrival in firstSix {
                log.print("next(\(arrival.value)) on \(arrival.queue)\(arrival.value == 0 ? ": the observer holds it for 10 periods" : "")")
            }
            let slack: UInt64 = 1_000_000
            let afterHold = firstSix[5].at - holdEnded.value
            let afterSubscribing = firstSix[5].at - subscribedAt
            log.print(afterHold + slack >= 3 * period
                      ? "next(5) came 3 periods or more after the hold: one period apart, no burst"
                      : "next(5) came less than 3 periods after the hold: a burst")
            log.print(afterSubscribing + slack >= 14 * period
                      ? "6 ticks for 14 periods or more: the 10 that fell due during the hold came as one, next(1)"
                      : "6 ticks in less than 14 periods")
        },
    ]
}

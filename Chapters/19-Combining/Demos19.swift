import Dispatch
import RxReading

/// An object that counts how many of its kind are alive: what a queue holds, seen from outside.
final class HeldElement: @unchecked Sendable {
    private static let lock = DispatchSemaphore(value: 1)
    private static var count = 0
    let value: Int

    init(_ value: Int) {
        self.value = value
        HeldElement.lock.wait()
        HeldElement.count += 1
        HeldElement.lock.signal()
    }

    deinit {
        HeldElement.lock.wait()
        HeldElement.count -= 1
        HeldElement.lock.signal()
    }

    /// How many are alive now.
    static var alive: Int {
        lock.wait()
        defer { lock.signal() }
        return count
    }
}

extension Demos {
    /// Chapter 19's demos: two threads sending into one combineLatest at once, and zip's queue.
    static let chapter19: [Demo] = [
        Demo(chapter: 19, name: "two-threads",
             title: "Two threads send into combineLatest at once: each decision takes a ticket under the lock, the selectors run outside it, and the results arrive in ticket order, delivered by the thread whose ticket came first") { log in
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            let firstSelectorRuns = DispatchSemaphore(value: 0)
            let secondSenderReturned = DispatchSemaphore(value: 0)
            let subscription = Observable.combineLatest(a, b) { x, y -> Int in
                log.print("  selector(\(x), \(y)) runs on \(DemoThread.current)")
                if x == 1 && y == 0 {
                    log.print("  selector(1, 0) waits until queue B's onNext has returned")
                    firstSelectorRuns.signal()
                    secondSenderReturned.wait()
                }
                return x + y
            }
            .subscribe(onNext: { log.print("  observer: next(\($0)) on \(DemoThread.current)") })
            log.print("b sends 0 on the main thread: a has no value yet, nothing to combine")
            b.onNext(0)
            let done = DispatchGroup()
            DemoThread.queue("A").async(group: done) {
                log.print("queue A: a.onNext(1), ticket 0")
                a.onNext(1)
                log.print("queue A: a.onNext(1) returned")
            }
            DemoThread.queue("B").async(group: done) {
                firstSelectorRuns.wait()
                log.print("queue B: b.onNext(2), ticket 1")
                b.onNext(2)
                log.print("queue B: b.onNext(2) returned; its result waits for ticket 0")
                secondSenderReturned.signal()
            }
            done.wait()
            subscription.dispose()
        },
        Demo(chapter: 19, name: "zip-queue",
             title: "zip keeps every element of a source that runs ahead, for as long as the other is silent: its queue has no bound") { log in
            let fast = PublishSubject<HeldElement>()
            let silent = PublishSubject<String>()
            let subscription = Observable.zip(fast, silent)
                .subscribe(onNext: { log.print("observer: next((\($0.value), \($1)))") },
                           onCompleted: { log.print("observer: completed") })
            log.print("fast sends 100,000 elements; silent sends nothing")
            for value in 0..<100_000 {
                fast.onNext(HeldElement(value))
            }
            log.print("elements alive, all in zip's queue: \(HeldElement.alive)")
            log.print("fast completes")
            fast.onCompleted()
            log.print("elements alive: \(HeldElement.alive)")
            log.print("silent sends x")
            silent.onNext("x")
            log.print("elements alive: \(HeldElement.alive)")
            log.print("dispose")
            subscription.dispose()
            log.print("elements alive: \(HeldElement.alive)")
        },
    ]
}

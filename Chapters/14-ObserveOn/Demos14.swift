import Dispatch
import Foundation
import RxReading

extension Demos {
    /// Chapter 14's demos: where each closure of a chain runs, and in what order observe(on:)
    /// delivers.
    static let chapter14: [Demo] = [
        Demo(chapter: 14, name: "subscribe-on-observe-on",
             title: "create → subscribe(on:) → observe(on:) → map → subscribe: the source runs where subscribe(on:) sends the subscription, map and the observer where observe(on:) sends the events",
             // The events' way down; chapter 13 draws the subscription's way up. Both in one
             // diagram would hold fourteen participants, too many to read.
             trace: DemoTrace(kinds: ["on", "schedule", "action", "log"],
                              droppingMessages: ["subscribe returned"],
                              droppingParticipants: ["create's closure", "AnonymousObservableSink#1", "ConcurrentDispatchQueueScheduler#1",
                                                     "SubscribeClosuresObserver#1"])) { log in
            subscribeOnObserveOnChain(log)
        },
        Demo(chapter: 14, name: "reading-chain",
             title: "The subscribeOn/observeOn reading's chain: create → subscribe(on: concurrent) → observe(on: serial) → map → observe(on: main) → map → subscribe",
             body: { log in readingChain(log) }),
        Demo(chapter: 14, name: "serial-path",
             title: "observe(on:) a serial scheduler: one piece of work per event, scheduled as the event arrives",
             trace: DemoTrace(kinds: ["on", "schedule", "action", "log"],
                              droppingParticipants: ["AnonymousObservableSink#1"])) { log in
            schedulingOfObserveOn(log, serial: true)
        },
        Demo(chapter: 14, name: "concurrent-path",
             title: "observe(on:) a concurrent scheduler: one step at a time, each scheduling the next when it ends",
             trace: DemoTrace(kinds: ["on", "schedule", "action", "log"],
                              droppingParticipants: ["AnonymousObservableSink#1"])) { log in
            schedulingOfObserveOn(log, serial: false)
        },
        Demo(chapter: 14, name: "one-serial-queue",
             title: "Two subscriptions and direct work on one busy serial scheduler: everything runs in the order it arrived",
             body: { log in oneSerialQueue(log) }),
        Demo(chapter: 14, name: "dispose-while-waiting",
             title: "Events handed to observe(on:) and still waiting when the subscription is disposed are dropped, on both paths",
             body: { log in disposeWhileWaiting(log) }),
        Demo(chapter: 14, name: "main-nested",
             title: "On MainScheduler.instance, an event sent from inside a delivery waits for the main queue's next turn",
             body: { log in mainNested(log) }),
    ]

    /// The head of the reading's chain: a `create` that sends "I'm " and completes, subscribed on
    /// the concurrent queue and observed on the serial one.
    private static func readingHead(_ log: DemoLog, concurrent: DispatchQueue, serial: DispatchQueue) -> Observable<String> {
        Observable<String>.create { observer in
            log.print("create's closure runs on \(DemoThread.current)")
            observer.onNext("I'm ")
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(on: ConcurrentDispatchQueueScheduler(queue: concurrent))
        .observe(on: SerialDispatchQueueScheduler(queue: serial, internalSerialQueueName: "serial"))
    }

    /// The chain of the subscribeOn/observeOn source analysis, with queues the demo can hold:
    /// each starts suspended and is let go when the work before it is done, so the steps come in
    /// one order on every run. In real use the caller goes on at once, and the source may send
    /// its next event while the serial queue delivers the last.
    private static func subscribeOnObserveOnChain(_ log: DemoLog) {
        let concurrent = DemoThread.queue("concurrent", concurrent: true)
        let serial = DemoThread.queue("serial")
        concurrent.suspend()
        serial.suspend()
        let subscription = readingHead(log, concurrent: concurrent, serial: serial)
        .map { text -> String in
            log.print("map runs on \(DemoThread.current)")
            return text + "rx"
        }
        .subscribe(onNext: { log.print("observer: next(\($0)) on \(DemoThread.current)") })
        log.print("subscribe returned on \(DemoThread.current)")
        // A queue is quiet after two waits: work that the first wait's work schedules on the
        // same queue is waited for by the second.
        concurrent.resume()
        concurrent.sync(flags: .barrier) {}
        concurrent.sync(flags: .barrier) {}
        concurrent.suspend()
        serial.resume()
        serial.sync {}
        serial.sync {}
        concurrent.resume()
        concurrent.sync(flags: .barrier) {}
        concurrent.sync(flags: .barrier) {}
        subscription.dispose()
    }

    /// The whole chain of the reading, each of its four closures printing where it runs. The
    /// concurrent and serial queues are held, and the main queue runs only while the demo spins
    /// the main run loop, so the lines come in one order on every run.
    private static func readingChain(_ log: DemoLog) {
        let concurrent = DemoThread.queue("concurrent", concurrent: true)
        let serial = DemoThread.queue("serial")
        concurrent.suspend()
        serial.suspend()
        let finished = Chapter14Flag()
        let subscription = readingHead(log, concurrent: concurrent, serial: serial)
        .map { text -> String in
            log.print("first map runs on \(DemoThread.current)")
            return text + "rx"
        }
        .observe(on: MainScheduler.instance)
        .map { text -> String in
            log.print("second map runs on \(DemoThread.current)")
            return text + "!"
        }
        .subscribe(onNext: { log.print("observer: next(\($0)) on \(DemoThread.current)") },
                   onCompleted: {
                       log.print("observer: completed on \(DemoThread.current)")
                       finished.set()
                   })
        log.print("subscribe returned on \(DemoThread.current)")
        concurrent.resume()
        concurrent.sync(flags: .barrier) {}
        concurrent.sync(flags: .barrier) {}
        log.print("the concurrent queue is done; the serial queue is let go")
        serial.resume()
        serial.sync {}
        serial.sync {}
        log.print("the serial queue is done; the main thread spins its run loop")
        spinMainRunLoop(until: finished)
        subscription.dispose()
    }

    /// A source observed on a serial or a concurrent scheduler, whose queue is held while the
    /// caller sends three events: the trace shows when observe(on:) schedules its work.
    private static func schedulingOfObserveOn(_ log: DemoLog, serial: Bool) {
        let queue = serial ? DemoThread.queue("serial") : DemoThread.queue("concurrent", concurrent: true)
        queue.suspend()
        let scheduler: ImmediateSchedulerType = serial
            ? SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "serial")
            : ConcurrentDispatchQueueScheduler(queue: queue)
        let done = DispatchSemaphore(value: 0)
        let (source, subscription) = handDriven(observedOn: scheduler, named: "observer", log: log, done: done)
        log.print("caller sends 1, 2, completed")
        source.onNext(1)
        source.onNext(2)
        source.onCompleted()
        queue.resume()
        done.wait()
        queue.sync(flags: .barrier) {}
        subscription.dispose()
    }

    /// Two subscriptions observed on one serial scheduler, and work scheduled on it directly,
    /// while the queue is busy: the order of delivery is the order of arrival.
    private static func oneSerialQueue(_ log: DemoLog) {
        let queue = DemoThread.queue("shared")
        queue.suspend()
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "shared")
        let (a, subscriptionA) = handDriven(observedOn: scheduler, named: "a", log: log)
        let (b, subscriptionB) = handDriven(observedOn: scheduler, named: "b", log: log)

        log.print("the queue is busy; the caller sends a1, b1, a2, schedules direct work, sends b2")
        a.onNext(1)
        b.onNext(1)
        a.onNext(2)
        _ = scheduler.schedule(()) { _ in
            log.print("direct work on \(DemoThread.current)")
            return Disposables.create()
        }
        b.onNext(2)
        queue.resume()
        queue.sync {}
        queue.sync {}
        subscriptionA.dispose()
        subscriptionB.dispose()
    }

    /// Events handed to observe(on:) wait for their scheduler; the subscription is disposed
    /// before the scheduler runs, and none of them is delivered.
    private static func disposeWhileWaiting(_ log: DemoLog) {
        let serialQueue = DemoThread.queue("serial")
        let concurrentQueue = DemoThread.queue("concurrent", concurrent: true)
        serialQueue.suspend()
        concurrentQueue.suspend()
        let paths: [(String, ImmediateSchedulerType, DispatchQueue)] = [
            ("serial path", SerialDispatchQueueScheduler(queue: serialQueue, internalSerialQueueName: "serial"), serialQueue),
            ("concurrent path", ConcurrentDispatchQueueScheduler(queue: concurrentQueue), concurrentQueue),
        ]
        for (name, scheduler, queue) in paths {
            let (source, subscription) = handDriven(observedOn: scheduler, named: name, log: log)
            source.onNext(1)
            source.onNext(2)
            log.print("\(name): 1 and 2 handed over; the caller disposes on \(DemoThread.current)")
            subscription.dispose()
            source.onNext(3)
            log.print("\(name): 3 sent after dispose")
            queue.resume()
            queue.sync(flags: .barrier) {}
            queue.sync(flags: .barrier) {}
            log.print("\(name): the queue has run everything it held")
        }
    }

    /// MainScheduler.instance runs a delivery at once on the main thread when nothing of its own
    /// is waiting; an event sent from inside that delivery, here into another subscription,
    /// finds the scheduler busy and waits for the main queue's next turn.
    private static func mainNested(_ log: DemoLog) {
        let finished = Chapter14Flag()
        let (b, subscriptionB) = handDriven(observedOn: MainScheduler.instance, named: "b", log: log, finished: finished)
        let (a, subscriptionA) = handDriven(observedOn: MainScheduler.instance, named: "a", log: log) {
            DispatchQueue.main.async { log.print("work sent to the main queue before b's 1") }
            b.onNext(1)
            log.print("inside a's delivery: b.onNext(1) returned")
            b.onCompleted()
        }
        a.onNext(1)
        log.print("a.onNext(1) returned")
        log.print("the main thread spins its run loop")
        spinMainRunLoop(until: finished)
        subscriptionA.dispose()
        subscriptionB.dispose()
    }

    /// A source driven by hand, observed on `scheduler`, whose observer prints what it receives
    /// and where, under `name`, runs `inside` in each delivery of an element, and signals `done`
    /// and sets `finished` at completion.
    private static func handDriven(
        observedOn scheduler: ImmediateSchedulerType, named name: String, log: DemoLog,
        done: DispatchSemaphore? = nil, finished: Chapter14Flag? = nil, inside: (() -> Void)? = nil
    ) -> (AnyObserver<Int>, Disposable) {
        let captured = Chapter14Box<AnyObserver<Int>>()
        let subscription = Observable<Int>.create { observer in
            captured.value = observer
            return Disposables.create()
        }
        .observe(on: scheduler)
        .subscribe(onNext: {
                       log.print("\(name): next(\($0)) on \(DemoThread.current)")
                       inside?()
                   },
                   onCompleted: {
                       log.print("\(name): completed on \(DemoThread.current)")
                       done?.signal()
                       finished?.set()
                   })
        return (captured.value!, subscription)
    }

    /// Runs the main queue's work by spinning the main run loop (on Linux nothing else does),
    /// until `flag` is set; gives up after ten seconds, so a broken demo ends.
    private static func spinMainRunLoop(until flag: Chapter14Flag) {
        let deadline = Date().addingTimeInterval(10)
        while !flag.isSet && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
    }
}

/// A flag set on one thread and read on another.
private final class Chapter14Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

/// A value handed from a closure to the code around it, under a lock.
private final class Chapter14Box<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    var value: Value? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            stored = newValue
            lock.unlock()
        }
    }
}

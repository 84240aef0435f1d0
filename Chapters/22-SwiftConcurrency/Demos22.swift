import Dispatch
import Foundation
import RxReading

// Chapter 22's demos cross between dispatch queues, tasks and an actor. Each line names where it
// ran by role, never by a thread's number: the key below marks the queues a demo makes, and a
// line that runs in a task says so (a task may run on any thread of the cooperative pool). Where
// two sides run at the same time, each side records its lines and the demo prints them grouped,
// after both have finished, so the output is the same on every run.

private let roleKey = DispatchSpecificKey<String>()

/// A serial queue a line can name: `role` followed by the queue's label.
private func namedQueue(_ label: String, role: String) -> DispatchQueue {
    let queue = DispatchQueue(label: label)
    queue.setSpecific(key: roleKey, value: "\(role) \(label)")
    return queue
}

/// Where the caller runs: a queue made by `namedQueue`, the main thread, or a task (described
/// by `task`, which says what it is not); anything else is "another thread".
private func place(task: String = "a task's thread: not the source queue, not main") -> String {
    if let role = DispatchQueue.getSpecific(key: roleKey) { return role }
    if Thread.isMainThread { return "the main thread" }
    if withUnsafeCurrentTask(body: { $0 != nil }) { return task }
    return "another thread"
}

/// A task executor that runs a task's jobs on one serial queue: a task that prefers it runs
/// there, between the blocks other code sends to that queue.
private final class QueueTaskExecutor: TaskExecutor, @unchecked Sendable {
    let queue: DispatchQueue

    init(queue: DispatchQueue) {
        self.queue = queue
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}

/// Lines one side of a demo records while the other side runs, printed later as a group.
private final class Recorded: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    func print(to log: DemoLog, indent: String = "  ") {
        lock.lock()
        let all = lines
        lock.unlock()
        for line in all { log.print(indent + line) }
    }
}

/// A flag set on one thread and read on another.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    func raise() {
        lock.lock()
        raised = true
        lock.unlock()
    }

    var isRaised: Bool {
        lock.lock()
        defer { lock.unlock() }
        return raised
    }
}

/// Waits for `semaphore` at most ten seconds; a demo that times out says so, which makes its
/// output differ from the book's, so `DemoTests` fails instead of hanging.
private func waitFor(_ semaphore: DispatchSemaphore, _ what: String, _ log: DemoLog) {
    if semaphore.wait(timeout: .now() + 10) == .timedOut {
        log.print("timed out waiting for \(what)")
    }
}

/// Spins the main run loop until `flag` is raised (work sent to the main queue runs only while
/// the main thread does this), at most ten seconds.
private func spinMainRunLoop(until flag: Flag, _ what: String, _ log: DemoLog) {
    let deadline = Date().addingTimeInterval(10)
    while !flag.isRaised {
        if Date() > deadline {
            log.print("timed out waiting for \(what)")
            return
        }
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
}

/// The actor the `actor-scheduler` demo's scheduler runs its work on.
private actor Mailbox {
    private var received: [String] = []

    /// Appends `event` and returns everything received so far.
    func receive(_ event: String) -> [String] {
        received.append(event)
        return received
    }
}

extension Demos {
    /// Chapter 22's demos: which thread, task or actor runs each side of the bridges between Rx
    /// and Swift concurrency.
    static let chapter22: [Demo] = [
        Demo(chapter: 22, name: "values-threads",
             title: "for try await over an observable: onNext runs on the source's queue, the loop's body in the awaiting task") { log in
            valuesThreads(log)
        },
        Demo(chapter: 22, name: "values-buffer",
             title: "Five elements sent before the loop reads one: the stream keeps them, and the loop reads all five in order") { log in
            valuesBuffer(log)
        },
        Demo(chapter: 22, name: "values-cancel",
             title: "Cancelling a waiting loop's task: dispose() starts on the cancelling queue, subscribe(on:) finishes it on the source's, and the loop ends without an error") { log in
            valuesCancel(log)
        },
        Demo(chapter: 22, name: "asobservable-task",
             title: "asObservable() subscribed from the main thread iterates in a task; observe(on: MainScheduler.instance) brings the events back") { log in
            asObservableTask(log)
        },
        Demo(chapter: 22, name: "actor-scheduler",
             title: "observe(on: ActorScheduler(actor:)) delivers each event isolated to the actor, one at a time, in order") { log in
            actorScheduler(log)
        },
    ]

    /// The source sends on its queue while the loop reads in its task, at the same time: each
    /// side records its lines, printed once the loop has ended.
    private static func valuesThreads(_ log: DemoLog) {
        let sourceQueue = namedQueue("rx.demo.source", role: "the source's queue")
        let sent = Recorded()
        let read = Recorded()
        let source = Observable<Int>.create { observer in
            for value in 1...3 {
                sent.append("onNext(\(value)) on \(place())")
                observer.onNext(value)
            }
            sent.append("onCompleted on \(place())")
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(on: SerialDispatchQueueScheduler(queue: sourceQueue, internalSerialQueueName: "rx.demo.source.serial"))

        let ended = DispatchSemaphore(value: 0)
        log.print("\(place()) starts a task that runs: for try await value in source.values")
        Task {
            var count = 0
            do {
                for try await value in source.values {
                    count += 1
                    read.append("the body reads \(value) on \(place())")
                }
                read.append("after the loop: count is \(count), on \(place())")
            } catch {
                read.append("the loop threw \(error)")
            }
            ended.signal()
        }
        waitFor(ended, "the loop to end", log)
        log.print("the source's side (create's closure):")
        sent.print(to: log)
        log.print("the loop's side:")
        read.print(to: log)
    }

    /// All five elements and the completion are sent before the task that reads them exists.
    private static func valuesBuffer(_ log: DemoLog) {
        let subject = PublishSubject<Int>()
        let stream = subject.values
        log.print("\(place()) reads subject.values: subscribed at once, hasObservers is \(subject.hasObservers)")
        for value in 1...5 {
            subject.onNext(value)
        }
        subject.onCompleted()
        log.print("\(place()) sends 1, 2, 3, 4, 5 and completed; no loop has read anything yet")
        let ended = DispatchSemaphore(value: 0)
        // The main thread waits from here on, so the task's lines come in one order.
        Task {
            var count = 0
            do {
                for try await value in stream {
                    count += 1
                    log.print("the loop reads \(value) on \(place(task: "a task's thread, not main"))")
                }
                log.print("the loop ends after \(count) elements, on \(place(task: "a task's thread, not main"))")
            } catch {
                log.print("the loop threw \(error)")
            }
            ended.signal()
        }
        waitFor(ended, "the loop to end", log)
    }

    /// The loop waits for an element that never comes; another queue cancels its task. The task
    /// prefers an executor on a serial queue of its own, so once the source has been subscribed,
    /// one empty block sent through that queue comes after the task's first run, which ends when
    /// the loop waits in the stream's `next()`: the cancel always finds it waiting, and
    /// `onTermination` runs inside `cancel()`, on the cancelling queue. The source is subscribed
    /// through `subscribe(on:)`, which sends the rest of the disposal to its own queue (chapter
    /// 13). The disposal's two steps and the loop's end run on three queues, printed grouped.
    private static func valuesCancel(_ log: DemoLog) {
        let sourceQueue = namedQueue("rx.demo.source", role: "the source's queue")
        let cancellingQueue = namedQueue("rx.demo.cancel", role: "the cancelling queue")
        let subscribed = DispatchSemaphore(value: 0)
        let disposed = DispatchSemaphore(value: 0)
        let disposal = Recorded()
        let source = Observable<Int>.create { _ in
            log.print("create's closure subscribes, on \(place())")
            subscribed.signal()
            return Disposables.create {
                disposal.append("create's disposable runs, on \(place()), where subscribe(on:) sent it")
                disposed.signal()
            }
        }
        .subscribe(on: SerialDispatchQueueScheduler(queue: sourceQueue, internalSerialQueueName: "rx.demo.source.serial"))
        // Below `subscribe(on:)`, the subscription the stream holds: says where `dispose()` starts.
        let watched = Observable<Int>.create { observer in
            let subscription = source.subscribe(observer)
            return Disposables.create {
                disposal.append("the stream's onTermination calls dispose(), on \(place()), inside cancel()")
                subscription.dispose()
            }
        }

        let loopQueue = namedQueue("rx.demo.loop", role: "the loop's queue")
        let ended = DispatchSemaphore(value: 0)
        let loopEnd = Recorded()
        log.print("\(place()) starts a task that runs: for try await value in source.values")
        let loop = Task(executorPreference: QueueTaskExecutor(queue: loopQueue)) {
            do {
                for try await value in watched.values {
                    loopEnd.append("the body reads \(value)")
                }
                loopEnd.append("the loop ends without an error (Task.isCancelled is \(Task.isCancelled)), on \(place())")
            } catch {
                loopEnd.append("the loop threw \(type(of: error))")
            }
            ended.signal()
        }
        waitFor(subscribed, "the subscription", log)
        loopQueue.sync {}
        log.print("the task waits in the stream's next(); \(cancellingQueue.getSpecific(key: roleKey) ?? "a queue") cancels it")
        cancellingQueue.sync { loop.cancel() }
        waitFor(disposed, "the disposal", log)
        waitFor(ended, "the loop to end", log)
        log.print("the subscription's side:")
        disposal.print(to: log)
        log.print("the loop's side:")
        loopEnd.print(to: log)
    }

    /// The first subscription's events run in its task while the main thread waits; the second's
    /// are sent to the main queue and run while the main thread spins its run loop.
    private static func asObservableTask(_ log: DemoLog) {
        let threeNumbers = {
            AsyncStream<Int> { continuation in
                for value in 1...3 { continuation.yield(value) }
                continuation.finish()
            }
        }
        let taskThread = "a task's thread, not main"

        log.print("\(place()) subscribes to stream.asObservable()")
        let received = Recorded()
        let completed = DispatchSemaphore(value: 0)
        let direct = threeNumbers().asObservable().subscribe(
            onNext: { received.append("onNext(\($0)) on \(place(task: taskThread))") },
            onCompleted: {
                received.append("onCompleted on \(place(task: taskThread))")
                completed.signal()
            }
        )
        waitFor(completed, "the first subscription to complete", log)
        direct.dispose()
        received.print(to: log)

        log.print("\(place()) subscribes to stream.asObservable().observe(on: MainScheduler.instance)")
        let ended = Flag()
        let moved = threeNumbers().asObservable()
            .observe(on: MainScheduler.instance)
            .subscribe(
                onNext: { log.print("  onNext(\($0)) on \(place(task: taskThread))") },
                onCompleted: {
                    log.print("  onCompleted on \(place(task: taskThread))")
                    ended.raise()
                }
            )
        log.print("subscribe returned; \(place()) spins its run loop")
        spinMainRunLoop(until: ended, "the second subscription to complete", log)
        moved.dispose()
    }

    /// Every event is delivered by the scheduler's one draining task, isolated to the mailbox:
    /// `assumeIsolated` would stop the program if it were not, and the mailbox's list shows the
    /// order it saw them in. The main thread only waits, so the lines come in one order.
    private static func actorScheduler(_ log: DemoLog) {
        let mailbox = Mailbox()
        let scheduler = ActorScheduler(actor: mailbox)
        let completed = DispatchSemaphore(value: 0)
        log.print("\(place()) subscribes to Observable.of(1, 2, 3).observe(on: ActorScheduler(actor: mailbox))")
        let subscription = Observable.of(1, 2, 3)
            .observe(on: scheduler)
            .subscribe(
                onNext: { value in
                    let held = mailbox.assumeIsolated { $0.receive("\(value)") }
                    log.print("onNext(\(value)) isolated to the actor Mailbox (main thread: \(Thread.isMainThread)); it holds \(held)")
                },
                onCompleted: {
                    let held = mailbox.assumeIsolated { $0.receive("completed") }
                    log.print("onCompleted isolated to the actor Mailbox (main thread: \(Thread.isMainThread)); it holds \(held)")
                    completed.signal()
                }
            )
        waitFor(completed, "the completion", log)
        subscription.dispose()
    }
}

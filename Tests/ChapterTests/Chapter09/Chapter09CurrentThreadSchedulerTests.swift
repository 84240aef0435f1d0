import Dispatch
import Foundation
import XCTest
@testable import RxReading

/// A scheduler with no queue: it runs each action at once, inside `schedule`, even when another
/// action is still running. It is what `CurrentThreadScheduler` would be without its trampoline.
private final class InlineScheduler: ImmediateSchedulerType {
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }
}

/// One thread's run of the `[1, 2, 3, 4, 5]` example (RxSwift's
/// `testCurrentThreadScheduler_basicScenario`), recording what that thread saw;
/// `onceInside` runs inside the first action, while the thread's trampoline is running.
private final class BasicScenarioRun: @unchecked Sendable {
    struct Result: Equatable {
        var threadNames: Set<String> = []
        var messages: [Int] = []
        var requiredBeforeStart: Bool?
        var requiredAfterEnd: Bool?
    }

    private let lock = NSLock()
    private var recorded = Result()

    var result: Result {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    private func update(_ change: (inout Result) -> Void) {
        lock.lock()
        change(&recorded)
        lock.unlock()
    }

    private func record(_ message: Int) {
        // A label in the thread's own dictionary: unlike `Thread.name`, which Linux applies to
        // the OS thread asynchronously, it is certain to be there once set.
        let name = Thread.current.threadDictionary["chapter09.label"] as? String ?? "unlabelled"
        update {
            $0.messages.append(message)
            $0.threadNames.insert(name)
        }
    }

    func run(onceInside: @escaping () -> Void) {
        let before = CurrentThreadScheduler.isScheduleRequired
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            self.record(1)
            onceInside()
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                self.record(3)
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    self.record(5)
                    return Disposables.create()
                }
                self.record(4)
                return Disposables.create()
            }
            self.record(2)
            return Disposables.create()
        }
        let after = CurrentThreadScheduler.isScheduleRequired
        update {
            $0.requiredBeforeStart = before
            $0.requiredAfterEnd = after
        }
    }
}

/// Lines recorded from any thread, each naming the thread by the label a test put in its
/// thread dictionary.
private final class LabelledLines: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    static var currentLabel: String {
        Thread.current.threadDictionary["chapter09.label"] as? String ?? "unlabelled"
    }

    func append(_ line: String) {
        lock.lock()
        recorded.append(line)
        lock.unlock()
    }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}

/// Chapter 09: `CurrentThreadScheduler` is a per-thread trampoline. The first `schedule` on a
/// thread runs its action at once and then drains a queue; a `schedule` made while an action runs
/// only enqueues. That gives the `[1, 2, 3, 4, 5]` of "RxSwift Source Code Reading Part II:
/// Scheduler", a constant stack depth for recursive work, and the order in which
/// `Producer.subscribe` runs nested subscriptions.
final class Chapter09CurrentThreadSchedulerTests: RxReadingTestCase {
    // MARK: the trampoline order

    /// The example "RxSwift Source Code Reading Part II: Scheduler" walks through (RxSwift's
    /// `testCurrentThreadScheduler_basicScenario`): a `schedule` made inside a running action
    /// runs after that action returns, so the messages come out as `[1, 2, 3, 4, 5]`.
    func testNestedSchedulesRunAfterTheCurrentActionReturns() {
        var messages: [Int] = []

        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            messages.append(1)
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                messages.append(3)
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    messages.append(5)
                    return Disposables.create()
                }
                messages.append(4)
                return Disposables.create()
            }
            messages.append(2)
            return Disposables.create()
        }

        XCTAssertEqual(messages, [1, 2, 3, 4, 5])
    }

    /// The same nesting on a scheduler without a queue runs each inner action inside the outer
    /// one, giving the nested order `[1, 3, 5, 4, 2]`: the queue is what makes the difference.
    func testASchedulerWithoutAQueueRunsNestedWorkInsideInstead() {
        let scheduler = InlineScheduler()
        var messages: [Int] = []

        _ = scheduler.schedule(()) { _ in
            messages.append(1)
            _ = scheduler.schedule(()) { _ in
                messages.append(3)
                _ = scheduler.schedule(()) { _ in
                    messages.append(5)
                    return Disposables.create()
                }
                messages.append(4)
                return Disposables.create()
            }
            messages.append(2)
            return Disposables.create()
        }

        XCTAssertEqual(messages, [1, 3, 5, 4, 2])
    }

    /// Queued work runs first in, first out across levels: what an item queues goes behind what
    /// was already waiting, so `C` (queued by `A`) runs after `B` (queued before it by the outer
    /// action).
    func testQueuedWorkRunsInTheOrderItWasQueued() {
        var trace: [String] = []

        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            trace.append("outer")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                trace.append("A")
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    trace.append("C")
                    return Disposables.create()
                }
                return Disposables.create()
            }
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                trace.append("B")
                return Disposables.create()
            }
            return Disposables.create()
        }

        XCTAssertEqual(trace, ["outer", "A", "B", "C"])
    }

    // MARK: isScheduleRequired

    /// `isScheduleRequired` is true when no trampoline runs on the thread, false inside the first
    /// action and inside the queued ones, and true again once the trampoline has drained.
    func testIsScheduleRequiredIsFalseOnlyWhileScheduledWorkRuns() {
        var seen: [String: Bool] = [:]
        seen["before"] = CurrentThreadScheduler.isScheduleRequired

        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            seen["first action"] = CurrentThreadScheduler.isScheduleRequired
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                seen["queued action"] = CurrentThreadScheduler.isScheduleRequired
                return Disposables.create()
            }
            return Disposables.create()
        }
        seen["after"] = CurrentThreadScheduler.isScheduleRequired

        XCTAssertEqual(seen, ["before": true, "first action": false, "queued action": false, "after": true])
    }

    /// The trampoline makes its queue only when an action queues work: a trampoline that never
    /// needs one leaves the slot at "running, no queue", and the queue is gone once it drains.
    func testTheQueueExistsOnlyWhileQueuedWorkNeedsIt() {
        var queueBeforeNesting: CurrentThreadScheduler.ScheduleQueue?
        var queueAfterNesting: CurrentThreadScheduler.ScheduleQueue?

        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            queueBeforeNesting = CurrentThreadScheduler.queue
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in Disposables.create() }
            queueAfterNesting = CurrentThreadScheduler.queue
            return Disposables.create()
        }

        XCTAssertNil(queueBeforeNesting)
        XCTAssertNotNil(queueAfterNesting)
        XCTAssertNil(CurrentThreadScheduler.queue)
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    /// Each thread has its own trampoline: while thread A is inside its action, thread B still
    /// finds `isScheduleRequired` true, starts its own trampoline, and both drain their own
    /// queues in the `[1, 2, 3, 4, 5]` order at the same time.
    func testEachThreadHasItsOwnTrampoline() {
        let aIsInside = DispatchSemaphore(value: 0)
        let bIsInside = DispatchSemaphore(value: 0)
        let runA = BasicScenarioRun()
        let runB = BasicScenarioRun()
        let aDone = expectation(description: "thread A finished")
        let bDone = expectation(description: "thread B finished")

        let threadA = Thread {
            Thread.current.threadDictionary["chapter09.label"] = "chapter09.A"
            runA.run(onceInside: {
                aIsInside.signal()
                bIsInside.wait()
            })
            aDone.fulfill()
        }
        let threadB = Thread {
            Thread.current.threadDictionary["chapter09.label"] = "chapter09.B"
            // B starts only once A's trampoline is running, so A's state is there to leak.
            aIsInside.wait()
            runB.run(onceInside: {
                bIsInside.signal()
            })
            bDone.fulfill()
        }
        threadA.start()
        threadB.start()
        wait(for: [aDone, bDone], timeout: 10)

        XCTAssertEqual(runA.result, BasicScenarioRun.Result(
            threadNames: ["chapter09.A"], messages: [1, 2, 3, 4, 5],
            requiredBeforeStart: true, requiredAfterEnd: true))
        XCTAssertEqual(runB.result, BasicScenarioRun.Result(
            threadNames: ["chapter09.B"], messages: [1, 2, 3, 4, 5],
            requiredBeforeStart: true, requiredAfterEnd: true))
    }

    // MARK: cancelling queued work

    /// Disposing a queued item before its turn skips it, and with it everything it would have
    /// queued: only `[1, 2]` run.
    func testDisposingAQueuedItemBeforeItsTurnSkipsIt() {
        var messages: [Int] = []

        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            messages.append(1)
            let queued = CurrentThreadScheduler.instance.schedule(()) { _ in
                messages.append(3)
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    messages.append(5)
                    return Disposables.create()
                }
                messages.append(4)
                return Disposables.create()
            }
            queued.dispose()
            messages.append(2)
            return queued
        }

        XCTAssertEqual(messages, [1, 2])
    }

    /// Disposing the item a queued action just queued skips only that one: `[1, 2, 3, 4]`.
    func testDisposingTheInnermostQueuedItemSkipsOnlyIt() {
        var messages: [Int] = []

        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            messages.append(1)
            let queued = CurrentThreadScheduler.instance.schedule(()) { _ in
                messages.append(3)
                let innermost = CurrentThreadScheduler.instance.schedule(()) { _ in
                    messages.append(5)
                    return Disposables.create()
                }
                innermost.dispose()
                messages.append(4)
                return innermost
            }
            messages.append(2)
            return queued
        }

        XCTAssertEqual(messages, [1, 2, 3, 4])
    }

    /// Work that runs at once returns the action's own disposable: there is nothing to cancel,
    /// only what the action started.
    func testWorkThatRunsAtOnceReturnsTheActionsOwnDisposable() {
        let own = BooleanDisposable()

        let returned = CurrentThreadScheduler.instance.schedule(()) { _ in own }

        XCTAssertTrue((returned as? BooleanDisposable) === own)
    }

    /// Queued work returns the queued item itself: disposing it before its turn cancels it, and
    /// disposing it after it ran disposes what the action returned.
    func testQueuedWorkReturnsTheItemWhichLaterDisposesWhatTheActionReturned() {
        let own = BooleanDisposable()
        var queued: Disposable?
        var cancelledRan = false

        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            queued = CurrentThreadScheduler.instance.schedule(()) { _ in own }
            let cancelled = CurrentThreadScheduler.instance.schedule(()) { _ in
                cancelledRan = true
                return Disposables.create()
            }
            XCTAssertTrue(cancelled is ScheduledItemType, "queued work returns the item")
            cancelled.dispose()
            return Disposables.create()
        }

        XCTAssertFalse(cancelledRan, "the item disposed while it waited never ran")
        XCTAssertTrue(queued is ScheduledItemType)
        XCTAssertFalse((queued as? Cancelable)?.isDisposed ?? true)
        XCTAssertFalse(own.isDisposed)

        queued?.dispose()

        XCTAssertTrue(own.isDisposed)
    }

    // MARK: why the queue is needed

    /// With the trampoline, a 1,000-step `scheduleRecursive` never runs a step inside another:
    /// the recursion depth stays 1. Without a queue (an inline scheduler) the same loop nests
    /// 1,000 deep.
    func testTheTrampolineKeepsRecursionDepthAtOne() {
        func maximumDepth(on scheduler: ImmediateSchedulerType) -> Int {
            var depth = 0
            var maximum = 0
            let loop = scheduler.scheduleRecursive(0) { step, recurse in
                depth += 1
                maximum = max(maximum, depth)
                if step < 999 {
                    recurse(step + 1)
                }
                depth -= 1
            }
            loop.dispose()
            return maximum
        }

        XCTAssertEqual(maximumDepth(on: CurrentThreadScheduler.instance), 1)
        XCTAssertEqual(maximumDepth(on: InlineScheduler()), 1000)
    }

    /// Because the stack stays flat, a 100,000-step `scheduleRecursive` on the current-thread
    /// scheduler completes without overflowing the stack (chapter 08's loop, made safe here).
    func testAHundredThousandStepLoopCompletesWithoutOverflowingTheStack() {
        var steps = 0

        let loop = CurrentThreadScheduler.instance.scheduleRecursive(0) { step, recurse in
            steps += 1
            if step < 99_999 {
                recurse(step + 1)
            }
        }
        loop.dispose()

        XCTAssertEqual(steps, 100_000)
    }

    // MARK: Queue

    /// The queue hands elements back in the order they went in, and `nil` once it is empty.
    func testQueueIsFirstInFirstOutAndEmptyGivesNil() {
        var queue = Queue<Int>(capacity: 4)
        XCTAssertTrue(queue.isEmpty)
        XCTAssertNil(queue.dequeue())

        queue.enqueue(1)
        queue.enqueue(2)
        queue.enqueue(3)

        XCTAssertEqual([queue.dequeue(), queue.dequeue(), queue.dequeue(), queue.dequeue()], [1, 2, 3, nil])
        XCTAssertTrue(queue.isEmpty)
    }

    /// The queue grows past its initial capacity without losing or reordering anything.
    func testQueueGrowsPastItsCapacity() {
        var queue = Queue<Int>(capacity: 2)

        for element in 0 ..< 100 {
            queue.enqueue(element)
        }

        XCTAssertEqual(queue.count, 100)
        XCTAssertEqual(Array(queue), Array(0 ..< 100))
        XCTAssertEqual(queue.peek(), 0)
    }

    /// The ring wraps: after two dequeues, new elements go into the freed slots at the front of
    /// the buffer; a full ring doubles (4 slots to 8), and growing a full, wrapped ring copies
    /// both pieces back in order.
    func testQueueWrapsAroundThenGrowsInOrder() {
        var queue = Queue<Int>(capacity: 4)
        queue.enqueue(1)
        queue.enqueue(2)
        queue.enqueue(3)
        XCTAssertEqual(queue.dequeue(), 1)
        XCTAssertEqual(queue.dequeue(), 2)

        // Slots 3, 0 and 1: the ring is full and its oldest element sits in the middle.
        queue.enqueue(4)
        queue.enqueue(5)
        queue.enqueue(6)
        XCTAssertEqual(Array(queue), [3, 4, 5, 6])

        // Full: this one makes it grow.
        queue.enqueue(7)
        XCTAssertEqual(queue.storage.count, 8, "a full ring doubles")
        XCTAssertEqual(Array(queue), [3, 4, 5, 6, 7])

        var drained: [Int] = []
        while let element = queue.dequeue() {
            drained.append(element)
        }
        XCTAssertEqual(drained, [3, 4, 5, 6, 7])
    }

    /// Shrinking (when the queue falls below a quarter full, the ring halves: 64 slots to 32)
    /// keeps the order, even when the live elements wrap around the end of the buffer at that
    /// moment.
    func testQueueShrinksKeepingOrder() {
        var queue = Queue<Int>(capacity: 2)
        for element in 0 ..< 64 {
            queue.enqueue(element)
        }
        // 64 slots, full. Free the first 40, then wrap 7 new elements into slots 0...6.
        for expected in 0 ..< 40 {
            XCTAssertEqual(queue.dequeue(), expected)
        }
        for element in 64 ..< 71 {
            queue.enqueue(element)
        }
        // The sixteenth dequeue leaves 15 elements (slots 56...63 and 0...6) and halves the ring.
        for expected in 40 ..< 56 {
            XCTAssertEqual(queue.dequeue(), expected)
        }
        XCTAssertEqual(queue.storage.count, 32, "below a quarter full, the ring halves")

        XCTAssertEqual(Array(queue), Array(56 ..< 71))
        queue.enqueue(71)
        var drained: [Int] = []
        while let element = queue.dequeue() {
            drained.append(element)
        }
        XCTAssertEqual(drained, Array(56 ..< 72))
    }

    /// `peek` and iteration look without taking: count and contents are unchanged afterwards.
    func testQueuePeekAndIterationDoNotRemove() {
        var queue = Queue<String>(capacity: 2)
        queue.enqueue("a")
        queue.enqueue("b")

        XCTAssertEqual(queue.peek(), "a")
        XCTAssertEqual(Array(queue), ["a", "b"])
        XCTAssertEqual(Array(queue), ["a", "b"])
        XCTAssertEqual(queue.count, 2)
        XCTAssertEqual(queue.dequeue(), "a")
        XCTAssertEqual(queue.peek(), "b")
    }

    /// Over many mixed enqueues and dequeues (growing, wrapping and shrinking many times) the
    /// queue always holds what an array used as a queue would hold.
    func testQueueAgreesWithAnArrayOverManyMixedOperations() {
        var queue = Queue<Int>(capacity: 1)
        var model: [Int] = []
        // A fixed linear congruential sequence: the run is the same every time.
        var seed: UInt32 = 12345
        func nextRandom() -> UInt32 {
            seed = seed &* 1_103_515_245 &+ 12345
            return (seed >> 16) & 0x7fff
        }

        for operation in 0 ..< 20_000 {
            // Phases that mostly grow and phases that mostly shrink, so the ring resizes both ways.
            let enqueueChance: UInt32 = (operation / 1000) % 2 == 0 ? 70 : 30
            if nextRandom() % 100 < enqueueChance {
                queue.enqueue(operation)
                model.append(operation)
            } else {
                XCTAssertEqual(queue.dequeue(), model.isEmpty ? nil : model.removeFirst())
            }
            XCTAssertEqual(queue.count, model.count)
            if operation % 997 == 0 {
                XCTAssertEqual(Array(queue), model)
            }
        }
        XCTAssertEqual(Array(queue), model)
    }

    // MARK: ScheduledItem

    /// A scheduled item runs its action with its state when invoked, and disposing it afterwards
    /// disposes what the action returned.
    func testScheduledItemInvokeRunsTheActionWithItsState() {
        var received: [String] = []
        let returned = BooleanDisposable()
        let item = ScheduledItem(action: { (state: String) -> Disposable in
            received.append(state)
            return returned
        }, state: "state")

        XCTAssertFalse(item.isDisposed)
        item.invoke()
        XCTAssertEqual(received, ["state"])
        XCTAssertFalse(returned.isDisposed)

        item.dispose()
        XCTAssertTrue(item.isDisposed)
        XCTAssertTrue(returned.isDisposed)
    }

    /// A disposed item reports it, which is how the trampoline knows to skip it; the item itself
    /// does not refuse to run, but whatever it returns when invoked late is disposed at once.
    func testScheduledItemDisposedBeforeInvokeDisposesItsResultAtOnce() {
        let returned = BooleanDisposable()
        let item = ScheduledItem(action: { (_: Void) -> Disposable in returned }, state: ())

        item.dispose()
        XCTAssertTrue(item.isDisposed)

        item.invoke()
        XCTAssertTrue(returned.isDisposed)
    }

    // MARK: Producer.subscribe revisited

    /// `Producer.subscribe` runs inside the trampoline: while a subscription is being set up,
    /// `isScheduleRequired` is false, so the work it schedules is queued.
    func testSubscribingRunsInsideTheTrampoline() {
        var requiredDuringSubscribe: Bool?

        _ = Observable<Int>.create { observer in
            requiredDuringSubscribe = CurrentThreadScheduler.isScheduleRequired
            observer.onCompleted()
            return Disposables.create()
        }.subscribe()

        XCTAssertEqual(requiredDuringSubscribe, false)
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    /// An `Observable.of(1, 2, 3)` subscribed inside the `onNext` of another `of` subscription
    /// takes turns with it: each element is one queued step, and the inner's first step is
    /// queued ahead of the outer's second, so the two sequences interleave step by step. Reasoned from RxSwift 6.5: the outer subscription is
    /// the trampoline; its step 1 delivers `outer 1`, whose `onNext` subscribes the inner (no new
    /// trampoline, so the inner's first step is queued), then queues its own step 2; the queue
    /// then alternates inner and outer steps, and each completion is one more step:
    /// `outer 1, inner 1, outer 2, inner 2, outer 3, inner 3, outer completed, inner completed`.
    func testASubscriptionMadeDuringDeliveryTakesTurnsWithTheOuterOne() {
        var trace: [String] = []
        let inner = Observable.of(1, 2, 3)

        _ = Observable.of(1, 2, 3).subscribe(onNext: { element in
            trace.append("outer \(element)")
            if element == 1 {
                _ = inner.subscribe(onNext: { trace.append("inner \($0)") },
                                    onCompleted: { trace.append("inner completed") })
            }
        }, onCompleted: {
            trace.append("outer completed")
        })

        XCTAssertEqual(trace, ["outer 1", "inner 1", "outer 2", "inner 2", "outer 3", "inner 3",
                               "outer completed", "inner completed"])
    }

    /// Because the first step of `from`'s loop is queued until `run` has returned and the
    /// `SinkDisposer` holds the sink, a `take(3)` below it can stop the loop: the sequence is
    /// asked for exactly three elements, not for all thousand (chapter 07's plain loop would
    /// have pulled every one).
    func testTakeStopsTheLoopOfFromAfterTheElementsItTook() {
        var pulled = 0
        let thousand = (1 ... 1000).lazy.map { element -> Int in
            pulled += 1
            return element
        }
        let recorder = Recorder<Int>()

        _ = Observable.from(thousand).take(3).subscribe(recorder)

        XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(pulled, 3)
    }

    /// A chain with no scheduler in it runs on the thread that subscribes: every element of
    /// `of(...).map(...)` is delivered on the subscribing thread, whichever thread that is.
    func testAChainWithNoSchedulerRunsOnTheThreadThatSubscribes() {
        let seen = LabelledLines()
        let done = expectation(description: "the thread subscribed")

        let thread = Thread {
            Thread.current.threadDictionary["chapter09.label"] = "chapter09.subscriber"
            _ = Observable.of(1, 2, 3).map { $0 * 10 }.subscribe(onNext: { element in
                seen.append("\(element) on \(LabelledLines.currentLabel)")
            })
            done.fulfill()
        }
        thread.start()
        wait(for: [done], timeout: 10)

        XCTAssertEqual(seen.lines, ["10 on chapter09.subscriber", "20 on chapter09.subscriber", "30 on chapter09.subscriber"])
    }

    /// The same two sequences on a scheduler without a queue nest instead: the whole inner
    /// sequence runs inside the outer `onNext(1)`.
    func testWithoutAQueueTheInnerSubscriptionRunsNestedInsideTheOuter() {
        let scheduler = InlineScheduler()
        var trace: [String] = []
        let inner = Observable.of(1, 2, 3, scheduler: scheduler)

        _ = Observable.of(1, 2, 3, scheduler: scheduler).subscribe(onNext: { element in
            trace.append("outer \(element)")
            if element == 1 {
                _ = inner.subscribe(onNext: { trace.append("inner \($0)") },
                                    onCompleted: { trace.append("inner completed") })
            }
        }, onCompleted: {
            trace.append("outer completed")
        })

        XCTAssertEqual(trace, ["outer 1", "inner 1", "inner 2", "inner 3", "inner completed",
                               "outer 2", "outer 3", "outer completed"])
    }
}

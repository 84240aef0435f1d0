import Dispatch
import Foundation

/// A scheduler whose clock moves only when its queue of work says so: time jumps straight to the
/// next item that is due, so a test of "after 10 minutes" runs in microseconds and always gives
/// the same answer.
///
/// Work waits in a priority queue ordered by due time, and by order of scheduling among items
/// due at the same time. `start()` runs the queue until it is empty (or `stop()` is called),
/// `advanceTo(_:)` runs only what is due up to a time, and `sleep(_:)` moves the clock without
/// running anything. The clock's units come from `Converter` (see `VirtualTimeConverterType`).
///
/// Not thread-safe. As in RxSwift, every call must be made on the main queue (a test method, or
/// work sent to `DispatchQueue.main`); a call from another thread stops the program.
// region: VirtualTimeScheduler
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
    /// A point on this scheduler's virtual clock: the converter's `VirtualTimeUnit`.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// A span on this scheduler's virtual clock: the converter's `VirtualTimeIntervalUnit`.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private var running = false
    private var currentClock: VirtualTime
    private var schedulerQueue: PriorityQueue<VirtualSchedulerItem<VirtualTime>>
    private let converter: Converter
    private var nextId = 0

    /// The clock as a real date, through the converter.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// The virtual clock.
    public var clock: VirtualTime {
        currentClock
    }

    /// Creates a scheduler whose clock reads `initialClock` and whose queue is empty.
    ///
    /// - Parameters:
    ///   - initialClock: What the clock reads before anything runs.
    ///   - converter: Does all arithmetic and conversion on the virtual clock.
    public init(initialClock: VirtualTime, converter: Converter) {
        currentClock = initialClock
        self.converter = converter
        schedulerQueue = PriorityQueue { lhs, rhs in
            switch converter.compareVirtualTime(lhs.time, rhs.time) {
            case .lessThan:
                return true
            case .equal:
                // Same due time: first scheduled, first run.
                return lhs.id < rhs.id
            case .greaterThan:
                return false
            }
        }
        #if TRACE_RESOURCES
        _ = Resources.incrementTotal()
        #endif
    }
    // endregion: VirtualTimeScheduler

    // region: VirtualTimeSchedulerScheduling
    /// Schedules `action` for the current virtual time, after everything already due by then.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work; returns a disposable for what it starts.
    /// - Returns: A disposable that cancels the action if it has not run yet, and disposes what the
    ///   action returned if it has.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` `dueTime` after the clock, measured in real time through the
    /// converter, at the time `adjustScheduledTime(_:)` makes of it.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - dueTime: How long after the clock to run it, in real time.
    ///   - action: The work; returns a disposable for what it starts.
    /// - Returns: A disposable that cancels the action if it has not run yet, and disposes what the
    ///   action returned if it has.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let time = converter.convertToVirtualTime(now.addingDispatchInterval(dueTime))
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(time), action: action)
    }

    /// Schedules `action` `dueTime` after the clock, measured in virtual units, with no
    /// adjustment.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - dueTime: How long after the clock to run it, in virtual units.
    ///   - action: The work; returns a disposable for what it starts.
    /// - Returns: A disposable that cancels the action if it has not run yet, and disposes what the
    ///   action returned if it has.
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules `action` at the virtual time `time`. A time already past runs at the current
    /// clock when its turn comes: the clock never goes back for it.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - time: The virtual time to run it at.
    ///   - action: The work; returns a disposable for what it starts.
    /// - Returns: a disposable that cancels the action if it has not run yet, and disposes what
    ///   the action returned if it has.
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        ensureOnMainQueue("scheduleAbsoluteVirtual(_:time:action:)")

        let item = VirtualSchedulerItem(action: { action(state) }, time: time, id: nextId)
        nextId += 1
        schedulerQueue.enqueue(item)
        return item
    }

    /// The time an item scheduled with `scheduleRelative` (and so `schedule`) is queued at. The
    /// base scheduler keeps `time`; RxReadingTest's `TestScheduler` moves "now" one tick later.
    ///
    /// - Parameter time: The due time `scheduleRelative` computed.
    /// - Returns: The time to queue the item at.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }
    // endregion: VirtualTimeSchedulerScheduling

    // region: VirtualTimeSchedulerRunning
    /// Runs the queued work in order, moving the clock to each item's due time, until the queue
    /// is empty or an action calls `stop()`. Work scheduled meanwhile runs too. Called from
    /// inside a running action, it does nothing.
    public func start() {
        ensureOnMainQueue("start()")

        if running {
            return
        }

        running = true
        repeat {
            guard let next = dequeueNext(dueBy: nil) else {
                break
            }
            runItem(next)
        } while running
        running = false
    }

    // region: VirtualTimeSchedulerClockControls
    /// Runs the queued work due up to `virtualTime`, in order, then sets the clock to
    /// `virtualTime` (even if an action called `stop()`). As in RxSwift, a `virtualTime` in the
    /// past sets the clock back.
    ///
    /// - Parameter virtualTime: The virtual time to run up to, and the clock afterwards.
    public func advanceTo(_ virtualTime: VirtualTime) {
        ensureOnMainQueue("advanceTo(_:)")

        if running {
            rxFatalError("VirtualTimeScheduler.advanceTo(_:) was called while the scheduler is running; an action cannot drive its own scheduler, so move the clock with sleep(_:) inside actions and call advanceTo(_:) only from outside")
        }

        running = true
        repeat {
            guard let next = dequeueNext(dueBy: virtualTime) else {
                break
            }
            runItem(next)
        } while running

        currentClock = virtualTime
        running = false
    }

    /// Moves the clock forward by `virtualInterval` without running anything: the work that
    /// comes due meanwhile runs late, at the new clock.
    ///
    /// - Parameter virtualInterval: How far to move the clock; zero or more.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        ensureOnMainQueue("sleep(_:)")

        let sleepTo = converter.offsetVirtualTime(clock, offset: virtualInterval)
        if converter.compareVirtualTime(sleepTo, clock).lessThan {
            rxFatalError("VirtualTimeScheduler.sleep(_:) was given a negative interval; virtual time only moves forward, so sleep for zero or more")
        }

        currentClock = sleepTo
    }

    /// Makes a running `start()` or `advanceTo(_:)` return after the current action.
    public func stop() {
        ensureOnMainQueue("stop()")

        running = false
    }
    // endregion: VirtualTimeSchedulerClockControls

    /// Takes the next item that is not disposed off the queue, if it is due by `limit`.
    ///
    /// Disposed items are dropped here, when they reach the front, rather than searched for when
    /// they are disposed. RxSwift runs an item while it is still queued and then removes it with
    /// a search from the front of the heap's array, which finds it at once unless the action
    /// queued something due before it; taking it off first needs no search, and nothing can
    /// observe the difference, because an action can add items but cannot run the queue.
    private func dequeueNext(dueBy limit: VirtualTime?) -> VirtualSchedulerItem<VirtualTime>? {
        while let front = schedulerQueue.peek() {
            if front.isDisposed {
                _ = schedulerQueue.dequeue()
                continue
            }
            if let limit, converter.compareVirtualTime(front.time, limit).greaterThan {
                return nil
            }
            return schedulerQueue.dequeue()
        }
        return nil
    }

    private func runItem(_ item: VirtualSchedulerItem<VirtualTime>) {
        // Time jumps forward to the item; an item that is late runs at the clock as it is.
        if converter.compareVirtualTime(item.time, clock).greaterThan {
            currentClock = item.time
        }
        item.invoke()
    }
    // endregion: VirtualTimeSchedulerRunning

    private func ensureOnMainQueue(_ operation: String) {
        if !MainQueueCheck.isMainQueue {
            rxFatalError("VirtualTimeScheduler.\(operation) was called off the main queue; a virtual-time scheduler is not thread-safe, so use it only from the main queue (a test method, or work sent to DispatchQueue.main)")
        }
    }

    #if TRACE_RESOURCES
    deinit {
        _ = Resources.decrementTotal()
    }
    #endif
}

extension VirtualTimeScheduler: CustomDebugStringConvertible {
    /// The clock and the due times of the items still waiting, disposed ones left out, in the
    /// order they will run: `VirtualTimeScheduler(clock: 0, pending: ["10", "30"])`. RxSwift 6.5
    /// prints only its heap's array of due times, in heap order, disposed items included.
    public var debugDescription: String {
        let pending = schedulerQueue.unorderedElements
            .filter { !$0.isDisposed }
            .sorted { lhs, rhs in
                switch converter.compareVirtualTime(lhs.time, rhs.time) {
                case .lessThan: return true
                case .equal: return lhs.id < rhs.id
                case .greaterThan: return false
                }
            }
        return "VirtualTimeScheduler(clock: \(clock), pending: \(pending.map(\.debugDescription)))"
    }
}

/// Tells whether the caller runs on the main queue, with a value only the main queue carries:
/// RxSwift's `DispatchQueue.isMain`, kept private to this file.
private enum MainQueueCheck {
    static let key: DispatchSpecificKey<Void> = {
        let key = DispatchSpecificKey<Void>()
        DispatchQueue.main.setSpecific(key: key, value: ())
        return key
    }()

    static var isMainQueue: Bool {
        DispatchQueue.getSpecific(key: key) != nil
    }
}

import Dispatch

/// A dispatch queue and a timer leeway, and the three ways of running work on that queue that
/// every dispatch scheduler shares: now, after a delay, and periodically.
///
/// `SerialDispatchQueueScheduler` and `ConcurrentDispatchQueueScheduler` differ only in the
/// queue they hand to this type, so all of their scheduling lives here once. Delays and periods
/// use `DispatchSource` timers rather than chapter 10's emulation: the queue already has a clock.
///
/// Every disposable it returns is safe to dispose from any thread, before, during or after the
/// action runs.
// region: DispatchQueueConfiguration
// Sendable: two immutable values that Dispatch itself declares Sendable.
struct DispatchQueueConfiguration: Sendable {
    /// Where the actions run.
    let queue: DispatchQueue
    /// How late a timer may fire, so the system can coalesce wake-ups; zero asks for precision.
    let leeway: DispatchTimeInterval
}
// endregion: DispatchQueueConfiguration

// region: DispatchQueueHandOver
extension DispatchQueue {
    /// `async` for work that is handed over to this queue: once this returns, the queue alone
    /// runs `work`, once.
    ///
    /// Swift 6 wants a `@Sendable` closure for `async`, because a closure that two threads may
    /// call at once must be safe to call at once. The scheduler protocols take RxSwift 6.5's
    /// plain closures (a custom scheduler written for RxSwift must still conform), so the
    /// compiler cannot see that nobody else calls this one; the `unsafeBitCast` below records
    /// that promise here, the one place the dispatch schedulers make it. Whatever the work touches
    /// that other threads touch too (a sink's state) is guarded by that sink's own lock.
    ///
    /// The promise is made by retyping, not by wrapping: `async { work() }` would be a new closure
    /// that captures `work`, and a closure that captures another closure needs a heap box of its
    /// own, one more allocation per piece of work than `async(execute: work)` made before Swift 6
    /// (Appendix A measured what that cost `observe(on:)`). Nor can the closure itself be retyped:
    /// `unsafeBitCast` is generic, and a Swift closure passed through a generic parameter is
    /// wrapped in a reabstraction thunk, with a box, on the way in and again on the way out. So
    /// `work` becomes the block `async` wants, as `async(execute: work)` made it, and only the
    /// block is retyped: a block is a single reference, which a generic passes as it is, and
    /// `@Sendable` changes nothing in how it is laid out or called.
    @inline(__always)
    func asyncHandingOver(_ work: @escaping () -> Void) {
        let block: @convention(block) () -> Void = work
        async(execute: unsafeBitCast(block, to: (@Sendable @convention(block) () -> Void).self))
    }
}
// endregion: DispatchQueueHandOver

// region: DispatchQueueConfigurationSchedule
extension DispatchQueueConfiguration {
    /// Runs `action` on the queue as soon as the queue gets to it.
    ///
    /// - Returns: a disposable that stops the action if it has not started, and afterwards
    ///   disposes what the action returned.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let scheduled = SingleAssignmentDisposable()

        queue.asyncHandingOver {
            // Disposed while it waited in the queue: it must not start.
            if scheduled.isDisposed {
                return
            }
            scheduled.setDisposable(action(state))
        }

        return scheduled
    }
}
// endregion: DispatchQueueConfigurationSchedule

// region: DispatchQueueConfigurationScheduleRelative
extension DispatchQueueConfiguration {
    /// Runs `action` on the queue once `dueTime` has passed, using a one-shot timer.
    ///
    /// - Returns: a disposable that cancels the timer if it has not fired, and afterwards
    ///   disposes what the action returned.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let deadline = DispatchTime.now() + dueTime

        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: deadline, leeway: leeway)

        // The cancelling closure keeps the timer alive until it fires or is disposed: a timer
        // source that nobody holds may be released, and then it never fires. Holding it here
        // makes a cycle (timer -> handler -> cancelTimer -> timer) that lasts exactly as long
        // as the timer is pending; disposing cancelTimer drops its closure and breaks it.
        let cancelTimer = AnonymousDisposable { timer.cancel() }
        let actionDisposable = SingleAssignmentDisposable()

        timer.setEventHandler {
            if actionDisposable.isDisposed {
                return
            }
            actionDisposable.setDisposable(action(state))
            // A one-shot timer will not fire again; cancelling it releases the cycle.
            cancelTimer.dispose()
        }
        timer.resume()

        return Disposables.create(cancelTimer, actionDisposable)
    }
}
// endregion: DispatchQueueConfigurationScheduleRelative

// region: DispatchQueueConfigurationSchedulePeriodic
extension DispatchQueueConfiguration {
    /// Runs `action` on the queue first after `startAfter`, then every `period`, using one
    /// repeating timer; each run gets the state the previous run returned.
    ///
    /// A timer source never runs its handler twice at once, even on a concurrent queue, so the
    /// state needs no lock. A tick that comes due while the action is still running is merged
    /// into the next one by the timer: no catch-up, unlike chapter 10's emulation.
    ///
    /// - Returns: a disposable that cancels the timer; a run already in progress finishes.
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let start = DispatchTime.now() + startAfter

        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: start, repeating: period, leeway: leeway)

        // As in scheduleRelative, the closure holds the timer until the work is disposed.
        let cancelTimer = AnonymousDisposable { timer.cancel() }

        var timerState = state
        timer.setEventHandler {
            // A tick already delivered to the queue when dispose ran must not run the action.
            if cancelTimer.isDisposed {
                return
            }
            timerState = action(timerState)
        }
        timer.resume()

        return cancelTimer
    }
}
// endregion: DispatchQueueConfigurationSchedulePeriodic

import Dispatch
import Foundation

/// Runs work on the main queue, and runs it *at once*, without a trip through the queue, when
/// `schedule` is called on the main queue and no earlier work of this scheduler is still
/// waiting there. It is the scheduler for UI work, and the usual argument of
/// `observe(on:)`.
///
/// Why it counts what it has enqueued (`numberEnqueued`): running at once is only correct if it
/// keeps the order of scheduling. Say action A was scheduled from a background thread, so it
/// waits in the main queue, and then code on the main thread schedules B. If B ran at once just
/// because the caller is on the main queue, B would overtake A. So every `schedule` counts
/// itself in before deciding, and runs at once only if the count was zero: nothing of ours is
/// waiting in the queue and no action of ours is running. The same rule makes an action that
/// schedules more work from inside itself defer that work until it returns, so nested
/// scheduling never grows the stack and runs in order, as on chapter 09's trampoline. The order
/// is guaranteed between `schedule` calls that happen one after the other; two calls racing on
/// different threads have no order to keep.
///
/// `MainScheduler.asyncInstance` is a plain `SerialDispatchQueueScheduler` on the main queue: it
/// never runs at once, every action waits for the main queue's next turn.
///
/// On Linux, work sent to the main queue runs only while the main thread spins its run loop
/// (`RunLoop.main.run(until:)`; XCTest's `wait(for:timeout:)` does it), so a program that
/// blocks its main thread never sees deferred actions run.
///
/// `schedule` may be called from any thread; actions run on the main thread.
// region: MainScheduler
// Sendable, unchecked: `numberEnqueued` is atomic and the queue is immutable.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    private let mainQueue: DispatchQueue

    /// How many actions of this scheduler are running or waiting in the main queue.
    let numberEnqueued = AtomicInt(0)

    /// Creates a scheduler on the main queue; most code uses `MainScheduler.instance`.
    public init() {
        mainQueue = DispatchQueue.main
        super.init(serialQueue: mainQueue)
    }

    /// The shared main scheduler.
    public static let instance = MainScheduler()

    /// A scheduler on the main queue that always defers, even when called on the main queue.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    // region: MainSchedulerScheduleInternal
    /// Runs `action` at once if the caller is on the main queue and nothing of this scheduler
    /// is running or waiting there; otherwise sends it to the main queue.
    override func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        // Count in first, decide second: the old value says whether anything was ahead of us
        // at the moment we joined, with no gap in which another thread could slip in between
        // a check and an increment.
        let previousNumberEnqueued = increment(numberEnqueued)

        if DispatchQueue.isMain && previousNumberEnqueued == 0 {
            #if RXREADING_TRACE
            traceDecision(runsNow: true, previousNumberEnqueued: previousNumberEnqueued)
            #endif
            // While this runs the count stays above zero, so work it schedules is deferred.
            let disposable = action(state)
            decrement(numberEnqueued)
            return disposable
        }

        #if RXREADING_TRACE
        traceDecision(runsNow: false, previousNumberEnqueued: previousNumberEnqueued)
        #endif
        let scheduled = SingleAssignmentDisposable()

        mainQueue.asyncHandingOver {
            if !scheduled.isDisposed {
                scheduled.setDisposable(action(state))
            }
            // Count out only after running, and also when cancelled: the slot was taken.
            decrement(self.numberEnqueued)
        }

        return scheduled
    }
    // endregion: MainSchedulerScheduleInternal

    // region: MainSchedulerScheduleUncancellable
    /// The same rule for work that needs no disposable (chapter 14's `observe(on:)` sends each
    /// event this way): at once on the main queue with nothing of ours ahead, else on the main
    /// queue's next turn, counted in `numberEnqueued` either way.
    override func scheduleUncancellable(_ work: @escaping () -> Void) {
        #if RXREADING_TRACE
        let work = Trace.isActive ? Trace.scheduling(self, on: "main", work) : work
        #endif
        let previousNumberEnqueued = increment(numberEnqueued)

        if DispatchQueue.isMain && previousNumberEnqueued == 0 {
            #if RXREADING_TRACE
            traceDecision(runsNow: true, previousNumberEnqueued: previousNumberEnqueued)
            #endif
            work()
            decrement(numberEnqueued)
            return
        }

        #if RXREADING_TRACE
        traceDecision(runsNow: false, previousNumberEnqueued: previousNumberEnqueued)
        #endif
        mainQueue.asyncHandingOver {
            work()
            decrement(self.numberEnqueued)
        }
    }
    // endregion: MainSchedulerScheduleUncancellable

    #if RXREADING_TRACE
    /// Records which way `schedule` went, for chapter 11's diagram: run now, or through the
    /// main queue (drawn as a participant of its own), with the count that decided it.
    private func traceDecision(runsNow: Bool, previousNumberEnqueued: Int32) {
        guard Trace.isActive else { return }
        // "was N": numberEnqueued before this call counted itself in.
        if runsNow {
            Trace.note(.schedule, "on main queue, was 0: run now", to: self, from: self)
        } else {
            let place = DispatchQueue.isMain ? "on" : "off"
            Trace.note(.schedule, "\(place) main queue, was \(previousNumberEnqueued): async", to: Trace.Participant("main queue"), from: self)
        }
    }
    #endif
}
// endregion: MainScheduler

// region: MainSchedulerEnsure
extension MainScheduler {
    /// Stops the program if the caller is not on the main queue: a guard for code that must
    /// only ever run there.
    ///
    /// - Parameter errorMessage: what to report instead of the default message.
    public class func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        if !DispatchQueue.isMain {
            rxFatalError(errorMessage ?? "this code must run on the main queue, but it ran on another queue; schedule it with MainScheduler.instance, or move the events there with observe(on: MainScheduler.instance)")
        }
    }

    /// Stops the program if the caller is not on the main thread.
    ///
    /// RxSwift skips this check on Linux, where Foundation once could not tell the main thread;
    /// today's Foundation can, so RxReading checks everywhere.
    ///
    /// - Parameter errorMessage: what to report instead of the default message.
    public class func ensureRunningOnMainThread(errorMessage: String? = nil) {
        if !Thread.isMainThread {
            rxFatalError(errorMessage ?? "this code must run on the main thread, but it ran on a background thread; schedule it with MainScheduler.instance, or move the events there with observe(on: MainScheduler.instance)")
        }
    }
}
// endregion: MainSchedulerEnsure

import Dispatch
import Foundation

/// A scheduler whose actions run isolated to a Swift actor: one at a time, in the order they
/// were scheduled, each one able to touch the actor's state with `assumeIsolated`.
///
/// Where the work runs: one long-lived task, started by `init`, reads jobs from an ordered
/// queue (an `AsyncStream`) and runs each job synchronously while isolated to `actor`. So the
/// actions run on the actor's executor (for a default actor, a thread of the cooperative pool,
/// one job at a time), never two at once, and an action runs to its end before the actor takes
/// its next message: an action is never interrupted by other work on the actor.
///
/// One draining task, not a task per action: tasks are not promised to reach an actor in the
/// order they were created (chapter 22).
///
/// `now` is the wall clock (`Date()`). A relative action waits with `Task.sleep` (the system's
/// monotonic clock) and then joins the queue, so it runs after its due time, behind whatever
/// was queued by then. Periodic work is the default of chapter 10 (`SchedulePeriodicRecursive`),
/// built on relative actions: serial, so ticks never overlap.
///
/// Disposing before the action starts keeps it from starting. Releasing the scheduler finishes
/// the queue: the task runs what is queued and ends. Safe to call from any thread.
///
/// RxSwift 6.5 has no scheduler for actors; this one is the library's own.
// region: ActorScheduler
public final class ActorScheduler: SchedulerType, Sendable {
    /// The actor the actions run isolated to.
    public let actor: any Actor

    private let jobs: AsyncStream<Job>.Continuation

    /// Creates a scheduler whose actions run isolated to `actor`, and starts its draining task.
    ///
    /// - Parameter actor: The actor every action runs isolated to; the draining task holds it.
    public init(actor: any Actor) {
        self.actor = actor
        let (stream, jobs) = AsyncStream.makeStream(of: Job.self)
        self.jobs = jobs
        // The task holds the actor and the stream, not the scheduler: releasing the scheduler
        // finishes the stream (deinit), which ends the loop and the task.
        Task {
            await Self.drain(stream, isolatedTo: actor)
        }
        #if TRACE_RESOURCES
        _ = Resources.incrementTotal()
        #endif
    }

    deinit {
        jobs.finish()
        #if TRACE_RESOURCES
        _ = Resources.decrementTotal()
        #endif
    }

    /// The wall clock.
    public var now: RxTime {
        Date()
    }

    /// Runs the jobs in the order they were queued, each to its end, isolated to `actor`.
    private static func drain(_ queue: AsyncStream<Job>, isolatedTo actor: isolated any Actor) async {
        for await job in queue {
            job.run()
        }
    }
}
// endregion: ActorScheduler

// region: ActorSchedulerJob
extension ActorScheduler {
    /// One action on its way to the actor.
    ///
    /// The scheduler protocols take a plain closure, not a `@Sendable` one, and `AsyncStream`
    /// needs a `Sendable` element to cross from the scheduling thread to the draining task, so
    /// the closure travels in this box. `@unchecked` holds because the box is only ever used
    /// one way: the scheduling thread creates it and gives it up to the stream (whose lock
    /// orders that hand-over before the task takes it out), and the draining task calls `work`
    /// once, on the actor. No two threads ever touch the closure, or what it captures through
    /// the box, at the same time. (What the action captures is the caller's business, as with
    /// any scheduler that runs work on another thread, `DispatchQueue.async` included.)
    struct Job: @unchecked Sendable {
        let work: () -> Void

        func run() {
            work()
        }
    }

    /// A job that runs `action` unless `scheduled` was disposed first, and then hands what the
    /// action returned to `scheduled`.
    private static func job<StateType>(_ state: StateType, _ scheduled: SingleAssignmentDisposable, _ action: @escaping (StateType) -> Disposable) -> Job {
        Job {
            if scheduled.isDisposed {
                return
            }
            scheduled.setDisposable(action(state))
        }
    }
}
// endregion: ActorSchedulerJob

// region: ActorSchedulerSchedule
extension ActorScheduler {
    /// Queues `action` behind the work already queued.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work to run on the actor; what it returns is disposed with the result.
    /// - Returns: a disposable that keeps the action from starting if it has not, and
    ///   afterwards disposes what it returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let scheduled = SingleAssignmentDisposable()
        jobs.yield(Self.job(state, scheduled, action))
        return scheduled
    }

    /// Queues `action` once `dueTime` has passed.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - dueTime: How long to wait, on the system's monotonic clock, before queueing `action`;
    ///     zero or less queues it at once.
    ///   - action: The work to run on the actor; what it returns is disposed with the result.
    /// - Returns: a disposable that cancels the wait, and keeps the action from starting if it
    ///   has not, and afterwards disposes what it returned.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let scheduled = SingleAssignmentDisposable()
        let job = Self.job(state, scheduled, action)
        let nanoseconds = dueTime.nanoseconds
        if nanoseconds <= 0 {
            jobs.yield(job)
            return scheduled
        }
        let jobs = self.jobs
        let timer = Task {
            do {
                try await Task.sleep(nanoseconds: UInt64(nanoseconds))
            } catch {
                // Cancelled: disposed before it was due. The job is dropped with the task.
                return
            }
            jobs.yield(job)
        }
        return Disposables.create(scheduled, Disposables.create { timer.cancel() })
    }
}
// endregion: ActorSchedulerSchedule

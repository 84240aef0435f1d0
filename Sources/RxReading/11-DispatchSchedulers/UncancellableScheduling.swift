/// A scheduler that can run a closure without handing back a disposable: the cheap entry that
/// chapter 14's `observe(on:)` uses for each event it moves.
///
/// `schedule(_:action:)` must return a disposable that cancels the action, so every call pays
/// for one (a `SingleAssignmentDisposable`), and for a closure holding the state, the action and
/// that disposable. `observe(on:)` never cancels what it schedules: its sink checks, when the
/// work runs, whether the subscription was disposed meanwhile, which is all the disposable would
/// have told it (RxSwift's serial path discards the disposable `schedule` returns, too). So these
/// schedulers also take a plain closure. The closure `observe(on:)` passes captures only its
/// sink, and Swift uses a closure that captures one object as its own context, so scheduling an
/// event allocates nothing but what the queue itself needs (Appendix A counts them).
///
/// The work runs exactly as `schedule` would run it: the same queue, the same order among all
/// work scheduled on this scheduler, the same threads; only the cancelling is left out.
///
/// Safe to call from any thread.
// region: UncancellableScheduling
@usableFromInline
protocol UncancellableScheduling: AnyObject {
    /// Runs `work` where and when `schedule` would run an action scheduled now.
    func scheduleUncancellable(_ work: @escaping () -> Void)
}
// endregion: UncancellableScheduling

// region: uncancellableScheduling
/// `scheduler` as an `UncancellableScheduling`, or `nil` if it is not one of this chapter's.
///
/// The same answer as `scheduler as? UncancellableScheduling`, which is what the operators
/// that make a new observable per subscription ask each time. Cast to the protocol, it costs
/// about 780 instructions (Swift looks the conformance up in its table of every conformance);
/// cast to a class, about 260 (the run-time cast walks the value's class and its superclasses).
/// Passing the existential to a generic function opens it: `Scheduler` is the type the
/// existential holds, so comparing it with the four classes is four pointer comparisons, and a
/// match is the object itself. None of the four is open, so nothing outside this module can add
/// a subclass the list misses; a scheduler stored as a `SerialDispatchQueueScheduler` that is a
/// `MainScheduler` still runs `MainScheduler`'s override, as a protocol call dispatches on the
/// object's class.
@inlinable
func uncancellableScheduling(_ scheduler: ImmediateSchedulerType) -> UncancellableScheduling? {
    uncancellableScheduling(opened: scheduler)
}

@inlinable
func uncancellableScheduling<Scheduler: ImmediateSchedulerType>(opened scheduler: Scheduler) -> UncancellableScheduling? {
    if Scheduler.self == ConcurrentDispatchQueueScheduler.self {
        return reinterpreted(scheduler, as: ConcurrentDispatchQueueScheduler.self)
    }
    if Scheduler.self == SerialDispatchQueueScheduler.self {
        return reinterpreted(scheduler, as: SerialDispatchQueueScheduler.self)
    }
    if Scheduler.self == MainScheduler.self {
        return reinterpreted(scheduler, as: MainScheduler.self)
    }
    if Scheduler.self == OperationQueueScheduler.self {
        return reinterpreted(scheduler, as: OperationQueueScheduler.self)
    }
    return nil
}

/// `value`, whose type the caller has just found to be `Class`, as that class: the reference is
/// taken as it is, with no run-time cast.
@inlinable
func reinterpreted<Value, Class: AnyObject>(_ value: Value, as: Class.Type) -> Class {
    unsafeDowncast(unsafeBitCast(value, to: AnyObject.self), to: Class.self)
}
// endregion: uncancellableScheduling

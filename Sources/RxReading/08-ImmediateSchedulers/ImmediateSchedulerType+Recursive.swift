// region: scheduleRecursive
extension ImmediateSchedulerType {
    /// Schedules `action`, which may ask to be run again with a new state by calling its
    /// `recurse` argument.
    ///
    /// This is how a loop is written for a scheduler: each iteration is a separately scheduled
    /// action, so the scheduler decides when the next one runs (on `CurrentThreadScheduler`,
    /// after the current one has returned: the stack stays flat). Disposing the result stops
    /// the loop before its next step.
    ///
    /// - Parameters:
    ///   - state: The state of the first step.
    ///   - action: One step: takes the state and a `recurse` function that schedules the next step
    ///     with a new state.
    /// - Returns: A disposable that stops the loop before its next step.
    @inlinable
    public func scheduleRecursive<State>(
        _ state: State,
        action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let recursiveScheduler = RecursiveImmediateScheduler(action: action, scheduler: self)
        recursiveScheduler.schedule(state)
        return AnonymousDisposable(disposeAction: recursiveScheduler.dispose)
    }
}
// endregion: scheduleRecursive

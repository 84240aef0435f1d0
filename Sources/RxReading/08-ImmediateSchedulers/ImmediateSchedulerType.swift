/// Something that runs a unit of work: now, later, on this thread or another. It is the root
/// of every scheduler in the library.
///
/// The one requirement takes the work as an action with an explicit state, so a scheduler can
/// run it wherever it decides without the action capturing anything mutable. The returned
/// disposable cancels the work if it has not run yet.
// region: ImmediateSchedulerType
public protocol ImmediateSchedulerType {
    /// Schedules `action` to run with `state`.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work; returns a disposable for what it starts.
    /// - Returns: a disposable that cancels the action on a best-effort basis: an action that
    ///   has not started yet will not start.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}
// endregion: ImmediateSchedulerType

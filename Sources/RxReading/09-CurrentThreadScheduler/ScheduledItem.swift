/// Something that can be run once: a piece of scheduled work, ready to go.
@usableFromInline
protocol InvocableType {
    /// Runs the work.
    func invoke()
}

/// A piece of work a scheduler has queued: it can be run, and it can be cancelled before it runs.
@usableFromInline
protocol ScheduledItemType: Cancelable, InvocableType {}

/// What the trampoline's queue holds: a scheduled item of any state type, seen through one
/// class, so the queue stores plain object references. (An array of protocol existentials would
/// copy each element through run-time value witnesses every time the ring buffer grows.)
@usableFromInline
class ScheduledItemBase: SingleAssignmentDisposable, ScheduledItemType {
    /// Runs the action. `ScheduledItem` overrides it.
    @usableFromInline
    func invoke() {
        rxAbstractMethod()
    }
}

/// An action with its state, queued by a scheduler that runs it later (the trampoline of
/// `CurrentThreadScheduler`).
///
/// The item is itself the disposable handed back to whoever scheduled it, and it is a
/// `SingleAssignmentDisposable`: running it stores the action's own disposable in itself, so
/// disposing the item cancels it before it runs and disposes what it started after it ran.
/// RxSwift's item is a struct that holds a separate `SingleAssignmentDisposable`, two objects
/// per scheduled action where this is one.
// region: ScheduledItem
@usableFromInline
final class ScheduledItem<T>: ScheduledItemBase {
    @usableFromInline
    typealias Action = (T) -> Disposable

    @usableFromInline
    let action: Action
    @usableFromInline
    let state: T

    @inlinable
    init(action: @escaping Action, state: T) {
        self.action = action
        self.state = state
        super.init()
    }

    @inlinable
    override func invoke() {
        setDisposable(action(state))
    }
}
// endregion: ScheduledItem

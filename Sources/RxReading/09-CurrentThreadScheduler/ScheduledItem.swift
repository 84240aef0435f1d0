/// Something that can be run once: a piece of scheduled work, ready to go.
protocol InvocableType {
    /// Runs the work.
    func invoke()
}

/// A piece of work a scheduler has queued: it can be run, and it can be cancelled before it runs.
protocol ScheduledItemType: Cancelable, InvocableType {}

/// An action with its state, queued by a scheduler that runs it later (the trampoline of
/// `CurrentThreadScheduler`, the virtual-time queue of chapter 12).
///
/// The item is itself the disposable handed back to whoever scheduled it. Running it stores the
/// action's own disposable in a `SingleAssignmentDisposable`, so disposing the item cancels it
/// before it runs and disposes what it started after it ran.
// region: ScheduledItem
struct ScheduledItem<T>: ScheduledItemType, InvocableType {
    typealias Action = (T) -> Disposable

    private let action: Action
    private let state: T

    private let disposable = SingleAssignmentDisposable()

    var isDisposed: Bool {
        disposable.isDisposed
    }

    init(action: @escaping Action, state: T) {
        self.action = action
        self.state = state
    }

    func invoke() {
        disposable.setDisposable(action(state))
    }

    func dispose() {
        disposable.dispose()
    }
}
// endregion: ScheduledItem

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
/// copy each element through run-time value witnesses every time it grows.)
///
/// It is a single-assignment disposable of its own: running the item stores the action's
/// disposable in it (`setDisposable`), and disposing it cancels the item before it runs and
/// disposes that disposable after. The logic is `SingleAssignmentDisposable`'s, flag for flag,
/// and the same message stops a second assignment; the field holds a `VacantDisposable` rather
/// than nil, as `SinkDisposer`'s do, so storing and dropping it goes through no optional
/// existential (Appendix A). Debug builds count it in `Resources.total` as RxSwift counts the
/// `SingleAssignmentDisposable` inside its item.
@usableFromInline
// Sendable, unchecked: `flags`, atomic, decide who may touch `disposable` (as in SingleAssignmentDisposable).
class ScheduledItemBase: DisposeBase, ScheduledItemType, @unchecked Sendable {
    @usableFromInline
    enum Flag {
        @inlinable static var disposed: Int32 { 1 }
        @inlinable static var disposableSet: Int32 { 2 }
    }

    @usableFromInline
    let flags = AtomicInt(0)
    // Guarded by the flags, as in SingleAssignmentDisposable: the run-time exclusivity check is off.
    @usableFromInline @exclusivity(unchecked)
    var disposable: Disposable = VacantDisposable()

    @usableFromInline
    override init() {
        super.init()
    }

    /// Whether the item was disposed, before or after it ran.
    @inlinable
    var isDisposed: Bool {
        isFlagSet(flags, Flag.disposed)
    }

    /// Runs the action. `ScheduledItem` overrides it.
    @usableFromInline
    func invoke() {
        rxAbstractMethod()
    }

    /// Keeps what the action returned, or disposes it at once if the item was disposed while
    /// the action ran.
    @inlinable
    final func setDisposable(_ disposable: __owned Disposable) {
        // Disposed already: `dispose` found nothing set and will not look again.
        if isFlagSet(flags, Flag.disposed) {
            markSet()
            disposable.dispose()
            return
        }
        self.disposable = disposable
        let previous = markSet()
        if previous & Flag.disposed != 0 {
            takeDisposable().dispose()
        }
    }

    @usableFromInline
    @discardableResult
    final func markSet() -> Int32 {
        let previous = fetchOr(flags, Flag.disposableSet)
        if previous & Flag.disposableSet != 0 {
            rxFatalError("SingleAssignmentDisposable.setDisposable was called twice; it holds exactly one disposable (use SerialDisposable to replace one)")
        }
        return previous
    }

    @inlinable
    final func takeDisposable() -> Disposable {
        var taken: Disposable = VacantDisposable()
        swap(&taken, &disposable)
        return taken
    }

    /// Cancels the item if it has not run; disposes what its action returned if it has.
    @inlinable
    final func dispose() {
        let previous = fetchOr(flags, Flag.disposed)
        if previous & (Flag.disposed | Flag.disposableSet) == Flag.disposableSet {
            takeDisposable().dispose()
        }
    }
}

/// An action with its state, queued by a scheduler that runs it later (the trampoline of
/// `CurrentThreadScheduler`).
///
/// The item is itself the disposable handed back to whoever scheduled it, and it assigns once,
/// like a `SingleAssignmentDisposable`: running it stores the action's own disposable in itself,
/// so disposing the item cancels it before it runs and disposes what it started after it ran.
/// RxSwift's item is a struct that holds a separate `SingleAssignmentDisposable`, and is boxed
/// when queued unless it fits in three words: up to two objects per action, where this is one.
// region: ScheduledItem
@usableFromInline
// Sendable, unchecked: its action and state run once, on the thread whose trampoline queued it.
final class ScheduledItem<T>: ScheduledItemBase, @unchecked Sendable {
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

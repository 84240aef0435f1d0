/// One action waiting in a virtual-time scheduler's queue, with the virtual time it is due at
/// and the number that orders it among items due at the same time.
///
/// The item is the disposable handed back to whoever scheduled it. Disposing it before it runs
/// only marks it: it stays in the queue and the scheduler skips it when it reaches the front,
/// which costs nothing at dispose time. Disposing it after it ran disposes what the action
/// returned.
// region: VirtualSchedulerItem
final class VirtualSchedulerItem<Time>: Cancelable {
    typealias Action = () -> Disposable

    /// When the item is due.
    let time: Time
    /// The order of scheduling: the tie-breaker between items due at the same time.
    let id: Int

    private let action: Action
    private let disposable = SingleAssignmentDisposable()

    var isDisposed: Bool {
        disposable.isDisposed
    }

    init(action: @escaping Action, time: Time, id: Int) {
        self.action = action
        self.time = time
        self.id = id
    }

    /// Runs the action and keeps what it returned, to dispose with the item.
    func invoke() {
        disposable.setDisposable(action())
    }

    func dispose() {
        disposable.dispose()
    }
}
// endregion: VirtualSchedulerItem

extension VirtualSchedulerItem: CustomDebugStringConvertible {
    var debugDescription: String {
        "\(time)"
    }
}

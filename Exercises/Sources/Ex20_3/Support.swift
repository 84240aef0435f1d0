import RxReading
import RxReadingTest

/// A scheduler that runs everything on a `TestScheduler` but cannot cancel: a replaced timer
/// still runs at its time, as one does that had already started on another thread.
final class UncancellableScheduler: SchedulerType {
    let base: TestScheduler
    init(_ base: TestScheduler) { self.base = base }
    var now: RxTime { base.now }
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        _ = base.schedule(state, action: action)
        return Disposables.create()
    }
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                     action: @escaping (StateType) -> Disposable) -> Disposable {
        _ = base.scheduleRelative(state, dueTime: dueTime, action: action)
        return Disposables.create()
    }
}

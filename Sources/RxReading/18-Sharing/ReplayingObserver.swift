/// The observer a replaying subject puts in its bag for a new subscriber: while the subscriber's
/// own thread replays the buffer to it (outside the subject's lock), live events for it are held
/// here, and sent after the replay, in order.
///
/// RxSwift 6.5's `ReplaySubject` replays its buffer while holding its lock, so that no newer
/// element can overtake the replay; a subscriber whose `onNext` needs a lock another thread holds
/// while it sends to the subject deadlocks there (RxSwift #2653). Here the subject takes a snapshot
/// of the buffer and inserts this observer under its lock, then replays after releasing it: an
/// element sent meanwhile reaches the bag, finds the replay still running, and waits in `pending`.
///
/// Safe to call from any thread: `lock` guards `replaying` and `pending`. It is held only around
/// them, never while an observer is called, so it can be the subject's own lock (as
/// `share(replay: 1)` passes), which saves a lock per subscriber; by default it is a new one.
// region: ReplayingObserver
@usableFromInline
final class ReplayingObserver<Element>: ObserverType {
    @usableFromInline
    let lock: RecursiveLock
    @usableFromInline
    let observer: AnyObserver<Element>
    // Under `lock`:
    @usableFromInline @exclusivity(unchecked)
    var replaying = true
    @usableFromInline @exclusivity(unchecked)
    var pending: [Event<Element>] = []

    @inlinable
    init(_ observer: AnyObserver<Element>, lock: RecursiveLock = RecursiveLock()) {
        self.observer = observer
        self.lock = lock
    }

    /// A live event from the subject: passed on at once, unless the replay is still running.
    @inlinable
    func on(_ event: Event<Element>) {
        let passOn = lock.performLocked { () -> Bool in
            if replaying {
                pending.append(event)
                return false
            }
            return true
        }
        if passOn {
            observer.on(event)
        }
    }

    /// Sends `buffer`, then the live events that arrived meanwhile, then lets live events through.
    /// Called once, by the subscribing thread, without the subject's lock.
    @inlinable
    func replay<Buffer: Sequence>(_ buffer: Buffer) where Buffer.Element == Element {
        for element in buffer {
            observer.on(.next(element))
        }
        while true {
            let held = lock.performLocked { () -> [Event<Element>] in
                if pending.isEmpty {
                    replaying = false
                    return []
                }
                let taken = pending
                pending = []
                return taken
            }
            if held.isEmpty {
                return
            }
            for event in held {
                observer.on(event)
            }
        }
    }
}
// endregion: ReplayingObserver

/// How long the subject behind `share(replay:scope:)` lives.
// region: SubjectLifetimeScope
public enum SubjectLifetimeScope {
    /// A subject per connection: when the last subscriber leaves, or the source ends, the subject
    /// and what it remembers are dropped, and the next subscriber subscribes to the source anew.
    /// `source.multicast(makeSubject: { ... }).refCount()`.
    case whileConnected

    /// One subject for ever: a subscriber that comes after the source ended receives what the
    /// subject remembers (the replay buffer and the terminal event), and the source is never
    /// subscribed again. `source.multicast(subject).refCount()`.
    case forever
}
// endregion: SubjectLifetimeScope

// region: share
extension ObservableType {
    /// Shares one subscription to this sequence among all subscribers, replaying the last `replay`
    /// elements to each new one.
    ///
    /// The source is subscribed when the first subscriber arrives and disposed when the last one
    /// leaves. `scope` says whether a later subscriber starts again (`.whileConnected`) or receives
    /// what the one subject remembers (`.forever`). As in RxSwift 6.5, the common `.whileConnected`
    /// cases (`replay` 0 and 1) have an implementation of their own; the others are
    /// `multicast(...).refCount()`.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch scope {
        case .forever:
            if replay == 0 {
                return multicast(PublishSubject()).refCount()
            }
            return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
        case .whileConnected:
            switch replay {
            case 0:
                return ShareWhileConnected(source: asObservable(), replaysLatest: false)
            case 1:
                return ShareWhileConnected(source: asObservable(), replaysLatest: true)
            default:
                return multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
            }
        }
    }
}
// endregion: share

/// `share()` and `share(replay: 1)` with the default `.whileConnected` scope: the observable keeps
/// the current connection, and the connection keeps the observers and (for `replay: 1`) the latest
/// element. No subject, no `refCount`: the connection counts its observers itself.
///
/// RxSwift 6.5's version (`ShareReplay1WhileConnected`) replays the latest element to a new
/// subscriber while holding its lock (RxSwift #2653). Here the new subscriber is inserted under the
/// lock behind a `ReplayingObserver` and receives the element after the lock is released, so a live
/// element sent meanwhile still comes after it.
// region: ShareWhileConnected
final class ShareWhileConnected<Element>: Observable<Element> {
    let source: Observable<Element>
    let replaysLatest: Bool

    let lock = RecursiveLock()
    // Under `lock`:
    var connection: ShareWhileConnectedConnection<Element>?

    init(source: Observable<Element>, replaysLatest: Bool) {
        self.source = source
        self.replaysLatest = replaysLatest
        super.init()
    }

    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        let (current, isFirst, subscribed) = lock.performLocked {
            () -> (ShareWhileConnectedConnection<Element>, Bool, ShareWhileConnectedConnection<Element>.Subscribed) in
            let current: ShareWhileConnectedConnection<Element>
            if let connection {
                current = connection
            } else {
                current = ShareWhileConnectedConnection(parent: self)
                connection = current
            }
            let isFirst = current.observers.count == 0
            return (current, isFirst, current.synchronized_subscribe(observer))
        }
        if let (latest, replaying) = subscribed.replay {
            replaying.replay(CollectionOfOne(latest))
        }
        if isFirst {
            // The first subscriber connects, after the lock is released: the source may send at once.
            current.connect()
        }
        return subscribed.disposable
    }
}
// endregion: ShareWhileConnected

/// One connection of `share()` / `share(replay: 1)`: subscribed to the source while it has
/// observers.
// region: ShareWhileConnectedConnection
final class ShareWhileConnectedConnection<Element>: ObserverType, SynchronizedUnsubscribeType {
    typealias Observers = Bag<AnyObserver<Element>>
    typealias DisposeKey = BagKey

    let parent: ShareWhileConnected<Element>
    let subscription = SingleAssignmentDisposable()
    var lock: RecursiveLock { parent.lock }

    // Under `lock` (the parent's):
    var disposed = false
    var observers = Observers()
    var latest: Element?

    init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
        #if TRACE_RESOURCES
        _ = Resources.incrementTotal()
        #endif
    }

    /// What subscribing decided under the lock: the disposable, and the element to replay (with the
    /// observer that holds live events back meanwhile), if any.
    struct Subscribed {
        let disposable: Disposable
        let replay: (Element, ReplayingObserver<Element>)?
    }

    func connect() {
        subscription.setDisposable(parent.source.subscribe(self))
    }

    func on(_ event: Event<Element>) {
        let receivers = lock.performLocked { () -> Observers in
            if disposed {
                return Observers()
            }
            switch event {
            case .next(let element):
                if parent.replaysLatest {
                    latest = element
                }
                return observers
            case .error, .completed:
                let receivers = observers
                synchronized_dispose()
                return receivers
            }
        }
        dispatch(receivers, event)
    }

    /// Adds `observer`; call it under `lock`.
    func synchronized_subscribe(_ observer: AnyObserver<Element>) -> Subscribed {
        if let latest {
            let replaying = ReplayingObserver(observer)
            let key = observers.insert(AnyObserver(replaying))
            return Subscribed(disposable: SubscriptionDisposable(owner: self, key: key), replay: (latest, replaying))
        }
        let key = observers.insert(observer)
        return Subscribed(disposable: SubscriptionDisposable(owner: self, key: key), replay: nil)
    }

    /// The connection is over (its source ended, or its last observer left): the next subscriber
    /// makes a new one. Call it under `lock`.
    private func synchronized_dispose() {
        disposed = true
        if parent.connection === self {
            parent.connection = nil
        }
        observers = Observers()
        latest = nil
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        let (removed, lastOne) = lock.performLocked { () -> (AnyObserver<Element>?, Bool) in
            guard let removed = observers.removeKey(disposeKey) else {
                return (nil, false)
            }
            if observers.count == 0 {
                synchronized_dispose()
                return (removed, true)
            }
            return (removed, false)
        }
        withExtendedLifetime(removed) {}
        if lastOne {
            subscription.dispose()
        }
    }

    #if TRACE_RESOURCES
    deinit {
        _ = Resources.decrementTotal()
    }
    #endif
}
// endregion: ShareWhileConnectedConnection

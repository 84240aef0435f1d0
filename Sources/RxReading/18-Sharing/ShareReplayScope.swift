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
    ///
    /// - Parameters:
    ///   - replay: How many of the latest elements a new subscriber receives first; 0 or more.
    ///   - scope: Whether a new connection starts afresh (`.whileConnected`) or keeps the one
    ///     subject (`.forever`).
    /// - Returns: An observable that shares one subscription to this sequence.
    @inlinable
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
// Sendable, unchecked: `lock` guards every mutable field.
@usableFromInline
final class ShareWhileConnected<Element>: Observable<Element>, @unchecked Sendable {
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let replaysLatest: Bool
    /// `subscribe`'s work, as a closure made where `share` is called: compiled for the element type
    /// there, it builds the observer the source gets, and the path every element takes.
    @usableFromInline
    let subscribeShared: (ShareWhileConnected<Element>, AnyObserver<Element>) -> Disposable
    /// The connection's unsubscription, made here for the same reason: a subscriber's disposable
    /// reaches the connection through a protocol witness, which for a generic class is its
    /// unspecialized code; this closure is specialized (Appendix A, share/late-subscriber).
    @usableFromInline
    let unsubscribeShared: (ShareWhileConnectedConnection<Element>, BagKey) -> Void

    @usableFromInline
    let lock = RecursiveLock()
    // Under `lock`:
    @usableFromInline @exclusivity(unchecked)
    var connection: ShareWhileConnectedConnection<Element>?

    @inlinable
    init(source: Observable<Element>, replaysLatest: Bool) {
        self.source = source
        self.replaysLatest = replaysLatest
        subscribeShared = { share, observer in share.subscribeNow(observer) }
        unsubscribeShared = { connection, key in connection.unsubscribeNow(key) }
        super.init()
    }

    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        subscribeShared(self, observer)
    }

    @inlinable
    func subscribeNow(_ observer: AnyObserver<Element>) -> Disposable {
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
@usableFromInline
final class ShareWhileConnectedConnection<Element>: ObserverType, SynchronizedUnsubscribeType {
    @usableFromInline
    typealias Observers = Bag<AnyObserver<Element>>
    @usableFromInline
    typealias DisposeKey = BagKey

    @usableFromInline
    let parent: ShareWhileConnected<Element>
    @usableFromInline
    let subscription = SingleAssignmentDisposable()
    @inlinable
    var lock: RecursiveLock { parent.lock }

    // Under `lock` (the parent's):
    @usableFromInline @exclusivity(unchecked)
    var disposed = false
    @usableFromInline @exclusivity(unchecked)
    var observers = Observers()
    @usableFromInline @exclusivity(unchecked)
    var latest: Element?

    @inlinable
    init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
        #if TRACE_RESOURCES
        _ = Resources.incrementTotal()
        #endif
    }

    /// What subscribing decided under the lock: the disposable, and the element to replay (with the
    /// observer that holds live events back meanwhile), if any.
    @usableFromInline
    struct Subscribed {
        @usableFromInline
        let disposable: Disposable
        @usableFromInline
        let replay: (Element, ReplayingObserver<Element>)?

        @inlinable
        init(disposable: Disposable, replay: (Element, ReplayingObserver<Element>)?) {
            self.disposable = disposable
            self.replay = replay
        }
    }

    @inlinable
    func connect() {
        subscription.setDisposable(parent.source.subscribe(self))
    }

    @inlinable
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
    @inlinable
    func synchronized_subscribe(_ observer: AnyObserver<Element>) -> Subscribed {
        if let latest {
            // The share's lock serves as the replaying observer's: it holds it only around its
            // own two fields, and saves a lock per late subscriber.
            let replaying = ReplayingObserver(observer, lock: lock)
            let key = observers.insert(AnyObserver(replaying))
            return Subscribed(disposable: unsubscribing(key), replay: (latest, replaying))
        }
        let key = observers.insert(observer)
        return Subscribed(disposable: unsubscribing(key), replay: nil)
    }

    /// The disposable that removes the observer under `key`.
    @inlinable
    func unsubscribing(_ key: DisposeKey) -> Disposable {
        ShareWhileConnectedSubscription(connection: self, key: key)
    }

    /// The connection is over (its source ended, or its last observer left): the next subscriber
    /// makes a new one. Call it under `lock`.
    @inlinable
    func synchronized_dispose() {
        disposed = true
        if parent.connection === self {
            parent.connection = nil
        }
        observers = Observers()
        latest = nil
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        parent.unsubscribeShared(self, disposeKey)
    }

    @inlinable
    func unsubscribeNow(_ disposeKey: DisposeKey) {
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

/// One subscriber's disposable: chapter 15's `SubscriptionDisposable` for the connection (a weak
/// reference to it and the subscriber's key), made by specialized code and calling the share's
/// specialized `unsubscribeShared`, so that neither end looks up type metadata per subscriber.
@usableFromInline
struct ShareWhileConnectedSubscription<Element>: Disposable {
    @usableFromInline
    let key: BagKey
    @usableFromInline
    weak var connection: ShareWhileConnectedConnection<Element>?

    @inlinable
    init(connection: ShareWhileConnectedConnection<Element>, key: BagKey) {
        self.connection = connection
        self.key = key
    }

    @inlinable
    func dispose() {
        if let connection {
            connection.parent.unsubscribeShared(connection, key)
        }
    }
}

/// A hot source that holds a current value: each new subscriber receives the latest element
/// first, then everything sent afterwards.
///
/// It starts with the value given to `init(value:)`, and every `next` replaces it, so it is the
/// Rx form of "a variable you can watch". `value()` reads the current value synchronously. Once
/// the subject has received `error` or `completed`, later subscribers receive only that event,
/// and `value()` throws the error. After `dispose()`, subscribers receive `RxError.disposed` and
/// `value()` throws it.
///
/// Safe to use from any thread: its state is guarded by a recursive lock, and observers are
/// called outside the lock, the replay of the current value to a new subscriber included. While
/// that replay runs, elements sent to the subject wait for the new subscriber in `replays`, and
/// its subscribing thread sends them after the replayed value, so nothing newer overtakes it.
/// RxSwift 6.5 replays while holding its lock instead, so a subscriber's `onNext` that waits for
/// a lock another sender holds can deadlock there (chapter 15).
// region: BehaviorSubject
// Sendable, unchecked: `lock` guards every mutable field.
public final class BehaviorSubject<Element>:
    Observable<Element>,
    SubjectType,
    ObserverType,
    SynchronizedUnsubscribeType,
    Cancelable,
    @unchecked Sendable
{
    /// The subject is its own observer side.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    // `on` is `@inlinable`, as `PublishSubject`'s is, so an app's compiler builds it for the
    // app's element type; without that, every element ran code compiled for no particular type,
    // with its metadata look-ups (`relay/pump`, lab notes of `Benchmarks/README.md`). What it
    // touches is `@usableFromInline`, and the bag holds the observers themselves, for the reason
    // `PublishSubject` gives.
    @usableFromInline
    typealias Observers = Bag<AnyObserver<Element>>
    typealias DisposeKey = BagKey

    @usableFromInline
    let lock = RecursiveLock()

    // state
    // Guarded by `lock`, so Swift's run-time exclusivity check is off for it, as in `PublishSubject`.
    @usableFromInline @exclusivity(unchecked)
    var disposed = false
    @usableFromInline @exclusivity(unchecked)
    var element: Element
    @usableFromInline @exclusivity(unchecked)
    var observers = Observers()
    @usableFromInline @exclusivity(unchecked)
    var stoppedEvent: Event<Element>?
    // The subscribers whose current value is being replayed right now (outside the lock), each
    // with the events sent meanwhile, which its subscribing thread delivers after the replay.
    @usableFromInline @exclusivity(unchecked)
    var replays = ContiguousArray<Replay>()
    // Whether `on` must take the general path for every element: the subject has stopped or been
    // disposed, or a replay is running. The one-observer path tests this one flag, not the three.
    @usableFromInline @exclusivity(unchecked)
    var generalPathOnly = false

    @usableFromInline
    struct Replay {
        @usableFromInline
        let key: BagKey
        @usableFromInline
        var pending: [Event<Element>] = []

        init(key: BagKey) {
            self.key = key
        }
    }

    #if DEBUG
    // Debug builds check that events are sent into the subject one at a time (chapter 07's
    // tracker), as RxSwift's subjects do.
    @usableFromInline
    let synchronizationTracker = SynchronizationTracker()
    #endif

    /// Whether at least one observer is subscribed right now.
    public var hasObservers: Bool {
        lock.performLocked { observers.count > 0 }
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        lock.performLocked { disposed }
    }

    /// Creates a subject whose current value is `value`.
    ///
    /// - Parameter value: The current value until the first `next` event.
    public init(value: Element) {
        element = value
        super.init()
    }

    /// The latest element.
    ///
    /// - Returns: The current value.
    /// - Throws: The error the subject ended with, or `RxError.disposed` after `dispose()`.
    public func value() throws -> Element {
        try lock.performLocked {
            if disposed {
                throw RxError.disposed(object: self)
            }
            if let error = stoppedEvent?.error {
                throw error
            }
            return element
        }
    }

    /// Makes a `next` element the current value, and sends `event` to every observer subscribed
    /// right now. After a terminal event, or after `dispose()`, events are dropped.
    ///
    /// - Parameter event: The event to remember and pass on.
    @inlinable
    public func on(_ event: Event<Element>) {
        #if DEBUG
        let claimed = synchronizationTracker.register()
        defer { synchronizationTracker.unregister(claimed) }
        #endif
        if case .next(let newElement) = event {
            lock.lock()
            // The common case, one observer in the bag's inline slot and no replay running: the new
            // value is stored and just that observer taken under the lock, and called after it is
            // let go, as the bag copy of every other case is (`PublishSubject.on` does the same).
            if observers.pairs.isEmpty && observers.dictionary == nil && !generalPathOnly {
                element = newElement
                guard let only = observers.value0 else {
                    lock.unlock()
                    return
                }
                lock.unlock()
                only.on(event)
                return
            }
            lock.unlock()
        }
        dispatch(synchronized_on(event), event)
    }

    @inlinable
    func synchronized_on(_ event: Event<Element>) -> Observers {
        lock.performLocked {
            if stoppedEvent != nil || disposed {
                return Observers()
            }
            switch event {
            case .next(let newElement):
                element = newElement
            case .error, .completed:
                stoppedEvent = event
                generalPathOnly = true
            }
            if replays.isEmpty {
                return observers
            }
            return synchronized_holdBack(event)
        }
    }

    /// The observers to call now with `event`: all but those still being replayed to, for whom
    /// `event` waits in `replays`. Called under the lock, only while a replay runs.
    @usableFromInline
    func synchronized_holdBack(_ event: Event<Element>) -> Observers {
        var callNow = observers
        for index in replays.indices {
            replays[index].pending.append(event)
            _ = callNow.removeKey(replays[index].key)
        }
        return callNow
    }

    /// Subscribes `observer`: it receives the current value at once, then every later event. A
    /// stopped subject sends only its terminal event, a disposed one `RxError.disposed`.
    ///
    /// The observer enters the bag, and its replay is recorded, under the lock; the value is sent
    /// after the lock is let go. An element sent meanwhile is stored as the current value and
    /// queued in `replays` for this observer, which receives it after the replayed one.
    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        lock.lock()
        if disposed {
            lock.unlock()
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        if let stoppedEvent {
            lock.unlock()
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        let key = observers.insert(observer)
        replays.append(Replay(key: key))
        generalPathOnly = true
        let current = element
        lock.unlock()

        observer.on(.next(current))
        finishReplay(key, observer)
        return SubscriptionDisposable(owner: self, key: key)
    }

    /// Sends `observer` the events held back for it during its replay, in order, until none is
    /// left; then, under the lock, ends its replay, so later events reach it from the bag.
    private func finishReplay(_ key: BagKey, _ observer: AnyObserver<Element>) {
        while true {
            let held = lock.performLocked { () -> [Event<Element>] in
                // Only this function removes an entry, so this subscriber's is still there.
                let index = replays.firstIndex { $0.key == key }!
                let held = replays[index].pending
                if held.isEmpty {
                    replays.remove(at: index)
                    generalPathOnly = !replays.isEmpty || stoppedEvent != nil || disposed
                } else {
                    replays[index].pending = []
                }
                return held
            }
            if held.isEmpty {
                return
            }
            for event in held {
                observer.on(event)
            }
        }
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        lock.performLocked {
            if disposed {
                return
            }
            _ = observers.removeKey(disposeKey)
        }
    }

    /// The subject itself, as an observer.
    ///
    /// - Returns: The subject.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Releases every observer and ends the subject: later events are dropped, later
    /// subscribers receive `RxError.disposed`, and `value()` throws it.
    public func dispose() {
        lock.performLocked {
            disposed = true
            generalPathOnly = true
            observers.removeAll()
            stoppedEvent = nil
        }
    }
}
// endregion: BehaviorSubject

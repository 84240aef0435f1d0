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
/// called outside the lock (except the replay of the current value to a new subscriber, which
/// happens under the lock so that it cannot be overtaken by a newer element).
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
    public init(value: Element) {
        element = value
        super.init()
    }

    /// The latest element.
    ///
    /// - Throws: the error the subject ended with, or `RxError.disposed` after `dispose()`.
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
    @inlinable
    public func on(_ event: Event<Element>) {
        #if DEBUG
        let claimed = synchronizationTracker.register()
        defer { synchronizationTracker.unregister(claimed) }
        #endif
        if case .next(let newElement) = event {
            lock.lock()
            // The common case, one observer in the bag's inline slot: the new value is stored and
            // just that observer taken under the lock, and called after it is let go, as the bag
            // copy of every other case is (`PublishSubject.on` does the same).
            if observers.pairs.isEmpty && observers.dictionary == nil && stoppedEvent == nil && !disposed {
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
            }
            return observers
        }
    }

    /// Subscribes `observer`: it receives the current value at once, then every later event. A
    /// stopped subject sends only its terminal event, a disposed one `RxError.disposed`.
    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        lock.performLocked { synchronized_subscribe(observer) }
    }

    private func synchronized_subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        if disposed {
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        if let stoppedEvent {
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        let key = observers.insert(observer)
        observer.on(.next(element))
        return SubscriptionDisposable(owner: self, key: key)
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
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Releases every observer and ends the subject: later events are dropped, later
    /// subscribers receive `RxError.disposed`, and `value()` throws it.
    public func dispose() {
        lock.performLocked {
            disposed = true
            observers.removeAll()
            stoppedEvent = nil
        }
    }
}
// endregion: BehaviorSubject

/// A hot source: an observer whose events are broadcast to every observer subscribed at that
/// moment.
///
/// Unlike the cold observables of Part I, a subject does no work per subscription. Subscribing
/// adds the observer to the subject's bag, so a subscriber sees only what is sent after it
/// subscribed; earlier elements are gone. Once the subject has received `error` or `completed`,
/// it forgets its observers, and every later subscriber receives that terminal event at once.
/// After `dispose()`, events sent to the subject are dropped and subscribers receive
/// `RxError.disposed`.
///
/// Safe to use from any thread: its state is guarded by a recursive lock, and observers are
/// called outside the lock. As with any observer, the events sent to it must not overlap.
// region: PublishSubject
// Sendable, unchecked: `lock` guards every mutable field.
public final class PublishSubject<Element>:
    Observable<Element>,
    SubjectType,
    Cancelable,
    ObserverType,
    SynchronizedUnsubscribeType,
    @unchecked Sendable
{
    /// The subject is its own observer side.
    public typealias SubjectObserverType = PublishSubject<Element>

    // RxSwift's bag holds each observer's `on` function (`AnyObserver<Element>.s`); this one
    // holds the `AnyObserver` that carries it. Same contents, same order, but a function stored
    // as a generic bag's value is kept in the bag's most general calling convention, and taking
    // it out to call after the lock is let go builds a converting closure, one allocation per
    // element; a struct that holds the function comes out as it went in.
    @usableFromInline
    typealias Observers = Bag<AnyObserver<Element>>
    typealias DisposeKey = BagKey

    // The subject never calls an observer, nor releases one, while holding its lock: RxSwift
    // replays a terminal event to a late subscriber under the lock, RxReading after letting go.
    // The lock stays a POSIX mutex rather than the standard library's `Mutex`, which would be
    // cheaper, because ThreadSanitizer sees through pthread locks but not through `Mutex`, and
    // reports every access it guards as a race.
    @usableFromInline
    let lock = RecursiveLock()

    // state
    // Every access to the state below happens under `lock`, which already rules out the
    // overlapping accesses Swift's run-time exclusivity check looks for; turning the check off
    // took a quick run of `pump/subject` from 492 to 359 million instructions (callgrind, lab
    // notes of `Benchmarks/README.md`).
    @usableFromInline @exclusivity(unchecked)
    var disposed = false
    @usableFromInline @exclusivity(unchecked)
    var observers = Observers()
    @usableFromInline @exclusivity(unchecked)
    var stopped = false
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

    // Subscribing and unsubscribing, as closures made where the subject is created. The two
    // methods that start them are reached through the class's method table (`subscribeErased`)
    // and a protocol witness (`synchronizedUnsubscribe`), so they run the code compiled for no
    // element type, which asks the runtime for the metadata of `Bag<AnyObserver<Element>>`,
    // `Event<Element>` and the rest on every call. The closures are compiled in this `@inlinable`
    // initializer, for the element type the caller knows, and capture nothing.
    @usableFromInline
    let subscribeNow: (PublishSubject<Element>, AnyObserver<Element>) -> Disposable
    @usableFromInline
    let unsubscribeNow: (PublishSubject<Element>, BagKey) -> Void

    /// Creates a subject with no observers.
    @inlinable
    public override init() {
        subscribeNow = { subject, observer in subject.subscribeForElementType(observer) }
        unsubscribeNow = { subject, key in subject.unsubscribeForElementType(key) }
        super.init()
    }

    /// Sends `event` to every observer subscribed right now.
    ///
    /// A terminal event is remembered for later subscribers and empties the bag of observers;
    /// after it, events are dropped. After `dispose()`, elements are dropped, but the first
    /// terminal event is still remembered and sent to later subscribers instead of
    /// `RxError.disposed`, as in RxSwift 6.5.
    ///
    /// - Parameter event: The event to pass on.
    @inlinable
    public func on(_ event: Event<Element>) {
        #if DEBUG
        let claimed = synchronizationTracker.register()
        defer { synchronizationTracker.unregister(claimed) }
        #endif
        if case .next = event {
            lock.lock()
            // The common case, one observer in the bag's inline slot: take just its handler
            // under the lock, one retain, instead of a copy of the whole bag (its array and
            // dictionary retained and released with it). Still a snapshot taken under the lock
            // and called after it is let go, like the bag copy of every other case.
            if observers.pairs.isEmpty && observers.dictionary == nil {
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

    /// Updates the state for `event` and returns the observers that must receive it.
    @inlinable
    func synchronized_on(_ event: Event<Element>) -> Observers {
        lock.performLocked {
            switch event {
            case .next:
                // A stopped or disposed subject has already emptied its bag (and refuses new
                // observers), so the bag alone says who receives the element: one read under the
                // lock instead of three.
                return observers
            case .error, .completed:
                if stoppedEvent == nil {
                    stoppedEvent = event
                    stopped = true
                    let receivers = observers
                    // No event can follow a terminal one, so the observers are not needed any more.
                    observers.removeAll()
                    return receivers
                }
                return Observers()
            }
        }
    }

    /// Subscribes `observer` to the events sent from now on; a stopped subject sends it its
    /// terminal event at once, a disposed one sends it `RxError.disposed`.
    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        subscribeNow(self, observer)
    }

    @inlinable
    func subscribeForElementType(_ observer: AnyObserver<Element>) -> Disposable {
        let outcome = lock.performLocked { synchronized_subscribe(observer) }
        switch outcome {
        case .subscribed(let subscription):
            return subscription
        case .refused(let event):
            observer.on(event)
            return Disposables.create()
        }
    }

    /// What subscribing decided, under the lock: the observer is in, or it gets `event` at once.
    @usableFromInline
    enum SubscribeOutcome {
        case subscribed(Disposable)
        case refused(Event<Element>)
    }

    @inlinable
    func synchronized_subscribe(_ observer: AnyObserver<Element>) -> SubscribeOutcome {
        if let stoppedEvent {
            return .refused(stoppedEvent)
        }
        if disposed {
            return .refused(.error(RxError.disposed(object: self)))
        }
        // The observer goes in the bag as it came, not wrapped in another closure.
        let key = observers.insert(observer)
        return .subscribed(subscription(for: key))
    }

    // Out of line, so `SubscriptionDisposable` and its protocol stay internal: inlinable code
    // could only name them if every subject marked its conformance `@usableFromInline` too.
    // What it costs is one metadata look-up a subscription.
    @usableFromInline
    func subscription(for key: BagKey) -> Disposable {
        SubscriptionDisposable(owner: self, key: key)
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        unsubscribeNow(self, disposeKey)
    }

    @inlinable
    func unsubscribeForElementType(_ disposeKey: BagKey) {
        // The removed handler is released after the lock is let go: releasing it may run a
        // deinit that calls back into this subject.
        let removed = lock.performLocked {
            observers.removeKey(disposeKey)
        }
        withExtendedLifetime(removed) {}
    }

    /// The subject itself, as an observer.
    ///
    /// - Returns: The subject.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Releases every observer and forgets the terminal event: later elements are dropped, and
    /// later subscribers receive `RxError.disposed`, or the terminal event if one is sent after
    /// this call.
    public func dispose() {
        // What the subject held is released after the lock is let go: releasing an observer may
        // run a deinit (a dispose bag's, say) that calls back into this subject.
        let released = lock.performLocked {
            disposed = true
            let held = (observers, stoppedEvent)
            observers.removeAll()
            stoppedEvent = nil
            return held
        }
        withExtendedLifetime(released) {}
    }
}
// endregion: PublishSubject

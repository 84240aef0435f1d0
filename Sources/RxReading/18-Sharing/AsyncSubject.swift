/// A hot source that sends nothing until it completes, then sends only the last element it was
/// sent (if any) and the completion, to the observers it has and to every later subscriber.
///
/// An error is passed on as it is, to current and later subscribers. Like `Single` or a Swift
/// `async` function's result, it is for a sequence whose only interesting part is its outcome.
///
/// Safe to use from any thread: its state is guarded by a recursive lock, and observers are
/// called outside it, the late subscriber's replay of the outcome included (RxSwift 6.5 sends
/// that under its lock).
// region: AsyncSubject
// Sendable, unchecked: `lock` guards every mutable field.
public final class AsyncSubject<Element>:
    Observable<Element>,
    SubjectType,
    ObserverType,
    SynchronizedUnsubscribeType,
    @unchecked Sendable
{
    /// The subject is its own observer side.
    public typealias SubjectObserverType = AsyncSubject<Element>

    typealias Observers = Bag<AnyObserver<Element>>
    typealias DisposeKey = BagKey

    let lock = RecursiveLock()

    // Under `lock`:
    private var observers = Observers()
    private var lastElement: Element?
    /// The outcome once stopped: `.next(last)` (always followed by completion), `.completed` or
    /// `.error`.
    private var outcome: Event<Element>?

    #if DEBUG
    private let synchronizationTracker = SynchronizationTracker()
    #endif

    /// Creates a subject with no observers and no element.
    public override init() {
        super.init()
    }

    /// Whether at least one observer is subscribed right now.
    public var hasObservers: Bool {
        lock.performLocked { observers.count > 0 }
    }

    /// Remembers a `next` element; on completion sends the last one and the completion to every
    /// observer; an error goes to every observer at once. Events after the first terminal one are
    /// dropped.
    ///
    /// - Parameter event: The event to remember, or to end the subject with.
    public func on(_ event: Event<Element>) {
        #if DEBUG
        let claimed = synchronizationTracker.register()
        defer { synchronizationTracker.unregister(claimed) }
        #endif
        let (receivers, decided) = lock.performLocked { () -> (Observers, Event<Element>?) in
            if outcome != nil {
                return (Observers(), nil)
            }
            switch event {
            case .next(let element):
                lastElement = element
                return (Observers(), nil)
            case .error:
                outcome = event
            case .completed:
                outcome = lastElement.map { .next($0) } ?? .completed
            }
            let receivers = observers
            observers.removeAll()
            return (receivers, outcome)
        }
        guard let decided else { return }
        dispatch(receivers, decided)
        if case .next = decided {
            dispatch(receivers, .completed)
        }
    }

    /// Subscribes `observer`: before the subject stops it waits; after, it receives the outcome at
    /// once.
    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        let stopped = lock.performLocked { () -> (Event<Element>?, Disposable?) in
            if let outcome {
                return (outcome, nil)
            }
            let key = observers.insert(observer)
            return (nil, SubscriptionDisposable(owner: self, key: key))
        }
        if let subscription = stopped.1 {
            return subscription
        }
        if let outcome = stopped.0 {
            observer.on(outcome)
            if case .next = outcome {
                observer.on(.completed)
            }
        }
        return Disposables.create()
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        let removed = lock.performLocked { observers.removeKey(disposeKey) }
        withExtendedLifetime(removed) {}
    }

    /// The subject itself, as an observer.
    ///
    /// - Returns: The subject.
    public func asObserver() -> AsyncSubject<Element> {
        self
    }
}
// endregion: AsyncSubject

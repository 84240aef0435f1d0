/// A hot source that remembers the last elements it was sent (or all of them) and replays them to
/// each new subscriber before the live events.
///
/// `create(bufferSize:)` keeps the last `bufferSize` elements; `createUnbounded()` keeps every one,
/// with no bound on memory. A terminal event is remembered too: a subscriber that comes after it
/// receives the buffer, then that event. After `dispose()`, subscribers receive `RxError.disposed`.
///
/// Safe to use from any thread. Like RxSwift 6.5, it updates its buffer and takes a copy of its
/// observers under one recursive lock and calls the observers after releasing it. Unlike RxSwift
/// 6.5, it also replays the buffer to a new subscriber after releasing the lock (a
/// `ReplayingObserver` holds the live events back meanwhile), so a subscriber's `onNext` never runs
/// under the subject's lock.
// region: ReplaySubject
// Sendable, unchecked: `lock` guards every mutable field.
public class ReplaySubject<Element>:
    Observable<Element>,
    SubjectType,
    ObserverType,
    SynchronizedUnsubscribeType,
    Disposable,
    @unchecked Sendable
{
    /// The subject is its own observer side.
    public typealias SubjectObserverType = ReplaySubject<Element>

    typealias Observers = Bag<AnyObserver<Element>>
    typealias DisposeKey = BagKey

    let lock = RecursiveLock()

    // Under `lock`:
    private var disposed = false
    private var stoppedEvent: Event<Element>?
    private var observers = Observers()
    /// The remembered elements, oldest first.
    private var buffer: Queue<Element>
    /// How many elements `buffer` keeps; nil keeps them all.
    private let bufferSize: Int?

    #if DEBUG
    private let synchronizationTracker = SynchronizationTracker()
    #endif

    init(bufferSize: Int?) {
        self.bufferSize = bufferSize
        buffer = Queue(capacity: (bufferSize ?? 0) + 1)
        super.init()
    }

    /// A subject that replays the last `bufferSize` elements to each new subscriber.
    ///
    /// - Parameter bufferSize: How many of the latest elements to replay.
    /// - Returns: An empty subject with a buffer of `bufferSize`.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: bufferSize)
    }

    /// A subject that replays every element it was ever sent to each new subscriber.
    ///
    /// - Returns: An empty subject with an unbounded buffer.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: nil)
    }

    /// Whether at least one observer is subscribed right now.
    public var hasObservers: Bool {
        lock.performLocked { observers.count > 0 }
    }

    /// Remembers a `next` element (dropping the oldest beyond the buffer's size) and sends `event`
    /// to every observer subscribed right now. After a terminal event, or `dispose()`, events are
    /// dropped.
    ///
    /// - Parameter event: The event to remember and pass on.
    public func on(_ event: Event<Element>) {
        #if DEBUG
        let claimed = synchronizationTracker.register()
        defer { synchronizationTracker.unregister(claimed) }
        #endif
        let receivers = lock.performLocked { () -> Observers in
            if disposed || stoppedEvent != nil {
                return Observers()
            }
            switch event {
            case .next(let element):
                buffer.enqueue(element)
                if let bufferSize {
                    while buffer.count > bufferSize {
                        _ = buffer.dequeue()
                    }
                }
                return observers
            case .error, .completed:
                stoppedEvent = event
                let receivers = observers
                observers.removeAll()
                return receivers
            }
        }
        dispatch(receivers, event)
    }

    // region: ReplaySubjectSubscribe
    /// Replays the buffer to `observer`, then sends it the live events (or the remembered
    /// terminal event).
    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        let decision = lock.performLocked { () -> Decision in
            if disposed {
                return .refused(.error(RxError.disposed(object: self)))
            }
            let snapshot = Array(buffer)
            if let stoppedEvent {
                return .replayThenStop(snapshot, stoppedEvent)
            }
            let replaying = ReplayingObserver(observer)
            let key = observers.insert(AnyObserver(replaying))
            return .replayThenLive(snapshot, replaying, SubscriptionDisposable(owner: self, key: key))
        }
        switch decision {
        case .refused(let event):
            observer.on(event)
            return Disposables.create()
        case .replayThenStop(let snapshot, let event):
            for element in snapshot {
                observer.on(.next(element))
            }
            observer.on(event)
            return Disposables.create()
        case .replayThenLive(let snapshot, let replaying, let subscription):
            replaying.replay(snapshot)
            return subscription
        }
    }

    /// What subscribing decided under the lock; carried out after releasing it.
    private enum Decision {
        case refused(Event<Element>)
        case replayThenStop([Element], Event<Element>)
        case replayThenLive([Element], ReplayingObserver<Element>, Disposable)
    }
    // endregion: ReplaySubjectSubscribe

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        let removed = lock.performLocked { () -> AnyObserver<Element>? in
            if disposed {
                return nil
            }
            return observers.removeKey(disposeKey)
        }
        withExtendedLifetime(removed) {}
    }

    /// The subject itself, as an observer.
    ///
    /// - Returns: The subject.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Releases every observer and the buffer; later subscribers receive `RxError.disposed`.
    public func dispose() {
        let released = lock.performLocked { () -> (Observers, Queue<Element>) in
            disposed = true
            let held = (observers, buffer)
            observers.removeAll()
            buffer = Queue(capacity: 0)
            return held
        }
        withExtendedLifetime(released) {}
    }
}
// endregion: ReplaySubject

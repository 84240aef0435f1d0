// region: multicast
extension ObservableType {
    /// A connectable observable whose subscribers subscribe to `subject`; `connect()` subscribes
    /// `subject` to this sequence. The same subject serves every connection, so what it remembers
    /// (a `ReplaySubject`'s buffer, a terminal event) outlives a connection.
    ///
    /// Unlike RxSwift 6.5, `connect()` subscribes to the source, and a connection disposes that
    /// subscription, with no lock of the connectable held (chapter 18).
    ///
    /// - Parameter subject: The subject that every connection subscribes to the source.
    /// - Returns: A connectable observable that shares `subject`.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
        where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: { subject })
    }

    /// A connectable observable like `multicast(_:)`, but each connection gets a fresh subject from
    /// `makeSubject`, made when the first observer subscribes or when `connect()` is called, and
    /// forgotten when the connection ends (disposed, or the source's terminal event).
    ///
    /// Unlike RxSwift 6.5, `connect()` subscribes to the source, and a connection disposes that
    /// subscription, with no lock of the connectable held (chapter 18).
    ///
    /// - Parameter makeSubject: Makes the subject of one connection.
    /// - Returns: A connectable observable with one fresh subject per connection.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject) -> ConnectableObservable<Subject.Element>
        where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject)
    }

    /// `multicast { PublishSubject() }`: subscribers share one subscription and receive what the
    /// source sends after they subscribed.
    ///
    /// - Returns: A connectable observable that shares one subscription.
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject() })
    }

    /// `multicast { ReplaySubject.create(bufferSize: bufferSize) }`: a subscriber first receives
    /// the last `bufferSize` elements of the current connection.
    ///
    /// - Parameter bufferSize: How many of the latest elements to replay.
    /// - Returns: A connectable observable that replays up to `bufferSize` elements.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// `multicast { ReplaySubject.createUnbounded() }`: a subscriber first receives every element
    /// of the current connection.
    ///
    /// - Returns: A connectable observable that replays every element.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbounded() })
    }
}
// endregion: multicast

/// The connectable observable behind `multicast`, `publish` and `replay`: subscribers subscribe to
/// its subject; `connect()` subscribes the subject to the source through a `Connection`.
///
/// RxSwift 6.5's adapter subscribes to the source while it holds its lock, and its connection
/// disposes the source's subscription under the same lock; a source that sends during `connect`
/// to an observer that needs a lock held by a thread that is connecting or disposing deadlocks
/// (RxSwift #2698). Here the lock guards only the choice of connection and subject; subscribing
/// and disposing happen after releasing it.
// region: ConnectableObservableAdapter
// Sendable, unchecked: `lock` guards every mutable field.
final class ConnectableObservableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element>, @unchecked Sendable {
    let source: Observable<Subject.Observer.Element>
    let makeSubject: () -> Subject

    let lock = RecursiveLock()
    // Under `lock`:
    /// The subject of the current connection (or of the next one, made by an early subscriber).
    var subject: Subject?
    /// The current connection, until it ends.
    var connection: Connection<Subject>?

    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
        super.init()
    }

    /// The current subject, made if there is none; call it under `lock`.
    private var lazySubject: Subject {
        if let subject {
            return subject
        }
        let made = makeSubject()
        subject = made
        return made
    }

    override func connect() -> Disposable {
        let (current, isNew) = lock.performLocked { () -> (Connection<Subject>, Bool) in
            if let connection {
                return (connection, false)
            }
            let made = Connection(parent: self, subjectObserver: lazySubject.asObserver(), lock: lock)
            connection = made
            return (made, true)
        }
        if isNew {
            // The source may send (and even end the connection) before `subscribe` returns: the
            // connection is in place first, and nothing is locked.
            current.subscription.setDisposable(source.subscribe(current))
        }
        return current
    }

    override func subscribeErased(_ observer: AnyObserver<Subject.Element>) -> Disposable {
        let subject = lock.performLocked { lazySubject }
        return subject.subscribe(observer)
    }
}
// endregion: ConnectableObservableAdapter

/// One connection of a `ConnectableObservableAdapter`: the observer it subscribes to the source,
/// which passes every event to the subject, and the disposable `connect()` returns.
// region: Connection
final class Connection<Subject: SubjectType>: ObserverType, Disposable {
    typealias Element = Subject.Observer.Element

    private let lock: RecursiveLock
    private let subjectObserver: Subject.Observer
    /// The subscription to the source.
    let subscription = SingleAssignmentDisposable()
    private let disposed = AtomicInt(0)
    // Under `lock` (the adapter's):
    private var parent: ConnectableObservableAdapter<Subject>?

    init(parent: ConnectableObservableAdapter<Subject>, subjectObserver: Subject.Observer, lock: RecursiveLock) {
        self.parent = parent
        self.subjectObserver = subjectObserver
        self.lock = lock
    }

    func on(_ event: Event<Element>) {
        if isFlagSet(disposed, 1) {
            return
        }
        if event.isStopEvent {
            // The connection ends with its source: the next `connect()` makes a new one (and, for
            // `multicast(makeSubject:)`, a new subject).
            dispose()
        }
        subjectObserver.on(event)
    }

    /// Ends the connection: unsubscribes from the source, and lets the adapter make a new one.
    func dispose() {
        let wasConnected = lock.performLocked { () -> Bool in
            fetchOr(disposed, 1)
            guard let parent else {
                return false
            }
            if parent.connection === self {
                parent.connection = nil
                parent.subject = nil
            }
            self.parent = nil
            return true
        }
        if wasConnected {
            subscription.dispose()
        }
    }
}
// endregion: Connection

// region: multicastSelector
extension ObservableType {
    /// For each subscription: makes a subject with `subjectSelector`, lets `selector` build a
    /// sequence from the source shared through that subject (the selector may subscribe to it
    /// several times), subscribes to that sequence, then connects.
    ///
    /// - Parameters:
    ///   - subjectSelector: Makes the subject for one subscription.
    ///   - selector: Builds the result from the source shared through the subject.
    /// - Returns: An observable that runs `selector` on a shared source at each subscription.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        Multicast(source: asObservable(), subjectSelector: subjectSelector, selector: selector)
    }
}

/// One subscription to `multicast(_:selector:)`.
final class MulticastSink<Subject: SubjectType, Observer: ObserverType>: Sink<Observer>, ObserverType {
    func on(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }

    func run(source: Observable<Subject.Observer.Element>,
             subjectSelector: () throws -> Subject,
             selector: (Observable<Subject.Element>) throws -> Observable<Observer.Element>) -> Disposable {
        do {
            let subject = try subjectSelector()
            let connectable = ConnectableObservableAdapter(source: source, makeSubject: { subject })
            let subscription = try selector(connectable).subscribe(self)
            let connection = connectable.connect()
            return Disposables.create(subscription, connection)
        } catch {
            forwardOn(.error(error))
            dispose()
            return Disposables.create()
        }
    }
}

/// The observable of `multicast(_:selector:)`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class Multicast<Subject: SubjectType, Result>: Producer<Result>, @unchecked Sendable {
    let source: Observable<Subject.Observer.Element>
    let subjectSelector: () throws -> Subject
    let selector: (Observable<Subject.Element>) throws -> Observable<Result>

    init(source: Observable<Subject.Observer.Element>,
         subjectSelector: @escaping () throws -> Subject,
         selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>) {
        self.source = source
        self.subjectSelector = subjectSelector
        self.selector = selector
        super.init { producer, observer, cancel in
            let multicast = unsafeDowncast(producer, to: Multicast.self)
            let sink = MulticastSink<Subject, AnyObserver<Result>>(observer: observer, cancel: cancel)
            let subscription = sink.run(source: multicast.source, subjectSelector: multicast.subjectSelector,
                                        selector: multicast.selector)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: multicastSelector

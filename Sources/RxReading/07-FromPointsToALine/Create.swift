// region: create
extension ObservableType {
    /// Makes an observable from a closure that is run once per subscription.
    ///
    /// The closure receives an observer to send events to and returns the disposable that
    /// releases what it set up. Whatever it sends is checked against the grammar: after a
    /// terminal event, further events are dropped, so a closure that keeps calling `onNext`
    /// after `onCompleted` ("Hello again" in chapter 07) cannot break the contract.
    ///
    /// - Parameter subscribe: Run at each subscription with the observer; returns what to
    ///   dispose when the subscription ends.
    /// - Returns: An observable that runs `subscribe` once per subscriber.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    @inlinable
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}
// endregion: create

// region: asObservableDefault
extension ObservableType {
    /// Wraps the sequence in an `Observable`, so it can be passed where a concrete type is needed.
    ///
    /// Types that conform to `ObservableType` without being an `Observable` (RxReadingTest's
    /// testable observables, say) get this default: an observable made with `create` whose
    /// closure subscribes to them. It lives here, not beside the protocol in chapter 05, because
    /// it needs `create`.
    ///
    /// - Returns: An observable that subscribes to this sequence at each subscription.
    public func asObservable() -> Observable<Element> {
        AnonymousObservable { observer in
            self.subscribe(observer)
        }
    }
}
// endregion: asObservableDefault

/// The producer behind `Observable.create`: it keeps the closure and runs it for each subscriber.
// region: AnonymousObservable
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
@usableFromInline
final class AnonymousObservable<Element>: Producer<Element>, @unchecked Sendable {
    @usableFromInline
    typealias SubscribeHandler = (AnyObserver<Element>) -> Disposable

    @usableFromInline
    let subscribeHandler: SubscribeHandler

    @inlinable
    init(_ subscribeHandler: @escaping SubscribeHandler) {
        self.subscribeHandler = subscribeHandler
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: AnonymousObservable.self)
            let sink = AnonymousObservableSink(observer: observer, cancel: cancel)
            let subscription = sink.run(parent.subscribeHandler)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: AnonymousObservable

/// One subscription to a `create` observable. It is the observer the closure sends to, and it
/// enforces the grammar on what the closure sends; debug builds also report events that the
/// closure sends from two threads at once or re-entrantly (`SynchronizationTracker`).
// region: AnonymousObservableSink
@usableFromInline
final class AnonymousObservableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline
    typealias Element = Observer.Element

    @usableFromInline
    let isStopped = AtomicInt(0)

    #if DEBUG
    // Debug builds check that the closure sends one event at a time (chapter 07's tracker).
    @usableFromInline
    let synchronizationTracker = SynchronizationTracker()
    #endif

    @inlinable
    func on(_ event: Event<Element>) {
        #if DEBUG
        let claimed = synchronizationTracker.register()
        defer { synchronizationTracker.unregister(claimed) }
        #endif
        #if RXREADING_TRACE
        let traced = Trace.begin(.on, event.debugDescription, to: self)
        defer { Trace.end(traced) }
        #endif
        switch event {
        case .next:
            if load(isStopped) == 1 {
                return
            }
            forwardOn(event)
        case .error, .completed:
            // Of several terminal events, only the first is forwarded; then the whole
            // subscription is disposed, which runs the closure's disposable.
            if fetchOr(isStopped, 1) == 0 {
                forwardOn(event)
                dispose()
            }
        }
    }

    @inlinable
    func run(_ subscribeHandler: (AnyObserver<Element>) -> Disposable) -> Disposable {
        #if RXREADING_TRACE
        let traced = Trace.begin(.run, "runs with AnyObserver(\(Trace.name(of: self)))", to: Trace.Participant("create's closure"))
        defer { Trace.end(traced) }
        #endif
        return subscribeHandler(AnyObserver(self))
    }
}
// endregion: AnonymousObservableSink

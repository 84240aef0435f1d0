// region: InfallibleCreate
extension Infallible {
    /// The observer an `Infallible.create` closure sends to: a function of `InfallibleEvent`,
    /// which has no error to send.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// An infallible sequence from a closure run once per subscription, as `Observable.create`
    /// makes one; the closure is handed an observer that takes elements and completion only.
    ///
    /// What the closure sends after `.completed` is dropped, as `Observable.create` drops it, and
    /// the disposable it returns is disposed when the subscription ends.
    ///
    /// - Parameter subscribe: Called at each subscription with the observer to send to; returns
    ///   what to dispose when the subscription ends.
    /// - Returns: An `Infallible` that runs `subscribe` for each subscriber.
    @available(swift, obsoleted: 6)
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable) -> Infallible<Element> {
        Infallible(AnonymousObservable { observer in
            subscribe { event in
                observer.on(event.asEvent)
            }
        })
    }

    /// An infallible sequence from a closure run once per subscription, for Swift 6 callers: the
    /// closure runs on the subscribing thread, and the observer it is handed may be called from
    /// any thread, so both are `@Sendable`. RxSwift 6.5 has only the plain closures.
    ///
    /// The observer takes elements and completion only. What the closure sends after
    /// `.completed` is dropped, as `Observable.create` drops it, and the disposable it returns is
    /// disposed when the subscription ends.
    ///
    /// - Parameter subscribe: Called at each subscription with the observer to send to; returns
    ///   what to dispose when the subscription ends.
    /// - Returns: An `Infallible` that runs `subscribe` for each subscriber.
    @available(swift, introduced: 6)
    public static func create(
        subscribe: @escaping @Sendable (@escaping @Sendable (InfallibleEvent<Element>) -> Void) -> Disposable
    ) -> Infallible<Element> {
        Infallible(AnonymousObservable { observer in
            subscribe { event in
                observer.on(event.asEvent)
            }
        })
    }
}

extension InfallibleEvent {
    /// The same event in `Event`'s terms, for the observable underneath.
    var asEvent: Event<Element> {
        switch self {
        case .next(let element): .next(element)
        case .completed: .completed
        }
    }
}
// endregion: InfallibleCreate

// region: emitObservers
extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes `observers`, every one to every event; `subscribe` with a name that says the
    /// events are events. Unlike `drive`, allowed on any thread.
    ///
    /// - Parameter observers: The observers that receive each event, in the order given.
    /// - Returns: The subscription; dispose it to stop listening.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        asSharedSequence().asObservable().subscribe(AnonymousObserver { event in
            observers.forEach { $0.on(event) }
        })
    }

    /// Subscribes `observers` of the optional element type, every one to every event, each
    /// element wrapped in `Optional`.
    ///
    /// - Parameter observers: The observers that receive each event, in the order given.
    /// - Returns: The subscription; dispose it to stop listening.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        Map(source: asSharedSequence().asObservable()) { $0 as Element? }
            .subscribe(AnonymousObserver { event in
                observers.forEach { $0.on(event) }
            })
    }
}
// endregion: emitObservers

// region: emitClosures
extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes closures that receive `object`, held weakly, with each event: once `object` is
    /// gone they are no longer called. No `onError`: a signal does not fail.
    ///
    /// - Parameters:
    ///   - object: Handed to each closure; not retained by the subscription.
    ///   - onNext: Called with `object` and each element.
    ///   - onCompleted: Called with `object` when the signal completes.
    ///   - onDisposed: Called with `object` when the subscription ends, by completion or disposal.
    /// - Returns: The subscription; dispose it to stop listening.
    @available(swift, obsoleted: 6)
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribeClosures(with: object, onNext: onNext, onError: nil,
                                         onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a closure per kind of event and one for the end of the subscription. No
    /// `onError`: a signal does not fail.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called when the signal completes.
    ///   - onDisposed: Called when the subscription ends, by completion or disposal.
    /// - Returns: The subscription; dispose it to stop listening.
    @available(swift, obsoleted: 6)
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribeClosures(onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object`, held weakly, with each event: once `object` is
    /// gone they are no longer called. No `onError`: a signal does not fail.
    ///
    /// The Swift 6 form: `@Sendable` closures and a `Sendable` object (`drive(with:)` says why);
    /// RxSwift 6.5 has only the Swift 5 form.
    ///
    /// - Parameters:
    ///   - object: Handed to each closure; not retained by the subscription.
    ///   - onNext: Called with `object` and each element.
    ///   - onCompleted: Called with `object` when the signal completes.
    ///   - onDisposed: Called with `object` when the subscription ends, by completion or disposal.
    /// - Returns: The subscription; dispose it to stop listening.
    @available(swift, introduced: 6)
    public func emit<Object: AnyObject & Sendable>(
        with object: Object,
        onNext: (@Sendable (Object, Element) -> Void)? = nil,
        onCompleted: (@Sendable (Object) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribeClosures(with: object, onNext: onNext, onError: nil,
                                         onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a closure per kind of event and one for the end of the subscription. No
    /// `onError`: a signal does not fail.
    ///
    /// The Swift 6 form: the closures must be `@Sendable` (chapter 22); RxSwift 6.5 has only the
    /// Swift 5 form.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called when the signal completes.
    ///   - onDisposed: Called when the subscription ends, by completion or disposal.
    /// - Returns: The subscription; dispose it to stop listening.
    @available(swift, introduced: 6)
    public func emit(
        onNext: (@Sendable (Element) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribeClosures(onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes and ignores every event.
    ///
    /// - Returns: The subscription; dispose it to stop listening.
    public func emit() -> Disposable {
        asObservable().subscribeClosures(onNext: nil, onError: nil, onCompleted: nil, onDisposed: nil)
    }
}
// endregion: emitClosures

// region: emitRelays
extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes and hands every element to each of `relays` (`accept`); the signal's
    /// completion is not passed on, since a relay cannot end.
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: The subscription; dispose it to stop listening.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } },
                                         onError: nil, onCompleted: nil, onDisposed: nil)
    }

    /// Subscribes and hands every element, as an `Optional`, to each of `relays`; completion is
    /// not passed on.
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: The subscription; dispose it to stop listening.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } },
                                         onError: nil, onCompleted: nil, onDisposed: nil)
    }

    /// Subscribes and hands every element to each of `relays`; completion is not passed on.
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: The subscription; dispose it to stop listening.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } },
                                         onError: nil, onCompleted: nil, onDisposed: nil)
    }

    /// Subscribes and hands every element, as an `Optional`, to each of `relays`; completion is
    /// not passed on.
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: The subscription; dispose it to stop listening.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } },
                                         onError: nil, onCompleted: nil, onDisposed: nil)
    }

    /// Subscribes and hands every element to each of `relays`; completion is not passed on.
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: The subscription; dispose it to stop listening.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } },
                                         onError: nil, onCompleted: nil, onDisposed: nil)
    }

    /// Subscribes and hands every element, as an `Optional`, to each of `relays`; completion is
    /// not passed on.
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: The subscription; dispose it to stop listening.
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } },
                                         onError: nil, onCompleted: nil, onDisposed: nil)
    }
}
// endregion: emitRelays

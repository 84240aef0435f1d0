/// What `drive` reports when it is called off the main thread: RxSwift 6.5's words, since a
/// program may print them.
@usableFromInline
let driveOffMainThreadMessage = "`drive*` family of methods can be only called from `MainThread`.\n"
    + "This is required to ensure that the last replayed `Driver` element is delivered on `MainThread`.\n"

// region: driveObservers
extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes `observers`, every one to every event; `subscribe` with a name that says the
    /// events are UI state. Stops the program if called off the main thread.
    ///
    /// - Parameter observers: The observers that receive each event, in the order given.
    /// - Returns: The subscription; dispose it to stop driving.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asSharedSequence().asObservable().subscribe(AnonymousObserver { event in
            observers.forEach { $0.on(event) }
        })
    }

    /// Subscribes `observers` of the optional element type, every one to every event, each
    /// element wrapped in `Optional`. Stops the program if called off the main thread.
    ///
    /// - Parameter observers: The observers that receive each event, in the order given.
    /// - Returns: The subscription; dispose it to stop driving.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        let optionals = Map(source: asSharedSequence().asObservable()) { $0 as Element? }
        return optionals.subscribe(AnonymousObserver { event in
            observers.forEach { $0.on(event) }
        })
    }

    /// Hands the driver's observable to `transformation` and returns what it returns (a binder
    /// function of the app's own). Stops the program if called off the main thread.
    ///
    /// - Parameter transformation: Subscribes the observable in its own way.
    /// - Returns: What `transformation` returns, usually the subscription.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return transformation(asObservable())
    }

    /// Hands the driver's observable to the curried binder `with`, then `curriedArgument` to what
    /// it returns. Stops the program if called off the main thread.
    ///
    /// - Parameters:
    ///   - with: A binder function that takes the observable first and its argument second.
    ///   - curriedArgument: The argument handed to the function `with` returns.
    /// - Returns: What that function returns, usually the subscription.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return with(asObservable())(curriedArgument)
    }
}
// endregion: driveObservers

// region: driveClosures
extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes closures that receive `object`, held weakly, with each event: once `object` is
    /// gone they are no longer called. No `onError`: a driver does not fail. Stops the program
    /// if called off the main thread.
    ///
    /// - Parameters:
    ///   - object: Handed to each closure; not retained by the subscription.
    ///   - onNext: Called with `object` and each element.
    ///   - onCompleted: Called with `object` when the driver completes.
    ///   - onDisposed: Called with `object` when the subscription ends, by completion or disposal.
    /// - Returns: The subscription; dispose it to stop driving.
    @available(swift, obsoleted: 6)
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asObservable().subscribeClosures(with: object, onNext: onNext, onError: nil,
                                                onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a closure per kind of event and one for the end of the subscription. No
    /// `onError`: a driver does not fail. Stops the program if called off the main thread.
    ///
    /// `@inlinable` (both spellings), so the observer it subscribes is built for the app's
    /// element type, as `subscribe(onNext:)`'s is (`driver/pump`, lab notes of
    /// `Benchmarks/README.md`).
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called when the driver completes.
    ///   - onDisposed: Called when the subscription ends, by completion or disposal.
    /// - Returns: The subscription; dispose it to stop driving.
    @available(swift, obsoleted: 6)
    @inlinable
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asObservable().subscribeClosures(onNext: onNext, onError: nil, onCompleted: onCompleted,
                                                onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object`, held weakly, with each event: once `object` is
    /// gone they are no longer called. No `onError`: a driver does not fail. Stops the program
    /// if called off the main thread.
    ///
    /// The Swift 6 form: `@Sendable` closures and a `Sendable` object, as for `subscribe(with:)`
    /// (chapter 22); RxSwift 6.5 has only the Swift 5 form. A driver delivers on the main thread,
    /// but a mocked one on a test's scheduler, so the closures cannot be declared `@MainActor`;
    /// code that touches main-actor state says `MainActor.assumeIsolated { ... }`, which checks
    /// it at run time.
    ///
    /// - Parameters:
    ///   - object: Handed to each closure; not retained by the subscription.
    ///   - onNext: Called with `object` and each element.
    ///   - onCompleted: Called with `object` when the driver completes.
    ///   - onDisposed: Called with `object` when the subscription ends, by completion or disposal.
    /// - Returns: The subscription; dispose it to stop driving.
    @available(swift, introduced: 6)
    public func drive<Object: AnyObject & Sendable>(
        with object: Object,
        onNext: (@Sendable (Object, Element) -> Void)? = nil,
        onCompleted: (@Sendable (Object) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asObservable().subscribeClosures(with: object, onNext: onNext, onError: nil,
                                                onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a closure per kind of event and one for the end of the subscription. No
    /// `onError`: a driver does not fail. Stops the program if called off the main thread.
    ///
    /// The Swift 6 form: `@Sendable` closures, not `@MainActor` ones (a mocked driver delivers on
    /// a test's scheduler); RxSwift 6.5 has only the Swift 5 form.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called when the driver completes.
    ///   - onDisposed: Called when the subscription ends, by completion or disposal.
    /// - Returns: The subscription; dispose it to stop driving.
    @available(swift, introduced: 6)
    @inlinable
    public func drive(
        onNext: (@Sendable (Element) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asObservable().subscribeClosures(onNext: onNext, onError: nil, onCompleted: onCompleted,
                                                onDisposed: onDisposed)
    }

    /// Subscribes and ignores every event (the one spelling Swift does not find ambiguous for
    /// "no closures"). Stops the program if called off the main thread.
    ///
    /// - Returns: The subscription; dispose it to stop driving.
    public func drive() -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asObservable().subscribeClosures(onNext: nil, onError: nil, onCompleted: nil, onDisposed: nil)
    }
}
// endregion: driveClosures

// region: driveRelays
extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes and hands every element to each of `relays` (`accept`); the driver's
    /// completion is not passed on, since a relay cannot end. Stops the program if called off
    /// the main thread.
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: The subscription; dispose it to stop driving.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } },
                                                onError: nil, onCompleted: nil, onDisposed: nil)
    }

    /// Subscribes and hands every element, as an `Optional`, to each of `relays`; completion is
    /// not passed on. Stops the program if called off the main thread.
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: The subscription; dispose it to stop driving.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } },
                                                onError: nil, onCompleted: nil, onDisposed: nil)
    }

    /// Subscribes and hands every element to each of `relays`; completion is not passed on.
    /// Stops the program if called off the main thread.
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: The subscription; dispose it to stop driving.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } },
                                                onError: nil, onCompleted: nil, onDisposed: nil)
    }

    /// Subscribes and hands every element, as an `Optional`, to each of `relays`; completion is
    /// not passed on. Stops the program if called off the main thread.
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: The subscription; dispose it to stop driving.
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } },
                                                onError: nil, onCompleted: nil, onDisposed: nil)
    }
}
// endregion: driveRelays

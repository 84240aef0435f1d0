/// RxCocoa's `bind` family on an `Infallible` (chapter 25): the same names as on an observable,
/// but with no misuse to report, since an `Infallible` has promised not to fail. An error that
/// gets in all the same (chapter 25 lists the ways) goes where `Infallible`'s own `subscribe`
/// sends it: to the observers, or to `Hooks.defaultErrorHandler`.
// region: infallibleBind
extension InfallibleType {
    /// Subscribes and sends every event to each of `observers`.
    ///
    /// - Parameter observers: The observers that receive each event, in the order given.
    /// - Returns: The subscription; dispose it to end the binding.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
        where Observer.Element == Element {
        // An AnonymousObserver takes a plain closure: the observers need not be Sendable, as
        // RxSwift 6.5 does not ask it of them.
        asObservable().subscribe(AnonymousObserver { event in
            for observer in observers {
                observer.on(event)
            }
        })
    }

    /// Subscribes and sends every event, its element wrapped in an Optional, to each of
    /// `observers`.
    ///
    /// - Parameter observers: The observers that receive each event, in the order given.
    /// - Returns: The subscription; dispose it to end the binding.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
        where Observer.Element == Element? {
        asObservable()
            .map { $0 as Element? }
            .subscribe(AnonymousObserver { event in
                for observer in observers {
                    observer.on(event)
                }
            })
    }

    // These two run `binder` before they return, on the caller's thread, and keep no reference
    // to it, as on an observable: no `@Sendable` twin.

    /// Hands this sequence to `binder` and returns what it returns.
    ///
    /// - Parameter binder: Subscribes the sequence in its own way.
    /// - Returns: What `binder` returns, usually the subscription.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Hands this sequence to `binder`, then `curriedArgument` to the function it returns, and
    /// returns the result.
    ///
    /// - Parameters:
    ///   - binder: A function that takes the sequence first and its argument second.
    ///   - curriedArgument: The argument handed to the function `binder` returns.
    /// - Returns: What that function returns, usually the subscription.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` to every element: `Infallible`'s `subscribe(onNext:)` under a name
    /// that says "this connects a source to its destination".
    ///
    /// - Parameter onNext: Called with each element.
    /// - Returns: The subscription; dispose it to end the binding.
    @available(swift, obsoleted: 6)
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        asObservable().subscribeClosures(onNext: onNext, onError: nil, onCompleted: nil, onDisposed: nil)
    }

    /// Subscribes `onNext` to every element: `Infallible`'s `subscribe(onNext:)` under a name
    /// that says "this connects a source to its destination".
    ///
    /// The Swift 6 form: the closure runs on the thread the elements arrive on, so it must be
    /// `@Sendable`; RxSwift 6.5 has only the Swift 5 form.
    ///
    /// - Parameter onNext: Called with each element.
    /// - Returns: The subscription; dispose it to end the binding.
    @available(swift, introduced: 6)
    public func bind(onNext: @escaping @Sendable (Element) -> Void) -> Disposable {
        asObservable().subscribeClosures(onNext: onNext, onError: nil, onCompleted: nil, onDisposed: nil)
    }

    /// Sends every element to each of `relays`; the completion is dropped, since a relay cannot
    /// end, and an error that got in goes to `Hooks.defaultErrorHandler`.
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: The subscription; dispose it to end the binding.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        // Infallible's `subscribe(onNext:)`, as RxSwift 6.5 has it: an error that got in goes to
        // `Hooks.defaultErrorHandler`.
        asObservable().subscribeClosures(onNext: { element in
            for relay in relays {
                relay.accept(element)
            }
        }, onError: nil, onCompleted: nil, onDisposed: nil)
    }

    /// Sends every element, wrapped in an Optional, to each of `relays`; the completion is
    /// dropped.
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: The subscription; dispose it to end the binding.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        // Infallible's `subscribe(onNext:)`, as RxSwift 6.5 has it: an error that got in goes to
        // `Hooks.defaultErrorHandler`.
        asObservable().subscribeClosures(onNext: { element in
            for relay in relays {
                relay.accept(element)
            }
        }, onError: nil, onCompleted: nil, onDisposed: nil)
    }

    /// Sends every element to each of `relays`; the completion is dropped.
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: The subscription; dispose it to end the binding.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        // Infallible's `subscribe(onNext:)`, as RxSwift 6.5 has it: an error that got in goes to
        // `Hooks.defaultErrorHandler`.
        asObservable().subscribeClosures(onNext: { element in
            for relay in relays {
                relay.accept(element)
            }
        }, onError: nil, onCompleted: nil, onDisposed: nil)
    }

    /// Sends every element, wrapped in an Optional, to each of `relays`; the completion is
    /// dropped.
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: The subscription; dispose it to end the binding.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        // Infallible's `subscribe(onNext:)`, as RxSwift 6.5 has it: an error that got in goes to
        // `Hooks.defaultErrorHandler`.
        asObservable().subscribeClosures(onNext: { element in
            for relay in relays {
                relay.accept(element)
            }
        }, onError: nil, onCompleted: nil, onDisposed: nil)
    }

    /// Sends every element to each of `relays`; the completion is dropped.
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: The subscription; dispose it to end the binding.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        // Infallible's `subscribe(onNext:)`, as RxSwift 6.5 has it: an error that got in goes to
        // `Hooks.defaultErrorHandler`.
        asObservable().subscribeClosures(onNext: { element in
            for relay in relays {
                relay.accept(element)
            }
        }, onError: nil, onCompleted: nil, onDisposed: nil)
    }

    /// Sends every element, wrapped in an Optional, to each of `relays`; the completion is
    /// dropped.
    ///
    /// - Parameter relays: The relays that accept each element, in the order given.
    /// - Returns: The subscription; dispose it to end the binding.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        // Infallible's `subscribe(onNext:)`, as RxSwift 6.5 has it: an error that got in goes to
        // `Hooks.defaultErrorHandler`.
        asObservable().subscribeClosures(onNext: { element in
            for relay in relays {
                relay.accept(element)
            }
        }, onError: nil, onCompleted: nil, onDisposed: nil)
    }
}
// endregion: infallibleBind

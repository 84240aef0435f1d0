/// RxCocoa's `bind` family: `subscribe` under a name that says "this connects a source to
/// its destination". `bind(to:)` with observers forwards every event, `completed` and errors
/// included; `bind(onNext:)` and `bind(with:onNext:)` treat an error as a misuse.
// region: bindToObservers
extension ObservableType {
    /// Subscribes and sends every event, terminal ones included, to each of `observers`.
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
        map { $0 as Element? }
            .subscribe(AnonymousObserver { event in
                for observer in observers {
                    observer.on(event)
                }
            })
    }
}
// endregion: bindToObservers

// region: bindToFunction
// These two run `binder` before they return, on the caller's thread, and keep no reference to
// it: a `@Sendable` twin for Swift 6 would only refuse closures that are safe here.
extension ObservableType {
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
}
// endregion: bindToFunction

// region: bindOnNext
extension ObservableType {
    /// Subscribes `onNext` with `object` as its first argument, held weakly: once the object is
    /// gone, elements are dropped. An error is a misuse: debug builds stop, release builds print
    /// it.
    ///
    /// - Parameters:
    ///   - object: Handed to `onNext` with each element; not retained by the subscription.
    ///   - onNext: Called with `object` and each element.
    /// - Returns: The subscription; dispose it to end the binding.
    @available(swift, obsoleted: 6)
    public func bind<Object: AnyObject>(
        with object: Object,
        onNext: @escaping (Object, Element) -> Void
    ) -> Disposable {
        subscribeClosures(
            onNext: { [weak object] element in
                guard let object else { return }
                onNext(object, element)
            },
            onError: { error in
                rxFatalErrorInDebug("Binding error: \(error)")
            },
            onCompleted: nil, onDisposed: nil)
    }

    /// Subscribes `onNext`. An error is a misuse: debug builds stop, release builds print it.
    ///
    /// - Parameter onNext: Called with each element.
    /// - Returns: The subscription; dispose it to end the binding.
    @available(swift, obsoleted: 6)
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribeClosures(
            onNext: onNext,
            onError: { error in
                rxFatalErrorInDebug("Binding error: \(error)")
            },
            onCompleted: nil, onDisposed: nil)
    }

    /// Subscribes `onNext` with `object` as its first argument, held weakly: once the object is
    /// gone, elements are dropped. An error is a misuse: debug builds stop, release builds print
    /// it.
    ///
    /// The Swift 6 form: `onNext` runs on the source's thread, so it must be `@Sendable`, and
    /// `object` `Sendable`; RxSwift 6.5 has only the Swift 5 form.
    ///
    /// - Parameters:
    ///   - object: Handed to `onNext` with each element; not retained by the subscription.
    ///   - onNext: Called with `object` and each element.
    /// - Returns: The subscription; dispose it to end the binding.
    @available(swift, introduced: 6)
    public func bind<Object: AnyObject & Sendable>(
        with object: Object,
        onNext: @escaping @Sendable (Object, Element) -> Void
    ) -> Disposable {
        subscribeClosures(
            onNext: { [weak object] element in
                guard let object else { return }
                onNext(object, element)
            },
            onError: { error in
                rxFatalErrorInDebug("Binding error: \(error)")
            },
            onCompleted: nil, onDisposed: nil)
    }

    /// Subscribes `onNext`. An error is a misuse: debug builds stop, release builds print it.
    ///
    /// The Swift 6 form: `onNext` must be `@Sendable` (chapter 22); RxSwift 6.5 has only the
    /// Swift 5 form.
    ///
    /// - Parameter onNext: Called with each element.
    /// - Returns: The subscription; dispose it to end the binding.
    @available(swift, introduced: 6)
    public func bind(onNext: @escaping @Sendable (Element) -> Void) -> Disposable {
        subscribeClosures(
            onNext: onNext,
            onError: { error in
                rxFatalErrorInDebug("Binding error: \(error)")
            },
            onCompleted: nil, onDisposed: nil)
    }
}
// endregion: bindOnNext

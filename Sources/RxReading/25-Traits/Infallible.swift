// region: Infallible
/// A sequence that promises, in its type, never to send an error: elements and completion only.
///
/// It is what `Infallible<Element>` conforms to, so that operators can take "any infallible
/// sequence" as they take any `ObservableType`.
public protocol InfallibleType: ObservableConvertibleType {}

/// A sequence that sends elements and perhaps completion, and never an error.
///
/// It is an `Observable` in a wrapper, not a new kind of producer: it shares nothing and
/// replays nothing, each subscriber gets its own subscription to the wrapped observable. The
/// wrapper only narrows what can be written: `create` and `asInfallible` leave no error to send,
/// and most of its operators take closures that do not throw. Not all: as in RxSwift 6.5, some
/// closures may still throw (`deferred`'s, `do`'s, `withLatestFrom`'s, `combineLatest`'s among
/// them) and `flatMap` and `concat` accept any observable, so an error can get in, and it then
/// passes on as in an `Observable`. It is not `ObservableType`, so it cannot be passed where an observable is
/// asked for without saying `asObservable()`.
///
/// Sendable, checked by the compiler: its one stored property is an `Observable`, which is.
/// RxSwift 6.5's `Infallible` is not declared `Sendable`.
public struct Infallible<Element>: InfallibleType, Sendable {
    // `@usableFromInline` and `@inlinable` here, in `asInfallible(onErrorJustReturn:)`, `map`
    // and `subscribe(onNext:...)`, so that the caller's compiler builds them for the element's
    // type, as `map` and `filter` are since chapter 07 (issue 37's `infallible/pump`).
    @usableFromInline
    let source: Observable<Element>

    // Internal, as in RxSwift: outside the library the only ways to get one are those that keep
    // the promise.
    @inlinable
    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The wrapped observable, whose type no longer says it cannot fail.
    ///
    /// - Returns: The observable inside, itself: each subscription to it is one to this sequence.
    @inlinable
    public func asObservable() -> Observable<Element> { source }
}
// endregion: Infallible

// region: InfallibleSubscribe
extension InfallibleType {
    /// Subscribes a closure per element, one for completion and one for the end of the
    /// subscription. There is no `onError`: the type says none will come.
    ///
    /// An error that reaches it all the same (from an operator's closure that throws, or an
    /// inner observable that fails) goes where `Observable`'s `subscribe` sends an error nobody
    /// handles: `Hooks.defaultErrorHandler`, as in RxSwift 6.5.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called when the sequence completes (not when an error got in).
    ///   - onDisposed: Called once when the subscription ends: after completion or an error, or
    ///     when the returned disposable is disposed first.
    /// - Returns: The subscription; disposing it unsubscribes. Without `onDisposed` it is the
    ///   subscription itself, where RxSwift 6.5 pairs it with an empty disposable (chapter 05).
    @available(swift, obsoleted: 6)
    @inlinable
    public func subscribe(onNext: ((Element) -> Void)? = nil,
                          onCompleted: (() -> Void)? = nil,
                          onDisposed: (() -> Void)? = nil) -> Disposable {
        asObservable().subscribeClosures(onNext: onNext, onError: nil, onCompleted: onCompleted,
                                         onDisposed: onDisposed)
    }

    /// Subscribes a closure per element, one for completion and one for the end of the
    /// subscription, for Swift 6 callers: the closures run on the thread the events arrive on, so
    /// they must be `@Sendable`. RxSwift 6.5 has only the plain closures.
    ///
    /// There is no `onError`: an error that gets in all the same (a throwing operator closure, a
    /// failing inner observable) goes to `Hooks.defaultErrorHandler`, as in RxSwift 6.5.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called when the sequence completes (not when an error got in).
    ///   - onDisposed: Called once when the subscription ends: after completion or an error, or
    ///     when the returned disposable is disposed first.
    /// - Returns: The subscription; disposing it unsubscribes. Without `onDisposed` it is the
    ///   subscription itself, where RxSwift 6.5 pairs it with an empty disposable (chapter 05).
    @available(swift, introduced: 6)
    @inlinable
    public func subscribe(onNext: (@Sendable (Element) -> Void)? = nil,
                          onCompleted: (@Sendable () -> Void)? = nil,
                          onDisposed: (@Sendable () -> Void)? = nil) -> Disposable {
        asObservable().subscribeClosures(onNext: onNext, onError: nil, onCompleted: onCompleted,
                                         onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` first, held weakly: once it is gone they are no
    /// longer called. No `onError` here either; an error that gets in is dropped without a word,
    /// as `Observable`'s `subscribe(with:)` drops one when no `onError` is given.
    ///
    /// - Parameters:
    ///   - object: Handed to each closure; the subscription does not keep it alive.
    ///   - onNext: Called with the object and each element.
    ///   - onCompleted: Called with the object when the sequence completes.
    ///   - onDisposed: Called with the object once when the subscription ends, if it still exists.
    /// - Returns: The subscription; disposing it unsubscribes. Losing the object does not end it.
    @available(swift, obsoleted: 6)
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribeClosures(with: object, onNext: onNext, onError: nil,
                                         onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` first, held weakly, for Swift 6 callers: the
    /// object is handed to the closures on the thread the events arrive on, so both must be
    /// `Sendable` (chapter 22). RxSwift 6.5 has only the plain spelling.
    ///
    /// Once the object is gone the closures are no longer called. There is no `onError`; an error
    /// that gets in is dropped without a word, as `Observable`'s `subscribe(with:)` drops one.
    ///
    /// - Parameters:
    ///   - object: Handed to each closure; the subscription does not keep it alive.
    ///   - onNext: Called with the object and each element.
    ///   - onCompleted: Called with the object when the sequence completes.
    ///   - onDisposed: Called with the object once when the subscription ends, if it still exists.
    /// - Returns: The subscription; disposing it unsubscribes. Losing the object does not end it.
    @available(swift, introduced: 6)
    public func subscribe<Object: AnyObject & Sendable>(
        with object: Object,
        onNext: (@Sendable (Object, Element) -> Void)? = nil,
        onCompleted: (@Sendable (Object) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribeClosures(with: object, onNext: onNext, onError: nil,
                                         onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a closure that receives every event; its type still has an `.error` case,
    /// which a kept promise never fills.
    ///
    /// - Parameter on: Called with each event, the terminal one included.
    /// - Returns: The subscription; disposing it unsubscribes.
    @available(swift, obsoleted: 6)
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(AnonymousObserver(on))
    }

    /// Subscribes a closure that receives every event, for Swift 6 callers: the closure runs on
    /// the thread the events arrive on, so it must be `@Sendable`. RxSwift 6.5 has only the plain
    /// closure. Its `Event` type still has an `.error` case, which a kept promise never fills.
    ///
    /// - Parameter on: Called with each event, the terminal one included.
    /// - Returns: The subscription; disposing it unsubscribes.
    @available(swift, introduced: 6)
    public func subscribe(_ on: @escaping @Sendable (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(AnonymousObserver(on))
    }
}
// endregion: InfallibleSubscribe

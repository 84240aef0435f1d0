// region: CompletableCreate
/// The trait of a sequence that sends no element: only whether it completed or failed.
public enum CompletableTrait {}

/// A sequence that only completes or fails, like a function that returns nothing and may throw.
/// Its element type is `Never`, so the compiler itself rules out an element.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// A `Completable`'s one event.
@frozen public enum CompletableEvent {
    /// The work failed.
    case error(Swift.Error)

    /// The work is done.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The closure `Completable.create` hands its caller to answer with.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// A `Completable` made from a closure that runs once per subscription: it receives the
    /// closure to answer with and returns the disposable that cancels the work. Only the first
    /// answer counts: `create`'s grammar check drops the rest.
    ///
    /// - Parameter subscribe: Runs once per subscription with the closure to answer with; returns
    ///   what disposing the subscription disposes (the cancel of the work).
    /// - Returns: A `Completable` that runs `subscribe` for each subscriber.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: AnonymousObservable { observer in
            subscribe { event in observer.onCompletableEvent(event) }
        })
    }

    /// A `Completable` made from a closure that runs once per subscription, for Swift 6 callers:
    /// the answer closure it receives is `@Sendable`, to be called from any thread. Only the
    /// first answer counts. RxSwift 6.5 has only the one without `@Sendable`.
    ///
    /// - Parameter subscribe: Runs once per subscription with the closure to answer with; returns
    ///   what disposing the subscription disposes (the cancel of the work).
    /// - Returns: A `Completable` that runs `subscribe` for each subscriber.
    @available(swift, introduced: 6)
    public static func create(
        subscribe: @escaping @Sendable (@escaping @Sendable (CompletableEvent) -> Void) -> Disposable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: AnonymousObservable { observer in
            subscribe { event in observer.onCompletableEvent(event) }
        })
    }
}

extension AnyObserver where Element == Never {
    /// A `Completable`'s answer as the events of the observable inside it.
    fileprivate func onCompletableEvent(_ event: CompletableEvent) {
        switch event {
        case .error(let error):
            on(.error(error))
        case .completed:
            on(.completed)
        }
    }
}

extension ObservableType where Element == Never {
    /// The same sequence seen as a `Completable`: with no element possible, there is nothing to
    /// check.
    ///
    /// - Returns: A `Completable` around the same observable.
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: asObservable())
    }
}
// endregion: CompletableCreate

// region: CompletableSubscribe
extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Subscribes a closure that receives the one answer as a `CompletableEvent`.
    ///
    /// - Parameter observer: Receives the answer, `.completed` or `.error`, once.
    /// - Returns: A disposable that cancels the subscription; after it, no answer is delivered.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        subscribeCompletableEvent(observer)
    }

    /// Subscribes a closure that receives the one answer as a `CompletableEvent`, for Swift 6
    /// callers: the closure runs on the thread the answer arrives on. RxSwift 6.5 has only the one
    /// without `@Sendable`.
    ///
    /// - Parameter observer: Receives the answer, `.completed` or `.error`, once.
    /// - Returns: A disposable that cancels the subscription; after it, no answer is delivered.
    @available(swift, introduced: 6)
    public func subscribe(_ observer: @escaping @Sendable (CompletableEvent) -> Void) -> Disposable {
        subscribeCompletableEvent(observer)
    }

    /// What both spellings of `subscribe(_:)` do: the first event is the answer.
    func subscribeCompletableEvent(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        primitiveSequence.asObservable().subscribe(TraitObserver { event in
            switch event {
            case .error(let error):
                observer(.error(error))
            case .completed:
                observer(.completed)
            }
        })
    }

    /// Subscribes closures that receive `object` as their first argument, held weakly: once the
    /// object is gone, none of them is called.
    ///
    /// - Parameters:
    ///   - object: Passed to each closure, held weakly; once it is gone, none of them runs.
    ///   - onCompleted: Receives the object when the `Completable` completes.
    ///   - onError: Receives the object and the error; without it, the error goes to
    ///     `Hooks.defaultErrorHandler`.
    ///   - onDisposed: Receives the object once, after the answer's closure or at disposal.
    /// - Returns: A disposable that cancels the subscription and runs `onDisposed`.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribeCompletable(with: object, onCompleted: onCompleted, onError: onError, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` as their first argument, held weakly, for Swift 6
    /// callers: the object must be `Sendable`, and the closures run on the thread the answer
    /// arrives on. Once the object is gone, none of them is called. RxSwift 6.5 has only the one
    /// without `@Sendable`.
    ///
    /// - Parameters:
    ///   - object: Passed to each closure, held weakly; once it is gone, none of them runs.
    ///   - onCompleted: Receives the object when the `Completable` completes.
    ///   - onError: Receives the object and the error; without it, the error goes to
    ///     `Hooks.defaultErrorHandler`.
    ///   - onDisposed: Receives the object once, after the answer's closure or at disposal.
    /// - Returns: A disposable that cancels the subscription and runs `onDisposed`.
    @available(swift, introduced: 6)
    public func subscribe<Object: AnyObject & Sendable>(
        with object: Object,
        onCompleted: (@Sendable (Object) -> Void)? = nil,
        onError: (@Sendable (Object, Swift.Error) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil
    ) -> Disposable {
        subscribeCompletable(with: object, onCompleted: onCompleted, onError: onError, onDisposed: onDisposed)
    }

    func subscribeCompletable<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)?,
        onError: ((Object, Swift.Error) -> Void)?,
        onDisposed: ((Object) -> Void)?
    ) -> Disposable {
        subscribeCompletable(
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onError: { [weak object] in
                guard let object else { return }
                onError?(object, $0)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }

    /// Subscribes a closure for the completion, one for the error (without it, the error goes to
    /// `Hooks.defaultErrorHandler`), and one that runs once when the subscription ends.
    ///
    /// - Parameters:
    ///   - onCompleted: Runs when the `Completable` completes.
    ///   - onError: Receives the error; without it, the error goes to `Hooks.defaultErrorHandler`.
    ///   - onDisposed: Runs once, after the answer's closure or at disposal, whichever is first.
    /// - Returns: A disposable that cancels the subscription and runs `onDisposed`.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func subscribe(onCompleted: (() -> Void)? = nil,
                          onError: ((Swift.Error) -> Void)? = nil,
                          onDisposed: (() -> Void)? = nil) -> Disposable {
        subscribeCompletable(onCompleted: onCompleted, onError: onError, onDisposed: onDisposed)
    }

    /// Subscribes a closure for the completion, one for the error (without it, the error goes to
    /// `Hooks.defaultErrorHandler`), and one that runs once when the subscription ends, for Swift 6
    /// callers: the closures run on the thread the answer arrives on. RxSwift 6.5 has only the one
    /// without `@Sendable`.
    ///
    /// - Parameters:
    ///   - onCompleted: Runs when the `Completable` completes.
    ///   - onError: Receives the error; without it, the error goes to `Hooks.defaultErrorHandler`.
    ///   - onDisposed: Runs once, after the answer's closure or at disposal, whichever is first.
    /// - Returns: A disposable that cancels the subscription and runs `onDisposed`.
    @available(swift, introduced: 6)
    public func subscribe(onCompleted: (@Sendable () -> Void)? = nil,
                          onError: (@Sendable (Swift.Error) -> Void)? = nil,
                          onDisposed: (@Sendable () -> Void)? = nil) -> Disposable {
        subscribeCompletable(onCompleted: onCompleted, onError: onError, onDisposed: onDisposed)
    }

    /// What every spelling of `subscribe(onCompleted:...)` does.
    func subscribeCompletable(onCompleted: (() -> Void)?,
                              onError: ((Swift.Error) -> Void)?,
                              onDisposed: (() -> Void)?) -> Disposable {
        let callStack = traitSubscriptionCallStack()
        let disposable: Disposable = onDisposed.map { AnonymousDisposable(disposeAction: $0) } ?? Disposables.create()
        let subscription = subscribeCompletableEvent { event in
            switch event {
            case .error(let error):
                if let onError {
                    onError(error)
                } else {
                    Hooks.defaultErrorHandler(callStack, error)
                }
            case .completed:
                onCompleted?()
            }
            disposable.dispose()
        }
        return Disposables.create(subscription, disposable)
    }
}
// endregion: CompletableSubscribe

// region: CompletableOperators
extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// A `Completable` that fails with `error` at once.
    ///
    /// - Parameter error: The failure.
    /// - Returns: A `Completable` that fails with `error` when subscribed.
    public static func error(_ error: Swift.Error) -> Completable {
        Completable(raw: Observable.error(error))
    }

    /// A `Completable` that never answers.
    ///
    /// - Returns: A `Completable` that sends nothing, ever.
    public static func never() -> Completable {
        Completable(raw: Observable.never())
    }

    /// A `Completable` that completes at once.
    ///
    /// - Returns: A `Completable` that completes when subscribed.
    public static func empty() -> Completable {
        Completable(raw: Observable.empty())
    }

    /// Runs the closures as the answer passes (chapter 24's `do`).
    ///
    /// - Parameters:
    ///   - onError: Sees the error before the observer does.
    ///   - afterError: Sees the error after the observer has.
    ///   - onCompleted: Runs before the observer sees the completion.
    ///   - afterCompleted: Runs after the observer has seen the completion.
    ///   - onSubscribe: Runs before the `Completable` is subscribed.
    ///   - onSubscribed: Runs after the `Completable` is subscribed.
    ///   - onDispose: Runs once the subscription to the `Completable` is disposed, for any reason.
    /// - Returns: A `Completable` with the same answer; a closure that throws makes its error the
    ///   answer.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func `do`(onError: ((Swift.Error) throws -> Void)? = nil,
                     afterError: ((Swift.Error) throws -> Void)? = nil,
                     onCompleted: (() throws -> Void)? = nil,
                     afterCompleted: (() throws -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil,
                     onSubscribed: (() -> Void)? = nil,
                     onDispose: (() -> Void)? = nil) -> Completable {
        Completable(raw: Do(source: primitiveSequence.source,
                            onNext: nil, afterNext: nil, onError: onError, afterError: afterError,
                            onCompleted: onCompleted, afterCompleted: afterCompleted,
                            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Runs the closures as the answer passes (chapter 24's `do`), for Swift 6 callers: the
    /// closures run on the thread the events arrive on. RxSwift 6.5 has only the one without
    /// `@Sendable`.
    ///
    /// - Parameters:
    ///   - onError: Sees the error before the observer does.
    ///   - afterError: Sees the error after the observer has.
    ///   - onCompleted: Runs before the observer sees the completion.
    ///   - afterCompleted: Runs after the observer has seen the completion.
    ///   - onSubscribe: Runs before the `Completable` is subscribed.
    ///   - onSubscribed: Runs after the `Completable` is subscribed.
    ///   - onDispose: Runs once the subscription to the `Completable` is disposed, for any reason.
    /// - Returns: A `Completable` with the same answer; a closure that throws makes its error the
    ///   answer.
    @available(swift, introduced: 6)
    public func `do`(onError: (@Sendable (Swift.Error) throws -> Void)? = nil,
                     afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
                     onCompleted: (@Sendable () throws -> Void)? = nil,
                     afterCompleted: (@Sendable () throws -> Void)? = nil,
                     onSubscribe: (@Sendable () -> Void)? = nil,
                     onSubscribed: (@Sendable () -> Void)? = nil,
                     onDispose: (@Sendable () -> Void)? = nil) -> Completable {
        Completable(raw: Do(source: primitiveSequence.source,
                            onNext: nil, afterNext: nil, onError: onError, afterError: afterError,
                            onCompleted: onCompleted, afterCompleted: afterCompleted,
                            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}
// endregion: CompletableOperators

// region: CompletableConcatZip
extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Completes once `self`, then `second`, have completed: `second` is subscribed when `self`
    /// completes; an error of either ends it.
    ///
    /// - Parameter second: The `Completable` to run after this one.
    /// - Returns: A `Completable` that completes when both have, in turn.
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// Runs the `Completable`s one after the other, each subscribed when the one before completes;
    /// the first error ends it, and the rest are never subscribed.
    ///
    /// - Parameter sequence: The `Completable`s, in order.
    /// - Returns: A `Completable` that completes when the last one has.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
        where Sequence.Element == Completable {
        Completable(raw: Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Runs the `Completable`s of `collection` one after the other, each subscribed when the one
    /// before completes; the first error ends it.
    ///
    /// - Parameter collection: The `Completable`s, in order.
    /// - Returns: A `Completable` that completes when the last one has.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
        where Collection.Element == Completable {
        Completable(raw: Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Runs the given `Completable`s one after the other, each subscribed when the one before
    /// completes; the first error ends it.
    ///
    /// - Parameter sources: The `Completable`s, in order.
    /// - Returns: A `Completable` that completes when the last one has.
    public static func concat(_ sources: Completable ...) -> Completable {
        Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Runs every `Completable` of `sources` at once and completes when all have completed; the
    /// first error ends it. (A zip of sequences with no elements is their merge.)
    ///
    /// - Parameter sources: The `Completable`s, all subscribed at once.
    /// - Returns: A `Completable` that completes when the last of them has.
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
        where Collection.Element == Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs every `Completable` of the array at once and completes when all have completed; the
    /// first error ends it.
    ///
    /// - Parameter sources: The `Completable`s, all subscribed at once.
    /// - Returns: A `Completable` that completes when the last of them has.
    public static func zip(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs the given `Completable`s at once and completes when all have completed; the first
    /// error ends it.
    ///
    /// - Parameter sources: The `Completable`s, all subscribed at once.
    /// - Returns: A `Completable` that completes when the last of them has.
    public static func zip(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }
}
// endregion: CompletableConcatZip

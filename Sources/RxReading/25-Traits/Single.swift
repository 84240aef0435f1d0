// region: SingleCreate
/// The trait of a sequence that sends exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that answers once: one element (a success) or an error, like a function's return.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// A `Single`'s one event: Swift's own `Result`, `.success(element)` or `.failure(error)`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The closure `Single.create` hands its caller to answer with.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// A `Single` made from a closure that runs once per subscription: it receives the closure to
    /// answer with and returns the disposable that cancels the work. Only the first answer counts:
    /// a success becomes `.next` and `.completed`, a failure `.error`, and `create`'s grammar check
    /// drops whatever comes after.
    ///
    /// - Parameter subscribe: Runs once per subscription with the closure to answer with; returns
    ///   what disposing the subscription disposes (the cancel of the work).
    /// - Returns: A `Single` that runs `subscribe` for each subscriber.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        Single(raw: AnonymousObservable { observer in
            subscribe { event in observer.onSingleEvent(event) }
        })
    }

    // region: SingleCreateSwift6
    /// A `Single` made from a closure that runs once per subscription, for Swift 6 callers: the
    /// closure runs on the subscribing thread, and the answer closure it receives is `@Sendable`,
    /// so a network callback on another thread may call it. Only the first answer counts: a success
    /// becomes `.next` and `.completed`, a failure `.error`. RxSwift 6.5 has only the one without
    /// `@Sendable`.
    ///
    /// - Parameter subscribe: Runs once per subscription with the closure to answer with; returns
    ///   what disposing the subscription disposes (the cancel of the work).
    /// - Returns: A `Single` that runs `subscribe` for each subscriber.
    @available(swift, introduced: 6)
    public static func create(
        subscribe: @escaping @Sendable (@escaping @Sendable (SingleEvent<Element>) -> Void) -> Disposable
    ) -> Single<Element> {
        Single(raw: AnonymousObservable { observer in
            subscribe { event in observer.onSingleEvent(event) }
        })
    }
    // endregion: SingleCreateSwift6
}

extension AnyObserver {
    /// A `Single`'s answer as the events of the observable inside it.
    fileprivate func onSingleEvent(_ event: SingleEvent<Element>) {
        switch event {
        case .success(let element):
            on(.next(element))
            on(.completed)
        case .failure(let error):
            on(.error(error))
        }
    }
}
// endregion: SingleCreate

// region: SingleSubscribe
extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Subscribes a closure that receives the one answer as a `SingleEvent`. A `.completed`
    /// without an element breaks the promise: it stops a debug build.
    ///
    /// - Parameter observer: Receives the answer, `.success` or `.failure`, once.
    /// - Returns: A disposable that cancels the subscription; after it, no answer is delivered.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        subscribeSingleEvent(observer)
    }

    /// Subscribes a closure that receives the one answer as a `SingleEvent`, for Swift 6 callers:
    /// the closure runs on the thread the answer arrives on. A `.completed` without an element
    /// breaks the promise: it stops a debug build. RxSwift 6.5 has only the one without
    /// `@Sendable`.
    ///
    /// - Parameter observer: Receives the answer, `.success` or `.failure`, once.
    /// - Returns: A disposable that cancels the subscription; after it, no answer is delivered.
    @available(swift, introduced: 6)
    public func subscribe(_ observer: @escaping @Sendable (SingleEvent<Element>) -> Void) -> Disposable {
        subscribeSingleEvent(observer)
    }

    // region: subscribeSingleEvent
    /// What both spellings of `subscribe(_:)` do: the first event is the answer, and a
    /// `.completed` without an element breaks the trait's promise.
    @inlinable
    func subscribeSingleEvent(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        primitiveSequence.asObservable().subscribe(TraitObserver { event in
            switch event {
            case .next(let element):
                observer(.success(element))
            case .error(let error):
                observer(.failure(error))
            case .completed:
                rxFatalErrorInDebug("Singles can't emit a completion event")
            }
        })
    }
    // endregion: subscribeSingleEvent

    /// The old spelling of `subscribe(onSuccess:onFailure:onDisposed:)`, where the error's
    /// closure is `onError` and must be given.
    ///
    /// - Parameters:
    ///   - onSuccess: Receives the element.
    ///   - onError: Receives the error.
    ///   - onDisposed: Runs once, after the answer's closure or at disposal, whichever is first.
    /// - Returns: A disposable that cancels the subscription and runs `onDisposed`.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(onSuccess: ((Element) -> Void)? = nil,
                          onError: @escaping ((Swift.Error) -> Void),
                          onDisposed: (() -> Void)? = nil) -> Disposable {
        subscribeSingle(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// The old spelling of `subscribe(onSuccess:onFailure:onDisposed:)`, for Swift 6 callers: the
    /// error's closure is `onError` and must be given. RxSwift 6.5 has only the one without
    /// `@Sendable`.
    ///
    /// - Parameters:
    ///   - onSuccess: Receives the element.
    ///   - onError: Receives the error.
    ///   - onDisposed: Runs once, after the answer's closure or at disposal, whichever is first.
    /// - Returns: A disposable that cancels the subscription and runs `onDisposed`.
    @available(swift, introduced: 6)
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(onSuccess: (@Sendable (Element) -> Void)? = nil,
                          onError: @escaping @Sendable (Swift.Error) -> Void,
                          onDisposed: (@Sendable () -> Void)? = nil) -> Disposable {
        subscribeSingle(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` as their first argument, held weakly: once the
    /// object is gone, none of them is called.
    ///
    /// - Parameters:
    ///   - object: Passed to each closure, held weakly; once it is gone, none of them runs.
    ///   - onSuccess: Receives the object and the element.
    ///   - onFailure: Receives the object and the error; without it, the error goes to
    ///     `Hooks.defaultErrorHandler`.
    ///   - onDisposed: Receives the object once, after the answer's closure or at disposal.
    /// - Returns: A disposable that cancels the subscription and runs `onDisposed`.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribeSingle(with: object, onSuccess: onSuccess, onFailure: onFailure, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` as their first argument, held weakly, for Swift 6
    /// callers: the object must be `Sendable`, and the closures run on the thread the answer
    /// arrives on. Once the object is gone, none of them is called. RxSwift 6.5 has only the one
    /// without `@Sendable`.
    ///
    /// - Parameters:
    ///   - object: Passed to each closure, held weakly; once it is gone, none of them runs.
    ///   - onSuccess: Receives the object and the element.
    ///   - onFailure: Receives the object and the error; without it, the error goes to
    ///     `Hooks.defaultErrorHandler`.
    ///   - onDisposed: Receives the object once, after the answer's closure or at disposal.
    /// - Returns: A disposable that cancels the subscription and runs `onDisposed`.
    @available(swift, introduced: 6)
    public func subscribe<Object: AnyObject & Sendable>(
        with object: Object,
        onSuccess: (@Sendable (Object, Element) -> Void)? = nil,
        onFailure: (@Sendable (Object, Swift.Error) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil
    ) -> Disposable {
        subscribeSingle(with: object, onSuccess: onSuccess, onFailure: onFailure, onDisposed: onDisposed)
    }

    func subscribeSingle<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)?,
        onFailure: ((Object, Swift.Error) -> Void)?,
        onDisposed: ((Object) -> Void)?
    ) -> Disposable {
        subscribeSingle(
            onSuccess: { [weak object] in
                guard let object else { return }
                onSuccess?(object, $0)
            },
            onFailure: { [weak object] in
                guard let object else { return }
                onFailure?(object, $0)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }

    /// Subscribes a closure for the success, one for the failure (without it, the error goes to
    /// `Hooks.defaultErrorHandler`), and one that runs once when the subscription ends: after the
    /// answer's closure, or when the returned disposable is disposed first.
    ///
    /// - Parameters:
    ///   - onSuccess: Receives the element.
    ///   - onFailure: Receives the error; without it, the error goes to
    ///     `Hooks.defaultErrorHandler`.
    ///   - onDisposed: Runs once, after the answer's closure or at disposal, whichever is first.
    /// - Returns: A disposable that cancels the subscription and runs `onDisposed`.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    @inlinable
    public func subscribe(onSuccess: ((Element) -> Void)? = nil,
                          onFailure: ((Swift.Error) -> Void)? = nil,
                          onDisposed: (() -> Void)? = nil) -> Disposable {
        subscribeSingle(onSuccess: onSuccess, onFailure: onFailure, onDisposed: onDisposed)
    }

    /// Subscribes a closure for the success, one for the failure (without it, the error goes to
    /// `Hooks.defaultErrorHandler`), and one that runs once when the subscription ends, for Swift 6
    /// callers: the closures run on the thread the answer arrives on. RxSwift 6.5 has only the one
    /// without `@Sendable`.
    ///
    /// - Parameters:
    ///   - onSuccess: Receives the element.
    ///   - onFailure: Receives the error; without it, the error goes to
    ///     `Hooks.defaultErrorHandler`.
    ///   - onDisposed: Runs once, after the answer's closure or at disposal, whichever is first.
    /// - Returns: A disposable that cancels the subscription and runs `onDisposed`.
    @available(swift, introduced: 6)
    @inlinable
    public func subscribe(onSuccess: (@Sendable (Element) -> Void)? = nil,
                          onFailure: (@Sendable (Swift.Error) -> Void)? = nil,
                          onDisposed: (@Sendable () -> Void)? = nil) -> Disposable {
        subscribeSingle(onSuccess: onSuccess, onFailure: onFailure, onDisposed: onDisposed)
    }

    /// What every spelling of `subscribe(onSuccess:...)` does.
    @inlinable
    func subscribeSingle(onSuccess: ((Element) -> Void)?,
                         onFailure: ((Swift.Error) -> Void)?,
                         onDisposed: (() -> Void)?) -> Disposable {
        let callStack = traitSubscriptionCallStack()
        let disposable: Disposable = onDisposed.map { AnonymousDisposable(disposeAction: $0) } ?? Disposables.create()
        let subscription = subscribeSingleEvent { event in
            switch event {
            case .success(let element):
                onSuccess?(element)
            case .failure(let error):
                if let onFailure {
                    onFailure(error)
                } else {
                    Hooks.defaultErrorHandler(callStack, error)
                }
            }
            // The answer's closure first, then onDisposed, as for an observable (chapter 05).
            disposable.dispose()
        }
        return Disposables.create(subscription, disposable)
    }
}
// endregion: SingleSubscribe

// region: SingleOperators
extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` that succeeds with `element` at once.
    ///
    /// - Parameter element: The answer.
    /// - Returns: A `Single` that succeeds with `element` when subscribed.
    @inlinable
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// A `Single` that succeeds with `element`, sent on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The answer.
    ///   - scheduler: Where the answer is sent from.
    /// - Returns: A `Single` that succeeds with `element` on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Single` that fails with `error` at once.
    ///
    /// - Parameter error: The failure.
    /// - Returns: A `Single` that fails with `error` when subscribed.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: Observable.error(error))
    }

    /// A `Single` that never answers.
    ///
    /// - Returns: A `Single` that sends nothing, ever.
    public static func never() -> Single<Element> {
        Single(raw: Observable.never())
    }

    /// Runs the closures as the answer passes (chapter 24's `do`, with `onSuccess` for `onNext`).
    ///
    /// - Parameters:
    ///   - onSuccess: Sees the element before the observer does.
    ///   - afterSuccess: Sees the element after the observer has.
    ///   - onError: Sees the error before the observer does.
    ///   - afterError: Sees the error after the observer has.
    ///   - onSubscribe: Runs before the `Single` is subscribed.
    ///   - onSubscribed: Runs after the `Single` is subscribed.
    ///   - onDispose: Runs once the subscription to the `Single` is disposed, for any reason.
    /// - Returns: A `Single` with the same answer; a closure that throws makes its error the
    ///   answer.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func `do`(onSuccess: ((Element) throws -> Void)? = nil,
                     afterSuccess: ((Element) throws -> Void)? = nil,
                     onError: ((Swift.Error) throws -> Void)? = nil,
                     afterError: ((Swift.Error) throws -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil,
                     onSubscribed: (() -> Void)? = nil,
                     onDispose: (() -> Void)? = nil) -> Single<Element> {
        Single(raw: Do(source: primitiveSequence.source,
                       onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
                       onCompleted: nil, afterCompleted: nil,
                       onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Runs the closures as the answer passes (chapter 24's `do`, with `onSuccess` for `onNext`),
    /// for Swift 6 callers: the closures run on the thread the events arrive on. RxSwift 6.5 has
    /// only the one without `@Sendable`.
    ///
    /// - Parameters:
    ///   - onSuccess: Sees the element before the observer does.
    ///   - afterSuccess: Sees the element after the observer has.
    ///   - onError: Sees the error before the observer does.
    ///   - afterError: Sees the error after the observer has.
    ///   - onSubscribe: Runs before the `Single` is subscribed.
    ///   - onSubscribed: Runs after the `Single` is subscribed.
    ///   - onDispose: Runs once the subscription to the `Single` is disposed, for any reason.
    /// - Returns: A `Single` with the same answer; a closure that throws makes its error the
    ///   answer.
    @available(swift, introduced: 6)
    public func `do`(onSuccess: (@Sendable (Element) throws -> Void)? = nil,
                     afterSuccess: (@Sendable (Element) throws -> Void)? = nil,
                     onError: (@Sendable (Swift.Error) throws -> Void)? = nil,
                     afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
                     onSubscribe: (@Sendable () -> Void)? = nil,
                     onSubscribed: (@Sendable () -> Void)? = nil,
                     onDispose: (@Sendable () -> Void)? = nil) -> Single<Element> {
        Single(raw: Do(source: primitiveSequence.source,
                       onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
                       onCompleted: nil, afterCompleted: nil,
                       onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Keeps the element if `predicate` says so: the answer may now be none, so the result is a
    /// `Maybe`.
    ///
    /// - Parameter predicate: Says whether to keep the element; an error it throws fails it.
    /// - Returns: A `Maybe` of the element, or empty when `predicate` refuses it.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: Filter(source: primitiveSequence.source, predicate: predicate))
    }

    /// Keeps the element if `predicate` says so: the answer may now be none, so the result is a
    /// `Maybe`. For Swift 6 callers, with a `@Sendable` predicate. RxSwift 6.5 has only the one
    /// without `@Sendable`.
    ///
    /// - Parameter predicate: Says whether to keep the element; an error it throws fails it.
    /// - Returns: A `Maybe` of the element, or empty when `predicate` refuses it.
    @available(swift, introduced: 6)
    public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: Filter(source: primitiveSequence.source, predicate: predicate))
    }

    /// Transforms the element; an error `transform` throws becomes the failure.
    ///
    /// - Parameter transform: Makes the new element; an error it throws fails it.
    /// - Returns: A `Single` of the transformed element.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: Map(source: primitiveSequence.source, transform: transform))
    }

    /// Transforms the element; an error `transform` throws becomes the failure. For Swift 6
    /// callers, with a `@Sendable` transform. RxSwift 6.5 has only the one without `@Sendable`.
    ///
    /// - Parameter transform: Makes the new element; an error it throws fails it.
    /// - Returns: A `Single` of the transformed element.
    @available(swift, introduced: 6)
    @inlinable
    public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Single<Result> {
        Single(raw: Map(source: primitiveSequence.source, transform: transform))
    }

    /// Transforms the element, dropping a `nil`: the result is a `Maybe`.
    ///
    /// - Parameter transform: Makes the new element, or `nil`; an error it throws fails it.
    /// - Returns: A `Maybe` of the transformed element, empty for `nil`.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: CompactMap(source: primitiveSequence.source, transform: transform))
    }

    /// Transforms the element, dropping a `nil`: the result is a `Maybe`. For Swift 6 callers,
    /// with a `@Sendable` transform. RxSwift 6.5 has only the one without `@Sendable`.
    ///
    /// - Parameter transform: Makes the new element, or `nil`; an error it throws fails it.
    /// - Returns: A `Maybe` of the transformed element, empty for `nil`.
    @available(swift, introduced: 6)
    public func compactMap<Result>(_ transform: @escaping @Sendable (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: CompactMap(source: primitiveSequence.source, transform: transform))
    }

    /// Answers with the answer of the `Single` that `selector` makes from the element.
    ///
    /// - Parameter selector: Makes the next `Single` from the element; an error it throws fails
    ///   it.
    /// - Returns: A `Single` with the answer of `selector`'s `Single`.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: Merge(source: primitiveSequence.source, selector: selector, onlyWhenIdle: false))
    }

    /// Answers with the answer of the `Single` that `selector` makes from the element. For Swift 6
    /// callers, with a `@Sendable` selector. RxSwift 6.5 has only the one without `@Sendable`.
    ///
    /// - Parameter selector: Makes the next `Single` from the element; an error it throws fails
    ///   it.
    /// - Returns: A `Single` with the answer of `selector`'s `Single`.
    @available(swift, introduced: 6)
    public func flatMap<Result>(_ selector: @escaping @Sendable (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: Merge(source: primitiveSequence.source, selector: selector, onlyWhenIdle: false))
    }

    /// Answers with the answer of the `Maybe` that `selector` makes from the element.
    ///
    /// - Parameter selector: Makes the `Maybe` from the element; an error it throws fails it.
    /// - Returns: A `Maybe` with the answer of `selector`'s `Maybe`.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: Merge(source: primitiveSequence.source, selector: selector, onlyWhenIdle: false))
    }

    /// Answers with the answer of the `Maybe` that `selector` makes from the element. For Swift 6
    /// callers, with a `@Sendable` selector. RxSwift 6.5 has only the one without `@Sendable`.
    ///
    /// - Parameter selector: Makes the `Maybe` from the element; an error it throws fails it.
    /// - Returns: A `Maybe` with the answer of `selector`'s `Maybe`.
    @available(swift, introduced: 6)
    public func flatMapMaybe<Result>(_ selector: @escaping @Sendable (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: Merge(source: primitiveSequence.source, selector: selector, onlyWhenIdle: false))
    }

    /// Completes, or fails, as the `Completable` that `selector` makes from the element does.
    ///
    /// - Parameter selector: Makes the `Completable` from the element; an error it throws fails
    ///   it.
    /// - Returns: A `Completable` that ends as `selector`'s `Completable` does.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: Merge(source: primitiveSequence.source, selector: selector, onlyWhenIdle: false))
    }

    /// Completes, or fails, as the `Completable` that `selector` makes from the element does. For
    /// Swift 6 callers, with a `@Sendable` selector. RxSwift 6.5 has only the one without
    /// `@Sendable`.
    ///
    /// - Parameter selector: Makes the `Completable` from the element; an error it throws fails
    ///   it.
    /// - Returns: A `Completable` that ends as `selector`'s `Completable` does.
    @available(swift, introduced: 6)
    public func flatMapCompletable(_ selector: @escaping @Sendable (Element) throws -> Completable) -> Completable {
        Completable(raw: Merge(source: primitiveSequence.source, selector: selector, onlyWhenIdle: false))
    }

    /// Succeeds with `resultSelector` of all the elements once every `Single` of `collection` has
    /// succeeded; the first failure fails it. An empty collection succeeds with
    /// `resultSelector([])`, called at subscription.
    ///
    /// - Parameters:
    ///   - collection: The `Single`s, all subscribed at once.
    ///   - resultSelector: Makes the result from the elements, in `collection`'s order; an error
    ///     it throws fails it.
    /// - Returns: A `Single` of `resultSelector`'s result.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        zipSingles(collection, resultSelector: resultSelector)
    }

    /// Succeeds with `resultSelector` of all the elements once every `Single` of `collection` has
    /// succeeded; the first failure fails it. An empty collection succeeds with
    /// `resultSelector([])`, called at subscription. For Swift 6 callers, with a `@Sendable`
    /// selector. RxSwift 6.5 has only the one without `@Sendable`.
    ///
    /// - Parameters:
    ///   - collection: The `Single`s, all subscribed at once.
    ///   - resultSelector: Makes the result from the elements, in `collection`'s order; an error
    ///     it throws fails it.
    /// - Returns: A `Single` of `resultSelector`'s result.
    @available(swift, introduced: 6)
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping @Sendable ([Element]) throws -> Result
    ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        zipSingles(collection, resultSelector: resultSelector)
    }

    static func zipSingles<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            // A zip of nothing would complete without an element, which a Single may not do.
            return PrimitiveSequence(raw: Deferred(observableFactory: { Observable.just(try resultSelector([])) }))
        }
        return PrimitiveSequence(raw: ZipCollection(sources: collection.map { $0.asObservable() },
                                                    resultSelector: resultSelector))
    }

    /// Succeeds with the array of all the elements once every `Single` of `collection` has
    /// succeeded; the first failure fails it, and an empty collection succeeds with `[]`.
    ///
    /// - Parameter collection: The `Single`s, all subscribed at once.
    /// - Returns: A `Single` of the elements, in `collection`'s order.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> PrimitiveSequence<Trait, [Element]>
        where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence(raw: Observable.just([]))
        }
        return PrimitiveSequence(raw: Observable.zip(collection.map { $0.asObservable() }))
    }

    /// Succeeds with `element` in place of a failure.
    ///
    /// - Parameter element: The answer to give when the `Single` fails.
    /// - Returns: A `Single` that never fails.
    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// The old spelling of `catchAndReturn(_:)`: succeeds with `element` in place of a failure.
    ///
    /// - Parameter element: The answer to give when the `Single` fails.
    /// - Returns: A `Single` that never fails.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element)
    }

    /// The same sequence seen as a `Maybe`: a weaker promise, so nothing to check.
    ///
    /// - Returns: A `Maybe` around the same observable.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source)
    }

    /// Only how the `Single` ends: its element is dropped.
    ///
    /// - Returns: A `Completable` that completes when the `Single` succeeds, or fails with it.
    public func asCompletable() -> Completable {
        primitiveSequence.source.ignoreElements().asCompletable()
    }
}
// endregion: SingleOperators

// region: MaybeCreate
/// The trait of a sequence that sends one element, or none, or an error.
public enum MaybeTrait {}

/// A sequence that answers once, maybe with an element: a success, a completion without one, or
/// an error, like a function that returns an optional and may throw.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// A `Maybe`'s one event.
@frozen public enum MaybeEvent<Element> {
    /// The one element; the sequence is over.
    case success(Element)

    /// The sequence failed.
    case error(Swift.Error)

    /// The sequence ended without an element.
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The closure `Maybe.create` hands its caller to answer with.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// A `Maybe` made from a closure that runs once per subscription: it receives the closure to
    /// answer with and returns the disposable that cancels the work. Only the first answer counts.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: AnonymousObservable { observer in
            subscribe { event in observer.onMaybeEvent(event) }
        })
    }

    /// `create` for Swift 6 callers: the answer closure is `@Sendable`, to be called from any thread.
    @available(swift, introduced: 6)
    public static func create(
        subscribe: @escaping @Sendable (@escaping @Sendable (MaybeEvent<Element>) -> Void) -> Disposable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: AnonymousObservable { observer in
            subscribe { event in observer.onMaybeEvent(event) }
        })
    }
}

extension AnyObserver {
    /// A `Maybe`'s answer as the events of the observable inside it.
    fileprivate func onMaybeEvent(_ event: MaybeEvent<Element>) {
        switch event {
        case .success(let element):
            on(.next(element))
            on(.completed)
        case .error(let error):
            on(.error(error))
        case .completed:
            on(.completed)
        }
    }
}
// endregion: MaybeCreate

// region: MaybeSubscribe
extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Subscribes a closure that receives the one answer as a `MaybeEvent`.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        subscribeMaybeEvent(observer)
    }

    /// `subscribe(_:)` for Swift 6 callers.
    @available(swift, introduced: 6)
    public func subscribe(_ observer: @escaping @Sendable (MaybeEvent<Element>) -> Void) -> Disposable {
        subscribeMaybeEvent(observer)
    }

    /// What both spellings of `subscribe(_:)` do: the first event is the answer.
    func subscribeMaybeEvent(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        primitiveSequence.asObservable().subscribe(TraitObserver { event in
            switch event {
            case .next(let element):
                observer(.success(element))
            case .error(let error):
                observer(.error(error))
            case .completed:
                observer(.completed)
            }
        })
    }

    /// Subscribes closures that receive `object` as their first argument, held weakly: once the
    /// object is gone, none of them is called.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribeMaybe(with: object, onSuccess: onSuccess, onError: onError, onCompleted: onCompleted,
                       onDisposed: onDisposed)
    }

    /// `subscribe(with:onSuccess:onError:onCompleted:onDisposed:)` for Swift 6 callers.
    @available(swift, introduced: 6)
    public func subscribe<Object: AnyObject & Sendable>(
        with object: Object,
        onSuccess: (@Sendable (Object, Element) -> Void)? = nil,
        onError: (@Sendable (Object, Swift.Error) -> Void)? = nil,
        onCompleted: (@Sendable (Object) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil
    ) -> Disposable {
        subscribeMaybe(with: object, onSuccess: onSuccess, onError: onError, onCompleted: onCompleted,
                       onDisposed: onDisposed)
    }

    func subscribeMaybe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)?,
        onError: ((Object, Swift.Error) -> Void)?,
        onCompleted: ((Object) -> Void)?,
        onDisposed: ((Object) -> Void)?
    ) -> Disposable {
        subscribeMaybe(
            onSuccess: { [weak object] in
                guard let object else { return }
                onSuccess?(object, $0)
            },
            onError: { [weak object] in
                guard let object else { return }
                onError?(object, $0)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }

    /// Subscribes a closure for each of the three answers (an error without `onError` goes to
    /// `Hooks.defaultErrorHandler`) and one that runs once when the subscription ends.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func subscribe(onSuccess: ((Element) -> Void)? = nil,
                          onError: ((Swift.Error) -> Void)? = nil,
                          onCompleted: (() -> Void)? = nil,
                          onDisposed: (() -> Void)? = nil) -> Disposable {
        subscribeMaybe(onSuccess: onSuccess, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// `subscribe(onSuccess:onError:onCompleted:onDisposed:)` for Swift 6 callers.
    @available(swift, introduced: 6)
    public func subscribe(onSuccess: (@Sendable (Element) -> Void)? = nil,
                          onError: (@Sendable (Swift.Error) -> Void)? = nil,
                          onCompleted: (@Sendable () -> Void)? = nil,
                          onDisposed: (@Sendable () -> Void)? = nil) -> Disposable {
        subscribeMaybe(onSuccess: onSuccess, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// What every spelling of `subscribe(onSuccess:...)` does.
    func subscribeMaybe(onSuccess: ((Element) -> Void)?,
                        onError: ((Swift.Error) -> Void)?,
                        onCompleted: (() -> Void)?,
                        onDisposed: (() -> Void)?) -> Disposable {
        let callStack = traitSubscriptionCallStack()
        let disposable: Disposable = onDisposed.map { AnonymousDisposable(disposeAction: $0) } ?? Disposables.create()
        let subscription = subscribeMaybeEvent { event in
            switch event {
            case .success(let element):
                onSuccess?(element)
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
// endregion: MaybeSubscribe

// region: MaybeOperators
extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A `Maybe` that succeeds with `element` at once.
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: Observable.just(element))
    }

    /// A `Maybe` that succeeds with `element`, sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Maybe` that fails with `error` at once.
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        Maybe(raw: Observable.error(error))
    }

    /// A `Maybe` that never answers.
    public static func never() -> Maybe<Element> {
        Maybe(raw: Observable.never())
    }

    /// A `Maybe` that completes without an element at once.
    public static func empty() -> Maybe<Element> {
        Maybe(raw: Observable.empty())
    }

    /// Runs the closures as the answer passes (chapter 24's `do`).
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func `do`(onNext: ((Element) throws -> Void)? = nil,
                     afterNext: ((Element) throws -> Void)? = nil,
                     onError: ((Swift.Error) throws -> Void)? = nil,
                     afterError: ((Swift.Error) throws -> Void)? = nil,
                     onCompleted: (() throws -> Void)? = nil,
                     afterCompleted: (() throws -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil,
                     onSubscribed: (() -> Void)? = nil,
                     onDispose: (() -> Void)? = nil) -> Maybe<Element> {
        Maybe(raw: Do(source: primitiveSequence.source,
                      onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                      onCompleted: onCompleted, afterCompleted: afterCompleted,
                      onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// `do` for Swift 6 callers.
    @available(swift, introduced: 6)
    public func `do`(onNext: (@Sendable (Element) throws -> Void)? = nil,
                     afterNext: (@Sendable (Element) throws -> Void)? = nil,
                     onError: (@Sendable (Swift.Error) throws -> Void)? = nil,
                     afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
                     onCompleted: (@Sendable () throws -> Void)? = nil,
                     afterCompleted: (@Sendable () throws -> Void)? = nil,
                     onSubscribe: (@Sendable () -> Void)? = nil,
                     onSubscribed: (@Sendable () -> Void)? = nil,
                     onDispose: (@Sendable () -> Void)? = nil) -> Maybe<Element> {
        Maybe(raw: Do(source: primitiveSequence.source,
                      onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                      onCompleted: onCompleted, afterCompleted: afterCompleted,
                      onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Keeps the element if `predicate` says so.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: Filter(source: primitiveSequence.source, predicate: predicate))
    }

    /// `filter` for Swift 6 callers.
    @available(swift, introduced: 6)
    public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: Filter(source: primitiveSequence.source, predicate: predicate))
    }

    /// Transforms the element, if there is one.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: Map(source: primitiveSequence.source, transform: transform))
    }

    /// `map` for Swift 6 callers.
    @available(swift, introduced: 6)
    public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: Map(source: primitiveSequence.source, transform: transform))
    }

    /// Transforms the element, dropping a `nil`.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: CompactMap(source: primitiveSequence.source, transform: transform))
    }

    /// `compactMap` for Swift 6 callers.
    @available(swift, introduced: 6)
    public func compactMap<Result>(_ transform: @escaping @Sendable (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: CompactMap(source: primitiveSequence.source, transform: transform))
    }

    /// Answers with the answer of the `Maybe` that `selector` makes from the element, if any.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: Merge(source: primitiveSequence.source, selector: selector, onlyWhenIdle: false))
    }

    /// `flatMap` for Swift 6 callers.
    @available(swift, introduced: 6)
    public func flatMap<Result>(_ selector: @escaping @Sendable (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: Merge(source: primitiveSequence.source, selector: selector, onlyWhenIdle: false))
    }

    /// Succeeds with `default` when the `Maybe` completes without an element: a `Single`.
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(default: `default`))
    }

    /// Answers as `other` does when the `Maybe` completes without an element.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.primitiveSequence.source))
    }

    /// Answers as the `Single` `other` does when the `Maybe` completes without an element: a `Single`.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.primitiveSequence.source))
    }

    /// Succeeds with `element` in place of a failure.
    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// The old spelling of `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
    }
}
// endregion: MaybeOperators

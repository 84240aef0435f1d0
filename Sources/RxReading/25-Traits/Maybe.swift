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
    /// answer with and returns the disposable that cancels the work. Only the first answer counts:
    /// a success becomes `.next` and `.completed`, and `create`'s grammar check drops the rest.
    ///
    /// - Parameter subscribe: Runs once per subscription with the closure to answer with; returns
    ///   what disposing the subscription disposes (the cancel of the work).
    /// - Returns: A `Maybe` that runs `subscribe` for each subscriber.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: AnonymousObservable { observer in
            subscribe { event in observer.onMaybeEvent(event) }
        })
    }

    /// A `Maybe` made from a closure that runs once per subscription, for Swift 6 callers: the
    /// answer closure it receives is `@Sendable`, to be called from any thread. Only the first
    /// answer counts. RxSwift 6.5 has only the one without `@Sendable`.
    ///
    /// - Parameter subscribe: Runs once per subscription with the closure to answer with; returns
    ///   what disposing the subscription disposes (the cancel of the work).
    /// - Returns: A `Maybe` that runs `subscribe` for each subscriber.
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
    /// Subscribes a closure that receives the one answer as a `MaybeEvent`: a success is heard
    /// as `.success` alone, though inside it is `.next` and `.completed`.
    ///
    /// - Parameter observer: Receives the answer, `.success`, `.completed` or `.error`, once.
    /// - Returns: A disposable that cancels the subscription; after it, no answer is delivered.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        subscribeMaybeEvent(observer)
    }

    /// Subscribes a closure that receives the one answer as a `MaybeEvent`, for Swift 6 callers:
    /// the closure runs on the thread the answer arrives on. RxSwift 6.5 has only the one without
    /// `@Sendable`.
    ///
    /// - Parameter observer: Receives the answer, `.success`, `.completed` or `.error`, once.
    /// - Returns: A disposable that cancels the subscription; after it, no answer is delivered.
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
    ///
    /// - Parameters:
    ///   - object: Passed to each closure, held weakly; once it is gone, none of them runs.
    ///   - onSuccess: Receives the object and the element.
    ///   - onError: Receives the object and the error; without it, the error goes to
    ///     `Hooks.defaultErrorHandler`.
    ///   - onCompleted: Receives the object when the `Maybe` completes without an element.
    ///   - onDisposed: Receives the object once, after the answer's closure or at disposal.
    /// - Returns: A disposable that cancels the subscription and runs `onDisposed`.
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

    /// Subscribes closures that receive `object` as their first argument, held weakly, for Swift 6
    /// callers: the object must be `Sendable`, and the closures run on the thread the answer
    /// arrives on. Once the object is gone, none of them is called. RxSwift 6.5 has only the one
    /// without `@Sendable`.
    ///
    /// - Parameters:
    ///   - object: Passed to each closure, held weakly; once it is gone, none of them runs.
    ///   - onSuccess: Receives the object and the element.
    ///   - onError: Receives the object and the error; without it, the error goes to
    ///     `Hooks.defaultErrorHandler`.
    ///   - onCompleted: Receives the object when the `Maybe` completes without an element.
    ///   - onDisposed: Receives the object once, after the answer's closure or at disposal.
    /// - Returns: A disposable that cancels the subscription and runs `onDisposed`.
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
    ///
    /// - Parameters:
    ///   - onSuccess: Receives the element.
    ///   - onError: Receives the error; without it, the error goes to `Hooks.defaultErrorHandler`.
    ///   - onCompleted: Runs when the `Maybe` completes without an element.
    ///   - onDisposed: Runs once, after the answer's closure or at disposal, whichever is first.
    /// - Returns: A disposable that cancels the subscription and runs `onDisposed`.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func subscribe(onSuccess: ((Element) -> Void)? = nil,
                          onError: ((Swift.Error) -> Void)? = nil,
                          onCompleted: (() -> Void)? = nil,
                          onDisposed: (() -> Void)? = nil) -> Disposable {
        subscribeMaybe(onSuccess: onSuccess, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a closure for each of the three answers (an error without `onError` goes to
    /// `Hooks.defaultErrorHandler`) and one that runs once when the subscription ends, for Swift 6
    /// callers: the closures run on the thread the answer arrives on. RxSwift 6.5 has only the one
    /// without `@Sendable`.
    ///
    /// - Parameters:
    ///   - onSuccess: Receives the element.
    ///   - onError: Receives the error; without it, the error goes to `Hooks.defaultErrorHandler`.
    ///   - onCompleted: Runs when the `Maybe` completes without an element.
    ///   - onDisposed: Runs once, after the answer's closure or at disposal, whichever is first.
    /// - Returns: A disposable that cancels the subscription and runs `onDisposed`.
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
    ///
    /// - Parameter element: The answer.
    /// - Returns: A `Maybe` that succeeds with `element` when subscribed.
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: Observable.just(element))
    }

    /// A `Maybe` that succeeds with `element`, sent on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The answer.
    ///   - scheduler: Where the answer is sent from.
    /// - Returns: A `Maybe` that succeeds with `element` on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Maybe` that fails with `error` at once.
    ///
    /// - Parameter error: The failure.
    /// - Returns: A `Maybe` that fails with `error` when subscribed.
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        Maybe(raw: Observable.error(error))
    }

    /// A `Maybe` that never answers.
    ///
    /// - Returns: A `Maybe` that sends nothing, ever.
    public static func never() -> Maybe<Element> {
        Maybe(raw: Observable.never())
    }

    /// A `Maybe` that completes without an element at once.
    ///
    /// - Returns: A `Maybe` that completes empty when subscribed.
    public static func empty() -> Maybe<Element> {
        Maybe(raw: Observable.empty())
    }

    /// Runs the closures as the answer passes (chapter 24's `do`).
    ///
    /// - Parameters:
    ///   - onNext: Sees the element before the observer does.
    ///   - afterNext: Sees the element after the observer has.
    ///   - onError: Sees the error before the observer does.
    ///   - afterError: Sees the error after the observer has.
    ///   - onCompleted: Runs before the observer sees the completion (after a success too).
    ///   - afterCompleted: Runs after the observer has seen the completion.
    ///   - onSubscribe: Runs before the `Maybe` is subscribed.
    ///   - onSubscribed: Runs after the `Maybe` is subscribed.
    ///   - onDispose: Runs once the subscription to the `Maybe` is disposed, for any reason.
    /// - Returns: A `Maybe` with the same answer; a closure that throws makes its error the
    ///   answer.
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

    /// Runs the closures as the answer passes (chapter 24's `do`), for Swift 6 callers: the
    /// closures run on the thread the events arrive on. RxSwift 6.5 has only the one without
    /// `@Sendable`.
    ///
    /// - Parameters:
    ///   - onNext: Sees the element before the observer does.
    ///   - afterNext: Sees the element after the observer has.
    ///   - onError: Sees the error before the observer does.
    ///   - afterError: Sees the error after the observer has.
    ///   - onCompleted: Runs before the observer sees the completion (after a success too).
    ///   - afterCompleted: Runs after the observer has seen the completion.
    ///   - onSubscribe: Runs before the `Maybe` is subscribed.
    ///   - onSubscribed: Runs after the `Maybe` is subscribed.
    ///   - onDispose: Runs once the subscription to the `Maybe` is disposed, for any reason.
    /// - Returns: A `Maybe` with the same answer; a closure that throws makes its error the
    ///   answer.
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
    ///
    /// - Parameter predicate: Says whether to keep the element; an error it throws fails it.
    /// - Returns: A `Maybe` of the element, or empty when `predicate` refuses it.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: Filter(source: primitiveSequence.source, predicate: predicate))
    }

    /// Keeps the element if `predicate` says so. For Swift 6 callers, with a `@Sendable`
    /// predicate. RxSwift 6.5 has only the one without `@Sendable`.
    ///
    /// - Parameter predicate: Says whether to keep the element; an error it throws fails it.
    /// - Returns: A `Maybe` of the element, or empty when `predicate` refuses it.
    @available(swift, introduced: 6)
    public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: Filter(source: primitiveSequence.source, predicate: predicate))
    }

    /// Transforms the element, if there is one.
    ///
    /// - Parameter transform: Makes the new element; an error it throws fails it.
    /// - Returns: A `Maybe` of the transformed element, empty when this one is.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: Map(source: primitiveSequence.source, transform: transform))
    }

    /// Transforms the element, if there is one. For Swift 6 callers, with a `@Sendable`
    /// transform. RxSwift 6.5 has only the one without `@Sendable`.
    ///
    /// - Parameter transform: Makes the new element; an error it throws fails it.
    /// - Returns: A `Maybe` of the transformed element, empty when this one is.
    @available(swift, introduced: 6)
    public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: Map(source: primitiveSequence.source, transform: transform))
    }

    /// Transforms the element, dropping a `nil`.
    ///
    /// - Parameter transform: Makes the new element, or `nil`; an error it throws fails it.
    /// - Returns: A `Maybe` of the transformed element, empty for `nil` or no element.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: CompactMap(source: primitiveSequence.source, transform: transform))
    }

    /// Transforms the element, dropping a `nil`. For Swift 6 callers, with a `@Sendable`
    /// transform. RxSwift 6.5 has only the one without `@Sendable`.
    ///
    /// - Parameter transform: Makes the new element, or `nil`; an error it throws fails it.
    /// - Returns: A `Maybe` of the transformed element, empty for `nil` or no element.
    @available(swift, introduced: 6)
    public func compactMap<Result>(_ transform: @escaping @Sendable (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: CompactMap(source: primitiveSequence.source, transform: transform))
    }

    /// Answers with the answer of the `Maybe` that `selector` makes from the element, if any.
    ///
    /// - Parameter selector: Makes the next `Maybe` from the element; an error it throws fails
    ///   it.
    /// - Returns: A `Maybe` with the answer of `selector`'s `Maybe`, empty when this one is.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: Merge(source: primitiveSequence.source, selector: selector, onlyWhenIdle: false))
    }

    /// Answers with the answer of the `Maybe` that `selector` makes from the element, if any. For
    /// Swift 6 callers, with a `@Sendable` selector. RxSwift 6.5 has only the one without
    /// `@Sendable`.
    ///
    /// - Parameter selector: Makes the next `Maybe` from the element; an error it throws fails
    ///   it.
    /// - Returns: A `Maybe` with the answer of `selector`'s `Maybe`, empty when this one is.
    @available(swift, introduced: 6)
    public func flatMap<Result>(_ selector: @escaping @Sendable (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: Merge(source: primitiveSequence.source, selector: selector, onlyWhenIdle: false))
    }

    /// Succeeds with `default` when the `Maybe` completes without an element: a `Single`.
    ///
    /// - Parameter default: The answer to give when the `Maybe` has no element.
    /// - Returns: A `Single` of the element, or of `default`; an error passes through.
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(default: `default`))
    }

    /// Answers as `other` does when the `Maybe` completes without an element; `other` is
    /// subscribed only then.
    ///
    /// - Parameter other: The `Maybe` to answer with instead of an empty completion.
    /// - Returns: A `Maybe` of the element, or with `other`'s answer; an error passes through.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.primitiveSequence.source))
    }

    /// Answers as the `Single` `other` does when the `Maybe` completes without an element: a
    /// `Single`. `other` is subscribed only then.
    ///
    /// - Parameter other: The `Single` to answer with instead of an empty completion.
    /// - Returns: A `Single` of the element, or with `other`'s answer; an error passes through.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.primitiveSequence.source))
    }

    /// Succeeds with `element` in place of a failure.
    ///
    /// - Parameter element: The answer to give when the `Maybe` fails.
    /// - Returns: A `Maybe` that never fails.
    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// The old spelling of `catchAndReturn(_:)`: succeeds with `element` in place of a failure.
    ///
    /// - Parameter element: The answer to give when the `Maybe` fails.
    /// - Returns: A `Maybe` that never fails.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
    }
}
// endregion: MaybeOperators

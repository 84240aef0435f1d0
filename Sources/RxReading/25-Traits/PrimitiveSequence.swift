// region: PrimitiveSequence
/// An observable with a promise about how many elements it sends, written into its type: a
/// `Single` sends exactly one element or an error, a `Maybe` one element, none, or an error, a
/// `Completable` no element at all. It is a struct around an ordinary `Observable`; the `Trait`
/// is a type with no values that only picks which operators apply.
public struct PrimitiveSequence<Trait, Element> {
    // `@usableFromInline` and `@inlinable` here, and in `Single`'s `just`, `map` and
    // `subscribe(onSuccess:...)`, so that the caller's compiler builds their sinks and observers
    // for the element's type, as `Infallible`'s are (`single/churn`, lab notes of
    // `Benchmarks/README.md`).
    @usableFromInline
    let source: Observable<Element>

    @inlinable
    init(raw: Observable<Element>) {
        source = raw
    }
}

// Sendable, checked: the one stored property is an `Observable`, which is `Sendable` (chapter 22),
// and `Trait` is never stored, so sharing a trait is sharing the observable it wraps.
extension PrimitiveSequence: Sendable {}

/// A type that is, or can be seen as, a `PrimitiveSequence`: the protocol that the traits'
/// operators extend, so each can be constrained to one `Trait`.
public protocol PrimitiveSequenceType {
    /// The trait: `SingleTrait`, `MaybeTrait` or `CompletableTrait`.
    associatedtype Trait

    /// The type of the element the sequence may send.
    associatedtype Element

    /// `self` as a `PrimitiveSequence`.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// `self`.
    @inlinable
    public var primitiveSequence: PrimitiveSequence<Trait, Element> {
        self
    }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The observable inside: an ordinary sequence of events, which for a `Single`'s success is a
    /// `.next` followed by `.completed`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }
}
// endregion: PrimitiveSequence

// region: primitiveSequenceOperators
// Each operator wraps the observable operator of the same name and wraps the result again: the
// traits have no sinks of their own here, so they behave as the observables they are made of.
extension PrimitiveSequence {
    /// A trait that calls `observableFactory` for each subscription and subscribes to what it
    /// returns; an error it throws ends that subscription.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public static func deferred(_ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Deferred(observableFactory: { try observableFactory().asObservable() }))
    }

    /// `deferred` for Swift 6 callers: the factory runs on the subscribing thread.
    @available(swift, introduced: 6)
    public static func deferred(_ observableFactory: @escaping @Sendable () throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Deferred(observableFactory: { try observableFactory().asObservable() }))
    }

    /// Shifts the element and the completion by `dueTime` on `scheduler`; an error is not delayed.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes to the trait `dueTime` after being subscribed.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Delivers the trait's events on `scheduler` (chapter 14).
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// The old spelling of `observe(on:)`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// Subscribes to, and disposes, the trait on `scheduler` (chapter 13).
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// The old spelling of `subscribe(on:)`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// The old spelling of `catch(_:)`.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Catch(source: source) { try handler($0).asObservable() })
    }

    /// `catchError` for Swift 6 callers.
    @available(swift, introduced: 6)
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping @Sendable (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Catch(source: source) { try handler($0).asObservable() })
    }

    /// On an error, goes on with the trait `handler` returns for it (chapter 21).
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Catch(source: source) { try handler($0).asObservable() })
    }

    /// `catch` for Swift 6 callers: the handler runs on the thread the error arrives on.
    @available(swift, introduced: 6)
    public func `catch`(_ handler: @escaping @Sendable (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Catch(source: source) { try handler($0).asObservable() })
    }

    /// Subscribes again after an error, up to `maxAttemptCount` subscriptions in all.
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Subscribes again after an error of type `Error` when the trigger the handler made sends an
    /// element (chapter 21).
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retryingWhen(notificationHandler))
    }

    /// `retry(when:)` for Swift 6 callers.
    @available(swift, introduced: 6)
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retryingWhen(notificationHandler))
    }

    /// The old spelling of `retry(when:)`.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retryingWhen(notificationHandler))
    }

    /// `retryWhen` for Swift 6 callers.
    @available(swift, introduced: 6)
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retryingWhen(notificationHandler))
    }

    /// `retry(when:)` with every error passed to the handler.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retryingWhen(notificationHandler))
    }

    /// `retry(when:)` with every error, for Swift 6 callers.
    @available(swift, introduced: 6)
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retryingWhen(notificationHandler))
    }

    /// The old spelling of `retry(when:)` with every error.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retryingWhen(notificationHandler))
    }

    /// `retryWhen` with every error, for Swift 6 callers.
    @available(swift, introduced: 6)
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retryingWhen(notificationHandler))
    }

    /// Prints every event, subscription and disposal of the trait (chapter 24).
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false,
                      file: String = #file, line: UInt = #line, function: String = #function)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// For each subscription, makes a resource and the trait that uses it, and disposes the
    /// resource when the subscription ends (chapter 24).
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Using(resourceFactory: resourceFactory, observableFactory: { resource in
            try primitiveSequenceFactory(resource).asObservable()
        }))
    }

    /// `using` for Swift 6 callers.
    @available(swift, introduced: 6)
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping @Sendable () throws -> Resource,
        primitiveSequenceFactory: @escaping @Sendable (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Using(resourceFactory: resourceFactory, observableFactory: { resource in
            try primitiveSequenceFactory(resource).asObservable()
        }))
    }

    /// Fails with `RxError.timeout` when the trait has not answered `dueTime` after being
    /// subscribed.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` when the trait has not answered `dueTime` after being subscribed.
    public func timeout(_ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>,
                        scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// A trait that sends `0` after `dueTime` on `scheduler`, then completes.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
// endregion: primitiveSequenceOperators

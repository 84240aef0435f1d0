// region: PrimitiveSequence
/// An observable with a promise about how many elements it sends, written into its type: a
/// `Single` sends exactly one element or an error, a `Maybe` one element, none, or an error, a
/// `Completable` no element at all. It is a struct around an ordinary `Observable`; the `Trait`
/// is a type with no values that only picks which operators apply. It is `Sendable`, as the
/// observable it wraps is; RxSwift 6.5's is not.
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
    ///
    /// - Returns: The very observable the trait wraps, not a copy.
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
    ///
    /// - Parameter observableFactory: Makes the trait to subscribe to, once per subscription.
    /// - Returns: A trait of the same kind that defers all its work to subscription time.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public static func deferred(_ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Deferred(observableFactory: { try observableFactory().asObservable() }))
    }

    /// A trait that calls `observableFactory` for each subscription and subscribes to what it
    /// returns; an error it throws ends that subscription. The Swift 6 spelling: the factory is
    /// `@Sendable` and runs on the subscribing thread. RxSwift 6.5 has only the one without
    /// `@Sendable`.
    ///
    /// - Parameter observableFactory: Makes the trait to subscribe to, once per subscription.
    /// - Returns: A trait of the same kind that defers all its work to subscription time.
    @available(swift, introduced: 6)
    public static func deferred(_ observableFactory: @escaping @Sendable () throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Deferred(observableFactory: { try observableFactory().asObservable() }))
    }

    /// Shifts the element and the completion by `dueTime` on `scheduler`; an error is not delayed.
    ///
    /// - Parameters:
    ///   - dueTime: How long each element and the completion are held back.
    ///   - scheduler: Where the delayed events are sent from.
    /// - Returns: A trait of the same kind that answers `dueTime` later.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes to the trait `dueTime` after being subscribed.
    ///
    /// - Parameters:
    ///   - dueTime: How long to wait before subscribing.
    ///   - scheduler: Where the wait is timed, and where the late subscription happens.
    /// - Returns: A trait of the same kind whose work starts `dueTime` after subscription.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Delivers the trait's events on `scheduler` (chapter 14).
    ///
    /// - Parameter scheduler: Where the answer is delivered.
    /// - Returns: A trait of the same kind whose answer arrives on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// The old spelling of `observe(on:)`: delivers the trait's events on `scheduler`.
    ///
    /// - Parameter scheduler: Where the answer is delivered.
    /// - Returns: A trait of the same kind whose answer arrives on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// Subscribes to, and disposes, the trait on `scheduler` (chapter 13).
    ///
    /// - Parameter scheduler: Where the subscription and the disposal run.
    /// - Returns: A trait of the same kind that starts and stops its work on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// The old spelling of `subscribe(on:)`: subscribes to, and disposes, the trait on
    /// `scheduler`.
    ///
    /// - Parameter scheduler: Where the subscription and the disposal run.
    /// - Returns: A trait of the same kind that starts and stops its work on `scheduler`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// The old spelling of `catch(_:)`: on an error, goes on with the trait `handler` returns.
    ///
    /// - Parameter handler: Receives the error and returns the trait to answer with instead; an
    ///   error it throws is the answer.
    /// - Returns: A trait of the same kind that answers as `handler`'s trait does after an error.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Catch(source: source) { try handler($0).asObservable() })
    }

    /// The old spelling of `catch(_:)`, for Swift 6 callers: on an error, goes on with the trait
    /// `handler` returns. RxSwift 6.5 has only the one without `@Sendable`.
    ///
    /// - Parameter handler: Receives the error, on the thread it arrives on, and returns the
    ///   trait to answer with instead; an error it throws is the answer.
    /// - Returns: A trait of the same kind that answers as `handler`'s trait does after an error.
    @available(swift, introduced: 6)
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping @Sendable (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Catch(source: source) { try handler($0).asObservable() })
    }

    /// On an error, goes on with the trait `handler` returns for it (chapter 21).
    ///
    /// - Parameter handler: Receives the error and returns the trait to answer with instead; an
    ///   error it throws is the answer.
    /// - Returns: A trait of the same kind that answers as `handler`'s trait does after an error.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Catch(source: source) { try handler($0).asObservable() })
    }

    /// On an error, goes on with the trait `handler` returns for it (chapter 21). The Swift 6
    /// spelling: the handler is `@Sendable` and runs on the thread the error arrives on. RxSwift
    /// 6.5 has only the one without `@Sendable`.
    ///
    /// - Parameter handler: Receives the error and returns the trait to answer with instead; an
    ///   error it throws is the answer.
    /// - Returns: A trait of the same kind that answers as `handler`'s trait does after an error.
    @available(swift, introduced: 6)
    public func `catch`(_ handler: @escaping @Sendable (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Catch(source: source) { try handler($0).asObservable() })
    }

    /// Subscribes again after an error, up to `maxAttemptCount` subscriptions in all.
    ///
    /// - Parameter maxAttemptCount: Subscriptions in all, the first included: `retry(2)` retries
    ///   once.
    /// - Returns: A trait of the same kind that answers with the first success, or the last
    ///   error.
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Subscribes again after an error of type `Error` when the trigger the handler made sends an
    /// element (chapter 21); an error of another type fails it at once.
    ///
    /// - Parameter notificationHandler: Called once per subscription with the errors; returns the
    ///   trigger, whose element subscribes again, whose completion completes, and whose error
    ///   fails with that error.
    /// - Returns: A trait of the same kind, retried as the trigger says.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retryingWhen(notificationHandler))
    }

    /// Subscribes again after an error of type `Error` when the trigger the handler made sends an
    /// element (chapter 21); an error of another type fails it at once. The Swift 6 spelling,
    /// with a `@Sendable` handler; RxSwift 6.5 has only the one without.
    ///
    /// - Parameter notificationHandler: Called once per subscription with the errors; returns the
    ///   trigger, whose element subscribes again, whose completion completes, and whose error
    ///   fails with that error.
    /// - Returns: A trait of the same kind, retried as the trigger says.
    @available(swift, introduced: 6)
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retryingWhen(notificationHandler))
    }

    /// The old spelling of `retry(when:)`: subscribes again after an error of type `Error` when
    /// the trigger the handler made sends an element; an error of another type fails it at once.
    ///
    /// - Parameter notificationHandler: Called once per subscription with the errors; returns the
    ///   trigger, whose element subscribes again, whose completion completes, and whose error
    ///   fails with that error.
    /// - Returns: A trait of the same kind, retried as the trigger says.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retryingWhen(notificationHandler))
    }

    /// The old spelling of `retry(when:)`, for Swift 6 callers: subscribes again after an error
    /// of type `Error` when the trigger the handler made sends an element; an error of another
    /// type fails it at once. RxSwift 6.5 has only the one without `@Sendable`.
    ///
    /// - Parameter notificationHandler: Called once per subscription with the errors; returns the
    ///   trigger, whose element subscribes again, whose completion completes, and whose error
    ///   fails with that error.
    /// - Returns: A trait of the same kind, retried as the trigger says.
    @available(swift, introduced: 6)
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retryingWhen(notificationHandler))
    }

    /// `retry(when:)` with every error passed to the handler: subscribes again after an error
    /// when the trigger the handler made sends an element.
    ///
    /// - Parameter notificationHandler: Called once per subscription with the errors; returns the
    ///   trigger, whose element subscribes again, whose completion completes, and whose error
    ///   fails with that error.
    /// - Returns: A trait of the same kind, retried as the trigger says.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retryingWhen(notificationHandler))
    }

    /// `retry(when:)` with every error passed to the handler: subscribes again after an error
    /// when the trigger the handler made sends an element. The Swift 6 spelling, with a
    /// `@Sendable` handler; RxSwift 6.5 has only the one without.
    ///
    /// - Parameter notificationHandler: Called once per subscription with the errors; returns the
    ///   trigger, whose element subscribes again, whose completion completes, and whose error
    ///   fails with that error.
    /// - Returns: A trait of the same kind, retried as the trigger says.
    @available(swift, introduced: 6)
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retryingWhen(notificationHandler))
    }

    /// The old spelling of `retry(when:)` with every error passed to the handler: subscribes
    /// again after an error when the trigger the handler made sends an element.
    ///
    /// - Parameter notificationHandler: Called once per subscription with the errors; returns the
    ///   trigger, whose element subscribes again, whose completion completes, and whose error
    ///   fails with that error.
    /// - Returns: A trait of the same kind, retried as the trigger says.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retryingWhen(notificationHandler))
    }

    /// The old spelling of `retry(when:)` with every error passed to the handler, for Swift 6
    /// callers: subscribes again after an error when the trigger the handler made sends an
    /// element. RxSwift 6.5 has only the one without `@Sendable`.
    ///
    /// - Parameter notificationHandler: Called once per subscription with the errors; returns the
    ///   trigger, whose element subscribes again, whose completion completes, and whose error
    ///   fails with that error.
    /// - Returns: A trait of the same kind, retried as the trigger says.
    @available(swift, introduced: 6)
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retryingWhen(notificationHandler))
    }

    /// Prints every event, subscription and disposal of the trait (chapter 24).
    ///
    /// - Parameters:
    ///   - identifier: Starts each line; `nil` uses the call's file, line and function.
    ///   - trimOutput: Cuts an event's description longer than 40 characters to its ends.
    ///   - file: The caller's file, for the default identifier.
    ///   - line: The caller's line, for the default identifier.
    ///   - function: The caller's function, for the default identifier.
    /// - Returns: A trait of the same kind, with the same answer, that prints as it goes.
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false,
                      file: String = #file, line: UInt = #line, function: String = #function)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// For each subscription, makes a resource and the trait that uses it, and disposes the
    /// resource when the subscription ends (chapter 24). A factory that throws fails it.
    ///
    /// - Parameters:
    ///   - resourceFactory: Makes the resource, once per subscription.
    ///   - primitiveSequenceFactory: Makes the trait that uses the resource.
    /// - Returns: A trait of the same kind whose subscriptions each own a resource.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Using(resourceFactory: resourceFactory, observableFactory: { resource in
            try primitiveSequenceFactory(resource).asObservable()
        }))
    }

    /// For each subscription, makes a resource and the trait that uses it, and disposes the
    /// resource when the subscription ends (chapter 24). A factory that throws fails it. The
    /// Swift 6 spelling: the factories are `@Sendable` and run on the subscribing thread; RxSwift
    /// 6.5 has only the one without `@Sendable`.
    ///
    /// - Parameters:
    ///   - resourceFactory: Makes the resource, once per subscription.
    ///   - primitiveSequenceFactory: Makes the trait that uses the resource.
    /// - Returns: A trait of the same kind whose subscriptions each own a resource.
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
    /// subscribed, and disposes it.
    ///
    /// - Parameters:
    ///   - dueTime: How long the trait has to answer.
    ///   - scheduler: Where the time is kept, and the timeout sent from.
    /// - Returns: A trait of the same kind that answers in time or fails.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` when the trait has not answered `dueTime` after being subscribed:
    /// the trait is disposed, and `other` answers instead.
    ///
    /// - Parameters:
    ///   - dueTime: How long the trait has to answer.
    ///   - other: The trait to subscribe to when time is up.
    ///   - scheduler: Where the time is kept.
    /// - Returns: A trait of the same kind that answers in time, or as `other` does.
    public func timeout(_ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>,
                        scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// A trait that sends `0` after `dueTime` on `scheduler`, then completes.
    ///
    /// - Parameters:
    ///   - dueTime: How long after subscription the `0` is sent.
    ///   - scheduler: Where the time is kept, and the `0` sent from.
    /// - Returns: A trait that answers `0` once `dueTime` has passed.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
// endregion: primitiveSequenceOperators

/// The spellings a caller compiled in Swift 6 language mode sees: every operator that runs a
/// closure of the caller's takes it `@Sendable`.
///
/// Each one has a twin in its own chapter with RxSwift 6.5's plain closure, marked
/// `@available(swift, obsoleted: 6)`: code in Swift 5 mode sees only the plain one, so a closure
/// that mutates a captured `var` (as RxSwift 6.5 code does all the time) still builds without a
/// warning; code in Swift 6 mode sees only this one, so a closure written in `@MainActor` code is
/// not inferred to belong to the main actor, and the compiler refuses it when it touches the
/// actor's state from a thread the operator chooses (RxSwift #2638). Both twins build the same
/// observable; only the type the caller's closure is checked against differs.
///
/// Two kinds of closure keep their plain type in both modes. The scheduler protocols' actions: a
/// scheduler written for RxSwift must still conform, and a protocol requirement cannot have two
/// spellings. And `AnyObserver(eventHandler:)`: Swift does not tell two initializers apart by
/// `@Sendable` alone ("invalid redeclaration"), as it does two functions.
// region: sendableMap
extension ObservableType {
    /// `map` for Swift 6 callers: the transform may run on any thread, so it must be `@Sendable`.
    /// It transforms each element with `transform`; if `transform` throws, the result ends with
    /// that error. The Swift 5 twin takes RxSwift 6.5's plain closure.
    ///
    /// - Parameter transform: Turns an element into the result's element.
    /// - Returns: An observable of the transformed elements.
    @available(swift, introduced: 6)
    @inlinable
    public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Observable<Result> {
        Map(source: asObservable(), transform: transform)
    }
}
// endregion: sendableMap

// region: sendableOperators
extension ObservableType {
    /// Keeps the elements for which `predicate` returns `true`; if `predicate` throws, the result
    /// ends with that error.
    ///
    /// Swift 6's spelling: `predicate` is `@Sendable`; the Swift 5 twin takes RxSwift 6.5's plain
    /// closure.
    ///
    /// - Parameter predicate: Says whether to keep an element; it runs on the source's thread.
    /// - Returns: An observable of the elements `predicate` keeps.
    @available(swift, introduced: 6)
    @inlinable
    public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        Filter(source: asObservable(), predicate: predicate)
    }

    /// Sends elements while `predicate` holds, then completes at the first that fails it (sent
    /// first if `behavior` is `.inclusive`); if `predicate` throws, the result ends with that
    /// error.
    ///
    /// Swift 6's spelling: `predicate` is `@Sendable`; the Swift 5 twin takes RxSwift 6.5's plain
    /// closure.
    ///
    /// - Parameters:
    ///   - predicate: Says whether an element may pass; it runs on the source's thread.
    ///   - behavior: Whether the first element that fails `predicate` is sent before completing.
    /// - Returns: An observable of the source's first elements that pass `predicate`.
    @available(swift, introduced: 6)
    public func take(while predicate: @escaping @Sendable (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        TakeWhile(source: asObservable(), behavior: behavior, predicate: predicate)
    }

    /// Makes an observable from a closure run once per subscription, whose events are checked
    /// against the grammar: after a terminal event, further events are dropped.
    ///
    /// Swift 6's spelling: `subscribe` is `@Sendable`, as it runs on whichever thread subscribes;
    /// the Swift 5 twin takes RxSwift 6.5's plain closure.
    ///
    /// - Parameter subscribe: Receives the subscription's observer and returns the disposable that
    ///   releases what it set up.
    /// - Returns: An observable that runs `subscribe` for each subscriber.
    @available(swift, introduced: 6)
    @inlinable
    public static func create(_ subscribe: @escaping @Sendable (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }

    /// Calls `observableFactory` at each subscription and subscribes to what it returns, so each
    /// subscriber gets a fresh sequence; a factory that throws ends that subscription with its
    /// error.
    ///
    /// Swift 6's spelling: `observableFactory` is `@Sendable`, as it runs on whichever thread
    /// subscribes; the Swift 5 twin takes RxSwift 6.5's plain closure.
    ///
    /// - Parameter observableFactory: Makes the sequence for one subscription.
    /// - Returns: An observable of the events of the sequence made for each subscription.
    @available(swift, introduced: 6)
    public static func deferred(_ observableFactory: @escaping @Sendable () throws -> Observable<Element>)
        -> Observable<Element> {
        Deferred(observableFactory: observableFactory)
    }

    /// Maps each element to a sequence with `selector` and sends the elements of the newest one
    /// only: a new element disposes the subscription to the sequence before. If `selector` throws,
    /// the result ends with that error.
    ///
    /// Swift 6's spelling: `selector` is `@Sendable`; the Swift 5 twin takes RxSwift 6.5's plain
    /// closure.
    ///
    /// - Parameter selector: Makes the inner sequence of an element.
    /// - Returns: An observable of the elements of the newest inner sequence.
    @available(swift, introduced: 6)
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) throws -> Source)
        -> Observable<Source.Element> {
        Switch<Element, Source>(source: asObservable(), selector: selector)
    }

    /// Maps each element to a sequence with `selector`, subscribes to every one, and sends all
    /// their elements as they come; it completes once the source and every inner sequence have, and
    /// an error of any of them, or thrown by `selector`, ends it.
    ///
    /// Swift 6's spelling: `selector` is `@Sendable`; the Swift 5 twin takes RxSwift 6.5's plain
    /// closure.
    ///
    /// - Parameter selector: Makes the inner sequence of an element.
    /// - Returns: An observable of the elements of every inner sequence, merged.
    @available(swift, introduced: 6)
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) throws -> Source)
        -> Observable<Source.Element> {
        Merge<Element, Source>(source: asObservable(), selector: selector, onlyWhenIdle: false)
    }

    /// Like `flatMap`, but an element that arrives while an inner sequence is still running is
    /// dropped, and `selector` is not called for it.
    ///
    /// Swift 6's spelling: `selector` is `@Sendable`; the Swift 5 twin takes RxSwift 6.5's plain
    /// closure.
    ///
    /// - Parameter selector: Makes the inner sequence of an element that arrives while none runs.
    /// - Returns: An observable of the elements of the inner sequences that were subscribed.
    @available(swift, introduced: 6)
    @inlinable
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) throws -> Source)
        -> Observable<Source.Element> {
        Merge<Element, Source>(source: asObservable(), selector: selector, onlyWhenIdle: true)
    }

    /// Maps each element to a sequence with `selector` and subscribes to those sequences one at a
    /// time, each after the one before has completed; `selector` runs as each element arrives.
    ///
    /// Swift 6's spelling: `selector` is `@Sendable`; the Swift 5 twin takes RxSwift 6.5's plain
    /// closure.
    ///
    /// - Parameter selector: Makes the inner sequence of an element.
    /// - Returns: An observable of the inner sequences' elements, in the order of the elements they
    ///   were made from.
    @available(swift, introduced: 6)
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) throws -> Source)
        -> Observable<Source.Element> {
        MergeLimited<Element, Source>(source: asObservable(), selector: selector, maxConcurrent: 1)
    }

    /// A connectable observable whose every connection gets a fresh subject from `makeSubject`,
    /// made when the first observer subscribes or `connect()` is called, and forgotten when the
    /// connection ends.
    ///
    /// Swift 6's spelling: `makeSubject` is `@Sendable`; the Swift 5 twin takes RxSwift 6.5's plain
    /// closure.
    ///
    /// - Parameter makeSubject: Makes the subject of one connection.
    /// - Returns: A connectable observable that shares this sequence through that subject.
    @available(swift, introduced: 6)
    public func multicast<Subject: SubjectType>(makeSubject: @escaping @Sendable () -> Subject)
        -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject)
    }

    /// For each subscription, makes a subject with `subjectSelector`, lets `selector` build a
    /// sequence from this one shared through it, subscribes to that sequence, then connects; what
    /// either closure throws ends that subscription.
    ///
    /// Swift 6's spelling: both closures are `@Sendable`; the Swift 5 twin takes RxSwift 6.5's
    /// plain closures.
    ///
    /// - Parameters:
    ///   - subjectSelector: Makes the subject of one subscription.
    ///   - selector: Builds the result from the shared sequence; it may subscribe to it many times.
    /// - Returns: An observable of the events of the sequence `selector` builds.
    @available(swift, introduced: 6)
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping @Sendable () throws -> Subject,
        selector: @escaping @Sendable (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        Multicast(source: asObservable(), subjectSelector: subjectSelector, selector: selector)
    }

    /// Combines the latest element of every source of `collection` with `resultSelector` whenever
    /// any of them sends, once each has sent one; an empty collection sends `resultSelector([])`
    /// and completes. RxSwift 6.5 runs `resultSelector` under the sink's lock; here it runs after,
    /// and results leave in the order they were decided.
    ///
    /// Swift 6's spelling: `resultSelector` is `@Sendable`; the Swift 5 twin takes RxSwift 6.5's
    /// plain closure.
    ///
    /// - Parameters:
    ///   - collection: The sources, combined in the collection's order.
    ///   - resultSelector: Makes one element of the latest values, one per source, in that order;
    ///     what it throws ends the result with that error.
    /// - Returns: An observable of `resultSelector`'s results.
    @available(swift, introduced: 6)
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping @Sendable ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        CombineLatestCollection(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Combines the elements of the sources of `collection` with `resultSelector` by position; an
    /// empty collection completes at once, and so does the result when a source sends while all the
    /// others have completed and some queue is empty. RxSwift 6.5 runs `resultSelector` under the
    /// sink's lock; here it runs after, and results leave in the order they were decided.
    ///
    /// Swift 6's spelling: `resultSelector` is `@Sendable`; the Swift 5 twin takes RxSwift 6.5's
    /// plain closure.
    ///
    /// - Parameters:
    ///   - collection: The sources, zipped in the collection's order.
    ///   - resultSelector: Makes one element of one value per source, in that order; what it throws
    ///     ends the result with that error.
    /// - Returns: An observable of `resultSelector`'s results.
    @available(swift, introduced: 6)
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping @Sendable ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        ZipCollection(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Combines each element of this sequence with the latest element of `second` by
    /// `resultSelector`, dropping elements that come before `second` has sent one; it completes
    /// when this sequence does, and fails when either fails. RxSwift 6.5 runs `resultSelector`
    /// under the sink's lock; here it runs after, and results leave in the order they were decided.
    ///
    /// Swift 6's spelling: `resultSelector` is `@Sendable`; the Swift 5 twin takes RxSwift 6.5's
    /// plain closure.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element goes with each of this one's.
    ///   - resultSelector: Makes one element of this sequence's element and `second`'s latest; what
    ///     it throws ends the result with that error.
    /// - Returns: An observable of `resultSelector`'s results.
    @available(swift, introduced: 6)
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping @Sendable (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }

    /// Sends this sequence's elements; if it fails, subscribes to the sequence `handler` makes from
    /// the error and sends its events instead. A `handler` that throws ends the result with that.
    ///
    /// Swift 6's spelling: `handler` is `@Sendable`; the Swift 5 twin takes RxSwift 6.5's plain
    /// closure.
    ///
    /// - Parameter handler: Makes the sequence to continue with from the source's error.
    /// - Returns: An observable of the source's elements, then, if it fails, of the handler's
    ///   sequence's events.
    @available(swift, introduced: 6)
    @inlinable
    public func `catch`(_ handler: @escaping @Sendable (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        Catch(source: asObservable(), handler: handler)
    }

    /// The name RxSwift 6.5 deprecated for `catch(_:)`, whose observable it builds.
    ///
    /// Swift 6's spelling: `handler` is `@Sendable`; the Swift 5 twin takes RxSwift 6.5's plain
    /// closure.
    ///
    /// - Parameter handler: Makes the sequence to continue with from the source's error.
    /// - Returns: What `catch(handler)` returns.
    @available(swift, introduced: 6)
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping @Sendable (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        Catch(source: asObservable(), handler: handler)
    }

    /// Subscribes to this sequence again each time it fails with an error of type `Failure` and the
    /// trigger answers: the trigger's element retries, its completion completes the result, its
    /// error ends the result; an error of another type ends the result at once.
    ///
    /// A retry asked for before the result's own `subscribe` has returned (a source that fails at
    /// once) waits for the current thread's trampoline, where RxSwift 6.5 retries at once (RxSwift
    /// #2298).
    ///
    /// Swift 6's spelling: `notificationHandler` is `@Sendable`; the Swift 5 twin takes RxSwift
    /// 6.5's plain closure.
    ///
    /// - Parameter notificationHandler: Called once per subscription with the sequence of the
    ///   source's errors of type `Failure`; returns the trigger, whose elements retry.
    /// - Returns: An observable of the elements of every attempt, ending as the source or the
    ///   trigger says.
    @available(swift, introduced: 6)
    public func retry<TriggerObservable: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping @Sendable (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        retryingWhen(notificationHandler)
    }

    /// Subscribes to this sequence again each time it fails and the trigger answers: the trigger's
    /// element retries, its completion completes the result, its error ends the result.
    ///
    /// A retry asked for before the result's own `subscribe` has returned (a source that fails at
    /// once) waits for the current thread's trampoline, where RxSwift 6.5 retries at once (RxSwift
    /// #2298).
    ///
    /// Swift 6's spelling: `notificationHandler` is `@Sendable`; the Swift 5 twin takes RxSwift
    /// 6.5's plain closure.
    ///
    /// - Parameter notificationHandler: Called once per subscription with the sequence of the
    ///   source's errors; returns the trigger, whose elements retry.
    /// - Returns: An observable of the elements of every attempt, ending as the source or the
    ///   trigger says.
    @available(swift, introduced: 6)
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retryingWhen(notificationHandler)
    }

    /// The name RxSwift 6.5 deprecated for `retry(when:)` with errors of type `Failure`, whose
    /// observable it builds.
    ///
    /// A retry asked for before the result's own `subscribe` has returned (a source that fails at
    /// once) waits for the current thread's trampoline, where RxSwift 6.5 retries at once (RxSwift
    /// #2298).
    ///
    /// Swift 6's spelling: `notificationHandler` is `@Sendable`; the Swift 5 twin takes RxSwift
    /// 6.5's plain closure.
    ///
    /// - Parameter notificationHandler: Called once per subscription with the sequence of the
    ///   source's errors of type `Failure`; returns the trigger, whose elements retry.
    /// - Returns: An observable of the elements of every attempt, ending as the source or the
    ///   trigger says.
    @available(swift, introduced: 6)
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Failure: Swift.Error>(
        _ notificationHandler: @escaping @Sendable (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        retryingWhen(notificationHandler)
    }

    /// The name RxSwift 6.5 deprecated for `retry(when:)` with every error, whose observable it
    /// builds.
    ///
    /// A retry asked for before the result's own `subscribe` has returned (a source that fails at
    /// once) waits for the current thread's trampoline, where RxSwift 6.5 retries at once (RxSwift
    /// #2298).
    ///
    /// Swift 6's spelling: `notificationHandler` is `@Sendable`; the Swift 5 twin takes RxSwift
    /// 6.5's plain closure.
    ///
    /// - Parameter notificationHandler: Called once per subscription with the sequence of the
    ///   source's errors; returns the trigger, whose elements retry.
    /// - Returns: An observable of the elements of every attempt, ending as the source or the
    ///   trigger says.
    @available(swift, introduced: 6)
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retryingWhen(notificationHandler)
    }
}
// endregion: sendableOperators

// region: sendableSubscribe
extension ObservableType {
    /// Subscribes a closure that receives every event.
    ///
    /// Swift 6's spelling: `on` is `@Sendable`, as it runs on whichever thread the sequence sends
    /// on; the Swift 5 twin takes RxSwift 6.5's plain closure.
    ///
    /// - Parameter on: Called with each event, the terminal one last.
    /// - Returns: The subscription; disposing it stops the events.
    @available(swift, introduced: 6)
    @inlinable
    public func subscribe(_ on: @escaping @Sendable (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(AnonymousObserver(on))
    }

    /// `subscribe(onNext:onError:onCompleted:onDisposed:)` for Swift 6 callers. A closure that
    /// touches main-actor state after `observe(on: MainScheduler.instance)` states what it knows
    /// with `MainActor.assumeIsolated { ... }`, which checks it at run time.
    ///
    /// `onDisposed` runs once, after `onCompleted` or `onError` when the sequence ends, or when the
    /// returned disposable is disposed, whichever comes first; an error with no `onError` goes to
    /// `Hooks.defaultErrorHandler`. Without `onDisposed`, the handle returned is the subscription
    /// itself, where RxSwift 6.5 pairs it with a do-nothing disposable (chapter 05).
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onError: Called with the error, if the sequence fails.
    ///   - onCompleted: Called if the sequence completes.
    ///   - onDisposed: Called once the subscription ends, however it ends.
    /// - Returns: The subscription; disposing it stops the events and runs `onDisposed`.
    @available(swift, introduced: 6)
    @inlinable
    public func subscribe(
        onNext: (@Sendable (Element) -> Void)? = nil,
        onError: (@Sendable (Swift.Error) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        subscribeClosures(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` as their first argument, held weakly: once the
    /// object is gone, the closures are no longer called.
    ///
    /// Swift 6's spelling: the closures are `@Sendable` and `object` must be `Sendable`, since the
    /// closures hand it to whichever thread the sequence sends on; RxSwift 6.5's (the Swift 5 twin)
    /// takes plain closures and any class.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure, held weakly.
    ///   - onNext: Called with `object` and each element.
    ///   - onError: Called with `object` and the error, if the sequence fails.
    ///   - onCompleted: Called with `object` if the sequence completes.
    ///   - onDisposed: Called with `object` once the subscription ends, however it ends.
    /// - Returns: The subscription; disposing it stops the events and runs `onDisposed`.
    @available(swift, introduced: 6)
    public func subscribe<Object: AnyObject & Sendable>(
        with object: Object,
        onNext: (@Sendable (Object, Element) -> Void)? = nil,
        onError: (@Sendable (Object, Swift.Error) -> Void)? = nil,
        onCompleted: (@Sendable (Object) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil
    ) -> Disposable {
        subscribeClosures(with: object, onNext: onNext, onError: onError, onCompleted: onCompleted,
                          onDisposed: onDisposed)
    }
}

extension ObserverType {
    /// Returns an observer that transforms each element with `transform` before passing it on to
    /// this one; an error `transform` throws is passed on as the error event.
    ///
    /// Swift 6's spelling: `transform` is `@Sendable`; the Swift 5 twin takes RxSwift 6.5's plain
    /// closure.
    ///
    /// - Parameter transform: Turns an element of the new observer's type into one of this one's.
    /// - Returns: An observer of `Result` that feeds this observer.
    @available(swift, introduced: 6)
    public func mapObserver<Result>(_ transform: @escaping @Sendable (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver(eventHandler: { event in
            self.on(event.map(transform))
        })
    }
}

extension Disposables {
    /// A disposable that runs `dispose` the first time it is disposed, and never again.
    ///
    /// Swift 6's spelling: `dispose` is `@Sendable`, as it runs on whichever thread disposes; the
    /// Swift 5 twin takes RxSwift 6.5's plain closure.
    ///
    /// - Parameter dispose: The action run on the first disposal.
    /// - Returns: A disposable that says whether it has been disposed.
    @available(swift, introduced: 6)
    public static func create(with dispose: @escaping @Sendable () -> Void) -> Cancelable {
        AnonymousDisposable(disposeAction: dispose)
    }
}
// endregion: sendableSubscribe

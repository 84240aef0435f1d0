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
    @available(swift, introduced: 6)
    @inlinable
    public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Observable<Result> {
        Map(source: asObservable(), transform: transform)
    }
}
// endregion: sendableMap

// region: sendableOperators
extension ObservableType {
    @available(swift, introduced: 6)
    @inlinable
    public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        Filter(source: asObservable(), predicate: predicate)
    }

    @available(swift, introduced: 6)
    public func take(while predicate: @escaping @Sendable (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        TakeWhile(source: asObservable(), behavior: behavior, predicate: predicate)
    }

    @available(swift, introduced: 6)
    @inlinable
    public static func create(_ subscribe: @escaping @Sendable (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }

    @available(swift, introduced: 6)
    public static func deferred(_ observableFactory: @escaping @Sendable () throws -> Observable<Element>)
        -> Observable<Element> {
        Deferred(observableFactory: observableFactory)
    }

    @available(swift, introduced: 6)
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) throws -> Source)
        -> Observable<Source.Element> {
        Switch<Element, Source>(source: asObservable(), selector: selector)
    }

    @available(swift, introduced: 6)
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) throws -> Source)
        -> Observable<Source.Element> {
        Merge<Element, Source>(source: asObservable(), selector: selector, onlyWhenIdle: false)
    }

    @available(swift, introduced: 6)
    @inlinable
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) throws -> Source)
        -> Observable<Source.Element> {
        Merge<Element, Source>(source: asObservable(), selector: selector, onlyWhenIdle: true)
    }

    @available(swift, introduced: 6)
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) throws -> Source)
        -> Observable<Source.Element> {
        MergeLimited<Element, Source>(source: asObservable(), selector: selector, maxConcurrent: 1)
    }

    @available(swift, introduced: 6)
    public func multicast<Subject: SubjectType>(makeSubject: @escaping @Sendable () -> Subject)
        -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject)
    }

    @available(swift, introduced: 6)
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping @Sendable () throws -> Subject,
        selector: @escaping @Sendable (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        Multicast(source: asObservable(), subjectSelector: subjectSelector, selector: selector)
    }

    @available(swift, introduced: 6)
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping @Sendable ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        CombineLatestCollection(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    @available(swift, introduced: 6)
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping @Sendable ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        ZipCollection(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    @available(swift, introduced: 6)
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping @Sendable (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }

    @available(swift, introduced: 6)
    @inlinable
    public func `catch`(_ handler: @escaping @Sendable (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        Catch(source: asObservable(), handler: handler)
    }

    @available(swift, introduced: 6)
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping @Sendable (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        Catch(source: asObservable(), handler: handler)
    }

    @available(swift, introduced: 6)
    public func retry<TriggerObservable: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping @Sendable (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        retryingWhen(notificationHandler)
    }

    @available(swift, introduced: 6)
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retryingWhen(notificationHandler)
    }

    @available(swift, introduced: 6)
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Failure: Swift.Error>(
        _ notificationHandler: @escaping @Sendable (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        retryingWhen(notificationHandler)
    }

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
    @available(swift, introduced: 6)
    @inlinable
    public func subscribe(_ on: @escaping @Sendable (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(AnonymousObserver(on))
    }

    /// `subscribe(onNext:onError:onCompleted:onDisposed:)` for Swift 6 callers. A closure that
    /// touches main-actor state after `observe(on: MainScheduler.instance)` states what it knows
    /// with `MainActor.assumeIsolated { ... }`, which checks it at run time.
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
    @available(swift, introduced: 6)
    public func mapObserver<Result>(_ transform: @escaping @Sendable (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver(eventHandler: { event in
            self.on(event.map(transform))
        })
    }
}

extension Disposables {
    @available(swift, introduced: 6)
    public static func create(with dispose: @escaping @Sendable () -> Void) -> Cancelable {
        AnonymousDisposable(disposeAction: dispose)
    }
}
// endregion: sendableSubscribe

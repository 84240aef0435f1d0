// region: takeUntil
extension ObservableType {
    /// Sends the source's elements until `other` sends an element, then completes.
    ///
    /// `other` is subscribed first, so that if it sends at once the source's own first elements
    /// never reach the observer. `other` completing without an element changes nothing; its error
    /// ends the result.
    ///
    /// - Parameter other: The sequence whose first element completes the result.
    /// - Returns: An observable of the source's elements up to `other`'s first element.
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        TakeUntil(source: asObservable(), other: other.asObservable())
    }

    /// The old spelling of `take(until:)`, which it calls; RxSwift 6.5 deprecates it too.
    ///
    /// - Parameter other: The sequence whose first element completes the result.
    /// - Returns: An observable of the source's elements up to `other`'s first element.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }
}

/// One subscription to `take(until:)`. Both sources' events are decided under the lock and sent
/// after it is released (`SerializingSink`): RxSwift 6.5 calls the observer with its lock held,
/// so `other` firing on another thread waits for the observer's `onNext` to return.
final class TakeUntilSink<Other, Observer: ObserverType>: SerializingSink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let otherSubscription = SingleAssignmentDisposable()

    /// Subscribes to `other` first, then to the source (RxSwift's order).
    func run(source: Observable<Element>, other: Observable<Other>) -> Disposable {
        otherSubscription.setDisposable(other.subscribe(AnyObserver { event in
            self.otherOn(event)
        }))
        // Subscribed even when `other` has already ended the result, as in RxSwift: the sink is
        // disposed by then, so nothing the source sends gets through, and the subscription is
        // disposed as soon as `run` returns it.
        let sourceSubscription = source.subscribe(self)
        return Disposables.create(sourceSubscription, otherSubscription)
    }

    func on(_ event: Event<Element>) {
        send(event)
    }

    func otherOn(_ event: Event<Other>) {
        switch event {
        case .next:
            send(.completed)
        case .error(let error):
            send(.error(error))
        case .completed:
            otherSubscription.dispose()
        }
    }
}

/// The observable of `take(until:)`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class TakeUntil<Element, Other>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: TakeUntil.self)
            let sink = TakeUntilSink<Other, AnyObserver<Element>>(observer: observer, cancel: cancel)
            let subscription = sink.run(source: parent.source, other: parent.other)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: takeUntil

// region: takeUntilPredicate
extension ObservableType {
    /// Sends elements until one satisfies `predicate`, then completes; with `.inclusive` that
    /// element is sent before the completion. It is chapter 07's `take(while:)` with the
    /// predicate turned around.
    ///
    /// - Parameters:
    ///   - predicate: Says whether an element is the one to stop at; what it throws ends the
    ///     result with that error.
    ///   - behavior: Whether that element is sent before the completion.
    /// - Returns: An observable of the source's elements up to the first that satisfies
    ///   `predicate`.
    @available(swift, obsoleted: 6)
    public func take(until predicate: @escaping (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        TakeWhile(source: asObservable(), behavior: behavior, predicate: { try !predicate($0) })
    }

    /// `take(until:behavior:)` for Swift 6 callers: the predicate must be `@Sendable`. It sends
    /// elements until one satisfies `predicate`, then completes. The Swift 5 twin takes RxSwift
    /// 6.5's plain closure.
    ///
    /// - Parameters:
    ///   - predicate: Says whether an element is the one to stop at; what it throws ends the
    ///     result with that error.
    ///   - behavior: Whether that element is sent before the completion.
    /// - Returns: An observable of the source's elements up to the first that satisfies
    ///   `predicate`.
    @available(swift, introduced: 6)
    public func take(until predicate: @escaping @Sendable (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        TakeWhile(source: asObservable(), behavior: behavior, predicate: { try !predicate($0) })
    }

    /// The old spelling of `take(until:behavior:)`, deprecated as in RxSwift 6.5; it builds the
    /// same observable.
    ///
    /// - Parameters:
    ///   - behavior: Whether the element that satisfies `predicate` is sent before the completion.
    ///   - predicate: Says whether an element is the one to stop at; what it throws ends the
    ///     result with that error.
    /// - Returns: An observable of the source's elements up to the first that satisfies
    ///   `predicate`.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    @available(swift, obsoleted: 6)
    public func takeUntil(_ behavior: TakeBehavior,
                          predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        TakeWhile(source: asObservable(), behavior: behavior, predicate: { try !predicate($0) })
    }

    /// The old spelling of `take(until:behavior:)`, for Swift 6 callers: the predicate must be
    /// `@Sendable`. The Swift 5 twin takes RxSwift 6.5's plain closure.
    ///
    /// - Parameters:
    ///   - behavior: Whether the element that satisfies `predicate` is sent before the completion.
    ///   - predicate: Says whether an element is the one to stop at; what it throws ends the
    ///     result with that error.
    /// - Returns: An observable of the source's elements up to the first that satisfies
    ///   `predicate`.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    @available(swift, introduced: 6)
    public func takeUntil(_ behavior: TakeBehavior,
                          predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        TakeWhile(source: asObservable(), behavior: behavior, predicate: { try !predicate($0) })
    }

    /// The old spelling of `take(while:)`, deprecated as in RxSwift 6.5: elements while
    /// `predicate` holds, then completion.
    ///
    /// - Parameter predicate: Says whether an element may pass; what it throws ends the result
    ///   with that error.
    /// - Returns: An observable of the source's elements up to the first that fails `predicate`.
    @available(*, deprecated, renamed: "take(while:)")
    @available(swift, obsoleted: 6)
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        TakeWhile(source: asObservable(), behavior: .exclusive, predicate: predicate)
    }

    /// The old spelling of `take(while:)`, for Swift 6 callers: the predicate must be
    /// `@Sendable`. The Swift 5 twin takes RxSwift 6.5's plain closure.
    ///
    /// - Parameter predicate: Says whether an element may pass; what it throws ends the result
    ///   with that error.
    /// - Returns: An observable of the source's elements up to the first that fails `predicate`.
    @available(*, deprecated, renamed: "take(while:)")
    @available(swift, introduced: 6)
    public func takeWhile(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        TakeWhile(source: asObservable(), behavior: .exclusive, predicate: predicate)
    }
}
// endregion: takeUntilPredicate

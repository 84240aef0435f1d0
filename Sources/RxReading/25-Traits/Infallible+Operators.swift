// Infallible's operators. Each one is `Observable`'s operator, applied to the wrapped observable
// and wrapped again, so it behaves exactly as that operator does. What the wrapper changes is
// what can be written: where a closure could bring an error in, RxSwift 6.5 usually takes one
// that does not throw (`map`, `filter`, `flatMap`, `scan`). Not everywhere: `deferred`, `do`,
// `distinctUntilChanged`, `take(until:)`, `take(while:)`, `skip(while:)` and `withLatestFrom` keep
// their throwing closures, and `flatMap`, `concat` and `take(until:)` accept any observable, so an
// error can still get into an `Infallible`, and then it passes on as it would in an `Observable`.
//
// The plain spellings build the observable's producers directly rather than calling
// `Observable`'s operators: this file is compiled in Swift 6 mode, where only the `@Sendable`
// twins of those operators are visible.

// region: InfallibleCreating
extension InfallibleType {
    /// An infallible sequence of one element, sent at subscription, then completion.
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(Observable.just(element))
    }

    /// An infallible sequence of one element, sent on `scheduler`, then completion.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(Observable.just(element, scheduler: scheduler))
    }

    /// An infallible sequence that sends nothing, ever.
    public static func never() -> Infallible<Element> {
        Infallible(Observable.never())
    }

    /// An infallible sequence that completes at subscription.
    public static func empty() -> Infallible<Element> {
        Infallible(Observable.empty())
    }

    /// An infallible sequence that calls `observableFactory` at each subscription and sends what
    /// the sequence it returns sends. The factory may throw (RxSwift 6.5's type), and what it
    /// throws is sent as an error: the one way in among the creating operators that does not
    /// keep the promise.
    @available(swift, obsoleted: 6)
    public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>)
        -> Infallible<Element> {
        Infallible(Deferred(observableFactory: { try observableFactory().asObservable() }))
    }

    /// `deferred(_:)` for Swift 6 callers: the factory runs on the subscribing thread, so it must
    /// be `@Sendable`.
    @available(swift, introduced: 6)
    public static func deferred(_ observableFactory: @escaping @Sendable () throws -> Infallible<Element>)
        -> Infallible<Element> {
        Infallible(Deferred(observableFactory: { try observableFactory().asObservable() }))
    }
}

extension Infallible {
    /// An infallible sequence of the given elements, sent one by one on `scheduler`, then
    /// completion.
    public static func of(_ elements: Element ..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Observable.from(elements, scheduler: scheduler))
    }

    /// An infallible sequence of the array's elements, sent one by one on `scheduler`, then
    /// completion.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Observable.from(array, scheduler: scheduler))
    }

    /// An infallible sequence of the sequence's elements, sent one by one on `scheduler`, then
    /// completion.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> where Sequence.Element == Element {
        Infallible(Observable.from(sequence, scheduler: scheduler))
    }
}
// endregion: InfallibleCreating

// region: InfallibleMapFilter
extension InfallibleType {
    /// The elements that `predicate` accepts. The predicate does not throw.
    @available(swift, obsoleted: 6)
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(Filter(source: asObservable(), predicate: predicate))
    }

    /// `filter(_:)` for Swift 6 callers: the predicate must be `@Sendable`.
    @available(swift, introduced: 6)
    public func filter(_ predicate: @escaping @Sendable (Element) -> Bool) -> Infallible<Element> {
        Infallible(Filter(source: asObservable(), predicate: predicate))
    }

    /// Each element transformed by `transform`, which does not throw: the compiler refuses a
    /// `try` inside it, which is how `map` keeps the promise.
    @available(swift, obsoleted: 6)
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(Map(source: asObservable(), transform: transform))
    }

    /// `map(_:)` for Swift 6 callers: the transform must be `@Sendable`.
    @available(swift, introduced: 6)
    @inlinable
    public func map<Result>(_ transform: @escaping @Sendable (Element) -> Result) -> Infallible<Result> {
        Infallible(Map(source: asObservable(), transform: transform))
    }

    /// Each element transformed by `transform`, the `nil` results dropped. The transform does
    /// not throw.
    @available(swift, obsoleted: 6)
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible(CompactMap(source: asObservable(), transform: transform))
    }

    /// `compactMap(_:)` for Swift 6 callers: the transform must be `@Sendable`.
    @available(swift, introduced: 6)
    public func compactMap<Result>(_ transform: @escaping @Sendable (Element) -> Result?) -> Infallible<Result> {
        Infallible(CompactMap(source: asObservable(), transform: transform))
    }
}
// endregion: InfallibleMapFilter

// region: InfallibleDistinct
// RxSwift 6.5 asks for `Comparable` here, where `Observable`'s asks for `Equatable`: an element
// that is only `Equatable` must use a key selector or a comparer. Kept, for the API's sake.
extension InfallibleType where Element: Comparable {
    /// The elements that differ from the one sent before them.
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(DistinctUntilChanged(source: asObservable(), selector: { $0 }, comparer: { $0 == $1 }))
    }
}

extension InfallibleType {
    /// The elements whose key differs from that of the element sent before them. The key
    /// selector may throw (RxSwift 6.5's type), which ends the sequence with that error.
    @available(swift, obsoleted: 6)
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Infallible<Element> {
        Infallible(DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: { $0 == $1 }))
    }

    /// `distinctUntilChanged(_:)` with a key selector, for Swift 6 callers.
    @available(swift, introduced: 6)
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping @Sendable (Element) throws -> Key)
        -> Infallible<Element> {
        Infallible(DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: { $0 == $1 }))
    }

    /// The elements that `comparer` finds different from the element sent before them. The
    /// comparer may throw, which ends the sequence with that error.
    @available(swift, obsoleted: 6)
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
        -> Infallible<Element> {
        Infallible(DistinctUntilChanged(source: asObservable(), selector: { $0 }, comparer: comparer))
    }

    /// `distinctUntilChanged(_:)` with a comparer, for Swift 6 callers.
    @available(swift, introduced: 6)
    public func distinctUntilChanged(_ comparer: @escaping @Sendable (Element, Element) throws -> Bool)
        -> Infallible<Element> {
        Infallible(DistinctUntilChanged(source: asObservable(), selector: { $0 }, comparer: comparer))
    }

    /// The elements whose key, compared by `comparer`, differs from that of the element sent
    /// before them.
    @available(swift, obsoleted: 6)
    public func distinctUntilChanged<K>(_ keySelector: @escaping (Element) throws -> K,
                                        comparer: @escaping (K, K) throws -> Bool)
        -> Infallible<Element> {
        Infallible(DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: comparer))
    }

    /// `distinctUntilChanged(_:comparer:)` for Swift 6 callers.
    @available(swift, introduced: 6)
    public func distinctUntilChanged<K>(_ keySelector: @escaping @Sendable (Element) throws -> K,
                                        comparer: @escaping @Sendable (K, K) throws -> Bool)
        -> Infallible<Element> {
        Infallible(DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: comparer))
    }

    /// The elements whose property at `keyPath` differs from that of the element sent before them.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> Infallible<Element> {
        Infallible(DistinctUntilChanged(source: asObservable(), selector: { $0 },
                                        comparer: { $0[keyPath: keyPath] == $1[keyPath: keyPath] }))
    }
}
// endregion: InfallibleDistinct

// region: InfallibleTime
extension InfallibleType {
    /// Each element that is not followed by another within `dueTime`, sent `dueTime` after it
    /// (chapter 20's `debounce`).
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// At most one element per `dueTime`: the first at once, and the latest of the window at its
    /// end when `latest` is true (chapter 20's `throttle`).
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
        -> Infallible<Element> {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }
}
// endregion: InfallibleTime

// region: InfallibleFlatMap
// The selectors do not throw, but what they return is any `ObservableConvertibleType`: an inner
// `Observable` that fails sends its error into the result, as `Observable`'s operators do.
extension InfallibleType {
    /// Each element mapped to a sequence by `selector`, and the elements of all those sequences,
    /// merged.
    @available(swift, obsoleted: 6)
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element> {
        Infallible(Merge<Element, Source>(source: asObservable(), selector: selector, onlyWhenIdle: false))
    }

    /// `flatMap(_:)` for Swift 6 callers: the selector must be `@Sendable`.
    @available(swift, introduced: 6)
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) -> Source)
        -> Infallible<Source.Element> {
        Infallible(Merge<Element, Source>(source: asObservable(), selector: selector, onlyWhenIdle: false))
    }

    /// Each element mapped to a sequence by `selector`, and only the most recent sequence's
    /// elements sent (chapter 16).
    @available(swift, obsoleted: 6)
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element> {
        Infallible(Switch<Element, Source>(source: asObservable(), selector: selector))
    }

    /// `flatMapLatest(_:)` for Swift 6 callers: the selector must be `@Sendable`.
    @available(swift, introduced: 6)
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) -> Source)
        -> Infallible<Source.Element> {
        Infallible(Switch<Element, Source>(source: asObservable(), selector: selector))
    }

    /// Each element that arrives while no inner sequence is running mapped to one by
    /// `selector`, whose elements are sent; the others are dropped (chapter 17).
    @available(swift, obsoleted: 6)
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element> {
        Infallible(Merge<Element, Source>(source: asObservable(), selector: selector, onlyWhenIdle: true))
    }

    /// `flatMapFirst(_:)` for Swift 6 callers: the selector must be `@Sendable`.
    @available(swift, introduced: 6)
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) -> Source)
        -> Infallible<Source.Element> {
        Infallible(Merge<Element, Source>(source: asObservable(), selector: selector, onlyWhenIdle: true))
    }
}
// endregion: InfallibleFlatMap

// region: InfallibleConcatMerge
extension InfallibleType {
    /// This sequence's elements, then, once it completes, those of `second`: any sequence of the
    /// same element, fallible or not, whose error would pass into the result.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element> where Source.Element == Element {
        Infallible(Observable.concat([asObservable(), second.asObservable()]))
    }

    /// The elements of each infallible sequence in turn, the next subscribed when the one
    /// before completes.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element>
        where Sequence.Element == Infallible<Element> {
        Infallible(Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// The elements of each infallible sequence of the collection in turn.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element>
        where Collection.Element == Infallible<Element> {
        Infallible(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// The elements of each of the given infallible sequences in turn.
    public static func concat(_ sources: Infallible<Element> ...) -> Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Each element mapped to a sequence by `selector`, and those sequences' elements, one
    /// sequence after the other.
    @available(swift, obsoleted: 6)
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element> {
        Infallible(MergeLimited<Element, Source>(source: asObservable(), selector: selector, maxConcurrent: 1))
    }

    /// `concatMap(_:)` for Swift 6 callers: the selector must be `@Sendable`.
    @available(swift, introduced: 6)
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) -> Source)
        -> Infallible<Source.Element> {
        Infallible(MergeLimited<Element, Source>(source: asObservable(), selector: selector, maxConcurrent: 1))
    }

    /// The elements of the collection's infallible sequences, in RxSwift 6.5 one sequence after
    /// the other, not merged: its `merge` of a collection calls `concat` (a slip kept here, so a
    /// program behaves the same with either library). An `Array` picks the overload below,
    /// which does merge; another collection (an `ArraySlice`, a `ContiguousArray`) gets this one.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element>
        where Collection.Element == Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// The elements of all the array's infallible sequences, merged: all subscribed at once,
    /// each element sent as it arrives.
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of all the given infallible sequences, merged.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }
}
// endregion: InfallibleConcatMerge

// region: InfallibleDo
extension Infallible {
    /// Runs the given closures as the events pass, and passes every event on (chapter 24's `do`,
    /// without the error closures). The event closures may throw (RxSwift 6.5's type), and what
    /// they throw ends the sequence with an error.
    @available(swift, obsoleted: 6)
    public func `do`(onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil,
                     onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
                     onDispose: (() -> Void)? = nil) -> Infallible<Element> {
        Infallible(Do(source: asObservable(),
                      onNext: onNext, afterNext: afterNext, onError: nil, afterError: nil,
                      onCompleted: onCompleted, afterCompleted: afterCompleted,
                      onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// `do` for Swift 6 callers: the closures run on the thread the events arrive on, so they
    /// must be `@Sendable`.
    @available(swift, introduced: 6)
    public func `do`(onNext: (@Sendable (Element) throws -> Void)? = nil,
                     afterNext: (@Sendable (Element) throws -> Void)? = nil,
                     onCompleted: (@Sendable () throws -> Void)? = nil,
                     afterCompleted: (@Sendable () throws -> Void)? = nil,
                     onSubscribe: (@Sendable () -> Void)? = nil, onSubscribed: (@Sendable () -> Void)? = nil,
                     onDispose: (@Sendable () -> Void)? = nil) -> Infallible<Element> {
        Infallible(Do(source: asObservable(),
                      onNext: onNext, afterNext: afterNext, onError: nil, afterError: nil,
                      onCompleted: onCompleted, afterCompleted: afterCompleted,
                      onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}
// endregion: InfallibleDo

// region: InfallibleScanStartWith
extension InfallibleType {
    /// The accumulator after each element, changed in place by `accumulator`, which does not
    /// throw.
    @available(swift, obsoleted: 6)
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void)
        -> Infallible<Seed> {
        Infallible(Scan(source: asObservable(), seed: seed, accumulator: accumulator))
    }

    /// `scan(into:accumulator:)` for Swift 6 callers: the accumulator must be `@Sendable`.
    @available(swift, introduced: 6)
    public func scan<Seed>(into seed: Seed, accumulator: @escaping @Sendable (inout Seed, Element) -> Void)
        -> Infallible<Seed> {
        Infallible(Scan(source: asObservable(), seed: seed, accumulator: accumulator))
    }

    /// The accumulator after each element, replaced by what `accumulator` returns; it does not
    /// throw.
    @available(swift, obsoleted: 6)
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed)
        -> Infallible<Seed> {
        Infallible(Scan(source: asObservable(), seed: seed) { accumulated, element in
            accumulated = accumulator(accumulated, element)
        })
    }

    /// `scan(_:accumulator:)` for Swift 6 callers: the accumulator must be `@Sendable`.
    @available(swift, introduced: 6)
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping @Sendable (Seed, Element) -> Seed)
        -> Infallible<Seed> {
        Infallible(Scan(source: asObservable(), seed: seed) { accumulated, element in
            accumulated = accumulator(accumulated, element)
        })
    }

    /// `element`, then this sequence's elements. One element only: unlike `Observable`'s,
    /// RxSwift 6.5's `Infallible.startWith` is not variadic.
    public func startWith(_ element: Element) -> Infallible<Element> {
        Infallible(asObservable().startWith(element))
    }
}
// endregion: InfallibleScanStartWith

// region: InfallibleTakeSkip
extension InfallibleType {
    /// This sequence's elements until `other` sends an element, then completion.
    public func take<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// This sequence's elements until `other` sends an element, then completion. `other` may
    /// fail, and its error ends the result.
    public func take<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other))
    }

    /// The elements until one passes `predicate` (sent too if `behavior` is `.inclusive`), then
    /// completion. The predicate may throw, which ends the sequence with that error.
    @available(swift, obsoleted: 6)
    public func take(until predicate: @escaping (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(TakeWhile(source: asObservable(), behavior: behavior, predicate: { try !predicate($0) }))
    }

    /// `take(until:behavior:)` with a predicate, for Swift 6 callers.
    @available(swift, introduced: 6)
    public func take(until predicate: @escaping @Sendable (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(TakeWhile(source: asObservable(), behavior: behavior, predicate: { try !predicate($0) }))
    }

    /// The elements as long as they pass `predicate`, then completion. The predicate may throw.
    @available(swift, obsoleted: 6)
    public func take(while predicate: @escaping (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(TakeWhile(source: asObservable(), behavior: behavior, predicate: predicate))
    }

    /// `take(while:behavior:)` for Swift 6 callers.
    @available(swift, introduced: 6)
    public func take(while predicate: @escaping @Sendable (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(TakeWhile(source: asObservable(), behavior: behavior, predicate: predicate))
    }

    /// The first `count` elements, then completion.
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// The elements sent within `duration` of subscribing, then completion.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// The elements from the first that fails `predicate` on. The predicate may throw.
    @available(swift, obsoleted: 6)
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(SkipWhile(source: asObservable(), predicate: predicate))
    }

    /// `skip(while:)` for Swift 6 callers.
    @available(swift, introduced: 6)
    public func skip(while predicate: @escaping @Sendable (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(SkipWhile(source: asObservable(), predicate: predicate))
    }

    /// The elements sent after `other` has sent one. `other` may fail, and its error ends the
    /// result.
    public func skip<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }
}
// endregion: InfallibleTakeSkip

// region: InfallibleShare
extension InfallibleType {
    /// One subscription to this sequence, shared by all subscribers, replaying the last `replay`
    /// elements to each newcomer (chapter 18's `share`).
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }
}
// endregion: InfallibleShare

// region: InfallibleWithUnretained
extension InfallibleType {
    /// Each element combined with `obj`, held weakly; once `obj` is gone, the next element
    /// completes the sequence instead (chapter 24).
    @available(swift, obsoleted: 6)
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Infallible<Out> {
        Infallible(WithUnretained(source: asObservable(), object: obj, resultSelector: resultSelector))
    }

    /// `withUnretained(_:resultSelector:)` for Swift 6 callers: the object and the selector meet
    /// on the thread the elements arrive on, so both must be `Sendable`.
    @available(swift, introduced: 6)
    public func withUnretained<Object: AnyObject & Sendable, Out>(
        _ obj: Object,
        resultSelector: @escaping @Sendable (Object, Element) -> Out
    ) -> Infallible<Out> {
        Infallible(WithUnretained(source: asObservable(), object: obj, resultSelector: resultSelector))
    }

    /// Each element paired with `obj`, held weakly; once `obj` is gone, the next element
    /// completes the sequence instead.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
        Infallible(WithUnretained(source: asObservable(), object: obj) { ($0, $1) })
    }
}
// endregion: InfallibleWithUnretained

// region: InfallibleWithLatestFrom
extension InfallibleType {
    /// Each element combined by `resultSelector` with the latest element of `second`; elements
    /// that arrive before `second` has sent one are dropped. The selector may throw (RxSwift
    /// 6.5's type), which ends the sequence with that error.
    @available(swift, obsoleted: 6)
    public func withLatestFrom<Source: InfallibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Infallible<ResultType> {
        Infallible(WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector))
    }

    /// `withLatestFrom(_:resultSelector:)` for Swift 6 callers.
    @available(swift, introduced: 6)
    public func withLatestFrom<Source: InfallibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping @Sendable (Element, Source.Element) throws -> ResultType
    ) -> Infallible<ResultType> {
        Infallible(WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector))
    }

    /// The latest element of `second` each time this sequence sends one, once `second` has sent
    /// one.
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        Infallible(WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: { $1 }))
    }
}
// endregion: InfallibleWithLatestFrom

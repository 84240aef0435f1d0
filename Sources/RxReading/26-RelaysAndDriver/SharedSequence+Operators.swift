// Every operator here is the observable operator of the same name, wrapped again in the trait:
// `SharedSequence(source)` puts the strategy's sharing after it, so the result is shared as its
// input was. What keeps the other two promises is what the operator is handed: its input already
// delivers on the strategy's scheduler and cannot fail, a time operator is given the strategy's
// scheduler, and an operator that subscribes to more sequences takes only shared sequences of the
// same kind (`flatMapLatest`'s selector returns a `SharedSequence`, not an `Observable`).
//
// A caller's closure gets two declarations, RxSwift 6.5's plain one for Swift 5 callers and a
// `@Sendable` twin for Swift 6 ones (chapter 22). Both build the observable operator's producer
// directly, because inside the library only the observable operators' `@Sendable` twins are
// visible, and a plain closure cannot be handed to those.

// region: sharedMap
extension SharedSequenceConvertibleType {
    /// Each element transformed by `selector`.
    @available(swift, obsoleted: 6)
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(Map(source: asObservable(), transform: selector))
    }

    /// `map` for Swift 6 callers, with a `@Sendable` selector.
    @available(swift, introduced: 6)
    public func map<Result>(_ selector: @escaping @Sendable (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(Map(source: asObservable(), transform: selector))
    }

    /// Each element transformed by `selector`, the `nil`s dropped.
    @available(swift, obsoleted: 6)
    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(CompactMap(source: asObservable(), transform: selector))
    }

    /// `compactMap` for Swift 6 callers, with a `@Sendable` selector.
    @available(swift, introduced: 6)
    public func compactMap<Result>(_ selector: @escaping @Sendable (Element) -> Result?)
        -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(CompactMap(source: asObservable(), transform: selector))
    }

    /// The elements that satisfy `predicate`.
    @available(swift, obsoleted: 6)
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Filter(source: asObservable(), predicate: predicate))
    }

    /// `filter` for Swift 6 callers, with a `@Sendable` predicate.
    @available(swift, introduced: 6)
    public func filter(_ predicate: @escaping @Sendable (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Filter(source: asObservable(), predicate: predicate))
    }
}
// endregion: sharedMap

// region: sharedFlatten
extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// The elements of the latest inner shared sequence; a new inner ends the previous one's
    /// subscription.
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(Switch(source: asObservable(), selector: { $0.asSharedSequence() }))
    }

    /// The elements of every inner shared sequence, as they come.
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(Merge(source: asObservable(), selector: { $0.asSharedSequence() }, onlyWhenIdle: false))
    }

    /// The elements of the inner shared sequences, at most `maxConcurrent` subscribed at once;
    /// the others wait their turn.
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(MergeLimited(source: asObservable(), selector: { $0.asSharedSequence() },
                                    maxConcurrent: maxConcurrent))
    }
}

extension SharedSequenceConvertibleType {
    /// For each element, the shared sequence `selector` makes from it; only the latest one's
    /// elements are sent. The selector must return a `SharedSequence`, so the inner sequences
    /// keep the promises too: an `Observable` inner has to be turned into one (`asDriver(...)`)
    /// first, where its errors are dealt with.
    @available(swift, obsoleted: 6)
    public func flatMapLatest<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result> {
        SharedSequence(Switch(source: asObservable(), selector: selector))
    }

    /// `flatMapLatest` for Swift 6 callers, with a `@Sendable` selector.
    @available(swift, introduced: 6)
    public func flatMapLatest<Sharing, Result>(_ selector: @escaping @Sendable (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result> {
        SharedSequence(Switch(source: asObservable(), selector: selector))
    }

    /// For each element that arrives while no inner sequence is running, the shared sequence
    /// `selector` makes from it; elements that arrive meanwhile are dropped.
    @available(swift, obsoleted: 6)
    public func flatMapFirst<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result> {
        SharedSequence(Merge(source: asObservable(), selector: selector, onlyWhenIdle: true))
    }

    /// `flatMapFirst` for Swift 6 callers, with a `@Sendable` selector.
    @available(swift, introduced: 6)
    public func flatMapFirst<Sharing, Result>(_ selector: @escaping @Sendable (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result> {
        SharedSequence(Merge(source: asObservable(), selector: selector, onlyWhenIdle: true))
    }

    /// For each element, the shared sequence `selector` makes from it; the elements of all of
    /// them, as they come.
    @available(swift, obsoleted: 6)
    public func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result> {
        SharedSequence(Merge(source: asObservable(), selector: selector, onlyWhenIdle: false))
    }

    /// `flatMap` for Swift 6 callers, with a `@Sendable` selector.
    @available(swift, introduced: 6)
    public func flatMap<Sharing, Result>(_ selector: @escaping @Sendable (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result> {
        SharedSequence(Merge(source: asObservable(), selector: selector, onlyWhenIdle: false))
    }

    /// The elements of all `sources`, as they come.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> SharedSequence<SharingStrategy, Element>
        where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of all `sources`, as they come.
    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of all `sources`, as they come.
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }
}
// endregion: sharedFlatten

// region: sharedDo
extension SharedSequenceConvertibleType {
    /// Runs the closures as events pass (`afterNext`/`afterCompleted` once the observer has the
    /// event), and the subscription ones around the subscription to the source. No error
    /// closures: the sequence does not fail.
    @available(swift, obsoleted: 6)
    public func `do`(onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil,
                     onCompleted: (() -> Void)? = nil, afterCompleted: (() -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
                     onDispose: (() -> Void)? = nil) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Do(source: asObservable(), onNext: onNext, afterNext: afterNext, onError: nil, afterError: nil,
                          onCompleted: onCompleted, afterCompleted: afterCompleted,
                          onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// `do` for Swift 6 callers, with `@Sendable` closures.
    @available(swift, introduced: 6)
    public func `do`(onNext: (@Sendable (Element) -> Void)? = nil, afterNext: (@Sendable (Element) -> Void)? = nil,
                     onCompleted: (@Sendable () -> Void)? = nil, afterCompleted: (@Sendable () -> Void)? = nil,
                     onSubscribe: (@Sendable () -> Void)? = nil, onSubscribed: (@Sendable () -> Void)? = nil,
                     onDispose: (@Sendable () -> Void)? = nil) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Do(source: asObservable(), onNext: onNext, afterNext: afterNext, onError: nil, afterError: nil,
                          onCompleted: onCompleted, afterCompleted: afterCompleted,
                          onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Prints every event, subscription and disposal, as `Observable.debug` does.
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
                      line: UInt = #line, function: String = #function) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
// endregion: sharedDo

// region: sharedDistinctUntilChanged
extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops each element equal to the one before it.
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(DistinctUntilChanged(source: asObservable(), selector: { $0 }, comparer: { $0 == $1 }))
    }
}

extension SharedSequenceConvertibleType {
    /// Drops each element whose key equals the key of the one before it.
    @available(swift, obsoleted: 6)
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
        -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: { $0 == $1 }))
    }

    /// `distinctUntilChanged(_:)` for Swift 6 callers, with a `@Sendable` key selector.
    @available(swift, introduced: 6)
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping @Sendable (Element) -> Key)
        -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: { $0 == $1 }))
    }

    /// Drops each element that `comparer` finds equal to the one before it.
    @available(swift, obsoleted: 6)
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
        -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(DistinctUntilChanged(source: asObservable(), selector: { $0 }, comparer: comparer))
    }

    /// `distinctUntilChanged(_:)` for Swift 6 callers, with a `@Sendable` comparer.
    @available(swift, introduced: 6)
    public func distinctUntilChanged(_ comparer: @escaping @Sendable (Element, Element) -> Bool)
        -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(DistinctUntilChanged(source: asObservable(), selector: { $0 }, comparer: comparer))
    }

    /// Drops each element whose key `comparer` finds equal to the key of the one before it.
    @available(swift, obsoleted: 6)
    public func distinctUntilChanged<K>(_ keySelector: @escaping (Element) -> K, comparer: @escaping (K, K) -> Bool)
        -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: comparer))
    }

    /// `distinctUntilChanged(_:comparer:)` for Swift 6 callers, with `@Sendable` closures.
    @available(swift, introduced: 6)
    public func distinctUntilChanged<K>(_ keySelector: @escaping @Sendable (Element) -> K,
                                        comparer: @escaping @Sendable (K, K) -> Bool)
        -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: comparer))
    }
}
// endregion: sharedDistinctUntilChanged

// region: sharedTime
extension SharedSequenceConvertibleType {
    /// At most one element per `dueTime`, timed on the strategy's scheduler: the first of a
    /// window at once, and, if `latest`, the window's last one when it closes.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Each element that `dueTime` passes without a newer one, timed on the strategy's scheduler.
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Every event `dueTime` later, on the strategy's scheduler.
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }
}
// endregion: sharedTime

// region: sharedScan
extension SharedSequenceConvertibleType {
    /// The accumulator after each element, starting from `seed` (which is not sent itself).
    @available(swift, obsoleted: 6)
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A) -> SharedSequence<SharingStrategy, A> {
        SharedSequence(Scan(source: asObservable(), seed: seed) { accumulated, element in
            accumulated = accumulator(accumulated, element)
        })
    }

    /// `scan` for Swift 6 callers, with a `@Sendable` accumulator.
    @available(swift, introduced: 6)
    public func scan<A>(_ seed: A, accumulator: @escaping @Sendable (A, Element) -> A) -> SharedSequence<SharingStrategy, A> {
        SharedSequence(Scan(source: asObservable(), seed: seed) { accumulated, element in
            accumulated = accumulator(accumulated, element)
        })
    }

    /// The elements after the first `count`.
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }

    /// `element`, then the elements of this sequence.
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }
}
// endregion: sharedScan

// region: sharedCombining
extension SharedSequence {
    /// The elements of each sequence in turn, each subscribed when the one before completes.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element>
        where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// The elements of each sequence in turn, each subscribed when the one before completes.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, Element>
        where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// The sequences' elements combined by position with `resultSelector`.
    @available(swift, obsoleted: 6)
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(ZipCollection(
            sources: collection.map { $0.asSharedSequence().asObservable() }, resultSelector: resultSelector))
    }

    /// `zip(_:resultSelector:)` for Swift 6 callers, with a `@Sendable` selector.
    @available(swift, introduced: 6)
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping @Sendable ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(ZipCollection(
            sources: collection.map { $0.asSharedSequence().asObservable() }, resultSelector: resultSelector))
    }

    /// The sequences' elements combined by position into arrays.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]>
        where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asSharedSequence().asObservable() }))
    }

    /// The latest element of every sequence combined with `resultSelector` whenever one sends,
    /// once each has sent.
    @available(swift, obsoleted: 6)
    public static func combineLatest<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(CombineLatestCollection(
            sources: collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// `combineLatest(_:resultSelector:)` for Swift 6 callers, with a `@Sendable` selector.
    @available(swift, introduced: 6)
    public static func combineLatest<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping @Sendable ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(CombineLatestCollection(
            sources: collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The latest element of every sequence, as an array, whenever one sends, once each has sent.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
        -> SharedSequence<SharingStrategy, [Element]> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}

extension SharedSequenceConvertibleType {
    /// Each element of this sequence combined with the latest element of `second`, if it has
    /// sent one; `second` must be a shared sequence of the same kind.
    @available(swift, obsoleted: 6)
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType, ResultType>(
        _ second: SecondO, resultSelector: @escaping (Element, SecondO.Element) -> ResultType
    ) -> SharedSequence<SharingStrategy, ResultType> where SecondO.SharingStrategy == SharingStrategy {
        SharedSequence(WithLatestFrom(first: asObservable(), second: second.asSharedSequence().asObservable(),
                                      resultSelector: resultSelector))
    }

    /// `withLatestFrom(_:resultSelector:)` for Swift 6 callers, with a `@Sendable` selector.
    @available(swift, introduced: 6)
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType, ResultType>(
        _ second: SecondO, resultSelector: @escaping @Sendable (Element, SecondO.Element) -> ResultType
    ) -> SharedSequence<SharingStrategy, ResultType> where SecondO.SharingStrategy == SharingStrategy {
        SharedSequence(WithLatestFrom(first: asObservable(), second: second.asSharedSequence().asObservable(),
                                      resultSelector: resultSelector))
    }

    /// For each element of this sequence, the latest element of `second`, if it has sent one.
    /// (RxSwift 6.5 does not ask `second` for the same strategy here, only in the form above.)
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType>(_ second: SecondO)
        -> SharedSequence<SharingStrategy, SecondO.Element> {
        SharedSequence(asObservable().withLatestFrom(second.asSharedSequence()))
    }
}
// endregion: sharedCombining

// region: sharedWithUnretained
extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Each element combined with `obj`, held weakly; an element that arrives once `obj` is gone
    /// completes the signal instead.
    @available(swift, obsoleted: 6)
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out)
        -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(WithUnretained(source: asObservable(), object: obj, resultSelector: resultSelector))
    }

    /// `withUnretained(_:resultSelector:)` for Swift 6 callers: a `Sendable` object and a
    /// `@Sendable` selector, as for `Observable.withUnretained`.
    @available(swift, introduced: 6)
    public func withUnretained<Object: AnyObject & Sendable, Out>(
        _ obj: Object, resultSelector: @escaping @Sendable (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(WithUnretained(source: asObservable(), object: obj, resultSelector: resultSelector))
    }

    /// Each element paired with `obj`, held weakly.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(WithUnretained(source: asObservable(), object: obj) { ($0, $1) })
    }
}

// A driver replays its latest element, and with `withUnretained` that element holds the object;
// RxSwift 6.5 closes the door with these two, in both language modes.
extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    @available(*, message: "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead", unavailable)
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out)
        -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(WithUnretained(source: asObservable(), object: obj, resultSelector: resultSelector))
    }

    @available(*, message: "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead", unavailable)
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(WithUnretained(source: asObservable(), object: obj) { ($0, $1) })
    }
}
// endregion: sharedWithUnretained

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

// region: sharedTransforms
extension SharedSequenceConvertibleType {
    /// Sends each element transformed by `selector`, shared the strategy's way.
    ///
    /// - Parameter selector: Makes the element to send from each element of this sequence.
    /// - Returns: A sequence of the same strategy that sends the transformed elements.
    @available(swift, obsoleted: 6)
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(Map(source: asObservable(), transform: selector))
    }

    /// Sends each element transformed by `selector`, shared the strategy's way.
    ///
    /// The Swift 6 form of `map`: `selector` must be `@Sendable` (chapter 22). RxSwift 6.5 has
    /// only the Swift 5 form, whose selector is not.
    ///
    /// - Parameter selector: Makes the element to send from each element of this sequence.
    /// - Returns: A sequence of the same strategy that sends the transformed elements.
    @available(swift, introduced: 6)
    public func map<Result>(_ selector: @escaping @Sendable (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(Map(source: asObservable(), transform: selector))
    }

    /// Sends each element transformed by `selector`, dropping those it turns into `nil`.
    ///
    /// - Parameter selector: Makes the element to send from each element, or `nil` to send none.
    /// - Returns: A sequence of the same strategy that sends the non-`nil` results.
    @available(swift, obsoleted: 6)
    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(CompactMap(source: asObservable(), transform: selector))
    }

    /// Sends each element transformed by `selector`, dropping those it turns into `nil`.
    ///
    /// The Swift 6 form of `compactMap`: `selector` must be `@Sendable` (chapter 22). RxSwift 6.5
    /// has only the Swift 5 form, whose selector is not.
    ///
    /// - Parameter selector: Makes the element to send from each element, or `nil` to send none.
    /// - Returns: A sequence of the same strategy that sends the non-`nil` results.
    @available(swift, introduced: 6)
    public func compactMap<Result>(_ selector: @escaping @Sendable (Element) -> Result?)
        -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(CompactMap(source: asObservable(), transform: selector))
    }

    /// Sends only the elements that satisfy `predicate`.
    ///
    /// - Parameter predicate: Returns `true` for an element to send.
    /// - Returns: A sequence of the same strategy that sends the elements `predicate` accepts.
    @available(swift, obsoleted: 6)
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Filter(source: asObservable(), predicate: predicate))
    }

    /// Sends only the elements that satisfy `predicate`.
    ///
    /// The Swift 6 form of `filter`: `predicate` must be `@Sendable` (chapter 22). RxSwift 6.5 has
    /// only the Swift 5 form, whose predicate is not.
    ///
    /// - Parameter predicate: Returns `true` for an element to send.
    /// - Returns: A sequence of the same strategy that sends the elements `predicate` accepts.
    @available(swift, introduced: 6)
    public func filter(_ predicate: @escaping @Sendable (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Filter(source: asObservable(), predicate: predicate))
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Sends the elements of the latest inner shared sequence; a new inner ends the previous
    /// one's subscription.
    ///
    /// - Returns: A sequence of the inner sequences' strategy that sends the latest inner's
    ///   elements.
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(Switch(source: asObservable(), selector: { $0.asSharedSequence() }))
    }

    /// Sends the elements of every inner shared sequence, as they come.
    ///
    /// - Returns: A sequence of the inner sequences' strategy that sends all their elements.
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(Merge(source: asObservable(), selector: { $0.asSharedSequence() }, onlyWhenIdle: false))
    }

    /// Sends the elements of the inner shared sequences, at most `maxConcurrent` subscribed at
    /// once; the others wait their turn.
    ///
    /// - Parameter maxConcurrent: How many inner sequences may be subscribed at the same time.
    /// - Returns: A sequence of the inner sequences' strategy that sends all their elements.
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(MergeLimited(source: asObservable(), selector: { $0.asSharedSequence() },
                                    maxConcurrent: maxConcurrent))
    }
}

extension SharedSequenceConvertibleType {
    /// For each element, subscribes to the shared sequence `selector` makes from it and sends
    /// only the latest one's elements. The selector must return a `SharedSequence`, so the inner
    /// sequences keep the promises too: an `Observable` inner has to be turned into one
    /// (`asDriver(...)`) first, where its errors are dealt with.
    ///
    /// - Parameter selector: Makes the inner shared sequence for an element.
    /// - Returns: A sequence of the inner sequences' strategy that sends the latest inner's
    ///   elements.
    @available(swift, obsoleted: 6)
    public func flatMapLatest<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result> {
        SharedSequence(Switch(source: asObservable(), selector: selector))
    }

    /// For each element, subscribes to the shared sequence `selector` makes from it and sends
    /// only the latest one's elements. The selector must return a `SharedSequence`, so the inner
    /// sequences keep the promises too: an `Observable` inner has to be turned into one
    /// (`asDriver(...)`) first, where its errors are dealt with.
    ///
    /// The Swift 6 form of `flatMapLatest`: `selector` must be `@Sendable` (chapter 22). RxSwift
    /// 6.5 has only the Swift 5 form, whose selector is not.
    ///
    /// - Parameter selector: Makes the inner shared sequence for an element.
    /// - Returns: A sequence of the inner sequences' strategy that sends the latest inner's
    ///   elements.
    @available(swift, introduced: 6)
    public func flatMapLatest<Sharing, Result>(_ selector: @escaping @Sendable (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result> {
        SharedSequence(Switch(source: asObservable(), selector: selector))
    }

    /// For each element that arrives while no inner sequence is running, subscribes to the shared
    /// sequence `selector` makes from it; elements that arrive meanwhile are dropped.
    ///
    /// - Parameter selector: Makes the inner shared sequence for an element.
    /// - Returns: A sequence of the inner sequences' strategy that sends the elements of the inner
    ///   sequences it ran.
    @available(swift, obsoleted: 6)
    public func flatMapFirst<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result> {
        SharedSequence(Merge(source: asObservable(), selector: selector, onlyWhenIdle: true))
    }

    /// For each element that arrives while no inner sequence is running, subscribes to the shared
    /// sequence `selector` makes from it; elements that arrive meanwhile are dropped.
    ///
    /// The Swift 6 form of `flatMapFirst`: `selector` must be `@Sendable` (chapter 22). RxSwift
    /// 6.5 has only the Swift 5 form, whose selector is not.
    ///
    /// - Parameter selector: Makes the inner shared sequence for an element.
    /// - Returns: A sequence of the inner sequences' strategy that sends the elements of the inner
    ///   sequences it ran.
    @available(swift, introduced: 6)
    public func flatMapFirst<Sharing, Result>(_ selector: @escaping @Sendable (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result> {
        SharedSequence(Merge(source: asObservable(), selector: selector, onlyWhenIdle: true))
    }

    /// For each element, subscribes to the shared sequence `selector` makes from it, and sends the
    /// elements of all of them as they come.
    ///
    /// - Parameter selector: Makes the inner shared sequence for an element.
    /// - Returns: A sequence of the inner sequences' strategy that sends all their elements.
    @available(swift, obsoleted: 6)
    public func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result> {
        SharedSequence(Merge(source: asObservable(), selector: selector, onlyWhenIdle: false))
    }

    /// For each element, subscribes to the shared sequence `selector` makes from it, and sends the
    /// elements of all of them as they come.
    ///
    /// The Swift 6 form of `flatMap`: `selector` must be `@Sendable` (chapter 22). RxSwift 6.5
    /// has only the Swift 5 form, whose selector is not.
    ///
    /// - Parameter selector: Makes the inner shared sequence for an element.
    /// - Returns: A sequence of the inner sequences' strategy that sends all their elements.
    @available(swift, introduced: 6)
    public func flatMap<Sharing, Result>(_ selector: @escaping @Sendable (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result> {
        SharedSequence(Merge(source: asObservable(), selector: selector, onlyWhenIdle: false))
    }

    /// Sends the elements of all `sources`, as they come.
    ///
    /// - Parameter sources: The shared sequences to subscribe to, all at once.
    /// - Returns: A sequence of the same strategy that sends every source's elements.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> SharedSequence<SharingStrategy, Element>
        where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Sends the elements of all `sources`, as they come.
    ///
    /// - Parameter sources: The shared sequences to subscribe to, all at once.
    /// - Returns: A sequence of the same strategy that sends every source's elements.
    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Sends the elements of all `sources`, as they come.
    ///
    /// - Parameter sources: The shared sequences to subscribe to, all at once.
    /// - Returns: A sequence of the same strategy that sends every source's elements.
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }
}

extension SharedSequenceConvertibleType {
    /// Runs the closures as events pass (`afterNext`/`afterCompleted` once the observer has the
    /// event), and the subscription ones around the subscription to the source. No error
    /// closures: the sequence does not fail.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element before the observer gets it.
    ///   - afterNext: Called with each element after the observer has it.
    ///   - onCompleted: Called before the observer gets the completion.
    ///   - afterCompleted: Called after the observer has the completion.
    ///   - onSubscribe: Called before the subscription to the source.
    ///   - onSubscribed: Called after the subscription to the source.
    ///   - onDispose: Called when the subscription is disposed, by the subscriber or by the end.
    /// - Returns: A sequence of the same strategy that sends what this one sends.
    @available(swift, obsoleted: 6)
    public func `do`(onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil,
                     onCompleted: (() -> Void)? = nil, afterCompleted: (() -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
                     onDispose: (() -> Void)? = nil) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Do(source: asObservable(), onNext: onNext, afterNext: afterNext, onError: nil, afterError: nil,
                          onCompleted: onCompleted, afterCompleted: afterCompleted,
                          onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Runs the closures as events pass (`afterNext`/`afterCompleted` once the observer has the
    /// event), and the subscription ones around the subscription to the source. No error
    /// closures: the sequence does not fail.
    ///
    /// The Swift 6 form of `do`: the closures must be `@Sendable` (chapter 22). RxSwift 6.5 has
    /// only the Swift 5 form, whose closures are not.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element before the observer gets it.
    ///   - afterNext: Called with each element after the observer has it.
    ///   - onCompleted: Called before the observer gets the completion.
    ///   - afterCompleted: Called after the observer has the completion.
    ///   - onSubscribe: Called before the subscription to the source.
    ///   - onSubscribed: Called after the subscription to the source.
    ///   - onDispose: Called when the subscription is disposed, by the subscriber or by the end.
    /// - Returns: A sequence of the same strategy that sends what this one sends.
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
    ///
    /// - Parameters:
    ///   - identifier: The name printed on each line; `nil` prints the file, line and function.
    ///   - trimOutput: Whether to cut an event's text longer than 40 characters.
    ///   - file: The calling file, for the default identifier.
    ///   - line: The calling line, for the default identifier.
    ///   - function: The calling function, for the default identifier.
    /// - Returns: A sequence of the same strategy that sends what this one sends.
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
                      line: UInt = #line, function: String = #function) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops each element equal to the one before it.
    ///
    /// - Returns: A sequence of the same strategy that sends only changes.
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(DistinctUntilChanged(source: asObservable(), selector: { $0 }, comparer: { $0 == $1 }))
    }
}

extension SharedSequenceConvertibleType {
    /// Drops each element whose key equals the key of the one before it.
    ///
    /// - Parameter keySelector: Makes the key that is compared for each element.
    /// - Returns: A sequence of the same strategy that sends only elements whose key changed.
    @available(swift, obsoleted: 6)
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
        -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: { $0 == $1 }))
    }

    /// Drops each element whose key equals the key of the one before it.
    ///
    /// The Swift 6 form: `keySelector` must be `@Sendable` (chapter 22). RxSwift 6.5 has only the
    /// Swift 5 form, whose key selector is not.
    ///
    /// - Parameter keySelector: Makes the key that is compared for each element.
    /// - Returns: A sequence of the same strategy that sends only elements whose key changed.
    @available(swift, introduced: 6)
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping @Sendable (Element) -> Key)
        -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: { $0 == $1 }))
    }

    /// Drops each element that `comparer` finds equal to the one before it.
    ///
    /// - Parameter comparer: Returns `true` when two elements count as equal.
    /// - Returns: A sequence of the same strategy that sends only changes.
    @available(swift, obsoleted: 6)
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
        -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(DistinctUntilChanged(source: asObservable(), selector: { $0 }, comparer: comparer))
    }

    /// Drops each element that `comparer` finds equal to the one before it.
    ///
    /// The Swift 6 form: `comparer` must be `@Sendable` (chapter 22). RxSwift 6.5 has only the
    /// Swift 5 form, whose comparer is not.
    ///
    /// - Parameter comparer: Returns `true` when two elements count as equal.
    /// - Returns: A sequence of the same strategy that sends only changes.
    @available(swift, introduced: 6)
    public func distinctUntilChanged(_ comparer: @escaping @Sendable (Element, Element) -> Bool)
        -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(DistinctUntilChanged(source: asObservable(), selector: { $0 }, comparer: comparer))
    }

    /// Drops each element whose key `comparer` finds equal to the key of the one before it.
    ///
    /// - Parameters:
    ///   - keySelector: Makes the key that is compared for each element.
    ///   - comparer: Returns `true` when two keys count as equal.
    /// - Returns: A sequence of the same strategy that sends only elements whose key changed.
    @available(swift, obsoleted: 6)
    public func distinctUntilChanged<K>(_ keySelector: @escaping (Element) -> K, comparer: @escaping (K, K) -> Bool)
        -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: comparer))
    }

    /// Drops each element whose key `comparer` finds equal to the key of the one before it.
    ///
    /// The Swift 6 form: both closures must be `@Sendable` (chapter 22). RxSwift 6.5 has only the
    /// Swift 5 form, whose closures are not.
    ///
    /// - Parameters:
    ///   - keySelector: Makes the key that is compared for each element.
    ///   - comparer: Returns `true` when two keys count as equal.
    /// - Returns: A sequence of the same strategy that sends only elements whose key changed.
    @available(swift, introduced: 6)
    public func distinctUntilChanged<K>(_ keySelector: @escaping @Sendable (Element) -> K,
                                        comparer: @escaping @Sendable (K, K) -> Bool)
        -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: comparer))
    }
}
// endregion: sharedTransforms

// region: sharedTime
extension SharedSequenceConvertibleType {
    /// Sends at most one element per `dueTime`, timed on the strategy's scheduler: the first of a
    /// window at once, and, if `latest`, the window's last one when it closes.
    ///
    /// - Parameters:
    ///   - dueTime: How long a window lasts.
    ///   - latest: Whether to send a window's last element when it closes.
    /// - Returns: A sequence of the same strategy that sends the throttled elements.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }
    // endregion: sharedTime

    // region: sharedDebounceDelay

    /// Sends each element that `dueTime` passes without a newer one, timed on the strategy's
    /// scheduler.
    ///
    /// - Parameter dueTime: How long an element must stay the latest to be sent.
    /// - Returns: A sequence of the same strategy that sends the elements that settled.
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Sends every event `dueTime` later, on the strategy's scheduler.
    ///
    /// - Parameter dueTime: How long each event is held back.
    /// - Returns: A sequence of the same strategy that sends the same events later.
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }
}
// endregion: sharedDebounceDelay

// region: sharedStateAndCombining
extension SharedSequenceConvertibleType {
    /// Sends the accumulator after each element, starting from `seed` (which is not sent itself).
    ///
    /// - Parameters:
    ///   - seed: The accumulator's value before the first element.
    ///   - accumulator: Makes the next value from the current one and an element.
    /// - Returns: A sequence of the same strategy that sends each new value.
    @available(swift, obsoleted: 6)
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A) -> SharedSequence<SharingStrategy, A> {
        SharedSequence(Scan(source: asObservable(), seed: seed) { accumulated, element in
            accumulated = accumulator(accumulated, element)
        })
    }

    /// Sends the accumulator after each element, starting from `seed` (which is not sent itself).
    ///
    /// The Swift 6 form of `scan`: `accumulator` must be `@Sendable` (chapter 22). RxSwift 6.5 has
    /// only the Swift 5 form, whose accumulator is not.
    ///
    /// - Parameters:
    ///   - seed: The accumulator's value before the first element.
    ///   - accumulator: Makes the next value from the current one and an element.
    /// - Returns: A sequence of the same strategy that sends each new value.
    @available(swift, introduced: 6)
    public func scan<A>(_ seed: A, accumulator: @escaping @Sendable (A, Element) -> A) -> SharedSequence<SharingStrategy, A> {
        SharedSequence(Scan(source: asObservable(), seed: seed) { accumulated, element in
            accumulated = accumulator(accumulated, element)
        })
    }

    /// Drops the first `count` elements and sends the rest.
    ///
    /// - Parameter count: How many elements to drop.
    /// - Returns: A sequence of the same strategy that sends the elements after the first `count`.
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }

    /// Sends `element` first, then the elements of this sequence.
    ///
    /// - Parameter element: The element sent on subscription, before any of this sequence's.
    /// - Returns: A sequence of the same strategy that starts with `element`.
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }
}

extension SharedSequence {
    /// Sends the elements of each sequence in turn, each subscribed when the one before completes.
    ///
    /// - Parameter sequence: The shared sequences, in the order to run them.
    /// - Returns: A sequence of the same strategy that sends their elements one sequence after
    ///   the other.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element>
        where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Sends the elements of each sequence in turn, each subscribed when the one before completes.
    ///
    /// - Parameter collection: The shared sequences, in the order to run them.
    /// - Returns: A sequence of the same strategy that sends their elements one sequence after
    ///   the other.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, Element>
        where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Combines the sequences' elements by position: the k-th element sent is made of every
    /// sequence's k-th element.
    ///
    /// - Parameters:
    ///   - collection: The shared sequences to zip.
    ///   - resultSelector: Makes one element from one element of each sequence, in the
    ///     collection's order; if it throws, the result fails with that error.
    /// - Returns: A sequence of the same strategy that sends the combined elements.
    @available(swift, obsoleted: 6)
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(ZipCollection(
            sources: collection.map { $0.asSharedSequence().asObservable() }, resultSelector: resultSelector))
    }

    /// Combines the sequences' elements by position: the k-th element sent is made of every
    /// sequence's k-th element.
    ///
    /// The Swift 6 form: `resultSelector` must be `@Sendable` (chapter 22). RxSwift 6.5 has only
    /// the Swift 5 form, whose selector is not.
    ///
    /// - Parameters:
    ///   - collection: The shared sequences to zip.
    ///   - resultSelector: Makes one element from one element of each sequence, in the
    ///     collection's order; if it throws, the result fails with that error.
    /// - Returns: A sequence of the same strategy that sends the combined elements.
    @available(swift, introduced: 6)
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping @Sendable ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(ZipCollection(
            sources: collection.map { $0.asSharedSequence().asObservable() }, resultSelector: resultSelector))
    }

    /// Combines the sequences' elements by position into arrays: the k-th array holds every
    /// sequence's k-th element, in the collection's order.
    ///
    /// - Parameter collection: The shared sequences to zip.
    /// - Returns: A sequence of the same strategy that sends the arrays.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]>
        where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asSharedSequence().asObservable() }))
    }

    /// Combines the latest element of every sequence, once each has sent one, and again whenever
    /// any of them sends.
    ///
    /// - Parameters:
    ///   - collection: The shared sequences to combine.
    ///   - resultSelector: Makes one element from the latest element of each sequence, in the
    ///     collection's order; if it throws, the result fails with that error.
    /// - Returns: A sequence of the same strategy that sends the combined elements.
    @available(swift, obsoleted: 6)
    public static func combineLatest<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(CombineLatestCollection(
            sources: collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Combines the latest element of every sequence, once each has sent one, and again whenever
    /// any of them sends.
    ///
    /// The Swift 6 form: `resultSelector` must be `@Sendable` (chapter 22). RxSwift 6.5 has only
    /// the Swift 5 form, whose selector is not.
    ///
    /// - Parameters:
    ///   - collection: The shared sequences to combine.
    ///   - resultSelector: Makes one element from the latest element of each sequence, in the
    ///     collection's order; if it throws, the result fails with that error.
    /// - Returns: A sequence of the same strategy that sends the combined elements.
    @available(swift, introduced: 6)
    public static func combineLatest<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping @Sendable ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(CombineLatestCollection(
            sources: collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Sends the latest element of every sequence, as an array in the collection's order, once
    /// each has sent one, and again whenever any of them sends.
    ///
    /// - Parameter collection: The shared sequences to combine.
    /// - Returns: A sequence of the same strategy that sends the arrays.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
        -> SharedSequence<SharingStrategy, [Element]> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}

extension SharedSequenceConvertibleType {
    /// Combines each element of this sequence with the latest element of `second`; an element
    /// that comes before `second` has sent one is dropped. `second` must be a shared sequence of
    /// the same kind.
    ///
    /// - Parameters:
    ///   - second: The shared sequence whose latest element is taken.
    ///   - resultSelector: Makes the element to send from an element of this sequence and the
    ///     latest of `second`.
    /// - Returns: A sequence of this sequence's strategy that sends the combined elements.
    @available(swift, obsoleted: 6)
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType, ResultType>(
        _ second: SecondO, resultSelector: @escaping (Element, SecondO.Element) -> ResultType
    ) -> SharedSequence<SharingStrategy, ResultType> where SecondO.SharingStrategy == SharingStrategy {
        SharedSequence(WithLatestFrom(first: asObservable(), second: second.asSharedSequence().asObservable(),
                                      resultSelector: resultSelector))
    }

    /// Combines each element of this sequence with the latest element of `second`; an element
    /// that comes before `second` has sent one is dropped. `second` must be a shared sequence of
    /// the same kind.
    ///
    /// The Swift 6 form: `resultSelector` must be `@Sendable` (chapter 22). RxSwift 6.5 has only
    /// the Swift 5 form, whose selector is not.
    ///
    /// - Parameters:
    ///   - second: The shared sequence whose latest element is taken.
    ///   - resultSelector: Makes the element to send from an element of this sequence and the
    ///     latest of `second`.
    /// - Returns: A sequence of this sequence's strategy that sends the combined elements.
    @available(swift, introduced: 6)
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType, ResultType>(
        _ second: SecondO, resultSelector: @escaping @Sendable (Element, SecondO.Element) -> ResultType
    ) -> SharedSequence<SharingStrategy, ResultType> where SecondO.SharingStrategy == SharingStrategy {
        SharedSequence(WithLatestFrom(first: asObservable(), second: second.asSharedSequence().asObservable(),
                                      resultSelector: resultSelector))
    }

    /// Sends, for each element of this sequence, the latest element of `second`; an element that
    /// comes before `second` has sent one is dropped. Here, as in RxSwift 6.5, `second` may be a
    /// shared sequence of another strategy (the form with a selector asks for the same one).
    ///
    /// - Parameter second: The shared sequence whose latest element is sent.
    /// - Returns: A sequence of this sequence's strategy that sends `second`'s latest elements.
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType>(_ second: SecondO)
        -> SharedSequence<SharingStrategy, SecondO.Element> {
        SharedSequence(asObservable().withLatestFrom(second.asSharedSequence()))
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Combines each element with `obj`, held weakly; an element that arrives once `obj` is gone
    /// completes the signal instead.
    ///
    /// - Parameters:
    ///   - obj: The object handed to `resultSelector`, not retained by the signal.
    ///   - resultSelector: Makes the element to send from `obj` and an element.
    /// - Returns: A signal that sends the combined elements while `obj` lives.
    @available(swift, obsoleted: 6)
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out)
        -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(WithUnretained(source: asObservable(), object: obj, resultSelector: resultSelector))
    }

    /// Combines each element with `obj`, held weakly; an element that arrives once `obj` is gone
    /// completes the signal instead.
    ///
    /// The Swift 6 form: `obj` must be `Sendable` and `resultSelector` `@Sendable`, as for
    /// `Observable.withUnretained` (chapter 22). RxSwift 6.5 has only the Swift 5 form.
    ///
    /// - Parameters:
    ///   - obj: The object handed to `resultSelector`, not retained by the signal.
    ///   - resultSelector: Makes the element to send from `obj` and an element.
    /// - Returns: A signal that sends the combined elements while `obj` lives.
    @available(swift, introduced: 6)
    public func withUnretained<Object: AnyObject & Sendable, Out>(
        _ obj: Object, resultSelector: @escaping @Sendable (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(WithUnretained(source: asObservable(), object: obj, resultSelector: resultSelector))
    }

    /// Pairs each element with `obj`, held weakly; an element that arrives once `obj` is gone
    /// completes the signal instead.
    ///
    /// - Parameter obj: The object sent with each element, not retained by the signal.
    /// - Returns: A signal that sends `(obj, element)` pairs while `obj` lives.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(WithUnretained(source: asObservable(), object: obj) { ($0, $1) })
    }
}

// A driver replays its latest element, and with `withUnretained` that element holds the object;
// RxSwift 6.5 closes the door with these two, in both language modes.
extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Unavailable, as in RxSwift 6.5: a driver replays its latest element, which would hold
    /// `obj`; use `drive(with:onNext:onCompleted:onDisposed:)`.
    ///
    /// - Parameters:
    ///   - obj: The object that would be handed to `resultSelector`.
    ///   - resultSelector: Would make the element to send from `obj` and an element.
    /// - Returns: A driver of the combined elements (never, since this cannot be called).
    @available(*, message: "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead", unavailable)
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out)
        -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(WithUnretained(source: asObservable(), object: obj, resultSelector: resultSelector))
    }

    /// Unavailable, as in RxSwift 6.5: a driver replays its latest element, which would hold
    /// `obj`; use `drive(with:onNext:onCompleted:onDisposed:)`.
    ///
    /// - Parameter obj: The object that would be paired with each element.
    /// - Returns: A driver of pairs (never, since this cannot be called).
    @available(*, message: "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead", unavailable)
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(WithUnretained(source: asObservable(), object: obj) { ($0, $1) })
    }
}
// endregion: sharedStateAndCombining

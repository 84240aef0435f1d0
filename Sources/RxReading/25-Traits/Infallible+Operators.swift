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
    ///
    /// - Parameter element: The element to send.
    /// - Returns: An `Infallible` that sends `element` and completes.
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(Observable.just(element))
    }

    /// An infallible sequence of one element, sent on `scheduler`, then completion.
    ///
    /// - Parameters:
    ///   - element: The element to send.
    ///   - scheduler: Where the element, then the completion, are sent.
    /// - Returns: An `Infallible` that sends `element` on `scheduler` and completes.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(Observable.just(element, scheduler: scheduler))
    }

    /// An infallible sequence that sends nothing, ever.
    ///
    /// - Returns: An `Infallible` that neither sends an element nor completes.
    public static func never() -> Infallible<Element> {
        Infallible(Observable.never())
    }

    /// An infallible sequence that completes at subscription.
    ///
    /// - Returns: An `Infallible` with no element.
    public static func empty() -> Infallible<Element> {
        Infallible(Observable.empty())
    }

    /// An infallible sequence that calls `observableFactory` at each subscription and sends what
    /// the sequence it returns sends. The factory may throw (RxSwift 6.5's type), and what it
    /// throws is sent as an error: the one way in among the creating operators that does not keep
    /// the promise.
    ///
    /// - Parameter observableFactory: Called at each subscription; the sequence it returns is the
    ///   one that subscriber gets.
    /// - Returns: An `Infallible` that builds a fresh sequence for each subscriber.
    @available(swift, obsoleted: 6)
    public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>)
        -> Infallible<Element> {
        Infallible(Deferred(observableFactory: { try observableFactory().asObservable() }))
    }

    /// An infallible sequence that calls `observableFactory` at each subscription, for Swift 6
    /// callers: the factory runs on the subscribing thread, so it must be `@Sendable`. RxSwift 6.5
    /// has only the plain closure.
    ///
    /// The sequence the factory returns is the one subscribed to. The factory may throw
    /// (RxSwift 6.5's type), and what it throws is sent as an error despite the type.
    ///
    /// - Parameter observableFactory: Called at each subscription; the sequence it returns is the
    ///   one that subscriber gets.
    /// - Returns: An `Infallible` that builds a fresh sequence for each subscriber.
    @available(swift, introduced: 6)
    public static func deferred(_ observableFactory: @escaping @Sendable () throws -> Infallible<Element>)
        -> Infallible<Element> {
        Infallible(Deferred(observableFactory: { try observableFactory().asObservable() }))
    }
}

extension Infallible {
    /// An infallible sequence of the given elements, sent one by one on `scheduler`, then
    /// completion.
    ///
    /// - Parameters:
    ///   - elements: The elements to send, in order.
    ///   - scheduler: Where the elements and the completion are sent; by default the current
    ///     thread's trampoline.
    /// - Returns: An `Infallible` of `elements`, then completion.
    public static func of(_ elements: Element ..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Observable.from(elements, scheduler: scheduler))
    }

    /// An infallible sequence of the array's elements, sent one by one on `scheduler`, then
    /// completion.
    ///
    /// - Parameters:
    ///   - array: The elements to send, in order.
    ///   - scheduler: Where the elements and the completion are sent; by default the current
    ///     thread's trampoline.
    /// - Returns: An `Infallible` of the array's elements, then completion.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Observable.from(array, scheduler: scheduler))
    }

    /// An infallible sequence of the sequence's elements, sent one by one on `scheduler`, then
    /// completion.
    ///
    /// - Parameters:
    ///   - sequence: The elements to send, in the order it gives them; iterated at each
    ///     subscription.
    ///   - scheduler: Where the elements and the completion are sent; by default the current
    ///     thread's trampoline.
    /// - Returns: An `Infallible` of the sequence's elements, then completion.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> where Sequence.Element == Element {
        Infallible(Observable.from(sequence, scheduler: scheduler))
    }
}
// endregion: InfallibleCreating

// region: InfallibleMapFilter
extension InfallibleType {
    /// The elements that `predicate` accepts. The predicate does not throw.
    ///
    /// - Parameter predicate: Called with each element; `true` lets it through.
    /// - Returns: An `Infallible` of the elements that pass.
    @available(swift, obsoleted: 6)
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(Filter(source: asObservable(), predicate: predicate))
    }

    /// The elements that `predicate` accepts, for Swift 6 callers: the predicate runs on the thread
    /// the elements arrive on, so it must be `@Sendable`. RxSwift 6.5 has only the plain closure.
    /// It does not throw.
    ///
    /// - Parameter predicate: Called with each element; `true` lets it through.
    /// - Returns: An `Infallible` of the elements that pass.
    @available(swift, introduced: 6)
    public func filter(_ predicate: @escaping @Sendable (Element) -> Bool) -> Infallible<Element> {
        Infallible(Filter(source: asObservable(), predicate: predicate))
    }

    /// Each element transformed by `transform`, which does not throw: the compiler refuses a `try`
    /// inside it, which is how `map` keeps the promise.
    ///
    /// - Parameter transform: Called with each element; what it returns is sent in its place.
    /// - Returns: An `Infallible` of the transformed elements.
    @available(swift, obsoleted: 6)
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(Map(source: asObservable(), transform: transform))
    }

    /// Each element transformed by `transform`, for Swift 6 callers: the transform runs on the
    /// thread the elements arrive on, so it must be `@Sendable`. RxSwift 6.5 has only the plain
    /// closure. It does not throw, which is how `map` keeps the promise.
    ///
    /// - Parameter transform: Called with each element; what it returns is sent in its place.
    /// - Returns: An `Infallible` of the transformed elements.
    @available(swift, introduced: 6)
    @inlinable
    public func map<Result>(_ transform: @escaping @Sendable (Element) -> Result) -> Infallible<Result> {
        Infallible(Map(source: asObservable(), transform: transform))
    }

    /// Each element transformed by `transform`, the `nil` results dropped. The transform does not
    /// throw.
    ///
    /// - Parameter transform: Called with each element; a result that is not `nil` is sent in its
    ///   place.
    /// - Returns: An `Infallible` of the results that are not `nil`.
    @available(swift, obsoleted: 6)
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible(CompactMap(source: asObservable(), transform: transform))
    }

    /// Each element transformed by `transform`, the `nil` results dropped, for Swift 6 callers: the
    /// transform runs on the thread the elements arrive on, so it must be `@Sendable`. RxSwift 6.5
    /// has only the plain closure. It does not throw.
    ///
    /// - Parameter transform: Called with each element; a result that is not `nil` is sent in its
    ///   place.
    /// - Returns: An `Infallible` of the results that are not `nil`.
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
    /// The elements that differ, by `==`, from the one sent before them. It asks for `Comparable`
    /// elements, as RxSwift 6.5's does, though `==` is all it uses.
    ///
    /// - Returns: An `Infallible` without consecutive duplicates; the first element always passes.
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(DistinctUntilChanged(source: asObservable(), selector: { $0 }, comparer: { $0 == $1 }))
    }
}

extension InfallibleType {
    /// The elements whose key differs from that of the element sent before them. The key selector
    /// may throw (RxSwift 6.5's type), which ends the sequence with that error.
    ///
    /// - Parameter keySelector: Called with each element; its key is compared by `==` with the key
    ///   of the element sent before.
    /// - Returns: An `Infallible` of the elements whose key changed; the first always passes.
    @available(swift, obsoleted: 6)
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Infallible<Element> {
        Infallible(DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: { $0 == $1 }))
    }

    /// The elements whose key differs from that of the element sent before them, for Swift 6
    /// callers: the key selector runs on the thread the elements arrive on, so it must be
    /// `@Sendable`. RxSwift 6.5 has only the plain closure. It may throw, which ends the sequence
    /// with that error.
    ///
    /// - Parameter keySelector: Called with each element; its key is compared by `==` with the key
    ///   of the element sent before.
    /// - Returns: An `Infallible` of the elements whose key changed; the first always passes.
    @available(swift, introduced: 6)
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping @Sendable (Element) throws -> Key)
        -> Infallible<Element> {
        Infallible(DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: { $0 == $1 }))
    }

    /// The elements that `comparer` finds different from the element sent before them. The comparer
    /// may throw, which ends the sequence with that error.
    ///
    /// - Parameter comparer: Called with the element sent before and the new one; `true` means they
    ///   are equal, and the new one is dropped.
    /// - Returns: An `Infallible` of the elements found different; the first always passes.
    @available(swift, obsoleted: 6)
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
        -> Infallible<Element> {
        Infallible(DistinctUntilChanged(source: asObservable(), selector: { $0 }, comparer: comparer))
    }

    /// The elements that `comparer` finds different from the element sent before them, for Swift 6
    /// callers: the comparer runs on the thread the elements arrive on, so it must be `@Sendable`.
    /// RxSwift 6.5 has only the plain closure. It may throw, which ends the sequence with that
    /// error.
    ///
    /// - Parameter comparer: Called with the element sent before and the new one; `true` means they
    ///   are equal, and the new one is dropped.
    /// - Returns: An `Infallible` of the elements found different; the first always passes.
    @available(swift, introduced: 6)
    public func distinctUntilChanged(_ comparer: @escaping @Sendable (Element, Element) throws -> Bool)
        -> Infallible<Element> {
        Infallible(DistinctUntilChanged(source: asObservable(), selector: { $0 }, comparer: comparer))
    }

    /// The elements whose key, compared by `comparer`, differs from that of the element sent before
    /// them. Either closure may throw, which ends the sequence with that error.
    ///
    /// - Parameters:
    ///   - keySelector: Called with each element, for the key to compare.
    ///   - comparer: Called with the key of the element sent before and the new key; `true` means
    ///     they are equal, and the new element is dropped.
    /// - Returns: An `Infallible` of the elements whose key changed; the first always passes.
    @available(swift, obsoleted: 6)
    public func distinctUntilChanged<K>(_ keySelector: @escaping (Element) throws -> K,
                                        comparer: @escaping (K, K) throws -> Bool)
        -> Infallible<Element> {
        Infallible(DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: comparer))
    }

    /// The elements whose key, compared by `comparer`, differs from that of the element sent before
    /// them, for Swift 6 callers: both closures run on the thread the elements arrive on, so they
    /// must be `@Sendable`. RxSwift 6.5 has only the plain closures. Either may throw, which ends
    /// the sequence with that error.
    ///
    /// - Parameters:
    ///   - keySelector: Called with each element, for the key to compare.
    ///   - comparer: Called with the key of the element sent before and the new key; `true` means
    ///     they are equal, and the new element is dropped.
    /// - Returns: An `Infallible` of the elements whose key changed; the first always passes.
    @available(swift, introduced: 6)
    public func distinctUntilChanged<K>(_ keySelector: @escaping @Sendable (Element) throws -> K,
                                        comparer: @escaping @Sendable (K, K) throws -> Bool)
        -> Infallible<Element> {
        Infallible(DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: comparer))
    }

    /// The elements whose property at `keyPath` differs from that of the element sent before them.
    ///
    /// - Parameter keyPath: The property compared by `==`.
    /// - Returns: An `Infallible` of the elements whose property changed; the first always passes.
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
    /// (chapter 20's `debounce`). At completion the element still waiting, if any, is sent first.
    ///
    /// - Parameters:
    ///   - dueTime: How long an element must stay the latest to be sent.
    ///   - scheduler: Runs the timers, and so sends the elements.
    /// - Returns: An `Infallible` of the elements that were not followed within `dueTime`.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// At most one element per `dueTime`: the first at once, and the latest of the window at its
    /// end when `latest` is true (chapter 20's `throttle`).
    ///
    /// - Parameters:
    ///   - dueTime: The shortest time between two elements sent.
    ///   - latest: Whether the newest element that arrived inside a window is sent when the window
    ///     closes (`true`, the default) or dropped.
    ///   - scheduler: Runs the timers.
    /// - Returns: An `Infallible` whose elements are at least `dueTime` apart.
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
    ///
    /// - Parameter selector: Called with each element; the sequence it returns is subscribed to at
    ///   once, and may be fallible: its error would end the result.
    /// - Returns: An `Infallible` of every inner sequence's elements as they arrive; it completes
    ///   once this sequence and every inner one have completed.
    @available(swift, obsoleted: 6)
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element> {
        Infallible(Merge<Element, Source>(source: asObservable(), selector: selector, onlyWhenIdle: false))
    }

    /// Each element mapped to a sequence by `selector`, and the elements of all those sequences,
    /// merged, for Swift 6 callers: the selector runs on the thread the elements arrive on, so it
    /// must be `@Sendable`. RxSwift 6.5 has only the plain closure.
    ///
    /// - Parameter selector: Called with each element; the sequence it returns is subscribed to at
    ///   once, and may be fallible: its error would end the result.
    /// - Returns: An `Infallible` of every inner sequence's elements as they arrive; it completes
    ///   once this sequence and every inner one have completed.
    @available(swift, introduced: 6)
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) -> Source)
        -> Infallible<Source.Element> {
        Infallible(Merge<Element, Source>(source: asObservable(), selector: selector, onlyWhenIdle: false))
    }

    /// Each element mapped to a sequence by `selector`, and only the most recent sequence's
    /// elements sent (chapter 16).
    ///
    /// - Parameter selector: Called with each element; the sequence it returns replaces the one
    ///   before, which is disposed. It may be fallible: its error would end the result.
    /// - Returns: An `Infallible` of the latest inner sequence's elements; it completes once this
    ///   sequence and the latest inner one have completed.
    @available(swift, obsoleted: 6)
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element> {
        Infallible(Switch<Element, Source>(source: asObservable(), selector: selector))
    }

    /// Each element mapped to a sequence by `selector`, and only the most recent sequence's
    /// elements sent (chapter 16), for Swift 6 callers: the selector runs on the thread the
    /// elements arrive on, so it must be `@Sendable`. RxSwift 6.5 has only the plain closure.
    ///
    /// - Parameter selector: Called with each element; the sequence it returns replaces the one
    ///   before, which is disposed. It may be fallible: its error would end the result.
    /// - Returns: An `Infallible` of the latest inner sequence's elements; it completes once this
    ///   sequence and the latest inner one have completed.
    @available(swift, introduced: 6)
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) -> Source)
        -> Infallible<Source.Element> {
        Infallible(Switch<Element, Source>(source: asObservable(), selector: selector))
    }

    /// Each element that arrives while no inner sequence is running mapped to one by `selector`,
    /// whose elements are sent; the others are dropped (chapter 17).
    ///
    /// - Parameter selector: Called with each element that arrives while no inner sequence runs.
    ///   The sequence it returns may be fallible: its error would end the result.
    /// - Returns: An `Infallible` of the inner sequences' elements, one inner at a time.
    @available(swift, obsoleted: 6)
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element> {
        Infallible(Merge<Element, Source>(source: asObservable(), selector: selector, onlyWhenIdle: true))
    }

    /// Each element that arrives while no inner sequence is running mapped to one by `selector`,
    /// whose elements are sent; the others are dropped (chapter 17). For Swift 6 callers: the
    /// selector runs on the thread the elements arrive on, so it must be `@Sendable`. RxSwift 6.5
    /// has only the plain closure.
    ///
    /// - Parameter selector: Called with each element that arrives while no inner sequence runs.
    ///   The sequence it returns may be fallible: its error would end the result.
    /// - Returns: An `Infallible` of the inner sequences' elements, one inner at a time.
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
    ///
    /// - Parameter second: Subscribed to when this sequence completes.
    /// - Returns: An `Infallible` of this sequence's elements, then `second`'s.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element> where Source.Element == Element {
        Infallible(Observable.concat([asObservable(), second.asObservable()]))
    }

    /// The elements of each infallible sequence in turn, the next subscribed when the one before
    /// completes.
    ///
    /// - Parameter sequence: The infallible sequences, in the order they are to run.
    /// - Returns: An `Infallible` of all their elements, one sequence after the other; it completes
    ///   after the last.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element>
        where Sequence.Element == Infallible<Element> {
        Infallible(Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// The elements of each infallible sequence of the collection in turn, the next subscribed when
    /// the one before completes.
    ///
    /// - Parameter collection: The infallible sequences, in the order they are to run.
    /// - Returns: An `Infallible` of all their elements, one sequence after the other; it completes
    ///   after the last.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element>
        where Collection.Element == Infallible<Element> {
        Infallible(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// The elements of each of the given infallible sequences in turn, the next subscribed when the
    /// one before completes.
    ///
    /// - Parameter sources: The infallible sequences, in the order they are to run.
    /// - Returns: An `Infallible` of all their elements, one sequence after the other; it completes
    ///   after the last.
    public static func concat(_ sources: Infallible<Element> ...) -> Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Each element mapped to a sequence by `selector`, and those sequences' elements, one sequence
    /// after the other.
    ///
    /// - Parameter selector: Called with each element as it arrives; the sequences it returns wait,
    ///   without bound, and are subscribed to in order, each when the one before completes. One
    ///   that is fallible may end the result with its error.
    /// - Returns: An `Infallible` of the inner sequences' elements, one sequence at a time.
    @available(swift, obsoleted: 6)
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element> {
        Infallible(MergeLimited<Element, Source>(source: asObservable(), selector: selector, maxConcurrent: 1))
    }

    /// Each element mapped to a sequence by `selector`, and those sequences' elements, one sequence
    /// after the other, for Swift 6 callers: the selector runs on the thread the elements arrive
    /// on, so it must be `@Sendable`. RxSwift 6.5 has only the plain closure.
    ///
    /// - Parameter selector: Called with each element as it arrives; the sequences it returns wait,
    ///   without bound, and are subscribed to in order, each when the one before completes. One
    ///   that is fallible may end the result with its error.
    /// - Returns: An `Infallible` of the inner sequences' elements, one sequence at a time.
    @available(swift, introduced: 6)
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) -> Source)
        -> Infallible<Source.Element> {
        Infallible(MergeLimited<Element, Source>(source: asObservable(), selector: selector, maxConcurrent: 1))
    }

    /// The elements of the collection's infallible sequences, in RxSwift 6.5 one sequence after the
    /// other, not merged: its `merge` of a collection calls `concat` (a slip kept here, so a
    /// program behaves the same with either library). An `Array` picks the overload below, which
    /// does merge; another collection (an `ArraySlice`, a `ContiguousArray`) gets this one.
    ///
    /// - Parameter sources: The infallible sequences, run one after the other.
    /// - Returns: An `Infallible` of all their elements, one sequence at a time.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element>
        where Collection.Element == Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// The elements of all the array's infallible sequences, merged: all subscribed at once, each
    /// element sent as it arrives.
    ///
    /// - Parameter sources: The infallible sequences, all subscribed at once.
    /// - Returns: An `Infallible` of all their elements; it completes once every one has.
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of all the given infallible sequences, merged: all subscribed at once, each
    /// element sent as it arrives.
    ///
    /// - Parameter sources: The infallible sequences, all subscribed at once.
    /// - Returns: An `Infallible` of all their elements; it completes once every one has.
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
    ///
    /// - Parameters:
    ///   - onNext: Called with each element before it is sent on.
    ///   - afterNext: Called with each element after it is sent on.
    ///   - onCompleted: Called before the completion is sent on; what it throws is sent instead.
    ///   - afterCompleted: Called after the completion is sent on; what it throws is dropped.
    ///   - onSubscribe: Called before the source is subscribed.
    ///   - onSubscribed: Called after the source is subscribed.
    ///   - onDispose: Called once the source's subscription is disposed.
    /// - Returns: An `Infallible` of the same events.
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

    /// Runs the given closures as the events pass, and passes every event on, for Swift 6 callers:
    /// the closures run on the thread the events arrive on, so they must be `@Sendable`.
    /// RxSwift 6.5 has only the plain closures. The event closures may throw, and what they throw
    /// ends the sequence with an error.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element before it is sent on.
    ///   - afterNext: Called with each element after it is sent on.
    ///   - onCompleted: Called before the completion is sent on; what it throws is sent instead.
    ///   - afterCompleted: Called after the completion is sent on; what it throws is dropped.
    ///   - onSubscribe: Called before the source is subscribed.
    ///   - onSubscribed: Called after the source is subscribed.
    ///   - onDispose: Called once the source's subscription is disposed.
    /// - Returns: An `Infallible` of the same events.
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
    /// The accumulator after each element, changed in place by `accumulator`, which does not throw.
    ///
    /// - Parameters:
    ///   - seed: The accumulator's first value; it is not sent by itself.
    ///   - accumulator: Called with the accumulator, to change in place, and each element.
    /// - Returns: An `Infallible` of the accumulator's value after each element.
    @available(swift, obsoleted: 6)
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void)
        -> Infallible<Seed> {
        Infallible(Scan(source: asObservable(), seed: seed, accumulator: accumulator))
    }

    /// The accumulator after each element, changed in place by `accumulator`, for Swift 6 callers:
    /// the accumulator runs on the thread the elements arrive on, so it must be `@Sendable`.
    /// RxSwift 6.5 has only the plain closure. It does not throw.
    ///
    /// - Parameters:
    ///   - seed: The accumulator's first value; it is not sent by itself.
    ///   - accumulator: Called with the accumulator, to change in place, and each element.
    /// - Returns: An `Infallible` of the accumulator's value after each element.
    @available(swift, introduced: 6)
    public func scan<Seed>(into seed: Seed, accumulator: @escaping @Sendable (inout Seed, Element) -> Void)
        -> Infallible<Seed> {
        Infallible(Scan(source: asObservable(), seed: seed, accumulator: accumulator))
    }

    /// The accumulator after each element, replaced by what `accumulator` returns; it does not
    /// throw.
    ///
    /// - Parameters:
    ///   - seed: The accumulator's first value; it is not sent by itself.
    ///   - accumulator: Called with the accumulator and each element; returns the next value.
    /// - Returns: An `Infallible` of the accumulator's value after each element.
    @available(swift, obsoleted: 6)
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed)
        -> Infallible<Seed> {
        Infallible(Scan(source: asObservable(), seed: seed) { accumulated, element in
            accumulated = accumulator(accumulated, element)
        })
    }

    /// The accumulator after each element, replaced by what `accumulator` returns, for Swift 6
    /// callers: the accumulator runs on the thread the elements arrive on, so it must be
    /// `@Sendable`. RxSwift 6.5 has only the plain closure. It does not throw.
    ///
    /// - Parameters:
    ///   - seed: The accumulator's first value; it is not sent by itself.
    ///   - accumulator: Called with the accumulator and each element; returns the next value.
    /// - Returns: An `Infallible` of the accumulator's value after each element.
    @available(swift, introduced: 6)
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping @Sendable (Seed, Element) -> Seed)
        -> Infallible<Seed> {
        Infallible(Scan(source: asObservable(), seed: seed) { accumulated, element in
            accumulated = accumulator(accumulated, element)
        })
    }

    /// `element`, then this sequence's elements. One element only: unlike `Observable`'s,
    /// RxSwift 6.5's `Infallible.startWith` is not variadic.
    ///
    /// - Parameter element: Sent at subscription, before this sequence is subscribed to.
    /// - Returns: An `Infallible` of `element`, then this sequence's events.
    public func startWith(_ element: Element) -> Infallible<Element> {
        Infallible(asObservable().startWith(element))
    }
}
// endregion: InfallibleScanStartWith

// region: InfallibleTakeSkip
extension InfallibleType {
    /// This sequence's elements until `other` sends an element, then completion.
    ///
    /// - Parameter other: Subscribed to first; its first element ends the result, its completion
    ///   changes nothing.
    /// - Returns: An `Infallible` of the elements sent before `other`'s first.
    public func take<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// This sequence's elements until `other` sends an element, then completion. `other` may fail,
    /// and its error ends the result.
    ///
    /// - Parameter other: Subscribed to first; its first element ends the result, its completion
    ///   changes nothing.
    /// - Returns: An `Infallible` of the elements sent before `other`'s first.
    public func take<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other))
    }

    /// The elements until one passes `predicate` (sent too if `behavior` is `.inclusive`), then
    /// completion. The predicate may throw, which ends the sequence with that error.
    ///
    /// - Parameters:
    ///   - predicate: Called with each element; the first that passes ends the sequence.
    ///   - behavior: `.exclusive` (the default) drops that element, `.inclusive` sends it.
    /// - Returns: An `Infallible` of the elements before the first that passes.
    @available(swift, obsoleted: 6)
    public func take(until predicate: @escaping (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(TakeWhile(source: asObservable(), behavior: behavior, predicate: { try !predicate($0) }))
    }

    /// The elements until one passes `predicate`, then completion, for Swift 6 callers: the
    /// predicate runs on the thread the elements arrive on, so it must be `@Sendable`. RxSwift 6.5
    /// has only the plain closure. It may throw, which ends the sequence with that error.
    ///
    /// - Parameters:
    ///   - predicate: Called with each element; the first that passes ends the sequence.
    ///   - behavior: `.exclusive` (the default) drops that element, `.inclusive` sends it.
    /// - Returns: An `Infallible` of the elements before the first that passes.
    @available(swift, introduced: 6)
    public func take(until predicate: @escaping @Sendable (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(TakeWhile(source: asObservable(), behavior: behavior, predicate: { try !predicate($0) }))
    }

    /// The elements as long as they pass `predicate`, then completion. The predicate may throw,
    /// which ends the sequence with that error.
    ///
    /// - Parameters:
    ///   - predicate: Called with each element; the first that fails ends the sequence.
    ///   - behavior: `.exclusive` (the default) drops that element, `.inclusive` sends it.
    /// - Returns: An `Infallible` of the elements before the first that fails.
    @available(swift, obsoleted: 6)
    public func take(while predicate: @escaping (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(TakeWhile(source: asObservable(), behavior: behavior, predicate: predicate))
    }

    /// The elements as long as they pass `predicate`, then completion, for Swift 6 callers: the
    /// predicate runs on the thread the elements arrive on, so it must be `@Sendable`. RxSwift 6.5
    /// has only the plain closure. It may throw, which ends the sequence with that error.
    ///
    /// - Parameters:
    ///   - predicate: Called with each element; the first that fails ends the sequence.
    ///   - behavior: `.exclusive` (the default) drops that element, `.inclusive` sends it.
    /// - Returns: An `Infallible` of the elements before the first that fails.
    @available(swift, introduced: 6)
    public func take(while predicate: @escaping @Sendable (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(TakeWhile(source: asObservable(), behavior: behavior, predicate: predicate))
    }

    /// The first `count` elements, then completion.
    ///
    /// - Parameter count: How many elements to send; zero completes at once.
    /// - Returns: An `Infallible` of at most `count` elements.
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// The elements sent within `duration` of subscribing, then completion.
    ///
    /// - Parameters:
    ///   - duration: How long after subscribing the sequence completes.
    ///   - scheduler: Runs the timer.
    /// - Returns: An `Infallible` of the elements sent in time.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// The elements from the first that fails `predicate` on. The predicate may throw, which ends
    /// the sequence with that error.
    ///
    /// - Parameter predicate: Called with each element until one fails it; from that one on, every
    ///   element is sent without asking again.
    /// - Returns: An `Infallible` of the elements from the first that fails `predicate`.
    @available(swift, obsoleted: 6)
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(SkipWhile(source: asObservable(), predicate: predicate))
    }

    /// The elements from the first that fails `predicate` on, for Swift 6 callers: the predicate
    /// runs on the thread the elements arrive on, so it must be `@Sendable`. RxSwift 6.5 has only
    /// the plain closure. It may throw, which ends the sequence with that error.
    ///
    /// - Parameter predicate: Called with each element until one fails it; from that one on, every
    ///   element is sent without asking again.
    /// - Returns: An `Infallible` of the elements from the first that fails `predicate`.
    @available(swift, introduced: 6)
    public func skip(while predicate: @escaping @Sendable (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(SkipWhile(source: asObservable(), predicate: predicate))
    }

    /// The elements sent after `other` has sent one. `other` may fail, and its error ends the
    /// result.
    ///
    /// - Parameter other: Its first element opens the gate. If it completes first, the gate stays
    ///   shut, and the result never terminates, even when this sequence completes.
    /// - Returns: An `Infallible` of the elements sent after `other`'s first.
    public func skip<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }
}
// endregion: InfallibleTakeSkip

// region: InfallibleShare
extension InfallibleType {
    /// One subscription to this sequence, shared by all subscribers, replaying the last `replay`
    /// elements to each newcomer (chapter 18's `share`).
    ///
    /// - Parameters:
    ///   - replay: How many of the latest elements a new subscriber receives at once.
    ///   - scope: `.whileConnected` (the default) starts afresh once every subscriber has left;
    ///     `.forever` keeps one subject, whose remembered elements reach later subscribers too.
    /// - Returns: An `Infallible` that subscribes to this sequence once for all its subscribers.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }
}
// endregion: InfallibleShare

// region: InfallibleWithUnretained
extension InfallibleType {
    /// Each element combined with `obj`, held weakly; once `obj` is gone, the next element
    /// completes the sequence instead (chapter 24).
    ///
    /// - Parameters:
    ///   - obj: Held weakly, and handed to `resultSelector` with each element.
    ///   - resultSelector: Called with `obj` and each element; what it returns is sent.
    /// - Returns: An `Infallible` of the selector's results.
    @available(swift, obsoleted: 6)
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Infallible<Out> {
        Infallible(WithUnretained(source: asObservable(), object: obj, resultSelector: resultSelector))
    }

    /// Each element combined with `obj`, held weakly; once `obj` is gone, the next element
    /// completes the sequence instead (chapter 24). For Swift 6 callers: the object and the
    /// selector meet on the thread the elements arrive on, so both must be `Sendable`. RxSwift 6.5
    /// has only the plain spelling.
    ///
    /// - Parameters:
    ///   - obj: Held weakly, and handed to `resultSelector` with each element.
    ///   - resultSelector: Called with `obj` and each element; what it returns is sent.
    /// - Returns: An `Infallible` of the selector's results.
    @available(swift, introduced: 6)
    public func withUnretained<Object: AnyObject & Sendable, Out>(
        _ obj: Object,
        resultSelector: @escaping @Sendable (Object, Element) -> Out
    ) -> Infallible<Out> {
        Infallible(WithUnretained(source: asObservable(), object: obj, resultSelector: resultSelector))
    }

    /// Each element paired with `obj`, held weakly; once `obj` is gone, the next element completes
    /// the sequence instead.
    ///
    /// - Parameter obj: Held weakly, and sent with each element.
    /// - Returns: An `Infallible` of `(obj, element)` pairs.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
        Infallible(WithUnretained(source: asObservable(), object: obj) { ($0, $1) })
    }
}
// endregion: InfallibleWithUnretained

// region: InfallibleWithLatestFrom
extension InfallibleType {
    /// Each element combined by `resultSelector` with the latest element of `second`; elements that
    /// arrive before `second` has sent one are dropped. The selector may throw (RxSwift 6.5's
    /// type), which ends the sequence with that error.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is used; its completion changes nothing.
    ///   - resultSelector: Called with each element and `second`'s latest; what it returns is sent.
    /// - Returns: An `Infallible` of the selector's results; it completes with this sequence.
    @available(swift, obsoleted: 6)
    public func withLatestFrom<Source: InfallibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Infallible<ResultType> {
        Infallible(WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector))
    }

    /// Each element combined by `resultSelector` with the latest element of `second`, for Swift 6
    /// callers: the selector runs on the thread the elements arrive on, so it must be `@Sendable`.
    /// RxSwift 6.5 has only the plain closure. Elements that arrive before `second` has sent one
    /// are dropped; the selector may throw, which ends the sequence with that error.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is used; its completion changes nothing.
    ///   - resultSelector: Called with each element and `second`'s latest; what it returns is sent.
    /// - Returns: An `Infallible` of the selector's results; it completes with this sequence.
    @available(swift, introduced: 6)
    public func withLatestFrom<Source: InfallibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping @Sendable (Element, Source.Element) throws -> ResultType
    ) -> Infallible<ResultType> {
        Infallible(WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector))
    }

    /// The latest element of `second` each time this sequence sends one, once `second` has sent
    /// one.
    ///
    /// - Parameter second: The sequence whose latest element is sent; its completion changes
    ///   nothing.
    /// - Returns: An `Infallible` of `second`'s latest elements; it completes with this sequence.
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        Infallible(WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: { $1 }))
    }
}
// endregion: InfallibleWithLatestFrom

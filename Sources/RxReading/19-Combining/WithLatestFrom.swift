// region: withLatestFrom
extension ObservableType {
    /// Combines each element of this sequence with the latest element of `second`, by
    /// `resultSelector`. Elements sent before `second` has sent anything are dropped; the result
    /// completes when this sequence completes, whatever `second` does, and fails when either fails.
    ///
    /// `second` is subscribed first, so a value it sends at once is there for this sequence's
    /// first element. RxSwift 6.5 runs `resultSelector` while holding the sink's lock; here it runs
    /// after the lock is released, and results leave in the order they were decided.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element goes with each of this one's.
    ///   - resultSelector: Makes one element of this sequence's element and `second`'s latest;
    ///     what it throws ends the result with that error.
    /// - Returns: An observable of `resultSelector`'s results, at most one per element of this
    ///   sequence.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }

    /// Sends the latest element of `second` for each element of this sequence, once `second` has
    /// sent one; it ends as the selector form does.
    ///
    /// - Parameter second: The sequence whose latest element is sent.
    /// - Returns: An observable of `second`'s latest element at each element of this sequence.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: { $1 })
    }
}
// endregion: withLatestFrom

/// One subscription to `withLatestFrom`: the latest element of the second source, kept under the
/// lock, and each element of the first one combined with it.
///
/// RxSwift 6.5's sink runs the selector and calls the next observer while holding its lock. This
/// one takes the latest element and a ticket under the lock, and runs the selector and delivers
/// after releasing it (`CombiningSink`).
// region: WithLatestFromSink
final class WithLatestFromSink<First, Second, Observer: ObserverType>: CombiningSink<Observer>, ObserverType {
    typealias Element = First
    typealias Selector = (First, Second) throws -> Observer.Element

    let selector: Selector
    // Under `lock`: the second source's latest element, nil until it has sent one.
    var latest: Second?

    init(selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes to the second source first, so that an element it sends at once (a
    /// `BehaviorSubject`'s value, `just`) is there for the first source's first element.
    func run(first: Observable<First>, second: Observable<Second>) -> Disposable {
        let secondSubscription = SingleAssignmentDisposable()
        secondSubscription.setDisposable(second.subscribe(AnyObserver { event in
            self.secondOn(event, subscription: secondSubscription)
        }))
        let firstSubscription = first.subscribe(self)
        return Disposables.create(firstSubscription, secondSubscription)
    }

    /// An event of the first source: an element is combined, the end ends the result.
    func on(_ event: Event<First>) {
        switch event {
        case .next(let value):
            let taken = lock.performLocked { () -> (ticket: Int, latest: Second)? in
                guard !stopped, let latest else { return nil }
                return (reserve(), latest)
            }
            guard let taken else { return }
            compute(taken.ticket, (value, taken.latest), selector)
        case .error(let error):
            deliver(lock.performLocked { decide(.error(error)) })
        case .completed:
            deliver(lock.performLocked { decide(.completed) })
        }
    }

    /// An event of the second source: an element replaces the latest one; its completion changes
    /// nothing downstream, its error ends the result.
    func secondOn(_ event: Event<Second>, subscription: Disposable) {
        switch event {
        case .next(let value):
            lock.performLocked { latest = value }
        case .error(let error):
            deliver(lock.performLocked { decide(.error(error)) })
        case .completed:
            subscription.dispose()
        }
    }
}
// endregion: WithLatestFromSink

/// The observable of `withLatestFrom`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class WithLatestFrom<First, Second, Result>: Producer<Result>, @unchecked Sendable {
    let first: Observable<First>
    let second: Observable<Second>
    let selector: (First, Second) throws -> Result

    init(first: Observable<First>, second: Observable<Second>,
         resultSelector: @escaping (First, Second) throws -> Result) {
        self.first = first
        self.second = second
        selector = resultSelector
        super.init { producer, observer, cancel in
            let this = unsafeDowncast(producer, to: WithLatestFrom.self)
            let sink = WithLatestFromSink<First, Second, AnyObserver<Result>>(
                selector: this.selector, observer: observer, cancel: cancel)
            let subscription = sink.run(first: this.first, second: this.second)
            return (sink: sink, subscription: subscription)
        }
    }
}

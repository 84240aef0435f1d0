// region: reduce
extension ObservableType {
    /// Folds every element into an accumulator that starts as `seed`, and when the source
    /// completes sends `mapResult` of the final accumulator, then completes. Nothing is sent
    /// before the source completes; an empty source gives `mapResult(seed)`. If either closure
    /// throws, the sequence ends with that error.
    ///
    /// - Parameters:
    ///   - seed: The accumulator's first value.
    ///   - accumulator: Makes the next accumulator of the one before and an element.
    ///   - mapResult: Turns the final accumulator into the element sent.
    /// - Returns: An observable of one element, `mapResult` of the final accumulator, sent when
    ///   the source completes.
    @available(swift, obsoleted: 6)
    public func reduce<A, Result>(_ seed: A, accumulator: @escaping (A, Element) throws -> A,
                                  mapResult: @escaping (A) throws -> Result)
        -> Observable<Result> {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: mapResult)
    }

    /// Folds every element into an accumulator that starts as `seed`, and sends the final
    /// accumulator when the source completes (the seed itself, for an empty source). If
    /// `accumulator` throws, the sequence ends with that error.
    ///
    /// - Parameters:
    ///   - seed: The accumulator's first value.
    ///   - accumulator: Makes the next accumulator of the one before and an element.
    /// - Returns: An observable of one element, the final accumulator, sent when the source
    ///   completes.
    @available(swift, obsoleted: 6)
    public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A)
        -> Observable<A> {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: { $0 })
    }

    /// `reduce(_:accumulator:mapResult:)` for Swift 6 callers: both closures must be `@Sendable`.
    /// It folds every element into the accumulator and sends `mapResult` of the final one when
    /// the source completes. The Swift 5 twin takes RxSwift 6.5's plain closures.
    ///
    /// - Parameters:
    ///   - seed: The accumulator's first value.
    ///   - accumulator: Makes the next accumulator of the one before and an element.
    ///   - mapResult: Turns the final accumulator into the element sent.
    /// - Returns: An observable of one element, `mapResult` of the final accumulator, sent when
    ///   the source completes.
    @available(swift, introduced: 6)
    public func reduce<A, Result>(_ seed: A, accumulator: @escaping @Sendable (A, Element) throws -> A,
                                  mapResult: @escaping @Sendable (A) throws -> Result)
        -> Observable<Result> {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: mapResult)
    }

    /// `reduce(_:accumulator:)` for Swift 6 callers: the accumulator must be `@Sendable`. It
    /// folds every element into the accumulator and sends the final one when the source
    /// completes. The Swift 5 twin takes RxSwift 6.5's plain closure.
    ///
    /// - Parameters:
    ///   - seed: The accumulator's first value.
    ///   - accumulator: Makes the next accumulator of the one before and an element.
    /// - Returns: An observable of one element, the final accumulator, sent when the source
    ///   completes.
    @available(swift, introduced: 6)
    public func reduce<A>(_ seed: A, accumulator: @escaping @Sendable (A, Element) throws -> A)
        -> Observable<A> {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: { $0 })
    }
}

/// One subscription to a `reduce`: the same one piece of state as `scan`'s, kept to itself
/// until the source completes.
final class ReduceSink<SourceElement, Accumulate, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Result = Observer.Element

    let accumulator: (Accumulate, SourceElement) throws -> Accumulate
    let mapResult: (Accumulate) throws -> Result
    var accumulation: Accumulate

    init(seed: Accumulate, accumulator: @escaping (Accumulate, SourceElement) throws -> Accumulate,
         mapResult: @escaping (Accumulate) throws -> Result, observer: Observer, cancel: Cancelable) {
        accumulation = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            do {
                accumulation = try accumulator(accumulation, element)
            } catch let error {
                forwardOn(.error(error))
                dispose()
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            let result: Result
            do {
                result = try mapResult(accumulation)
            } catch let error {
                forwardOn(.error(error))
                dispose()
                return
            }
            forwardOn(.next(result))
            forwardOn(.completed)
            dispose()
        }
    }
}

// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class Reduce<SourceElement, Accumulate, Result>: Producer<Result>, @unchecked Sendable {
    let source: Observable<SourceElement>
    let seed: Accumulate
    let accumulator: (Accumulate, SourceElement) throws -> Accumulate
    let mapResult: (Accumulate) throws -> Result

    init(source: Observable<SourceElement>, seed: Accumulate,
         accumulator: @escaping (Accumulate, SourceElement) throws -> Accumulate,
         mapResult: @escaping (Accumulate) throws -> Result) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: Reduce.self)
            let sink = ReduceSink(seed: parent.seed, accumulator: parent.accumulator, mapResult: parent.mapResult,
                                  observer: observer, cancel: cancel)
            let subscription = parent.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: reduce

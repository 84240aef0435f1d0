// region: scan
extension ObservableType {
    /// Folds each element into an accumulator that starts as `seed`, changed in place, and sends
    /// the accumulator after every element. The seed alone is never sent; if `accumulator`
    /// throws, the sequence ends with that error.
    ///
    /// - Parameters:
    ///   - seed: The accumulator's first value; it is not sent on its own.
    ///   - accumulator: Changes the accumulator in place with an element.
    /// - Returns: An observable of the accumulator after each element.
    @available(swift, obsoleted: 6)
    @inlinable
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void)
        -> Observable<A> {
        Scan(source: asObservable(), seed: seed, accumulator: accumulator)
    }

    /// Folds each element into an accumulator that starts as `seed`, replaced by what
    /// `accumulator` returns, and sends the accumulator after every element. The seed alone is
    /// never sent; if `accumulator` throws, the sequence ends with that error.
    ///
    /// - Parameters:
    ///   - seed: The accumulator's first value; it is not sent on its own.
    ///   - accumulator: Makes the next accumulator of the one before and an element.
    /// - Returns: An observable of the accumulator after each element.
    @available(swift, obsoleted: 6)
    @inlinable
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A)
        -> Observable<A> {
        Scan(source: asObservable(), seed: seed) { accumulated, element in
            accumulated = try accumulator(accumulated, element)
        }
    }

    /// `scan(into:accumulator:)` for Swift 6 callers: the accumulator runs on the source's
    /// thread, so it must be `@Sendable`. It sends the accumulator, changed in place, after every
    /// element. The Swift 5 twin takes RxSwift 6.5's plain closure.
    ///
    /// - Parameters:
    ///   - seed: The accumulator's first value; it is not sent on its own.
    ///   - accumulator: Changes the accumulator in place with an element.
    /// - Returns: An observable of the accumulator after each element.
    @available(swift, introduced: 6)
    @inlinable
    public func scan<A>(into seed: A, accumulator: @escaping @Sendable (inout A, Element) throws -> Void)
        -> Observable<A> {
        Scan(source: asObservable(), seed: seed, accumulator: accumulator)
    }

    /// `scan(_:accumulator:)` for Swift 6 callers: the accumulator must be `@Sendable`. It sends
    /// the accumulator, replaced by what `accumulator` returns, after every element. The Swift 5
    /// twin takes RxSwift 6.5's plain closure.
    ///
    /// - Parameters:
    ///   - seed: The accumulator's first value; it is not sent on its own.
    ///   - accumulator: Makes the next accumulator of the one before and an element.
    /// - Returns: An observable of the accumulator after each element.
    @available(swift, introduced: 6)
    @inlinable
    public func scan<A>(_ seed: A, accumulator: @escaping @Sendable (A, Element) throws -> A)
        -> Observable<A> {
        Scan(source: asObservable(), seed: seed) { accumulated, element in
            accumulated = try accumulator(accumulated, element)
        }
    }
}

/// One subscription to a `scan`: the one piece of state is the accumulator, its own copy of the
/// seed, which every element changes and every element sends.
@usableFromInline
final class ScanSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline
    typealias Accumulate = Observer.Element
    @usableFromInline
    typealias Accumulator = (inout Accumulate, SourceElement) throws -> Void

    @usableFromInline
    let accumulator: Accumulator
    // Stored here and passed `inout`, so a value type whose storage nobody else holds (the
    // observer let go of the last one sent) is changed where it lies, not copied per element.
    @usableFromInline
    var accumulate: Accumulate

    @inlinable
    init(seed: Accumulate, accumulator: @escaping Accumulator, observer: Observer, cancel: Cancelable) {
        self.accumulator = accumulator
        accumulate = seed
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            do {
                try accumulator(&accumulate, element)
            } catch let error {
                forwardOn(.error(error))
                dispose()
                return
            }
            forwardOn(.next(accumulate))
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}

// Sendable, unchecked: immutable after init; each subscription builds its own sink.
@usableFromInline
final class Scan<SourceElement, Accumulate>: Producer<Accumulate>, @unchecked Sendable {
    @usableFromInline
    typealias Accumulator = (inout Accumulate, SourceElement) throws -> Void

    @usableFromInline
    let source: Observable<SourceElement>
    @usableFromInline
    let seed: Accumulate
    @usableFromInline
    let accumulator: Accumulator

    @inlinable
    init(source: Observable<SourceElement>, seed: Accumulate, accumulator: @escaping Accumulator) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        super.init { producer, observer, cancel in
            let scan = unsafeDowncast(producer, to: Scan.self)
            let sink = ScanSink(seed: scan.seed, accumulator: scan.accumulator, observer: observer, cancel: cancel)
            let subscription = scan.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: scan

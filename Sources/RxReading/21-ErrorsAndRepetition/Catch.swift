// region: catchAPI
extension ObservableType {
    /// Sends this sequence's elements; if it fails, subscribes to the sequence `handler` makes
    /// from the error and sends that one's events instead. A `handler` that throws ends the
    /// result with what it threw.
    ///
    /// - Parameter handler: Makes the sequence to continue with from the source's error.
    /// - Returns: An observable of the source's elements, then, if it fails, of the handler's
    ///   sequence's events.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    @inlinable
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        Catch(source: asObservable(), handler: handler)
    }

    /// Sends this sequence's elements; if it fails, sends `element` and completes.
    ///
    /// - Parameter element: The element sent in place of the error.
    /// - Returns: An observable that never fails: the source's events, with an error replaced by
    ///   `element` and the completion.
    @inlinable
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        Catch(source: asObservable(), handler: { _ in Observable.just(element) })
    }

    /// The name RxSwift 6.5 deprecated for `catch(_:)`, which it calls.
    ///
    /// - Parameter handler: Makes the sequence to continue with from the source's error.
    /// - Returns: What `catch(handler)` returns.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        Catch(source: asObservable(), handler: handler)
    }

    /// The name RxSwift 6.5 deprecated for `catchAndReturn(_:)`, which it calls.
    ///
    /// - Parameter element: The element sent in place of the error.
    /// - Returns: What `catchAndReturn(element)` returns.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }
}
// endregion: catchAPI

/// One subscription to `catch`: the source's events pass through until it fails, then the
/// fallback's do, through a `CatchSinkProxy`.
// region: CatchSink
@usableFromInline
final class CatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline
    typealias Element = Observer.Element
    @usableFromInline
    typealias Handler = (Swift.Error) throws -> Observable<Element>

    @usableFromInline
    let handler: Handler
    /// The source's subscription, then the fallback's.
    @usableFromInline
    let subscription = SerialDisposable()

    @inlinable
    init(handler: @escaping Handler, observer: Observer, cancel: Cancelable) {
        self.handler = handler
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func run(_ source: Observable<Element>) -> Disposable {
        let first = SingleAssignmentDisposable()
        subscription.disposable = first
        first.setDisposable(source.subscribe(self))
        return subscription
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .completed:
            forwardOn(event)
            dispose()
        case .error(let error):
            let fallback: Observable<Element>
            do {
                fallback = try handler(error)
            } catch let thrown {
                forwardOn(.error(thrown))
                dispose()
                return
            }
            // Setting the slot disposes the failed source's subscription.
            subscription.disposable = fallback.subscribe(CatchSinkProxy(parent: self))
        }
    }
}

/// Forwards the fallback's events to the `CatchSink`'s observer, and ends the sink with it.
@usableFromInline
final class CatchSinkProxy<Observer: ObserverType>: ObserverType {
    @usableFromInline
    typealias Element = Observer.Element
    @usableFromInline
    let parent: CatchSink<Observer>

    @inlinable
    init(parent: CatchSink<Observer>) {
        self.parent = parent
    }

    @inlinable
    func on(_ event: Event<Element>) {
        parent.forwardOn(event)
        switch event {
        case .next:
            break
        case .error, .completed:
            parent.dispose()
        }
    }
}

/// The observable of `catch` and `catchAndReturn`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
@usableFromInline
final class Catch<Element>: Producer<Element>, @unchecked Sendable {
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let handler: (Swift.Error) throws -> Observable<Element>

    @inlinable
    init(source: Observable<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>) {
        self.source = source
        self.handler = handler
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: Catch.self)
            let sink = CatchSink(handler: parent.handler, observer: observer, cancel: cancel)
            let subscription = sink.run(parent.source)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: CatchSink

// region: retryAPI
extension ObservableType {
    /// Subscribes to the sources of `sequence` one after another, moving to the next when one
    /// fails; completes when one completes, and fails with the last error when none is left.
    /// An empty sequence completes at once.
    ///
    /// A retry asked for before the result's own `subscribe` has returned (a source that fails at
    /// once) waits for the current thread's trampoline, where RxSwift 6.5 retries at once (RxSwift
    /// #2298): a downstream `take(1)` that has finished can stop it, and merged with `just(2)`
    /// such a source's element comes after the 2 (chapter 21).
    ///
    /// - Parameter sequence: The sources to try in order, read lazily.
    /// - Returns: An observable of the events of the sources tried, up to the first that does not
    ///   fail.
    @inlinable
    public static func `catch`<Sources: Swift.Sequence>(sequence: Sources) -> Observable<Element>
        where Sources.Element == Observable<Element> {
        CatchSequence(sources: sequence)
    }

    /// The name RxSwift 6.5 deprecated for `catch(sequence:)`, which it calls. RxSwift 6.5's
    /// deprecation points to `catch(onSuccess:onFailure:onDisposed:)`, which does not exist; this
    /// one points to `catch(sequence:)`.
    ///
    /// - Parameter sequence: The sources to try in order, read lazily.
    /// - Returns: What `catch(sequence: sequence)` returns.
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sources: Swift.Sequence>(_ sequence: Sources) -> Observable<Element>
        where Sources.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }

    /// Subscribes to this sequence again each time it fails, for as long as it fails: a new
    /// subscription, so whatever the source does when subscribed runs again.
    ///
    /// A retry asked for before the result's own `subscribe` has returned (a source that fails at
    /// once) waits for the current thread's trampoline, where RxSwift 6.5 retries at once (RxSwift
    /// #2298): a downstream `take(1)` that has finished can stop it, and merged with `just(2)`
    /// such a source's element comes after the 2 (chapter 21).
    ///
    /// - Returns: An observable of the elements of every attempt, ending when one completes.
    @inlinable
    public func retry() -> Observable<Element> {
        CatchSequence(sources: InfiniteSequence(repeatedValue: asObservable()))
    }

    /// Subscribes to this sequence up to `maxAttemptCount` times in all, while it fails: the
    /// first subscription counts, so `retry(2)` retries once. The last failure is sent on.
    ///
    /// A retry asked for before the result's own `subscribe` has returned (a source that fails at
    /// once) waits for the current thread's trampoline, where RxSwift 6.5 retries at once (RxSwift
    /// #2298): a downstream `take(1)` that has finished can stop it, and merged with `just(2)`
    /// such a source's element comes after the 2 (chapter 21).
    ///
    /// - Parameter maxAttemptCount: How many subscriptions to make at most, the first included.
    /// - Returns: An observable of the elements of every attempt, ending when one completes or
    ///   the last one fails.
    @inlinable
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        CatchSequence(sources: Swift.repeatElement(asObservable(), count: maxAttemptCount))
    }
}

/// The same value, forever: `retry()`'s sequence of sources.
@usableFromInline
struct InfiniteSequence<Element>: Swift.Sequence, IteratorProtocol {
    @usableFromInline
    let repeatedValue: Element

    @inlinable
    init(repeatedValue: Element) {
        self.repeatedValue = repeatedValue
    }

    @inlinable
    mutating func next() -> Element? {
        repeatedValue
    }
}
// endregion: retryAPI

/// One subscription to `catch(sequence:)`, `retry()` or `retry(_:)`: an error moves to the next
/// source, a completion ends it all.
// region: CatchSequenceSink
@usableFromInline
final class CatchSequenceSink<Sources: Swift.Sequence, Observer: ObserverType>
    : TailRecursiveSink<Sources, Observer>, ObserverType
    where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Observer.Element {
    /// The error of the source that failed last, sent on when no source is left.
    @usableFromInline
    var lastError: Swift.Error?

    @inlinable
    init(observer: Observer, cancel: Cancelable) {
        // Non-capturing closures, made here so that they are specialized with the sink.
        super.init(
            defersWhileSubscribing: true, observer: observer, cancel: cancel,
            subscribeToNext: { sink, source in unsafeDowncast(sink, to: CatchSequenceSink.self).subscribeToNext(source) },
            extract: { sink, observable in unsafeDowncast(sink, to: CatchSequenceSink.self).extract(observable) })
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error(let error):
            lastError = error
            scheduleMoveNext()
        case .completed:
            forwardOn(event)
            dispose()
        }
    }

    @inlinable
    override func subscribeToNext(_ source: Observable<Element>) -> Disposable {
        source.subscribe(self)
    }

    @inlinable
    override func done() {
        if let lastError {
            forwardOn(.error(lastError))
        } else {
            forwardOn(.completed)
        }
        dispose()
    }

    @inlinable
    override func extract(_ observable: Observable<Element>) -> SequenceGenerator? {
        // `CatchSequence` is final, so comparing the exact class answers what `as?` would,
        // without the runtime's general cast (Appendix A, retry/churn).
        guard type(of: observable) == CatchSequence<Sources>.self else {
            return nil
        }
        let nested = unsafeDowncast(observable, to: CatchSequence<Sources>.self)
        return (nested.sources.makeIterator(), nil)
    }
}

/// The observable of `catch(sequence:)`, `retry()` and `retry(_:)`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
@usableFromInline
final class CatchSequence<Sources: Swift.Sequence>: Producer<Sources.Element.Element>, @unchecked Sendable
    where Sources.Element: ObservableConvertibleType {
    @usableFromInline
    let sources: Sources

    @inlinable
    init(sources: Sources) {
        self.sources = sources
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: CatchSequence.self)
            let sink = CatchSequenceSink<Sources, AnyObserver<Sources.Element.Element>>(observer: observer, cancel: cancel)
            let subscription = sink.run((parent.sources.makeIterator(), nil))
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: CatchSequenceSink

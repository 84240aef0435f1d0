// region: withUnretained
extension ObservableType {
    /// Each element combined by `resultSelector` with `obj`, which the sequence holds only
    /// weakly: a chain that reaches back to its owner this way does not keep it alive. An element
    /// that arrives once `obj` is gone completes the sequence instead.
    ///
    /// A sequence that replays (`share(replay: 1)` after this operator) keeps the last result,
    /// and so `obj`, alive: put the sharing before it.
    ///
    /// - Parameters:
    ///   - obj: The object passed to `resultSelector`, held weakly.
    ///   - resultSelector: Makes one element of `obj` and an element of the source.
    /// - Returns: An observable of `resultSelector`'s results, completing once `obj` is gone.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    @inlinable
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        WithUnretained(source: asObservable(), object: obj, resultSelector: resultSelector)
    }

    /// `withUnretained(_:resultSelector:)` for Swift 6 callers: the selector runs on whatever
    /// thread the elements arrive on, and is handed `obj` there, so both must be `Sendable`
    /// (as for `subscribe(with:)`, chapter 22). RxSwift 6.5's, the Swift 5 twin, takes any class
    /// and a plain closure. An element that arrives once `obj` is gone completes the sequence.
    ///
    /// - Parameters:
    ///   - obj: The object passed to `resultSelector`, held weakly.
    ///   - resultSelector: Makes one element of `obj` and an element of the source.
    /// - Returns: An observable of `resultSelector`'s results, completing once `obj` is gone.
    @available(swift, introduced: 6)
    @inlinable
    public func withUnretained<Object: AnyObject & Sendable, Out>(
        _ obj: Object,
        resultSelector: @escaping @Sendable (Object, Element) -> Out
    ) -> Observable<Out> {
        WithUnretained(source: asObservable(), object: obj, resultSelector: resultSelector)
    }

    /// Each element paired with `obj`, held weakly; an element that arrives once `obj` is gone
    /// completes the sequence instead.
    ///
    /// - Parameter obj: The object paired with each element, held weakly.
    /// - Returns: An observable of `(obj, element)` pairs, completing once `obj` is gone.
    @inlinable
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        WithUnretained(source: asObservable(), object: obj) { ($0, $1) }
    }
}
// endregion: withUnretained

// region: WithUnretainedSink

/// One subscription to `withUnretained`. RxSwift builds it as a `map` that throws a private
/// error when the object is gone and a `catch` that turns that error into completion; this
/// one sink does the same in one step, with the same order: completion downstream, then the
/// source disposed.
@usableFromInline
final class WithUnretainedSink<Object: AnyObject, SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline
    typealias Element = SourceElement
    @usableFromInline
    typealias ResultSelector = (Object, SourceElement) -> Observer.Element

    @usableFromInline
    weak var object: Object?
    @usableFromInline
    let resultSelector: ResultSelector

    @inlinable
    init(object: Object?, resultSelector: @escaping ResultSelector, observer: Observer, cancel: Cancelable) {
        self.object = object
        self.resultSelector = resultSelector
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            guard let object else {
                forwardOn(.completed)
                dispose()
                return
            }
            forwardOn(.next(resultSelector(object, element)))
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
// endregion: WithUnretainedSink

// region: WithUnretainedProducer

/// The observable of `withUnretained`: it holds the object weakly too, so an observable that
/// is kept but not subscribed does not keep the object either.
// Sendable, unchecked: immutable after init (the weak reference is only read); each
// subscription builds its own sink.
@usableFromInline
final class WithUnretained<Object: AnyObject, SourceElement, Out>: Producer<Out>, @unchecked Sendable {
    @usableFromInline
    let source: Observable<SourceElement>
    @usableFromInline
    weak var object: Object?
    @usableFromInline
    let resultSelector: (Object, SourceElement) -> Out

    @inlinable
    init(source: Observable<SourceElement>, object: Object, resultSelector: @escaping (Object, SourceElement) -> Out) {
        self.source = source
        self.object = object
        self.resultSelector = resultSelector
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: WithUnretained.self)
            let sink = WithUnretainedSink(object: parent.object, resultSelector: parent.resultSelector,
                                          observer: observer, cancel: cancel)
            let subscription = parent.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: WithUnretainedProducer

// region: andThen
extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Answers as `second` does, subscribed only once `self` has completed; an error of `self`
    /// ends it without ever subscribing `second`.
    ///
    /// - Parameter second: The `Single` to run after this `Completable`.
    /// - Returns: A `Single` with `second`'s answer, or this `Completable`'s error.
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: ConcatCompletable(completable: primitiveSequence.asObservable(), second: second.asObservable()))
    }

    /// Answers as the `Maybe` `second` does, subscribed only once `self` has completed; an error
    /// of `self` ends it without ever subscribing `second`.
    ///
    /// - Parameter second: The `Maybe` to run after this `Completable`.
    /// - Returns: A `Maybe` with `second`'s answer, or this `Completable`'s error.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: ConcatCompletable(completable: primitiveSequence.asObservable(), second: second.asObservable()))
    }

    /// Completes once `self`, then `second`, have completed; `second` is subscribed only once
    /// `self` has completed, and an error of either ends it.
    ///
    /// - Parameter second: The `Completable` to run after this one.
    /// - Returns: A `Completable` that completes when both have, in turn.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: ConcatCompletable(completable: primitiveSequence.asObservable(), second: second.asObservable()))
    }

    /// Sends what `second` sends, subscribed only once `self` has completed; an error of `self`
    /// ends it without ever subscribing `second`.
    ///
    /// - Parameter second: The observable to run after this `Completable`.
    /// - Returns: An observable of `second`'s events, or of this `Completable`'s error.
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        ConcatCompletable(completable: primitiveSequence.asObservable(), second: second.asObservable())
    }
}

// region: ConcatCompletableSink
/// One subscription to `andThen`: it listens to the `Completable`, and on its completion puts the
/// subscription to `second` in the same serial disposable, which disposes the first.
final class ConcatCompletableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Never

    let second: Observable<Observer.Element>
    let subscription = SerialDisposable()

    init(second: Observable<Observer.Element>, observer: Observer, cancel: Cancelable) {
        self.second = second
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ completable: Observable<Never>) -> Disposable {
        let first = SingleAssignmentDisposable()
        subscription.disposable = first
        first.setDisposable(completable.subscribe(self))
        return subscription
    }

    func on(_ event: Event<Never>) {
        switch event {
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            subscription.disposable = second.subscribe(ConcatCompletableSecondObserver(sink: self))
        }
    }
}
// endregion: ConcatCompletableSink

/// The observer of `andThen`'s second sequence: everything it receives goes downstream through
/// the sink, which a terminal event disposes.
final class ConcatCompletableSecondObserver<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element

    let sink: ConcatCompletableSink<Observer>

    init(sink: ConcatCompletableSink<Observer>) {
        self.sink = sink
    }

    func on(_ event: Event<Element>) {
        sink.forwardOn(event)
        if event.isStopEvent {
            sink.dispose()
        }
    }
}

/// The observable of `andThen`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class ConcatCompletable<Element>: Producer<Element>, @unchecked Sendable {
    let completable: Observable<Never>
    let second: Observable<Element>

    init(completable: Observable<Never>, second: Observable<Element>) {
        self.completable = completable
        self.second = second
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: ConcatCompletable.self)
            let sink = ConcatCompletableSink(second: parent.second, observer: observer, cancel: cancel)
            return (sink: sink, subscription: sink.run(parent.completable))
        }
    }
}
// endregion: andThen

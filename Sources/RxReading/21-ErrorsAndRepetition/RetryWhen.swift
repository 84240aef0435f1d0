// region: retryWhenAPI
extension ObservableType {
    /// Subscribes to this sequence again when it fails and the trigger answers. `notificationHandler`
    /// receives, once per subscription, the sequence of this source's errors of type `Failure`,
    /// and returns the trigger: its element re-subscribes, its completion completes the result,
    /// its error ends the result with that error. An error of another type ends the result at once.
    ///
    /// A retry asked for before the result's own `subscribe` has returned (a source that fails at
    /// once) waits for the current thread's trampoline, where RxSwift 6.5 retries at once (RxSwift
    /// #2298): a downstream `take(1)` that has finished can stop it, and merged with `just(2)`
    /// such a source's element comes after the 2 (chapter 21).
    ///
    /// - Parameter notificationHandler: Called once per subscription with the sequence of the
    ///   source's errors; returns the trigger, whose elements retry.
    /// - Returns: An observable of the elements of every attempt, ending as the source or the
    ///   trigger says.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    public func retry<TriggerObservable: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        retryingWhen(notificationHandler)
    }

    /// `retry(when:)` with every error passed to the handler: the trigger's element re-subscribes,
    /// its completion completes the result, its error ends the result with that error.
    ///
    /// A retry asked for before the result's own `subscribe` has returned (a source that fails at
    /// once) waits for the current thread's trampoline, where RxSwift 6.5 retries at once (RxSwift
    /// #2298): a downstream `take(1)` that has finished can stop it, and merged with `just(2)`
    /// such a source's element comes after the 2 (chapter 21).
    ///
    /// - Parameter notificationHandler: Called once per subscription with the sequence of every
    ///   error of the source; returns the trigger, whose elements retry.
    /// - Returns: An observable of the elements of every attempt, ending as the source or the
    ///   trigger says.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retryingWhen(notificationHandler)
    }

    /// The name RxSwift 6.5 deprecated for `retry(when:)` with errors of type `Failure`, whose
    /// observable it builds.
    ///
    /// - Parameter notificationHandler: Called once per subscription with the sequence of the
    ///   source's errors; returns the trigger, whose elements retry.
    /// - Returns: An observable of the elements of every attempt, ending as the source or the
    ///   trigger says.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Failure: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        retryingWhen(notificationHandler)
    }

    /// The name RxSwift 6.5 deprecated for `retry(when:)` with every error, whose observable it
    /// builds.
    ///
    /// - Parameter notificationHandler: Called once per subscription with the sequence of every
    ///   error of the source; returns the trigger, whose elements retry.
    /// - Returns: An observable of the elements of every attempt, ending as the source or the
    ///   trigger says.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retryingWhen(notificationHandler)
    }

    /// What every spelling of `retry(when:)` and `retryWhen` builds, RxSwift 6.5's and Swift 6's
    /// (chapter 22): the source, repeated, and the handler that makes the trigger.
    func retryingWhen<TriggerObservable: ObservableType, Failure>(
        _ notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhenSequence(sources: InfiniteSequence(repeatedValue: asObservable()),
                          notificationHandler: notificationHandler)
    }
}
// endregion: retryWhenAPI

/// One subscription to `retry(when:)`. It calls the handler once, with a subject of errors, and
/// subscribes a second subject (the notifier) to the trigger the handler returns, before the
/// first attempt. Each attempt has an observer of its own (`RetryWhenSequenceSinkIter`); when
/// an attempt fails, that observer starts listening to the notifier and sends the error into
/// the error subject, so only an answer to this failure moves on.
// region: RetryWhenSequenceSink
final class RetryWhenSequenceSink<Sources: Swift.Sequence, Observer: ObserverType, TriggerObservable: ObservableType, Failure>
    : TailRecursiveSink<Sources, Observer>
    where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Observer.Element {
    typealias Iter = RetryWhenSequenceSinkIter<Sources, Observer, TriggerObservable, Failure>

    /// The failed attempt's error, sent on if the sequence of attempts ever runs out.
    var lastError: Swift.Error?
    let errorSubject = PublishSubject<Failure>()
    let notifier = PublishSubject<TriggerObservable.Element>()
    let trigger: Observable<TriggerObservable.Element>

    init(notificationHandler: (Observable<Failure>) -> TriggerObservable, observer: Observer, cancel: Cancelable) {
        trigger = notificationHandler(errorSubject.asObservable()).asObservable()
        super.init(defersWhileSubscribing: true, observer: observer, cancel: cancel)
    }

    override func run(_ sources: SequenceGenerator) -> Disposable {
        let triggerSubscription = trigger.subscribe(notifier.asObserver())
        let attempts = super.run(sources)
        return Disposables.create(attempts, triggerSubscription)
    }

    override func subscribeToNext(_ source: Observable<Element>) -> Disposable {
        let sourceSubscription = SingleAssignmentDisposable()
        let iter = Iter(parent: self, sourceSubscription: sourceSubscription)
        sourceSubscription.setDisposable(source.subscribe(iter))
        return iter
    }

    override func done() {
        if let error = lastError {
            lastError = nil
            forwardOn(.error(error))
        } else {
            forwardOn(.completed)
        }
        dispose()
    }

    override func extract(_ observable: Observable<Element>) -> SequenceGenerator? {
        // Every subscription calls the handler afresh: a nested retry(when:) is never walked in place.
        nil
    }
}
// endregion: RetryWhenSequenceSink

// region: RetryWhenAttempt
/// The observer of one attempt: passes its elements on; on its failure, listens to the notifier
/// and tells the handler.
final class RetryWhenSequenceSinkIter<Sources: Swift.Sequence, Observer: ObserverType, TriggerObservable: ObservableType, Failure>
    : ObserverType, Disposable
    where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Observer.Element {
    typealias Element = Observer.Element
    typealias Parent = RetryWhenSequenceSink<Sources, Observer, TriggerObservable, Failure>

    let parent: Parent
    let sourceSubscription: Disposable
    let triggerSubscription = SingleAssignmentDisposable()

    init(parent: Parent, sourceSubscription: Disposable) {
        self.parent = parent
        self.sourceSubscription = sourceSubscription
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            parent.forwardOn(event)
        case .error(let error):
            parent.lastError = error
            guard let failure = error as? Failure else {
                parent.forwardOn(.error(error))
                parent.dispose()
                return
            }
            sourceSubscription.dispose()
            triggerSubscription.setDisposable(parent.notifier.subscribe(RetryTriggerSink(parent: parent)))
            parent.errorSubject.on(.next(failure))
        case .completed:
            parent.forwardOn(event)
            parent.dispose()
        }
    }

    func dispose() {
        sourceSubscription.dispose()
        triggerSubscription.dispose()
    }
}

/// Listens to the trigger after a failure: an element moves to the next attempt.
final class RetryTriggerSink<Sources: Swift.Sequence, Observer: ObserverType, TriggerObservable: ObservableType, Failure>
    : ObserverType
    where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Observer.Element {
    typealias Element = TriggerObservable.Element
    typealias Parent = RetryWhenSequenceSink<Sources, Observer, TriggerObservable, Failure>

    let parent: Parent

    init(parent: Parent) {
        self.parent = parent
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            parent.lastError = nil
            parent.scheduleMoveNext()
        case .error(let error):
            parent.forwardOn(.error(error))
            parent.dispose()
        case .completed:
            parent.forwardOn(.completed)
            parent.dispose()
        }
    }
}
// endregion: RetryWhenAttempt

// region: RetryWhenProducer
/// The observable of `retry(when:)`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class RetryWhenSequence<Sources: Swift.Sequence, TriggerObservable: ObservableType, Failure>
    : Producer<Sources.Element.Element>, @unchecked Sendable
    where Sources.Element: ObservableConvertibleType {
    let sources: Sources
    let notificationHandler: (Observable<Failure>) -> TriggerObservable

    init(sources: Sources, notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable) {
        self.sources = sources
        self.notificationHandler = notificationHandler
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: RetryWhenSequence.self)
            let sink = RetryWhenSequenceSink<Sources, AnyObserver<Sources.Element.Element>, TriggerObservable, Failure>(
                notificationHandler: parent.notificationHandler, observer: observer, cancel: cancel)
            let subscription = sink.run((parent.sources.makeIterator(), nil))
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: RetryWhenProducer

// region: sample
extension ObservableType {
    /// On each element of `sampler`, sends the newest element the source sent since the last
    /// one, if any, or else `defaultValue`, if given; a tick with neither sends nothing.
    ///
    /// The sampler's completion counts as one last tick. The source's completion waits for the
    /// next tick, which sends what is new and then completes. A sampler that completes first
    /// leaves the result without an end: nothing more is sent, not even the source's completion.
    /// An error of either ends the result.
    ///
    /// - Parameters:
    ///   - sampler: The sequence whose elements (and completion) are the ticks.
    ///   - defaultValue: Sent on a tick that finds no new element; `nil` sends nothing then.
    /// - Returns: An observable of at most one element per tick.
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil)
        -> Observable<Element> {
        Sample(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
    }
}

/// One subscription to `sample`: the newest element not yet sampled, and whether the source has
/// completed, kept under the lock; what a tick sends goes downstream after it is released
/// (`SerializingSink`). RxSwift 6.5 calls the observer with its lock held.
final class SampleSink<Sampler, Observer: ObserverType>: SerializingSink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let defaultValue: Element?
    let sourceSubscription = SingleAssignmentDisposable()

    // Under `lock`:
    /// The newest element since the last tick; a tick takes it.
    var element: Element?
    /// The source has completed: the next tick completes the result.
    var atEnd = false

    init(defaultValue: Element?, observer: Observer, cancel: Cancelable) {
        self.defaultValue = defaultValue
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes to the source first, then to the sampler (RxSwift's order).
    func run(source: Observable<Element>, sampler: Observable<Sampler>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        let samplerSubscription = sampler.subscribe(AnyObserver { event in
            self.samplerOn(event)
        })
        return Disposables.create(sourceSubscription, samplerSubscription)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            lock.performLocked { element = value }
        case .error:
            send(event)
        case .completed:
            lock.performLocked { atEnd = true }
            sourceSubscription.dispose()
        }
    }

    func samplerOn(_ event: Event<Sampler>) {
        switch event {
        case .next, .completed:
            deliver(lock.performLocked { () -> Delivery in
                let sampled = element ?? defaultValue
                element = nil
                switch (sampled, atEnd) {
                case (let value?, true): return schedule(.next(value), then: .completed)
                case (let value?, false): return schedule(.next(value))
                case (nil, true): return schedule(.completed)
                case (nil, false): return .none
                }
            })
        case .error(let error):
            send(.error(error))
        }
    }
}

/// The observable of `sample`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class Sample<Element, Sampler>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let sampler: Observable<Sampler>
    let defaultValue: Element?

    init(source: Observable<Element>, sampler: Observable<Sampler>, defaultValue: Element?) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: Sample.self)
            let sink = SampleSink<Sampler, AnyObserver<Element>>(
                defaultValue: parent.defaultValue, observer: observer, cancel: cancel)
            let subscription = sink.run(source: parent.source, sampler: parent.sampler)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: sample

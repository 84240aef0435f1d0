// region: skipUntil
extension ObservableType {
    /// Drops the source's elements until `other` sends an element, then sends the rest.
    ///
    /// `other`'s first element opens the gate and ends the subscription to `other`; `other`
    /// completing first leaves the gate shut for good, and its error ends the result. A source
    /// that completes while the gate is shut ends the subscription without a word: the result
    /// never terminates.
    ///
    /// - Parameter other: The sequence whose first element opens the gate.
    /// - Returns: An observable of the source's elements from `other`'s first element on.
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        SkipUntil(source: asObservable(), other: other.asObservable())
    }

    /// The old spelling of `skip(until:)`, which it calls; RxSwift 6.5 deprecates it too.
    ///
    /// - Parameter other: The sequence whose first element opens the gate.
    /// - Returns: An observable of the source's elements from `other`'s first element on.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}

/// One subscription to `skip(until:)`: the gate, kept under the lock because `other` and the
/// source may send on different threads; events go downstream after the lock is released
/// (`SerializingSink`). RxSwift 6.5 calls the observer with its lock held.
final class SkipUntilSink<Other, Observer: ObserverType>: SerializingSink<Observer>, ObserverType {
    typealias Element = Observer.Element

    // Under `lock`: `other` has sent an element.
    var open = false
    let otherSubscription = SingleAssignmentDisposable()

    /// Subscribes to the source first, then to `other` (RxSwift's order).
    func run(source: Observable<Element>, other: Observable<Other>) -> Disposable {
        let sourceSubscription = source.subscribe(self)
        otherSubscription.setDisposable(other.subscribe(AnyObserver { event in
            self.otherOn(event)
        }))
        return Disposables.create(sourceSubscription, otherSubscription)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            deliver(lock.performLocked { open ? schedule(event) : .none })
        case .error:
            send(event)
        case .completed:
            let delivery = lock.performLocked { open ? schedule(event) : .none }
            if case .none = delivery {
                // Shut gate: end the subscription, sending nothing (RxSwift 6.5's rule).
                dispose()
            } else {
                deliver(delivery)
            }
        }
    }

    func otherOn(_ event: Event<Other>) {
        switch event {
        case .next:
            lock.performLocked { open = true }
            otherSubscription.dispose()
        case .error(let error):
            send(.error(error))
        case .completed:
            otherSubscription.dispose()
        }
    }
}

/// The observable of `skip(until:)`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class SkipUntil<Element, Other>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: SkipUntil.self)
            let sink = SkipUntilSink<Other, AnyObserver<Element>>(observer: observer, cancel: cancel)
            let subscription = sink.run(source: parent.source, other: parent.other)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: skipUntil

// region: fromOptional
extension ObservableType {
    /// The wrapped value, if there is one, then completion, both sent during `subscribe`;
    /// `nil` gives a sequence that completes at once.
    ///
    /// - Parameter optional: The value to send, if any.
    /// - Returns: An observable of at most one element.
    public static func from(optional: Element?) -> Observable<Element> {
        ObservableOptional(optional: optional)
    }

    /// The wrapped value, if there is one, then completion, each sent by an action scheduled on
    /// `scheduler`, as `just(_:scheduler:)` sends its element; `nil` schedules the completion
    /// alone.
    ///
    /// - Parameters:
    ///   - optional: The value to send, if any.
    ///   - scheduler: The scheduler whose actions send the events.
    /// - Returns: An observable of at most one element, sent on `scheduler`.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ObservableOptionalScheduled(optional: optional, scheduler: scheduler)
    }
}

/// The observable of `from(optional:)`. Like `Just`, it has no per-subscription state, so it
/// needs no sink: it overrides `subscribeErased` and sends at most two events.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class ObservableOptional<Element>: Observable<Element>, @unchecked Sendable {
    let optional: Element?

    init(optional: Element?) {
        self.optional = optional
        super.init()
    }

    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        if let element = optional {
            observer.on(.next(element))
        }
        observer.on(.completed)
        return Disposables.create()
    }
}

/// One subscription to `from(optional:scheduler:)`: the element's action schedules the
/// completion, so the two events are two turns of the scheduler.
final class ObservableOptionalScheduledSink<Observer: ObserverType>: Sink<Observer> {
    func run(optional: Observer.Element?, on scheduler: ImmediateSchedulerType) -> Disposable {
        scheduler.schedule(optional) { optional in
            guard let element = optional else {
                self.forwardOn(.completed)
                self.dispose()
                return Disposables.create()
            }
            self.forwardOn(.next(element))
            return scheduler.schedule(()) { _ in
                self.forwardOn(.completed)
                self.dispose()
                return Disposables.create()
            }
        }
    }
}

// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class ObservableOptionalScheduled<Element>: Producer<Element>, @unchecked Sendable {
    let optional: Element?
    let scheduler: ImmediateSchedulerType

    init(optional: Element?, scheduler: ImmediateSchedulerType) {
        self.optional = optional
        self.scheduler = scheduler
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: ObservableOptionalScheduled.self)
            let sink = ObservableOptionalScheduledSink(observer: observer, cancel: cancel)
            let subscription = sink.run(optional: parent.optional, on: parent.scheduler)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: fromOptional

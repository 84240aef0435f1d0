// region: delaySubscription
extension ObservableType {
    /// Subscribes to the source `dueTime` after the subscription, on `scheduler`; from then on its
    /// events pass through untouched. Nothing is held or queued: the source simply starts late.
    /// Disposing before then cancels the timer, and the source is never subscribed.
    ///
    /// - Parameters:
    ///   - dueTime: How long to wait before subscribing to the source.
    ///   - scheduler: The scheduler whose timer subscribes to the source.
    /// - Returns: An observable of the source's events, from a subscription made `dueTime` late.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DelaySubscription(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}
// endregion: delaySubscription

/// The observable of `delaySubscription` and its sink, which only passes events on: the delay is
/// the scheduled subscribe, and disposing before it runs cancels it, so the source is never
/// subscribed at all.
// region: DelaySubscription
final class DelaySubscriptionSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}

// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class DelaySubscription<Element>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init { producer, observer, cancel in
            let delay = unsafeDowncast(producer, to: DelaySubscription.self)
            let sink = DelaySubscriptionSink(observer: observer, cancel: cancel)
            let subscription = delay.scheduler.scheduleRelative(sink, dueTime: delay.dueTime) { sink in
                delay.source.subscribe(sink)
            }
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: DelaySubscription

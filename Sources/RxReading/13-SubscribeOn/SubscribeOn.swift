// region: subscribeOn
extension ObservableType {
    /// Subscribes to the source, and later unsubscribes from it, on `scheduler`.
    ///
    /// Only the work of subscribing and unsubscribing moves: whatever the source does when it is
    /// subscribed to (the closure of `Observable.create`, say) runs on `scheduler`, and so does
    /// the disposal of its subscription. Events are delivered on whichever thread the source
    /// sends them from; to choose the thread that observers run on, use `observe(on:)`.
    ///
    /// Subscription travels from the last operator of a chain up to the source, so of several
    /// `subscribe(on:)` in one chain, the one nearest the source is applied last and decides
    /// where the source is subscribed to (chapter 13).
    ///
    /// - Parameter scheduler: where to subscribe to the source and to dispose its subscription.
    /// - Returns: the source, subscribed to and unsubscribed from on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SubscribeOn(source: self, scheduler: scheduler)
    }

    /// The name `subscribe(on:)` had before RxSwift 6.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}
// endregion: subscribeOn

/// One subscription through `subscribe(on:)`: it schedules the subscription to the source on
/// the scheduler and passes the source's events straight through, on the thread that sent them.
// region: SubscribeOnSink
final private class SubscribeOnSink<Source: ObservableType, Observer: ObserverType>: Sink<Observer>, ObserverType
    where Source.Element == Observer.Element {
    typealias Element = Observer.Element

    let source: Source
    let scheduler: ImmediateSchedulerType

    init(source: Source, scheduler: ImmediateSchedulerType, observer: Observer, cancel: Cancelable) {
        self.source = source
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }

    /// Schedules the subscription and returns the disposable of whichever stage it is in.
    ///
    /// `disposeEverything` first holds `cancelSchedule`, so disposing before the scheduler has
    /// run the action cancels the action; once the action has subscribed, it holds the source's
    /// subscription wrapped in a `ScheduledDisposable`, so disposing then unsubscribes on the
    /// scheduler. Putting the second in the serial slot disposes the first, and a slot disposed
    /// in between disposes the subscription as soon as it arrives.
    func run() -> Disposable {
        let disposeEverything = SerialDisposable()
        let cancelSchedule = SingleAssignmentDisposable()

        disposeEverything.disposable = cancelSchedule

        let disposeSchedule = scheduler.schedule(()) { _ -> Disposable in
            let subscription = self.source.subscribe(self)
            disposeEverything.disposable = ScheduledDisposable(scheduler: self.scheduler, disposable: subscription)
            return Disposables.create()
        }

        cancelSchedule.setDisposable(disposeSchedule)

        return disposeEverything
    }
}
// endregion: SubscribeOnSink

/// The observable `subscribe(on:)` returns: a source and the scheduler to subscribe to it on.
// region: SubscribeOnProducer
final private class SubscribeOn<Source: ObservableType>: Producer<Source.Element> {
    let source: Source
    let scheduler: ImmediateSchedulerType

    init(source: Source, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: SubscribeOn.self)
            let sink = SubscribeOnSink(source: parent.source, scheduler: parent.scheduler, observer: observer, cancel: cancel)
            let subscription = sink.run()
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: SubscribeOnProducer

/// The base of every operator's observable: `subscribe` is written once here, and each operator
/// only says how to `run` one subscription.
///
/// `subscribe` makes the subscription's `SinkDisposer`, lets `run` build the sink and subscribe
/// it to the source, and hands both halves to the disposer. From chapter 09 on, it first makes
/// sure it runs inside the current thread's trampoline, so that a chain subscribed from inside
/// another subscription queues its work instead of recursing.
// region: Producer
class Producer<Element>: Observable<Element> {
    override init() {
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element {
        // region: ProducerTrampoline
        #if CH09
        if CurrentThreadScheduler.isScheduleRequired {
            // Nobody on this thread is running scheduled work yet: become the trampoline, so that
            // work scheduled during this subscription is queued and run in order (chapter 09).
            return CurrentThreadScheduler.instance.schedule(()) { _ in
                self.subscribeNow(observer)
            }
        }
        #endif
        // endregion: ProducerTrampoline
        return subscribeNow(observer)
    }

    private func subscribeNow<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element {
        let disposer = SinkDisposer()
        let sinkAndSubscription = run(observer, cancel: disposer)
        disposer.setSinkAndSubscription(
            sink: sinkAndSubscription.sink, subscription: sinkAndSubscription.subscription)
        return disposer
    }

    /// Builds the sink of one subscription and subscribes it to the source.
    ///
    /// - Parameter cancel: the subscription's disposer; the sink disposes it to end the
    ///   subscription early.
    /// - Returns: the sink, and the disposable of whatever the sink subscribed to.
    func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        rxAbstractMethod()
    }
}
// endregion: Producer

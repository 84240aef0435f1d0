/// The observable `observe(on:)` returns for a `SerialDispatchQueueScheduler` (and so for
/// `MainScheduler`): each event is scheduled straight on the scheduler's serial queue.
// region: ObserveOnSerialDispatchQueueProducer
final class ObserveOnSerialDispatchQueue<Element>: Producer<Element> {
    init(source: Observable<Element>, scheduler: SerialDispatchQueueScheduler) {
        super.init { observer, cancel in
            let sink = ObserveOnSerialDispatchQueueSink(scheduler: scheduler, observer: observer, cancel: cancel)
            let subscription = source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }

        #if TRACE_RESOURCES
        increment(numberOfSerialDispatchObservables)
        #endif
    }

    #if TRACE_RESOURCES
    deinit {
        decrement(numberOfSerialDispatchObservables)
    }
    #endif
}
// endregion: ObserveOnSerialDispatchQueueProducer

/// One subscription through `observe(on:)` on a serial dispatch queue: each event is scheduled
/// on the queue as it comes.
///
/// No queue of its own and no lock: the scheduler's serial queue runs the scheduled events one
/// at a time, in the order they were scheduled, which is exactly what `ObserveOnSink` builds by
/// hand. `MainScheduler` also runs an event at once when it is sent on the main thread with
/// nothing queued ahead of it (its `scheduleInternal`, chapter 11).
// region: ObserveOnSerialDispatchQueueSink
final private class ObserveOnSerialDispatchQueueSink<Observer: ObserverType>: ObserverBase<Observer.Element> {
    let scheduler: SerialDispatchQueueScheduler
    let observer: Observer

    let cancel: Cancelable

    /// The action that delivers one event, made once per subscription rather than once per
    /// event; it receives the sink and the event as its state, so it captures neither.
    var cachedScheduleLambda: (((sink: ObserveOnSerialDispatchQueueSink<Observer>, event: Event<Element>)) -> Disposable)!

    init(scheduler: SerialDispatchQueueScheduler, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        self.observer = observer
        self.cancel = cancel
        super.init()

        cachedScheduleLambda = { pair in
            // Disposed while the event waited on the queue: it is not delivered.
            guard !cancel.isDisposed else { return Disposables.create() }

            pair.sink.observer.on(pair.event)

            if pair.event.isStopEvent {
                pair.sink.dispose()
            }

            return Disposables.create()
        }
    }

    override func onCore(_ event: Event<Element>) {
        _ = scheduler.schedule((self, event), action: cachedScheduleLambda!)
    }

    override func dispose() {
        super.dispose()

        cancel.dispose()
    }
}
// endregion: ObserveOnSerialDispatchQueueSink

#if TRACE_RESOURCES
// region: numberOfSerialDispatchQueueObservables
private let numberOfSerialDispatchObservables = AtomicInt(0)

extension Resources {
    /// How many observables that took the serial-dispatch-queue path of `observe(on:)` are
    /// alive: lets tests check which implementation was chosen. Debug builds only.
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        load(numberOfSerialDispatchObservables)
    }
}
// endregion: numberOfSerialDispatchQueueObservables
#endif

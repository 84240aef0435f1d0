// Exercise 10.1 (build): delay(_:scheduler:) on scheduleRelative.
// Practises chapter 10, "Time and periodic work": SchedulerType's scheduleRelative, which runs
// an action a given interval from now, and returns a disposable that cancels it.
//
// `delay(d, scheduler: s)` shifts each element and the completion `d` later on `s`: each
// arriving `next` or `completed` is scheduled with `scheduleRelative` to be forwarded then. An
// error is forwarded at once (as RxSwift's delay does), and the elements still waiting are
// dropped. Disposing the subscription cancels everything still waiting, and a delivery that has
// run is no longer kept in `pending`. The public face, the Producer and the sink's fields are
// written for you. Finish `DelaySink.on(_:)`.
//
// Check it: swift run rxbook check 10.1     Stuck? swift run rxbook hint 10.1
@testable import RxReading

extension ObservableType {
    /// Delivers each element and the completion `dueTime` later on `scheduler`; errors at once.
    func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Delay(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

final class DelaySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let dueTime: RxTimeInterval
    let scheduler: SchedulerType
    /// The scheduled deliveries; the Producer disposes it with the subscription.
    let pending = CompositeDisposable()

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: Observer, cancel: Cancelable) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        // Your code: schedule each `next` and `completed` with `scheduler.scheduleRelative` to
        // be forwarded `dueTime` later, keeping the returned disposable in `pending`; after
        // forwarding the completion, dispose the sink. Forward an error at once, then dispose.
        forwardOn(event)
    }
}

final class Delay<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init { producer, observer, cancel in
            let delay = unsafeDowncast(producer, to: Delay.self)
            let sink = DelaySink(dueTime: delay.dueTime, scheduler: delay.scheduler, observer: observer, cancel: cancel)
            let subscription = delay.source.subscribe(sink)
            return (sink: sink, subscription: Disposables.create(subscription, sink.pending))
        }
    }
}

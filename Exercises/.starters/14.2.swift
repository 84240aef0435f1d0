// Exercise 14.2 (build): an observe(on:) of your own.
// Practises chapter 14, "observe(on:)": each event is handed to the scheduler and delivered
// there, in order, and nothing reaches the observer once the subscription is disposed.
//
// `observe(via: scheduler)` delivers every event of its source on `scheduler`, which the checks
// make a serial one (so scheduling each event in turn keeps their order). An event still waiting
// on the scheduler when the subscription is disposed must not be delivered. After the terminal
// event is delivered, the sink disposes itself. The public face and the Producer are written
// for you. Finish `ObserveViaSink.on(_:)`.
//
// Check it: swift run rxbook check 14.2     Stuck? swift run rxbook hint 14.2
@testable import RxReading

extension ObservableType {
    /// Delivers every event of this sequence on `scheduler` (a serial one), in order.
    func observe(via scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ObserveVia(source: asObservable(), scheduler: scheduler)
    }
}

final class ObserveViaSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let scheduler: ImmediateSchedulerType

    init(scheduler: ImmediateSchedulerType, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        // Your code: schedule the delivery of `event` on `scheduler` instead of delivering it
        // here; after delivering a terminal event, dispose the sink.
        forwardOn(event)
    }
}

final class ObserveVia<Element>: Producer<Element> {
    let source: Observable<Element>
    let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: ObserveVia.self)
            let sink = ObserveViaSink(scheduler: parent.scheduler, observer: observer, cancel: cancel)
            let subscription = parent.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}

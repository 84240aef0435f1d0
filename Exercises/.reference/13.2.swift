// Exercise 13.2 (repair): a subscribe(on:) that disposes in the wrong place.
// Practises chapter 13, section "What moves, and what does not": what subscribe(on:) moves to its
// scheduler, and what it leaves where it happens.
//
// `subscribe(via:)` is a copy of the library's subscribe(on:): it subscribes to its source on
// `scheduler`. Its checks find that the source's subscription is subscribed on the scheduler,
// as it should be, but disposed on whatever thread disposes it, so a source that must be torn
// down where it was set up (a UI object, a run loop source) is torn down on the wrong thread.
// Find the bug and fix it.
//
// Check it: swift run rxbook check 13.2     Stuck? swift run rxbook hint 13.2
@testable import RxReading

extension ObservableType {
    /// Subscribes to this sequence on `scheduler`, and disposes that subscription there too.
    func subscribe(via scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SubscribeVia(source: asObservable(), scheduler: scheduler)
    }
}

final class SubscribeViaSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let source: Observable<Element>
    let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType, observer: Observer, cancel: Cancelable) {
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

final class SubscribeVia<Element>: Producer<Element> {
    let source: Observable<Element>
    let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: SubscribeVia.self)
            let sink = SubscribeViaSink(source: parent.source, scheduler: parent.scheduler, observer: observer, cancel: cancel)
            let subscription = sink.run()
            return (sink: sink, subscription: subscription)
        }
    }
}

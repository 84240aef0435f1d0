// Exercise 08.2 (build): repeatElement(_:count:scheduler:) as a recursive loop.
// Practises chapter 08, "Immediate schedulers and recursion": scheduleRecursive, a loop whose
// every step is scheduled separately, so the scheduler drives it and disposing stops it.
//
// `Observable.repeatElement(x, count: n, scheduler: s)` delivers `x` n times, then completes.
// Each element is one step of a loop written with `scheduler.scheduleRecursive`: a step sends
// one element (or, when all n are sent, the completion) and asks for the next step. Written that
// way, CurrentThreadScheduler keeps the stack flat however large n is, and disposing the
// subscription stops the loop before its next step. The public face and the Producer are
// written for you. Write `RepeatCountSink.run()`.
//
// Check it: swift run rxbook check 08.2     Stuck? swift run rxbook hint 08.2
@testable import RxReading

extension ObservableType {
    /// Delivers `element` `count` times, one scheduled step per element, then completes.
    static func repeatElement(_ element: Element, count: Int, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        RepeatCount(element: element, count: count, scheduler: scheduler)
    }
}

final class RepeatCountSink<Observer: ObserverType>: Sink<Observer> {
    typealias Element = Observer.Element

    let element: Element
    let count: Int
    let scheduler: ImmediateSchedulerType

    init(element: Element, count: Int, scheduler: ImmediateSchedulerType, observer: Observer, cancel: Cancelable) {
        self.element = element
        self.count = count
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    /// Starts the loop; the returned disposable stops it.
    func run() -> Disposable {
        scheduler.scheduleRecursive(0) { sent, recurse in
            if sent < self.count {
                self.forwardOn(.next(self.element))
                recurse(sent + 1)
            } else {
                self.forwardOn(.completed)
                self.dispose()
            }
        }
    }
}

final class RepeatCount<Element>: Producer<Element> {
    let element: Element
    let count: Int
    let scheduler: ImmediateSchedulerType

    init(element: Element, count: Int, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.count = count
        self.scheduler = scheduler
        super.init { producer, observer, cancel in
            let repeating = unsafeDowncast(producer, to: RepeatCount.self)
            let sink = RepeatCountSink(element: repeating.element, count: repeating.count,
                                       scheduler: repeating.scheduler, observer: observer, cancel: cancel)
            let subscription = sink.run()
            return (sink: sink, subscription: subscription)
        }
    }
}

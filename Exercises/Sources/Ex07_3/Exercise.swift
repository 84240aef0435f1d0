// Exercise 07.3 (repair): a create that loses the end.
// Practises chapter 07, "From points to a line": create's AnonymousObservableSink, which lets
// exactly one terminal event through and then disposes the subscription.
//
// `pushing(_:)` works like `Observable.create`: the closure receives an observer and sends
// events to it. Its users report three symptoms:
//   - subscribers never see `completed` or `error` when the closure sends one;
//   - when the closure sends `completed` twice, the second one gets through;
//   - the disposable the closure returns is not disposed when the sequence ends.
// Find the cause in `PushSink` and repair it. The Producer is fine.
//
// Check it: swift run rxbook check 07.3     Stuck? swift run rxbook hint 07.3
@testable import RxReading

/// Like `Observable.create`: `subscribe` sends events to the observer it receives.
func pushing<Element>(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
    Push(subscribe)
}

final class PushSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    /// 0 while running; 1 once a terminal event has gone through.
    let isStopped = AtomicInt(0)

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if load(isStopped) == 1 {
                return
            }
            forwardOn(event)
        case .error, .completed:
            if fetchOr(isStopped, 1) == 1 {
                forwardOn(event)
                dispose()
            }
        }
    }
}

final class Push<Element>: Producer<Element> {
    let subscribeHandler: (AnyObserver<Element>) -> Disposable

    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
        super.init { producer, observer, cancel in
            let push = unsafeDowncast(producer, to: Push.self)
            let sink = PushSink(observer: observer, cancel: cancel)
            let subscription = push.subscribeHandler(AnyObserver(sink))
            return (sink: sink, subscription: subscription)
        }
    }
}

// Exercise 06.2 (repair): a sink that leaks and talks after dispose.
// Practises chapter 06, "Sink, Producer, SinkDisposer": why a sink sends through forwardOn,
// and why it disposes itself after a terminal event.
//
// `scaled(by:)` multiplies every element. Its values are right, but two symptoms were reported:
//   - after a subscription completes, its sink and disposer are never freed (Resources.total
//     stays up: one leak per finished subscription);
//   - after a subscription is disposed, the sink still delivers whatever its source sends to it.
// Find the cause in `ScaleSink` and repair it. The Producer is fine.
//
// Check it: swift run rxbook check 06.2     Stuck? swift run rxbook hint 06.2
@testable import RxReading

extension ObservableType where Element == Int {
    /// Multiplies every element by `factor`.
    func scaled(by factor: Int) -> Observable<Int> {
        Scale(source: asObservable(), factor: factor)
    }
}

final class ScaleSink<Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Int {
    typealias Element = Int

    let factor: Int

    init(factor: Int, observer: Observer, cancel: Cancelable) {
        self.factor = factor
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Int>) {
        switch event {
        case .next(let value):
            observer.on(.next(value * factor))
        case .error, .completed:
            observer.on(event)
        }
    }
}

final class Scale: Producer<Int> {
    let source: Observable<Int>
    let factor: Int

    init(source: Observable<Int>, factor: Int) {
        self.source = source
        self.factor = factor
        super.init { producer, observer, cancel in
            let scale = unsafeDowncast(producer, to: Scale.self)
            let sink = ScaleSink(factor: scale.factor, observer: observer, cancel: cancel)
            let subscription = scale.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}

// Exercise 06.1 (build): skip(_:) as a Producer and a Sink.
// Practises chapter 06, "Sink, Producer, SinkDisposer" (a Sink's forwardOn and dispose), in
// the three-part shape chapter 07 reads in Map.swift: the public face, the Sink, the Producer.
//
// `skip(n)` drops the first n elements of each subscription, then forwards the rest; errors and
// completion pass straight through, whether or not the skipping is over. The public face and
// the Producer are written for you. Finish `SkipSink.on(_:)`.
//
// Check it: swift run rxbook check 06.1     Stuck? swift run rxbook hint 06.1
@testable import RxReading

extension ObservableType {
    /// Drops the first `count` elements, then forwards every later element and the terminal event.
    func skip(_ count: Int) -> Observable<Element> {
        Skip(source: asObservable(), count: count)
    }
}

final class SkipSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    /// How many elements this subscription still has to drop.
    var remaining: Int

    init(count: Int, observer: Observer, cancel: Cancelable) {
        remaining = count
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        // Your code: drop `next` events while `remaining` is above zero, counting down; forward
        // the others. A terminal event is forwarded, then the sink disposes itself.
        forwardOn(event)
    }
}

final class Skip<Element>: Producer<Element> {
    let source: Observable<Element>
    let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
        super.init { producer, observer, cancel in
            let skip = unsafeDowncast(producer, to: Skip.self)
            let sink = SkipSink(count: skip.count, observer: observer, cancel: cancel)
            let subscription = skip.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}

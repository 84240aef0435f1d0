// Exercise 07.1 (build): scan as a Producer and a Sink.
// Practises chapter 07, "From points to a line": the three parts of an operator as Map.swift
// has them (the public face, the Sink, the Producer), with state that belongs to each
// subscription.
//
// `scan(seed, accumulator:)` sends, for each element, the running result of folding the
// elements so far into `seed`: on 1, 2, 3 with seed 0 and `+`, it sends 1, 3, 6. If the
// accumulator throws, the error is sent and the subscription ends. Errors and completion from
// the source pass through. Every subscription starts again from `seed`. The public face and the
// Producer are written; as written, the Sink drops every element and turns errors into
// completion. Finish `ScanSink.on(_:)`.
//
// Check it: swift run rxbook check 07.1     Stuck? swift run rxbook hint 07.1
@testable import RxReading

extension ObservableType {
    /// Sends the running result of folding each element into `seed` with `accumulator`.
    func scan<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        Scan(source: asObservable(), seed: seed, accumulator: accumulator)
    }
}

final class ScanSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Accumulate = Observer.Element
    typealias Accumulator = (Accumulate, SourceElement) throws -> Accumulate

    let accumulator: Accumulator
    /// The running result of this subscription.
    var accumulate: Accumulate

    init(seed: Accumulate, accumulator: @escaping Accumulator, observer: Observer, cancel: Cancelable) {
        self.accumulate = seed
        self.accumulator = accumulator
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceElement>) {
        // Your code: fold each element into `accumulate` and send the result; pass the
        // terminal events through (a throwing accumulator ends the subscription with its error).
        if event.isStopEvent {
            forwardOn(.completed)
            dispose()
        }
    }
}

final class Scan<SourceElement, Accumulate>: Producer<Accumulate> {
    let source: Observable<SourceElement>
    let seed: Accumulate
    let accumulator: (Accumulate, SourceElement) throws -> Accumulate

    init(source: Observable<SourceElement>, seed: Accumulate,
         accumulator: @escaping (Accumulate, SourceElement) throws -> Accumulate) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        super.init { producer, observer, cancel in
            let scan = unsafeDowncast(producer, to: Scan.self)
            let sink = ScanSink(seed: scan.seed, accumulator: scan.accumulator, observer: observer, cancel: cancel)
            let subscription = scan.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}

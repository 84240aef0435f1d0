// region: takeLast
extension ObservableType {
    /// The last `count` elements, sent when the source completes (an error sends none of them).
    /// Until then they wait in a buffer that keeps at most `count` of them. A negative `count`
    /// stops the program when the operator is built, as in RxSwift 6.5.
    ///
    /// - Parameter count: How many of the last elements to send.
    /// - Returns: An observable of the source's last `count` elements, then completion.
    public func takeLast(_ count: Int) -> Observable<Element> {
        TakeLast(source: asObservable(), count: count)
    }
}

/// One subscription to `takeLast`: the newest `count` elements, in chapter 09's ring buffer.
final class TakeLastSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let count: Int
    var elements: Queue<Element>

    init(count: Int, observer: Observer, cancel: Cancelable) {
        self.count = count
        elements = Queue(capacity: count + 1)
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            elements.enqueue(value)
            if elements.count > count {
                _ = elements.dequeue()
            }
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            for element in elements {
                forwardOn(.next(element))
            }
            forwardOn(.completed)
            dispose()
        }
    }
}

/// The observable of `takeLast`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class TakeLast<Element>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let count: Int

    init(source: Observable<Element>, count: Int) {
        if count < 0 {
            rxFatalError("takeLast(_:) needs a count of zero or more, got \(count)")
        }
        self.source = source
        self.count = count
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: TakeLast.self)
            let sink = TakeLastSink(count: parent.count, observer: observer, cancel: cancel)
            let subscription = parent.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: takeLast

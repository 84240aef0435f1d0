// region: enumerated
extension ObservableType {
    /// Pairs each element with its index in this subscription, counting from 0. The element
    /// that would get the index `Int.max` ends the sequence with `RxError.overflow` instead.
    ///
    /// - Returns: An observable of `(index, element)` pairs.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        Enumerated(source: asObservable())
    }
}

/// One subscription to `enumerated()`: its one piece of state is the next index.
final class EnumeratedSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType
    where Observer.Element == (index: Int, element: SourceElement) {
    var nextIndex = 0

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            // RxSwift 6.5 refuses the last index an Int can hold, as well as the one past it.
            if nextIndex == Int.max {
                forwardOn(.error(RxError.overflow))
                dispose()
                return
            }
            let index = nextIndex
            nextIndex += 1
            forwardOn(.next((index: index, element: element)))
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}

// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class Enumerated<SourceElement>: Producer<(index: Int, element: SourceElement)>, @unchecked Sendable {
    let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) {
        self.source = source
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: Enumerated.self)
            let sink = EnumeratedSink<SourceElement, AnyObserver<(index: Int, element: SourceElement)>>(
                observer: observer, cancel: cancel)
            let subscription = parent.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: enumerated

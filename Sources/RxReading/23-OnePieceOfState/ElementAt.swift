// region: elementAt
extension ObservableType {
    /// The element at `index` (counting from 0), then completion at once. A source that
    /// completes before reaching it ends the result with `RxError.argumentOutOfRange`. A
    /// negative `index` stops the program when the operator is built, as in RxSwift 6.5.
    ///
    /// - Parameter index: The position of the element to send, from 0.
    /// - Returns: An observable of the element at `index` alone.
    public func element(at index: Int) -> Observable<Element> {
        ElementAt(source: asObservable(), index: index)
    }

    /// The old spelling of `element(at:)`, which it calls; RxSwift 6.5 deprecates it too.
    ///
    /// - Parameter index: The position of the element to send, from 0.
    /// - Returns: What `element(at: index)` returns.
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}

/// One subscription to `element(at:)`: how many elements are still to pass before the one sent.
final class ElementAtSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    var remaining: Int

    init(index: Int, observer: Observer, cancel: Cancelable) {
        remaining = index
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if remaining == 0 {
                forwardOn(event)
                forwardOn(.completed)
                dispose()
                return
            }
            remaining -= 1
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            forwardOn(.error(RxError.argumentOutOfRange))
            dispose()
        }
    }
}

/// The observable of `element(at:)`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class ElementAt<Element>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let index: Int

    init(source: Observable<Element>, index: Int) {
        if index < 0 {
            rxFatalError("element(at:) needs an index of zero or more, got \(index)")
        }
        self.source = source
        self.index = index
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: ElementAt.self)
            let sink = ElementAtSink(index: parent.index, observer: observer, cancel: cancel)
            let subscription = parent.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: elementAt

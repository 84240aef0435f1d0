// region: asSingle
extension ObservableType {
    /// The sequence as a `Single`, its promise checked: a second element fails it with
    /// `RxError.moreThanOneElement` at once (disposing the source), and a completion without an
    /// element fails it with `RxError.noElements`. The element is sent only at the completion.
    ///
    /// - Returns: A `Single` that succeeds with the one element, or fails.
    public func asSingle() -> Single<Element> {
        PrimitiveSequence(raw: AsSingle(source: asObservable()))
    }
}

/// One subscription to `asSingle`: it holds the element until the source completes.
final class AsSingleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    var element: Element?

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let next):
            if element != nil {
                forwardOn(.error(RxError.moreThanOneElement))
                dispose()
                return
            }
            element = next
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if let element {
                forwardOn(.next(element))
                forwardOn(.completed)
            } else {
                forwardOn(.error(RxError.noElements))
            }
            dispose()
        }
    }
}

/// The observable of `asSingle`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class AsSingle<Element>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: AsSingle.self)
            let sink = AsSingleSink(observer: observer, cancel: cancel)
            return (sink: sink, subscription: parent.source.subscribe(sink))
        }
    }
}
// endregion: asSingle

// region: asMaybe
extension ObservableType {
    /// The sequence as a `Maybe`, its promise checked: a second element fails it with
    /// `RxError.moreThanOneElement` at once (disposing the source). The element, if any, is sent
    /// only at the completion.
    ///
    /// - Returns: A `Maybe` that succeeds with the one element, completes empty without one, or
    ///   fails.
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: AsMaybe(source: asObservable()))
    }
}

/// One subscription to `asMaybe`: it holds the element until the source completes.
final class AsMaybeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
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
            }
            forwardOn(.completed)
            dispose()
        }
    }
}

/// The observable of `asMaybe`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class AsMaybe<Element>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: AsMaybe.self)
            let sink = AsMaybeSink(observer: observer, cancel: cancel)
            return (sink: sink, subscription: parent.source.subscribe(sink))
        }
    }
}
// endregion: asMaybe

// region: dematerialize
extension ObservableType where Element: EventConvertible {
    /// The reverse of `materialize`: each element's event is sent as it is, so an element that
    /// holds an error or a completion ends the result with it.
    ///
    /// - Returns: An observable of the events the elements hold.
    public func dematerialize() -> Observable<Element.Element> {
        Dematerialize(source: asObservable())
    }
}

/// One subscription to `dematerialize`.
final class DematerializeSink<Source: EventConvertible, Observer: ObserverType>: Sink<Observer>, ObserverType
    where Observer.Element == Source.Element {
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            let inner = element.event
            forwardOn(inner)
            if inner.isStopEvent {
                dispose()
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}

/// The observable of `dematerialize`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class Dematerialize<Source: EventConvertible>: Producer<Source.Element>, @unchecked Sendable {
    let source: Observable<Source>

    init(source: Observable<Source>) {
        self.source = source
        super.init { producer, observer, cancel in
            let dematerialize = unsafeDowncast(producer, to: Dematerialize.self)
            let sink = DematerializeSink<Source, AnyObserver<Source.Element>>(observer: observer, cancel: cancel)
            let subscription = dematerialize.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: dematerialize

// region: ifEmptyDefault
extension ObservableType {
    /// Sends this sequence's events, but if it completes without having sent an element, sends
    /// `default` first and then completes. An error goes through as it is.
    ///
    /// - Parameter default: The element sent when the sequence turns out empty.
    /// - Returns: An observable of this sequence's events, or of `default` and the completion.
    public func ifEmpty(default: Element) -> Observable<Element> {
        DefaultIfEmpty(source: asObservable(), default: `default`)
    }
}

/// One subscription to `ifEmpty(default:)`: its one piece of state is whether an element has
/// gone by.
final class DefaultIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let `default`: Element
    var isEmpty = true

    init(default: Element, observer: Observer, cancel: Cancelable) {
        self.default = `default`
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            isEmpty = false
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if isEmpty {
                forwardOn(.next(self.default))
            }
            forwardOn(.completed)
            dispose()
        }
    }
}

// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class DefaultIfEmpty<Element>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let `default`: Element

    init(source: Observable<Element>, default: Element) {
        self.source = source
        self.default = `default`
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: DefaultIfEmpty.self)
            let sink = DefaultIfEmptySink(default: parent.default, observer: observer, cancel: cancel)
            let subscription = parent.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: ifEmptyDefault

// region: filter
extension ObservableType {
    /// Keeps the elements for which `predicate` returns `true`. If `predicate` throws, the
    /// sequence ends with that error.
    ///
    /// - Parameter predicate: Decides whether an element is passed on.
    /// - Returns: An observable of the elements that pass, and the source's terminal event.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Filter(source: asObservable(), predicate: predicate)
    }
}

@usableFromInline
final class FilterSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline
    typealias Predicate = (Element) throws -> Bool
    @usableFromInline
    typealias Element = Observer.Element

    @usableFromInline
    let predicate: Predicate

    @inlinable
    init(predicate: @escaping Predicate, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            do {
                if try predicate(value) {
                    forwardOn(.next(value))
                }
            } catch let error {
                forwardOn(.error(error))
                dispose()
            }
        case .completed, .error:
            forwardOn(event)
            dispose()
        }
    }
}

// Sendable, unchecked: immutable after init; each subscription builds its own sink.
@usableFromInline
final class Filter<Element>: Producer<Element>, @unchecked Sendable {
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let predicate: (Element) throws -> Bool

    @inlinable
    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
        super.init { producer, observer, cancel in
            let filter = unsafeDowncast(producer, to: Filter.self)
            let sink = FilterSink(predicate: filter.predicate, observer: observer, cancel: cancel)
            let subscription = filter.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: filter

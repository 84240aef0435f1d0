// region: single
extension ObservableType {
    /// The source's one element, sent as it arrives, then the source's completion. An empty
    /// source ends the result with `RxError.noElements`; a second element ends it at once with
    /// `RxError.moreThanOneElement`, and the source is disposed.
    ///
    /// - Returns: An observable of the source's one element, then completion.
    public func single() -> Observable<Element> {
        SingleAsync(source: asObservable(), predicate: nil)
    }

    /// `single()` counting only the elements that satisfy `predicate`; the others are dropped.
    ///
    /// - Parameter predicate: Says whether an element counts; what it throws ends the result.
    /// - Returns: An observable of the one element that satisfies `predicate`, then completion.
    @available(swift, obsoleted: 6)
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SingleAsync(source: asObservable(), predicate: predicate)
    }

    /// `single(_:)` for Swift 6 callers: the predicate must be `@Sendable`. It sends the one
    /// element that satisfies `predicate`, failing if there is none or a second one. The Swift 5
    /// twin takes RxSwift 6.5's plain closure.
    ///
    /// - Parameter predicate: Says whether an element counts; what it throws ends the result.
    /// - Returns: An observable of the one element that satisfies `predicate`, then completion.
    @available(swift, introduced: 6)
    public func single(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        SingleAsync(source: asObservable(), predicate: predicate)
    }
}

/// One subscription to `single`: whether the one element has been seen.
final class SingleAsyncSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let predicate: ((Element) throws -> Bool)?
    var seenValue = false

    init(predicate: ((Element) throws -> Bool)?, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            do {
                if let predicate, try !predicate(value) {
                    return
                }
            } catch let error {
                forwardOn(.error(error))
                dispose()
                return
            }
            if seenValue {
                forwardOn(.error(RxError.moreThanOneElement))
                dispose()
                return
            }
            // Set before sending: an observer that makes the source send again from its
            // `onNext` meets a sink that has already seen one.
            seenValue = true
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            forwardOn(seenValue ? .completed : .error(RxError.noElements))
            dispose()
        }
    }
}

/// The observable of `single`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class SingleAsync<Element>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let predicate: ((Element) throws -> Bool)?

    init(source: Observable<Element>, predicate: ((Element) throws -> Bool)?) {
        self.source = source
        self.predicate = predicate
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: SingleAsync.self)
            let sink = SingleAsyncSink(predicate: parent.predicate, observer: observer, cancel: cancel)
            let subscription = parent.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: single

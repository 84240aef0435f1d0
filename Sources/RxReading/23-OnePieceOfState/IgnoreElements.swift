// region: ignoreElements
extension ObservableType {
    /// Drops every element and sends only how the source ends. The result's element type is
    /// `Never`: it cannot send one.
    ///
    /// - Returns: An observable of the source's completion or error alone.
    public func ignoreElements() -> Observable<Never> {
        IgnoreElements(source: asObservable())
    }
}

/// One subscription to `ignoreElements`: the source's end, passed on.
///
/// RxSwift 6.5 builds it as `flatMap` to an empty inner per element; what an observer sees is the
/// same, and one sink with nothing to track costs less.
final class IgnoreElementsSink<Source, Observer: ObserverType>: Sink<Observer>, ObserverType
    where Observer.Element == Never {
    typealias Element = Source

    func on(_ event: Event<Source>) {
        switch event {
        case .next:
            return
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}

/// The observable of `ignoreElements`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class IgnoreElements<Source>: Producer<Never>, @unchecked Sendable {
    let source: Observable<Source>

    init(source: Observable<Source>) {
        self.source = source
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: IgnoreElements.self)
            let sink = IgnoreElementsSink<Source, AnyObserver<Never>>(observer: observer, cancel: cancel)
            let subscription = parent.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: ignoreElements

// region: skipWhile
extension ObservableType {
    /// Drops elements while `predicate` holds; from the first element that fails it, sends every
    /// element without asking again.
    ///
    /// - Parameter predicate: Says whether an element is still dropped; what it throws ends the
    ///   result with that error.
    /// - Returns: An observable of the elements from the first that fails `predicate` on.
    @available(swift, obsoleted: 6)
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SkipWhile(source: asObservable(), predicate: predicate)
    }

    /// `skip(while:)` for Swift 6 callers: the predicate must be `@Sendable`. It drops elements
    /// while `predicate` holds, then sends every one. The Swift 5 twin takes RxSwift 6.5's plain
    /// closure.
    ///
    /// - Parameter predicate: Says whether an element is still dropped; what it throws ends the
    ///   result with that error.
    /// - Returns: An observable of the elements from the first that fails `predicate` on.
    @available(swift, introduced: 6)
    public func skip(while predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        SkipWhile(source: asObservable(), predicate: predicate)
    }

    /// The old spelling of `skip(while:)`, deprecated as in RxSwift 6.5; it builds the same
    /// observable.
    ///
    /// - Parameter predicate: Says whether an element is still dropped; what it throws ends the
    ///   result with that error.
    /// - Returns: An observable of the elements from the first that fails `predicate` on.
    @available(*, deprecated, renamed: "skip(while:)")
    @available(swift, obsoleted: 6)
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SkipWhile(source: asObservable(), predicate: predicate)
    }

    /// The old spelling of `skip(while:)`, for Swift 6 callers: the predicate must be
    /// `@Sendable`. The Swift 5 twin takes RxSwift 6.5's plain closure.
    ///
    /// - Parameter predicate: Says whether an element is still dropped; what it throws ends the
    ///   result with that error.
    /// - Returns: An observable of the elements from the first that fails `predicate` on.
    @available(*, deprecated, renamed: "skip(while:)")
    @available(swift, introduced: 6)
    public func skipWhile(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        SkipWhile(source: asObservable(), predicate: predicate)
    }
}

/// One subscription to `skip(while:)`: whether the gate has opened, after which the predicate is
/// not called again.
final class SkipWhileSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let predicate: (Element) throws -> Bool
    var running = false

    init(predicate: @escaping (Element) throws -> Bool, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if !running {
                do {
                    running = try !predicate(value)
                } catch let error {
                    forwardOn(.error(error))
                    dispose()
                    return
                }
            }
            if running {
                forwardOn(event)
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

/// The observable of `skip(while:)`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class SkipWhile<Element>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: SkipWhile.self)
            let sink = SkipWhileSink(predicate: parent.predicate, observer: observer, cancel: cancel)
            let subscription = parent.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: skipWhile

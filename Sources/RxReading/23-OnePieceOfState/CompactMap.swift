// region: compactMap
extension ObservableType {
    /// Sends `transform` of each element, leaving out the ones it maps to `nil`: `map` and
    /// `filter` in one step. If `transform` throws, the sequence ends with that error.
    ///
    /// - Parameter transform: Turns an element into the result's element, or `nil` to leave it out.
    /// - Returns: An observable of the non-`nil` results of `transform`.
    @available(swift, obsoleted: 6)
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
        -> Observable<Result> {
        CompactMap(source: asObservable(), transform: transform)
    }

    /// `compactMap` for Swift 6 callers: the transform must be `@Sendable`. It sends `transform`
    /// of each element, leaving out the `nil`s; if `transform` throws, the sequence ends with
    /// that error. The Swift 5 twin takes RxSwift 6.5's plain closure.
    ///
    /// - Parameter transform: Turns an element into the result's element, or `nil` to leave it out.
    /// - Returns: An observable of the non-`nil` results of `transform`.
    @available(swift, introduced: 6)
    @inlinable
    public func compactMap<Result>(_ transform: @escaping @Sendable (Element) throws -> Result?)
        -> Observable<Result> {
        CompactMap(source: asObservable(), transform: transform)
    }
}

@usableFromInline
final class CompactMapSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline
    typealias Transform = (SourceElement) throws -> Observer.Element?

    @usableFromInline
    let transform: Transform

    @inlinable
    init(transform: @escaping Transform, observer: Observer, cancel: Cancelable) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let mapped: Observer.Element?
            do {
                mapped = try transform(element)
            } catch let error {
                forwardOn(.error(error))
                dispose()
                return
            }
            if let mapped {
                forwardOn(.next(mapped))
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

// Sendable, unchecked: immutable after init; each subscription builds its own sink.
@usableFromInline
final class CompactMap<SourceElement, Result>: Producer<Result>, @unchecked Sendable {
    @usableFromInline
    let source: Observable<SourceElement>
    @usableFromInline
    let transform: (SourceElement) throws -> Result?

    @inlinable
    init(source: Observable<SourceElement>, transform: @escaping (SourceElement) throws -> Result?) {
        self.source = source
        self.transform = transform
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: CompactMap.self)
            let sink = CompactMapSink(transform: parent.transform, observer: observer, cancel: cancel)
            let subscription = parent.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: compactMap

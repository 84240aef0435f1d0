// region: deferred
extension ObservableType {
    /// A sequence that calls `observableFactory` at each subscription and subscribes to what it
    /// returns, so every subscriber gets a fresh sequence. A factory that throws ends the
    /// subscription with that error.
    ///
    /// - Parameter observableFactory: Makes the sequence for one subscriber.
    /// - Returns: An observable that defers the choice of sequence to each subscription.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>)
        -> Observable<Element> {
        Deferred(observableFactory: observableFactory)
    }
}

final class DeferredSink<Source: ObservableType, Observer: ObserverType>: Sink<Observer>, ObserverType
    where Source.Element == Observer.Element {
    typealias Element = Observer.Element

    func run(_ observableFactory: () throws -> Source) -> Disposable {
        do {
            let source = try observableFactory()
            return source.subscribe(self)
        } catch let error {
            forwardOn(.error(error))
            dispose()
            return Disposables.create()
        }
    }

    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}

// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class Deferred<Source: ObservableType>: Producer<Source.Element>, @unchecked Sendable {
    let observableFactory: () throws -> Source

    init(observableFactory: @escaping () throws -> Source) {
        self.observableFactory = observableFactory
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: Deferred.self)
            let sink = DeferredSink<Source, AnyObserver<Source.Element>>(observer: observer, cancel: cancel)
            let subscription = sink.run(parent.observableFactory)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: deferred

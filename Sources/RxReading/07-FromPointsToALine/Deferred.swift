// region: deferred
extension ObservableType {
    /// A sequence that calls `observableFactory` at each subscription and subscribes to what it
    /// returns, so every subscriber gets a fresh sequence. A factory that throws ends the
    /// subscription with that error.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>)
        -> Observable<Element> {
        Deferred(observableFactory: observableFactory)
    }
}

final private class Deferred<Source: ObservableType>: Producer<Source.Element> {
    typealias Factory = () throws -> Source

    private let observableFactory: Factory

    init(observableFactory: @escaping Factory) {
        self.observableFactory = observableFactory
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Source.Element {
        let sink = DeferredSink<Source, Observer>(observableFactory: observableFactory, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

final private class DeferredSink<Source: ObservableType, Observer: ObserverType>: Sink<Observer>, ObserverType
    where Source.Element == Observer.Element {
    typealias Element = Observer.Element

    private let observableFactory: () throws -> Source

    init(observableFactory: @escaping () throws -> Source, observer: Observer, cancel: Cancelable) {
        self.observableFactory = observableFactory
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
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
// endregion: deferred

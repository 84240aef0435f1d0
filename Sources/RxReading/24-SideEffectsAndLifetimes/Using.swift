// region: using
extension ObservableType {
    /// An observable that, for each subscription, makes a resource, then the sequence that uses
    /// it, and disposes the resource when the subscription ends (by completion, error or
    /// disposal), right after the sequence's own subscription. A factory that throws ends the
    /// subscription with its error (and still disposes a resource already made).
    ///
    /// - Parameters:
    ///   - resourceFactory: Makes the resource of one subscription.
    ///   - observableFactory: Makes the sequence of one subscription from its resource.
    /// - Returns: An observable of the events of the sequence made for each subscription.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Using(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }

    /// `using` for Swift 6 callers: the factories run on the thread that subscribes, so they must
    /// be `@Sendable`. Each subscription makes a resource and the sequence that uses it, and the
    /// resource is disposed when the subscription ends. The Swift 5 twin takes RxSwift 6.5's
    /// plain closures.
    ///
    /// - Parameters:
    ///   - resourceFactory: Makes the resource of one subscription.
    ///   - observableFactory: Makes the sequence of one subscription from its resource.
    /// - Returns: An observable of the events of the sequence made for each subscription.
    @available(swift, introduced: 6)
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping @Sendable () throws -> Resource,
        observableFactory: @escaping @Sendable (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Using(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}
// endregion: using

// region: UsingSink

/// One subscription to `using`: it owns the resource it made.
final class UsingSink<Resource: Disposable, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    func run(_ parent: Using<Element, Resource>) -> Disposable {
        var resource: Disposable = Disposables.create()
        do {
            let made = try parent.resourceFactory()
            resource = made
            let source = try parent.observableFactory(made)
            // The sequence's subscription first, then the resource it used.
            return Disposables.create(source.subscribe(self), resource)
        } catch let error {
            return Disposables.create(Observable<Element>.error(error).subscribe(self), resource)
        }
    }

    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
// endregion: UsingSink

// region: UsingProducer

/// The observable of `using`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class Using<Element, Resource: Disposable>: Producer<Element>, @unchecked Sendable {
    let resourceFactory: () throws -> Resource
    let observableFactory: (Resource) throws -> Observable<Element>

    init(resourceFactory: @escaping () throws -> Resource,
         observableFactory: @escaping (Resource) throws -> Observable<Element>) {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
        super.init { producer, observer, cancel in
            let using = unsafeDowncast(producer, to: Using.self)
            let sink = UsingSink<Resource, AnyObserver<Element>>(observer: observer, cancel: cancel)
            return (sink: sink, subscription: sink.run(using))
        }
    }
}
// endregion: UsingProducer

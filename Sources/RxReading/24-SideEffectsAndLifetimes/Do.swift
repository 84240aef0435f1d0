// region: do
extension ObservableType {
    /// Runs the given closures as the sequence's events pass, and passes every event on
    /// unchanged: `onNext`, `onError`, `onCompleted` before the observer sees the event,
    /// `afterNext`, `afterError`, `afterCompleted` after it; `onSubscribe` before the source is
    /// subscribed, `onSubscribed` after, `onDispose` once the source's subscription is disposed.
    /// A closure that throws ends the sequence with what it threw.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element before the observer gets it.
    ///   - afterNext: Called with each element after the observer got it.
    ///   - onError: Called with the error before the observer gets it.
    ///   - afterError: Called with the error after the observer got it.
    ///   - onCompleted: Called before the observer gets the completion.
    ///   - afterCompleted: Called after the observer got the completion.
    ///   - onSubscribe: Called before the source is subscribed.
    ///   - onSubscribed: Called after the source is subscribed.
    ///   - onDispose: Called once the source's subscription is disposed.
    /// - Returns: An observable of the source's events, unchanged unless a closure throws.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    @inlinable
    public func `do`(onNext: ((Element) throws -> Void)? = nil,
                     afterNext: ((Element) throws -> Void)? = nil,
                     onError: ((Swift.Error) throws -> Void)? = nil,
                     afterError: ((Swift.Error) throws -> Void)? = nil,
                     onCompleted: (() throws -> Void)? = nil,
                     afterCompleted: (() throws -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil,
                     onSubscribed: (() -> Void)? = nil,
                     onDispose: (() -> Void)? = nil) -> Observable<Element> {
        Do(source: asObservable(),
           onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
           onCompleted: onCompleted, afterCompleted: afterCompleted,
           onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
    }

    /// `do` for Swift 6 callers: the closures run on whatever thread the events arrive on, so
    /// they must be `@Sendable`. It runs them as the events pass, and passes every event on
    /// unchanged; a closure that throws ends the sequence with what it threw. The Swift 5 twin
    /// takes RxSwift 6.5's plain closures.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element before the observer gets it.
    ///   - afterNext: Called with each element after the observer got it.
    ///   - onError: Called with the error before the observer gets it.
    ///   - afterError: Called with the error after the observer got it.
    ///   - onCompleted: Called before the observer gets the completion.
    ///   - afterCompleted: Called after the observer got the completion.
    ///   - onSubscribe: Called before the source is subscribed.
    ///   - onSubscribed: Called after the source is subscribed.
    ///   - onDispose: Called once the source's subscription is disposed.
    /// - Returns: An observable of the source's events, unchanged unless a closure throws.
    @available(swift, introduced: 6)
    @inlinable
    public func `do`(onNext: (@Sendable (Element) throws -> Void)? = nil,
                     afterNext: (@Sendable (Element) throws -> Void)? = nil,
                     onError: (@Sendable (Swift.Error) throws -> Void)? = nil,
                     afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
                     onCompleted: (@Sendable () throws -> Void)? = nil,
                     afterCompleted: (@Sendable () throws -> Void)? = nil,
                     onSubscribe: (@Sendable () -> Void)? = nil,
                     onSubscribed: (@Sendable () -> Void)? = nil,
                     onDispose: (@Sendable () -> Void)? = nil) -> Observable<Element> {
        Do(source: asObservable(),
           onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
           onCompleted: onCompleted, afterCompleted: afterCompleted,
           onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
    }
}
// endregion: do

// region: DoSink
/// One subscription to `do`: the caller's closure for the event, the event, the caller's
/// "after" closure. RxSwift folds the six event closures into two closures that switch on the
/// event; here the sink switches once and reads its producer's closures, one call less per event.
@usableFromInline
final class DoSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    @usableFromInline
    typealias Element = Observer.Element

    @usableFromInline
    let parent: Do<Element>

    @inlinable
    init(parent: Do<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        do {
            switch event {
            case .next(let element):
                try parent.onNext?(element)
                forwardOn(event)
                try parent.afterNext?(element)
            case .error(let error):
                try parent.onError?(error)
                forwardOn(event)
                try parent.afterError?(error)
                dispose()
            case .completed:
                try parent.onCompleted?()
                forwardOn(event)
                try parent.afterCompleted?()
                dispose()
            }
        } catch let error {
            // As in RxSwift, an "after" closure that throws sends its error even after the
            // terminal event it followed; the observer's own grammar check drops it there.
            forwardOn(.error(error))
            dispose()
        }
    }
}
// endregion: DoSink

// region: DoProducer
/// The observable of `do`: it runs `onSubscribe` and `onSubscribed` around subscribing to the
/// source, and `onDispose` after disposing the source's subscription.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
@usableFromInline
final class Do<Element>: Producer<Element>, @unchecked Sendable {
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let onNext: ((Element) throws -> Void)?
    @usableFromInline
    let afterNext: ((Element) throws -> Void)?
    @usableFromInline
    let onError: ((Swift.Error) throws -> Void)?
    @usableFromInline
    let afterError: ((Swift.Error) throws -> Void)?
    @usableFromInline
    let onCompleted: (() throws -> Void)?
    @usableFromInline
    let afterCompleted: (() throws -> Void)?
    @usableFromInline
    let onSubscribe: (() -> Void)?
    @usableFromInline
    let onSubscribed: (() -> Void)?
    @usableFromInline
    let onDispose: (() -> Void)?

    @inlinable
    init(source: Observable<Element>,
         onNext: ((Element) throws -> Void)?, afterNext: ((Element) throws -> Void)?,
         onError: ((Swift.Error) throws -> Void)?, afterError: ((Swift.Error) throws -> Void)?,
         onCompleted: (() throws -> Void)?, afterCompleted: (() throws -> Void)?,
         onSubscribe: (() -> Void)?, onSubscribed: (() -> Void)?, onDispose: (() -> Void)?) {
        self.source = source
        self.onNext = onNext
        self.afterNext = afterNext
        self.onError = onError
        self.afterError = afterError
        self.onCompleted = onCompleted
        self.afterCompleted = afterCompleted
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
        // region: DoRun
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: Do.self)
            parent.onSubscribe?()
            let sink = DoSink(parent: parent, observer: observer, cancel: cancel)
            let subscription = parent.source.subscribe(sink)
            parent.onSubscribed?()
            guard let onDispose = parent.onDispose else {
                return (sink: sink, subscription: subscription)
            }
            // The source's subscription first, then the caller's closure: `onDispose` sees
            // the source already let go.
            return (sink: sink, subscription: AnonymousDisposable {
                subscription.dispose()
                onDispose()
            })
        }
        // endregion: DoRun
    }
}
// endregion: DoProducer

// region: just
extension ObservableType {
    /// A sequence of one element, then completion, delivered during `subscribe`.
    ///
    /// - Parameter element: The element each subscriber receives.
    /// - Returns: An observable of that one element.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        Just(element: element)
    }
}

/// The observable of `just`. It has no per-subscription state, so it needs no sink and no
/// `SinkDisposer`: it overrides `subscribeErased` itself and sends two events, with nothing to
/// dispose. (RxSwift makes it a `Producer` that overrides `subscribe`, which comes to the same.)
///
/// The two sends are a closure made where `just` is called, as a producer's `run` is (chapter 06):
/// `subscribeErased` is reached through the class's method table, compiled once for every element
/// type, and building an `Event` there looks up its type at run time on every subscription. The
/// closure captures nothing, so it costs no allocation.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
@usableFromInline
final class Just<Element>: Observable<Element>, @unchecked Sendable {
    @usableFromInline
    let element: Element
    @usableFromInline
    let send: (Element, AnyObserver<Element>) -> Void

    @inlinable
    init(element: Element) {
        self.element = element
        send = { element, observer in
            observer.on(.next(element))
            observer.on(.completed)
        }
        super.init()
    }

    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        send(element, observer)
        return Disposables.create()
    }
}
// endregion: just

// region: JustScheduled
#if CH08
extension ObservableType {
    /// A sequence of one element, then completion, each sent by an action scheduled on
    /// `scheduler`: the element first, and the completion from inside the element's action.
    ///
    /// A subscription disposed before the element receives nothing, and one disposed after it
    /// receives no completion; disposing also cancels the pending action, for a scheduler that
    /// honours cancellation.
    ///
    /// - Parameters:
    ///   - element: The element each subscriber receives.
    ///   - scheduler: Runs the action that sends the element, and then the completion.
    /// - Returns: An observable of that one element.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        JustScheduled(element: element, scheduler: scheduler)
    }
}

/// One subscription to `just(_:scheduler:)`: it schedules the element, and the element's action
/// schedules the completion, so on a scheduler that queues its work the two events are two
/// separate turns, with other work free to run between them.
final class JustScheduledSink<Observer: ObserverType>: Sink<Observer> {
    func run(element: Observer.Element, on scheduler: ImmediateSchedulerType) -> Disposable {
        scheduler.schedule(element) { element in
            self.forwardOn(.next(element))
            return scheduler.schedule(()) { _ in
                self.forwardOn(.completed)
                self.dispose()
                return Disposables.create()
            }
        }
    }
}

/// The observable of `just(_:scheduler:)`. Unlike `Just`, it is a `Producer` with a sink: the
/// events are sent later, so a subscription has something to dispose.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class JustScheduled<Element>: Producer<Element>, @unchecked Sendable {
    let element: Element
    let scheduler: ImmediateSchedulerType

    init(element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: JustScheduled.self)
            let sink = JustScheduledSink(observer: observer, cancel: cancel)
            let subscription = sink.run(element: parent.element, on: parent.scheduler)
            return (sink: sink, subscription: subscription)
        }
    }
}
#endif
// endregion: JustScheduled

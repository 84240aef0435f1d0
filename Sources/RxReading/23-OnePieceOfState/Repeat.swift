// region: repeatElement
extension ObservableType {
    /// Sends `element` forever, each time as a step of `scheduler.scheduleRecursive`, so it never
    /// completes and stops only when disposed.
    ///
    /// - Parameters:
    ///   - element: The element sent again and again.
    ///   - scheduler: Runs each sending as one step.
    /// - Returns: An observable that sends `element` until it is disposed.
    public static func repeatElement(_ element: Element,
                                     scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Observable<Element> {
        RepeatElement(element: element, scheduler: scheduler)
    }
}

/// One subscription to `repeatElement`: a recursion whose state is the element itself.
final class RepeatElementSink<Observer: ObserverType>: Sink<Observer> {
    func run(element: Observer.Element, on scheduler: ImmediateSchedulerType) -> Disposable {
        scheduler.scheduleRecursive(element) { element, recurse in
            self.forwardOn(.next(element))
            recurse(element)
        }
    }
}

// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class RepeatElement<Element>: Producer<Element>, @unchecked Sendable {
    let element: Element
    let scheduler: ImmediateSchedulerType

    init(element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: RepeatElement.self)
            let sink = RepeatElementSink(observer: observer, cancel: cancel)
            let subscription = sink.run(element: parent.element, on: parent.scheduler)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: repeatElement

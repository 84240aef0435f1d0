// region: ofAndFrom
extension ObservableType {
    #if CH09
    /// A sequence of the given elements, then completion.
    ///
    /// Each element is one step of `scheduler.scheduleRecursive`; on the default
    /// `CurrentThreadScheduler` that keeps the stack flat and lets an observer subscribed during
    /// delivery wait its turn (chapter 09).
    ///
    /// - Parameters:
    ///   - elements: The elements to send, in order.
    ///   - scheduler: Runs each step; the current-thread trampoline unless given.
    /// - Returns: An observable of the elements.
    public static func of(_ elements: Element ..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        ObservableSequence(elements: elements, scheduler: scheduler)
    }

    /// A sequence of the elements of `array`, then completion, one scheduled step each.
    ///
    /// - Parameters:
    ///   - array: The elements to send, in order.
    ///   - scheduler: Runs each step; the current-thread trampoline unless given.
    /// - Returns: An observable of the elements.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        ObservableSequence(elements: array, scheduler: scheduler)
    }

    /// A sequence of the elements of `sequence`, then completion, one scheduled step each.
    /// The sequence is iterated afresh for each subscriber.
    ///
    /// - Parameters:
    ///   - sequence: The elements to send, in order.
    ///   - scheduler: Runs each step; the current-thread trampoline unless given.
    /// - Returns: An observable of the elements.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> where Sequence.Element == Element {
        ObservableSequence(elements: sequence, scheduler: scheduler)
    }
    #else
    /// A sequence of the given elements, then completion, all delivered during `subscribe`.
    ///
    /// - Parameter elements: The elements to send, in order.
    /// - Returns: An observable of the elements.
    public static func of(_ elements: Element ...) -> Observable<Element> {
        ObservableSequence(elements: elements)
    }

    /// A sequence of the elements of `array`, then completion.
    ///
    /// - Parameter array: The elements to send, in order.
    /// - Returns: An observable of the elements.
    public static func from(_ array: [Element]) -> Observable<Element> {
        ObservableSequence(elements: array)
    }

    /// A sequence of the elements of `sequence`, then completion.
    ///
    /// - Parameter sequence: The elements to send, in order.
    /// - Returns: An observable of the elements.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Element {
        ObservableSequence(elements: sequence)
    }
    #endif
}
// endregion: ofAndFrom

// region: ObservableSequence
final class ObservableSequenceSink<Sequence: Swift.Sequence, Observer: ObserverType>: Sink<Observer>
    where Sequence.Element == Observer.Element {
    #if CH09
    func run(_ elements: Sequence, on scheduler: ImmediateSchedulerType) -> Disposable {
        // One element per recursive step: the scheduler decides when the next one goes out.
        scheduler.scheduleRecursive(elements.makeIterator()) { iterator, recurse in
            var iterator = iterator
            if let next = iterator.next() {
                self.forwardOn(.next(next))
                recurse(iterator)
            } else {
                self.forwardOn(.completed)
                self.dispose()
            }
        }
    }
    #else
    func run(_ elements: Sequence) -> Disposable {
        // Before schedulers exist, the elements go out in a plain loop, all before `run`
        // returns. Nothing outside can dispose this sink during the loop, since its SinkDisposer
        // holds it only once `run` has returned (chapter 07); the check stops a sink disposed
        // some other way, and chapter 09's scheduled loop is the one disposal can cut short.
        for element in elements {
            if isDisposed {
                return Disposables.create()
            }
            forwardOn(.next(element))
        }
        forwardOn(.completed)
        dispose()
        return Disposables.create()
    }
    #endif
}

// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class ObservableSequence<Sequence: Swift.Sequence>: Producer<Sequence.Element>, @unchecked Sendable {
    let elements: Sequence
    #if CH09
    let scheduler: ImmediateSchedulerType

    init(elements: Sequence, scheduler: ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: ObservableSequence.self)
            let sink = ObservableSequenceSink<Sequence, AnyObserver<Sequence.Element>>(observer: observer, cancel: cancel)
            let subscription = sink.run(parent.elements, on: parent.scheduler)
            return (sink: sink, subscription: subscription)
        }
    }
    #else
    init(elements: Sequence) {
        self.elements = elements
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: ObservableSequence.self)
            let sink = ObservableSequenceSink<Sequence, AnyObserver<Sequence.Element>>(observer: observer, cancel: cancel)
            let subscription = sink.run(parent.elements)
            return (sink: sink, subscription: subscription)
        }
    }
    #endif
}
// endregion: ObservableSequence

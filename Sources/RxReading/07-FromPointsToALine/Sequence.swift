// region: ofAndFrom
extension ObservableType {
    #if CH09
    /// A sequence of the given elements, then completion.
    ///
    /// Each element is one step of `scheduler.scheduleRecursive`; on the default
    /// `CurrentThreadScheduler` that keeps the stack flat and lets an observer subscribed during
    /// delivery wait its turn (chapter 09).
    public static func of(_ elements: Element ..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        ObservableSequence(elements: elements, scheduler: scheduler)
    }

    /// A sequence of the elements of `array`, then completion.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        ObservableSequence(elements: array, scheduler: scheduler)
    }

    /// A sequence of the elements of `sequence`, then completion.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> where Sequence.Element == Element {
        ObservableSequence(elements: sequence, scheduler: scheduler)
    }
    #else
    /// A sequence of the given elements, then completion, all delivered during `subscribe`.
    public static func of(_ elements: Element ...) -> Observable<Element> {
        ObservableSequence(elements: elements)
    }

    /// A sequence of the elements of `array`, then completion.
    public static func from(_ array: [Element]) -> Observable<Element> {
        ObservableSequence(elements: array)
    }

    /// A sequence of the elements of `sequence`, then completion.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Element {
        ObservableSequence(elements: sequence)
    }
    #endif
}
// endregion: ofAndFrom

// region: ObservableSequence
final private class ObservableSequence<Sequence: Swift.Sequence>: Producer<Sequence.Element> {
    fileprivate let elements: Sequence
    #if CH09
    fileprivate let scheduler: ImmediateSchedulerType

    init(elements: Sequence, scheduler: ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
    }
    #else
    init(elements: Sequence) {
        self.elements = elements
    }
    #endif

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ObservableSequenceSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

final private class ObservableSequenceSink<Sequence: Swift.Sequence, Observer: ObserverType>: Sink<Observer>
    where Sequence.Element == Observer.Element {
    private let parent: ObservableSequence<Sequence>

    init(parent: ObservableSequence<Sequence>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        #if CH09
        // One element per recursive step: the scheduler decides when the next one goes out.
        return parent.scheduler.scheduleRecursive(parent.elements.makeIterator()) { iterator, recurse in
            var iterator = iterator
            if let next = iterator.next() {
                self.forwardOn(.next(next))
                recurse(iterator)
            } else {
                self.forwardOn(.completed)
                self.dispose()
            }
        }
        #else
        // Before schedulers exist, the elements go out in a plain loop; disposal stops it.
        for element in parent.elements {
            if isDisposed {
                return Disposables.create()
            }
            forwardOn(.next(element))
        }
        forwardOn(.completed)
        dispose()
        return Disposables.create()
        #endif
    }
}
// endregion: ObservableSequence

// region: skipCount
extension ObservableType {
    /// Drops the first `count` elements and sends the rest. A count of zero or less drops nothing.
    ///
    /// - Parameter count: How many elements to drop.
    /// - Returns: An observable of the source's elements after the first `count`, and its end.
    public func skip(_ count: Int) -> Observable<Element> {
        SkipCount(source: asObservable(), count: count)
    }
}

/// One subscription to `skip(_:)`: how many elements are still to drop.
final class SkipCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    var remaining: Int

    init(count: Int, observer: Observer, cancel: Cancelable) {
        remaining = count
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if remaining <= 0 {
                forwardOn(event)
            } else {
                remaining -= 1
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

/// The observable of `skip(_:)`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class SkipCount<Element>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: SkipCount.self)
            let sink = SkipCountSink(count: parent.count, observer: observer, cancel: cancel)
            let subscription = parent.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: skipCount

// region: skipTime
extension ObservableType {
    /// Drops the elements that arrive before `duration` has passed since the subscription, timed
    /// on `scheduler`, and sends the rest.
    ///
    /// - Parameters:
    ///   - duration: How long after the subscription elements are dropped.
    ///   - scheduler: The scheduler that times `duration`.
    /// - Returns: An observable of the elements that arrive after `duration`, and the source's end.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        SkipTime(source: asObservable(), duration: duration, scheduler: scheduler)
    }
}

/// One subscription to `skip(_:scheduler:)`: a timer that opens the gate, and the source's events,
/// which pass once it is open.
///
/// The timer sends nothing, so there is nothing to serialize: the gate is one atomic flag, set on
/// the timer's thread and read on the source's. (RxSwift 6.5 keeps it in a plain `Bool`.)
final class SkipTimeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let open = AtomicInt(0)

    func run(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) -> Disposable {
        // The timer is set before the source is subscribed: at the deadline's tick, an element
        // the source schedules at subscription comes after the timer on a virtual clock.
        let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
            _ = fetchOr(self.open, 1)
            return Disposables.create()
        }
        let subscription = source.subscribe(self)
        return Disposables.create(timer, subscription)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if isFlagSet(open, 1) {
                forwardOn(event)
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

/// The observable of `skip(_:scheduler:)`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class SkipTime<Element>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let duration: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: SkipTime.self)
            let sink = SkipTimeSink(observer: observer, cancel: cancel)
            let subscription = sink.run(source: parent.source, duration: parent.duration, scheduler: parent.scheduler)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: skipTime

// region: takeTime
extension ObservableType {
    /// Sends the source's elements until `duration` has passed since the subscription, timed on
    /// `scheduler`, then completes (or ends as the source does, if that comes first).
    ///
    /// - Parameters:
    ///   - duration: How long after the subscription elements pass.
    ///   - scheduler: The scheduler that times `duration`.
    /// - Returns: An observable of the elements that arrive within `duration`, then completion.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TakeTime(source: asObservable(), duration: duration, scheduler: scheduler)
    }

    /// The old spelling of `take(for:scheduler:)`, which it calls; RxSwift 6.5 deprecates it
    /// too.
    ///
    /// - Parameters:
    ///   - duration: How long after the subscription elements pass.
    ///   - scheduler: The scheduler that times `duration`.
    /// - Returns: An observable of the elements that arrive within `duration`, then completion.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }
}

/// One subscription to `take(for:scheduler:)`: the source's events and the timer's completion
/// race, decided under the lock and sent after it is released (`SerializingSink`). RxSwift 6.5
/// completes with its lock held.
final class TakeTimeSink<Observer: ObserverType>: SerializingSink<Observer>, ObserverType {
    typealias Element = Observer.Element

    func run(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) -> Disposable {
        // The timer is set before the source is subscribed (RxSwift's order): on a virtual clock,
        // an element a cold source schedules for the deadline's tick comes after the completion.
        let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
            self.send(.completed)
            return Disposables.create()
        }
        let subscription = source.subscribe(self)
        return Disposables.create(timer, subscription)
    }

    func on(_ event: Event<Element>) {
        send(event)
    }
}

/// The observable of `take(for:scheduler:)`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class TakeTime<Element>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let duration: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: TakeTime.self)
            let sink = TakeTimeSink(observer: observer, cancel: cancel)
            let subscription = sink.run(source: parent.source, duration: parent.duration, scheduler: parent.scheduler)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: takeTime

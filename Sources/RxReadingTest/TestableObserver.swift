#if CH12
/// An observer that records each event it receives with the `TestScheduler`'s clock at that
/// moment: what a test compares with its expected `[.next(210, 2), .completed(250)]`.
///
/// Not thread-safe: it is fed on the scheduler's (main) queue.
// region: TestableObserver
public final class TestableObserver<Element>: ObserverType {
    private let scheduler: TestScheduler

    /// The events received so far, with their virtual times.
    public private(set) var events = [Recorded<Event<Element>>]()

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Records `event` with the scheduler's clock.
    ///
    /// - Parameter event: The event to record.
    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}
// endregion: TestableObserver
#endif

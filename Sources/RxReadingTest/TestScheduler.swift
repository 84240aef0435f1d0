#if CH12
/// The virtual-time scheduler of tests: its clock counts `Int` ticks, it makes hot and cold
/// observables from recorded events and observers that record what they receive with the time,
/// and `start` runs the classic test script (create at 100, subscribe at 200, dispose at 1000).
///
/// Work scheduled for "now" runs one tick later (unless `simulateProcessingDelay` is off), so a
/// recorded history shows that something had to happen in between.
///
/// Queued work keeps what it captured alive (a hot observable's deliveries hold the observable,
/// and it holds the scheduler), so a test that stops early should run the rest before it ends,
/// or the chapter tests' leak check reports it.
///
/// Not thread-safe: like every `VirtualTimeScheduler`, use it on the main queue only.
// region: TestScheduler
public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
    /// The virtual times of the `start` script.
    public struct Defaults {
        /// When `start` calls the factory that creates the sequence under test.
        public static let created = 100
        /// When `start` subscribes to it.
        public static let subscribed = 200
        /// When `start` disposes the subscription.
        public static let disposed = 1000
    }

    private let simulateProcessingDelay: Bool

    /// Creates a scheduler whose clock reads `initialClock`.
    ///
    /// - Parameters:
    ///   - initialClock: The tick the clock reads before anything runs.
    ///   - resolution: The real seconds one tick stands for.
    ///   - simulateProcessingDelay: Whether work scheduled for the current tick or earlier (with
    ///     `schedule` or `scheduleRelative`) runs one tick later.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    // region: TestSchedulerFactories
    /// A hot observable: `events` happen at their absolute virtual times whether or not anyone
    /// is subscribed, and a subscriber sees only those after it subscribed.
    ///
    /// - Parameter events: The events to send, each at its absolute virtual time.
    /// - Returns: A testable observable that records its subscriptions.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// A cold observable: each subscriber gets all of `events`, their times counted from the
    /// moment it subscribed.
    ///
    /// - Parameter events: The events to send, each at its offset from the subscription.
    /// - Returns: A testable observable that records its subscriptions.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    /// An observer that records every event it receives with the virtual time it arrived.
    ///
    /// - Parameter type: The element type, where the context does not name it.
    /// - Returns: An observer whose `events` lists what it received.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs `action` at the absolute virtual time `time`.
    ///
    /// - Parameters:
    ///   - time: The absolute virtual time to run it at.
    ///   - action: The work to run.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }
    // endregion: TestSchedulerFactories

    /// Moves work due at or before the clock to the next tick (or keeps it at the clock when
    /// `simulateProcessingDelay` is off).
    ///
    /// - Parameter time: The due time `scheduleRelative` computed.
    /// - Returns: The time to queue the item at.
    override public func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }
}
// endregion: TestScheduler

// region: TestSchedulerStart
extension TestScheduler {
    /// Runs the test script: calls `create` at `created`, subscribes a recording observer to
    /// what it returned at `subscribed`, disposes that subscription at `disposed`, and runs the
    /// scheduler until no work is left.
    ///
    /// Unlike RxTest 6.5, it stops the test when the times are out of order: it needs
    /// `created <= subscribed <= disposed`.
    ///
    /// - Parameters:
    ///   - created: When to call `create`.
    ///   - subscribed: When to subscribe the recording observer.
    ///   - disposed: When to dispose that subscription.
    ///   - create: Makes the sequence under test.
    /// - Returns: the observer, holding the events received while the subscription was alive.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime,
        subscribed: TestTime,
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        if subscribed < created || disposed < subscribed {
            rxFatalErrorInTests("TestScheduler.start needs created <= subscribed <= disposed, but got created \(created), subscribed \(subscribed), disposed \(disposed); a sequence cannot be subscribed before it exists or disposed before it is subscribed")
        }

        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)

        // At equal times, items run in the order they were scheduled: create, subscribe, dispose.
        _ = scheduleAbsoluteVirtual((), time: created) { _ in
            source = create().asObservable()
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: subscribed) { _ in
            subscription = source?.subscribe(observer)
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: disposed) { _ in
            subscription?.dispose()
            return Disposables.create()
        }

        start()

        return observer
    }

    // region: TestSchedulerStartDefaults
    /// The test script with the default creation and subscription times (100 and 200).
    ///
    /// - Parameters:
    ///   - disposed: When to dispose that subscription.
    ///   - create: Makes the sequence under test.
    /// - Returns: The observer, holding the events received while the subscription was alive.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// The test script with the default times: create at 100, subscribe at 200, dispose at 1000.
    ///
    /// - Parameter create: Makes the sequence under test.
    /// - Returns: The observer, holding the events received while the subscription was alive.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
    // endregion: TestSchedulerStartDefaults
}
// endregion: TestSchedulerStart
#endif

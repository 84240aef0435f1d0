#if CH12
/// An observable made by a `TestScheduler` from recorded events, that records when each
/// observer subscribed and unsubscribed. `HotObservable` and `ColdObservable` are its two kinds.
// region: TestableObservable
public class TestableObservable<Element>: ObservableType {
    /// One entry per subscription, in order: when it started and when it ended.
    public internal(set) var subscriptions: [Subscription]

    /// The events the observable replays. Their times are absolute for a hot observable and
    /// relative to each subscription for a cold one.
    public internal(set) var recordedEvents: [Recorded<Event<Element>>]

    /// The scheduler whose clock the events and subscriptions follow.
    let testScheduler: TestScheduler

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
        self.subscriptions = []
    }

    /// Subscribes `observer` and records the subscription; `HotObservable` and `ColdObservable` say
    /// how. The base class stops the test if called.
    ///
    /// - Parameter observer: The observer to receive the events.
    /// - Returns: The handle that ends the subscription and records its end.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        rxFatalErrorInTests("TestableObservable.subscribe is abstract; HotObservable and ColdObservable override it")
    }
}
// endregion: TestableObservable

/// What a testable observable's subscription returns: runs `action` the first time it is
/// disposed. Virtual time runs on one thread, the test's, so the action is a plain closure that
/// may touch the observable's records; `Disposables.create(with:)` would ask Swift 6 code for a
/// `@Sendable` one (chapter 22).
final class VirtualTimeDisposable: Disposable {
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    func dispose() {
        let action = self.action
        self.action = nil
        action?()
    }
}
#endif

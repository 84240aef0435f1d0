#if CH12
/// A testable observable whose events happen at their absolute virtual times, scheduled when it
/// is created, whether or not anyone listens: a subscriber misses everything before it
/// subscribed. The test double of a subject or a UI control.
// region: HotObservable
final class HotObservable<Element>: TestableObservable<Element> {
    private typealias Deliver = (Event<Element>) -> Void

    // The library's `Bag` (this module compiles the same file, as RxTest compiles RxSwift's
    // `Bag`), so observers hear each event in RxTest's order: a new subscriber takes the first
    // slot when an unsubscribe has freed it, and is then called first.
    private var observers = Bag<Deliver>()

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)

        for recordedEvent in recordedEvents {
            testScheduler.scheduleAt(recordedEvent.time) {
                // A copy: an observer that unsubscribes another one during delivery does not
                // change who hears this event.
                let current = self.observers
                current.forEach { deliver in
                    deliver(recordedEvent.value)
                }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let key = observers.insert(observer.on)

        subscriptions.append(Subscription(testScheduler.clock))
        let index = subscriptions.count - 1

        return VirtualTimeDisposable {
            _ = self.observers.removeKey(key)
            let existing = self.subscriptions[index]
            self.subscriptions[index] = Subscription(existing.subscribe, self.testScheduler.clock)
        }
    }
}
// endregion: HotObservable
#endif

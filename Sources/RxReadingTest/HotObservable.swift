#if CH12
/// A testable observable whose events happen at their absolute virtual times, scheduled when it
/// is created, whether or not anyone listens: a subscriber misses everything before it
/// subscribed. The test double of a subject or a UI control.
// region: HotObservable
final class HotObservable<Element>: TestableObservable<Element> {
    private typealias Deliver = (Event<Element>) -> Void

    // In subscription order, so observers hear each event in the order they subscribed.
    private var observers: [(key: Int, deliver: Deliver)] = []
    private var nextKey = 0

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)

        for recordedEvent in recordedEvents {
            testScheduler.scheduleAt(recordedEvent.time) {
                // A copy: an observer that unsubscribes another one during delivery does not
                // change who hears this event.
                let current = self.observers
                for observer in current {
                    observer.deliver(recordedEvent.value)
                }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let key = nextKey
        nextKey += 1
        observers.append((key: key, deliver: observer.on))

        subscriptions.append(Subscription(testScheduler.clock))
        let index = subscriptions.count - 1

        return Disposables.create {
            self.observers.removeAll { $0.key == key }
            let existing = self.subscriptions[index]
            self.subscriptions[index] = Subscription(existing.subscribe, self.testScheduler.clock)
        }
    }
}
// endregion: HotObservable
#endif

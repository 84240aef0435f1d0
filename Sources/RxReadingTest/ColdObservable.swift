#if CH12
/// A testable observable that replays all of its events to each subscriber, their times counted
/// from the moment that subscriber subscribed. The test double of a network request or a file
/// read: nothing happens until someone asks.
// region: ColdObservable
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscriptions.append(Subscription(testScheduler.clock))
        let index = subscriptions.count - 1

        var isDisposed = false

        for recordedEvent in recordedEvents {
            _ = testScheduler.scheduleRelativeVirtual((), dueTime: recordedEvent.time) { _ in
                if !isDisposed {
                    observer.on(recordedEvent.value)
                }
                return Disposables.create()
            }
        }

        return VirtualTimeDisposable {
            isDisposed = true
            let existing = self.subscriptions[index]
            self.subscriptions[index] = Subscription(existing.subscribe, self.testScheduler.clock)
        }
    }
}
// endregion: ColdObservable
#endif

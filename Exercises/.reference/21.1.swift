// Exercise 21.1 (build): a retry that loops.
// Practises chapter 21, sections "retry: the same source, subscribed again" and "A loop, not a
// recursion".
//
// Write `retrying(_:attempts:)`: subscribe to `source`; when it fails and fewer than `attempts`
// subscriptions have been made, subscribe to it again (a new subscription, so the source's own
// work runs again); send its elements on, its completion on, and the last failure on when the
// attempts are used up. A source that fails while it is being subscribed must not make your
// code call itself: 10,000 such failures in a row have to run on one stack depth. Assume one
// thread. `SerialDisposable` and `SingleAssignmentDisposable` are the tools.
//
// Check it: swift run rxbook check 21.1     Stuck? swift run rxbook hint 21.1
@testable import RxReading

func retrying<Element>(_ source: Observable<Element>, attempts: Int) -> Observable<Element> {
    Observable.create { observer in
        let current = SerialDisposable()
        var made = 0
        var due = true        // an attempt is due
        var looping = false   // the loop below is running, further up the stack
        func loop() {
            looping = true
            while due && !current.isDisposed {
                due = false
                made += 1
                let attempt = SingleAssignmentDisposable()
                current.disposable = attempt
                attempt.setDisposable(source.subscribe { event in
                    switch event {
                    case .next, .completed:
                        observer.on(event)
                    case .error:
                        if made < attempts {
                            due = true
                            // During a subscribe, the loop above makes the attempt; later, start it.
                            if !looping {
                                loop()
                            }
                        } else {
                            observer.on(event)
                        }
                    }
                })
            }
            looping = false
        }
        loop()
        return current
    }
}

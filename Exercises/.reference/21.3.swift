// Exercise 21.3 (repair): a concat that recurses.
// Practises chapter 21, section "A loop, not a recursion".
//
// `concatAll` subscribes to its sources one after another, each when the one before has
// completed. It is right about order and errors, but it subscribes the next source from inside
// the completion of the one before: sources that complete while they are being subscribed (like
// `just`) nest one `subscribeNext` inside the last, and the stack grows with every source. The
// checks measure it over 1,000 `just`s (a few thousand more would overflow the stack). Make it a
// loop: a completion that arrives while `subscribeNext` is still subscribing only marks the
// next source as due, and the loop there subscribes it. Keep the rest. Assume one thread.
//
// Check it: swift run rxbook check 21.3     Stuck? swift run rxbook hint 21.3
@testable import RxReading

func concatAll<Element>(_ sources: [Observable<Element>]) -> Observable<Element> {
    Observable.create { observer in
        let current = SerialDisposable()
        var index = 0
        var due = true        // the next source should be subscribed
        var looping = false   // subscribeNext's loop is running, further up the stack
        func subscribeNext() {
            looping = true
            while due && !current.isDisposed {
                due = false
                guard index < sources.count else {
                    observer.onCompleted()
                    break
                }
                let source = sources[index]
                index += 1
                let subscription = SingleAssignmentDisposable()
                current.disposable = subscription
                subscription.setDisposable(source.subscribe { event in
                    switch event {
                    case .next, .error:
                        observer.on(event)
                    case .completed:
                        due = true
                        if !looping {
                            subscribeNext()
                        }
                    }
                })
            }
            looping = false
        }
        subscribeNext()
        return current
    }
}

import Dispatch
import RxReading

extension Demos {
    /// Chapter 14's demos: where each closure of a chain runs.
    static let chapter14: [Demo] = [
        Demo(chapter: 14, name: "subscribe-on-observe-on",
             title: "create → subscribe(on:) → observe(on:) → map → subscribe: the source runs where subscribe(on:) sends the subscription, map and the observer where observe(on:) sends the events",
             trace: DemoTrace(kinds: ["trampoline", "subscribe", "schedule", "action", "on", "log"])) { log in
            // The chain of the subscribeOn/observeOn source analysis, with queues the demo can
            // hold: each starts suspended and is let go when the work before it is done, so the
            // steps come in one order on every run. In real use the caller goes on at once, and
            // the source may send its next event while the serial queue delivers the last.
            let concurrent = DemoThread.queue("concurrent", concurrent: true)
            let serial = DemoThread.queue("serial")
            concurrent.suspend()
            serial.suspend()
            let subscription = Observable<String>.create { observer in
                log.print("create's closure runs on \(DemoThread.current)")
                observer.onNext("I'm ")
                observer.onCompleted()
                return Disposables.create()
            }
            .subscribe(on: ConcurrentDispatchQueueScheduler(queue: concurrent))
            .observe(on: SerialDispatchQueueScheduler(queue: serial, internalSerialQueueName: "serial"))
            .map { text -> String in
                log.print("map runs on \(DemoThread.current)")
                return text + "rx"
            }
            .subscribe(onNext: { log.print("observer: next(\($0)) on \(DemoThread.current)") })
            log.print("subscribe returned on \(DemoThread.current)")
            // A queue is quiet after two waits: work that the first wait's work schedules on the
            // same queue is waited for by the second.
            concurrent.resume()
            concurrent.sync(flags: .barrier) {}
            concurrent.sync(flags: .barrier) {}
            concurrent.suspend()
            serial.resume()
            serial.sync {}
            serial.sync {}
            concurrent.resume()
            concurrent.sync(flags: .barrier) {}
            concurrent.sync(flags: .barrier) {}
            subscription.dispose()
        },
    ]
}

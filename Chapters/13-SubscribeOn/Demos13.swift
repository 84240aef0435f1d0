import Dispatch
import Foundation
import RxReading

extension Demos {
    /// Chapter 13's demos: two subscribe(on:) in one chain.
    static let chapter13: [Demo] = [
        Demo(chapter: 13, name: "two-subscribe-on",
             title: "Two subscribe(on:): the subscription hops to the outer queue, then to the inner one, where the source runs",
             trace: DemoTrace(kinds: ["trampoline", "subscribe", "schedule", "action", "on", "log"])) { log in
            // Each queue starts suspended and is let go only when the work before it is done, so
            // the steps come in one order on every run; in real use the caller's thread goes on
            // while the queues work.
            let inner = DemoThread.queue("inner")
            let outer = DemoThread.queue("outer")
            inner.suspend()
            outer.suspend()
            let source = Observable<String>.create { observer in
                log.print("create's closure runs on \(DemoThread.current)")
                observer.onNext("A")
                observer.onCompleted()
                return Disposables.create()
            }
            let subscription = source
                .subscribe(on: SerialDispatchQueueScheduler(queue: inner, internalSerialQueueName: "inner"))
                .subscribe(on: SerialDispatchQueueScheduler(queue: outer, internalSerialQueueName: "outer"))
                .subscribe(onNext: { log.print("observer: next(\($0)) on \(DemoThread.current)") })
            log.print("subscribe returned on \(DemoThread.current)")
            // A queue is quiet after two waits: work that the first wait's work schedules on the
            // same queue is waited for by the second.
            outer.resume()
            outer.sync {}
            outer.sync {}
            outer.suspend()
            inner.resume()
            inner.sync {}
            inner.sync {}
            outer.resume()
            outer.sync {}
            outer.sync {}
            subscription.dispose()
        },
    ]
}

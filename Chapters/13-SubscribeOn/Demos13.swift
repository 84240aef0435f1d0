import Dispatch
import Foundation
import RxReading
import RxReadingTest

extension Demos {
    /// Chapter 13's demos: where each closure of a subscribe(on:) chain runs, two subscribe(on:)
    /// in one chain, and the times a TestScheduler records for them.
    static let chapter13: [Demo] = [
        Demo(chapter: 13, name: "where-each-closure-runs",
             title: "subscribe(on:) moves create's closure and its disposable; the elements run where the source sends them") { log in
            // Both queues start suspended and are let go one at a time, so the lines come in one
            // order on every run; in real use the sender could start while the caller goes on.
            let subscribing = DemoThread.queue("subscribing")
            let sending = DemoThread.queue("sending")
            subscribing.suspend()
            sending.suspend()
            let source = Observable<Int>.create { observer in
                log.print("create's closure on \(DemoThread.current)")
                sending.async {
                    observer.onNext(1)
                    observer.onNext(2)
                }
                return Disposables.create { log.print("create's disposable on \(DemoThread.current)") }
            }
            let subscription = source
                .map { value -> Int in
                    log.print("map(\(value)) on \(DemoThread.current)")
                    return value * 10
                }
                .subscribe(on: SerialDispatchQueueScheduler(queue: subscribing, internalSerialQueueName: "subscribing"))
                .subscribe(onNext: { log.print("onNext(\($0)) on \(DemoThread.current)") },
                           onDisposed: { log.print("onDisposed on \(DemoThread.current)") })
            log.print("subscribe returned on \(DemoThread.current)")
            subscribing.resume()
            subscribing.sync {}
            subscribing.sync {}
            subscribing.suspend()
            sending.resume()
            sending.sync {}
            sending.sync {}
            subscription.dispose()
            log.print("dispose returned on \(DemoThread.current)")
            subscribing.resume()
            subscribing.sync {}
            subscribing.sync {}
        },
        Demo(chapter: 13, name: "two-subscribe-on",
             title: "Two subscribe(on:): the subscription hops to the outer queue, then to the inner one, where the source runs",
             // The subscription's hops and the scheduled work, in five participants so that the
             // diagram stays legible at a page's width (the caller, the source's producer and the
             // outer disposer are left out); the events are the demo's printed lines, which the
             // chapter shows beside the diagram.
             trace: DemoTrace(kinds: ["subscribe", "schedule", "action", "log"], droppingMessages: ["observer: "], droppingParticipants: ["caller", "AnonymousObservable#1", "SinkDisposer#1"])) { log in
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
        Demo(chapter: 13, name: "on-a-test-scheduler",
             title: "On a TestScheduler: subscribed at 201, unsubscribed a tick after the source completes or start disposes") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let completing = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
            let first = scheduler.start { completing.subscribe(on: scheduler) }
            log.print("source completes at 300:")
            log.print("  recorded: \(first.events.map(\.debugDescription).joined(separator: ", "))")
            log.print("  source's subscriptions: \(completing.subscriptions.map(\.debugDescription).joined(separator: ", "))")

            let again = TestScheduler(initialClock: 0)
            let endless = again.createHotObservable([.next(150, 1), .next(210, 2)])
            let second = again.start { endless.subscribe(on: again) }
            log.print("source never completes, start disposes at 1000:")
            log.print("  recorded: \(second.events.map(\.debugDescription).joined(separator: ", "))")
            log.print("  source's subscriptions: \(endless.subscriptions.map(\.debugDescription).joined(separator: ", "))")
        },
    ]
}

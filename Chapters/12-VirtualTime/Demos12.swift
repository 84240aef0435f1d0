import Foundation
import RxReading
import RxReadingTest

extension Demos {
    /// Chapter 12's demos: virtual-time tests run on a `TestScheduler`, their recorded events
    /// printed. Everything runs on the thread that drives the scheduler, the main thread.
    static let chapter12: [Demo] = [
        Demo(chapter: 12, name: "start-script",
             title: "start(): the factory runs at 100, the subscription at 200, the disposal at 1000",
             body: startScript),
        Demo(chapter: 12, name: "operator-test",
             title: "A virtual-time test of interval, take(3) and map: thirty seconds of timer in no time",
             body: operatorTest),
        Demo(chapter: 12, name: "one-tick-later",
             title: "Work scheduled for now while the scheduler runs lands one tick later",
             body: oneTickLater),
    ]

    /// A hot source with events before, during and after the subscription, behind a `create`
    /// that prints when it is subscribed to and disposed.
    @Sendable private static func startScript(_ log: DemoLog) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(500, 2),
            .next(1_100, 3),
        ])
        let observer = scheduler.start { () -> Observable<Int> in
            log.print("factory called at \(scheduler.clock) on \(DemoThread.current)")
            return Observable.create { observer in
                log.print("subscribed at \(scheduler.clock) on \(DemoThread.current)")
                let subscription = xs.subscribe(observer)
                return Disposables.create {
                    log.print("disposed at \(scheduler.clock) on \(DemoThread.current)")
                    subscription.dispose()
                }
            }
        }
        log.print("recorded: \(describe(observer.events))")
        log.print("hot source's subscriptions: \(describe(xs.subscriptions))")
        log.print("clock when start() returned: \(scheduler.clock)")
    }

    /// The chain of `testIntervalTakeAndMapOnVirtualTime`, with `map`'s closure printing when
    /// and where it runs.
    @Sendable private static func operatorTest(_ log: DemoLog) {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            Observable<Int>.interval(.seconds(10), scheduler: scheduler)
                .take(3)
                .map { value -> Int in
                    log.print("map(\(value)) at \(scheduler.clock) on \(DemoThread.current)")
                    return value * 10
                }
        }
        log.print("recorded: \(describe(observer.events))")
    }

    /// An action at 200 schedules for now; then `just` on a scheduler with the processing
    /// delay and on one without.
    @Sendable private static func oneTickLater(_ log: DemoLog) {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.scheduleAt(200) {
            log.print("action at \(scheduler.clock) schedules work for now")
            _ = scheduler.schedule(()) { _ in
                log.print("that work runs at \(scheduler.clock)")
                return Disposables.create()
            }
        }
        scheduler.start()

        let delayed = TestScheduler(initialClock: 0)
        let withDelay = delayed.start { Observable.just(42, scheduler: delayed) }
        log.print("just(42, scheduler:), delay on:  \(describe(withDelay.events))")

        let immediate = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let withoutDelay = immediate.start { Observable.just(42, scheduler: immediate) }
        log.print("just(42, scheduler:), delay off: \(describe(withoutDelay.events))")
    }

    /// Records as RxTest prints them, in one line: `next(2) @ 500, completed @ 600`.
    private static func describe<Value: CustomDebugStringConvertible>(_ values: [Value]) -> String {
        values.isEmpty ? "nothing" : values.map(\.debugDescription).joined(separator: ", ")
    }
}

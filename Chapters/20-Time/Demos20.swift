import RxReading
import RxReadingTest

extension Demos {
    /// Chapter 20's demos: a search box typed into, through debounce and through throttle, on
    /// virtual time; and timeout's late element.
    static let chapter20: [Demo] = [
        Demo(chapter: 20, name: "search-box",
             title: "Keystrokes at virtual times (in ticks) through debounce(30) and throttle(30): debounce waits for the typist to pause, throttle samples while they type",
             body: searchBox),
        Demo(chapter: 20, name: "timeout-late",
             title: "timeout(20, other:) on a request that would answer at 250: at 220 the timer wins, the cache is subscribed first and the request cancelled after, so the answer never comes",
             body: timeoutLate),
    ]

    @Sendable private static func searchBox(_ log: DemoLog) {
        let scheduler = TestScheduler(initialClock: 0)
        let typed = scheduler.createHotObservable([
            .next(210, "r"), .next(220, "rx"), .next(230, "rxs"), .next(240, "rxsw"),
            .next(300, "rxswi"), .next(310, "rxswif"), .next(320, "rxswift"), .completed(330),
        ])
        let debounced = scheduler.createObserver(String.self)
        let throttled = scheduler.createObserver(String.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(typed.debounce(.seconds(30), scheduler: scheduler).subscribe(debounced))
            subscriptions.append(typed.throttle(.seconds(30), scheduler: scheduler).subscribe(throttled))
        }
        scheduler.start()
        subscriptions.forEach { $0.dispose() }
        for event in typed.recordedEvents {
            log.print("typed     \(event.time): \(event.value)")
        }
        for event in debounced.events {
            log.print("debounce  \(event.time): \(event.value)")
        }
        for event in throttled.events {
            log.print("throttle  \(event.time): \(event.value)")
        }
    }

    @Sendable private static func timeoutLate(_ log: DemoLog) {
        let scheduler = TestScheduler(initialClock: 0)
        let request = Observable<String>.create { observer in
            log.print("\(scheduler.clock): request sent")
            let answer = scheduler.scheduleAbsoluteVirtual((), time: 250) { _ in
                log.print("\(scheduler.clock): server answers")
                observer.onNext("fresh")
                observer.onCompleted()
                return Disposables.create()
            }
            return Disposables.create {
                log.print("\(scheduler.clock): request cancelled")
                answer.dispose()
            }
        }
        let cached = Observable<String>.create { observer in
            log.print("\(scheduler.clock): cache read")
            observer.onNext("cached")
            observer.onCompleted()
            return Disposables.create()
        }
        let observer = scheduler.start { request.timeout(.seconds(20), other: cached, scheduler: scheduler) }
        for event in observer.events {
            log.print("received  \(event.time): \(event.value)")
        }
    }
}

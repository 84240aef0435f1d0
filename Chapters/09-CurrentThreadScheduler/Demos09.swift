import RxReading

extension Demos {
    /// The Part II reading's example: three actions, each scheduled from inside the one before,
    /// each printing a number before and after it schedules the next (1, schedule, 2; 3,
    /// schedule, 4; 5).
    static func scheduleOneToFive(on scheduler: ImmediateSchedulerType, log: DemoLog) {
        _ = scheduler.schedule(()) { _ in
            log.print("1")
            _ = scheduler.schedule(()) { _ in
                log.print("3")
                _ = scheduler.schedule(()) { _ in
                    log.print("5")
                    return Disposables.create()
                }
                log.print("4")
                return Disposables.create()
            }
            log.print("2")
            return Disposables.create()
        }
    }

    /// Chapter 09's demos: the trampoline's order, what it does for subscriptions, and where a
    /// chain with no scheduler runs.
    static let chapter09: [Demo] = [
        Demo(chapter: 9, name: "trampoline-order",
             title: "Schedules made inside a running action wait for it: 1, 2, 3, 4, 5 (the Part II reading's example)",
             trace: DemoTrace()) { log in
            scheduleOneToFive(on: CurrentThreadScheduler.instance, log: log)
        },
        Demo(chapter: 9, name: "without-a-queue",
             title: "The same nesting on a scheduler with no queue: each action runs inside the one that scheduled it") { log in
            scheduleOneToFive(on: InlineScheduler(), log: log)
        },
        Demo(chapter: 9, name: "nested-subscriptions",
             title: "An of(1, 2, 3) subscribed inside another's onNext: on the trampoline the two take turns; with no queue the inner one runs whole first") { log in
            for (name, scheduler) in [("CurrentThreadScheduler", CurrentThreadScheduler.instance as ImmediateSchedulerType),
                                      ("InlineScheduler", InlineScheduler())] {
                var line: [String] = []
                let inner = Observable.of(1, 2, 3, scheduler: scheduler)
                _ = Observable.of(1, 2, 3, scheduler: scheduler).subscribe(onNext: { element in
                    line.append("outer \(element)")
                    if element == 1 {
                        _ = inner.subscribe(onNext: { line.append("inner \($0)") },
                                            onCompleted: { line.append("inner completed") })
                    }
                }, onCompleted: {
                    line.append("outer completed")
                })
                log.print("on \(name):")
                log.print("  " + line.joined(separator: ", "))
            }
        },
        Demo(chapter: 9, name: "take-stops-the-loop",
             title: "from(1...1000).take(3): the loop is stopped after three elements, because its steps wait for subscribe to finish") { log in
            var pulled = 0
            let thousand = (1 ... 1000).lazy.map { element -> Int in
                pulled += 1
                return element
            }
            _ = Observable.from(thousand).take(3).subscribe(onNext: { log.print("next(\($0))") },
                                                            onCompleted: { log.print("completed") })
            log.print("elements taken from the sequence: \(pulled)")
        },
        Demo(chapter: 9, name: "which-thread",
             title: "A chain with no scheduler runs where it is subscribed, and delivers where its source sends") { log in
            let chain = Observable.of(1, 2).map { $0 * 10 }
            for label in ["first", "second"] {
                DemoThread.queue(label).sync {
                    _ = chain.subscribe(onNext: { log.print("next(\($0)) on \(DemoThread.current)") })
                }
            }
            let sender = DemoThread.queue("sender")
            let source = Observable<Int>.create { observer in
                log.print("create's closure on \(DemoThread.current)")
                sender.sync { observer.onNext(7) }
                return Disposables.create()
            }
            DemoThread.queue("subscriber").sync {
                _ = source.map { $0 * 10 }.subscribe(onNext: { log.print("next(\($0)) on \(DemoThread.current)") })
            }
        },
    ]
}

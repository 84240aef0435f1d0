import RxReading

extension Demos {
    /// Chapter 09's demos: the trampoline's order.
    static let chapter09: [Demo] = [
        Demo(chapter: 9, name: "trampoline-order",
             title: "Schedules made inside a running action wait for it: 1, 2, 3, 4, 5 (the Part II reading's example)",
             trace: DemoTrace()) { log in
            let scheduler = CurrentThreadScheduler.instance
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
        },
    ]
}

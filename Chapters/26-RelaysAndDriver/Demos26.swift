import Foundation
import RxReading

/// A label of the reader's own: the `.rx` demo binds its title.
private final class TitleLabel: ReactiveCompatible {
    var title = ""
    let log: DemoLog

    init(log: DemoLog) {
        self.log = log
    }
}

// region: titleBinder
extension Reactive where Base: TitleLabel {
    /// Sets the label's title, on the main scheduler, while the label is alive.
    fileprivate var title: Binder<String> {
        Binder(base) { label, title in
            label.title = title
            label.log.print("  the label shows \"\(title)\"")
        }
    }
}
// endregion: titleBinder

/// Spins the main run loop until `done` says so (chapter 11: on Linux, someone has to turn it).
private func spinMainRunLoop(until done: () -> Bool) {
    let deadline = Date().addingTimeInterval(5)
    while !done() && Date() < deadline {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
}

/// A flag two threads read and write.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    var value: Bool {
        lock.lock()
        defer { lock.unlock() }
        return raised
    }

    func raise() {
        lock.lock()
        raised = true
        lock.unlock()
    }
}

extension Demos {
    /// Chapter 26's demos: one `accept` on its way to `drive`, what a binding does to a subject and
    /// to a relay, a driver fed from another thread, and a binder of the reader's own through `.rx`.
    static let chapter26: [Demo] = [
        Demo(chapter: 26, name: "accept-to-drive",
             title: "relay.asDriver().drive(onNext:): subscribing replays the relay's value, then one accept goes through observe(on:) the main scheduler and the share to drive's closure",
             trace: DemoTrace(kinds: ["on", "schedule", "action", "log"],
                              droppingParticipants: ["ObserveOnSerialDispatchQueue#1"]),
             body: acceptToDrive),
        Demo(chapter: 26, name: "bind-ends",
             title: "bind(to:) a subject passes the source's completion on, and the subject is finished; bind(to:) a relay drops it, and the relay goes on",
             body: bindEnds),
        Demo(chapter: 26, name: "driver-main-thread",
             title: "A relay accepted into from another thread: the driver's closure runs on the main thread, once the main thread turns its run loop",
             body: driverMainThread),
        Demo(chapter: 26, name: "rx-binder",
             title: "A Binder of the reader's own through .rx: bound on the main scheduler while the label lives, and nothing once it is gone",
             body: rxBinder),
    ]

    @Sendable private static func acceptToDrive(_ log: DemoLog) {
        let relay = BehaviorRelay(value: 0)
        let subscription = relay.asDriver().drive(onNext: { log.print("drive's closure: \($0)") })
        log.print("accept(1)")
        relay.accept(1)
        subscription.dispose()
    }

    @Sendable private static func bindEnds(_ log: DemoLog) {
        let subject = PublishSubject<String>()
        _ = subject.subscribe(onNext: { log.print("  subject's subscriber: \($0)") },
                              onCompleted: { log.print("  subject's subscriber: completed") })
        log.print("Observable.of(\"a\").bind(to: subject)")
        _ = Observable.of("a").bind(to: subject)
        log.print("subject.onNext(\"b\")")
        subject.onNext("b")
        log.print("  (nothing: the subject has completed)")

        let relay = PublishRelay<String>()
        _ = relay.subscribe(onNext: { log.print("  relay's subscriber: \($0)") },
                            onCompleted: { log.print("  relay's subscriber: completed") })
        log.print("Observable.of(\"a\").bind(to: relay)")
        _ = Observable.of("a").bind(to: relay)
        log.print("relay.accept(\"b\")")
        relay.accept("b")
    }

    @Sendable private static func driverMainThread(_ log: DemoLog) {
        let relay = BehaviorRelay(value: 0)
        let delivered = Flag()
        let subscription = relay.asDriver().drive(onNext: { value in
            log.print("drive's closure: \(value), on \(DemoThread.current)")
            if value == 1 { delivered.raise() }
        })
        let worker = DemoThread.queue("worker")
        worker.sync {
            log.print("\(DemoThread.current): accept(1)")
            relay.accept(1)
            log.print("\(DemoThread.current): accept returned; relay.value is \(relay.value)")
        }
        log.print("the main thread spins its run loop")
        spinMainRunLoop { delivered.value }
        subscription.dispose()
    }

    @Sendable private static func rxBinder(_ log: DemoLog) {
        let subject = PublishSubject<String>()
        var label: TitleLabel? = TitleLabel(log: log)
        _ = subject.bind(to: label!.rx.title)
        log.print("onNext(\"Inbox\")")
        subject.onNext("Inbox")
        weak let watched = label
        label = nil
        log.print("the label is released; alive: \(watched != nil)")
        log.print("onNext(\"Sent\")")
        subject.onNext("Sent")
        log.print("onCompleted()")
        subject.onCompleted()
        log.print("  (the binder ignores it)")
    }
}

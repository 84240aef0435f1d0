import Foundation
import RxReading

extension Demos {
    /// Chapter 07's demos.
    static let chapter07: [Demo] = [
        Demo(chapter: 7, name: "hello-world",
             title: "Part I's example: create sends Hello World, completes, then Hello again") { log in
            let disposeBag = DisposeBag()
            Observable<String>.create { observer in
                observer.onNext("Hello World")
                observer.onCompleted()
                observer.onNext("Hello again")
                return Disposables.create {
                    log.print("create's disposable disposed")
                }
            }
            .subscribe { event in
                log.print(String(describing: event))
            }
            .disposed(by: disposeBag)
        },
        Demo(chapter: 7, name: "chain-subscription",
             title: "The chain's subscription: each producer subscribes its new sink to the producer above",
             trace: DemoTrace(kinds: ["subscribe"]), body: { chainLife($0) }),
        Demo(chapter: 7, name: "chain-events",
             title: "The chain's events: each element goes all the way down before the next is sent",
             trace: DemoTrace(kinds: ["on"]), body: { chainLife($0) }),
        Demo(chapter: 7, name: "chain-life",
             title: "One create → map → filter → subscribe chain: subscription up, events down, disposal up from the bottom",
             trace: DemoTrace(kinds: ["on", "dispose"], droppingMessages: ["next(", "disposed already"],
                              droppingParticipants: ["caller", "AnonymousDisposable#2", "BinaryDisposable#1",
                                                     "MapSink#1", "AnonymousObservableSink#1", "AnonymousDisposable#1"]),
             body: { chainLife($0) }),
        Demo(chapter: 7, name: "tracker-warning",
             title: "A re-entrant onNext: what a debug build's tracker reports") { log in
            let reports = ReportLog()
            let previous = Hooks.synchronizationAnomalyHandler
            Hooks.synchronizationAnomalyHandler = { reports.append($0) }
            defer { Hooks.synchronizationAnomalyHandler = previous }

            var source: AnyObserver<Int>?
            let subscription = Observable<Int>.create { observer in
                source = observer
                return Disposables.create()
            }
            .subscribe(onNext: { value in
                log.print("observer: next(\(value))")
                if value == 1 {
                    log.print("observer: sends next(2) from inside its onNext")
                    source?.onNext(2)
                }
            })
            source?.onNext(1)
            subscription.dispose()
            source = nil

            var distinct: [String] = []
            for message in reports.messages where !distinct.contains(message) {
                distinct.append(message)
            }
            log.print("reports: \(reports.messages.count), one from each watched place, \(distinct.count == 1 ? "all" : "among them") this message:")
            for message in distinct {
                log.print(message)
            }
        },
        Demo(chapter: 7, name: "dispose-from-outside",
             title: "The caller disposes a create → map → filter chain: disposal travels up, and nothing flows after") { log in
            var source: AnyObserver<Int>?
            let chain = Observable<Int>.create { observer in
                source = observer
                return Disposables.create {
                    log.print("create's disposable disposed")
                }
            }
            .map { value -> Int in
                log.print("  map: \(value) -> \(value * 10)")
                return value * 10
            }
            .filter { value in
                log.print("  filter: \(value) kept")
                return true
            }

            let subscription = chain.subscribe(
                onNext: { log.print("  observer: next(\($0))") },
                onDisposed: { log.print("  observer: onDisposed") })
            log.print("source sends next(1)")
            source?.onNext(1)
            log.print("caller disposes the subscription")
            subscription.dispose()
            log.print("source sends next(2) after dispose")
            source?.onNext(2)
            log.print("caller disposes again")
            subscription.dispose()
            source = nil
        },
        Demo(chapter: 7, name: "take-inside-subscribe",
             title: "take(2) of a source that sends everything inside subscribe: the third element is sent, and dropped") { log in
            let source = Observable<Int>.create { observer in
                for value in 1 ... 3 {
                    log.print("closure: onNext(\(value))")
                    observer.onNext(value)
                }
                log.print("closure: returns its disposable")
                return Disposables.create {
                    log.print("create's disposable disposed")
                }
            }
            log.print("subscribe to take(2)")
            _ = source.take(2).subscribe { event in
                log.print("  observer: \(event)")
            }
            log.print("subscribe returned")
        },
    ]
}

/// Chapter 07's chain, `create → map → filter → subscribe`, with a line printed by every closure:
/// one body that three demos trace, each keeping one part of its life.
private func chainLife(_ log: DemoLog) {
    var source: AnyObserver<Int>?
    let chain = Observable<Int>.create { observer in
        log.print("create's closure runs: the subscription has reached the source")
        source = observer
        return Disposables.create {
            log.print("create's disposable disposed")
        }
    }
    .map { value -> Int in
        log.print("  map: \(value) -> \(value * 10)")
        return value * 10
    }
    .filter { value in
        let keep = value != 20
        log.print("  filter: \(value) \(keep ? "kept" : "dropped")")
        return keep
    }

    log.print("subscribe")
    let subscription = chain.subscribe(
        onNext: { log.print("  observer: next(\($0))") },
        onCompleted: { log.print("  observer: completed") },
        onDisposed: { log.print("  observer: onDisposed") })
    log.print("subscribe returned")
    for value in 1 ... 3 {
        log.print("source sends next(\(value))")
        source?.onNext(value)
    }
    log.print("source sends completed")
    source?.onCompleted()
    log.print("source sends next(4) after completed")
    source?.onNext(4)
    subscription.dispose()
    source = nil
}

/// The tracker's reports, as the demo's handler receives them.
private final class ReportLog: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []

    func append(_ message: String) {
        lock.lock()
        collected.append(message)
        lock.unlock()
    }

    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}

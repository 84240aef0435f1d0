import Dispatch
import Foundation
import XCTest
import RxReading
import RxReadingTest

/// Chapter 18: many threads subscribing to one `share` at the same moment, the race RxSwift
/// 6.10.0 opened for `share(replay: 0)` (#2718) when it moved the subscription out of the share's
/// lock, and closed again on its main branch (#2719).
final class Chapter18ConcurrentFirstSubscribersTests: RxReadingTestCase {
    /// 32 threads released at once subscribe to a fresh `share(replay:scope:)`, 100 times for each
    /// form: the source is subscribed exactly once each time. The share decides "first subscriber,
    /// connect" and records the subscriber under one lock, so two threads cannot both see a count
    /// of zero.
    func testConcurrentFirstSubscribersConnectTheSourceOnce() {
        let forms: [(String, (Observable<Never>) -> Observable<Never>)] = [
            ("share(replay: 0)", { $0.share(replay: 0, scope: .whileConnected) }),
            ("share(replay: 1)", { $0.share(replay: 1, scope: .whileConnected) }),
            ("share(replay: 1, scope: .forever)", { $0.share(replay: 1, scope: .forever) }),
        ]
        let subscribers = 32
        for (name, share) in forms {
            for round in 0..<100 {
                let sourceSubscriptions = Locked(0)
                let shared = share(Observable<Never>.create { _ in
                    sourceSubscriptions.withValue { $0 += 1 }
                    return Disposables.create()
                })
                let subscriptions = Locked<[Disposable]>([])
                let ready = DispatchGroup(), finished = DispatchGroup()
                let start = DispatchSemaphore(value: 0)
                for _ in 0..<subscribers {
                    ready.enter()
                    finished.enter()
                    // A thread each (the dispatch pool on a small machine would run them a few at a time).
                    Thread {
                        ready.leave()
                        start.wait()
                        let subscription = shared.subscribe()
                        subscriptions.withValue { $0.append(subscription) }
                        finished.leave()
                    }.start()
                }
                XCTAssertEqual(ready.wait(timeout: .now() + 10), .success)
                for _ in 0..<subscribers { start.signal() }
                XCTAssertEqual(finished.wait(timeout: .now() + 10), .success)
                let count = sourceSubscriptions.withValue { $0 }
                XCTAssertEqual(count, 1, "\(name), round \(round): the source was subscribed \(count) times")
                subscriptions.withValue { $0 }.forEach { $0.dispose() }
                if count != 1 { return }
            }
        }
    }
}

// Exercise 17.3 (repair): a merge that tears an inner down under its lock (RxSwift #2711).
// Practises chapter 17, section "The deadlock": which lock is held while what runs.
//
// `PairMerge` merges two sources the way RxSwift 6.5's MergeSink does: one recursive lock over
// everything, elements forwarded under it, and a finished source's subscription disposed as soon
// as that source completes. The checks find that it deadlocks when a source's teardown needs a
// lock that another thread holds while it sends into the merge (each teardown in the checks
// waits at most two seconds for that lock, so a deadlock shows as a failed check, not a hang).
// Fix it so that this cannot happen, keeping everything else: the finished source must still be
// disposed at once, and the merge must complete once both sources have completed.
//
// Check it: swift run rxbook check 17.3     Stuck? swift run rxbook hint 17.3
import Foundation
@testable import RxReading

final class PairMerge<Element> {
    private let lock = NSRecursiveLock()
    private var subscriptions: [Int: Disposable] = [:]
    private var running = 2
    private var observer: AnyObserver<Element>?

    /// Subscribes `observer` to both sources; returns the subscription to both.
    func run(_ first: Observable<Element>, _ second: Observable<Element>, _ observer: AnyObserver<Element>) -> Disposable {
        self.observer = observer
        for (index, source) in [first, second].enumerated() {
            let subscription = source.subscribe(AnyObserver { self.on($0, from: index) })
            lock.lock()
            if running > 0, subscriptions[index] == nil, !finished.contains(index) {
                subscriptions[index] = subscription
                lock.unlock()
            } else {
                lock.unlock()
                subscription.dispose()
            }
        }
        return Disposables.create { self.disposeAll() }
    }

    /// The sources that have completed.
    private var finished: Set<Int> = []

    private func on(_ event: Event<Element>, from index: Int) {
        lock.lock()
        switch event {
        case .next:
            observer?.on(event)
            lock.unlock()
        case .error:
            let target = observer
            observer = nil
            lock.unlock()
            target?.on(event)
            disposeAll()
        case .completed:
            finished.insert(index)
            subscriptions.removeValue(forKey: index)?.dispose()
            running -= 1
            let target = running == 0 ? observer : nil
            if running == 0 { observer = nil }
            lock.unlock()
            target?.on(.completed)
        }
    }

    private func disposeAll() {
        lock.lock()
        let all = Array(subscriptions.values)
        subscriptions = [:]
        running = 0
        observer = nil
        lock.unlock()
        all.forEach { $0.dispose() }
    }
}

extension Observable {
    /// Merges two sources with `PairMerge`.
    static func pairMerge(_ first: Observable<Element>, _ second: Observable<Element>) -> Observable<Element> {
        Observable.create { observer in PairMerge<Element>().run(first, second, observer) }
    }
}

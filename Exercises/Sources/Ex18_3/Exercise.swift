// Exercise 18.3 (repair): a share that replays under its lock (RxSwift #2653).
// Practises chapter 18, section "`ReplaySubject`, and replaying after the lock".
//
// `LatestShare` shares one subscription to its source, connected by the first subscriber, and
// sends each new subscriber the latest element first, as `share(replay: 1)` does. It replays that
// element while holding its lock, as RxSwift 6.5 does. The checks find that a subscriber whose
// `onNext` takes a lock that another thread holds while it sends into the source deadlocks
// (the `onNext` waits at most two seconds for that lock, so the deadlock shows as a failed check,
// not a hang). Fix it, keeping the rest: a late subscriber still gets the latest element first.
//
// Check it: swift run rxbook check 18.3     Stuck? swift run rxbook hint 18.3
import Foundation
@testable import RxReading

final class LatestShare<Element>: ObserverType {
    private let lock = NSRecursiveLock()
    private let source: Observable<Element>
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0
    private var latest: Element?
    private var connection: Disposable?

    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// Replays the latest element to `observer`, then sends it the live ones.
    func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        lock.lock()
        if let latest {
            observer.onNext(latest)
        }
        let key = nextKey
        nextKey += 1
        observers[key] = observer
        let isFirst = connection == nil
        if isFirst { connection = SingleAssignmentDisposable() }
        lock.unlock()
        if isFirst, let placeholder = connection as? SingleAssignmentDisposable {
            placeholder.setDisposable(source.subscribe(self))
        }
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.lock.lock()
            self.observers[key] = nil
            self.lock.unlock()
        }
    }

    /// An event from the source: remembered (an element), then sent to every observer, after the
    /// lock is released.
    func on(_ event: Event<Element>) {
        lock.lock()
        if case .next(let element) = event {
            latest = element
        }
        let receivers = observers.sorted { $0.key < $1.key }.map(\.value)
        lock.unlock()
        receivers.forEach { $0.on(event) }
    }

    /// Disconnects from the source.
    func dispose() {
        lock.lock()
        let held = connection
        connection = nil
        lock.unlock()
        held?.dispose()
    }
}

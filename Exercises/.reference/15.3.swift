// Exercise 15.3 (build): a subject that replays its last elements.
// Practises chapter 15, the section on `BehaviorSubject`: what a subject hands a new subscriber
// before anything newer, and how an element sent meanwhile, from another thread, is kept from
// overtaking it or going missing.
//
// `ReplayLast(bufferSize: n)` is a small ReplaySubject: every element sent to it goes to every
// current subscriber, and a new subscriber first receives the last `n` elements sent (fewer, if
// fewer were sent), oldest first, then everything sent after it subscribed. After the subject
// has ended, a new subscriber receives those last `n` elements and then the terminal event.
// The observers, the lock and unsubscribing are written for you. Write the two places marked
// "Your code": keeping the elements in `on`, and `subscribe`. The checks also send an element
// from another thread while a new subscriber is receiving its replay: that element must reach
// it after the replay, exactly once.
//
// Check it: swift run rxbook check 15.3     Stuck? swift run rxbook hint 15.3
import Foundation
@testable import RxReading

/// A hot source that replays the last `bufferSize` elements to each new subscriber.
final class ReplayLast<Element>: ObserverType, @unchecked Sendable {
    let bufferSize: Int

    private let lock = NSRecursiveLock()
    // Guarded by `lock`.
    private var buffer: [Element] = []
    private var observers: [Int: (Event<Element>) -> Void] = [:]
    private var nextKey = 0
    private var stopped: Event<Element>?

    init(bufferSize: Int) {
        self.bufferSize = bufferSize
    }

    /// How many subscribers the subject holds.
    var observerCount: Int {
        lock.lock(); defer { lock.unlock() }
        return observers.count
    }

    /// Sends `event` to every current subscriber; after a terminal event, sends nothing more.
    func on(_ event: Event<Element>) {
        lock.lock()
        if stopped != nil {
            lock.unlock()
            return
        }
        switch event {
        case .next(let element):
            buffer.append(element)
            if buffer.count > bufferSize {
                buffer.removeFirst(buffer.count - bufferSize)
            }
        case .error, .completed:
            stopped = event
        }
        let receivers = Array(observers.values)
        if event.isStopEvent {
            observers.removeAll()
        }
        lock.unlock()
        for receive in receivers {
            receive(event)
        }
    }

    /// Replays the kept elements to `observer`, then adds it to the subscribers (or, after the
    /// end, sends it the terminal event). Disposing the result unsubscribes it.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        // All under the lock, RxSwift 6.5's shape: an element sent from another thread meanwhile
        // waits until the replay is over and the observer is in place, so it arrives after the
        // replay, once. (Chapter 15's BehaviorSubject keeps the same order outside its lock.)
        lock.lock()
        defer { lock.unlock() }
        for element in buffer {
            observer.on(.next(element))
        }
        if let stopped {
            observer.on(stopped)
            return Disposables.create()
        }
        let key = nextKey
        nextKey += 1
        observers[key] = observer.on
        return Disposables.create { self.unsubscribe(key) }
    }

    private func unsubscribe(_ key: Int) {
        lock.lock()
        observers[key] = nil
        lock.unlock()
    }
}

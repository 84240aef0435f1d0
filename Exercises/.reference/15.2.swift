// Exercise 15.2 (repair): a subject that keeps its unsubscribed observers.
// Practises chapter 15, section "The bag, and delivery from a copy": SubscriptionDisposable, and
// what a subject keeps for each of its subscribers.
//
// `Broadcast` is a small hot source, a PublishSubject without the trimmings: it keeps its
// observers in a dictionary, sends each element to every one of them (`deliveries` counts the
// calls), and hands each subscriber a disposable. The checks find that a subscriber who has
// disposed its subscription stays in the subject: the subject keeps it alive, and keeps calling
// it for every element, as long as the subject lives. (The subscriber sees nothing of those
// calls: create's sink drops events after dispose; the subject still makes them.) Find the bug
// and fix it; keep the members. The checks run under ThreadSanitizer, and also subscribe and
// unsubscribe on one thread while another sends elements.
//
// Check it: swift run rxbook check 15.2     Stuck? swift run rxbook hint 15.2
import Foundation
@testable import RxReading

/// A hot source: every element sent to it goes to every current subscriber.
final class Broadcast<Element>: ObserverType, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var observers: [Int: (Event<Element>) -> Void] = [:]
    private var nextKey = 0
    private var stopped: Event<Element>?
    private var deliveryCount = 0

    /// How many subscribers the subject holds.
    var observerCount: Int {
        lock.lock(); defer { lock.unlock() }
        return observers.count
    }

    /// How many times the subject has called a subscriber, in all.
    var deliveries: Int {
        lock.lock(); defer { lock.unlock() }
        return deliveryCount
    }

    /// Sends `event` to every current subscriber; after a terminal event, sends nothing more.
    func on(_ event: Event<Element>) {
        lock.lock()
        if stopped != nil {
            lock.unlock()
            return
        }
        let receivers = Array(observers.values)
        deliveryCount += receivers.count
        if event.isStopEvent {
            stopped = event
            observers.removeAll()
        }
        lock.unlock()
        for receive in receivers {
            receive(event)
        }
    }

    /// The subject as an observable: subscribing adds the observer until its subscription is disposed.
    func asObservable() -> Observable<Element> {
        Observable.create { observer in
            self.lock.lock()
            if let stopped = self.stopped {
                self.lock.unlock()
                observer.on(stopped)
                return Disposables.create()
            }
            let key = self.nextKey
            self.nextKey += 1
            self.observers[key] = observer.on
            self.lock.unlock()
            return Disposables.create {
                self.lock.lock()
                self.observers[key] = nil
                self.lock.unlock()
            }
        }
    }
}

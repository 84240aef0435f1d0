// Exercise 14.3 (repair): an observe(on:) whose deliveries overlap.
// Practises chapter 14, observe(on:)'s general path (the path for schedulers that are not
// serial): how observe(on:) delivers events one at a time and in order on a scheduler that may
// run several pieces of work at once.
//
// `ObserveOnLoop` is the sink of a general observe(on:): it takes events on the source's side,
// keeps them in a queue under its lock, and delivers them to the observer from work it schedules
// on `scheduler`. Each delivery takes the oldest event, so on a serial scheduler it behaves. The
// checks run it on a scheduler that, like a concurrent queue, may start a waiting piece of work
// while another is still running: the observer is then called with the next event while it is
// still handling the one before. Find the bug and fix it; you may add members.
//
// Check it: swift run rxbook check 14.3     Stuck? swift run rxbook hint 14.3
import Foundation
@testable import RxReading

/// Delivers the events it receives to `observer`, on `scheduler`, one at a time and in order.
final class ObserveOnLoop<Observer: ObserverType>: ObserverType, Disposable {
    typealias Element = Observer.Element

    private let scheduler: ImmediateSchedulerType
    private let observer: Observer
    private let lock = NSRecursiveLock()
    // Guarded by `lock`.
    private var queue: [Event<Element>] = []
    private var isDisposed = false
    /// Whether a delivery loop is under way: scheduled, or delivering.
    private var isRunning = false

    init(scheduler: ImmediateSchedulerType, observer: Observer) {
        self.scheduler = scheduler
        self.observer = observer
    }

    /// Takes an event from the source: queues it, and schedules its delivery.
    func on(_ event: Event<Element>) {
        lock.lock()
        if isDisposed {
            lock.unlock()
            return
        }
        queue.append(event)
        // Only the event that finds no loop under way starts one; the others join its queue.
        let shouldStart = !isRunning
        isRunning = true
        lock.unlock()

        if shouldStart {
            scheduleDelivery()
        }
    }

    private func scheduleDelivery() {
        _ = scheduler.schedule(()) { _ in
            self.deliverOldest()
            return Disposables.create()
        }
    }

    /// Delivers the oldest queued event, outside the lock, then schedules the next delivery if
    /// more events wait, or marks the loop stopped, under the lock `on` takes, if none does.
    private func deliverOldest() {
        lock.lock()
        if isDisposed || queue.isEmpty {
            isRunning = false
            lock.unlock()
            return
        }
        let event = queue.removeFirst()
        lock.unlock()

        observer.on(event)

        lock.lock()
        let more = !isDisposed && !queue.isEmpty
        if !more {
            isRunning = false
        }
        lock.unlock()
        if more {
            scheduleDelivery()
        }
    }

    /// Nothing reaches the observer once this returns (on the delivering scheduler).
    func dispose() {
        lock.lock()
        isDisposed = true
        queue.removeAll()
        lock.unlock()
    }
}

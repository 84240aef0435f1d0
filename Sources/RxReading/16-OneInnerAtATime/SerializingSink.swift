import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The base of every sink with more than one source (an outer sequence and its inners): it keeps
/// the operator's state under one lock, and delivers events downstream one at a time, in the order
/// they were decided, without holding that lock while it calls out.
///
/// RxSwift 6.5's sinks of this kind hold their recursive lock while they call the next observer
/// (and the user's selector, and dispose an inner), so a thread that waits for that lock while
/// holding another one the observer needs deadlocks (chapter 17). Here a sink decides under the
/// lock what to send (`schedule`), and sends after releasing it (`deliver`). Two threads can
/// decide at once; only one delivers at a time, the *emitter*. A thread that finds another one
/// emitting leaves its event in the outbox and returns at once, without waiting; the emitter sends
/// the outbox before it stops emitting. That is RxJava's "emitter loop".
///
/// A thread that re-enters while it is itself the emitter (the observer's `onNext` makes an inner
/// send again) is sent its event at once, nested, as RxSwift's recursive lock lets it be: the
/// order of delivery within one thread stays RxSwift's.
///
/// Safe to call from any thread: `lock` guards the subclass's state, the outbox and the emitter.
// region: SerializingSinkDecide
@usableFromInline
class SerializingSink<Observer: ObserverType>: Sink<Observer> {
    /// What the thread that decided an event must do once it has released the lock.
    @usableFromInline
    enum Delivery {
        /// Nothing: the event was dropped, or left in the outbox for the thread that is emitting.
        case none
        /// Become the emitter: send this event, then whatever the outbox gathers meanwhile.
        case emit(Event<Observer.Element>)
        /// This thread is the emitter further up its own stack: send this event now, nested.
        case nested(Event<Observer.Element>)
    }

    /// Guards the subclass's state, `outbox`, `emitter` and `terminated`. Never held while the
    /// sink calls out: not while it sends, disposes, subscribes or runs a selector.
    @usableFromInline
    let lock = RecursiveLock()

    /// Events decided while another thread was emitting, oldest first.
    @usableFromInline @exclusivity(unchecked)
    final var outbox: [Event<Observer.Element>] = []
    /// The thread sending events downstream now; meaningful while `emitting` is not 0.
    @usableFromInline @exclusivity(unchecked)
    final var emitter: pthread_t?
    /// 0: nobody emits; 1: `emitter` emits; 3: it emits, and the outbox holds events for it.
    /// Only a thread holding `lock` moves it away from 0 or sets the outbox bit; the emitter
    /// clears it, without the lock, by a compare-and-exchange from 1 to 0, which fails if the
    /// outbox bit came in meanwhile.
    @usableFromInline
    let emitting = AtomicInt(0)
    /// A terminal event has been scheduled: every later one is dropped.
    @usableFromInline @exclusivity(unchecked)
    final var terminated = false

    /// Whether a terminal event has already been scheduled; call it under `lock`.
    @inlinable
    final var isTerminated: Bool { terminated }

    /// Decides that `event` goes downstream, after every event decided before it. Call it under
    /// `lock`, and pass what it returns to `deliver` once the lock is released.
    @inlinable
    final func schedule(_ event: Event<Observer.Element>) -> Delivery {
        if terminated {
            return .none
        }
        if event.isStopEvent {
            terminated = true
        }
        let me = pthread_self()
        while true {
            let state = load(emitting)
            if state == 0 {
                // Nobody emits: this thread does. No other thread moves the state from 0 but
                // one holding the lock, which this one does.
                storeValue(emitting, 1)
                emitter = me
                return .emit(event)
            }
            if let current = emitter, pthread_equal(current, me) != 0 {
                return .nested(event)
            }
            if state == 3 || compareExchange(emitting, expected: 1, desired: 3) {
                outbox.append(event)
                return .none
            }
            // The emitter stopped between the load and the exchange: look again.
        }
    }

    /// Puts `event` in the outbox behind the event this thread is about to emit (a `.emit` or
    /// `.nested` that `schedule` just returned to it). Call it under `lock`.
    @inlinable
    final func enqueueBehindOwnEmission(_ event: Event<Observer.Element>) {
        outbox.append(event)
        fetchOr(emitting, 2)
    }

// endregion: SerializingSinkDecide
// region: SerializingSinkDeliver
    /// Sends what `schedule` decided. Call it without holding `lock`. After a terminal event the
    /// sink disposes itself, which disposes every source it subscribed to.
    @inlinable
    final func deliver(_ delivery: Delivery) {
        switch delivery {
        case .none:
            return
        case .nested(let event):
            forwardOn(event)
            if event.isStopEvent {
                dispose()
            }
        case .emit(let first):
            emitLoop(first)
        }
    }

    /// The emitter's loop: send `first`, then the outbox, batch by batch, until it is empty.
    @inlinable
    final func emitLoop(_ first: Event<Observer.Element>) {
        forwardOn(first)
        if first.isStopEvent {
            stopEmitting()
            dispose()
            return
        }
        while true {
            // The common case, nobody left anything: stop emitting without taking the lock.
            if compareExchange(emitting, expected: 1, desired: 0) {
                return
            }
            let batch = lock.performLocked { () -> [Event<Observer.Element>] in
                let taken = outbox
                outbox = []
                storeValue(emitting, 1)
                return taken
            }
            for event in batch {
                forwardOn(event)
                if event.isStopEvent {
                    stopEmitting()
                    dispose()
                    return
                }
            }
        }
    }

    /// After a terminal event nothing more is sent: forget the outbox and the emitter.
    @inlinable
    final func stopEmitting() {
        lock.performLocked {
            outbox = []
            emitter = nil
            storeValue(emitting, 0)
        }
    }

    /// Schedules and delivers `event` in one step, for a decision that needs no other state.
    @inlinable
    final func send(_ event: Event<Observer.Element>) {
        deliver(lock.performLocked { schedule(event) })
    }
}
// endregion: SerializingSinkDeliver

// region: compareExchange
/// Sets `this` to `desired` if it holds `expected`; returns whether it did.
@inlinable @inline(__always)
func compareExchange(_ this: borrowing AtomicInt, expected: Int32, desired: Int32) -> Bool {
    this.storage.compareExchange(expected: expected, desired: desired, ordering: .sequentiallyConsistent).exchanged
}

/// Sets `this` to `value`.
@inlinable @inline(__always)
func storeValue(_ this: borrowing AtomicInt, _ value: Int32) {
    this.storage.store(value, ordering: .sequentiallyConsistent)
}
// endregion: compareExchange

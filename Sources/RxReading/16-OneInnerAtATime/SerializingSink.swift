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
    /// The thread sending events downstream now, if any.
    @usableFromInline @exclusivity(unchecked)
    final var emitter: pthread_t?
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
        guard let current = emitter else {
            emitter = me
            return .emit(event)
        }
        if pthread_equal(current, me) != 0 {
            return .nested(event)
        }
        outbox.append(event)
        return .none
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
            let batch = lock.performLocked { () -> [Event<Observer.Element>] in
                if outbox.isEmpty {
                    emitter = nil
                    return []
                }
                let taken = outbox
                outbox = []
                return taken
            }
            if batch.isEmpty {
                return
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
        }
    }

    /// Schedules and delivers `event` in one step, for a decision that needs no other state.
    @inlinable
    final func send(_ event: Event<Observer.Element>) {
        deliver(lock.performLocked { schedule(event) })
    }
}
// endregion: SerializingSinkDeliver

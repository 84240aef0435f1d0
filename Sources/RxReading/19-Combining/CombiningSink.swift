/// The base of chapter 19's sinks (`combineLatest`, `zip`, `withLatestFrom`): a `SerializingSink`
/// whose results are computed by the user's selector outside the lock, yet reach the observer in
/// the order in which the lock decided them.
///
/// RxSwift 6.5 runs the result selector while it holds the sink's recursive lock, so results leave
/// in the order the lock saw the elements, and a selector that waits for anything another thread
/// must send through the same sink waits forever. Here the selector runs after the lock is
/// released, which opens a gap: thread A decides a combination, thread B decides the next one,
/// and B's selector may finish first. If each thread scheduled its own result as soon as it had
/// it, B's result would overtake A's.
///
/// So every decision takes a ticket under the lock (`reserve`), numbered in the order the lock
/// granted them. A thread whose selector has finished hands its result in with its ticket
/// (`fulfil`). If every earlier ticket has been handed in, the result is scheduled at once, and so
/// are the later ones that were waiting for it; if not, it waits in `held` and the thread returns
/// without waiting: whichever thread hands in the missing earlier result schedules the held ones
/// after it. Events known at the moment of deciding (a source's error, a completion) take a ticket
/// too (`decide`), so they cannot overtake a result still being computed either. Nobody blocks on
/// anybody: a selector may wait for another thread's element, and that thread's `onNext` returns.
///
/// What differs from RxSwift 6.5: a selector that re-enters the sink on its own thread (it makes a
/// source send) decides a later combination while its own is unfinished; RxSwift would deliver
/// the inner result first, here it follows the outer one, the order of the decisions.
// region: CombiningSink
@usableFromInline
class CombiningSink<Observer: ObserverType>: SerializingSink<Observer> {
    // Under `lock`:
    /// The number the next decision gets.
    @usableFromInline @exclusivity(unchecked)
    var nextTicket = 0
    /// The ticket whose event `schedule` takes next: every earlier one is scheduled.
    @usableFromInline @exclusivity(unchecked)
    var nextToSchedule = 0
    /// Events handed in before an earlier ticket's, by ticket.
    @usableFromInline @exclusivity(unchecked)
    var held: [Int: Event<Observer.Element>] = [:]
    /// A terminal event has been decided, though perhaps not yet scheduled: decide nothing more.
    @usableFromInline @exclusivity(unchecked)
    var stopped = false

    /// Reserves a place in the order for a result to be computed outside the lock. Call it under
    /// `lock`, then compute, then hand the result in with `fulfil`.
    @inlinable
    final func reserve() -> Int {
        let ticket = nextTicket
        nextTicket += 1
        return ticket
    }

    /// Decides an event known now (an error, a completion), after every decision made before it.
    /// Call it under `lock` and pass what it returns to `deliver` once the lock is released.
    @inlinable
    final func decide(_ event: Event<Observer.Element>) -> Delivery {
        if stopped {
            return .none
        }
        return fulfil(reserve(), with: event)
    }

    // region: CombiningSinkFulfil
    /// Hands in the event for `ticket`, and schedules it with every held event after it if no
    /// earlier ticket is still out. Call it under `lock`; pass what it returns to `deliver`.
    @inlinable
    final func fulfil(_ ticket: Int, with event: Event<Observer.Element>) -> Delivery {
        if event.isStopEvent {
            stopped = true
        }
        if ticket != nextToSchedule {
            held[ticket] = event
            return .none
        }
        nextToSchedule += 1
        var delivery = schedule(event)
        while !held.isEmpty, let next = held.removeValue(forKey: nextToSchedule) {
            nextToSchedule += 1
            switch delivery {
            case .none:
                // Left in the outbox for another thread that is emitting (or dropped after a
                // terminal event): the ones after it go the same way.
                delivery = schedule(next)
            case .emit, .nested:
                // This thread sends `delivery`'s event; the outbox it drains afterwards carries
                // these after it.
                if !terminated {
                    terminated = next.isStopEvent
                    enqueueBehindOwnEmission(next)
                }
            }
        }
        return delivery
    }
    // endregion: CombiningSinkFulfil

    /// Runs `selector` on `values` outside the lock, then hands its result (or the error it threw)
    /// in for `ticket` and delivers what that lets through.
    @inlinable
    final func compute<Values>(_ ticket: Int, _ values: Values,
                               _ selector: (Values) throws -> Observer.Element) {
        let event: Event<Observer.Element>
        do {
            event = .next(try selector(values))
        } catch {
            event = .error(error)
        }
        deliver(lock.performLocked { fulfil(ticket, with: event) })
    }
}
// endregion: CombiningSink

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

// region: synchronizationAnomalyHandler
extension Hooks {
    /// Receives the plain-words description of a broken event rule that a debug build detected:
    /// two threads sending into the same observer at once, or an event sent into an observer
    /// that was still handling the previous one on the same thread.
    public typealias SynchronizationAnomalyHandler = (_ message: String) -> Void

    private static let synchronizationAnomalyLock = RecursiveLock()
    // Guarded by `synchronizationAnomalyLock`: read and written only inside `performLocked`.
    nonisolated(unsafe) private static var anomalyHandler: SynchronizationAnomalyHandler = { message in
        print(message)
    }

    /// What to do when a debug build sees events sent into one observer without being
    /// serialized (from two threads at once) or re-entrantly (from inside the handling of the
    /// previous event, on the same thread).
    ///
    /// The places watched are RxSwift's: every operator's sink as it forwards an event
    /// (`Sink.forwardOn`), the observer `Observable.create` hands its closure, the observer
    /// `subscribe(onNext:onError:onCompleted:onDisposed:)` builds, and `PublishSubject` and
    /// `BehaviorSubject` as observers. One overlapping event is reported once by every watched
    /// place it passes through, as in RxSwift.
    ///
    /// By default the message is printed to standard output (with `print`, as RxSwift prints
    /// it) and the program goes on, as RxSwift does unless it is built with
    /// `FATAL_SYNCHRONIZATION`; to stop at the first anomaly, set a handler that calls
    /// `fatalError(message)`. The check exists only in debug builds: release builds never call
    /// the handler. Safe to set from any thread; the handler runs on the thread that broke the
    /// rule, while it is inside the observer.
    public static var synchronizationAnomalyHandler: SynchronizationAnomalyHandler {
        get { synchronizationAnomalyLock.performLocked { anomalyHandler } }
        set { synchronizationAnomalyLock.performLocked { anomalyHandler = newValue } }
    }
}
// endregion: synchronizationAnomalyHandler

#if DEBUG
/// Watches one observer for the rule that its events arrive one at a time: in debug builds only,
/// every sink, every `Observable.create` observer, the observer of `subscribe(onNext:...)` and
/// the two subjects own one, and report a thread that enters while another call is still inside.
///
/// RxSwift's tracker counts the threads inside in a dictionary under a lock. RxReading's keeps one
/// atomic word, the identity of the thread inside (zero when none), claimed with a
/// compare-and-exchange on entry and cleared on exit: a serialized event costs one exchange and
/// one store, and a failed exchange says which rule was broken, because it returns the thread that
/// is inside. The price is that it sees only overlaps with the call that holds the claim: a third
/// thread entering after the claiming call has left, while a second one is still inside, goes
/// unreported. It is a debugging aid that catches the usual mistakes, not a proof; the proof is
/// ThreadSanitizer. Safe to use from any thread; that is its purpose.
// region: SynchronizationTracker
@usableFromInline
struct SynchronizationTracker: ~Copyable {
    /// The thread inside the observer, as `pthread_self()`'s bits; zero when none is.
    @usableFromInline
    let owner = Atomic<Int>(0)

    @inlinable
    init() {}

    /// Records that the calling thread enters the observer, and reports an anomaly if another
    /// call is already inside.
    ///
    /// - Returns: whether this call claimed the observer; pass it to `unregister(_:)`.
    @inlinable
    func register() -> Bool {
        let current = Int(bitPattern: pthread_self())
        let (claimed, inside) = owner.compareExchange(
            expected: 0, desired: current, ordering: .acquiringAndReleasing)
        if claimed {
            return true
        }
        SynchronizationTracker.report(inside == current ? .reentrant : .concurrent)
        return false
    }

    /// Records that the calling thread leaves the observer. Only the call that claimed the
    /// observer clears the claim: a re-entrant or concurrent call leaving first must not make
    /// the observer look free while the first call is still inside.
    @inlinable
    func unregister(_ claimed: Bool) {
        if claimed {
            owner.store(0, ordering: .releasing)
        }
    }

    /// Hands the broken rule to `Hooks.synchronizationAnomalyHandler`; kept out of line so the
    /// path of a well-behaved event stays short.
    @usableFromInline @inline(never)
    static func report(_ anomaly: SynchronizationAnomaly) {
        Hooks.synchronizationAnomalyHandler(anomaly.message)
    }
}
// endregion: SynchronizationTracker

/// The two ways of breaking "one event at a time" that the tracker can tell apart.
// region: SynchronizationAnomaly
@usableFromInline
enum SynchronizationAnomaly {
    /// A second thread entered while the first was still inside.
    case concurrent
    /// The thread inside entered again, from inside its own handling of an event.
    case reentrant

    var message: String {
        switch self {
        case .concurrent:
            return "RxReading synchronization anomaly: two threads sent events into the same observer at the same time: Rx requires events to be sent one at a time (serialized). Send them from one thread or serial queue, or take a lock around each send."
        case .reentrant:
            return "RxReading synchronization anomaly: an event was sent into an observer while it was still handling the previous one on the same thread (re-entrant onNext). Rx requires each event to be handled completely before the next is sent; if a subscriber must feed the sequence it observes, schedule that event (observe(on: MainScheduler.asyncInstance), say) instead of sending it from inside the handler."
        }
    }
}
// endregion: SynchronizationAnomaly
#endif

#if DEBUG || TRACE_RESOURCES
/// The deepest stack of nested source sequences any `TailRecursiveSink` has held since this was
/// last set to 0 (RxSwift's debug counter of the same name, which its concat tests read). Debug
/// builds only.
public var maxTailRecursiveSinkStackSize: Int {
    get { TailRecursiveStackDepth.shared.lock.performLocked { TailRecursiveStackDepth.shared.deepest } }
    set { TailRecursiveStackDepth.shared.lock.performLocked { TailRecursiveStackDepth.shared.deepest = newValue } }
}

/// The counter behind `maxTailRecursiveSinkStackSize`, under a lock so that sinks on several
/// threads can record their depth.
@usableFromInline
final class TailRecursiveStackDepth: @unchecked Sendable {
    @usableFromInline
    static let shared = TailRecursiveStackDepth()
    let lock = RecursiveLock()
    var deepest = 0

    @usableFromInline
    func record(_ depth: Int) {
        lock.performLocked {
            if deepest < depth {
                deepest = depth
            }
        }
    }
}
#endif

/// The base of `concat`, `catch(sequence:)`, `retry` and `retry(when:)`: it walks a sequence of
/// sources, subscribing to the next when the current one ends, in a loop rather than a recursion,
/// so that a hundred thousand sources that end while they are being subscribed use one stack
/// frame, not a hundred thousand.
///
/// RxSwift 6.5 runs each "move to the next source" through an `AsyncLock`, a queue of commands
/// that the first thread to arrive drains. This sink keeps the same two guarantees with a count
/// instead of a queue (the only command it ever queues is "move next"):
/// - one thread at a time walks the sequence and subscribes, and one that arrives while another
///   walks leaves its move for that one and returns;
/// - a move asked for during a subscription is made after that subscription returns, by the loop
///   further up the stack.
/// And one RxSwift does not give (#2298): in a sink that repeats (`retry`, `catch(sequence:)`,
/// `retry(when:)`), a move asked for before the sink's own `subscribe` has returned waits for
/// the current thread's trampoline, which runs it after the outermost `subscribe` on the thread
/// has returned, when a downstream `take(1)` that has already finished can dispose the sink.
// region: TailRecursiveSink
@usableFromInline
class TailRecursiveSink<Sources: Swift.Sequence, Observer: ObserverType>: Sink<Observer>
    where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Observer.Element {
    @usableFromInline
    typealias Element = Observer.Element
    /// An iterator over sources, with how many it has left when that is known.
    @usableFromInline
    typealias SequenceGenerator = (generator: Sources.Iterator, remaining: Int?)

    /// The iterators being walked, innermost last. Only the thread that holds the gate reads or
    /// changes them.
    @usableFromInline
    @exclusivity(unchecked)
    var generators: [SequenceGenerator] = []
    /// The current source's subscription; setting it disposes the one before.
    @usableFromInline
    let subscription = SerialDisposable()
    /// Whether a move asked for while `run` is still subscribing waits for the trampoline.
    @usableFromInline
    let defersWhileSubscribing: Bool

    /// The subclass's `subscribeToNext` and `extract`, called through closures that its own init
    /// made: a generic class's overrides are reached through its vtable, which holds their
    /// unspecialized code, where a closure made in an `@inlinable` init is specialized for the
    /// caller's element type (Appendix A, retry/churn). By default, the overrides themselves.
    @usableFromInline
    let subscribeToNextHook: (TailRecursiveSink, Observable<Element>) -> Disposable
    @usableFromInline
    let extractHook: (TailRecursiveSink, Observable<Element>) -> SequenceGenerator?

    // The gate, under `gateLock`. Nothing is called while the lock is held. The lock (or, for
    // `generators`, holding the gate) guards these fields, so Swift's run-time exclusivity
    // check would only repeat it: it is off.
    @usableFromInline
    let gateLock = RecursiveLock()
    /// Whether some thread holds the gate (is walking, or has left the walk to the trampoline).
    @usableFromInline @exclusivity(unchecked)
    var gateHeld = false
    /// Moves asked for and not yet made.
    @usableFromInline @exclusivity(unchecked)
    var pendingMoves = 0
    /// Whether `run` has not yet returned.
    @usableFromInline @exclusivity(unchecked)
    var subscribing = false

    @inlinable
    init(
        defersWhileSubscribing: Bool, observer: Observer, cancel: Cancelable,
        subscribeToNext: @escaping (TailRecursiveSink, Observable<Element>) -> Disposable = { $0.subscribeToNext($1) },
        extract: @escaping (TailRecursiveSink, Observable<Element>) -> SequenceGenerator? = { $0.extract($1) }
    ) {
        self.defersWhileSubscribing = defersWhileSubscribing
        subscribeToNextHook = subscribeToNext
        extractHook = extract
        super.init(observer: observer, cancel: cancel)
    }

    // region: TailRecursiveRun
    /// Subscribes to the first source at once, and returns the disposable of whichever source
    /// is current.
    @inlinable
    func run(_ sources: SequenceGenerator) -> Disposable {
        generators.append(sources)
        gateLock.performLocked {
            gateHeld = true
            subscribing = true
        }
        moveNext()
        // A source that ended during its subscribe has asked for a move: made here (concat) or
        // handed to the trampoline (the repeating sinks), while `subscribing` is still true.
        walk()
        gateLock.performLocked { subscribing = false }
        return subscription
    }
    // endregion: TailRecursiveRun

    // region: TailRecursiveGate
    /// Asks for a move to the next source: made now if no thread holds the gate, else left to
    /// the one that does.
    @inlinable
    final func scheduleMoveNext() {
        let takesGate = gateLock.performLocked { () -> Bool in
            pendingMoves += 1
            if gateHeld {
                return false
            }
            gateHeld = true
            return true
        }
        if takesGate {
            walk()
        }
    }

    @usableFromInline
    enum Step {
        case moveNext, dropGenerators, deferToTrampoline, stop
    }

    /// Makes the moves asked for, one after another, until none is left; called only by the
    /// thread that holds the gate, which it lets go of on the way out.
    @inlinable
    final func walk() {
        while true {
            let step = gateLock.performLocked { () -> Step in
                if isDisposed {
                    if !generators.isEmpty {
                        return .dropGenerators
                    }
                    pendingMoves = 0
                    gateHeld = false
                    return .stop
                }
                if pendingMoves == 0 {
                    gateHeld = false
                    return .stop
                }
                if subscribing && defersWhileSubscribing {
                    return .deferToTrampoline
                }
                pendingMoves -= 1
                return .moveNext
            }
            switch step {
            case .moveNext:
                moveNext()
            case .dropGenerators:
                generators.removeAll()
            case .deferToTrampoline:
                // Still holding the gate: a move asked for meanwhile waits for this walk.
                _ = CurrentThreadScheduler.instance.schedule(self) { sink in
                    sink.walk()
                    return Disposables.create()
                }
                return
            case .stop:
                return
            }
        }
    }
    // endregion: TailRecursiveGate

    // region: TailRecursiveMoveNext
    /// Takes the next source from the innermost iterator, opening nested sequences of the same
    /// operator in place (`extract`) instead of subscribing to them, and subscribes to it; with
    /// no source left, ends (`done`).
    @inlinable
    final func moveNext() {
        var next: Observable<Element>?
        while next == nil {
            guard let (generator, remaining) = generators.popLast() else {
                break
            }
            if isDisposed {
                return
            }
            var iterator = generator
            guard let candidate = iterator.next()?.asObservable() else {
                continue
            }
            // An iterator known to be at its last source is not pushed back: a sequence whose
            // last source is another sequence of the same operator does not grow the stack.
            if let remaining {
                if remaining - 1 >= 1 {
                    generators.append((iterator, remaining - 1))
                }
            } else {
                generators.append((iterator, nil))
            }
            if let nested = extractHook(self, candidate) {
                generators.append(nested)
                #if DEBUG || TRACE_RESOURCES
                TailRecursiveStackDepth.shared.record(generators.count)
                #endif
            } else {
                next = candidate
            }
        }
        guard let source = next else {
            done()
            return
        }
        let current = SingleAssignmentDisposable()
        subscription.disposable = current
        current.setDisposable(subscribeToNextHook(self, source))
    }
    // endregion: TailRecursiveMoveNext

    /// Every source has been used: completes (or, in `catch`, sends the last error).
    @inlinable
    func done() {
        forwardOn(.completed)
        dispose()
    }

    /// The sequence inside `observable`, if it is this sink's own operator, to walk in place.
    @inlinable
    func extract(_ observable: Observable<Element>) -> SequenceGenerator? {
        rxAbstractMethod()
    }

    /// Subscribes this sink (or an observer of its own) to `source`.
    @inlinable
    func subscribeToNext(_ source: Observable<Element>) -> Disposable {
        rxAbstractMethod()
    }

    @inlinable
    override func dispose() {
        super.dispose()
        subscription.dispose()
        // The generators are dropped by whoever holds the gate: now, if nobody does.
        let takesGate = gateLock.performLocked { () -> Bool in
            if gateHeld {
                return false
            }
            gateHeld = true
            return true
        }
        if takesGate {
            walk()
        }
    }
}
// endregion: TailRecursiveSink

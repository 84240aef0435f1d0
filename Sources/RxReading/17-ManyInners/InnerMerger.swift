/// What `MergeSink` and `MergeLimitedSink` share: they keep the running inners, each one's observer
/// under a key in one `Bag`, guarded by the sink's own lock (the lock that also guards the counts),
/// with each inner's subscription kept in its observer.
///
/// RxSwift 6.5 keeps the inners in a `CompositeDisposable` (its `group`), under a key, each
/// subscription in a `SingleAssignmentDisposable` of its own: per inner, two more objects (the slot
/// and its `AtomicInt`) and four more lock round trips (the group's insert and remove under the
/// group's lock, the slot's set and dispose under its `AtomicInt`'s). The bag here
/// is changed in the locked steps the sink takes anyway, to count an inner in and out, so per inner
/// the merge makes one object, the inner's observer, and takes no lock but its own (Appendix A's
/// `flatMap/churn` row). It is a protocol with the shared code in an extension, rather than a base
/// class, so that each sink's inner observer calls it directly, compiled for its types.
///
/// `lock` guards `inners`, `sourcesDisposed`, and each observer's `key` and `forgotten`.
// region: InnerMerger
@usableFromInline
protocol InnerMerger: AnyObject {
    associatedtype InnerElement
    /// The sink's lock (`SerializingSink`'s).
    var lock: RecursiveLock { get }
    /// The subscription to the outer sequence.
    var outerSubscription: SingleAssignmentDisposable { get }
    /// The observer of every inner subscribed (or about to be) and not yet ended, under its key.
    var inners: Bag<MergeSinkIter<Self>> { get set }
    /// Whether the merge's sources have been disposed: an inner admitted later is refused.
    var sourcesDisposed: Bool { get set }
    /// An event from the inner that `iter` observes.
    func innerOn(_ event: Event<InnerElement>, from iter: MergeSinkIter<Self>)
}

extension InnerMerger {
    /// Subscribes `inner` with `iter`, then keeps the subscription where disposing the merge finds
    /// it: in `iter`, and `iter` in `inners`, unless the inner has ended meanwhile (a `just`
    /// completes during its own `subscribe`; the merge may have been disposed), when the
    /// subscription is disposed at once. An inner that ended during `subscribe` costs no lock and
    /// no entry in the bag. No lock is held while subscribing or disposing.
    @inlinable
    func subscribe(_ inner: Observable<InnerElement>, with iter: MergeSinkIter<Self>) {
        guard iter.keep(inner.subscribe(iter)) else { return }
        let refused = lock.performLocked { () -> Disposable? in
            if sourcesDisposed {
                return iter.end()
            }
            // `forgotten`, not only `hasEnded`: an inner that completed on another thread has been
            // forgotten under this lock before it is marked ended after it, and must not be kept.
            if !iter.hasEnded && !iter.forgotten {
                iter.key = inners.insert(iter)
            }
            return nil
        }
        refused?.dispose()
    }

    /// Takes a finished `iter` out of the running inners, if it is there. Under `lock`; then call
    /// `iter.finish()` after releasing it.
    @inlinable
    func forget(_ iter: MergeSinkIter<Self>) {
        if let key = iter.key {
            _ = inners.removeKey(key)
            iter.key = nil
        }
        iter.forgotten = true
    }

    // region: InnerMergerDispose
    /// What `run` returns: disposing it disposes the outer subscription and every inner's, each
    /// taken out under the lock and disposed after it.
    @inlinable
    func sourcesDisposable() -> Disposable {
        AnonymousDisposable { [self] in
            let running = lock.performLocked { () -> [Disposable] in
                sourcesDisposed = true
                var subscriptions: [Disposable] = []
                inners.forEach { iter in
                    if let subscription = iter.end() {
                        subscriptions.append(subscription)
                    }
                }
                inners = Bag()
                return subscriptions
            }
            outerSubscription.dispose()
            for subscription in running {
                subscription.dispose()
            }
        }
    }
    // endregion: InnerMergerDispose
}
// endregion: InnerMerger

/// The observer subscribed to one inner sequence of a merge: it passes each event to the sink, and
/// keeps the inner's key (under the sink's lock) and its subscription.
///
/// The subscription arrives when `subscribe` returns, on the subscribing thread, and the inner may
/// have ended before that, on any thread; two flags in one atomic integer, set by `fetchOr`, say
/// which came first (chapter 04's `SingleAssignmentDisposable` does the same): whoever comes second
/// disposes the subscription.
// region: MergeSinkIter
@usableFromInline
final class MergeSinkIter<Parent: InnerMerger>: ObserverType {
    @usableFromInline
    typealias Element = Parent.InnerElement

    @usableFromInline
    let parent: Parent
    /// Its key in `parent.inners` while it is there; under `parent.lock`.
    @usableFromInline @exclusivity(unchecked)
    var key: BagKey?
    /// The inner has completed and been taken out of `parent.inners` (or was never in it); under
    /// `parent.lock`, so that a `subscribe` still returning on another thread does not put it back.
    @usableFromInline @exclusivity(unchecked)
    var forgotten = false
    /// Written once, before `kept` is set; read only by whoever sets `ended` after that.
    @usableFromInline @exclusivity(unchecked)
    var subscription: Disposable?
    /// `kept` (1): `subscription` is there; `ended` (2): the inner completed or the merge was disposed.
    @usableFromInline
    let state = AtomicInt(0)

    @inlinable
    init(parent: Parent) {
        self.parent = parent
    }

    @inlinable
    func on(_ event: Event<Element>) {
        parent.innerOn(event, from: self)
    }

    /// Keeps the inner's subscription and returns true, or, if the inner has already ended,
    /// disposes it and returns false.
    @inlinable
    func keep(_ subscription: Disposable) -> Bool {
        if isFlagSet(state, 2) {
            // Ended during `subscribe` (the bit never clears): nobody will look for it.
            subscription.dispose()
            return false
        }
        self.subscription = subscription
        if fetchOr(state, 1) & 2 != 0 {
            self.subscription = nil
            subscription.dispose()
            return false
        }
        return true
    }

    /// Whether the inner has ended (completed, or the merge was disposed).
    @inlinable
    var hasEnded: Bool {
        isFlagSet(state, 2)
    }

    /// Marks the inner ended and disposes its subscription, if it was kept before (once).
    @inlinable
    func finish() {
        end()?.dispose()
    }

    /// Marks the inner ended; returns its subscription if it was kept before, for the caller to
    /// dispose (once: a second call returns nil).
    @inlinable
    func end() -> Disposable? {
        let before = fetchOr(state, 2)
        guard before & 2 == 0, before & 1 != 0 else {
            return nil
        }
        defer { subscription = nil }
        return subscription
    }
}
// endregion: MergeSinkIter

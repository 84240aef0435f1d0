/// The disposable that `Producer.subscribe` returns: it owns the two halves of a subscription,
/// the sink and the subscription to the source, and disposes both exactly once.
///
/// The two halves arrive only after `run` returns, but the subscription can end earlier: a
/// source that completes synchronously inside `run` makes the sink dispose its `cancel`, which is
/// this object, before anything was set. So disposal and setting can happen in either order,
/// and on different threads. Two bit flags in one atomic integer record what has happened:
///
/// | state before | `setSinkAndSubscription` | `dispose` |
/// |---|---|---|
/// | neither | store both, set `sinkAndSubscriptionSet` | set `disposed`; nothing to dispose yet |
/// | `disposed` | dispose both at once, keep neither | nothing |
/// | `sinkAndSubscriptionSet` | usage error: set twice | dispose both, drop them |
/// | both | usage error: set twice | nothing |
///
/// Whoever's `fetchOr` sees the other flag already set does the disposing, so it happens once.
// region: SinkDisposer
final class SinkDisposer: Cancelable {
    enum DisposeState: Int32 {
        case disposed = 1
        case sinkAndSubscriptionSet = 2
    }


    let state = AtomicInt(0)
    // Guarded by the atomic state flags (only the call that wins the fetchOr touches it), so
    // Swift's run-time exclusivity check would only repeat what they guarantee: it is off.
    // Until the halves arrive, and after they are disposed, each holds a `VacantDisposable`
    // rather than nil: the flags already say what the fields hold, and an
    // optional existential would be checked and destroyed through the runtime's generic
    // witnesses on every assignment, several times per subscription (Appendix A).
    @exclusivity(unchecked)
    var sink: Disposable = VacantDisposable()
    @exclusivity(unchecked)
    var subscription: Disposable = VacantDisposable()

    var isDisposed: Bool {
        isFlagSet(state, DisposeState.disposed.rawValue)
    }

    func setSinkAndSubscription(sink: consuming Disposable, subscription: consuming Disposable) {
        #if RXREADING_TRACE
        // Copies for the message: an autoclosure that captured the parameters themselves would
        // forbid consuming them below.
        let tracedSink = copy sink, tracedSubscription = copy subscription
        let traced = Trace.begin(
            .set,
            "setSinkAndSubscription(\(Trace.name(of: tracedSink)), \(Trace.name(of: tracedSubscription)))"
                + (isDisposed ? ", disposed already: disposes both" : ""),
            to: self)
        defer { Trace.end(traced) }
        #endif
        // Disposed while `run` was still running (a source that completed at once, the common
        // case): `dispose` has seen the halves missing and will not touch them, so dispose the
        // halves that just arrived without storing them.
        if isFlagSet(state, DisposeState.disposed.rawValue) {
            markSet()
            sink.dispose()
            subscription.dispose()
            return
        }

        // Moved in, not copied: each parameter is ours (`consuming`), and `consume` ends it here,
        // so its value is taken into the field instead of copied through the existential's
        // witnesses and then destroyed.
        self.sink = consume sink
        self.subscription = consume subscription

        let previousState = markSet()

        // Disposed after the check above, before the flag was set: dispose what just arrived.
        if (previousState & DisposeState.disposed.rawValue) != 0 {
            disposeHalves()
        }
    }

    /// Sets `sinkAndSubscriptionSet` and returns the state before; stops the program if it was
    /// already set.
    @discardableResult
    private func markSet() -> Int32 {
        let previousState = fetchOr(state, DisposeState.sinkAndSubscriptionSet.rawValue)
        if (previousState & DisposeState.sinkAndSubscriptionSet.rawValue) != 0 {
            rxFatalError("Sink and subscription were already set: a SinkDisposer is set once per subscription, by Producer.subscribe")
        }
        return previousState
    }

    /// Takes the two halves out of the fields, leaving do-nothing disposables, and disposes
    /// them: the sink first, then the subscription.
    private func disposeHalves() {
        var sink: Disposable = VacantDisposable()
        var subscription: Disposable = VacantDisposable()
        swap(&sink, &self.sink)
        swap(&subscription, &self.subscription)
        sink.dispose()
        subscription.dispose()
    }

    func dispose() {
        #if RXREADING_TRACE
        let traced = Trace.begin(.dispose, isDisposed ? "dispose (disposed already: nothing)" : "dispose", to: self)
        defer { Trace.end(traced) }
        #endif
        let previousState = fetchOr(state, DisposeState.disposed.rawValue)

        if (previousState & DisposeState.disposed.rawValue) != 0 {
            return
        }

        // Set already: dispose both halves. (Not set yet: setSinkAndSubscription will see the
        // disposed flag and dispose them when they arrive.)
        if (previousState & DisposeState.sinkAndSubscriptionSet.rawValue) != 0 {
            disposeHalves()
        }
    }
}
// endregion: SinkDisposer

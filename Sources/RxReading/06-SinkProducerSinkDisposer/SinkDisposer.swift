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
    @exclusivity(unchecked)
    var sink: Disposable?
    @exclusivity(unchecked)
    var subscription: Disposable?

    var isDisposed: Bool {
        isFlagSet(state, DisposeState.disposed.rawValue)
    }

    func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        self.sink = sink
        self.subscription = subscription

        let previousState = fetchOr(state, DisposeState.sinkAndSubscriptionSet.rawValue)
        if (previousState & DisposeState.sinkAndSubscriptionSet.rawValue) != 0 {
            rxFatalError("Sink and subscription were already set: a SinkDisposer is set once per subscription, by Producer.subscribe")
        }

        // Disposed while `run` was still running: dispose what just arrived.
        if (previousState & DisposeState.disposed.rawValue) != 0 {
            sink.dispose()
            subscription.dispose()
            self.sink = nil
            self.subscription = nil
        }
    }

    func dispose() {
        let previousState = fetchOr(state, DisposeState.disposed.rawValue)

        if (previousState & DisposeState.disposed.rawValue) != 0 {
            return
        }

        if (previousState & DisposeState.sinkAndSubscriptionSet.rawValue) != 0 {
            guard let sink, let subscription else {
                rxFatalError("SinkDisposer lost its sink or subscription; this is a bug in RxReading")
            }
            sink.dispose()
            subscription.dispose()

            self.sink = nil
            self.subscription = nil
        }
        // Not set yet: setSinkAndSubscription will see the disposed flag and dispose both.
    }
}
// endregion: SinkDisposer

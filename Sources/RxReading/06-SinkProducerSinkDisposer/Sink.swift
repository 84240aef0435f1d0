/// The per-subscription worker of an operator: it receives the source's events, does the
/// operator's work, and forwards the results to the observer below it.
///
/// A producer is a recipe and a sink is one run of it: every `subscribe` creates a new sink, so
/// state that belongs to one subscription (a counter in `take`, the index of a range) lives here.
/// `forwardOn` is the one door to the observer; once the sink is disposed the door is shut,
/// which is how "nothing after dispose" is kept (chapter 06).
// region: Sink
@usableFromInline
class Sink<Observer: ObserverType>: Disposable {
    @usableFromInline
    let observer: Observer
    @usableFromInline
    let cancel: Cancelable
    @usableFromInline
    let disposed = AtomicInt(0)

    #if DEBUG
    #if CH07
    // Chapter 07 brings the tracker; from then on it watches here too.
    // Debug builds check that events reach the sink one at a time (chapter 07's tracker), as
    // RxSwift's sinks do; release builds carry neither the field nor the check.
    @usableFromInline
    let forwardOnTracker = SynchronizationTracker()
    #endif
    #endif

    @inlinable
    init(observer: Observer, cancel: Cancelable) {
        #if TRACE_RESOURCES
        _ = Resources.incrementTotal()
        #endif
        self.observer = observer
        self.cancel = cancel
        #if RXREADING_TRACE
        Trace.note(.run, "run builds it", to: self)
        #endif
    }

    /// Sends `event` to the observer, unless this sink has been disposed.
    @inlinable
    final func forwardOn(_ event: Event<Observer.Element>) {
        #if DEBUG
        #if CH07
        // Chapter 07 brings the tracker; from then on it watches here too.
        let claimed = forwardOnTracker.register()
        defer { forwardOnTracker.unregister(claimed) }
        #endif
        #endif
        if isFlagSet(disposed, 1) {
            return
        }
        #if RXREADING_TRACE
        let traced = Trace.begin(.on, event.debugDescription, to: observer, from: self)
        defer { Trace.end(traced) }
        #endif
        observer.on(event)
    }

    /// Whether the sink has been disposed.
    @inlinable
    final var isDisposed: Bool {
        isFlagSet(disposed, 1)
    }

    /// Shuts the door to the observer and disposes the whole subscription (through `cancel`,
    /// the subscription's `SinkDisposer`).
    @inlinable
    func dispose() {
        #if RXREADING_TRACE
        let traced = Trace.begin(.dispose, "dispose", to: self)
        defer { Trace.end(traced) }
        #endif
        fetchOr(disposed, 1)
        cancel.dispose()
    }

    @inlinable
    deinit {
        #if TRACE_RESOURCES
        _ = Resources.decrementTotal()
        #endif
    }
}
// endregion: Sink

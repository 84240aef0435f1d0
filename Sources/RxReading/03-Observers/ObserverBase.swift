/// The base of the library's own observers: it enforces the event grammar once, so that each
/// subclass only says what to do with an event it is allowed to see.
///
/// `on(_:)` lets `next` events through while the observer is running and lets exactly one
/// terminal event through; `onCore(_:)` is the hook a subclass overrides. The "stopped" flag is
/// one atomic integer set with `fetchOr`, so when two threads deliver terminal events at once,
/// exactly one of them wins (chapter 03).
// region: ObserverBase
@usableFromInline
class ObserverBase<Element>: ObserverType {
    @usableFromInline
    let isStopped = AtomicInt(0)

    @inlinable
    init() {}

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if load(isStopped) == 0 {
                onCore(event)
            }
        case .error, .completed:
            // The old value says whether this call is the one that stopped the observer.
            if fetchOr(isStopped, 1) == 0 {
                onCore(event)
            }
        }
    }

    /// Handles an event that the grammar allows. Subclasses override it.
    @usableFromInline
    func onCore(_ event: Event<Element>) {
        rxAbstractMethod()
    }

    /// Stops the observer: from now on it ignores every event.
    @inlinable
    func dispose() {
        fetchOr(isStopped, 1)
    }
}
// endregion: ObserverBase

/// An observer made from a closure: what `subscribe(onNext:...)` builds around the closures it
/// is given.
///
/// Because it inherits from `ObserverBase`, the closure never sees an event after a terminal
/// one, even if the source misbehaves.
// region: AnonymousObserver
@usableFromInline
final class AnonymousObserver<Element>: ObserverBase<Element> {
    @usableFromInline
    typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline
    let eventHandler: EventHandler

    @inlinable
    init(_ eventHandler: @escaping EventHandler) {
        #if TRACE_RESOURCES
        _ = Resources.incrementTotal()
        #endif
        self.eventHandler = eventHandler
    }

    @inlinable
    override func onCore(_ event: Event<Element>) {
        eventHandler(event)
    }

    #if TRACE_RESOURCES
    @inlinable
    deinit {
        _ = Resources.decrementTotal()
    }
    #endif
}
// endregion: AnonymousObserver

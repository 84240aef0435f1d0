/// A type-erased observer: any observer of `Element`, seen through one concrete type.
///
/// It forwards every event to the observer it wraps, without adding rules of its own. That is
/// what `Observable.create` hands to its closure, so the closure does not depend on which sink
/// stands behind it.
///
/// RxSwift 6.5's `AnyObserver` is not `Sendable`; this one is, unchecked (see below).
// region: AnyObserver
// Sendable, unchecked: an observer may be called from any thread, one event at a time (the
// event rule of chapter 01); debug builds report a broken rule (chapter 07's tracker). A
// continuation is Sendable on the same terms: shared freely, resumed once.
public struct AnyObserver<Element>: ObserverType, @unchecked Sendable {
    /// The function that receives every event.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline
    let observer: EventHandler

    #if RXREADING_TRACE
    // The observer this one wraps, so a trace draws the call as reaching it (debug builds only).
    @usableFromInline
    var traceTarget: AnyObject? = nil
    #endif

    /// Creates an observer that sends every event to `eventHandler`.
    ///
    /// - Parameter eventHandler: Called with each event, on the thread that sends it.
    @inlinable
    public init(eventHandler: @escaping EventHandler) {
        observer = eventHandler
    }

    /// Wraps `observer`, keeping a strong reference to it.
    ///
    /// - Parameter observer: The observer that receives every event sent to this one.
    @inlinable
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = { event in observer.on(event) }
        #if RXREADING_TRACE
        traceTarget = Trace.target(of: observer)
        #endif
    }

    /// Forwards `event` to the wrapped observer.
    ///
    /// - Parameter event: The event to forward.
    @inlinable
    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// Returns itself: it is already type-erased.
    ///
    /// - Returns: This observer.
    @inlinable
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}

extension ObserverType {
    /// Erases the type of this observer.
    ///
    /// - Returns: An `AnyObserver` that forwards every event to this observer.
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// Returns an observer that transforms each element with `transform` before passing it on
    /// to this one. A `transform` that throws sends this observer `.error` with what it threw.
    ///
    /// - Parameter transform: Turns each element of the new observer into one of this observer.
    /// - Returns: An observer of `Result` that feeds this one.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in
            self.on(event.map(transform))
        }
    }
}
// endregion: AnyObserver

#if RXREADING_TRACE
extension AnyObserver: TraceWrapping {}
#endif

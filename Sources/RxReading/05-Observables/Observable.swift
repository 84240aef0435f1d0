/// The base class of every observable sequence in the library: a type to write in signatures,
/// and one method for subclasses to implement, `subscribeErased`.
///
/// RxSwift's subclasses override the generic `subscribe<Observer>` itself. RxReading's
/// subclasses override `subscribeErased`, which takes the observer already wrapped in an
/// `AnyObserver`, and the public generic `subscribe` does the wrapping at the caller. The
/// difference is where generic code is compiled: the wrapping happens in code whose types the
/// optimizer knows, so the closure inside the `AnyObserver` is specialized for them, while a
/// generic method reached through the class's method table is not (chapter 05 explains the
/// shape; chapter 06 gives what it saves per element, from Appendix A's `pump/create` and
/// `deep-chain/10-maps` rows).
///
/// Debug builds count every live `Observable` in `Resources.total`, so a chain that is never
/// released shows up in the chapter tests.
// region: Observable
// Sendable, unchecked: an observable may be subscribed to from any thread, and each subscription
// builds its own sink; what a subclass shares between subscriptions is immutable or guarded by a
// lock, named where the subclass restates this conformance. (The closures it holds are the
// caller's: chapter 22 says what that means under Swift 6.)
public class Observable<Element>: ObservableType, @unchecked Sendable {
    @usableFromInline
    init() {
        #if TRACE_RESOURCES
        _ = Resources.incrementTotal()
        #endif
    }

    /// Connects `observer` to this sequence, wrapping it in an `AnyObserver` unless it is one.
    ///
    /// RxSwift 6.5's subclasses override this generic method; here it is `final` and hands the
    /// erased observer to `subscribeErased`.
    ///
    /// - Parameter observer: The observer to receive the events.
    /// - Returns: The handle that ends the subscription.
    @inlinable
    public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element {
        // An observer that is already type-erased is passed on as it is, not wrapped twice.
        if let erased = observer as? AnyObserver<Element> {
            return subscribeErased(erased)
        }
        return subscribeErased(AnyObserver(observer))
    }

    /// Connects an observer; what each kind of observable does differently. Subclasses override it.
    @usableFromInline
    func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        rxAbstractMethod()
    }

    /// Returns this sequence itself: it is already an `Observable`.
    ///
    /// - Returns: `self`.
    public func asObservable() -> Observable<Element> {
        self
    }

    deinit {
        #if TRACE_RESOURCES
        _ = Resources.decrementTotal()
        #endif
    }
}
// endregion: Observable

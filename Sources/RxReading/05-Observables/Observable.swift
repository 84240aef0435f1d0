/// The base class of every observable sequence in the library: a type to write in signatures,
/// and an abstract `subscribe` for subclasses to implement.
///
/// Debug builds count every live `Observable` in `Resources.total`, so a chain that is never
/// released shows up in the chapter tests.
// region: Observable
public class Observable<Element>: ObservableType {
    init() {
        #if TRACE_RESOURCES
        _ = Resources.incrementTotal()
        #endif
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element {
        rxAbstractMethod()
    }

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

/// The base class of connectable observables, so a connectable can be named as a type
/// (`ConnectableObservable<Int>`), as `Observable` names the others.
// region: ConnectableObservable
// Sendable, unchecked: it has no state of its own.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType, @unchecked Sendable {
    override init() {
        super.init()
    }

    /// Connects to the source; each subclass says how.
    ///
    /// - Returns: The connection; disposing it disconnects the subject from the source.
    public func connect() -> Disposable {
        rxAbstractMethod()
    }
}
// endregion: ConnectableObservable

// region: refCount
extension ConnectableObservableType {
    /// An observable that connects this connectable when its first observer subscribes, and
    /// disposes the connection when its last observer leaves, or when the source ends.
    ///
    /// Unlike RxSwift 6.5, it calls `connect()`, and disposes the connection, with no lock held, so
    /// a source that needs a lock another subscriber holds cannot deadlock with it (chapter 18).
    ///
    /// - Returns: An observable that connects and disconnects with its observers.
    public func refCount() -> Observable<Element> {
        RefCount(source: self)
    }
}
// endregion: refCount

/// The observable of `refCount()`: it counts the subscribers of the current connection.
///
/// RxSwift 6.5 calls `connect()`, and disposes the connection, while holding this lock, so a
/// source that sends during `connect` to an observer that needs a lock another thread holds while
/// it subscribes or unsubscribes here deadlocks. Here the count is kept under the lock and the
/// connection is made and disposed after releasing it. A placeholder (`SingleAssignmentDisposable`)
/// is put in its place under the lock, so a last subscriber that leaves before `connect()` has
/// returned still disposes it.
// region: RefCount
// Sendable, unchecked: `lock` guards every mutable field.
final class RefCount<Source: ConnectableObservableType>: Producer<Source.Element>, @unchecked Sendable {
    let source: Source

    let lock = RecursiveLock()
    // Under `lock`:
    /// How many subscribers the current connection has.
    var count = 0
    /// Which connection this is; it changes when the source ends one, so a subscriber of an ended
    /// connection cannot disconnect the next.
    var connectionId: Int64 = 0
    /// The current connection (or the place it is about to be put).
    var connection: SingleAssignmentDisposable?

    init(source: Source) {
        self.source = source
        super.init { producer, observer, cancel in
            let refCount = unsafeDowncast(producer, to: RefCount.self)
            let sink = RefCountSink(parent: refCount, observer: observer, cancel: cancel)
            return (sink: sink, subscription: sink.run())
        }
    }
}
// endregion: RefCount

/// What a new subscriber of `refCount()` must do once the count is updated.
enum RefCountStep {
    /// Its subscription already ended (a subject that had stopped replayed its terminal event).
    case alreadyOver
    /// It is the first: connect, into this placeholder.
    case connect(SingleAssignmentDisposable)
    /// The connection is there already.
    case counted
}

/// One subscriber of `refCount()`.
// region: RefCountSink
final class RefCountSink<Source: ConnectableObservableType, Observer: ObserverType>: Sink<Observer>, ObserverType
    where Source.Element == Observer.Element {
    let parent: RefCount<Source>
    /// The connection this subscriber counts in; under `parent.lock`.
    var connectionIdSnapshot: Int64 = -1

    init(parent: RefCount<Source>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        // Subscribed first, connected second: an observer must be in place before the source
        // sends.
        let subscription = parent.source.subscribe(self)
        let step = parent.lock.performLocked { () -> RefCountStep in
            connectionIdSnapshot = parent.connectionId
            if isDisposed {
                // The subject had already ended and sent its terminal event during `subscribe`.
                return .alreadyOver
            }
            parent.count += 1
            if parent.count == 1 {
                let placeholder = SingleAssignmentDisposable()
                parent.connection = placeholder
                return .connect(placeholder)
            }
            return .counted
        }
        switch step {
        case .alreadyOver:
            return Disposables.create()
        case .connect(let placeholder):
            placeholder.setDisposable(parent.source.connect())
        case .counted:
            break
        }
        return AnonymousDisposable { [parent, snapshot = connectionIdSnapshot] in
            subscription.dispose()
            let lastOne = parent.lock.performLocked { () -> Disposable? in
                if parent.connectionId != snapshot {
                    return nil
                }
                if parent.count == 1 {
                    parent.count = 0
                    defer { parent.connection = nil }
                    return parent.connection
                }
                if parent.count > 1 {
                    parent.count -= 1
                    return nil
                }
                rxInternalError("refCount's subscriber count went below zero")
            }
            lastOne?.dispose()
        }
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error, .completed:
            // The source ended the connection: forget it, so the next subscriber connects anew.
            let ended = parent.lock.performLocked { () -> Disposable? in
                if parent.connectionId != connectionIdSnapshot {
                    return nil
                }
                let connection = parent.connection
                parent.count = 0
                parent.connectionId &+= 1
                parent.connection = nil
                return connection
            }
            ended?.dispose()
            forwardOn(event)
            dispose()
        }
    }
}
// endregion: RefCountSink

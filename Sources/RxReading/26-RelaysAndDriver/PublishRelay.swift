/// A `PublishSubject` that cannot end: it sends each accepted element to the subscribers of the
/// moment and replays nothing, and it has no `onError` or `onCompleted`.
///
/// Every call goes through the wrapped subject, so the subject's rules hold unchanged: one
/// `accept` at a time (debug builds report two at once) and observers called outside its lock.
///
/// It is `Sendable`, as every call goes through the subject; RxSwift 6.5's `PublishRelay`
/// does not declare `Sendable`.
// region: PublishRelay
public final class PublishRelay<Element>: ObservableType, Sendable {
    private let subject: PublishSubject<Element>

    /// Sends `event` to every subscriber of the moment.
    ///
    /// - Parameter event: The element to send.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Creates a relay with no subscribers.
    public init() {
        subject = PublishSubject()
    }

    /// Subscribes `observer` to the elements accepted from now on.
    ///
    /// - Parameter observer: The observer to receive the elements.
    /// - Returns: The subscription; dispose it to stop receiving.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as a plain observable: its subject.
    ///
    /// - Returns: The wrapped subject, as an `Observable`.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
// endregion: PublishRelay

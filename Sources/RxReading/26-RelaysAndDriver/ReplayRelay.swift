/// A `ReplaySubject` that cannot end: it replays the last elements it accepted (or all of them)
/// to each new subscriber, then the live ones, and it has no `onError` or `onCompleted`.
///
/// Every call goes through the wrapped subject: one `accept` at a time (debug builds report two
/// at once), and observers, replay included, called outside its lock (chapter 18).
///
/// It is `Sendable`, as every call goes through the subject; RxSwift 6.5's `ReplayRelay`
/// does not declare `Sendable`.
// region: ReplayRelay
public final class ReplayRelay<Element>: ObservableType, Sendable {
    private let subject: ReplaySubject<Element>

    /// Remembers `event` and sends it to every subscriber of the moment.
    ///
    /// - Parameter event: The element to remember and send.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// Makes a relay that replays at most the last `bufferSize` accepted elements to each new
    /// subscriber.
    ///
    /// - Parameter bufferSize: How many of the latest elements to remember.
    /// - Returns: A new relay with no elements yet.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// Makes a relay that replays every element it ever accepted: its memory grows without
    /// bound, so use it only where the number of elements stays small.
    ///
    /// - Returns: A new relay with no elements yet.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbounded())
    }

    /// Subscribes `observer`: it receives the replayed elements, then every accepted one.
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
        subject
    }
}
// endregion: ReplayRelay

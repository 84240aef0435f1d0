/// A `BehaviorSubject` that cannot end: it holds a current value, replays it to each new
/// subscriber, and takes new elements through `accept`, but it has no `onError` or
/// `onCompleted`, so it never stops and `value` never throws.
///
/// Every call goes through the wrapped subject, so the subject's rules hold unchanged: one
/// `accept` at a time (debug builds report two at once, chapter 07's tracker), and observers
/// called outside its lock, the replay of the current value to a new subscriber included, with
/// nothing newer overtaking that replay (chapter 15).
///
/// It is `Sendable`, as every call goes through the subject; RxSwift 6.5's `BehaviorRelay`
/// does not declare `Sendable`.
// region: BehaviorRelay
public final class BehaviorRelay<Element>: ObservableType, Sendable {
    @usableFromInline
    let subject: BehaviorSubject<Element>

    // `accept`, `subscribe` and `asObservable` are `@inlinable`, and so is the subject's `on`
    // (chapter 15): an app's compiler builds the whole path of an element for the app's element
    // type, rather than running code compiled for no particular type (`relay/pump`, lab notes of
    // `Benchmarks/README.md`). `accept` calls `on` itself, where RxSwift calls `onNext`, which is
    // compiled once for every observer type.

    /// Makes `event` the current value and sends it to every subscriber.
    ///
    /// - Parameter event: The new current value.
    @inlinable
    public func accept(_ event: Element) {
        subject.on(.next(event))
    }

    /// The current value: the last element accepted, or the initial one. Read without subscribing.
    public var value: Element {
        do {
            return try subject.value()
        } catch {
            // Only an ended or disposed subject throws, and nothing can end or dispose this one.
            rxInternalError("a BehaviorRelay's subject threw \(error)")
        }
    }

    /// Creates a relay whose current value is `value`.
    ///
    /// - Parameter value: The value the relay holds until the first `accept`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// Subscribes `observer`: it receives the current value at once, then every accepted element.
    ///
    /// - Parameter observer: The observer to receive the elements.
    /// - Returns: The subscription; dispose it to stop receiving.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as a plain observable: its subject.
    ///
    /// - Returns: The wrapped subject, as an `Observable`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
// endregion: BehaviorRelay

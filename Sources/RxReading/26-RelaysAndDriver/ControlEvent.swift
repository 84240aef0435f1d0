/// What makes a type a control event: an observable that can give itself as a `ControlEvent`.
// region: ControlEventType
public protocol ControlEventType: ObservableType {
    /// The event as a `ControlEvent`.
    ///
    /// - Returns: The control event this value stands for.
    func asControlEvent() -> ControlEvent<Element>
}
// endregion: ControlEventType

/// An event of a UI element (a tap, an edit): no value on subscription, never an error,
/// `completed` when the control goes away, delivered on the main thread.
///
/// As with `ControlProperty`, the type only subscribes the events on the main thread
/// (`ConcurrentMainScheduler`); the rest is its maker's promise. It is `Sendable`, where RxSwift
/// 6.5's `ControlEvent` does not declare `Sendable`.
// region: ControlEvent
public struct ControlEvent<PropertyType>: ControlEventType, Sendable {
    /// The type of the events: `PropertyType`.
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// Creates a control event from `events`, subscribed on the main thread.
    ///
    /// - Parameter events: The control's events; its maker promises the rest of the trait.
    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// Subscribes `observer` to the events.
    ///
    /// - Parameter observer: The observer to receive the events.
    /// - Returns: The subscription; dispose it to stop receiving.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// The events as a plain observable.
    ///
    /// - Returns: The events, subscribed on the main thread.
    public func asObservable() -> Observable<Element> {
        events
    }

    /// Returns itself, as the protocol asks.
    ///
    /// - Returns: This control event.
    public func asControlEvent() -> ControlEvent<Element> {
        self
    }
}
// endregion: ControlEvent

/// What makes a type a control event: an observable that can give itself as a `ControlEvent`.
// region: ControlEventType
public protocol ControlEventType: ObservableType {
    /// The event as a `ControlEvent`.
    func asControlEvent() -> ControlEvent<Element>
}
// endregion: ControlEventType

/// An event of a UI element (a tap, an edit): no value on subscription, never an error,
/// `completed` when the control goes away, delivered on the main thread.
///
/// As with `ControlProperty`, the type only subscribes the events on the main thread
/// (`ConcurrentMainScheduler`); the rest is its maker's promise.
// region: ControlEvent
public struct ControlEvent<PropertyType>: ControlEventType, Sendable {
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// Creates a control event from `events`, subscribed on the main thread.
    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// Subscribes `observer` to the events.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// The events.
    public func asObservable() -> Observable<Element> {
        events
    }

    /// Itself.
    public func asControlEvent() -> ControlEvent<Element> {
        self
    }
}
// endregion: ControlEvent

/// What makes a type a control property: an observable of the property's values that is also an
/// observer setting it.
// region: ControlPropertyType
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The property as a `ControlProperty`.
    ///
    /// - Returns: The control property this value stands for.
    func asControlProperty() -> ControlProperty<Element>
}
// endregion: ControlPropertyType

/// A property of a UI element, both ways: as an observable, its current value, then the values
/// the user gives it (changes made by code are not reported); as an observer, what sets it.
///
/// The trait promises what its maker must make true: the values replay the latest one to a new
/// subscriber, never error, complete when the control goes away, and are delivered on the main
/// thread. The type itself only subscribes the values on the main thread
/// (`ConcurrentMainScheduler`); the rest is the maker's word. It is `Sendable`, where RxSwift
/// 6.5's `ControlProperty` does not declare `Sendable`.
// region: ControlProperty
public struct ControlProperty<PropertyType>: ControlPropertyType, Sendable {
    /// The type of the property's values: `PropertyType`.
    public typealias Element = PropertyType

    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    /// Creates a property from `values`, subscribed on the main thread, and `valueSink`, which
    /// sets it.
    ///
    /// - Parameters:
    ///   - values: The property's values; its maker promises the rest of the trait.
    ///   - valueSink: The observer that sets the property.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
        where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    /// Subscribes `observer` to the property's values.
    ///
    /// - Parameter observer: The observer to receive the values.
    /// - Returns: The subscription; dispose it to stop receiving.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The values after the current one: the user's changes. "Changed" means "set again by the
    /// user", not "different from the last": two equal values in a row both come through.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// The property's values as a plain observable.
    ///
    /// - Returns: The values, subscribed on the main thread.
    public func asObservable() -> Observable<Element> {
        values
    }

    /// Returns itself, as the protocol asks.
    ///
    /// - Returns: This control property.
    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Sets the property: `next` and `completed` go to the value sink; an error is a misuse
    /// (debug builds stop, release builds print it).
    ///
    /// - Parameter event: The event to set the property with.
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error):
            bindingError(error)
        case .next, .completed:
            valueSink.on(event)
        }
    }
}
// endregion: ControlProperty

// region: orEmpty
extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as the empty string; set with a `String`.
    public var orEmpty: ControlProperty<String> {
        let original: ControlProperty<String?> = asControlProperty()
        let values: Observable<String> = original.values.map { $0 ?? "" }
        let valueSink: AnyObserver<String> = original.valueSink.mapObserver { $0 }
        return ControlProperty<String>(values: values, valueSink: valueSink)
    }
}
// endregion: orEmpty

/// Reports an error bound into a control: RxSwift 6.5 stops a debug build with "Binding error:",
/// and prints it in a release build.
func bindingError(_ error: Swift.Error) {
    let message = "Binding error: \(error)"
    #if DEBUG
    rxFatalError(message)
    #else
    print(message)
    #endif
}

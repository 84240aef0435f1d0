/// One group of `groupBy`: the elements that share `key`, as an observable sequence.
// region: GroupedObservable
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key every element of this group has.
    public let key: Key

    private let source: Observable<Element>

    /// A group with `key` whose elements are `source`'s.
    ///
    /// - Parameters:
    ///   - key: The key the group's elements share.
    ///   - source: The sequence of the group's elements.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    ///
    /// - Parameter observer: The observer that receives the group's events.
    /// - Returns: The subscription; disposing it stops the events.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group's elements as a plain `Observable`.
    ///
    /// - Returns: The sequence the group was made with.
    public func asObservable() -> Observable<Element> {
        source
    }
}

// The source is an Observable, Sendable itself; the key decides.
extension GroupedObservable: Sendable where Key: Sendable {}
// endregion: GroupedObservable

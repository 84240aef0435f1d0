/// One group of `groupBy`: the elements that share `key`, as an observable sequence.
// region: GroupedObservable
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key every element of this group has.
    public let key: Key

    private let source: Observable<Element>

    /// A group with `key` whose elements are `source`'s.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        source.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> {
        source
    }
}

// The source is an Observable, Sendable itself; the key decides.
extension GroupedObservable: Sendable where Key: Sendable {}
// endregion: GroupedObservable

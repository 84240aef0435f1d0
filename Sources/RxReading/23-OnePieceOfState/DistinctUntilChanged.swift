// region: distinctUntilChanged
extension ObservableType where Element: Equatable {
    /// Drops each element equal to the one sent before it: only changes pass.
    ///
    /// - Returns: An observable of the first element and of each that differs from the last one
    ///   sent.
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), selector: { $0 }, comparer: { $0 == $1 })
    }
}
// endregion: distinctUntilChanged

// region: distinctUntilChangedForms
extension ObservableType {
    /// Drops each element whose key, by `keySelector`, equals the key of the last element sent.
    ///
    /// - Parameter keySelector: Makes the key an element is compared by; what it throws ends the
    ///   result with that error.
    /// - Returns: An observable of the elements whose key differs from the last one sent.
    @available(swift, obsoleted: 6)
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: { $0 == $1 })
    }

    /// `distinctUntilChanged(_:)` for Swift 6 callers: the key selector must be `@Sendable`. It
    /// drops each element whose key equals the key of the last element sent. The Swift 5 twin
    /// takes RxSwift 6.5's plain closure.
    ///
    /// - Parameter keySelector: Makes the key an element is compared by; what it throws ends the
    ///   result with that error.
    /// - Returns: An observable of the elements whose key differs from the last one sent.
    @available(swift, introduced: 6)
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping @Sendable (Element) throws -> Key)
        -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: { $0 == $1 })
    }

    /// Drops each element that `comparer` finds equal to the last element sent.
    ///
    /// - Parameter comparer: Says whether two elements are equal, the last one sent first; what
    ///   it throws ends the result with that error.
    /// - Returns: An observable of the elements `comparer` finds different from the last one sent.
    @available(swift, obsoleted: 6)
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
        -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), selector: { $0 }, comparer: comparer)
    }

    /// `distinctUntilChanged(_:)` for Swift 6 callers: the comparer must be `@Sendable`. It drops
    /// each element that `comparer` finds equal to the last element sent. The Swift 5 twin takes
    /// RxSwift 6.5's plain closure.
    ///
    /// - Parameter comparer: Says whether two elements are equal, the last one sent first; what
    ///   it throws ends the result with that error.
    /// - Returns: An observable of the elements `comparer` finds different from the last one sent.
    @available(swift, introduced: 6)
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping @Sendable (Element, Element) throws -> Bool)
        -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), selector: { $0 }, comparer: comparer)
    }

    /// Drops each element whose key, by `keySelector`, `comparer` finds equal to the key of the
    /// last element sent.
    ///
    /// - Parameters:
    ///   - keySelector: Makes the key an element is compared by.
    ///   - comparer: Says whether two keys are equal, the last element sent's first.
    /// - Returns: An observable of the elements whose key `comparer` finds different from the
    ///   last one sent. What either closure throws ends it with that error.
    @available(swift, obsoleted: 6)
    @inlinable
    public func distinctUntilChanged<K>(_ keySelector: @escaping (Element) throws -> K,
                                        comparer: @escaping (K, K) throws -> Bool) -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: comparer)
    }

    /// `distinctUntilChanged(_:comparer:)` for Swift 6 callers: both closures must be `@Sendable`.
    /// It drops each element whose key `comparer` finds equal to the key of the last element
    /// sent. The Swift 5 twin takes RxSwift 6.5's plain closures.
    ///
    /// - Parameters:
    ///   - keySelector: Makes the key an element is compared by.
    ///   - comparer: Says whether two keys are equal, the last element sent's first.
    /// - Returns: An observable of the elements whose key `comparer` finds different from the
    ///   last one sent. What either closure throws ends it with that error.
    @available(swift, introduced: 6)
    @inlinable
    public func distinctUntilChanged<K>(_ keySelector: @escaping @Sendable (Element) throws -> K,
                                        comparer: @escaping @Sendable (K, K) throws -> Bool) -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: comparer)
    }

    /// Drops each element whose property at `keyPath` equals that of the last element sent.
    ///
    /// - Parameter keyPath: The property elements are compared by.
    /// - Returns: An observable of the elements whose property differs from the last one sent's.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), selector: { $0 },
                             comparer: { $0[keyPath: keyPath] == $1[keyPath: keyPath] })
    }
}

// endregion: distinctUntilChangedForms

// region: DistinctUntilChanged
/// One subscription to `distinctUntilChanged`: the key of the last element sent, which the next
/// element's key is compared with.
@usableFromInline
final class DistinctUntilChangedSink<Observer: ObserverType, Key>: Sink<Observer>, ObserverType {
    @usableFromInline
    typealias Element = Observer.Element

    @usableFromInline
    let selector: (Element) throws -> Key
    @usableFromInline
    let comparer: (Key, Key) throws -> Bool
    // The key of the last element sent, not the element: an element that is dropped leaves it
    // as it was.
    @usableFromInline
    var currentKey: Key?

    @inlinable
    init(selector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool,
         observer: Observer, cancel: Cancelable) {
        self.selector = selector
        self.comparer = comparer
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            do {
                let key = try selector(value)
                if let currentKey, try comparer(currentKey, key) {
                    return
                }
                currentKey = key
            } catch let error {
                forwardOn(.error(error))
                dispose()
                return
            }
            forwardOn(event)
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

/// The observable of `distinctUntilChanged`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
@usableFromInline
final class DistinctUntilChanged<Element, Key>: Producer<Element>, @unchecked Sendable {
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let selector: (Element) throws -> Key
    @usableFromInline
    let comparer: (Key, Key) throws -> Bool

    @inlinable
    init(source: Observable<Element>, selector: @escaping (Element) throws -> Key,
         comparer: @escaping (Key, Key) throws -> Bool) {
        self.source = source
        self.selector = selector
        self.comparer = comparer
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: DistinctUntilChanged.self)
            let sink = DistinctUntilChangedSink(selector: parent.selector, comparer: parent.comparer,
                                                observer: observer, cancel: cancel)
            let subscription = parent.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: DistinctUntilChanged

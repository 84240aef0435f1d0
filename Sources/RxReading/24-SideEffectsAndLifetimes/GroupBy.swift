// region: groupBy
extension ObservableType {
    /// The elements split by key: the first element with a new key sends a `GroupedObservable`
    /// for that key, and every element goes to its key's group. The source's completion or
    /// error (or an error the key selector throws) reaches every group, then the result.
    ///
    /// A group someone still subscribes to keeps the source subscribed after the outer
    /// subscription is disposed; the source is let go when neither is left.
    ///
    /// - Parameter keySelector: Makes the key of an element.
    /// - Returns: An observable of groups, one per key, each sent when its key is first seen.
    @available(swift, obsoleted: 6)  // Swift 6 has its own, below
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
        -> Observable<GroupedObservable<Key, Element>> {
        GroupBy(source: asObservable(), keySelector: keySelector)
    }

    /// `groupBy` for Swift 6 callers: the key selector runs on whatever thread the elements
    /// arrive on, so it must be `@Sendable`. It splits the elements by key into groups. The
    /// Swift 5 twin takes RxSwift 6.5's plain closure.
    ///
    /// - Parameter keySelector: Makes the key of an element.
    /// - Returns: An observable of groups, one per key, each sent when its key is first seen.
    @available(swift, introduced: 6)
    public func groupBy<Key: Hashable>(keySelector: @escaping @Sendable (Element) throws -> Key)
        -> Observable<GroupedObservable<Key, Element>> {
        GroupBy(source: asObservable(), keySelector: keySelector)
    }
}
// endregion: groupBy

/// What a group's `GroupedObservable` subscribes to: the group's subject, holding a handle on
/// the sink's `RefCountDisposable` while the subscription lasts.
// region: GroupedObservableImpl
// Sendable, unchecked: immutable after init (a subject and a RefCountDisposable, both Sendable).
final class GroupedObservableImpl<Element>: Observable<Element>, @unchecked Sendable {
    let subject: PublishSubject<Element>
    let refCount: RefCountDisposable

    init(subject: PublishSubject<Element>, refCount: RefCountDisposable) {
        self.subject = subject
        self.refCount = refCount
        super.init()
    }

    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        let release = refCount.retain()
        let subscription = subject.subscribe(observer)
        return Disposables.create(release, subscription)
    }
}
// endregion: GroupedObservableImpl

/// One subscription to `groupBy`. It has one source, whose events arrive one at a time, and it
/// holds no lock: the table of groups is touched only while handling those events, and each
/// group's subject and the outer observer are called with nothing held.
// region: GroupBySink
final class GroupBySink<Key: Hashable, Element, Observer: ObserverType>: Sink<Observer>, ObserverType
    where Observer.Element == GroupedObservable<Key, Element> {
    let keySelector: (Element) throws -> Key
    /// The source's subscription: disposed by the refCount when neither the outer subscription
    /// nor any group's is left, or at once when the source ends.
    let subscription = SingleAssignmentDisposable()
    let refCount: RefCountDisposable
    var groups: [Key: PublishSubject<Element>] = [:]

    init(keySelector: @escaping (Element) throws -> Key, observer: Observer, cancel: Cancelable) {
        self.keySelector = keySelector
        refCount = RefCountDisposable(disposable: subscription)
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        subscription.setDisposable(source.subscribe(self))
        return refCount
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let key: Key
            do {
                key = try keySelector(element)
            } catch let error {
                fail(error)
                return
            }
            if let group = groups[key] {
                group.on(.next(element))
            } else {
                let group = PublishSubject<Element>()
                groups[key] = group
                forwardOn(.next(GroupedObservable(
                    key: key, source: GroupedObservableImpl(subject: group, refCount: refCount))))
                group.on(.next(element))
            }
        case .error(let error):
            fail(error)
        case .completed:
            for group in groups.values {
                group.on(.completed)
            }
            forwardOn(.completed)
            subscription.dispose()
            dispose()
        }
    }

    func fail(_ error: Swift.Error) {
        for group in groups.values {
            group.on(.error(error))
        }
        forwardOn(.error(error))
        subscription.dispose()
        dispose()
    }
}
// endregion: GroupBySink

/// The observable of `groupBy`.
// region: GroupByProducer
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class GroupBy<Key: Hashable, Element>: Producer<GroupedObservable<Key, Element>>, @unchecked Sendable {
    let source: Observable<Element>
    let keySelector: (Element) throws -> Key

    init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key) {
        self.source = source
        self.keySelector = keySelector
        super.init { producer, observer, cancel in
            let groupBy = unsafeDowncast(producer, to: GroupBy.self)
            let sink = GroupBySink(keySelector: groupBy.keySelector, observer: observer, cancel: cancel)
            return (sink: sink, subscription: sink.run(groupBy.source))
        }
    }
}
// endregion: GroupByProducer

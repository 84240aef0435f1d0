// region: switchLatest
extension ObservableType where Element: ObservableConvertibleType {
    /// Sends the elements of the most recent inner sequence only: each inner sequence that arrives
    /// replaces the one before, whose subscription is disposed.
    ///
    /// The result completes once the outer sequence has completed and the current inner (if any)
    /// has completed; an error from the outer sequence or from the current inner ends it.
    ///
    /// Unlike RxSwift 6.5, it calls its observer with no lock held: when two threads send at once,
    /// an element may be delivered by the thread already delivering rather than by the one that
    /// sent it, in the same order (chapter 16).
    ///
    /// - Returns: An observable of the current inner sequence's elements.
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        Switch<Element, Element>(source: asObservable(), selector: { $0 })
    }
}

extension ObservableType {
    /// Maps each element to an observable sequence with `selector`, and sends the elements of the
    /// most recent one only: `map(selector).switchLatest()`. A new element disposes the
    /// subscription to the inner sequence of the element before it.
    ///
    /// If `selector` throws, the result ends with that error.
    ///
    /// Unlike RxSwift 6.5, it calls its observer, and `selector`, with no lock held: when two
    /// threads send at once, an element may be delivered by the thread already delivering rather
    /// than by the one that sent it, in the same order (chapter 16).
    ///
    /// - Parameter selector: Makes the inner sequence for one element.
    /// - Returns: An observable of the latest inner sequence's elements.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element> {
        Switch<Element, Source>(source: asObservable(), selector: selector)
    }
}
// endregion: switchLatest

/// One subscription to `switchLatest` or `flatMapLatest`: it keeps the current inner subscription
/// in a `SerialDisposable`, so putting the next one in disposes it, and numbers each inner, so an
/// event from an inner that has been replaced is recognised and dropped.
// region: SwitchSink
@usableFromInline
final class SwitchSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>
    : SerializingSink<Observer>, ObserverType where Inner.Element == Observer.Element {
    @usableFromInline
    typealias Selector = (SourceElement) throws -> Inner

    @usableFromInline
    let selector: Selector
    /// The subscription to the outer sequence.
    @usableFromInline
    let outerSubscription = SingleAssignmentDisposable()
    /// The subscription to the current inner sequence; setting it disposes the one before.
    @usableFromInline
    let innerSubscription = SerialDisposable()

    // Under `lock`:
    /// The id of the newest inner sequence; an inner whose id differs has been replaced.
    @usableFromInline @exclusivity(unchecked)
    var latest = 0
    /// Whether the newest inner sequence is still running.
    @usableFromInline @exclusivity(unchecked)
    var hasLatest = false
    /// Whether the outer sequence has completed.
    @usableFromInline @exclusivity(unchecked)
    var stopped = false

    @inlinable
    init(selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func run(_ source: Observable<SourceElement>) -> Disposable {
        outerSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(outerSubscription, innerSubscription)
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        #if RXREADING_TRACE
        let traced = Trace.begin(.on, event.debugDescription, to: self)
        defer { Trace.end(traced) }
        #endif
        switch event {
        case .next(let element):
            // The selector is the user's code: it runs outside the lock.
            let inner: Observable<Inner.Element>
            do {
                inner = try selector(element).asObservable()
            } catch {
                send(.error(error))
                return
            }
            let id = lock.performLocked { () -> Int? in
                if isTerminated {
                    return nil
                }
                latest &+= 1
                hasLatest = true
                return latest
            }
            guard let id else { return }
            // The inner's observer is also its slot: one object, not two (Appendix A).
            let slot = SwitchSinkIter(parent: self, id: id)
            // Disposes the previous inner's subscription before the new inner is subscribed.
            #if RXREADING_TRACE
            let tracedSwap = Trace.begin(.dispose, id == 1 ? "set inner 1" : "set inner \(id), dispose \(id - 1)",
                                         to: innerSubscription)
            #endif
            innerSubscription.disposable = slot
            #if RXREADING_TRACE
            Trace.end(tracedSwap)
            #endif
            slot.setDisposable(inner.subscribe(slot))
        case .error(let error):
            send(.error(error))
        case .completed:
            let delivery = lock.performLocked { () -> Delivery in
                stopped = true
                return hasLatest ? .none : schedule(.completed)
            }
            outerSubscription.dispose()
            deliver(delivery)
        }
    }

    /// An event from the inner sequence numbered `id`.
    @inlinable
    func innerOn(_ event: Event<Observer.Element>, id: Int) {
        #if RXREADING_TRACE
        let traced = Trace.begin(.on, "\(event.debugDescription) from inner \(id)", to: self)
        defer { Trace.end(traced) }
        #endif
        let delivery = lock.performLocked { () -> Delivery in
            if latest != id {
                // Replaced: whatever it still sends is too late.
                return .none
            }
            switch event {
            case .next, .error:
                return schedule(event)
            case .completed:
                hasLatest = false
                return stopped ? schedule(.completed) : .none
            }
        }
        deliver(delivery)
    }
}
// endregion: SwitchSink

/// The observer subscribed to one inner sequence: it tags each event with the inner's id.
// region: SwitchSinkIter
/// The observer of one inner, and the slot of that inner's subscription: a
/// `SingleAssignmentDisposable` of its own (the same two flags), so that switching to an inner
/// makes one object rather than an observer and a slot.
@usableFromInline
// Sendable, unchecked: `state`, an atomic pair of flags, decides who may touch `disposable`, as in
// SingleAssignmentDisposable.
final class SwitchSinkIter<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>
    : ObserverType, Disposable, @unchecked Sendable where Inner.Element == Observer.Element {
    @usableFromInline
    typealias Element = Inner.Element

    @usableFromInline
    let parent: SwitchSink<SourceElement, Inner, Observer>
    @usableFromInline
    let id: Int
    /// 1: disposed; 2: the inner's subscription is set.
    @usableFromInline
    let state = AtomicInt(0)
    /// This inner's own subscription, disposed as soon as it ends. Guarded by `state` (only the
    /// call that wins the flag touches it): the run-time exclusivity check is off.
    @usableFromInline @exclusivity(unchecked)
    var disposable: Disposable = VacantDisposable()

    @inlinable
    init(parent: SwitchSink<SourceElement, Inner, Observer>, id: Int) {
        self.parent = parent
        self.id = id
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if event.isStopEvent {
            dispose()
        }
        parent.innerOn(event, id: id)
    }

    /// Keeps the inner's subscription; disposes it at once if this slot was disposed first.
    @inlinable
    func setDisposable(_ subscription: __owned Disposable) {
        disposable = subscription
        let previous = fetchOr(state, 2)
        if previous & 2 != 0 {
            rxFatalError("SwitchSinkIter.setDisposable was called twice")
        }
        if previous & 1 != 0 {
            takeDisposable().dispose()
        }
    }

    @inlinable
    func dispose() {
        let previous = fetchOr(state, 1)
        if previous & 3 == 2 {
            takeDisposable().dispose()
        }
    }

    @inlinable
    func takeDisposable() -> Disposable {
        var taken: Disposable = VacantDisposable()
        swap(&taken, &disposable)
        return taken
    }
}
// endregion: SwitchSinkIter

/// The observable of `switchLatest` and `flatMapLatest` (for `switchLatest` the selector returns
/// its element as it is).
// region: SwitchProducer
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
@usableFromInline
final class Switch<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element>, @unchecked Sendable {
    @usableFromInline
    let source: Observable<SourceElement>
    @usableFromInline
    let selector: (SourceElement) throws -> Inner

    @inlinable
    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner) {
        self.source = source
        self.selector = selector
        super.init { producer, observer, cancel in
            let switchProducer = unsafeDowncast(producer, to: Switch.self)
            let sink = SwitchSink(selector: switchProducer.selector, observer: observer, cancel: cancel)
            let subscription = sink.run(switchProducer.source)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: SwitchProducer

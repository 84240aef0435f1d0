/// One subscription to `combineLatest`, whatever the number of sources: it keeps whether each
/// source has sent a value and whether it has completed, and applies RxSwift 6.5's rules for
/// combining and for completing. The subclasses (one per arity, and one over a collection) keep
/// the latest values themselves, typed, and hand them over all at once (`latestValues`).
///
/// RxSwift 6.5's `CombineLatestSink` runs the result selector and calls the next observer while it
/// holds its lock. This one takes the latest values under the lock and a ticket for the result,
/// and runs the selector and delivers after releasing it (`CombiningSink`).
// region: CombineLatestSink
@usableFromInline
class CombineLatestSink<Values, Observer: ObserverType>: CombiningSink<Observer> {
    @usableFromInline
    typealias Selector = (Values) throws -> Observer.Element

    @usableFromInline
    let selector: Selector
    @usableFromInline
    let arity: Int

    // Under `lock`:
    @usableFromInline @exclusivity(unchecked)
    var hasValue: [Bool]
    @usableFromInline @exclusivity(unchecked)
    var isDone: [Bool]
    @usableFromInline @exclusivity(unchecked)
    var numberOfValues = 0
    @usableFromInline @exclusivity(unchecked)
    var numberOfDone = 0

    @inlinable
    init(arity: Int, selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        self.arity = arity
        self.selector = selector
        hasValue = Array(repeating: false, count: arity)
        isDone = Array(repeating: false, count: arity)
        super.init(observer: observer, cancel: cancel)
    }

    /// An event from the source at `index`, whose subscription is `subscription`; `store` keeps a
    /// value as that source's latest, and `latestValues` reads every source's, once each has sent
    /// one (both called under `lock`, and passed in, typed, by the sink of each arity).
    @inlinable
    final func on<Element>(_ event: Event<Element>, at index: Int, subscription: Disposable,
                           store: (Element) -> Void, latestValues: () -> Values) {
        switch event {
        case .next(let value):
            var ticket = 0
            var values: Values?
            let delivery = lock.performLocked { () -> Delivery in
                if stopped {
                    return .none
                }
                store(value)
                if !hasValue[index] {
                    hasValue[index] = true
                    numberOfValues += 1
                }
                if numberOfValues == arity {
                    ticket = reserve()
                    values = latestValues()
                    return .none
                }
                // A source has never sent and never will once it has completed; RxSwift 6.5
                // notices only here, when another source sends while all the others are done.
                let othersDone = numberOfDone - (isDone[index] ? 1 : 0)
                return othersDone == arity - 1 ? decide(.completed) : .none
            }
            if let values {
                compute(ticket, values, selector)
            } else {
                deliver(delivery)
            }
        case .error(let error):
            subscription.dispose()
            deliver(lock.performLocked { decide(.error(error)) })
        case .completed:
            subscription.dispose()
            let delivery = lock.performLocked { () -> Delivery in
                if isDone[index] {
                    return .none
                }
                isDone[index] = true
                numberOfDone += 1
                return numberOfDone == arity ? decide(.completed) : .none
            }
            deliver(delivery)
        }
    }
}
// endregion: CombineLatestSink

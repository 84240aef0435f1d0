/// One subscription to `zip`, whatever the number of sources: it counts what each source's queue
/// holds and whether it has completed, and applies RxSwift 6.5's rules for zipping and for
/// completing. The subclasses (one per arity, and one over a collection) keep the queues
/// themselves, typed, and take one element from each at once (`dequeueValues`). The queues have
/// no bound: a fast source next to a slow one queues every element it sends.
///
/// RxSwift 6.5's zip sinks run the result selector, call the next observer and dispose sources
/// while they hold their lock (RxSwift #2703). This one takes the elements under the lock and a
/// ticket for the result, and does all three after releasing it (`CombiningSink`).
// region: ZipSink
@usableFromInline
class ZipSink<Values, Observer: ObserverType>: CombiningSink<Observer> {
    @usableFromInline
    typealias Selector = (Values) throws -> Observer.Element

    @usableFromInline
    let selector: Selector
    @usableFromInline
    let arity: Int
    /// The collection form's extra rule: when a source sends while every other one has completed,
    /// and some queue is still empty, no tuple can ever be completed: complete now. The 2-8 forms
    /// of RxSwift 6.5 wait for every source to complete instead.
    @usableFromInline
    let completesWhenTheOthersAreDone: Bool

    // Under `lock`:
    /// How many elements each source's queue holds.
    @usableFromInline @exclusivity(unchecked)
    var queued: [Int]
    /// How many queues hold at least one element.
    @usableFromInline @exclusivity(unchecked)
    var numberOfNonEmpty = 0
    @usableFromInline @exclusivity(unchecked)
    var isDone: [Bool]
    @usableFromInline @exclusivity(unchecked)
    var numberOfDone = 0

    @inlinable
    init(arity: Int, completesWhenTheOthersAreDone: Bool, selector: @escaping Selector,
         observer: Observer, cancel: Cancelable) {
        self.arity = arity
        self.completesWhenTheOthersAreDone = completesWhenTheOthersAreDone
        self.selector = selector
        queued = Array(repeating: 0, count: arity)
        isDone = Array(repeating: false, count: arity)
        super.init(observer: observer, cancel: cancel)
    }

    /// An event from the source at `index`, whose subscription is `subscription`; `enqueue` adds a
    /// value to that source's queue, and `dequeueValues` takes the oldest element of every queue,
    /// once none is empty (both called under `lock`, and passed in, typed, by the sink of each arity).
    @inlinable
    final func on<Element>(_ event: Event<Element>, at index: Int, subscription: Disposable,
                           enqueue: (Element) -> Void, dequeueValues: () -> Values) {
        switch event {
        case .next(let value):
            var ticket = 0
            var values: Values?
            let delivery = lock.performLocked { () -> Delivery in
                if stopped {
                    return .none
                }
                enqueue(value)
                queued[index] += 1
                if queued[index] == 1 {
                    numberOfNonEmpty += 1
                }
                if numberOfNonEmpty < arity {
                    return completesWhenTheOthersAreDone && numberOfDone == arity - 1 ? decide(.completed) : .none
                }
                ticket = reserve()
                values = dequeueValues()
                for source in 0..<arity {
                    queued[source] -= 1
                    if queued[source] == 0 {
                        numberOfNonEmpty -= 1
                    }
                }
                return .none
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
            // Disposing the finished source may run its teardown, which may need another lock:
            // never under this sink's (RxSwift #2703).
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
// endregion: ZipSink

// Exercise 19.1 (build): a zip of two sources.
// Practises chapter 19, sections "Ours: decide under the lock, compute and deliver after" and
// "zip": a queue per source, RxSwift 6.5's rule for completing, and tickets.
//
// `PairZipSink` is a `CombiningSink` (chapter 19, Listing 19.1): under `lock`, `reserve()` takes
// a ticket for a result and `decide(_:)` an error or a completion; after releasing the lock,
// `compute(ticket, values, selector)` runs a selector and delivers its result in ticket order,
// and `deliver(_:)` sends what `decide` returned. As it stands, `firstOn` and `secondOn` pass
// nothing on and complete at the first completion. Make them zip: keep every element of each
// source in its queue until the other has one for it, send the pairs in order, complete only
// when both sources have completed (the two-source rule), and fail at either source's error.
// Never call `compute` or `deliver` while holding `lock`.
//
// Check it: swift run rxbook check 19.1     Stuck? swift run rxbook hint 19.1
@testable import RxReading

final class PairZipSink<A, B, Observer: ObserverType>: CombiningSink<Observer> where Observer.Element == Pair<A, B> {
    // Under `lock`: what each source has sent that is not paired yet, oldest first, and whether
    // each has completed.
    var firstQueue: [A] = []
    var secondQueue: [B] = []
    var firstDone = false
    var secondDone = false

    /// An event of the first source.
    func firstOn(_ event: Event<A>) {
        on(event, first: true, enqueue: { self.firstQueue.append($0) })
    }

    /// An event of the second source.
    func secondOn(_ event: Event<B>) {
        on(event, first: false, enqueue: { self.secondQueue.append($0) })
    }

    private func on<Element>(_ event: Event<Element>, first: Bool, enqueue: (Element) -> Void) {
        switch event {
        case .next(let element):
            var ticket = 0
            var pair: Pair<A, B>?
            lock.performLocked {
                guard !stopped else { return }
                enqueue(element)
                if !firstQueue.isEmpty && !secondQueue.isEmpty {
                    ticket = reserve()
                    pair = Pair(first: firstQueue.removeFirst(), second: secondQueue.removeFirst())
                }
            }
            if let pair {
                compute(ticket, pair, { $0 })
            }
        case .error(let error):
            deliver(lock.performLocked { decide(.error(error)) })
        case .completed:
            let delivery = lock.performLocked { () -> Delivery in
                if first { firstDone = true } else { secondDone = true }
                return firstDone && secondDone ? decide(.completed) : .none
            }
            deliver(delivery)
        }
    }

    func run(_ first: Observable<A>, _ second: Observable<B>) -> Disposable {
        let one = first.subscribe(AnyObserver { self.firstOn($0) })
        let two = second.subscribe(AnyObserver { self.secondOn($0) })
        return Disposables.create(one, two)
    }
}

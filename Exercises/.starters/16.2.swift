// Exercise 16.2 (build): a flatMapLatest of your own.
// Practises chapter 16, "The switch sink" and "The id": one inner subscription at a time in a
// SerialDisposable, a number for each inner, and the rule for when the result completes.
//
// `latest(_:)` below is wired already: it subscribes a `LatestState` to the outer sequence,
// and disposing the result disposes the outer subscription and the current inner. Write
// `outerOn` and `innerOn` so that:
// - each outer element's inner replaces the one before: the old inner is disposed before the
//   new one is subscribed, and only the current inner's events reach the observer;
// - an inner that was replaced, but keeps sending anyway, is not heard (number the inners);
// - the result completes once the outer has completed and the current inner (if any) has too;
// - an error from the outer or from the current inner ends the result.
// The checks run on one thread, so forwarding while holding `lock` is allowed here (the library
// avoids it for the reason chapter 16 gives).
//
// Check it: swift run rxbook check 16.2     Stuck? swift run rxbook hint 16.2
import Foundation
@testable import RxReading

extension ObservableType {
    /// Sends the elements of the inner sequence of the most recent element only.
    func latest<Result>(_ selector: @escaping (Element) -> Observable<Result>) -> Observable<Result> {
        Observable.create { observer in
            let state = LatestState<Element, Result>(observer: observer, selector: selector)
            let outerSubscription = self.subscribe { event in state.outerOn(event) }
            return Disposables.create(outerSubscription, state.innerSubscription)
        }
    }
}

/// The state of one subscription to `latest`.
final class LatestState<Element, Result> {
    let observer: AnyObserver<Result>
    let selector: (Element) -> Observable<Result>
    /// The current inner's subscription: assigning a new one disposes the one before.
    let innerSubscription = SerialDisposable()
    let lock = NSRecursiveLock()

    init(observer: AnyObserver<Result>, selector: @escaping (Element) -> Observable<Result>) {
        self.observer = observer
        self.selector = selector
    }

    /// An event of the outer sequence.
    func outerOn(_ event: Event<Element>) {
        // Your code here. Subscribe an inner with `inner.subscribe { event in self.innerOn(event, id: ...) }`.
    }

    /// An event of the inner sequence numbered `id`.
    func innerOn(_ event: Event<Result>, id: Int) {
        // Your code here.
    }
}

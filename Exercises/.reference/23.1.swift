// Exercise 23.1 (build): pairwise, an operator of your own.
// Practises chapter 23, sections "One sink, one variable" and "Writing the next one".
//
// RxSwift has no `pairwise()`. Write it: for each element after the first, send the pair
// (previous, current), where previous is the element just before it; the first element makes
// no pair, so a source of one element gives only the completion. Errors and completion pass
// through. Each subscription starts with no previous element.
//
// Write it as the chapter's operators are written: the public face below (change its body), a
// Sink whose one piece of state is the previous element, and a Producer whose run closure makes
// the Sink and subscribes it to the source. `DistinctUntilChanged.swift` is the model.
//
// Check it: swift run rxbook check 23.1     Stuck? swift run rxbook hint 23.1
@testable import RxReading

extension ObservableType {
    /// Sends (previous, current) for each element after the first.
    func pairwise() -> Observable<(previous: Element, current: Element)> {
        Pairwise(source: asObservable())
    }
}

/// One subscription to `pairwise`: the one piece of state is the element before this one.
final class PairwiseSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType
    where Observer.Element == (previous: SourceElement, current: SourceElement) {
    var previous: SourceElement?

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let current):
            // Updated before sending, as DistinctUntilChangedSink updates its key.
            let last = previous
            previous = current
            if let last {
                forwardOn(.next((previous: last, current: current)))
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}

final class Pairwise<SourceElement>: Producer<(previous: SourceElement, current: SourceElement)> {
    let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) {
        self.source = source
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: Pairwise.self)
            let sink = PairwiseSink<SourceElement, AnyObserver<(previous: SourceElement, current: SourceElement)>>(
                observer: observer, cancel: cancel)
            let subscription = parent.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}

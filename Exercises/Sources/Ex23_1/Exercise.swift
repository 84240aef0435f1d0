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
        Observable.empty()
    }
}

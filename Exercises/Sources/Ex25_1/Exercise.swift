// Exercise 25.1 (build): a first element, or a failure.
// Practises chapter 25, sections "A struct around an observable" and "Where a promise is checked".
//
// Write `firstOrFail(with:)`, an operator RxSwift does not have: a `Single` of the sequence's
// first element, sent as soon as that element arrives (not at the completion, as `asSingle()`
// sends it), letting go of the source at that instant. A source that completes without an
// element fails the `Single` with `error`; a source's own error goes on as it is. It answers once
// per subscription, every subscription on its own.
//
// Wrapping the observable in a `Single` keeps no promise by itself (the starter below does only
// that): build a `Sink` and a `Producer` that keep it, as Listing 25.5 does, and wrap the
// producer in `PrimitiveSequence(raw:)`.
//
// Check it: swift run rxbook check 25.1     Stuck? swift run rxbook hint 25.1
@testable import RxReading

extension ObservableType {
    func firstOrFail(with error: Swift.Error) -> Single<Element> {
        PrimitiveSequence(raw: asObservable())
    }
}

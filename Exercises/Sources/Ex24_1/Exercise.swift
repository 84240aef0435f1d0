// Exercise 24.1 (build): a tap on the first element.
// Practises chapter 24, sections "The shape, once" and "`do`: nine hooks, and when each runs".
//
// Write `tapFirst(_:)`, an operator RxSwift does not have: it runs `action` with the first
// element of each subscription, before that element goes on to the observer, and passes every
// event on unchanged. "Each subscription": two subscriptions to the same observable run the
// action once each. An action that throws ends the sequence with what it threw, instead of the
// element, and lets go of the source at once. A source that sends no element never runs it.
// Build it in the library's shape: a `Sink` and a `Producer` (Listings 24.1 and 24.2).
//
// Check it: swift run rxbook check 24.1     Stuck? swift run rxbook hint 24.1
@testable import RxReading

extension ObservableType {
    func tapFirst(_ action: @escaping (Element) throws -> Void) -> Observable<Element> {
        asObservable()
    }
}

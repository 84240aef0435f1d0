/// A value passed from one thread or task to another, with the promise, checked by no compiler,
/// that the side which gives it up does not touch it again.
///
/// The bridges between Rx and Swift concurrency move values that RxSwift 6.5 never asked to be
/// `Sendable` (any `Element`, any `AsyncSequence`, an observer): demanding it would reject code
/// written for RxSwift. What each hand-off relies on is said where it is made, as `observe(on:)`
/// relies on the same thing when it carries an element to another thread.
@usableFromInline
struct HandOff<Value>: @unchecked Sendable {
    @usableFromInline
    let value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}

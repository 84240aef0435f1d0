import XCTest
import RxReading

/// Compiles only if `T` is `Sendable`.
private func requireSendable<T: Sendable>(_: T.Type) {}

/// Chapters 25 and 26's types in chapter 22's table of `Sendable` conformances: each line stops
/// the test target from compiling if the conformance it names is removed.
final class Chapter26SendableTests: XCTestCase {
    /// The traits are structs holding an `Observable`, so they are `Sendable` whatever their
    /// element, as `Observable` is.
    func testTraitsAreSendable() {
        requireSendable(Single<Int>.self)
        requireSendable(Maybe<Int>.self)
        requireSendable(Completable.self)
        requireSendable(Infallible<Int>.self)
    }

    /// Relays (a subject inside, its lock), the sharing traits, the control types, `Binder`
    /// (its binding runs on its scheduler) and `ConcurrentMainScheduler` may cross actors.
    func testRelaysSharedSequencesAndBindersAreSendable() {
        requireSendable(BehaviorRelay<Int>.self)
        requireSendable(PublishRelay<Int>.self)
        requireSendable(ReplayRelay<Int>.self)
        requireSendable(Driver<Int>.self)
        requireSendable(Signal<Int>.self)
        requireSendable(ControlProperty<Int>.self)
        requireSendable(ControlEvent<Int>.self)
        requireSendable(Binder<Int>.self)
        requireSendable(ConcurrentMainScheduler.self)
    }
}

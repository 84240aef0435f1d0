import XCTest
import RxReading
import RxReadingTest

/// Compiles only if `T` is `Sendable`.
private func requireSendable<T: Sendable>(_: T.Type) {}

/// Chapter 22: which of the library's types say they are `Sendable`. Each line below stops the
/// test target from compiling if the conformance it names is removed; the types that cannot be
/// `Sendable` (observer protocols, `Disposable` itself, the virtual-time schedulers) are argued
/// in the chapter, not listed here.
final class Chapter22SendableTests: XCTestCase {
    /// Observables (every operator's included), the four subjects, `AnyObserver`, `Event` of a
    /// `Sendable` element and `RxError` may cross actors.
    func testObservablesAndSubjectsAreSendable() {
        requireSendable(Observable<Int>.self)
        requireSendable(PublishSubject<Int>.self)
        requireSendable(BehaviorSubject<Int>.self)
        requireSendable(ReplaySubject<Int>.self)
        requireSendable(AsyncSubject<Int>.self)
        requireSendable(ConnectableObservable<Int>.self)
        requireSendable(AnyObserver<Int>.self)
        requireSendable(Event<Int>.self)
        requireSendable(RxError.self)
    }

    /// Every concrete disposable the library hands out may be disposed from another actor.
    func testConcreteDisposablesAreSendable() {
        requireSendable(DisposeBag.self)
        requireSendable(SingleAssignmentDisposable.self)
        requireSendable(SerialDisposable.self)
        requireSendable(CompositeDisposable.self)
        requireSendable(RefCountDisposable.self)
        requireSendable(BooleanDisposable.self)
        requireSendable(ScheduledDisposable.self)
    }

    /// Every real-time scheduler, `ActorScheduler` included, may be shared across actors.
    func testRealTimeSchedulersAreSendable() {
        requireSendable(CurrentThreadScheduler.self)
        requireSendable(MainScheduler.self)
        requireSendable(SerialDispatchQueueScheduler.self)
        requireSendable(ConcurrentDispatchQueueScheduler.self)
        requireSendable(OperationQueueScheduler.self)
        requireSendable(ActorScheduler.self)
    }
}

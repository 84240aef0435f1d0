import Foundation
import XCTest
@testable import RxReading

/// The reliability suite's misuse checks: every `rxFatalError` in the library that a user can
/// reach stops the program with a message that names the broken rule (run in a child process by
/// `assertMisuse`).
///
/// Most paths are already proven where their chapter explains the rule, and are not repeated
/// here:
///
/// | rule | test |
/// |---|---|
/// | `ObserverBase.onCore` is abstract | Chapter03ObserversTests.testObserverBaseOnCoreIsAbstract |
/// | `SingleAssignmentDisposable.setDisposable` twice | Chapter04DisposablesTests.testSingleAssignmentDoubleSetIsAMisuse |
/// | `SinkDisposer.setSinkAndSubscription` twice | Chapter06SinkProducerSinkDisposerTests.testDoubleSetIsAMisuse |
/// | `range(start:count:)` with a negative count | Chapter07FromPointsToALineTests.testRangeWithNegativeCountIsAMisuse |
/// | `range(start:count:)` past the type's largest value | Chapter07FromPointsToALineTests.testRangeThatOverflowsIsAMisuse |
/// | `take(_:)` with a negative count | Chapter07FromPointsToALineTests.testTakeWithNegativeCountIsAMisuse |
/// | `MainScheduler.ensureExecutingOnScheduler` off the main queue | Chapter11DispatchSchedulersTests.testEnsureExecutingOnSchedulerOffTheMainQueueIsAMisuse, testEnsureExecutingOnSchedulerReportsTheGivenMessage |
/// | `MainScheduler.ensureRunningOnMainThread` off the main thread | Chapter11DispatchSchedulersTests.testEnsureRunningOnMainThreadOffTheMainThreadIsAMisuse |
/// | `VirtualTimeScheduler.sleep(_:)` with a negative interval | Chapter12VirtualTimeTests.testSleepingBackwardsIsAMisuse |
/// | `VirtualTimeScheduler.advanceTo(_:)` from inside an action | Chapter12VirtualTimeTests.testAdvanceToFromInsideAnActionIsAMisuse |
/// | a virtual-time scheduler used off the main queue | Chapter12VirtualTimeTests.testUsingAVirtualTimeSchedulerOffTheMainQueueIsAMisuse |
/// | `TestScheduler.start(created:subscribed:disposed:)` with times out of order | Chapter12VirtualTimeTests.testStartWithTimesOutOfOrderIsAMisuse |
/// | `drive` (any form) off the main thread | Chapter26DriverTests.testDriveOffTheMainThreadIsAMisuse |
/// | a `ControlProperty`/`ControlEvent` that fails, made a `Driver` or `Signal` (debug builds) | Chapter26DriverTests.testAFailingControlPropertysDriverIsAMisuse |
/// | a re-entrant `onNext` with a fatal anomaly handler | SynchronizationTrackerTests.testAFatalHandlerStopsTheProgramAtTheFirstAnomaly |
///
/// The remaining `rxFatalError`s are internal consistency checks, which no use of the public
/// API can reach (`SinkDisposer` and `SingleAssignmentDisposable` losing what they hold, the
/// recursive schedulers storing one step's disposable twice, `RefCountDisposable` releasing
/// more handles than it handed out), or failures of the operating system
/// (`CurrentThreadScheduler`'s thread-local slot).
final class MisuseTests: RxReadingTestCase {
    /// `Observable` itself is abstract since the Producer redesign: its one overridable entry,
    /// `subscribeErased`, must be overridden, and subscribing to a bare `Observable` names it.
    func testSubscribingToAnObservableThatDoesNotOverrideSubscribeErasedIsAMisuse() {
        assertMisuse(message: "subscribeErased(_:) is abstract; a subclass must override it") {
            _ = Observable<Int>().subscribe { _ in }
        }
    }
}

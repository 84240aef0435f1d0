import Foundation
import XCTest
@testable import RxReading

// region: SchedulerHolds
// ImmediateSchedulerType arrives with chapter 08 (Immediate schedulers); chapters 11 and 14 hold
// and drain serial schedulers on real queues with these.
#if CH08
extension XCTestCase {
    /// Keeps the serial `scheduler` busy with an action that waits, and returns once that action
    /// is running: work scheduled meanwhile waits behind it however slow the test thread is,
    /// until the returned closure lets it go on. (The action gives up after 30 s, so a test that
    /// fails before letting go cannot hang the run.)
    func holdBusy(_ scheduler: ImmediateSchedulerType) -> () -> Void {
        let gate = DispatchSemaphore(value: 0)
        let holding = expectation(description: "scheduler held")
        _ = scheduler.schedule(()) { _ in
            holding.fulfill()
            _ = gate.wait(timeout: .now() + 30)
            return Disposables.create()
        }
        wait(for: [holding], timeout: 30)
        return { gate.signal() }
    }

    /// Returns once the serial `scheduler` has run everything scheduled on it before this call:
    /// an action scheduled now runs after all of it.
    func waitForQueue(of scheduler: ImmediateSchedulerType) {
        let reached = expectation(description: "scheduler reached")
        _ = scheduler.schedule(()) { _ in
            reached.fulfill()
            return Disposables.create()
        }
        wait(for: [reached], timeout: 30)
    }
}
#endif
// endregion: SchedulerHolds

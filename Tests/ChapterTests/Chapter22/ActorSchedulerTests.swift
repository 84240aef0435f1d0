import Dispatch
import Foundation
import XCTest
@testable import RxReading
import RxReadingTest

/// Chapter 22: `ActorScheduler` runs its actions on an actor, and lets everything go when it
/// is released. (That it keeps the scheduler promises is `Chapter22SchedulerConformanceTests`'.)
final class Chapter22ActorSchedulerTests: RxReadingTestCase {
    /// `observe(on: ActorScheduler(...))` delivers every event in order, each isolated to the actor.
    func testObserveOnDeliversEveryEventIsolatedToTheActor() {
        let mailbox = ActorSchedulerMailbox()
        let scheduler = ActorScheduler(actor: mailbox)
        let seen = LockedValues()
        let completed = expectation(description: "completed")

        let subscription = Observable.of(1, 2, 3)
            .observe(on: scheduler)
            .subscribe(onNext: { value in
                // Traps unless this runs on the mailbox's executor; what the isolated mailbox
                // holds afterwards is recorded and compared below.
                let held = mailbox.assumeIsolated { mailbox in mailbox.append(value) }
                seen.set(held)
            }, onCompleted: {
                completed.fulfill()
            })
        wait(for: [completed], timeout: 10)
        subscription.dispose()

        XCTAssertEqual(seen.get(), [1, 2, 3])
    }

    /// Releasing the scheduler ends its draining task and frees the actor and every object it made.
    func testReleasingTheSchedulerEndsItsTaskAndFreesEverything() {
        let start = Resources.total
        weak var releasedMailbox: ActorSchedulerMailbox?
        do {
            let mailbox = ActorSchedulerMailbox()
            releasedMailbox = mailbox
            let scheduler = ActorScheduler(actor: mailbox)
            let completed = expectation(description: "completed")
            let subscription = Observable.of(1, 2, 3)
                .observe(on: scheduler)
                .subscribe(onCompleted: { completed.fulfill() })
            wait(for: [completed], timeout: 10)
            subscription.dispose()
        }
        // The draining task held the mailbox; it lets go only once its stream has finished.
        let deadline = Date().addingTimeInterval(10)
        while (Resources.total != start || releasedMailbox != nil) && Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.005))
        }
        XCTAssertEqual(Resources.total, start)
        XCTAssertNil(releasedMailbox, "the scheduler's draining task still holds its actor")
    }
}

/// An actor for `ActorScheduler` to run on.
actor ActorSchedulerMailbox {
    private var values: [Int] = []

    /// Appends `value` and returns everything appended so far.
    func append(_ value: Int) -> [Int] {
        values.append(value)
        return values
    }
}

/// The last list a closure on another thread recorded.
private final class LockedValues: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []

    func set(_ newValues: [Int]) {
        lock.lock(); values = newValues; lock.unlock()
    }

    func get() -> [Int] {
        lock.lock(); defer { lock.unlock() }
        return values
    }
}

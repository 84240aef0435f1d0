import Foundation
import XCTest
@testable import RxReading

/// The base class of every chapter test: it fails a test that leaves more live library objects
/// behind than it found (`Resources.total`, compiled into debug builds).
///
/// Work on other threads may release its last reference a moment after the test's assertions
/// pass, so `tearDown` waits, spinning the main run loop, for the count to come back before it
/// calls the test a leak. The wait ends as soon as the count is back; its thirty-second bound is
/// reached only by a real leak, so a loaded machine (ThreadSanitizer, a shared CI runner) that
/// releases late is not mistaken for one.
class RxReadingTestCase: XCTestCase {
    // region: LeakCheck
    // Resources.total arrives with chapter 02 (Atomics and locks): chapter 01's tests run
    // without the leak check.
    #if CH02
    #if TRACE_RESOURCES
    private var resourcesAtStart: Int32 = 0
    #endif

    override func setUp() {
        super.setUp()
        #if TRACE_RESOURCES
        resourcesAtStart = Resources.total
        #endif
    }

    override func tearDown() {
        #if TRACE_RESOURCES
        let deadline = Date().addingTimeInterval(30)
        while Resources.total > resourcesAtStart && Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.005))
        }
        let leaked = Resources.total - resourcesAtStart
        XCTAssertLessThanOrEqual(
            leaked, 0,
            "the test left \(leaked) library object(s) alive (Resources.total was \(resourcesAtStart) before, \(Resources.total) after): a subscription was not disposed or a reference cycle keeps it")
        #endif
        super.tearDown()
    }
    #endif
    // endregion: LeakCheck
}

import XCTest

/// A chapter test case that can run an assertion and collect the failures it reports instead
/// of failing: how chapter 12's tests prove that RxReadingTest's assertions fail when they should,
/// and with which words.
class AssertionCapturingTestCase: RxReadingTestCase {
    private var capturedFailures: [String]?

    /// While `capturedFailures` is set, a failure is recorded there instead of failing the test.
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturedFailures != nil {
            capturedFailures?.append(description)
            return
        }
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }

    /// The failures `assertion` reports, in order; none fails this test.
    func failures(of assertion: () -> Void) -> [String] {
        capturedFailures = []
        assertion()
        let captured = capturedFailures ?? []
        capturedFailures = nil
        return captured
    }
}

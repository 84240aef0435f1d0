import Foundation
import XCTest

/// Proves that a misuse of the library stops the program with a message naming the broken rule,
/// without stopping the test run.
///
/// The test that calls `assertMisuse` starts the test binary again as a child process, running
/// only that same test, with `RXREADING_MISUSE_CHILD` naming it. In the child, `assertMisuse`
/// runs `misuse`, which must crash; in the parent, it asserts that the child died (it did not
/// exit normally) and that its standard error contains `message`.
extension XCTestCase {
    private static let childVariable = "RXREADING_MISUSE_CHILD"

    /// The name XCTest gives this test on the command line: `Module.Class/method`.
    private var commandLineTestName: String {
        // On Linux `name` is "Class.method"; on Apple platforms "-[Class method]".
        let trimmed = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]"))
        let parts = trimmed.split(whereSeparator: { $0 == "." || $0 == " " })
        let className = parts.dropLast().last.map(String.init) ?? String(describing: type(of: self))
        let method = parts.last.map(String.init) ?? name
        return "ChapterTests.\(className)/\(method)"
    }

    func assertMisuse(
        message: String,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ misuse: () -> Void
    ) {
        let testName = commandLineTestName
        if ProcessInfo.processInfo.environment[Self.childVariable] == testName {
            misuse()
            // Reaching this line means the misuse was not caught: say so and exit normally,
            // which the parent reports as a failure.
            FileHandle.standardError.write(Data("misuse was not detected: the program went on\n".utf8))
            exit(0)
        }

        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = [testName]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.childVariable] = testName
        // A crash report would take seconds to symbolicate and says nothing the message doesn't.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        child.environment = environment
        let errorPipe = Pipe()
        child.standardError = errorPipe
        child.standardOutput = FileHandle.nullDevice

        do {
            try child.run()
        } catch {
            XCTFail("could not start the child process for \(testName): \(error)", file: file, line: line)
            return
        }
        let errorOutput = String(decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()

        XCTAssertEqual(
            child.terminationReason, .uncaughtSignal,
            "the misuse should stop the program, but the child exited with status \(child.terminationStatus); its standard error:\n\(errorOutput)",
            file: file, line: line)
        XCTAssertTrue(
            errorOutput.contains(message),
            "the child's standard error does not name the rule \"\(message)\":\n\(errorOutput)",
            file: file, line: line)
    }
}

/// Stops the program because RxReadingTest was used against one of its rules. The message
/// starts with "RxReading misuse:", like the library's own (`rxFatalError`, which is internal to
/// RxReading).
func rxFatalErrorInTests(
    _ rule: @autoclosure () -> String,
    file: StaticString = #file,
    line: UInt = #line
) -> Never {
    fatalError("RxReading misuse: \(rule())", file: file, line: line)
}

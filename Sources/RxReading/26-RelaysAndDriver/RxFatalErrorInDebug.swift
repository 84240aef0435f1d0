/// Reports a misuse that RxSwift 6.5 stops for only in debug builds: there it stops the program
/// as `rxFatalError` does; in a release build it prints the message with the place, and the
/// program goes on.
///
/// Binding an error where nothing can receive one (a relay, a `Binder`, `bind(onNext:)`) is such a
/// misuse: an error is a bug of the source, found in testing, and a shipped app logs it rather
/// than crash.
// region: rxFatalErrorInDebug
func rxFatalErrorInDebug(
    _ rule: @autoclosure () -> String,
    file: StaticString = #file,
    line: UInt = #line
) {
    #if DEBUG
    rxFatalError(rule(), file: file, line: line)
    #else
    print("\(file):\(line): RxReading misuse: \(rule())")
    #endif
}
// endregion: rxFatalErrorInDebug

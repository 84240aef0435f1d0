/// Stops the program because the library was used against one of its rules.
///
/// RxSwift's messages name internal state ("oldState.disposable != nil"); RxReading's name the
/// rule that was broken and what to do instead. Every message starts with "RxReading misuse:"
/// so a crash log says at once that this is a usage error, not a bug in the library.
// region: rxFatalError
@usableFromInline
func rxFatalError(
    _ rule: @autoclosure () -> String,
    file: StaticString = #file,
    line: UInt = #line
) -> Never {
    fatalError("RxReading misuse: \(rule())", file: file, line: line)
}

/// Stops the program because a base class's hook method was called instead of a subclass's.
@usableFromInline
func rxAbstractMethod(
    _ name: String = #function,
    file: StaticString = #file,
    line: UInt = #line
) -> Never {
    rxFatalError("\(name) is abstract; a subclass must override it", file: file, line: line)
}
// endregion: rxFatalError

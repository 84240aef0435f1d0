/// Stops the program because the library was used against one of its rules.
///
/// RxSwift's messages name internal state ("oldState.disposable != nil"); RxReading's name the
/// rule that was broken and what to do instead. Every message starts with "RxReading misuse:"
/// so a crash log says at once that this is a usage error. The few checks of the library's own
/// invariants, which no use of the library should be able to break, stop through
/// `rxInternalError` instead, whose messages say that they are a bug in RxReading.
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

/// Stops the program because one of the library's own invariants broke: a bug in RxReading, not
/// a usage error. The message starts with "RxReading internal error:" and ends by saying so.
@usableFromInline
func rxInternalError(
    _ invariant: @autoclosure () -> String,
    file: StaticString = #file,
    line: UInt = #line
) -> Never {
    fatalError("RxReading internal error: \(invariant()); this is a bug in RxReading", file: file, line: line)
}
// endregion: rxFatalError

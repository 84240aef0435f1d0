import Foundation

/// The observer under every trait's `subscribe`: it passes on the first event it receives and
/// drops every later one, because one event is a trait's whole answer. A `Single`'s success
/// arrives as `.next` then `.completed`; the `.completed` is dropped here.
// region: TraitObserver
// `@usableFromInline`, with an `@inlinable` `init` and `on`: the traits' `subscribe` methods that
// are `@inlinable` build it for the caller's element type.
@usableFromInline
final class TraitObserver<Element>: ObserverType {
    @usableFromInline
    let handler: (Event<Element>) -> Void
    // Set by the first event; RxSwift keeps a plain `var` captured by a closure, which the Rx
    // grammar alone protects. An atomic costs nothing more and keeps Swift 6's checker quiet.
    @usableFromInline
    let isStopped = AtomicInt(0)

    @inlinable
    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if fetchOr(isStopped, 1) != 0 {
            return
        }
        handler(event)
    }
}
// endregion: TraitObserver

// region: traitHelpers
/// The call stack `subscribe(onSuccess:...)` keeps for `Hooks.defaultErrorHandler`: the
/// subscriber's, in debug builds with `Hooks.recordCallStackOnError` on, as RxSwift 6.5's traits
/// record it (`Thread.callStackSymbols`); nothing otherwise.
@usableFromInline
func traitSubscriptionCallStack() -> [String] {
    #if DEBUG
    return Hooks.recordCallStackOnError ? Thread.callStackSymbols : []
    #else
    return []
    #endif
}

/// Stops a debug build with `message`, and prints it in a release build, where RxSwift 6.5 goes on
/// (its `rxFatalErrorInDebug`).
@usableFromInline
func rxFatalErrorInDebug(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    #if DEBUG
    rxFatalError(message(), file: file, line: line)
    #else
    print("\(file):\(line): RxReading misuse: \(message())")
    #endif
}
// endregion: traitHelpers

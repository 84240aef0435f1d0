import Foundation

/// The observer under every trait's `subscribe`: it passes on the first event it receives and
/// drops every later one, because one event is a trait's whole answer. A `Single`'s success
/// arrives as `.next` then `.completed`; the `.completed` is dropped here.
// region: TraitObserver
final class TraitObserver<Element>: ObserverType {
    let handler: (Event<Element>) -> Void
    // Set by the first event; RxSwift keeps a plain `var` captured by a closure, which the Rx
    // grammar alone protects. An atomic costs nothing more and keeps Swift 6's checker quiet.
    let isStopped = AtomicInt(0)

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

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
func traitSubscriptionCallStack() -> [String] {
    #if DEBUG
    return Hooks.recordCallStackOnError ? Thread.callStackSymbols : []
    #else
    return []
    #endif
}

/// Stops a debug build with `message`, and prints it in a release build, where RxSwift 6.5 goes on
/// (its `rxFatalErrorInDebug`).
func rxFatalErrorInDebug(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    #if DEBUG
    rxFatalError(message(), file: file, line: line)
    #else
    print("\(file):\(line): RxReading misuse: \(message())")
    #endif
}
// endregion: traitHelpers

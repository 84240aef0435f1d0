// region: InfallibleValues
extension InfallibleType {
    /// The elements of this sequence as an `AsyncStream`, for a `for await` loop without `try`:
    /// the type has no error to throw.
    ///
    /// As `Observable`'s `values` (chapter 22): reading the property subscribes at once, on the
    /// reading thread; the stream keeps every element the loop has not read yet, in order,
    /// without a bound; `.completed` ends the loop; cancelling the loop's task or releasing the
    /// stream disposes the subscription.
    ///
    /// An error that got in despite the type (from a throwing closure of `do`, say) cannot be
    /// thrown from this loop, and, as in RxSwift 6.5, it does not end it either: it goes to
    /// `Hooks.defaultErrorHandler`, as any error does that reaches `subscribe(onNext:...)`, and
    /// the loop waits until its task is cancelled.
    ///
    /// RxSwift 6.5 declares it only off Linux; here it exists wherever the library builds.
    public var values: AsyncStream<Element> {
        AsyncStream<Element>(bufferingPolicy: .unbounded) { continuation in
            let subscription = asObservable().subscribeClosures(
                onNext: { element in
                    // The element moves to the loop's task without being `Sendable`, as it moves
                    // to another thread through `observe(on:)` (RxSwift 6.5 asks for no more).
                    nonisolated(unsafe) let element = element
                    continuation.yield(element)
                },
                // No `onError`: the type promises none, and RxSwift 6.5 subscribes without one.
                onError: nil,
                onCompleted: { continuation.finish() },
                onDisposed: nil
            )
            // As in `Observable`'s `values`: `onTermination` may run on any thread, once.
            let toDispose = HandOff(subscription)
            continuation.onTermination = { @Sendable _ in
                toDispose.value.dispose()
            }
        }
    }
}
// endregion: InfallibleValues

// region: sharedSequenceValues
extension SharedSequence {
    /// The elements as an `AsyncStream`, for a `for await` loop; no `try`, since the sequence
    /// cannot fail.
    ///
    /// Main-actor isolated as in RxSwift 6.5: reading it subscribes, and a `Driver` replays its
    /// latest element on the subscribing thread, which must be the main one. The stream keeps
    /// every element the loop has not read yet; completion ends the loop; cancelling the loop's
    /// task, or releasing the stream, disposes the subscription (chapter 22's `values`).
    @MainActor
    public var values: AsyncStream<Element> {
        AsyncStream<Element>(bufferingPolicy: .unbounded) { continuation in
            let subscription = asObservable().subscribeClosures(
                onNext: { element in
                    // As in chapter 22: the element moves to the loop's task without being
                    // `Sendable`, as it would through `observe(on:)`.
                    nonisolated(unsafe) let element = element
                    continuation.yield(element)
                },
                onError: nil,
                onCompleted: { continuation.finish() },
                onDisposed: nil
            )
            // RxSwift 6.5 also calls the termination handler from `onDisposed`; by then the
            // subscription is over and the handler would only dispose it again, so it is left out.
            let toDispose = HandOff(subscription)
            continuation.onTermination = { @Sendable _ in
                toDispose.value.dispose()
            }
        }
    }
}
// endregion: sharedSequenceValues

// region: values
extension ObservableConvertibleType {
    /// The elements of this sequence as an `AsyncThrowingStream`, for a `for try await` loop.
    ///
    /// Reading the property subscribes, at once, on the reading thread. The stream keeps every
    /// element the loop has not read yet, in order, without a bound. `.completed` ends the loop,
    /// `.error` is thrown from it; cancelling the loop's task, or releasing the stream, disposes
    /// the subscription, and a cancelled loop ends without an error (chapter 22).
    ///
    /// - Returns: a stream of this sequence's elements, to be iterated by one task at a time.
    @inlinable
    public var values: AsyncThrowingStream<Element, Error> {
        AsyncThrowingStream<Element, Error>(bufferingPolicy: .unbounded) { continuation in
            // The Rx grammar delivers at most one terminal event, and a stream's `finish` after
            // the first is a no-op, so no continuation is ever resumed twice here (unlike
            // RxSwift 6.6's `Single.value`, RxSwift #2563).
            let subscription = asObservable().subscribe(
                onNext: { element in
                    // The element moves to the loop's task without being `Sendable`, as it moves
                    // to another thread through `observe(on:)` (RxSwift 6.5 asks for no more).
                    nonisolated(unsafe) let element = element
                    continuation.yield(element)
                },
                onError: { continuation.finish(throwing: $0) },
                onCompleted: { continuation.finish() }
            )
            // `onTermination` runs once, on the thread that ends the stream: the thread that cancels
            // the loop's task while the loop waits in `next()` (a loop cancelled in its body ends
            // it at its next `next()`, on its own thread), the releasing thread when the stream
            // is released, the source's
            // thread when it finishes the stream (its subscription is disposed by then, and a
            // second `dispose` does nothing). Hence the hand-off: every disposable `subscribe`
            // returns may be disposed from any thread.
            let toDispose = HandOff(subscription)
            continuation.onTermination = { @Sendable _ in
                toDispose.value.dispose()
            }
        }
    }
}
// endregion: values

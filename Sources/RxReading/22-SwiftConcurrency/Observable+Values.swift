// region: values
extension ObservableConvertibleType {
    /// The elements of this sequence as an `AsyncThrowingStream`, for a `for try await` loop.
    ///
    /// Reading the property subscribes, at once, on the reading thread: the stream's build
    /// closure runs inside its initializer, so a synchronous source has already sent everything
    /// by the time the property returns, and a hot source's later elements are kept until the
    /// loop starts (RxSwift 6.5 does the same, and later releases still do).
    ///
    /// The observable sends on its own threads and never waits for the loop, so the stream keeps
    /// every element it has not read yet, without a bound, in order: a bound would either drop
    /// elements without a word or block the sending thread, which may be the very thread the
    /// loop needs. `.completed` ends the loop; `.error` is thrown from it.
    ///
    /// Cancelling the task that runs the loop, or releasing the stream (which `break` does when
    /// the loop holds the only reference, as in `for try await x in source.values`), terminates
    /// the stream, and its `onTermination` disposes the subscription. A cancelled loop ends
    /// without an error, as RxSwift 6.5's does.
    ///
    /// - Returns: a stream of this sequence's elements, to be iterated by one task at a time.
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
            // `onTermination` runs once, on the thread that ends the stream: the loop's task when
            // it is cancelled, the releasing thread when the stream is released, the source's
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

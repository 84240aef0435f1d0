// Exercise 22.3 (repair): a bridge that never lets go.
// Practises chapter 22, section "What the stream keeps, and for how long".
//
// `stream(of:)` is a hand-written `values`: it subscribes to `source` and passes each event on
// to an `AsyncThrowingStream`, so a `for try await` loop can read it. Elements, completion and
// errors arrive as they should. But nothing ever disposes the subscription: when the loop's
// task is cancelled, the loop ends and the stream is over, yet the source goes on sending into
// it, with its timers, sockets or queues still held. The same happens when a stream nobody
// iterated is released. Make the end of the stream, however it comes, dispose the subscription.
// Keep the rest.
//
// Check it: swift run rxbook check 22.3     Stuck? swift run rxbook hint 22.3
@testable import RxReading

/// The elements of `source`, for a `for try await` loop; `.error` is thrown from the loop.
func stream<Element>(of source: Observable<Element>) -> AsyncThrowingStream<Element, Error> {
    AsyncThrowingStream(bufferingPolicy: .unbounded) { continuation in
        let subscription = source.subscribe(
            onNext: { continuation.yield($0) },
            onError: { continuation.finish(throwing: $0) },
            onCompleted: { continuation.finish() }
        )
        // Runs once, however the stream ends: finished by the source, its loop's task
        // cancelled, or the stream released. Disposing twice does nothing the second time.
        continuation.onTermination = { _ in
            subscription.dispose()
        }
    }
}

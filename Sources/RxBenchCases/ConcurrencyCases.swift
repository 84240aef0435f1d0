import Dispatch
import RxBenchKit
import RxReading

/// The cases of chapter 22, where Rx meets Swift concurrency: an observable read by a
/// `for try await` loop through `values`.
let concurrencyCases: [BenchmarkCase] = [
    // A subject's elements read by a `for try await` loop through `values`: the loop runs in a
    // task started before the first element, and the subject sends from the calling thread while
    // it runs, as an app's source and its loop do. Per element: the subject's lock and observer,
    // the observer `values` subscribed, its `onNext` closure and the continuation's `yield`, then
    // the loop's `next()`. The baseline is the stream alone: the same loop in the same kind of
    // task, fed by `yield` on the same thread, so the ratio is what Rx puts in front of `yield`.
    // The task and the wait are paid once a run, over all its elements.
    BenchmarkCase(
        name: "values",
        unit: "element",
        operations: 500_000,
        baselineDescription: "a continuation's yield, read by the same loop in the same kind of task",
        // Target: at most 1.1x the stream alone. The stream's own `yield` and `next()` (about 11,300
        // instructions an element here, the standard library's generic code) dominate; what Rx puts
        // in front of `yield` is a subject's element and one closure call, a few hundred
        // instructions (`pump/subject` adds about 270 to a closure call), so a few percent, with
        // room for runs in which the loop waits for more elements than in others.
        targetRatio: 1.1,
        library: { n in
            let subject = PublishSubject<Int>()
            let loop = LoopInTask(reading: subject.values)
            for element in 0..<n {
                subject.onNext(element)
            }
            subject.onCompleted()
            return loop.sum()
        },
        baseline: { n in
            let (stream, continuation) = AsyncThrowingStream<Int, Error>.makeStream(bufferingPolicy: .unbounded)
            let loop = LoopInTask(reading: stream)
            for element in 0..<n {
                continuation.yield(element)
            }
            continuation.finish()
            return loop.sum()
        }),

    // The same loop and stream, with every element sent before the loop starts: `create`'s loop
    // runs inside `values`, which subscribes at once, so the stream holds all n elements when the
    // task reads them. The task never waits for an element, so the count does not depend on how
    // the threads were scheduled. Baseline: the stream's build closure yields the same elements.
    BenchmarkCase(
        name: "values/sent-first",
        unit: "element",
        operations: 500_000,
        baselineDescription: "a continuation's yield in the stream's build closure, then the same loop",
        // Target: at most 1.1x, as `values`: `create`'s sink and the observer add to `yield` about
        // what they add to a closure call in `pump/create` (about 140 instructions).
        targetRatio: 1.1,
        library: { n in
            LoopInTask(reading: elements(upTo: n).values).sum()
        },
        baseline: { n in
            let stream = AsyncThrowingStream<Int, Error>(bufferingPolicy: .unbounded) { continuation in
                for element in 0..<n {
                    continuation.yield(element)
                }
                continuation.finish()
            }
            return LoopInTask(reading: stream).sum()
        }),
]

/// A `for try await` loop that sums a stream, run in a task of its own, for the benchmark's
/// synchronous closures: `sum()` blocks the calling thread until the loop ends. Both sides of the
/// `values` cases read through this one loop.
final class LoopInTask: @unchecked Sendable {  // `total` is written before `done` is signalled and read after it is waited for
    private let done = DispatchSemaphore(value: 0)
    private var total = 0

    init(reading stream: AsyncThrowingStream<Int, Error>) {
        Task.detached { [self] in
            var sum = 0
            do {
                for try await element in stream {
                    sum &+= element
                }
            } catch {
                sum = -1
            }
            total = sum
            done.signal()
        }
    }

    /// Waits for the loop to end, and gives what it summed (-1 if the stream threw).
    func sum() -> Int {
        done.wait()
        return total
    }
}

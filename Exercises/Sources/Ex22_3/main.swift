// The checks of exercise 22.3. Run them with: swift run rxbook check 22.3
import Dispatch
import Foundation
import ExerciseKit
@testable import RxReading

/// What a loop over `stream(of: source)`, run in a task, read, and how it ended.
final class LoopOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var read: [Int] = []
    private var end = "(still running)"

    func append(_ value: Int) { lock.lock(); read.append(value); lock.unlock() }
    func ended(_ how: String) { lock.lock(); end = how; lock.unlock() }
    var lines: [String] {
        lock.lock(); defer { lock.unlock() }
        return read.map { "read \($0)" } + [end]
    }
}

/// Runs `for try await value in stream(of: source)` in a task; `ended` is signalled when it ends.
@discardableResult
func loop(over source: Observable<Int>, _ outcome: LoopOutcome, ended: DispatchSemaphore) -> Task<Void, Never> {
    Task {
        do {
            for try await value in stream(of: source) {
                outcome.append(value)
            }
            outcome.ended("ended")
        } catch {
            outcome.ended("threw \(error)")
        }
        ended.signal()
    }
}

ExerciseCheck.run("22.3", "a bridge that never lets go") { check in
    let sender = DispatchQueue(label: "sender")

    let completed = LoopOutcome()
    let completedEnded = DispatchSemaphore(value: 0)
    loop(over: Observable.of(1, 2, 3).subscribe(on: SerialDispatchQueueScheduler(queue: sender, internalSerialQueueName: "sender.1")),
         completed, ended: completedEnded)
    _ = completedEnded.wait(timeout: .now() + 10)
    try check.equal(completed.lines, ["read 1", "read 2", "read 3", "ended"], "the elements arrive in order, and completion ends the loop")

    let failed = LoopOutcome()
    let failedEnded = DispatchSemaphore(value: 0)
    let failing = Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onError(ExerciseError("Failed"))
        return Disposables.create()
    }
    loop(over: failing.subscribe(on: SerialDispatchQueueScheduler(queue: sender, internalSerialQueueName: "sender.2")),
         failed, ended: failedEnded)
    _ = failedEnded.wait(timeout: .now() + 10)
    try check.equal(failed.lines, ["read 1", "threw Failed"], "an error is thrown from the loop")

    let subscribed = DispatchSemaphore(value: 0)
    let disposed = DispatchSemaphore(value: 0)
    let waiting = Observable<Int>.create { _ in
        subscribed.signal()
        return Disposables.create { disposed.signal() }
    }
    let cancelled = LoopOutcome()
    let cancelledEnded = DispatchSemaphore(value: 0)
    let task = loop(over: waiting, cancelled, ended: cancelledEnded)
    try check.that(subscribed.wait(timeout: .now() + 10) == .success, "the loop subscribes to a source that never sends",
                   otherwise: "it was not subscribed within 10 s")
    task.cancel()
    try check.that(cancelledEnded.wait(timeout: .now() + 10) == .success, "cancelling the loop's task ends the loop",
                   otherwise: "the loop was still waiting 10 s after the cancel")
    try check.that(disposed.wait(timeout: .now() + 5) == .success, "cancelling the loop's task disposes the subscription",
                   expected: "the source's disposable runs",
                   otherwise: "the subscription was still alive 5 s after the cancel: the source keeps sending into a stream nobody reads")

    let subject = PublishSubject<Int>()
    var unread: AsyncThrowingStream<Int, Error>? = stream(of: subject.asObservable())
    try check.that(subject.hasObservers, "making the stream subscribes", otherwise: "the subject has no observer")
    unread = nil
    try check.that(unread == nil && !subject.hasObservers, "releasing a stream nobody iterated disposes its subscription",
                   expected: "the subject has no observer left", otherwise: "the subject still has its observer")
}

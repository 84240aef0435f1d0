// The checks of exercise 15.3. Run them with: swift run rxbook check 15.3
import Foundation
import ExerciseKit
@testable import RxReading

/// Records events from any thread. On the first one, it has another thread send `99` to the
/// subject, and gives that thread up to 0.3 s to finish before it goes on, as a busy app's
/// other thread would, while this subscriber is still receiving its replay.
final class InterruptedObserver: ObserverType, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    private var interrupted = false
    let subject: ReplayLast<Int>

    init(subject: ReplayLast<Int>) {
        self.subject = subject
    }

    var events: [String] {
        lock.lock(); defer { lock.unlock() }
        return recorded
    }

    func on(_ event: Event<Int>) {
        lock.lock()
        recorded.append(String(describing: event))
        let first = !interrupted
        interrupted = true
        lock.unlock()
        if first {
            let sent = DispatchSemaphore(value: 0)
            let subject = self.subject
            Thread.detachNewThread {
                subject.onNext(99)
                sent.signal()
            }
            _ = sent.wait(timeout: .now() + 0.3)
        }
    }
}

ExerciseCheck.run("15.3", "a subject that replays its last elements") { check in
    let subject = ReplayLast<Int>(bufferSize: 2)
    let early = EventLog<Int>()
    _ = subject.subscribe(early)
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    try check.equal(early.events, ["next(1)", "next(2)", "next(3)"], "a subscriber receives what is sent while it is subscribed")

    let late = EventLog<Int>()
    let lateSubscription = subject.subscribe(late)
    try check.equal(late.events, ["next(2)", "next(3)"], "a subscriber that comes after 1, 2 and 3 first receives the last two, oldest first")
    subject.onNext(4)
    try check.equal(late.events, ["next(2)", "next(3)", "next(4)"], "then what is sent after it subscribed")

    let short = ReplayLast<Int>(bufferSize: 3)
    short.onNext(1)
    let fewer = EventLog<Int>()
    _ = short.subscribe(fewer)
    try check.equal(fewer.events, ["next(1)"], "with room for three and one element sent, a new subscriber receives that one")

    lateSubscription.dispose()
    try check.equal(subject.observerCount, 1, "disposing a subscription takes its subscriber out of the subject")
    subject.onNext(5)
    try check.equal(late.events, ["next(2)", "next(3)", "next(4)"], "and it receives nothing more")

    subject.onCompleted()
    let after = EventLog<Int>()
    _ = subject.subscribe(after)
    try check.equal(after.events, ["next(4)", "next(5)", "completed"], "after the subject has completed, a new subscriber receives the last two elements, then completed")
    try check.equal(subject.observerCount, 0, "and the ended subject keeps no subscriber")

    let none = ReplayLast<Int>(bufferSize: 0)
    none.onNext(1)
    let nothing = EventLog<Int>()
    _ = none.subscribe(nothing)
    try check.equal(nothing.events, [], "with a buffer of 0, a new subscriber is replayed nothing")

    let busy = ReplayLast<Int>(bufferSize: 2)
    busy.onNext(1)
    busy.onNext(2)
    let interrupted = InterruptedObserver(subject: busy)
    _ = busy.subscribe(interrupted)
    let arrived = check.eventually(3) { interrupted.events.contains("next(99)") }
    try check.that(arrived, "an element another thread sends during a new subscriber's replay reaches that subscriber",
                   expected: "next(99) received within 3 seconds",
                   otherwise: "it never arrived: the subscriber received \(interrupted.events.joined(separator: ", "))")
    try check.equal(interrupted.events, ["next(1)", "next(2)", "next(99)"], "after the replay, and once")
}

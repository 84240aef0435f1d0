// The checks of exercise 14.3. Run them with: swift run rxbook check 14.3
import ExerciseKit
@testable import RxReading

/// Keeps each scheduled piece of work until the checks run it. `runAll()` runs the waiting work,
/// oldest first, until none waits; `runOneMore()` starts one waiting piece at once, from inside
/// whatever is running, as a second thread of a concurrent queue would.
final class PoolScheduler: ImmediateSchedulerType {
    private(set) var waiting: [() -> Void] = []

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        waiting.append { _ = action(state) }
        return Disposables.create()
    }

    func runAll() {
        while !waiting.isEmpty {
            waiting.removeFirst()()
        }
    }

    func runOneMore() {
        if !waiting.isEmpty {
            waiting.removeFirst()()
        }
    }
}

/// Records what it receives, and how many deliveries were under way at once.
final class WatchingObserver: ObserverType {
    var received: [String] = []
    var underWay = 0
    var mostAtOnce = 0
    var whileHandling: ((Event<Int>) -> Void)?

    func on(_ event: Event<Int>) {
        underWay += 1
        mostAtOnce = max(mostAtOnce, underWay)
        whileHandling?(event)
        received.append(String(describing: event))
        underWay -= 1
    }
}

ExerciseCheck.run("14.3", "an observe(on:) whose deliveries overlap") { check in
    let pool = PoolScheduler()
    let observer = WatchingObserver()
    let sink = ObserveOnLoop(scheduler: pool, observer: observer)
    sink.on(.next(1))
    sink.on(.next(2))
    sink.on(.next(3))
    try check.equal(observer.received, [], "nothing is delivered on the source's side: each event waits for the scheduler")
    pool.runAll()
    try check.equal(observer.received, ["next(1)", "next(2)", "next(3)"], "once the scheduler runs, the three events arrive in order")

    let busy = PoolScheduler()
    let watched = WatchingObserver()
    watched.whileHandling = { event in
        if case .next(1) = event {
            busy.runOneMore()
        }
    }
    let overlapping = ObserveOnLoop(scheduler: busy, observer: watched)
    overlapping.on(.next(1))
    overlapping.on(.next(2))
    overlapping.on(.completed)
    busy.runAll()
    try check.that(watched.mostAtOnce == 1,
                   "on a scheduler that starts waiting work while other work runs, the observer still gets one event at a time",
                   expected: "at most 1 delivery under way at a time",
                   otherwise: "\(watched.mostAtOnce) deliveries were under way at once: the observer was called with the next event while it was handling next(1)")
    try check.equal(watched.received, ["next(1)", "next(2)", "completed"], "and gets every event, in order")

    // The source sends while the observer handles the only event that was waiting, and the
    // scheduler at once starts whatever work is waiting then, as a second thread would.
    let sending = PoolScheduler()
    let handling = WatchingObserver()
    let sentMeanwhile = ObserveOnLoop(scheduler: sending, observer: handling)
    handling.whileHandling = { event in
        if case .next(1) = event {
            sentMeanwhile.on(.next(2))
            sending.runOneMore()
        }
    }
    sentMeanwhile.on(.next(1))
    sending.runAll()
    try check.that(handling.mostAtOnce == 1,
                   "an event the source sends while the observer handles the last waiting one is not delivered until that delivery ends",
                   expected: "at most 1 delivery under way at a time",
                   otherwise: "\(handling.mostAtOnce) deliveries were under way at once: next(2), sent while the observer handled next(1), was delivered before onNext(1) returned")
    try check.equal(handling.received, ["next(1)", "next(2)"], "and it arrives after the event before it")

    let later = PoolScheduler()
    let third = WatchingObserver()
    let restarting = ObserveOnLoop(scheduler: later, observer: third)
    restarting.on(.next(1))
    later.runAll()
    restarting.on(.next(2))
    later.runAll()
    try check.equal(third.received, ["next(1)", "next(2)"], "an event that arrives after the queue has emptied is delivered too")

    let disposing = PoolScheduler()
    let fourth = WatchingObserver()
    let stopped = ObserveOnLoop(scheduler: disposing, observer: fourth)
    fourth.whileHandling = { event in
        if case .next(1) = event {
            stopped.dispose()
        }
    }
    stopped.on(.next(1))
    stopped.on(.next(2))
    disposing.runAll()
    stopped.on(.next(3))
    disposing.runAll()
    try check.equal(fourth.received, ["next(1)"], "disposed from inside onNext(1), it delivers nothing more: not the event waiting, nor one sent later")
}

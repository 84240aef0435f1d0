// The checks of exercise 10.3, on a clock moved by hand. Run them with: swift run rxbook check 10.3
import Foundation
import ExerciseKit
@testable import RxReading

/// A scheduler whose clock (in milliseconds) moves only when `advance` is called. Work due by
/// then runs in the order of its due time; an action may move the clock itself, and work that
/// falls due meanwhile runs inside it, as a slow action's ticks would arrive while it runs.
final class ManualClock: SchedulerType {
    private final class Item {
        let dueTime: Int
        let order: Int
        let run: () -> Void
        var isCancelled = false
        init(dueTime: Int, order: Int, run: @escaping () -> Void) {
            self.dueTime = dueTime
            self.order = order
            self.run = run
        }
    }

    private(set) var clock = 0
    private var items: [Item] = []
    private var scheduledCount = 0

    var now: RxTime { Date(timeIntervalSince1970: TimeInterval(clock) / 1000) }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .milliseconds(0), action: action)
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let item = Item(dueTime: clock + Int(dueTime.seconds * 1000), order: scheduledCount) { _ = action(state) }
        scheduledCount += 1
        items.append(item)
        return Disposables.create { item.isCancelled = true }
    }

    func advance(by milliseconds: Int) {
        advance(to: clock + milliseconds)
    }

    func advance(to target: Int) {
        while true {
            items.removeAll { $0.isCancelled }
            guard let next = items.filter({ $0.dueTime <= max(target, clock) })
                .min(by: { ($0.dueTime, $0.order) < ($1.dueTime, $1.order) }) else { break }
            items.removeAll { $0 === next }
            clock = max(clock, next.dueTime)
            next.run()
        }
        clock = max(clock, target)
    }
}

ExerciseCheck.run("10.3", "a periodic schedule whose slow action runs twice at once") { check in
    let quick = ManualClock()
    var quickRuns = 0
    let quickTicks = PeriodicTicks(scheduler: quick, startAfter: .milliseconds(100), period: .milliseconds(100), state: 0) { run in
        quickRuns += 1
        return run + 1
    }.start()
    quick.advance(to: 1000)
    quickTicks.dispose()
    try check.equal(quickRuns, 10, "with an action quicker than its period of 100, 10 periods by 1000 give 10 runs")

    let clock = ManualClock()
    var states: [Int] = []
    var underWay = 0
    var mostAtOnce = 0
    let slow = PeriodicTicks(scheduler: clock, startAfter: .milliseconds(100), period: .milliseconds(100), state: 0) { run in
        states.append(run)
        underWay += 1
        mostAtOnce = max(mostAtOnce, underWay)
        if states.count == 1 {
            // The first run takes 250 of the clock; the ticks due meanwhile arrive inside it.
            clock.advance(by: 250)
        }
        underWay -= 1
        return run + 1
    }
    let ticks = slow.start()
    clock.advance(to: 500)
    try check.equal(states.count, 5, "with a first run that takes 250 of a period of 100, 5 periods by 500 still give 5 runs")
    try check.that(mostAtOnce == 1, "and the action never runs while an earlier run of it is under way",
                   expected: "at most 1 run under way at a time",
                   otherwise: "\(mostAtOnce) runs were under way at once: a tick started a run inside the slow one")
    try check.equal(states, [0, 1, 2, 3, 4], "each run gets the state the run before it returned")
    ticks.dispose()
    clock.advance(to: 1000)
    try check.equal(states.count, 5, "after the ticks are disposed at 500, no run comes by 1000")
}

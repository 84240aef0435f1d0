import Foundation
import RxReading

/// A scheduler on a clock the demo moves by hand, in whole milliseconds from zero, so that what
/// the demos print is counted, never timed.
///
/// `scheduleRelative` files the action under `clock + dueTime`; `advance(to:)` runs, in due-time
/// order (ties in the order they were scheduled), every action that is due, setting the clock to
/// each one's due time. An action may advance the clock itself, to play an action that takes
/// time: that nested advance runs what falls due meanwhile. With `logSteps`, each step it runs
/// prints its state (for `schedulePeriodic`, the command `.tick` or `.dispatchStart`), indented
/// by how deeply it is nested. Single-threaded: only the demo's thread uses it. (Chapter 12's
/// `VirtualTimeScheduler` is the library's own scheduler of this kind.)
private final class DemoClockScheduler: SchedulerType {
    private final class Item {
        let dueTime: Int
        let order: Int
        let label: String
        let run: () -> Disposable
        var isCancelled = false

        init(dueTime: Int, order: Int, label: String, run: @escaping () -> Disposable) {
            self.dueTime = dueTime
            self.order = order
            self.label = label
            self.run = run
        }
    }

    private(set) var clock = 0
    private var items: [Item] = []
    private var scheduledCount = 0
    private var depth = 0
    private let log: DemoLog?

    init(logSteps log: DemoLog? = nil) {
        self.log = log
    }

    var now: RxTime {
        Date(timeIntervalSince1970: TimeInterval(clock) / 1000)
    }

    /// Steps waiting to run.
    var pendingCount: Int {
        items.count
    }

    /// Spaces for the nesting depth of the step running now.
    var indent: String {
        String(repeating: "  ", count: depth)
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .milliseconds(0), action: action)
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let item = Item(dueTime: clock + Self.milliseconds(dueTime), order: scheduledCount, label: ".\(state)") { action(state) }
        scheduledCount += 1
        items.append(item)
        return Disposables.create { [weak self, weak item] in
            guard let item else { return }
            item.isCancelled = true
            self?.items.removeAll { $0 === item }
        }
    }

    func advance(by milliseconds: Int) {
        advance(to: clock + milliseconds)
    }

    func advance(to target: Int) {
        while let next = takeNextItem(dueBy: max(target, clock)) {
            clock = max(clock, next.dueTime)
            log?.print("\(indent)clock \(clock): step \(next.label) runs")
            depth += 1
            _ = next.run()
            depth -= 1
        }
        clock = max(clock, target)
    }

    private func takeNextItem(dueBy time: Int) -> Item? {
        let due = items.enumerated().filter { $0.element.dueTime <= time }
        guard let first = due.min(by: { ($0.element.dueTime, $0.element.order) < ($1.element.dueTime, $1.element.order) }) else {
            return nil
        }
        items.remove(at: first.offset)
        return first.element
    }

    private static func milliseconds(_ interval: RxTimeInterval) -> Int {
        switch interval {
        case .seconds(let value): return value * 1000
        case .milliseconds(let value): return value
        case .microseconds(let value): return value / 1000
        case .nanoseconds(let value): return value / 1_000_000
        default: return Int.max / 2
        }
    }
}

extension Demos {
    /// Chapter 10's demos: periodic work on a clock the demo moves, so every line is a count.
    static let chapter10: [Demo] = [
        Demo(chapter: 10, name: "interval-and-timer",
             title: "interval(100), timer(50, period: 100) and timer(250) on a clock moved by hand to 400, then disposed") { log in
            let scheduler = DemoClockScheduler()
            let interval = Observable<Int>.interval(.milliseconds(100), scheduler: scheduler)
                .subscribe { log.print("clock \(scheduler.clock): interval       \($0)") }
            let periodicTimer = Observable<Int>.timer(.milliseconds(50), period: .milliseconds(100), scheduler: scheduler)
                .subscribe { log.print("clock \(scheduler.clock): timer(period)  \($0)") }
            let oneOffTimer = Observable<Int>.timer(.milliseconds(250), scheduler: scheduler)
                .subscribe { log.print("clock \(scheduler.clock): timer          \($0)") }
            scheduler.advance(to: 400)
            log.print("steps waiting at 400: \(scheduler.pendingCount)")
            interval.dispose()
            periodicTimer.dispose()
            oneOffTimer.dispose()
            log.print("steps waiting after dispose: \(scheduler.pendingCount)")
        },
        Demo(chapter: 10, name: "slow-action",
             title: "schedulePeriodic(period: 100) whose first run takes 250: the ticks that fall due meanwhile are counted, then caught up") { log in
            let scheduler = DemoClockScheduler(logSteps: log)
            var runs = 0
            var runsInProgress = 0
            var mostAtOnce = 0
            let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(100), period: .milliseconds(100)) { run in
                runs += 1
                runsInProgress += 1
                mostAtOnce = max(mostAtOnce, runsInProgress)
                defer { runsInProgress -= 1 }
                if run == 0 {
                    log.print("\(scheduler.indent)run 0 starts at \(scheduler.clock) and takes 250")
                    scheduler.advance(by: 250)
                    log.print("\(scheduler.indent)run 0 returns at \(scheduler.clock)")
                } else {
                    log.print("\(scheduler.indent)run \(run) at \(scheduler.clock)")
                }
                return run + 1
            }
            scheduler.advance(to: 500)
            periodic.dispose()
            log.print("by 500: 5 periods, \(runs) runs, at most \(mostAtOnce) at a time")
        },
    ]
}

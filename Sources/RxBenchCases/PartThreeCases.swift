import Foundation
import RxBenchKit
import RxReading

/// The cases of Part III's higher-order operators: one inner subscription at a time (chapter 16)
/// and many (chapter 17); sharing (chapter 18) and combining (chapter 19); time (chapter 20) and
/// errors (chapter 21).
let partThreeCases: [BenchmarkCase] = [
    // Every outer element becomes an inner sequence of its own, subscribed, run to completion and
    // disposed: what `flatMap` costs per inner, beside the least plain Swift can do for the same
    // (the selector's call, an inner object, an observer object, the sum).
    // Target: issue 28's goal, at most a fifth of RxSwift 6.5.0's instructions, put against this
    // baseline: RxSwift 6.5.0 counted 13.1 times the baseline's instructions here (lab notes of
    // Benchmarks/README.md, 2026-11-27), so at most 2.6x.
    BenchmarkCase(
        name: "flatMap/churn",
        unit: "element",
        operations: 100_000,
        baselineDescription: "a selector call, an inner object and an observer object per element",
        targetRatio: 2.6,
        library: { n in
            var sum = 0
            let subscription = elements(upTo: n)
                .flatMap { Observable.just($0 + 1) }
                .subscribe(onNext: { sum += $0 })
            subscription.dispose()
            return sum
        },
        baseline: flatMapChurnBaseline),

    // One outer element switches to an inner subject, then every element is pushed through that
    // inner: what `flatMapLatest` costs per element of the current inner (the inner subject's own
    // cost included), beside plain Swift's current observer, which checks that it is still the
    // latest before it passes the element on.
    // Target: issue 28's goal, a fifth of RxSwift 6.5.0's instructions, against this baseline:
    // RxSwift 6.5.0 counted 25.1 times the baseline's instructions here (same run), so at most 5x.
    BenchmarkCase(
        name: "flatMapLatest/switch",
        unit: "element",
        operations: 1_000_000,
        baselineDescription: "a closure call that checks the inner's id, then the sum",
        targetRatio: 5,
        library: { n in
            var sum = 0
            let outer = PublishSubject<Int>()
            let inner = PublishSubject<Int>()
            let subscription = outer
                .flatMapLatest { _ in inner }
                .subscribe(onNext: { sum += $0 })
            outer.onNext(0)
            for element in 0..<n {
                inner.onNext(element)
            }
            inner.onCompleted()
            outer.onCompleted()
            subscription.dispose()
            return sum
        },
        baseline: switchBaseline),

    // Two subjects combined by combineLatest; once each has sent, every element goes to one of
    // them in turn and comes out combined with the other's latest: what one element of either
    // source costs (the subject's own cost included), beside plain Swift keeping the two latest
    // values and calling the selector and the observer.
    // Target: issue 29's goal, at most a fifth of RxSwift 6.5.0's instructions, against this
    // baseline: RxSwift 6.5.0 counted 67.0 times the baseline's instructions here (lab notes of
    // Benchmarks/README.md, 2026-11-27, issue 29), so at most 13.4x.
    BenchmarkCase(
        name: "combineLatest/pump",
        unit: "element",
        operations: 1_000_000,
        baselineDescription: "store the element as its side's latest, then a selector call and an observer call",
        targetRatio: 13.4,
        library: { n in
            var sum = 0
            let first = PublishSubject<Int>()
            let second = PublishSubject<Int>()
            let subscription = Observable.combineLatest(first, second) { $0 &+ $1 }
                .subscribe(onNext: { sum &+= $0 })
            first.onNext(0)
            second.onNext(0)
            for element in 0..<n {
                if element & 1 == 0 {
                    first.onNext(element)
                } else {
                    second.onNext(element)
                }
            }
            first.onCompleted()
            second.onCompleted()
            subscription.dispose()
            return sum
        },
        baseline: combineLatestPumpBaseline),

    // A subject shared by `share(replay: 1)` with two subscribers; every element goes through the
    // share's connection, is kept as the latest, and reaches both: what one element costs fanned
    // out to two subscribers (the subject's own cost included), beside plain Swift keeping the
    // latest and calling two observers.
    // Target: issue 29's goal, at most a fifth of RxSwift 6.5.0's instructions, against this
    // baseline: RxSwift 6.5.0 counted 20.5 times the baseline's instructions here (lab notes of
    // Benchmarks/README.md, 2026-11-27, share/fan-out), so at most 4.1x.
    BenchmarkCase(
        name: "share/fan-out",
        unit: "element",
        operations: 1_000_000,
        baselineDescription: "keep the element as the latest, then two observer calls",
        targetRatio: 4.1,
        library: { n in
            var first = 0
            var second = 0
            let source = PublishSubject<Int>()
            let shared = source.share(replay: 1)
            let one = shared.subscribe(onNext: { first &+= $0 })
            let two = shared.subscribe(onNext: { second &+= $0 })
            for element in 0..<n {
                source.onNext(element)
            }
            source.onCompleted()
            one.dispose()
            two.dispose()
            return first &+ second
        },
        baseline: shareFanOutBaseline),

    // A subject through `throttle` on a clock that never moves: the first element goes out and
    // opens a window that never closes, so every later element only replaces the waiting one (one
    // lock, one clock reading; the one timer is set by the second element and never runs). What
    // an element costs on throttle's busiest path, beside plain Swift reading the clock and
    // storing the element under a lock.
    // Target: issue 30's goal, at most a fifth of RxSwift 6.5.0's instructions, against this
    // baseline: RxSwift 6.5.0 counted 54.0 times the baseline's instructions here (lab notes of
    // Benchmarks/README.md, 2026-11-27, issue 30), so at most 10.7x (a fifth, rounded down).
    BenchmarkCase(
        name: "throttle/still-clock",
        unit: "element",
        operations: 1_000_000,
        baselineDescription: "read the clock, compare it with the window's end, store the element under a lock",
        targetRatio: 10.7,
        library: { n in
            var sum = 0
            let subject = PublishSubject<Int>()
            let subscription = subject.throttle(.seconds(1), scheduler: StillClockScheduler())
                .subscribe(onNext: { sum &+= $0 })
            for element in 0..<n {
                subject.onNext(element)
            }
            subscription.dispose()
            return sum
        },
        baseline: throttleStillClockBaseline),

    // A source that fails at once, caught by `catch`, whose handler switches to a `just`: every
    // subscription subscribes to the source, receives its error, calls the handler, subscribes
    // to the fallback and receives its element and completion, then is disposed. What one
    // subscription to `catch` costs on its switching path, beside plain Swift making an observer,
    // calling the source with it, then the handler, and passing the fallback's element on.
    // Target: issue 30's goal, at most a fifth of RxSwift 6.5.0's instructions, against this
    // baseline: RxSwift 6.5.0 counted 36.8 times the baseline's instructions here (same run), so
    // at most 7.3x (a fifth, rounded down).
    BenchmarkCase(
        name: "catch/fallback",
        unit: "subscription",
        operations: 100_000,
        baselineDescription: "an observer object, a source call that fails, a handler call that makes the fallback, its element passed on",
        targetRatio: 7.3,
        library: { n in
            var sum = 0
            let caught = Observable<Int>.error(BenchFailure())
                .catch { _ in Observable.just(1) }
            for _ in 0..<n {
                let subscription = caught.subscribe(onNext: { sum &+= $0 })
                subscription.dispose()
            }
            return sum
        },
        baseline: catchFallbackBaseline),
]

/// A scheduler whose clock never moves and whose timers never run.
final class StillClockScheduler: SchedulerType {
    let now = Date(timeIntervalSince1970: 0)

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        Disposables.create()
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                     action: @escaping (StateType) -> Disposable) -> Disposable {
        Disposables.create()
    }
}

/// Plain Swift doing what `throttle/still-clock` does per element: read the clock (a closure
/// call, as `now` is a protocol requirement), and under a lock compare it with the window's end
/// and keep the element as the waiting one.
func throttleStillClockBaseline(_ n: Int) -> Int {
    let clock: () -> Date = opaque({ Date(timeIntervalSince1970: 0) })
    let lock = NSLock()
    var windowEnd: Date?
    var waiting: Int?
    var sum = 0
    for element in 0..<n {
        let now = clock()
        lock.lock()
        if let end = windowEnd, now < end {
            waiting = element
        } else {
            windowEnd = now.addingTimeInterval(1)
            sum &+= element
        }
        lock.unlock()
    }
    blackHole(waiting)
    return sum
}

/// The error of `catch/fallback`'s failing source.
struct BenchFailure: Swift.Error {}

/// A plain-Swift observer of a source that can fail: on the error it calls the handler, which
/// makes the fallback, and passes the fallback's one element on.
final class BaselineCatchingObserver {
    let onNext: (Int) -> Void
    let handler: (Swift.Error) -> BaselineJust

    init(onNext: @escaping (Int) -> Void, handler: @escaping (Swift.Error) -> BaselineJust) {
        self.onNext = onNext
        self.handler = handler
    }

    func onError(_ error: Swift.Error) {
        onNext(handler(error).element)
    }
}

/// Plain Swift doing what `catch/fallback` does per subscription: make an observer object, call
/// the source with it (a closure call, as an observable's subscription is a virtual one), which
/// fails; the observer calls the handler, which makes a fallback object, and passes its element
/// to the sum.
func catchFallbackBaseline(_ n: Int) -> Int {
    var sum = 0
    let failure: Swift.Error = opaque(BenchFailure())
    let receive: (Int) -> Void = opaque({ sum &+= $0 })
    let handler: (Swift.Error) -> BaselineJust = opaque({ _ in BaselineJust(element: 1) })
    let source: (BaselineCatchingObserver) -> Void = opaque({ observer in observer.onError(failure) })
    for _ in 0..<n {
        source(BaselineCatchingObserver(onNext: receive, handler: handler))
    }
    return sum
}

/// A plain-Swift inner sequence that sends one element to whoever subscribes: `just`'s least.
final class BaselineJust {
    let element: Int

    init(element: Int) {
        self.element = element
    }
}

/// Plain Swift doing what `flatMap/churn` does per outer element: call the selector, which makes
/// an inner object; make an observer object and subscribe it to the inner (a closure call, as an
/// observable's subscription is a virtual one); the inner sends its one element to the sum.
func flatMapChurnBaseline(_ n: Int) -> Int {
    var sum = 0
    let selector: (Int) -> BaselineJust = opaque({ BaselineJust(element: $0 + 1) })
    let subscribe: (BaselineJust, BaselineObserver) -> Void = opaque({ inner, observer in
        observer.onNext(inner.element)
    })
    let receive: (Int) -> Void = opaque({ sum += $0 })
    for element in 0..<n {
        subscribe(selector(element), BaselineObserver(onNext: receive))
    }
    return sum
}

/// Plain Swift doing what `flatMapLatest/switch` does per element: the current inner's observer
/// (made once, when the outer element switched to it) checks that its id is still the latest and
/// passes the element to the sum.
func switchBaseline(_ n: Int) -> Int {
    var sum = 0
    var latest = 0
    let receive: (Int) -> Void = opaque({ sum += $0 })
    let observe: (Int) -> BaselineObserver = opaque({ id in
        BaselineObserver(onNext: { element in
            if latest == id {
                receive(element)
            }
        })
    })
    latest += 1
    let current = observe(latest)
    for element in 0..<n {
        current.onNext(element)
    }
    return sum
}

/// Plain Swift doing what `combineLatest/pump` does per element: keep it as its side's latest,
/// then call the selector on both latest values and hand the result to the observer.
func combineLatestPumpBaseline(_ n: Int) -> Int {
    var sum = 0
    var latest = (0, 0)
    let selector: (Int, Int) -> Int = opaque({ $0 &+ $1 })
    let receive: (Int) -> Void = opaque({ sum &+= $0 })
    receive(selector(latest.0, latest.1))
    for element in 0..<n {
        if element & 1 == 0 {
            latest.0 = element
        } else {
            latest.1 = element
        }
        receive(selector(latest.0, latest.1))
    }
    return sum
}

/// Plain Swift doing what `share/fan-out` does per element: keep it as the latest (what a late
/// subscriber would be replayed), then hand it to each of two observers.
func shareFanOutBaseline(_ n: Int) -> Int {
    var first = 0
    var second = 0
    var latest: Int? = nil
    let observers: [BaselineObserver] = opaque([
        BaselineObserver(onNext: { first &+= $0 }),
        BaselineObserver(onNext: { second &+= $0 }),
    ])
    for element in 0..<n {
        latest = element
        for observer in observers {
            observer.onNext(element)
        }
    }
    _ = opaque(latest)
    return first &+ second
}

import RxBenchKit
import RxReading

/// The object `withUnretained/pump` holds weakly, as a view model holds itself.
final class BenchOwner {
    let offset = 1
}

/// The cases of Part IV's operators that apps use most (issue 36): one piece of state per
/// subscription (chapter 23) and a side effect or an unretained owner per element (chapter 24).
/// Each target is issue 36's goal, at most a fifth of RxSwift 6.5.0's instructions, put against
/// the case's baseline: RxSwift 6.5.0 measured on the same case, with the same baseline, in one
/// run (lab notes of Benchmarks/README.md, 2026-11-28), divided by five and rounded down.
let partFourCases: [BenchmarkCase] = [
    // Half the elements repeat the one before (0, 0, 1, 1, ...): every element is compared with the
    // last one kept, and half of them go on. RxSwift 6.5.0: 58.8 times the baseline, so at most 11.7x.
    BenchmarkCase(
        name: "distinctUntilChanged/pump",
        unit: "element",
        operations: 1_000_000,
        baselineDescription: "a transform call, a comparison with the last value kept, and the receive call when it differs",
        targetRatio: 11.7,
        library: { n in
            var sum = 0
            let subscription = elements(upTo: n)
                .map { $0 / 2 }
                .distinctUntilChanged()
                .subscribe(onNext: { sum &+= $0 })
            subscription.dispose()
            return sum
        },
        baseline: distinctUntilChangedPumpBaseline),

    // A running sum: every element is folded into the subscription's state and the state goes on.
    // RxSwift 6.5.0: 29.7 times the baseline, so at most 5.9x.
    BenchmarkCase(
        name: "scan/pump",
        unit: "element",
        operations: 1_000_000,
        baselineDescription: "the accumulator's call on the kept state, then the receive call",
        targetRatio: 5.9,
        library: { n in
            var sum = 0
            let subscription = elements(upTo: n)
                .scan(0) { $0 &+ $1 }
                .subscribe(onNext: { sum &+= $0 })
            subscription.dispose()
            return sum
        },
        baseline: scanPumpBaseline),

    // A side effect per element before the subscriber's own closure, as a logging `do` is used.
    // RxSwift 6.5.0: 20.0 times the baseline, so at most 4.0x.
    BenchmarkCase(
        name: "do/pump",
        unit: "element",
        operations: 1_000_000,
        baselineDescription: "the side effect's call, then the receive call",
        targetRatio: 4.0,
        library: { n in
            var sum = 0
            var seen = 0
            let subscription = elements(upTo: n)
                .do(onNext: { seen &+= $0 })
                .subscribe(onNext: { sum &+= $0 })
            subscription.dispose()
            return sum &+ seen
        },
        baseline: doPumpBaseline),

    // A screen's initial value before a one-element source, subscribed and disposed each time:
    // what `startWith` adds to a subscription. RxSwift 6.5.0: 37.6 times the baseline, so at most 7.5x.
    BenchmarkCase(
        name: "startWith/churn",
        unit: "subscription",
        operations: 200_000,
        baselineDescription: "an observer object, the start element, then the source's call with its one element",
        targetRatio: 7.5,
        library: { n in
            var sum = 0
            for _ in 0..<n {
                Observable.just(1)
                    .startWith(0)
                    .subscribe(onNext: { sum &+= $0 })
                    .dispose()
            }
            return sum
        },
        baseline: startWithChurnBaseline),

    // Every element paired with an owner held weakly, as `withUnretained(self)` in a view model.
    // RxSwift 6.5.0: 25.2 times the baseline, so at most 5.0x.
    BenchmarkCase(
        name: "withUnretained/pump",
        unit: "element",
        operations: 1_000_000,
        baselineDescription: "a weak reference loaded, then the receive call with the owner and the element",
        targetRatio: 5.0,
        library: { n in
            var sum = 0
            let owner = BenchOwner()
            let subscription = elements(upTo: n)
                .withUnretained(owner)
                .subscribe(onNext: { owner, element in sum &+= element &+ owner.offset })
            subscription.dispose()
            withExtendedLifetime(owner) {}
            return sum
        },
        baseline: withUnretainedPumpBaseline),
]

/// Plain Swift doing what `distinctUntilChanged/pump` does per element: the transform's call, a
/// comparison with the last value kept, and, when it differs, keeping it and the receive call.
func distinctUntilChangedPumpBaseline(_ n: Int) -> Int {
    var sum = 0
    let transform: (Int) -> Int = opaque({ $0 / 2 })
    let receive: (Int) -> Void = opaque({ sum &+= $0 })
    var last: Int? = nil
    for element in 0..<n {
        let value = transform(element)
        if value != last {
            last = value
            receive(value)
        }
    }
    return sum
}

/// Plain Swift doing what `scan/pump` does per element: the accumulator's call on the kept state,
/// keeping its result, and the receive call.
func scanPumpBaseline(_ n: Int) -> Int {
    var sum = 0
    var state = 0
    let accumulator: (Int, Int) -> Int = opaque({ $0 &+ $1 })
    let receive: (Int) -> Void = opaque({ sum &+= $0 })
    for element in 0..<n {
        state = accumulator(state, element)
        receive(state)
    }
    return sum
}

/// Plain Swift doing what `do/pump` does per element: the side effect's call, then the receive call.
func doPumpBaseline(_ n: Int) -> Int {
    var sum = 0
    var seen = 0
    let onNext: (Int) -> Void = opaque({ seen &+= $0 })
    let receive: (Int) -> Void = opaque({ sum &+= $0 })
    for element in 0..<n {
        onNext(element)
        receive(element)
    }
    return sum &+ seen
}

/// Plain Swift doing what `startWith/churn` does per subscription: an observer object, the start
/// element handed to it, then the source's call (a subscription is a call through a reference the
/// optimizer cannot see) with its one element.
func startWithChurnBaseline(_ n: Int) -> Int {
    var sum = 0
    let receive: (Int) -> Void = opaque({ sum &+= $0 })
    let source: (BaselineObserver) -> Void = opaque({ observer in observer.onNext(1) })
    for _ in 0..<n {
        let observer = BaselineObserver(onNext: receive)
        observer.onNext(0)
        source(observer)
    }
    return sum
}

/// Plain Swift doing what `withUnretained/pump` does per element: load the owner from a weak
/// reference (a strong one for the length of the call), then the receive call with both.
func withUnretainedPumpBaseline(_ n: Int) -> Int {
    var sum = 0
    let owner = BenchOwner()
    weak var unretained: BenchOwner?
    unretained = opaque(owner)
    let receive: (BenchOwner, Int) -> Void = opaque({ owner, element in sum &+= element &+ owner.offset })
    for element in 0..<n {
        guard let owner = unretained else { break }
        receive(owner, element)
    }
    withExtendedLifetime(owner) {}
    return sum
}

import RxBenchKit
import RxReading

/// The cases of chapters 25 and 26 that apps use most (issues 37 and 38): a `Single` made and
/// subscribed per request, an `Infallible` pumped, a `BehaviorRelay` holding a screen's state and
/// a `Driver` over it. Each target is the issues' goal, at most a fifth of RxSwift 6.5.0's
/// instructions, put against the case's baseline: RxSwift 6.5.0 measured on the same case, with the
/// same baseline, in one run (lab notes of Benchmarks/README.md, 2026-11-28), divided by five and
/// rounded down.
let traitCases: [BenchmarkCase] = [
    // A one-value request: a Single made, mapped, subscribed and disposed each time.
    // RxSwift 6.5.0: 34.7 times the baseline, so at most 6.9x.
    BenchmarkCase(
        name: "single/churn",
        unit: "subscription",
        operations: 200_000,
        baselineDescription: "an observer object, then the source's call with its one value, the transform and the receive call",
        targetRatio: 6.9,
        library: { n in
            var sum = 0
            for _ in 0..<n {
                Single.just(1)
                    .map { $0 + 1 }
                    .subscribe(onSuccess: { sum &+= $0 })
                    .dispose()
            }
            return sum
        },
        baseline: singleChurnBaseline),

    // A source made infallible (an error would become 0), then mapped: what `Infallible` adds
    // per element. RxSwift 6.5.0: 33.9 times the baseline, so at most 6.7x.
    BenchmarkCase(
        name: "infallible/pump",
        unit: "element",
        operations: 1_000_000,
        baselineDescription: "the transform's call, then the receive call",
        targetRatio: 6.7,
        library: { n in
            var sum = 0
            let subscription = elements(upTo: n)
                .asInfallible(onErrorJustReturn: 0)
                .map { $0 + 1 }
                .subscribe(onNext: { sum &+= $0 })
            subscription.dispose()
            return sum
        },
        baseline: infalliblePumpBaseline),

    // A screen's state in a BehaviorRelay with one subscriber, a new value accepted per element.
    // RxSwift 6.5.0: 59.6 times the baseline, so at most 11.9x.
    BenchmarkCase(
        name: "relay/pump",
        unit: "element",
        operations: 1_000_000,
        baselineDescription: "the value kept in an object, then the receive call",
        targetRatio: 11.9,
        library: { n in
            var sum = 0
            let relay = BehaviorRelay<Int>(value: 0)
            let subscription = relay.subscribe(onNext: { sum &+= $0 })
            for element in 0..<n {
                relay.accept(element)
            }
            subscription.dispose()
            return sum
        },
        baseline: relayPumpBaseline),

    // The same relay read by the UI as a Driver, all on the main thread (where rxbench runs its
    // closures): with nothing queued, the main scheduler delivers each element at once, so every
    // element arrives before `accept` returns and the sum is the baseline's. RxSwift 6.5.0: 141.0
    // times the baseline, so at most 28.2x.
    BenchmarkCase(
        name: "driver/pump",
        unit: "element",
        operations: 1_000_000,
        baselineDescription: "the value kept in an object, then the receive call",
        targetRatio: 28.2,
        library: { n in
            var sum = 0
            let relay = BehaviorRelay<Int>(value: 0)
            let subscription = relay.asDriver().drive(onNext: { sum &+= $0 })
            for element in 0..<n {
                relay.accept(element)
            }
            subscription.dispose()
            return sum
        },
        baseline: relayPumpBaseline),
]

/// Plain Swift doing what `single/churn` does per subscription: an observer object holding the
/// transform and the receive call, then the source's call (a subscription is a call through a
/// reference the optimizer cannot see) with its one value.
func singleChurnBaseline(_ n: Int) -> Int {
    var sum = 0
    let transform: (Int) -> Int = opaque({ $0 + 1 })
    let receive: (Int) -> Void = opaque({ sum &+= $0 })
    let source: (BaselineObserver) -> Void = opaque({ observer in observer.onNext(1) })
    for _ in 0..<n {
        let observer = BaselineObserver(onNext: { receive(transform($0)) })
        source(observer)
    }
    return sum
}

/// Plain Swift doing what `infallible/pump` does per element: the transform's call, then the
/// receive call.
func infalliblePumpBaseline(_ n: Int) -> Int {
    var sum = 0
    let transform: (Int) -> Int = opaque({ $0 + 1 })
    let receive: (Int) -> Void = opaque({ sum &+= $0 })
    for element in 0..<n {
        receive(transform(element))
    }
    return sum
}

/// The object `relayPumpBaseline` keeps its value in, as a relay keeps its own.
final class BaselineCell {
    var value: Int

    init(value: Int) {
        self.value = value
    }
}

/// Plain Swift doing what `relay/pump` and `driver/pump` do per element: keep the new value in an
/// object (the relay's current value), then the receive call with it. The subscriber gets the
/// initial value first, as a BehaviorRelay's does.
func relayPumpBaseline(_ n: Int) -> Int {
    var sum = 0
    let cell = opaque(BaselineCell(value: 0))
    let receive: (Int) -> Void = opaque({ sum &+= $0 })
    receive(cell.value)
    for element in 0..<n {
        cell.value = element
        receive(cell.value)
    }
    return sum
}

import RxBenchKit
import RxReading

/// The cases that need only Part I of the library and the current-thread trampoline.
let partOneCases: [BenchmarkCase] = [
    BenchmarkCase(
        name: "pump/create",
        unit: "element",
        operations: 1_000_000,
        baselineDescription: "direct closure calls: map, filter, sum",
        targetRatio: 8,
        library: { n in
            var sum = 0
            let subscription = elements(upTo: n)
            .map { $0 + 1 }
            .filter { $0 % 2 == 0 }
            .subscribe(onNext: { sum += $0 })
            subscription.dispose()
            return sum
        },
        baseline: pumpBaseline),

    BenchmarkCase(
        name: "deep-chain/10-maps",
        unit: "element",
        operations: 200_000,
        baselineDescription: "ten direct closure calls per element",
        targetRatio: 4,
        library: { n in
            var sum = 0
            var chain = elements(upTo: n)
            for _ in 0..<10 {
                chain = chain.map { $0 + 1 }
            }
            chain.subscribe(onNext: { sum += $0 }).dispose()
            return sum
        },
        baseline: { n in
            var sum = 0
            let transforms: [(Int) -> Int] = (0..<10).map { _ in opaque({ $0 + 1 }) }
            let receive: (Int) -> Void = opaque({ sum += $0 })
            for element in 0..<n {
                var value = element
                for transform in transforms {
                    value = transform(value)
                }
                receive(value)
            }
            return sum
        }),

    BenchmarkCase(
        name: "churn/create+map",
        unit: "subscription",
        operations: 100_000,
        baselineDescription: "an observer object and three closure calls per subscription",
        targetRatio: 6,
        library: { n in
            var sum = 0
            for _ in 0..<n {
                let subscription = Observable<Int>.create { observer in
                    observer.onNext(1)
                    observer.onCompleted()
                    return Disposables.create()
                }
                .map { $0 + 1 }
                .subscribe(onNext: { sum += $0 })
                subscription.dispose()
            }
            return sum
        },
        baseline: churnBaseline),

    BenchmarkCase(
        name: "churn/just+map",
        unit: "subscription",
        operations: 100_000,
        baselineDescription: "an observer object and three closure calls per subscription",
        targetRatio: 12,
        library: { n in
            var sum = 0
            for _ in 0..<n {
                Observable.just(1)
                    .map { $0 + 1 }
                    .subscribe(onNext: { sum += $0 })
                    .dispose()
            }
            return sum
        },
        baseline: churnBaseline),

    BenchmarkCase(
        name: "trampoline/schedule-from-action",
        unit: "action",
        operations: 100_000,
        baselineDescription: "closures appended to an array, then run in order",
        targetRatio: 4,
        library: { n in
            var count = 0
            let scheduler = CurrentThreadScheduler.instance
            _ = scheduler.schedule(()) { _ in
                for _ in 0..<n {
                    _ = scheduler.schedule(()) { _ in
                        count += 1
                        return Disposables.create()
                    }
                }
                return Disposables.create()
            }
            return count
        },
        baseline: { n in
            var count = 0
            var queue: [() -> Void] = []
            for _ in 0..<n {
                queue.append(opaque({ count += 1 }))
            }
            var index = 0
            while index < queue.count {
                queue[index]()
                index += 1
            }
            return count
        }),

    BenchmarkCase(
        name: "trampoline/scheduleRecursive",
        unit: "step",
        operations: 100_000,
        baselineDescription: "an array queue where each step appends the next",
        targetRatio: 3,
        targetAllocations: 2,
        library: { n in
            var count = 0
            CurrentThreadScheduler.instance.scheduleRecursive(0) { step, recurse in
                if step < n {
                    count += 1
                    recurse(step + 1)
                }
            }
            .dispose()
            return count
        },
        baseline: { n in
            var count = 0
            var queue: [(Int) -> Void] = []
            var step: ((Int) -> Void)!
            step = opaque({ value in
                if value < n {
                    count += 1
                    queue.append(step)
                }
            })
            queue.append(step)
            var index = 0
            while index < queue.count {
                queue[index](index)
                index += 1
            }
            step = nil
            return count
        }),
]

/// The source of the pump, deep-chain and observe(on:) cases: `create`, sending `0..<n` in a loop
/// during subscription, then completing.
func elements(upTo n: Int) -> Observable<Int> {
    Observable<Int>.create { observer in
        for element in 0..<n {
            observer.onNext(element)
        }
        observer.onCompleted()
        return Disposables.create()
    }
}

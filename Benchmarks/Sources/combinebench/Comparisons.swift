import Dispatch
import OpenCombine
import OpenCombineDispatch
import RxBenchKit
import RxReading

// Each comparison runs the same work three ways: with RxReading (the code rxbench runs, so the
// RxReading figures here and there agree), with OpenCombine 0.14.0 written the way a Combine
// user would write it, and in plain Swift. Where Combine has no operator of the same name, the
// comment on the OpenCombine side says which equivalent was picked and why.

func rxReading(_ description: String, _ run: @escaping (Int) -> Int) -> Comparison.Contender {
    Comparison.Contender(name: "RxReading", shortName: "Rx", description: description, run: run)
}

func openCombine(_ description: String, _ run: @escaping (Int) -> Int) -> Comparison.Contender {
    Comparison.Contender(name: "OpenCombine 0.14.0", shortName: "OC", description: description, run: run)
}

/// Combine's general `map` and `filter`, applied through a generic function on purpose: on a
/// `Publishers.Sequence` itself, `map` and `filter` resolve to overloads that (as in Apple's
/// Combine) transform the whole sequence into a new array at once and return a new
/// `Publishers.Sequence`, which would measure `Array.map`, not operators passing elements on.
func mapThenFilter<Upstream: Publisher>(_ upstream: Upstream) -> Publishers.Filter<Publishers.Map<Upstream, Int>>
    where Upstream.Output == Int
{
    upstream.map { $0 + 1 }.filter { $0 % 2 == 0 }
}

/// The queues the observe-on comparison delivers onto: one per side, made once, so no side
/// pays for another's leftover work or for creating a queue.
let rxReadingScheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "combinebench.rxreading")
let openCombineQueue = DispatchQueue(label: "combinebench.opencombine")
let baselineQueue = DispatchQueue(label: "combinebench.baseline")

/// Every comparison combinebench knows, in the order it runs them; the names are rxbench's.
let allComparisons: [Comparison] = [
    Comparison(
        name: "pump/create",
        unit: "element",
        operations: 1_000_000,
        baselineDescription: "direct closure calls: map, filter, sum",
        contenders: [
            rxReading("Observable.create (a loop of onNext) → map → filter → subscribe(onNext:)") { n in
                var sum = 0
                let subscription = Observable<Int>.create { observer in
                    for element in 0..<n {
                        observer.onNext(element)
                    }
                    observer.onCompleted()
                    return Disposables.create()
                }
                .map { $0 + 1 }
                .filter { $0 % 2 == 0 }
                .subscribe(onNext: { sum += $0 })
                subscription.dispose()
                return sum
            },
            // Combine has no `create`; its cold source that sends a run of elements at once on
            // subscription is `Publishers.Sequence` (`(0..<n).publisher`).
            openCombine("(0..<n).publisher → map → filter → sink(receiveValue:)") { n in
                var sum = 0
                let cancellable = mapThenFilter((0..<n).publisher).sink { sum += $0 }
                cancellable.cancel()
                return sum
            },
        ],
        baseline: pumpBaseline),

    Comparison(
        name: "pump/subject",
        unit: "element",
        operations: 1_000_000,
        baselineDescription: "direct closure calls: map, filter, sum",
        contenders: [
            rxReading("PublishSubject → map → filter → subscribe(onNext:); n × onNext, onCompleted") { n in
                var sum = 0
                let subject = PublishSubject<Int>()
                let subscription = subject
                    .map { $0 + 1 }
                    .filter { $0 % 2 == 0 }
                    .subscribe(onNext: { sum += $0 })
                for element in 0..<n {
                    subject.onNext(element)
                }
                subject.onCompleted()
                subscription.dispose()
                return sum
            },
            openCombine("PassthroughSubject → map → filter → sink(receiveValue:); n × send, send(completion:)") { n in
                var sum = 0
                let subject = PassthroughSubject<Int, Never>()
                let cancellable = subject
                    .map { $0 + 1 }
                    .filter { $0 % 2 == 0 }
                    .sink { sum += $0 }
                for element in 0..<n {
                    subject.send(element)
                }
                subject.send(completion: .finished)
                cancellable.cancel()
                return sum
            },
        ],
        baseline: pumpBaseline),

    Comparison(
        name: "deep-chain/10-maps",
        unit: "element",
        operations: 200_000,
        baselineDescription: "ten direct closure calls per element",
        contenders: [
            rxReading("Observable.create → 10 × map, built in a loop → subscribe(onNext:)") { n in
                var sum = 0
                var chain = Observable<Int>.create { observer in
                    for element in 0..<n {
                        observer.onNext(element)
                    }
                    observer.onCompleted()
                    return Disposables.create()
                }
                for _ in 0..<10 {
                    chain = chain.map { $0 + 1 }
                }
                chain.subscribe(onNext: { sum += $0 }).dispose()
                return sum
            },
            // A chain built in a loop needs one type for every step: in Combine that is
            // AnyPublisher. It erases only the publisher, so it costs a box per step when the
            // chain is subscribed, not per element. (Ten `.map`s written out in one expression
            // would be fused by `Publishers.Map.map` into one map of composed closures.)
            openCombine("(0..<n).publisher → 10 × map + eraseToAnyPublisher, built in a loop → sink") { n in
                var sum = 0
                var chain = (0..<n).publisher.eraseToAnyPublisher()
                for _ in 0..<10 {
                    chain = chain.map { $0 + 1 }.eraseToAnyPublisher()
                }
                chain.sink { sum += $0 }.cancel()
                return sum
            },
        ],
        baseline: deepChainBaseline),

    Comparison(
        name: "churn/create+map",
        unit: "subscription",
        operations: 100_000,
        baselineDescription: "an observer object and three closure calls per subscription",
        contenders: [
            rxReading("create { onNext(1); onCompleted() } → map → subscribe → dispose, per subscription") { n in
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
            // Combine has no `create`. `Deferred` is its source that runs a closure for each
            // subscriber, as `create` does; the closure returns `Just(1)`, which sends the one
            // element and the completion.
            openCombine("Deferred { Just(1) } → map → sink → cancel, per subscription") { n in
                var sum = 0
                for _ in 0..<n {
                    let cancellable = Deferred { Just(1) }
                        .map { $0 + 1 }
                        .sink { sum += $0 }
                    cancellable.cancel()
                }
                return sum
            },
        ],
        baseline: churnBaseline),

    Comparison(
        name: "churn/just+map",
        unit: "subscription",
        operations: 100_000,
        baselineDescription: "an observer object and three closure calls per subscription",
        contenders: [
            rxReading("Observable.just(1) → map → subscribe → dispose, per subscription") { n in
                var sum = 0
                for _ in 0..<n {
                    Observable.just(1)
                        .map { $0 + 1 }
                        .subscribe(onNext: { sum += $0 })
                        .dispose()
                }
                return sum
            },
            // The same line in Combine. Note what it does: `Just.map` (as in Apple's Combine)
            // runs the closure at once and returns a new `Just`, so only a Just and a Sink are
            // subscribed; churn/create+map shows a map operator that is really subscribed.
            openCombine("Just(1).map → sink → cancel, per subscription (Just.map returns a Just)") { n in
                var sum = 0
                for _ in 0..<n {
                    Just(1)
                        .map { $0 + 1 }
                        .sink { sum += $0 }
                        .cancel()
                }
                return sum
            },
        ],
        baseline: churnBaseline),

    Comparison(
        name: "observe-on/serial-queue",
        unit: "element",
        operations: 200_000,
        baselineDescription: "a DispatchQueue.async per element, then waiting for the queue",
        contenders: [
            rxReading("Observable.create → observe(on: SerialDispatchQueueScheduler) → subscribe; wait for onCompleted") { n in
                var sum = 0
                let done = DispatchSemaphore(value: 0)
                let subscription = Observable<Int>.create { observer in
                    for element in 0..<n {
                        observer.onNext(element)
                    }
                    observer.onCompleted()
                    return Disposables.create()
                }
                .observe(on: rxReadingScheduler)
                .subscribe(onNext: { sum += $0 }, onCompleted: { done.signal() })
                done.wait()
                subscription.dispose()
                return sum
            },
            // OpenCombineDispatch makes DispatchQueue a Scheduler, as Combine does on Apple's
            // systems; receive(on:) schedules each element on the queue with its own async.
            openCombine("(0..<n).publisher → receive(on: DispatchQueue) → sink; wait for completion") { n in
                var sum = 0
                let done = DispatchSemaphore(value: 0)
                let cancellable = (0..<n).publisher
                    .receive(on: openCombineQueue)
                    .sink(receiveCompletion: { _ in done.signal() }, receiveValue: { sum += $0 })
                done.wait()
                cancellable.cancel()
                return sum
            },
        ],
        baseline: serialQueueBaseline(queue: baselineQueue)),
]

/// rxbench's cases that have no counterpart here, and why; printed under every table.
let omittedCases = """
    not compared: trampoline/schedule-from-action and trampoline/scheduleRecursive measure
    RxReading's CurrentThreadScheduler, which queues work scheduled from inside a running action;
    Combine has no trampolining scheduler (its ImmediateScheduler runs every action at once,
    nested). subscribe(on:) is not compared either: rxbench has no case for it, and Combine's
    subscribe(on:) also moves every request(_:) and cancel() onto the scheduler, which is
    different work.
    """

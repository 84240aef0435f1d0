import Dispatch
import OpenCombine
import OpenCombineDispatch
import RxBenchCases
import RxBenchKit

// Each comparison runs one of rxbench's cases three ways: with RxReading and in plain Swift, both
// the very closures rxbench runs (so the figures here and there agree), and with OpenCombine
// 0.14.0 written the way a Combine user would write it. Where Combine has no operator of the same
// name, the comment on the OpenCombine side says which equivalent was picked and why.

/// The comparison for rxbench's case `name`: its unit, size, RxReading closure and baseline,
/// beside `openCombine`. Stops the program if rxbench has no such case, so a renamed case cannot
/// silently drop out of the comparison.
func comparison(
    _ name: String, rxReading: String, openCombine: String, _ run: @escaping (Int) -> Int
) -> Comparison {
    guard let rxbenchCase = allCases.first(where: { $0.name == name }) else {
        fatalError("combinebench: rxbench has no case named \"\(name)\"; its cases are \(allCases.map(\.name))")
    }
    return Comparison(
        name: name,
        unit: rxbenchCase.unit,
        operations: rxbenchCase.operations,
        baselineDescription: rxbenchCase.baselineDescription,
        contenders: [
            Comparison.Contender(
                name: "RxReading", shortName: "Rx", description: rxReading, run: rxbenchCase.library),
            Comparison.Contender(
                name: "OpenCombine 0.14.0", shortName: "OC", description: openCombine, run: run),
        ],
        baseline: rxbenchCase.baseline)
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

/// The queue OpenCombine's side of observe-on/serial delivers onto, made once.
let openCombineQueue = DispatchQueue(label: "combinebench.opencombine")

/// Every comparison combinebench knows, in the order it runs them.
let allComparisons: [Comparison] = [
    comparison(
        "pump/create",
        rxReading: "Observable.create (a loop of onNext) → map → filter → subscribe(onNext:)",
        // Combine has no `create`; its cold source that sends a run of elements at once on
        // subscription is `Publishers.Sequence` (`(0..<n).publisher`).
        openCombine: "(0..<n).publisher → map → filter → sink(receiveValue:)"
    ) { n in
        var sum = 0
        let cancellable = mapThenFilter((0..<n).publisher).sink { sum += $0 }
        cancellable.cancel()
        return sum
    },

    comparison(
        "pump/subject",
        rxReading: "PublishSubject → map → filter → subscribe(onNext:); n × onNext, onCompleted",
        openCombine: "PassthroughSubject → map → filter → sink(receiveValue:); n × send, send(completion:)"
    ) { n in
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

    comparison(
        "deep-chain/10-maps",
        rxReading: "Observable.create → 10 × map, built in a loop → subscribe(onNext:)",
        // A chain built in a loop needs one type for every step: in Combine that is
        // AnyPublisher. It erases only the publisher, so it costs a box per step when the
        // chain is subscribed, not per element. (Ten `.map`s written out in one expression
        // would be fused by `Publishers.Map.map` into one map of composed closures.)
        openCombine: "(0..<n).publisher → 10 × map + eraseToAnyPublisher, built in a loop → sink"
    ) { n in
        var sum = 0
        var chain = (0..<n).publisher.eraseToAnyPublisher()
        for _ in 0..<10 {
            chain = chain.map { $0 + 1 }.eraseToAnyPublisher()
        }
        chain.sink { sum += $0 }.cancel()
        return sum
    },

    comparison(
        "churn/create+map",
        rxReading: "create { onNext(1); onCompleted() } → map → subscribe → dispose, per subscription",
        // Combine has no `create`. `Deferred` is its source that runs a closure for each
        // subscriber, as `create` does; the closure returns `Just(1)`, which sends the one
        // element and the completion.
        openCombine: "Deferred { Just(1) } → map → sink → cancel, per subscription"
    ) { n in
        var sum = 0
        for _ in 0..<n {
            let cancellable = Deferred { Just(1) }
                .map { $0 + 1 }
                .sink { sum += $0 }
            cancellable.cancel()
        }
        return sum
    },

    comparison(
        "churn/just+map",
        rxReading: "Observable.just(1) → map → subscribe → dispose, per subscription",
        // The same line in Combine. Note what it does: `Just.map` (as in Apple's Combine)
        // runs the closure at once and returns a new `Just`, so only a Just and a Sink are
        // subscribed; churn/create+map shows a map operator that is really subscribed.
        openCombine: "Just(1).map → sink → cancel, per subscription (Just.map returns a Just)"
    ) { n in
        var sum = 0
        for _ in 0..<n {
            Just(1)
                .map { $0 + 1 }
                .sink { sum += $0 }
                .cancel()
        }
        return sum
    },

    comparison(
        "observe-on/serial",
        rxReading: "Observable.create → observe(on: SerialDispatchQueueScheduler) → subscribe; wait for onCompleted",
        // OpenCombineDispatch makes DispatchQueue a Scheduler, as Combine does on Apple's
        // systems; receive(on:) schedules each element on the queue with its own async.
        openCombine: "(0..<n).publisher → receive(on: DispatchQueue) → sink; wait for completion"
    ) { n in
        var sum = 0
        let done = DispatchSemaphore(value: 0)
        let cancellable = (0..<n).publisher
            .receive(on: openCombineQueue)
            .sink(receiveCompletion: { _ in done.signal() }, receiveValue: { sum += $0 })
        done.wait()
        cancellable.cancel()
        return sum
    },

    comparison(
        "subscribe-on/serial-churn",
        rxReading: "Observable.just(1) → subscribe(on: SerialDispatchQueueScheduler) → subscribe, per subscription; wait for the last onCompleted",
        // OpenCombineDispatch makes DispatchQueue a Scheduler. Combine's subscribe(on:) moves
        // more than RxSwift's: the subscription, and also every request(_:) and cancel() the
        // subscriber makes, so sink's request for values is a second trip through the queue,
        // where RxReading's second trip is the unsubscription from the source.
        openCombine: "Just(1) → subscribe(on: DispatchQueue) → sink, per subscription; wait for the last completion"
    ) { n in
        let queue = DispatchQueue(label: "combinebench.subscribe-on")
        let done = DispatchSemaphore(value: 0)
        let tally = SubscribeOnTally()
        var cancellables: [AnyCancellable] = []
        cancellables.reserveCapacity(n)
        for _ in 0..<n {
            // Everything the sink receives arrives on the queue, one subscription after another.
            cancellables.append(Just(1)
                .subscribe(on: queue)
                .sink(receiveCompletion: { _ in
                    tally.completed += 1
                    if tally.completed == n {
                        done.signal()
                    }
                }, receiveValue: { tally.sum += $0 }))
        }
        done.wait()
        for cancellable in cancellables {
            cancellable.cancel()
        }
        return tally.sum
    },

    comparison(
        "subscribe-on/concurrent-churn",
        rxReading: "Observable.just(1) → subscribe(on: ConcurrentDispatchQueueScheduler) → subscribe; wait for onCompleted; dispose, per subscription",
        // As in subscribe-on/serial-churn, OpenCombineDispatch's DispatchQueue is the scheduler,
        // here a concurrent queue as ConcurrentDispatchQueueScheduler makes one, and
        // Combine's subscribe(on:) also moves the sink's request for values through the queue.
        openCombine: "Just(1) → subscribe(on: concurrent DispatchQueue) → sink; wait for completion; cancel, per subscription"
    ) { n in
        let queue = DispatchQueue(label: "combinebench.subscribe-on.concurrent", qos: .default, attributes: .concurrent)
        let done = DispatchSemaphore(value: 0)
        let tally = SubscribeOnTally()
        for _ in 0..<n {
            let cancellable = Just(1)
                .subscribe(on: queue)
                .sink(receiveCompletion: { _ in done.signal() }, receiveValue: { tally.sum += $0 })
            done.wait()
            cancellable.cancel()
        }
        return tally.sum
    },

    comparison(
        "flatMap/churn",
        rxReading: "Observable.create (a loop of onNext) → flatMap { Observable.just($0 + 1) } → subscribe(onNext:)",
        // Combine's flatMap, each element mapped to a `Just`. As in pump/create, the source is
        // `Publishers.Sequence`, passed through a generic function so that no overload of the
        // sequence publisher's own is picked.
        openCombine: "(0..<n).publisher → flatMap { Just($0 + 1) } → sink(receiveValue:)"
    ) { n in
        var sum = 0
        let cancellable = flatMapToJust((0..<n).publisher).sink { sum += $0 }
        cancellable.cancel()
        return sum
    },

    comparison(
        "flatMapLatest/switch",
        rxReading: "PublishSubject → flatMapLatest { _ in inner } → subscribe; one outer onNext, then n × inner.onNext",
        // Combine has no flatMapLatest; its spelling is `map` then `switchToLatest()`.
        openCombine: "PassthroughSubject → map { _ in inner } → switchToLatest → sink; one outer send, then n × inner.send"
    ) { n in
        var sum = 0
        let outer = PassthroughSubject<Int, Never>()
        let inner = PassthroughSubject<Int, Never>()
        let cancellable = outer
            .map { _ in inner }
            .switchToLatest()
            .sink { sum += $0 }
        outer.send(0)
        for element in 0..<n {
            inner.send(element)
        }
        inner.send(completion: .finished)
        outer.send(completion: .finished)
        cancellable.cancel()
        return sum
    },

    comparison(
        "retry/churn",
        rxReading: "Observable.create (fails its odd subscriptions, sends 1 on its even ones) → retry(2) → subscribe → dispose, per subscription",
        // Combine has no `create`; `Deferred` runs a closure per subscriber, as `create` does.
        // Combine's `retry(_:)` counts retries, RxSwift's `retry(_:)` attempts: `retry(1)` there
        // is `retry(2)` here.
        openCombine: "Deferred { Fail or Just(1) } → retry(1) → sink → cancel, per subscription"
    ) { n in
        var sum = 0
        var attempts = 0
        let flaky = Deferred { () -> AnyPublisher<Int, CombineBenchFailure> in
            attempts &+= 1
            if attempts & 1 == 1 {
                return Fail(error: CombineBenchFailure()).eraseToAnyPublisher()
            }
            return Just(1).setFailureType(to: CombineBenchFailure.self).eraseToAnyPublisher()
        }
        .retry(1)
        for _ in 0..<n {
            let cancellable = flaky.sink(receiveCompletion: { _ in }, receiveValue: { sum &+= $0 })
            cancellable.cancel()
        }
        return sum
    },

    comparison(
        "flatMapLatest/just",
        rxReading: "PublishSubject → flatMapLatest { Observable.just($0) } → subscribe; n × onNext",
        // Combine's spelling of flatMapLatest: `map` then `switchToLatest()`.
        openCombine: "PassthroughSubject → map { Just($0) } → switchToLatest → sink; n × send"
    ) { n in
        var sum = 0
        let outer = PassthroughSubject<Int, Never>()
        let cancellable = outer
            .map { Just($0) }
            .switchToLatest()
            .sink { sum &+= $0 }
        for element in 0..<n {
            outer.send(element)
        }
        outer.send(completion: .finished)
        cancellable.cancel()
        return sum
    },

    comparison(
        "catchAndReturn/churn",
        rxReading: "Observable.error → catchAndReturn(1) → subscribe → dispose, per subscription",
        // Combine's `replaceError(with:)` is `catchAndReturn`: on failure, the element, then finished.
        openCombine: "Fail → replaceError(with: 1) → sink → cancel, per subscription"
    ) { n in
        var sum = 0
        let caught = Fail<Int, CombineBenchFailure>(error: CombineBenchFailure()).replaceError(with: 1)
        for _ in 0..<n {
            let cancellable = caught.sink { sum &+= $0 }
            cancellable.cancel()
        }
        return sum
    },
]

/// The error of the failing sources of retry/churn and catchAndReturn/churn.
struct CombineBenchFailure: Error {}

/// Combine's general `flatMap` onto a `Just` per element, applied through a generic function as
/// `mapThenFilter` is, so that the upstream is any publisher.
func flatMapToJust<Upstream: Publisher>(_ upstream: Upstream) -> Publishers.FlatMap<Just<Int>, Upstream>
    where Upstream.Output == Int, Upstream.Failure == Never
{
    upstream.flatMap { Just($0 + 1) }
}

/// Counters that OpenCombine's side of subscribe-on/serial-churn updates on its serial queue.
final class SubscribeOnTally: @unchecked Sendable {
    var sum = 0
    var completed = 0
}

/// rxbench's cases that have no counterpart here, and why; printed under every table. The list
/// is taken from rxbench's cases, so a case added there shows up here until it is compared.
let omittedCases: String = {
    let compared = Set(allComparisons.map(\.name))
    let omitted = allCases.map(\.name).filter { !compared.contains($0) }
    return """
        not compared (rxbench only):
        \(omitted.map { "  \($0)" }.joined(separator: "\n"))
        The trampoline cases measure RxReading's CurrentThreadScheduler, which queues work scheduled
        from inside a running action; Combine has no trampolining scheduler (its ImmediateScheduler
        runs every action at once, nested).
        """
}()

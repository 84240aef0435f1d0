import RxBenchKit
import RxReading

/// Issue 40's shapes where apps churn: a retry that succeeds on its second subscription, a late
/// subscriber to a connected `share(replay: 1)`, `flatMapLatest` onto a `just` per element, and
/// `catchAndReturn` on a source that fails at once. Each target is issue 40's goal, at most a
/// fifth of RxSwift 6.5.0's instructions on the same shape, put against the case's baseline
/// (Appendix A gives the run it was taken from).
let churnCases: [BenchmarkCase] = [
    // A `create` that fails its first subscription and succeeds its second, under `retry(2)`:
    // every subscription subscribes to the source, receives its error, subscribes again, receives
    // one element and the completion, and is disposed.
    // Target: RxSwift 6.5.0 counted 100,711 instructions, 130.45 times the baseline's (2026-11-28), so at most 26×.
    BenchmarkCase(
        name: "retry/churn",
        unit: "subscription",
        operations: 100_000,
        baselineDescription: "an observer object, a source call that fails, a second source call that sends one element",
        targetRatio: 26,
        library: { n in
            var sum = 0
            var attempts = 0
            let flaky = Observable<Int>.create { observer in
                attempts &+= 1
                if attempts & 1 == 1 {
                    observer.onError(BenchFailure())
                } else {
                    observer.onNext(1)
                    observer.onCompleted()
                }
                return Disposables.create()
            }
            .retry(2)
            for _ in 0..<n {
                let subscription = flaky.subscribe(onNext: { sum &+= $0 })
                subscription.dispose()
            }
            return sum
        },
        baseline: retryChurnBaseline),

    // A subject shared by `share(replay: 1, scope: .whileConnected)`, kept connected by one
    // subscriber, with one element sent: every late subscriber gets that element replayed and is
    // disposed (the connection stays).
    // Target: RxSwift 6.5.0 counted 17,643 instructions, 28.27 times the baseline's (2026-11-28), so at most 5.6×.
    BenchmarkCase(
        name: "share/late-subscriber",
        unit: "subscription",
        operations: 100_000,
        baselineDescription: "an observer object added to a list, given the kept element, then removed",
        targetRatio: 5.6,
        library: { n in
            var sum = 0
            let source = PublishSubject<Int>()
            let shared = source.share(replay: 1, scope: .whileConnected)
            let keeper = shared.subscribe()
            source.onNext(1)
            for _ in 0..<n {
                let subscription = shared.subscribe(onNext: { sum &+= $0 })
                subscription.dispose()
            }
            keeper.dispose()
            return sum
        },
        baseline: lateSubscriberBaseline),

    // Every element of a subject switches `flatMapLatest` to a new `just` of it: the previous
    // inner (already ended) is let go, the new one subscribed, its element passed on.
    // Target: RxSwift 6.5.0 counted 13,589 instructions, 30.95 times the baseline's (2026-11-28), so at most 6.1×.
    BenchmarkCase(
        name: "flatMapLatest/just",
        unit: "element",
        operations: 1_000_000,
        baselineDescription: "a selector call that makes an inner object, its id kept, its element passed on",
        targetRatio: 6.1,
        library: { n in
            var sum = 0
            let outer = PublishSubject<Int>()
            let subscription = outer
                .flatMapLatest { Observable.just($0) }
                .subscribe(onNext: { sum &+= $0 })
            for element in 0..<n {
                outer.onNext(element)
            }
            outer.onCompleted()
            subscription.dispose()
            return sum
        },
        baseline: flatMapLatestJustBaseline),

    // A source that fails at once under `catchAndReturn(1)`: every subscription receives the
    // error, switches to the `just(1)` it makes, receives its element and completion, and is
    // disposed.
    // Target: RxSwift 6.5.0 counted 33,072 instructions, 37.12 times the baseline's (2026-11-28), so at most 7.4×.
    BenchmarkCase(
        name: "catchAndReturn/churn",
        unit: "subscription",
        operations: 100_000,
        baselineDescription: "an observer object, a source call that fails, a handler call that makes the fallback, its element passed on",
        targetRatio: 7.4,
        library: { n in
            var sum = 0
            let caught = Observable<Int>.error(BenchFailure()).catchAndReturn(1)
            for _ in 0..<n {
                let subscription = caught.subscribe(onNext: { sum &+= $0 })
                subscription.dispose()
            }
            return sum
        },
        baseline: catchFallbackBaseline),
]

/// A plain-Swift observer that calls its source again when the source fails, once.
final class BaselineRetryingObserver {
    let onNext: (Int) -> Void
    let source: (BaselineRetryingObserver) -> Void
    var retriesLeft = 1

    init(onNext: @escaping (Int) -> Void, source: @escaping (BaselineRetryingObserver) -> Void) {
        self.onNext = onNext
        self.source = source
    }

    func onError(_ error: Swift.Error) {
        if retriesLeft > 0 {
            retriesLeft -= 1
            source(self)
        }
    }
}

/// Plain Swift doing what `retry/churn` does per subscription: make an observer object, call the
/// source with it (a closure call), which fails; the observer calls the source again, which
/// sends one element, passed to the sum.
func retryChurnBaseline(_ n: Int) -> Int {
    var sum = 0
    var attempts = 0
    let failure: Swift.Error = opaque(BenchFailure())
    let receive: (Int) -> Void = opaque({ sum &+= $0 })
    let source: (BaselineRetryingObserver) -> Void = opaque({ observer in
        attempts &+= 1
        if attempts & 1 == 1 {
            observer.onError(failure)
        } else {
            observer.onNext(1)
        }
    })
    for _ in 0..<n {
        source(BaselineRetryingObserver(onNext: receive, source: source))
    }
    return sum
}

/// Plain Swift doing what `share/late-subscriber` does per subscription: an observer object
/// added to the list of observers, given the element kept, then removed from the list.
func lateSubscriberBaseline(_ n: Int) -> Int {
    var sum = 0
    let receive: (Int) -> Void = opaque({ sum &+= $0 })
    let latest: Int = opaque(1)
    var observers: [BaselineObserver] = [BaselineObserver(onNext: { _ in })]
    for _ in 0..<n {
        let observer = BaselineObserver(onNext: receive)
        observers.append(observer)
        observer.onNext(latest)
        observers.removeLast()
    }
    blackHole(observers)
    return sum
}

/// Plain Swift doing what `flatMapLatest/just` does per element: the selector's call, which makes
/// an inner object; its id kept as the latest, checked, and its element passed on.
func flatMapLatestJustBaseline(_ n: Int) -> Int {
    var sum = 0
    var latestID = 0
    let selector: (Int) -> BaselineJust = opaque({ BaselineJust(element: $0) })
    let receive: (Int) -> Void = opaque({ sum &+= $0 })
    for element in 0..<n {
        let inner = selector(element)
        latestID &+= 1
        let id = latestID
        if id == latestID {
            receive(inner.element)
        }
    }
    return sum
}

import RxBenchKit

// The plain-Swift baselines that several cases share: Part I's sources and Part II's subjects
// do the same work per element or per subscription, so their ratios read alike.

/// A plain-Swift observer: one object holding the closure that receives elements, which is the
/// least a subscription can allocate.
final class BaselineObserver {
    let onNext: (Int) -> Void

    init(onNext: @escaping (Int) -> Void) {
        self.onNext = onNext
    }
}

/// Plain Swift doing what the pump cases do per element: map, filter, sum, each a closure call.
func pumpBaseline(_ n: Int) -> Int {
    var sum = 0
    let transform: (Int) -> Int = opaque({ $0 + 1 })
    let predicate: (Int) -> Bool = opaque({ $0 % 2 == 0 })
    let receive: (Int) -> Void = opaque({ sum += $0 })
    for element in 0..<n {
        let mapped = transform(element)
        if predicate(mapped) {
            receive(mapped)
        }
    }
    return sum
}

/// One plain-Swift "subscription": an observer object, the source's closure, a map, a sink.
func churnBaseline(_ n: Int) -> Int {
    var sum = 0
    let transform: (Int) -> Int = opaque({ $0 + 1 })
    let receive: (Int) -> Void = opaque({ sum += $0 })
    let source: (BaselineObserver) -> Void = opaque({ observer in observer.onNext(1) })
    for _ in 0..<n {
        let observer = BaselineObserver(onNext: { receive(transform($0)) })
        source(observer)
    }
    return sum
}

import Dispatch
import RxBenchKit

// The plain-Swift baselines, the same work rxbench's baselines do (Sources/rxbench in the root
// package), so a ratio to the baseline here reads like one there.

/// A plain-Swift observer: one object holding the closure that receives elements, which is the
/// least a subscription can allocate.
final class BaselineObserver {
    let onNext: (Int) -> Void

    init(onNext: @escaping (Int) -> Void) {
        self.onNext = onNext
    }
}

/// Map, filter and sum `n` elements with direct closure calls.
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

/// Ten direct closure calls per element, then a sum.
func deepChainBaseline(_ n: Int) -> Int {
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
}

/// One plain-Swift "subscription" per operation: an observer object, the source's closure, a
/// map, a sink.
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

/// Hands each of `n` elements to `queue` with its own `async`, then waits until the queue has
/// run them all: the least any "deliver on that queue" operator has to do.
func serialQueueBaseline(queue: DispatchQueue) -> (Int) -> Int {
    { n in
        var sum = 0
        let receive: (Int) -> Void = opaque({ sum += $0 })
        for element in 0..<n {
            queue.async { receive(element) }
        }
        let done = DispatchSemaphore(value: 0)
        queue.async { done.signal() }
        done.wait()
        return sum
    }
}

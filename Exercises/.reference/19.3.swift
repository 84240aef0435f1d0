// Exercise 19.3 (repair): a combineLatest whose selector runs under its lock.
// Practises chapter 19, section "Ours: decide under the lock, compute and deliver after": what
// RxSwift 6.5 runs while it holds the sink's lock, and what that does to a second thread.
//
// `PairCombineLatest` combines two sources the way RxSwift 6.5's CombineLatestSink does: one
// recursive lock over both, and the selector and the observer called while holding it. The
// checks find that a selector that waits for another thread's `onNext` into the same
// combineLatest waits for ever (in the checks: two seconds, then the check fails). Fix it so
// that the selector and the observer run with no lock held, keeping the rules: nothing until
// both sources have sent, then one result per element with the other's latest, and completion
// once both have completed.
//
// Check it: swift run rxbook check 19.3     Stuck? swift run rxbook hint 19.3
import Foundation
@testable import RxReading

final class PairCombineLatest<A, B, Result> {
    private let lock = NSRecursiveLock()
    private let selector: (A, B) -> Result
    private var observer: AnyObserver<Result>?
    // Under `lock`:
    private var latestA: A?
    private var latestB: B?
    private var done = 0

    init(selector: @escaping (A, B) -> Result) {
        self.selector = selector
    }

    func run(_ a: Observable<A>, _ b: Observable<B>, _ observer: AnyObserver<Result>) -> Disposable {
        self.observer = observer
        let one = a.subscribe(AnyObserver { self.on($0, store: { self.latestA = $0 }) })
        let two = b.subscribe(AnyObserver { self.on($0, store: { self.latestB = $0 }) })
        return Disposables.create(one, two)
    }

    private func on<Element>(_ event: Event<Element>, store: (Element) -> Void) {
        // Decide under the lock; call the selector and the observer after releasing it.
        lock.lock()
        switch event {
        case .next(let element):
            store(element)
            let values = latestA.flatMap { a in latestB.map { (a, $0) } }
            let target = observer
            lock.unlock()
            if let values {
                target?.onNext(selector(values.0, values.1))
            }
        case .error(let error):
            let target = observer
            observer = nil
            lock.unlock()
            target?.onError(error)
        case .completed:
            done += 1
            let target = done == 2 ? observer : nil
            if done == 2 { observer = nil }
            lock.unlock()
            target?.onCompleted()
        }
    }
}

extension Observable {
    /// Combines the latest of two sources with `PairCombineLatest`.
    static func pairCombineLatest<A, B>(_ a: Observable<A>, _ b: Observable<B>,
                                        _ selector: @escaping (A, B) -> Element) -> Observable<Element> {
        Observable.create { observer in PairCombineLatest(selector: selector).run(a, b, observer) }
    }
}

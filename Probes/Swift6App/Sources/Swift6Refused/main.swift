import Dispatch
import RxReading

// What a Swift 6 program must not be allowed to write. CI builds this target and requires it to
// FAIL, with these three errors among its messages (chapter 22): RxSwift #2638's closure touching
// main-actor state from the background queue `map` runs it on; RxSwift 6.5's habit of counting in
// a captured `var`, which the operator may call from any thread; and a subscription typed
// `any Disposable` carried out of the main actor (the protocol is not `Sendable`).

@MainActor
final class Screen {
    var title = "not set"

    func bind() -> Disposable {
        Observable.of(1)
            .observe(on: SerialDispatchQueueScheduler(qos: .background))
            .map { value -> Int in
                self.title = "set from the background queue"
                return value
            }
            .subscribe()
    }
}

func countElements() -> Disposable {
    var count = 0
    return Observable.of(1, 2, 3).subscribe(onNext: { _ in count += 1 })
}

func subscribeOnTheMainActor() -> Disposable {
    MainActor.assumeIsolated {
        Observable<Int>.never().subscribe()
    }
}

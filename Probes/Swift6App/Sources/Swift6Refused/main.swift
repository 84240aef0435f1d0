import Dispatch
import RxReading

// Two closures a Swift 6 program must not be allowed to write, because the operator runs them
// on a thread it chooses. CI builds this target and requires it to FAIL with exactly these two
// errors (chapter 22): the first is RxSwift #2638's closure touching main-actor state from a
// background queue, the second RxSwift 6.5's habit of counting in a captured `var`.

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

import Dispatch
import Foundation
import RxReading

// RxSwift 6.5 code as apps write it, in Swift 5 language mode: the closures mutate captured
// vars. It must build without a warning and count what it should.
var count = 0
var seen: [Int] = []
let bag = DisposeBag()
Observable.of(1, 2, 3)
    .map { value -> Int in
        count += 1
        return value * 10
    }
    .filter { _ in count > 1 }
    .subscribe(onNext: { seen.append($0) })
    .disposed(by: bag)

let done = DispatchSemaphore(value: 0)
var total = 0
_ = Observable.of(4, 5, 6)
    .observe(on: SerialDispatchQueueScheduler(qos: .default))
    .subscribe(onNext: { total += $0 }, onCompleted: { done.signal() })
done.wait()

guard count == 3, seen == [20, 30], total == 15 else {
    print("Swift5Client: wrong results: count \(count), seen \(seen), total \(total)")
    exit(1)
}
print("Swift5Client: count \(count), seen \(seen), total \(total)")

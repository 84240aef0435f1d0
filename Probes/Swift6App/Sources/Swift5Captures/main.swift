import Dispatch
import RxReading

// RxSwift 6.5 code in Swift 5 language mode that hands a subscription to a dispatch block. It
// builds and runs; because RxReading is a Swift 6 module whose `Disposable` protocol is not
// `Sendable`, the compiler warns where, against RxSwift (a Swift 5 module), it would not. CI
// requires exactly this warning (chapter 22).
func disposeOnAnotherQueue() {
    let subscription = Observable<Int>.never().subscribe()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        subscription.dispose()
        done.signal()
    }
    done.wait()
}
disposeOnAnotherQueue()
print("Swift5Captures: disposed from a dispatch block")

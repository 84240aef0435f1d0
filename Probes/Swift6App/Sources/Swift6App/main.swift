import Dispatch
import Foundation
import RxReading
import RxReadingTest

// A Swift 6 app's uses of RxReading, each checked as it runs. Top-level code runs on the main
// actor. Any failed check exits with status 1; an isolation trap would end the process.

var failures: [String] = []
@MainActor
func check(_ condition: Bool, _ what: String) {
    print("\(condition ? "ok  " : "FAIL") \(what)")
    if !condition { failures.append(what) }
}

/// Spins the main run loop (where MainScheduler's work runs) until `done` or 5 seconds.
@MainActor
func spinMainRunLoop(until done: () -> Bool) {
    let deadline = Date().addingTimeInterval(5)
    while !done() && Date() < deadline {
        RunLoop.main.run(until: Date().addingTimeInterval(0.01))
    }
}

// 1. A @MainActor view model observing on MainScheduler.instance: its closure touches the
//    view model's main-actor state, and runs on the main thread.
@MainActor
final class CounterViewModel {
    private(set) var labels: [String] = []
    private(set) var ranOnMainThread = true
    private let bag = DisposeBag()

    func bind(_ counts: Observable<Int>) {
        counts
            .map { "count \($0)" }
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] label in
                guard let self else { return }
                self.ranOnMainThread = self.ranOnMainThread && Thread.isMainThread
                self.labels.append(label)
            })
            .disposed(by: bag)
    }
}

let viewModel = CounterViewModel()
viewModel.bind(Observable.of(1, 2, 3).subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default)))
spinMainRunLoop { viewModel.labels.count == 3 }
check(viewModel.labels == ["count 1", "count 2", "count 3"] && viewModel.ranOnMainThread,
      "a @MainActor view model observing on MainScheduler.instance got [count 1, count 2, count 3] on the main thread")

// 2. A subject handed to another actor, which sends into it.
actor Feed {
    func publish(_ text: String, into subject: PublishSubject<String>) {
        subject.onNext(text)
    }
}
let subject = PublishSubject<String>()
let fromActor = ReplaySubject<String>.createUnbounded()
let subjectSubscription = subject.subscribe(fromActor)
let feed = Feed()
let handedOver = DispatchSemaphore(value: 0)
Task.detached {
    await feed.publish("sent from the actor", into: subject)
    handedOver.signal()
}
spinMainRunLoop { handedOver.wait(timeout: .now()) == .success }
var received: [String] = []
_ = fromActor.subscribe(onNext: { received.append($0) })
check(received == ["sent from the actor"], "a PublishSubject handed to an actor carried its element back")
subjectSubscription.dispose()

// 3. RxSwift #2638: a `map` closure written in @MainActor code, run on a background queue.
@MainActor
func doubledOnABackgroundQueue(into results: ReplaySubject<String>) -> Disposable {
    Observable.of(1, 2, 3)
        .observe(on: SerialDispatchQueueScheduler(qos: .background))
        .map { $0 * 2 }
        .subscribe(onNext: { value in
            results.onNext("\(value) \(Thread.isMainThread ? "on main" : "off main")")
        })
}
let doubled = ReplaySubject<String>.createUnbounded()
let doubling = doubledOnABackgroundQueue(into: doubled)
var doubledValues: [String] = []
let doubledSubscription = doubled.subscribe(onNext: { doubledValues.append($0) })
spinMainRunLoop { doubledValues.count == 3 }
check(doubledValues == ["2 off main", "4 off main", "6 off main"],
      "#2638's map ran on the background queue without an isolation trap: \(doubledValues)")
doubling.dispose()
doubledSubscription.dispose()

// 4. `for try await` over `values`, from the main actor; and an AsyncStream's asObservable().
let bridged = DispatchSemaphore(value: 0)
nonisolated(unsafe) var looped: [Int] = []
Task { @MainActor in
    do {
        for try await value in Observable.of(7, 8, 9).observe(on: SerialDispatchQueueScheduler(qos: .default)).values {
            looped.append(value)
        }
    } catch {}
    bridged.signal()
}
spinMainRunLoop { bridged.wait(timeout: .now()) == .success }
check(looped == [7, 8, 9], "a @MainActor for-try-await loop over values read [7, 8, 9]")

let stream = AsyncStream<Int> { continuation in
    for value in [10, 11] { continuation.yield(value) }
    continuation.finish()
}
var fromStream: [Int] = []
var streamEnded = false
let streamSubscription = stream.asObservable()
    .observe(on: MainScheduler.instance)
    .subscribe(onNext: { fromStream.append($0) }, onCompleted: { streamEnded = true })
spinMainRunLoop { streamEnded }
check(fromStream == [10, 11], "an AsyncStream's asObservable() delivered [10, 11] on the main thread")
streamSubscription.dispose()

// 5. What RxReading's closures do not catch (chapter 22): a closure written in @MainActor code is
//    inferred to belong to the main actor, so Swift 6 accepts it touching main-actor state; the
//    operator runs it on a background queue, and no check stops it. This check passes while
//    RxReading keeps RxSwift 6.5's plain closures; once Swift 6 callers get `@Sendable` ones, the
//    assignment below stops compiling, and this part of the probe goes.
@MainActor
final class Screen {
    var title = "not set"
    func bind(done: DispatchSemaphore) -> Disposable {
        Observable.of(1)
            .observe(on: SerialDispatchQueueScheduler(qos: .background))
            .map { value -> Int in
                self.title = Thread.isMainThread ? "set on the main thread" : "set on a background thread"
                return value
            }
            .subscribe(onCompleted: { done.signal() })
    }
}
let screen = Screen()
let screenDone = DispatchSemaphore(value: 0)
let screenBinding = screen.bind(done: screenDone)
spinMainRunLoop { screenDone.wait(timeout: .now()) == .success }
check(screen.title == "set on a background thread",
      "a @MainActor property was \(screen.title) by a closure Swift 6 accepted, with no isolation trap")
screenBinding.dispose()

// 6. A scheduler on an actor, proven with the conformance kit from Swift 6 code.
actor Mailbox {}
let violations = schedulerViolations(ActorScheduler(actor: Mailbox()), promises: [.serial, .cancelsBeforeStart])
check(violations.isEmpty, "ActorScheduler keeps every promise the kit checks \(violations.map(\.description))")

if failures.isEmpty {
    print("Swift6App: every check passed")
} else {
    print("Swift6App: \(failures.count) check(s) failed")
    exit(1)
}

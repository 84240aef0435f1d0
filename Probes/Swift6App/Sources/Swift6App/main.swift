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

/// Collects strings from any thread: what a Swift 6 program writes where RxSwift 6.5 code
/// would append to a captured `var` (which Swift 6 refuses; see Swift6Refused).
final class Collector: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var storage: [String] = []  // guarded by `lock`
    func append(_ value: String) { lock.withLock { storage.append(value) } }
    var values: [String] { lock.withLock { storage } }
}

/// Spins the main run loop (where MainScheduler's work runs) until `done` or 5 seconds.
@MainActor
func spinMainRunLoop(until done: () -> Bool) {
    let deadline = Date().addingTimeInterval(5)
    while !done() && Date() < deadline {
        RunLoop.main.run(until: Date().addingTimeInterval(0.01))
    }
}

// 1. A @MainActor view model observing on MainScheduler.instance. Swift 6 callers get
//    `@Sendable` closures, which belong to no actor, so the closure that touches the view
//    model's state says where it runs with `MainActor.assumeIsolated`, checked at run time.
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
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.ranOnMainThread = self.ranOnMainThread && Thread.isMainThread
                    self.labels.append(label)
                }
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
let received = Collector()
_ = fromActor.subscribe(onNext: { received.append($0) })
check(received.values == ["sent from the actor"], "a PublishSubject handed to an actor carried its element back")
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
let doubledValues = Collector()
let doubledSubscription = doubled.subscribe(onNext: { doubledValues.append($0) })
spinMainRunLoop { doubledValues.values.count == 3 }
check(doubledValues.values == ["2 off main", "4 off main", "6 off main"],
      "#2638's map ran on the background queue without an isolation trap: \(doubledValues.values)")
doubling.dispose()
doubledSubscription.dispose()

// 4. `for try await` over `values`, from the main actor; and an AsyncStream's asObservable().
let bridged = DispatchSemaphore(value: 0)
nonisolated(unsafe) var looped: [Int] = []
nonisolated(unsafe) var loopRanOnMain = true
Task { @MainActor in
    do {
        for try await value in Observable.of(7, 8, 9).observe(on: SerialDispatchQueueScheduler(qos: .default)).values {
            looped.append(value)
            loopRanOnMain = loopRanOnMain && Thread.isMainThread
        }
    } catch {}
    bridged.signal()
}
spinMainRunLoop { bridged.wait(timeout: .now()) == .success }
check(looped == [7, 8, 9] && loopRanOnMain,
      "a @MainActor for-try-await loop over values from a background queue read [7, 8, 9], its body on the main thread")

let stream = AsyncStream<Int> { continuation in
    for value in [10, 11] { continuation.yield(value) }
    continuation.finish()
}
var fromStream: [Int] = []
var streamEnded = false
let streamSubscription = stream.asObservable()
    .observe(on: MainScheduler.instance)
    .subscribe(onNext: { value in MainActor.assumeIsolated { fromStream.append(value) } },
               onCompleted: { MainActor.assumeIsolated { streamEnded = true } })
spinMainRunLoop { streamEnded }
check(fromStream == [10, 11], "an AsyncStream's asObservable() delivered [10, 11] on the main thread")
streamSubscription.dispose()

// 5. A scheduler on an actor, proven with the conformance kit from Swift 6 code.
actor Mailbox {}
let violations = schedulerViolations(ActorScheduler(actor: Mailbox()), promises: [.serial, .cancelsBeforeStart])
check(violations.isEmpty, "ActorScheduler keeps every promise the kit checks \(violations.map(\.description))")

// 6. Chapter 26: a Driver from a background source, driven into a @MainActor screen. `drive`'s
//    Swift 6 closures are `@Sendable` (a mocked driver delivers on a test's scheduler, so they
//    cannot be `@MainActor`); the screen's state is reached with `MainActor.assumeIsolated`.
@MainActor
final class TitleScreen {
    var titles: [String] = []
    var ranOnMainThread = true
    let bag = DisposeBag()
}
let titleScreen = TitleScreen()
let names = Observable.of("a", "b").subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
Driver.combineLatest(names.asDriver(onErrorJustReturn: "?"), Driver.just("!")) { $0 + $1 }
    .drive(with: titleScreen, onNext: { screen, title in
        MainActor.assumeIsolated {
            screen.ranOnMainThread = screen.ranOnMainThread && Thread.isMainThread
            screen.titles.append(title)
        }
    })
    .disposed(by: titleScreen.bag)
spinMainRunLoop { titleScreen.titles.count == 2 }
check(titleScreen.titles == ["a!", "b!"] && titleScreen.ranOnMainThread,
      "a Driver of a background source drove [a!, b!] into a @MainActor screen on the main thread")

// 7. Chapter 25 and 26 from Swift 6 code: a `Single.create` network call made on a background
//    queue and awaited from the main actor with `value`; an `Infallible` whose `@Sendable`
//    closures run there too; a `BehaviorRelay` that another actor accepts into, and a `Binder`
//    (which keeps RxSwift 6.5's plain closure in both modes) that brings each element to the
//    main thread.
let network = DispatchQueue(label: "probe.network")
let request = Single<String>.create { observer in
    let cancelled = BooleanDisposable()
    network.async { if !cancelled.isDisposed { observer(.success("200 OK")) } }
    return cancelled
}
let fetched = Collector()
let fetchedDone = DispatchSemaphore(value: 0)
Task { @MainActor in
    let response = try? await request.retry(2).value
    fetched.append("\(response ?? "nil") on main: \(Thread.isMainThread)")
    fetchedDone.signal()
}
spinMainRunLoop { fetchedDone.wait(timeout: .now()) == .success }
check(fetched.values == ["200 OK on main: true"],
      "a Single.create network call on a background queue, awaited with value from the main actor: \(fetched.values)")

let recovered = Collector()
let infallibleDone = DispatchSemaphore(value: 0)
_ = Observable<Int>.error(RxError.unknown)
    .startWith(1)
    .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
    .asInfallible(onErrorJustReturn: -1)
    .map { $0 * 10 }
    .subscribe(onNext: { recovered.append("\($0)") }, onCompleted: { infallibleDone.signal() })
_ = infallibleDone.wait(timeout: .now() + 5)
check(recovered.values == ["10", "-10"],
      "an Infallible from asInfallible(onErrorJustReturn:) turned an error into its last element: \(recovered.values)")

actor Sensor {
    func report(_ values: [Int], to relay: BehaviorRelay<Int>) {
        for value in values { relay.accept(value) }
    }
}
@MainActor
final class Gauge {
    var readings: [Int] = []
    var ranOnMainThread = true
}
let gauge = Gauge()
let reading = BehaviorRelay<Int>(value: 0)
let gaugeBinder = Binder(gauge) { gauge, value in
    MainActor.assumeIsolated {
        gauge.ranOnMainThread = gauge.ranOnMainThread && Thread.isMainThread
        gauge.readings.append(value)
    }
}
let gaugeBinding = reading.bind(to: gaugeBinder)
let sensorDone = DispatchSemaphore(value: 0)
Task.detached {
    await Sensor().report([1, 2], to: reading)
    sensorDone.signal()
}
spinMainRunLoop { gauge.readings.count == 3 }
_ = sensorDone.wait(timeout: .now() + 5)
check(gauge.readings == [0, 1, 2] && gauge.ranOnMainThread,
      "a BehaviorRelay accepted into from an actor reached a Binder on the main thread: \(gauge.readings)")
check(reading.value == 2, "the relay's value is the last one accepted")
gaugeBinding.dispose()

if failures.isEmpty {
    print("Swift6App: every check passed")
} else {
    print("Swift6App: \(failures.count) check(s) failed")
    exit(1)
}

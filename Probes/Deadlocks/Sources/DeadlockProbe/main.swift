// The deadlocks of Part III, run as an RxSwift 6.5 user would meet them. Each scenario is two
// threads, A and B, put in the one order that closes a cycle of two locks by semaphores; the code
// of the program's own takes its locks as a user does, with no time limit, so a run that deadlocks
// stays deadlocked. A run is counted as deadlocked when both threads are still blocked after
// `--timeout` seconds. Every semaphore wait is bounded (half a second; a thread waits on at most
// two), so a thread still blocked at the timeout is blocked in a lock, not in the program's own
// ordering; a run whose ordering wait ran out is reported apart ("out of order"), not counted.
//
// Each run is a child process (this program, re-executed with `--child NAME`): a deadlocked run
// leaves two threads blocked for good, and the child leaves with `_exit`, or is killed if it does
// not answer. Only the import says which library this runs on: `run-against-rxswift.sh` builds
// this same file with `import RxSwift`.
//
//   DeadlockProbe [--runs N] [--timeout SECONDS] [--only NAME,NAME] [--label TEXT] [--fail-on-deadlock]
//   (--fail-on-deadlock: exit 1 if any run did not finish, whether both threads or one stayed blocked)
//   DeadlockProbe --list
import Foundation
import RxReading

// MARK: - Ordering, bounded

/// Set when any ordering wait of this run ran out: the run did not happen in the order it means.
let outOfOrder = NSLock()
var outOfOrderFlag = false

/// A semaphore whose wait gives up after half a second, and says so.
final class Gate {
    private let semaphore = DispatchSemaphore(value: 0)
    func open() { semaphore.signal() }
    func pass() {
        if semaphore.wait(timeout: .now() + 0.5) == .timedOut {
            outOfOrder.lock(); outOfOrderFlag = true; outOfOrder.unlock()
        }
    }
}

/// A value shared between threads.
final class Shared<Value> {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}

/// An observable over `source` whose subscription's teardown first runs `beforeTeardown`, and
/// whose subscriber can be completed from outside.
final class HookedSource {
    private(set) var observable: Observable<Int>!
    private let subscriber = Shared<AnyObserver<Int>?>(nil)

    init(_ source: Observable<Int>, beforeTeardown: @escaping () -> Void) {
        observable = Observable<Int>.create { [subscriber] observer in
            subscriber.value = observer
            let subscription = source.subscribe(observer)
            return Disposables.create {
                beforeTeardown()
                subscription.dispose()
            }
        }
    }

    func complete() {
        let observer = subscriber.value
        subscriber.value = nil
        observer?.onCompleted()
    }
}

/// A scheduler whose timers run only when told to, on the thread that tells them.
final class ManualScheduler: SchedulerType {
    private let pending = Shared<[() -> Void]>([])
    var now: RxTime { Date(timeIntervalSince1970: 0) }
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .seconds(0), action: action)
    }
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                     action: @escaping (StateType) -> Disposable) -> Disposable {
        var list = pending.value
        list.append { _ = action(state) }
        pending.value = list
        return Disposables.create()
    }
    func fireOldest() {
        var list = pending.value
        let action = list.removeFirst()
        pending.value = list
        action()
    }
}

// MARK: - Scenarios

/// A scenario builds its objects on the main thread and returns what threads A and B run.
struct Scenario {
    let name: String
    let what: String
    let build: () -> (a: () -> Void, b: () -> Void)
}

/// A teardown against a subject's replay: thread A completes an inner subscribed to a
/// `BehaviorSubject`, so the operator unsubscribes from the subject (which takes the subject's
/// lock); thread B, at that moment, subscribes to the subject, whose replay of its value goes, under
/// the subject's lock, into the operator. `operatorOver` subscribes the operator with the inner
/// in place and returns how B binds the subject's (mapped) replay into it.
func teardownAgainstReplay(_ operatorOver: (HookedSource) -> (Observable<Int>) -> Disposable) -> (a: () -> Void, b: () -> Void) {
    let subject = BehaviorSubject<Int>(value: 0)
    let replayIsUnderway = Gate()
    let teardownStarted = Gate()
    let inner = HookedSource(subject.asObservable()) {
        teardownStarted.open()
        replayIsUnderway.pass()
    }
    let replayInto = operatorOver(inner)
    let binding = Shared<Disposable?>(nil)
    return (
        a: { inner.complete() },
        b: {
            teardownStarted.pass()
            binding.value = replayInto(subject.asObservable().map { value in replayIsUnderway.open(); return value + 100 })
        })
}

/// A call under the operator's lock into an observer that takes lock `L`, against a thread that
/// holds `L` and sends into the operator. `sendFirst` runs on A; `sendSecond` runs on B, holding `L`.
func forwardingAgainstALock(subscribe: (_ onNext: @escaping (Int) -> Void) -> Void,
                            sendFirst: @escaping () -> Void,
                            sendSecond: @escaping () -> Void) -> (a: () -> Void, b: () -> Void) {
    let lock = NSLock()
    let lockHeld = Gate()
    let delivering = Gate()
    subscribe { element in
        if element == 1 {
            delivering.open()
            lock.lock()
            lock.unlock()
        }
    }
    return (
        a: { lockHeld.pass(); sendFirst() },
        b: {
            lock.lock()
            lockHeld.open()
            delivering.pass()
            sendSecond()
            lock.unlock()
        })
}

/// A foreign lock that the connectable's own work (a source's `subscribe` or teardown) takes from
/// inside, on thread A, while thread B holds it and calls into the connectable.
final class ForeignLock {
    private let lock = NSRecursiveLock()
    private let held = Gate()
    private let inside = Gate()
    /// Thread B: takes the lock, waits until A is inside, runs `body`, lets the lock go.
    func holdWhileTheOtherIsInside(_ body: () -> Void) {
        lock.lock()
        held.open()
        inside.pass()
        body()
        lock.unlock()
    }
    /// Thread A, before it calls into the connectable.
    func waitUntilHeld() { held.pass() }
    /// From inside the connectable's work, on thread A.
    func takeFromInside() {
        inside.open()
        lock.lock()
        lock.unlock()
    }
}

/// A subscriber replayed to by a share while another thread, holding the lock its `onNext` needs,
/// unsubscribes from the same share.
func replayAgainstAnUnsubscriber(_ shared: Observable<Int>, feed: () -> Void) -> (a: () -> Void, b: () -> Void) {
    let keepConnected = shared.subscribe()
    let leaving = shared.subscribe()
    feed()
    let lock = NSRecursiveLock()
    let lockHeld = Gate()
    let replayStarted = Gate()
    let subscription = Shared<Disposable?>(nil)
    _ = keepConnected   // kept: the share stays connected while `leaving` goes
    return (
        a: {
            lockHeld.pass()
            var first = true
            subscription.value = shared.subscribe(onNext: { _ in
                if first {
                    first = false
                    replayStarted.open()
                    lock.lock()
                    lock.unlock()
                }
            })
        },
        b: {
            lock.lock()
            lockHeld.open()
            replayStarted.pass()
            leaving.dispose()
            lock.unlock()
        })
}

let scenarios: [Scenario] = [
    Scenario(name: "merge-teardown-own-lock",
             what: "merge: a completed inner's teardown needs a lock held by a thread sending into the merge (#2711; chapter 17)") {
        let foreign = NSRecursiveLock()
        let held = Gate()
        let teardownStarted = Gate()
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let firstWithALockingTeardown = Observable<Int>.create { observer in
            let subscription = first.subscribe(observer)
            return Disposables.create {
                teardownStarted.open()
                foreign.lock()
                foreign.unlock()
                subscription.dispose()
            }
        }
        _ = Observable.merge(firstWithALockingTeardown, second.asObservable()).subscribe()
        return (
            a: { held.pass(); first.onCompleted() },
            b: {
                foreign.lock()
                held.open()
                teardownStarted.pass()
                second.onNext(1)
                foreign.unlock()
            })
    },
    Scenario(name: "merge-teardown-behaviorsubject",
             what: "merge: the same through a BehaviorSubject's lock, no lock of the program's own (chapter 17)") {
        let second = PublishSubject<Int>()
        return teardownAgainstReplay { inner in
            _ = Observable.merge(inner.observable, second.asObservable()).subscribe()
            return { $0.subscribe(second) }
        }
    },
    Scenario(name: "flatMapLatest-teardown-behaviorsubject",
             what: "flatMapLatest: a finished inner's teardown against a BehaviorSubject replaying into the outer (chapter 16)") {
        let outer = PublishSubject<Int>()
        return teardownAgainstReplay { inner in
            _ = outer.flatMapLatest { index in index == 0 ? inner.observable : Observable<Int>.just(index) }.subscribe()
            outer.onNext(0)
            return { $0.subscribe(outer) }
        }
    },
    Scenario(name: "concat-teardown-behaviorsubject",
             what: "concat(): the same, the replay handing concat its next inner (chapter 17)") {
        let inners = PublishSubject<Observable<Int>>()
        return teardownAgainstReplay { inner in
            _ = inners.concat().subscribe()
            inners.onNext(inner.observable)
            return { $0.map { Observable<Int>.just($0) }.subscribe(inners) }
        }
    },
    Scenario(name: "merge-forwarding",
             what: "merge: forwarding to an observer that takes a lock held by a thread sending into the merge (chapter 17)") {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        return forwardingAgainstALock(
            subscribe: { onNext in _ = Observable.merge(a.asObservable(), b.asObservable()).subscribe(onNext: onNext) },
            sendFirst: { a.onNext(1) },
            sendSecond: { b.onNext(2) })
    },
    Scenario(name: "flatMapLatest-forwarding",
             what: "flatMapLatest: forwarding an inner's element to an observer that takes a lock held by a thread sending into the outer (chapter 16)") {
        let outer = PublishSubject<Int>()
        let firstInner = PublishSubject<Int>()
        return forwardingAgainstALock(
            subscribe: { onNext in
                _ = outer.flatMapLatest { value in value == 1 ? firstInner.asObservable() : .just(value * 10) }
                    .subscribe(onNext: onNext)
                outer.onNext(1)
            },
            sendFirst: { firstInner.onNext(1) },
            sendSecond: { outer.onNext(2) })
    },
    Scenario(name: "zip-take1-share-replay-1",
             what: "zip(shared.take(1), second) over share(replay: 1), second fed by a later subscription to shared (#2653; chapter 19)") {
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 1)
        _ = shared.subscribe()
        let teardownStarted = Gate()
        let replayIsUnderway = Gate()
        let first = HookedSource(shared.take(1)) {
            teardownStarted.open()
            replayIsUnderway.pass()
        }
        let second = PublishSubject<Int>()
        _ = Observable.zip(first.observable, second.asObservable()) { $0 * 10 + $1 }.subscribe()
        let binding = Shared<Disposable?>(nil)
        return (
            a: { source.onNext(1) },
            b: {
                teardownStarted.pass()
                binding.value = shared.map { value in replayIsUnderway.open(); return value }.subscribe(second)
            })
    },
    Scenario(name: "share-replay-1",
             what: "share(replay: 1) replaying into a lock held by a thread that unsubscribes from it (#1992; chapter 18)") {
        let source = PublishSubject<Int>()
        return replayAgainstAnUnsubscriber(source.share(replay: 1)) { source.onNext(1) }
    },
    Scenario(name: "share-replay-2",
             what: "share(replay: 2), the same (chapter 18)") {
        let source = PublishSubject<Int>()
        return replayAgainstAnUnsubscriber(source.share(replay: 2)) { source.onNext(1); source.onNext(2) }
    },
    Scenario(name: "share-replay-1-forever",
             what: "share(replay: 1, scope: .forever), the same (chapter 18)") {
        let source = PublishSubject<Int>()
        return replayAgainstAnUnsubscriber(source.share(replay: 1, scope: .forever)) { source.onNext(1) }
    },
    Scenario(name: "connect-against-subscribe",
             what: "publish(): connect()'s subscribe to the source needs a lock held by a thread that subscribes to the connectable (chapter 18's test)") {
        let foreign = ForeignLock()
        let connectable = Observable<Int>.create { _ in
            foreign.takeFromInside()
            return Disposables.create()
        }.publish()
        let connection = Shared<Disposable?>(nil)
        return (
            a: { foreign.waitUntilHeld(); connection.value = connectable.connect() },
            b: { foreign.holdWhileTheOtherIsInside { _ = connectable.subscribe() } })
    },
    Scenario(name: "disconnect-against-subscribe",
             what: "publish(): the connection's dispose tears the source down, needing a lock held by a thread that subscribes to the connectable (chapter 18's test)") {
        let foreign = ForeignLock()
        let connectable = Observable<Int>.create { _ in
            Disposables.create { foreign.takeFromInside() }
        }.publish()
        let connection = connectable.connect()
        return (
            a: { foreign.waitUntilHeld(); connection.dispose() },
            b: { foreign.holdWhileTheOtherIsInside { _ = connectable.subscribe() } })
    },
    Scenario(name: "connect-against-connect",
             what: "publish(): connect()'s subscribe to the source needs a lock held by a thread that calls connect() too (#2698)") {
        let foreign = ForeignLock()
        let connectable = Observable<Int>.create { _ in
            foreign.takeFromInside()
            return Disposables.create()
        }.publish()
        let connections = Shared<[Disposable]>([])
        return (
            a: { foreign.waitUntilHeld(); let c = connectable.connect(); connections.value.append(c) },
            b: { foreign.holdWhileTheOtherIsInside { let c = connectable.connect(); connections.value.append(c) } })
    },
    Scenario(name: "disconnect-against-connect",
             what: "publish(): the connection's dispose tears the source down, needing a lock held by a thread that calls connect() (#2698)") {
        let foreign = ForeignLock()
        let tearingDown = Shared(true)
        let connectable = Observable<Int>.create { _ in
            Disposables.create { if tearingDown.value { tearingDown.value = false; foreign.takeFromInside() } }
        }.publish()
        let connection = connectable.connect()
        let next = Shared<Disposable?>(nil)
        return (
            a: { foreign.waitUntilHeld(); connection.dispose() },
            b: { foreign.holdWhileTheOtherIsInside { next.value = connectable.connect() } })
    },
    Scenario(name: "refCount-connect",
             what: "publish().refCount(): the first subscriber connects, the source's subscribe needing a lock held by a thread subscribing a second (#2708; chapter 18)") {
        let foreign = ForeignLock()
        let shared = Observable<Int>.create { _ in
            foreign.takeFromInside()
            return Disposables.create()
        }.publish().refCount()
        let subscriptions = Shared<[Disposable]>([])
        return (
            a: { foreign.waitUntilHeld(); let s = shared.subscribe(); subscriptions.value.append(s) },
            b: { foreign.holdWhileTheOtherIsInside { let s = shared.subscribe(); subscriptions.value.append(s) } })
    },
    Scenario(name: "refCount-disconnect",
             what: "publish().refCount(): the last subscriber leaves, the source's teardown needing a lock held by a thread subscribing anew (chapter 18)") {
        let foreign = ForeignLock()
        let tearingDown = Shared(true)
        let shared = Observable<Int>.create { _ in
            Disposables.create { if tearingDown.value { tearingDown.value = false; foreign.takeFromInside() } }
        }.publish().refCount()
        let only = shared.subscribe()
        let next = Shared<Disposable?>(nil)
        return (
            a: { foreign.waitUntilHeld(); only.dispose() },
            b: { foreign.holdWhileTheOtherIsInside { next.value = shared.subscribe() } })
    },
    Scenario(name: "debounce-forwarding",
             what: "debounce: the timer delivers to an observer that takes a lock held by a thread sending the next element (chapter 20)") {
        let timers = ManualScheduler()
        let subject = PublishSubject<Int>()
        let lock = NSLock()
        let lockHeld = Gate()
        let inObserver = Gate()
        _ = subject.debounce(.seconds(1), scheduler: timers).subscribe(onNext: { _ in
            lockHeld.pass()
            inObserver.open()
            lock.lock()
            lock.unlock()
        })
        subject.onNext(1)
        return (
            a: { timers.fireOldest() },
            b: {
                lock.lock()
                lockHeld.open()
                inObserver.pass()
                subject.onNext(2)
                lock.unlock()
            })
    },
]

// MARK: - A run (the child)

/// Runs one scenario once and says how it ended: `finished`, `deadlocked` (both threads still
/// blocked at the timeout) or `one-blocked`, followed by ` out-of-order` if an ordering wait ran
/// out. Leaves with `_exit`: blocked threads hold locks that any cleanup could need.
func runChild(_ scenario: Scenario, timeout: Double) -> Never {
    let (a, b) = scenario.build()
    let aDone = DispatchSemaphore(value: 0)
    let bDone = DispatchSemaphore(value: 0)
    Thread.detachNewThread { a(); aDone.signal() }
    Thread.detachNewThread { b(); bDone.signal() }
    let deadline = DispatchTime.now() + timeout
    let aFinished = aDone.wait(timeout: deadline) == .success
    let bFinished = bDone.wait(timeout: deadline) == .success
    let outcome = aFinished && bFinished ? "finished" : (!aFinished && !bFinished ? "deadlocked" : "one-blocked")
    outOfOrder.lock(); let unordered = outOfOrderFlag; outOfOrder.unlock()
    print(outcome + (unordered ? " out-of-order" : ""))
    fflush(stdout)
    _exit(0)
}

// MARK: - The counts (the parent)

/// Runs `--child name` once; returns its one line, or "no-answer" if it crashed or had to be killed.
func runOnce(_ name: String, timeout: Double) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    if !FileManager.default.isExecutableFile(atPath: process.executableURL!.path),
       let resolved = Bundle.main.executableURL {
        process.executableURL = resolved
    }
    process.arguments = ["--child", name, "--timeout", String(timeout)]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return "no-answer" }
    let pid = process.processIdentifier
    let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout + 10, execute: watchdog)
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    let line = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return process.terminationStatus == 0 && !line.isEmpty ? line : "no-answer"
}

var arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
let timeout = Double(option("--timeout") ?? "") ?? 2
if let child = option("--child") {
    guard let scenario = scenarios.first(where: { $0.name == child }) else {
        print("no-such-scenario"); exit(2)
    }
    runChild(scenario, timeout: timeout)
}
if arguments.contains("--list") {
    for scenario in scenarios { print("\(scenario.name)\t\(scenario.what)") }
    exit(0)
}
let runs = Int(option("--runs") ?? "") ?? 10
let only = option("--only").map { Set($0.split(separator: ",").map(String.init)) }
let label = option("--label") ?? "this build"
let chosen = scenarios.filter { only?.contains($0.name) ?? true }
if chosen.isEmpty { print("no scenario matches --only"); exit(2) }
print("\(label): \(runs) runs of each scenario, a run deadlocked when both threads are still blocked after \(timeout) s")
/// Whether any run ended other than finished (deadlocked, one thread blocked, no answer).
var anyStuck = false
for scenario in chosen {
    var counts: [String: Int] = [:]
    for _ in 0..<runs {
        counts[runOnce(scenario.name, timeout: timeout), default: 0] += 1
    }
    let deadlocked = counts["deadlocked", default: 0] + counts["deadlocked out-of-order", default: 0]
    if counts.contains(where: { !$0.key.hasPrefix("finished") }) { anyStuck = true }
    var line = "\(scenario.name.padding(toLength: 40, withPad: " ", startingAt: 0)) deadlocked \(deadlocked) of \(runs)"
    let others = counts.filter { $0.key != "finished" && $0.key != "deadlocked" }.sorted { $0.key < $1.key }
    if !others.isEmpty { line += " (" + others.map { "\($0.value) \($0.key)" }.joined(separator: ", ") + ")" }
    print(line)
    fflush(stdout)
}
if arguments.contains("--fail-on-deadlock") && anyStuck {
    print("a run of a scenario did not finish on \(label) (above)")
    exit(1)
}

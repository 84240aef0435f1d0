import Foundation
import RxReading

/// Runs one grammar-fuzz program against RxReading and checks what happened against the
/// reference model: the grammar of every observer's history, the history itself (exact or a
/// prefix, see `GrammarFuzzModel`), that each subscription ran its create closure once and
/// disposed what the closure returned exactly once, that every other counted disposable action
/// ran exactly once, and that `Resources.total` came back to where it started.
///
/// Runs on the test's thread; the programs' asynchronous work runs on `schedulers`. Every wait
/// is bounded: a program that hangs fails with a message instead of hanging the run.
final class GrammarFuzzRunner {
    typealias Program = GrammarFuzzProgram
    typealias Model = GrammarFuzzModel

    /// The create closure's link to the program's subscriptions: the closure runs once per
    /// subscription, in subscription order (the program waits for each one before going on).
    private final class Source {
        private let lock = NSLock()
        private var subscriptions: [GrammarFuzzSubscription] = []
        private var runs = 0
        private var strays: [GrammarFuzzSubscription.CountingDisposable] = []

        func add(_ subscription: GrammarFuzzSubscription) {
            lock.lock()
            subscriptions.append(subscription)
            lock.unlock()
        }

        func attach(_ observer: AnyObserver<Int>) -> Disposable {
            lock.lock()
            let index = runs
            runs += 1
            let target = index < subscriptions.count ? subscriptions[index] : nil
            lock.unlock()
            guard let target else {
                // More runs than subscriptions: a bug the checks report; still hand back
                // something to dispose.
                return GrammarFuzzSubscription.CountingDisposable()
            }
            return target.attachSource(observer)
        }

        var totalRuns: Int {
            lock.lock()
            defer { lock.unlock() }
            return runs
        }

        func release() {
            lock.lock()
            subscriptions = []
            lock.unlock()
        }
    }

    let schedulers: GrammarFuzzSchedulers
    /// How long to wait for a create closure and for events. Every wait ends as soon as its
    /// condition holds, so only a failing program reaches these bounds: they are generous so
    /// that a loaded machine (ThreadSanitizer, a shared CI runner) is never taken for a failure.
    let timeout: TimeInterval
    /// How long to wait for `Resources.total` to come back after everything was disposed.
    let releaseTimeout: TimeInterval
    private(set) var statistics = GrammarFuzzStatistics()

    init(schedulers: GrammarFuzzSchedulers = GrammarFuzzSchedulers(), timeout: TimeInterval = 30, releaseTimeout: TimeInterval = 30) {
        self.schedulers = schedulers
        self.timeout = timeout
        self.releaseTimeout = releaseTimeout
    }

    /// Runs `program` once; returns what went wrong, empty if nothing did.
    func run(_ program: Program) -> [String] {
        var failures: [String] = []
        #if TRACE_RESOURCES
        let resourcesAtStart = Resources.total
        #endif
        statistics.count(program)

        let operators = program.operators
        let runsSource = Model.subscribesToSource(operators)
        let createRunsLater = Model.subscribesAsynchronously(operators)
        let deliversLater = Model.deliversAsynchronously(operators)

        let source = Source()
        var chain: Observable<Int>? = makeChain(operators, source: source)
        var subscriptions: [GrammarFuzzSubscription] = []

        // Subscribes once more; false if the create closure did not run when it should have,
        // after which the steps stop (later create runs could not be told apart).
        func subscribe(_ spec: Program.Subscription) -> Bool {
            let subscription = GrammarFuzzSubscription(index: subscriptions.count, spec: spec)
            subscriptions.append(subscription)
            source.add(subscription)
            subscription.subscribe(to: chain!)
            guard runsSource else {
                return true
            }
            if createRunsLater {
                if !Self.wait(timeout: timeout, until: { subscription.createRuns > 0 }) {
                    failures.append("subscription \(subscription.index): the create closure did not run within \(timeout) s of subscribe(on:)")
                    return false
                }
            } else if subscription.createRuns == 0 {
                failures.append("subscription \(subscription.index): the create closure had not run when subscribe returned, on a synchronous chain")
                return false
            }
            return true
        }

        if subscribe(program.firstSubscription) {
            steps: for step in program.steps {
                statistics.stepsRun += 1
                switch step {
                case .emit(let value, let index):
                    send(.next(value), to: index, in: subscriptions)
                case .complete(let index):
                    send(.completed, to: index, in: subscriptions)
                case .error(let index):
                    send(.error(String(describing: Model.FuzzError())), to: index, in: subscriptions)
                case .dispose(let index):
                    if index < subscriptions.count {
                        statistics.disposeSteps += 1
                        subscriptions[index].disposeByStep()
                    }
                case .subscribe(let spec):
                    if !subscribe(spec) {
                        break steps
                    }
                case .pause(let microseconds):
                    Self.spin(microseconds: microseconds)
                }
            }
        }

        // Where the model is exact, wait for the events still on their way.
        let expectations = subscriptions.map { subscription in
            Model.expectation(
                operators: operators, sent: subscription.sentBeforeDispose,
                disposeAfterElements: subscription.spec.disposeAfterElements,
                disposedByStep: subscription.disposedByStep)
        }
        for (subscription, expectation) in zip(subscriptions, expectations) where expectation.isExact && deliversLater {
            // ...and for an observer that disposes itself to have done so: its last element is
            // recorded before its dispose runs, and tidying up in between would swallow it.
            _ = Self.wait(timeout: timeout, until: {
                subscription.events.count >= expectation.events.count && !subscription.isDisposingItself
            })
        }

        // Let go of everything, then wait until the schedulers have run what is left, so a late
        // delivery is seen and every release has happened.
        for subscription in subscriptions {
            subscription.cleanUp()
        }
        source.release()
        chain = nil
        #if TRACE_RESOURCES
        let released = Self.wait(timeout: releaseTimeout, until: { Resources.total <= resourcesAtStart })
        if !released {
            failures.append("Resources.total is \(Resources.total - resourcesAtStart) above its value before the program \(releaseTimeout) s after everything was disposed: something leaked")
        }
        #else
        if program.isAsynchronous {
            schedulers.flush()
            schedulers.flush()
        }
        #endif

        for (subscription, expectation) in zip(subscriptions, expectations) {
            failures += check(subscription, expected: expectation.events, prefixOnly: !expectation.isExact, runsSource: runsSource)
        }
        if runsSource && source.totalRuns != subscriptions.count {
            failures.append("the create closure ran \(source.totalRuns) times for \(subscriptions.count) subscription(s)")
        }
        return failures
    }

    private func send(_ event: Model.Event, to index: Int, in subscriptions: [GrammarFuzzSubscription]) {
        guard index < subscriptions.count else {
            return
        }
        statistics.eventsSent += 1
        subscriptions[index].send(event)
    }

    private func makeChain(_ operators: [Program.Operator], source: Source) -> Observable<Int> {
        var chain = Observable<Int>.create { observer in
            source.attach(observer)
        }
        for op in operators {
            switch op {
            case .map(let add):
                chain = chain.map { $0 + add }
            case .filter(let modulus, let remainder):
                chain = chain.filter { $0 % modulus == remainder }
            case .take(let count):
                chain = chain.take(count)
            case .subscribeOn(let kind):
                chain = chain.subscribe(on: schedulers.scheduler(kind))
            case .observeOn(let kind):
                chain = chain.observe(on: schedulers.scheduler(kind))
            }
        }
        return chain
    }

    private func check(
        _ subscription: GrammarFuzzSubscription, expected: [Model.Event], prefixOnly: Bool, runsSource: Bool
    ) -> [String] {
        var failures: [String] = []
        let name = "subscription \(subscription.index)"
        let seen = subscription.events

        statistics.subscriptions += 1
        statistics.eventsDelivered += seen.count
        statistics.eventsDeliveredElsewhere += subscription.eventsReceivedElsewhere
        if subscription.didDisposeItself {
            statistics.selfDisposals += 1
        }

        if let violation = Model.grammarViolation(seen) {
            failures.append("\(name) broke the grammar next* (error | completed)?: \(violation)")
        }
        if prefixOnly {
            statistics.prefixComparisons += 1
            if !Model.isPrefix(seen, of: expected) {
                failures.append("\(name) saw \(seen), which is not a prefix of the model's \(expected) (delivered on another thread, disposed from the program's thread)")
            }
        } else {
            statistics.exactComparisons += 1
            if seen != expected {
                failures.append("\(name) saw \(seen), the model says \(expected)")
            }
        }

        let runsExpected = runsSource ? 1 : 0
        if subscription.createRuns != runsExpected {
            failures.append("\(name): the create closure ran \(subscription.createRuns) time(s), expected \(runsExpected)")
        }
        let createDisposals = subscription.createDisposable.disposeCount
        if createDisposals != runsExpected {
            failures.append("\(name): the disposable the create closure returned was disposed \(createDisposals) time(s), expected \(runsExpected)")
        }
        if subscription.spec.observer == .closures && subscription.onDisposedRuns != 1 {
            failures.append("\(name): onDisposed ran \(subscription.onDisposedRuns) time(s), expected once")
        }
        for (position, count) in subscription.companionDisposeCounts.enumerated() where count != 1 {
            failures.append("\(name): the \(subscription.spec.holder.rawValue) holder's counted disposable #\(position) was disposed \(count) time(s), expected once")
        }
        return failures
    }

    /// Keeps the thread busy for `microseconds`: sleeping would take tens of microseconds more
    /// than asked on Linux.
    static func spin(microseconds: Int) {
        let end = DispatchTime.now().uptimeNanoseconds + UInt64(microseconds) * 1_000
        while DispatchTime.now().uptimeNanoseconds < end {}
    }

    /// Waits until `condition` holds or `timeout` passes; spins briefly first, since most waits
    /// end within microseconds, then sleeps in short steps and turns the run loop now and then.
    static func wait(timeout: TimeInterval, until condition: () -> Bool) -> Bool {
        if condition() {
            return true
        }
        let deadline = Date().addingTimeInterval(timeout)
        var round = 0
        while Date() < deadline {
            if round < 100 {
                sched_yield()
            } else if round % 100 == 0 {
                RunLoop.current.run(until: Date().addingTimeInterval(0.001))
            } else {
                usleep(50)
            }
            round += 1
            if condition() {
                return true
            }
        }
        return condition()
    }
}

/// One program of the grammar fuzzer: a chain built on `Observable<Int>.create`, the way its
/// first subscription is observed and held, and the steps that drive it.
///
/// A program is plain data, so the generator can make it from a seed, the reference model can
/// predict what it must deliver, the shrinker can cut it down, and `description` prints it as a
/// Swift literal that can be pasted back into a test (`GrammarFuzzTests.regressionPrograms`).
struct GrammarFuzzProgram: Equatable, CustomStringConvertible {
    /// A scheduler the chain can move work to. The main scheduler is left out on purpose: its
    /// work runs only while the main thread spins its run loop.
    enum SchedulerKind: String, CaseIterable, Equatable {
        case currentThread
        case serialDispatch
        case concurrentDispatch
        /// An `OperationQueueScheduler` whose queue runs one operation at a time.
        case operationQueue1
        /// An `OperationQueueScheduler` whose queue runs up to three operations at once.
        case operationQueue3

        /// Whether work scheduled here runs on another thread, later.
        var isAsynchronous: Bool {
            self != .currentThread
        }
    }

    /// One operator of the chain, applied in order from the source down to the observer.
    enum Operator: Equatable {
        case map(add: Int)
        case filter(modulus: Int, remainder: Int)
        case take(Int)
        case subscribeOn(SchedulerKind)
        case observeOn(SchedulerKind)

        /// The scheduler this operator moves work to, if it is one that does.
        var scheduler: SchedulerKind? {
            switch self {
            case .subscribeOn(let kind), .observeOn(let kind):
                return kind
            case .map, .filter, .take:
                return nil
            }
        }

        /// The operator's name without its arguments, for statistics.
        var kindName: String {
            switch self {
            case .map: return "map"
            case .filter: return "filter"
            case .take: return "take"
            case .subscribeOn: return "subscribe(on:)"
            case .observeOn: return "observe(on:)"
            }
        }
    }

    /// How a subscription's events are observed.
    enum ObserverKind: String, Equatable {
        /// `subscribe(_:)` with an `ObserverType`.
        case observer
        /// `subscribe(onNext:onError:onCompleted:onDisposed:)`, whose `onDisposed` is counted.
        case closures
    }

    /// What holds a subscription, and so what a `dispose` step does to it.
    enum HolderKind: String, CaseIterable, Equatable {
        /// The program keeps the subscription and calls its `dispose()`.
        case direct
        /// A `CompositeDisposable` holding the subscription and one counted disposable; a
        /// `dispose` step disposes the composite.
        case compositeDispose
        /// The same composite; a `dispose` step removes the subscription with `remove(for:)`.
        case compositeRemove
        /// A `SerialDisposable`; a `dispose` step replaces the subscription with a new counted
        /// disposable, which disposes the subscription.
        case serialReplace
        /// A `SingleAssignmentDisposable` set to the subscription; a `dispose` step disposes it.
        case singleAssignment
        /// A `DisposeBag`; a `dispose` step lets go of the bag, whose deinit disposes.
        case disposeBag
    }

    /// How one subscription is made: its observer, its holder, and whether the observer disposes
    /// the subscription itself from inside `onNext`.
    struct Subscription: Equatable {
        var observer: ObserverKind
        var holder: HolderKind
        /// The observer disposes its own subscription (through the holder) when it receives this
        /// many elements, on whichever thread delivers them; `nil` for never.
        var disposeAfterElements: Int?

        /// The plainest subscription; the shrinker moves every subscription towards it.
        static let plain = Subscription(observer: .observer, holder: .direct, disposeAfterElements: nil)
    }

    /// One step of the program, run in order on the test's thread. A step that names a
    /// subscription the program has not made (yet) does nothing.
    enum Step: Equatable {
        /// The create closure's observer of that subscription receives `onNext(value)`.
        case emit(Int, to: Int)
        /// The create closure's observer of that subscription receives `onCompleted()`.
        case complete(to: Int)
        /// The create closure's observer of that subscription receives `onError(_:)`.
        case error(to: Int)
        /// The subscription is disposed through its holder.
        case dispose(subscription: Int)
        /// The same chain is subscribed to once more, which runs the create closure again.
        case subscribe(Subscription)
        /// The program's thread spins for this many microseconds, so that work on the
        /// schedulers runs while the next steps come, rather than after all of them.
        case pause(microseconds: Int)

        /// The same step with the subscription it names passed through `renumber`.
        func renumbered(_ renumber: (Int) -> Int) -> Step {
            switch self {
            case .emit(let value, let index): return .emit(value, to: renumber(index))
            case .complete(let index): return .complete(to: renumber(index))
            case .error(let index): return .error(to: renumber(index))
            case .dispose(let index): return .dispose(subscription: renumber(index))
            case .subscribe, .pause: return self
            }
        }
    }

    var operators: [Operator]
    var firstSubscription: Subscription
    var steps: [Step]

    /// Every subscription the program makes, in order: the first, then one per `subscribe` step.
    var subscriptions: [Subscription] {
        [firstSubscription] + steps.compactMap { step in
            if case .subscribe(let subscription) = step {
                return subscription
            }
            return nil
        }
    }

    /// Whether any operator moves work to another thread.
    var isAsynchronous: Bool {
        operators.contains { $0.scheduler?.isAsynchronous == true }
    }

    // MARK: - Printing

    /// The program as a Swift literal, one step a line, ready to paste into a test.
    var description: String {
        let operatorList = operators.map(Self.literal).joined(separator: ", ")
        var lines = [
            "GrammarFuzzProgram(",
            "    operators: [\(operatorList)],",
            "    firstSubscription: \(Self.literal(firstSubscription)),",
        ]
        if steps.isEmpty {
            lines.append("    steps: [])")
        } else {
            lines.append("    steps: [")
            lines += steps.map { "        \(Self.literal($0))," }
            lines.append("    ])")
        }
        return lines.joined(separator: "\n")
    }

    /// The chain written as RxSwift code, for a reader who wants to see what the literal means.
    var chainDescription: String {
        let stages = operators.map { op -> String in
            switch op {
            case .map(let add): return ".map { $0 + \(add) }"
            case .filter(let modulus, let remainder): return ".filter { $0 % \(modulus) == \(remainder) }"
            case .take(let count): return ".take(\(count))"
            case .subscribeOn(let kind): return ".subscribe(on: \(Self.schedulerCode(kind)))"
            case .observeOn(let kind): return ".observe(on: \(Self.schedulerCode(kind)))"
            }
        }
        return (["Observable<Int>.create { observer in /* the steps drive observer */ }"] + stages)
            .joined(separator: "\n    ")
    }

    static func literal(_ op: Operator) -> String {
        switch op {
        case .map(let add): return ".map(add: \(add))"
        case .filter(let modulus, let remainder): return ".filter(modulus: \(modulus), remainder: \(remainder))"
        case .take(let count): return ".take(\(count))"
        case .subscribeOn(let kind): return ".subscribeOn(.\(kind.rawValue))"
        case .observeOn(let kind): return ".observeOn(.\(kind.rawValue))"
        }
    }

    static func literal(_ subscription: Subscription) -> String {
        let after = subscription.disposeAfterElements.map(String.init) ?? "nil"
        return ".init(observer: .\(subscription.observer.rawValue), holder: .\(subscription.holder.rawValue), disposeAfterElements: \(after))"
    }

    static func literal(_ step: Step) -> String {
        switch step {
        case .emit(let value, let index): return ".emit(\(value), to: \(index))"
        case .complete(let index): return ".complete(to: \(index))"
        case .error(let index): return ".error(to: \(index))"
        case .dispose(let index): return ".dispose(subscription: \(index))"
        case .subscribe(let subscription): return ".subscribe(\(literal(subscription)))"
        case .pause(let microseconds): return ".pause(microseconds: \(microseconds))"
        }
    }

    private static func schedulerCode(_ kind: SchedulerKind) -> String {
        switch kind {
        case .currentThread: return "CurrentThreadScheduler.instance"
        case .serialDispatch: return "SerialDispatchQueueScheduler(internalSerialQueueName: \"fuzz.serial\")"
        case .concurrentDispatch: return "ConcurrentDispatchQueueScheduler(queue: concurrentQueue)"
        case .operationQueue1: return "OperationQueueScheduler(operationQueue: queueOfOne)"
        case .operationQueue3: return "OperationQueueScheduler(operationQueue: queueOfThree)"
        }
    }
}

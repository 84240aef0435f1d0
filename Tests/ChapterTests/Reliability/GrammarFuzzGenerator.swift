/// Makes random grammar-fuzz programs, each one fully determined by its seed.
///
/// Most programs stay on `CurrentThreadScheduler`, so they run synchronously in microseconds;
/// `asynchronousPercent` of them may put `subscribe(on:)` and `observe(on:)` on the dispatch and
/// operation-queue schedulers, which cost a few thread hops and a bounded wait each.
struct GrammarFuzzGenerator {
    typealias Program = GrammarFuzzProgram

    /// The share of programs, in percent, whose schedulers may be asynchronous. About two in five
    /// of those draw no asynchronous scheduler after all, so 60 gives about a quarter.
    var asynchronousPercent = 60
    var maximumOperators = 4
    var maximumSteps = 12
    /// Programs that may go asynchronous get longer step lists: races need events in flight.
    var maximumAsynchronousSteps = 24
    /// The first subscription included.
    var maximumSubscriptions = 3

    /// The seed of each program of a run, derived from the run's base seed, so program `k` of a
    /// base seed can be regenerated alone from its own seed.
    static func programSeeds(base: UInt64, count: Int) -> [UInt64] {
        var random = GrammarFuzzRandom(seed: base)
        return (0..<count).map { _ in random.next() }
    }

    func program(seed: UInt64) -> Program {
        var random = GrammarFuzzRandom(seed: seed)
        let mayGoAsynchronous = random.chance(percent: asynchronousPercent)
        let schedulers: [Program.SchedulerKind] = mayGoAsynchronous
            ? Program.SchedulerKind.allCases
            : [.currentThread]

        let operators = (0..<random.int(in: 0...maximumOperators)).map { _ in
            makeOperator(&random, schedulers: schedulers)
        }
        let first = makeSubscription(&random)

        var steps: [Program.Step] = []
        var subscriptionCount = 1
        for _ in 0..<random.int(in: 0...(mayGoAsynchronous ? maximumAsynchronousSteps : maximumSteps)) {
            let target = random.int(in: 0...(subscriptionCount - 1))
            let kind = random.pick(weighted: [
                (weight: 55, choice: "emit"), (weight: 9, choice: "complete"), (weight: 6, choice: "error"),
                (weight: 15, choice: "dispose"), (weight: 15, choice: "subscribe"),
                (weight: mayGoAsynchronous ? 15 : 0, choice: "pause"),
            ])
            switch kind {
            case "emit":
                steps.append(.emit(random.int(in: 0...9), to: target))
            case "complete":
                steps.append(.complete(to: target))
            case "error":
                steps.append(.error(to: target))
            case "dispose":
                steps.append(.dispose(subscription: target))
            case "pause":
                steps.append(.pause(microseconds: random.int(in: 1...50)))
            default:
                if subscriptionCount < maximumSubscriptions {
                    steps.append(.subscribe(makeSubscription(&random)))
                    subscriptionCount += 1
                } else {
                    steps.append(.emit(random.int(in: 0...9), to: target))
                }
            }
        }
        return Program(operators: operators, firstSubscription: first, steps: steps)
    }

    private func makeOperator(_ random: inout GrammarFuzzRandom, schedulers: [Program.SchedulerKind]) -> Program.Operator {
        let kind = random.pick(weighted: [
            (weight: 25, choice: "map"), (weight: 20, choice: "filter"), (weight: 20, choice: "take"),
            (weight: 17, choice: "subscribeOn"), (weight: 18, choice: "observeOn"),
        ])
        switch kind {
        case "map":
            return .map(add: random.int(in: 1...5))
        case "filter":
            let modulus = random.int(in: 2...3)
            return .filter(modulus: modulus, remainder: random.int(in: 0...(modulus - 1)))
        case "take":
            // take(0) replaces everything above it with `empty()`: rarer, but worth meeting.
            return .take(random.chance(percent: 10) ? 0 : random.int(in: 1...4))
        case "subscribeOn":
            return .subscribeOn(random.pick(schedulers))
        default:
            return .observeOn(random.pick(schedulers))
        }
    }

    private func makeSubscription(_ random: inout GrammarFuzzRandom) -> Program.Subscription {
        Program.Subscription(
            observer: random.chance(percent: 50) ? .observer : .closures,
            holder: random.pick(Program.HolderKind.allCases),
            disposeAfterElements: random.chance(percent: 20) ? random.int(in: 1...3) : nil)
    }
}

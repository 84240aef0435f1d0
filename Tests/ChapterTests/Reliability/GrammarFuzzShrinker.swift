/// Cuts a failing grammar-fuzz program down to one that still fails and from which nothing more
/// can be taken: no single step or operator can be removed, and no subscription, scheduler or
/// `take` count made plainer, without the failure going away.
///
/// Greedy and one change at a time: it tries the candidates of `candidates(of:)` in order (steps
/// first, then subscriptions folded into the one before, then operators, then plainer
/// attributes), keeps the first that still fails, and starts
/// over from it, until no candidate fails. Every kept candidate is strictly smaller or plainer,
/// so it ends. `stillFails` decides; for programs on asynchronous schedulers the caller should
/// let it run a candidate several times, since one clean run proves little there.
struct GrammarFuzzShrinker {
    typealias Program = GrammarFuzzProgram

    let stillFails: (Program) -> Bool

    /// The smallest failing program found, and how many candidates were tried to find it.
    func shrink(_ program: Program) -> (program: Program, candidatesTried: Int) {
        var current = program
        var tried = 0
        var improved = true
        while improved {
            improved = false
            for candidate in Self.candidates(of: current) {
                tried += 1
                if stillFails(candidate) {
                    current = candidate
                    improved = true
                    break
                }
            }
        }
        return (current, tried)
    }

    /// Every program one change smaller or plainer than `program`, most useful first.
    static func candidates(of program: Program) -> [Program] {
        var candidates: [Program] = []

        for index in program.steps.indices {
            var smaller = program
            smaller.steps.remove(at: index)
            candidates.append(smaller)
        }
        // Fold a later subscription into the one before it: its subscribe step goes, and the
        // steps that named it name the one before, so they still act.
        var subscriptionNumber = 0
        for index in program.steps.indices {
            guard case .subscribe = program.steps[index] else {
                continue
            }
            subscriptionNumber += 1
            let folded = subscriptionNumber
            var fewer = program
            fewer.steps.remove(at: index)
            fewer.steps = fewer.steps.map { step in step.renumbered { $0 >= folded ? $0 - 1 : $0 } }
            candidates.append(fewer)
        }
        for index in program.operators.indices {
            var smaller = program
            smaller.operators.remove(at: index)
            candidates.append(smaller)
        }

        for index in program.operators.indices {
            var plainer = program
            switch program.operators[index] {
            case .subscribeOn(let kind) where kind != .currentThread:
                plainer.operators[index] = .subscribeOn(.currentThread)
            case .observeOn(let kind) where kind != .currentThread:
                plainer.operators[index] = .observeOn(.currentThread)
            case .take(let count) where count > 1:
                plainer.operators[index] = .take(1)
            default:
                continue
            }
            candidates.append(plainer)
        }

        for plainer in plainerSubscriptions(program.firstSubscription) {
            var candidate = program
            candidate.firstSubscription = plainer
            candidates.append(candidate)
        }
        for index in program.steps.indices {
            guard case .subscribe(let subscription) = program.steps[index] else {
                continue
            }
            for plainer in plainerSubscriptions(subscription) {
                var candidate = program
                candidate.steps[index] = .subscribe(plainer)
                candidates.append(candidate)
            }
        }
        return candidates
    }

    /// The subscription with one of its attributes set back to `Subscription.plain`'s.
    private static func plainerSubscriptions(_ subscription: Program.Subscription) -> [Program.Subscription] {
        var plainer: [Program.Subscription] = []
        if subscription.disposeAfterElements != nil {
            var candidate = subscription
            candidate.disposeAfterElements = nil
            plainer.append(candidate)
        }
        if subscription.holder != Program.Subscription.plain.holder {
            var candidate = subscription
            candidate.holder = Program.Subscription.plain.holder
            plainer.append(candidate)
        }
        if subscription.observer != Program.Subscription.plain.observer {
            var candidate = subscription
            candidate.observer = Program.Subscription.plain.observer
            plainer.append(candidate)
        }
        return plainer
    }
}

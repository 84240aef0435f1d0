/// What a grammar-fuzz run exercised, counted over all its programs, for the summary line the
/// test prints and the figures of the appendix "What the tests prove".
struct GrammarFuzzStatistics {
    var programs = 0
    var asynchronousPrograms = 0
    var subscriptions = 0
    var stepsRun = 0
    var eventsSent = 0
    var eventsDelivered = 0
    /// Delivered on another thread than the program's (by a scheduler).
    var eventsDeliveredElsewhere = 0
    var disposeSteps = 0
    var selfDisposals = 0
    var exactComparisons = 0
    var prefixComparisons = 0
    var operatorUses: [String: Int] = [:]
    var schedulerUses: [String: Int] = [:]
    var holderUses: [String: Int] = [:]

    mutating func count(_ program: GrammarFuzzProgram) {
        programs += 1
        if program.isAsynchronous {
            asynchronousPrograms += 1
        }
        for op in program.operators {
            operatorUses[op.kindName, default: 0] += 1
            if let kind = op.scheduler {
                schedulerUses[kind.rawValue, default: 0] += 1
            }
        }
        for subscription in program.subscriptions {
            holderUses[subscription.holder.rawValue, default: 0] += 1
        }
    }

    /// A few lines for the test log.
    var summary: String {
        func list(_ counts: [String: Int]) -> String {
            counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        }
        return """
            programs: \(programs) (\(programs - asynchronousPrograms) synchronous, \(asynchronousPrograms) with asynchronous schedulers)
            subscriptions: \(subscriptions); steps run: \(stepsRun); events sent: \(eventsSent); events delivered: \(eventsDelivered) (\(eventsDeliveredElsewhere) of them on a scheduler's thread)
            disposals: \(disposeSteps) by a step, \(selfDisposals) by the observer itself; comparisons: \(exactComparisons) exact, \(prefixComparisons) prefix
            operators: \(list(operatorUses))
            schedulers: \(list(schedulerUses))
            holders: \(list(holderUses))
            """
    }
}

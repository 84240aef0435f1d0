/// The reference model of the grammar fuzzer: what each observer of a program must see, worked
/// out with plain arrays, and how strictly what it did see is compared with that.
///
/// The model applies the grammar (`next* (error | completed)?`: nothing after the first
/// terminal event) and then each operator in order (`map` adds, `filter` keeps a remainder,
/// `take(n)` completes after n elements; `subscribe(on:)` and `observe(on:)` change threads,
/// not events) to the events a subscription's create closure was sent before the program
/// disposed it, and cuts the result after the element at which the observer disposes itself.
///
/// The comparison is exact when delivery is synchronous, or when nothing but the observer itself
/// (on the delivering thread) disposed the subscription: then nothing may arrive after dispose
/// returns. When events are delivered on another thread and the program's thread disposes,
/// the two race, and what was seen must be a prefix of the model's sequence. In that case the
/// observer's own disposal does not cut the sequence either: of two concurrent `dispose()`
/// calls, the one that finds the other already started returns at once (a SinkDisposer's or a
/// BinaryDisposable's flag is set first, the work follows), so the observer may return from its
/// own `dispose()` and still receive what the scheduler had queued, until the program's thread
/// has finished disposing. RxSwift behaves the same; a fuzz run found it (see
/// `GrammarFuzzTests.regressionPrograms`).
enum GrammarFuzzModel {
    typealias Program = GrammarFuzzProgram

    /// An event as the model writes it: errors compare by their description.
    enum Event: Equatable, CustomStringConvertible {
        case next(Int)
        case error(String)
        case completed

        var isTerminal: Bool {
            if case .next = self {
                return false
            }
            return true
        }

        var description: String {
            switch self {
            case .next(let value): return "next(\(value))"
            case .error(let name): return "error(\(name))"
            case .completed: return "completed"
            }
        }
    }

    /// The error every `error` step sends.
    struct FuzzError: Error, CustomStringConvertible {
        var description: String { "fuzz error" }
    }

    // MARK: - Which parts of the chain act

    /// Whether subscribing runs the create closure: `take(0)` answers `empty()` without
    /// subscribing to anything above it.
    static func subscribesToSource(_ operators: [Program.Operator]) -> Bool {
        !operators.contains(.take(0))
    }

    /// The operators that act on a subscription: all of them, or those below the last `take(0)`.
    static func effectiveOperators(_ operators: [Program.Operator]) -> [Program.Operator] {
        guard let lastTakeZero = operators.lastIndex(of: .take(0)) else {
            return operators
        }
        return Array(operators[(lastTakeZero + 1)...])
    }

    /// Whether the create closure runs on another thread, after `subscribe` has returned, so the
    /// program must wait for it before it can send anything.
    static func subscribesAsynchronously(_ operators: [Program.Operator]) -> Bool {
        subscribesToSource(operators) && operators.contains { op in
            if case .subscribeOn(let kind) = op {
                return kind.isAsynchronous
            }
            return false
        }
    }

    /// Whether events reach the observer on another thread than the one that sent them: an
    /// asynchronous `observe(on:)`, or `empty()` (behind `take(0)`) subscribed to on another
    /// thread, which completes there.
    static func deliversAsynchronously(_ operators: [Program.Operator]) -> Bool {
        let effective = effectiveOperators(operators)
        let sourceIsEmpty = !subscribesToSource(operators)
        return effective.contains { op in
            switch op {
            case .observeOn(let kind):
                return kind.isAsynchronous
            case .subscribeOn(let kind):
                return sourceIsEmpty && kind.isAsynchronous
            case .map, .filter, .take:
                return false
            }
        }
    }

    // MARK: - The expected sequence

    /// What a subscription's observer must have seen, and whether exactly that (`isExact`) or
    /// any prefix of it: a prefix where events are delivered on another thread and the program's
    /// thread disposed the subscription.
    static func expectation(
        operators: [Program.Operator], sent: [Event], disposeAfterElements: Int?, disposedByStep: Bool
    ) -> (events: [Event], isExact: Bool) {
        if disposedByStep && deliversAsynchronously(operators) {
            return (expectedEvents(operators: operators, sent: sent, disposeAfterElements: nil), false)
        }
        return (expectedEvents(operators: operators, sent: sent, disposeAfterElements: disposeAfterElements), true)
    }

    /// What an observer must see, given what its create closure was sent (before the program
    /// disposed the subscription) and the element count at which it disposes itself.
    static func expectedEvents(
        operators: [Program.Operator], sent: [Event], disposeAfterElements: Int?
    ) -> [Event] {
        var events: [Event]
        if subscribesToSource(operators) {
            // The create closure's sink drops whatever follows the first terminal event.
            if let terminal = sent.firstIndex(where: \.isTerminal) {
                events = Array(sent[...terminal])
            } else {
                events = sent
            }
        } else {
            events = [.completed]
        }

        for op in effectiveOperators(operators) {
            switch op {
            case .map(let add):
                events = events.map { event in
                    if case .next(let value) = event {
                        return .next(value + add)
                    }
                    return event
                }
            case .filter(let modulus, let remainder):
                events = events.filter { event in
                    if case .next(let value) = event {
                        return value % modulus == remainder
                    }
                    return true
                }
            case .take(let count):
                events = take(count, of: events)
            case .subscribeOn, .observeOn:
                break
            }
        }

        if let limit = disposeAfterElements {
            var elements = 0
            if let cut = events.firstIndex(where: { event in
                if case .next = event {
                    elements += 1
                }
                return elements == limit
            }) {
                events = Array(events[...cut])
            }
        }
        return events
    }

    private static func take(_ count: Int, of events: [Event]) -> [Event] {
        var taken: [Event] = []
        var elements = 0
        for event in events {
            taken.append(event)
            if event.isTerminal {
                break
            }
            elements += 1
            if elements == count {
                taken.append(.completed)
                break
            }
        }
        return taken
    }

    // MARK: - Comparing

    /// Why `events` breaks the grammar `next* (error | completed)?`, or nil if it keeps it.
    static func grammarViolation(_ events: [Event]) -> String? {
        guard let terminal = events.firstIndex(where: \.isTerminal) else {
            return nil
        }
        if terminal != events.count - 1 {
            return "\(events[terminal]) at position \(terminal) is followed by \(events[(terminal + 1)...].map(\.description))"
        }
        return nil
    }

    static func isPrefix(_ seen: [Event], of expected: [Event]) -> Bool {
        seen.count <= expected.count && zip(seen, expected).allSatisfy { $0 == $1 }
    }
}

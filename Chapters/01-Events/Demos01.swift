import RxReading

extension Demos {
    /// Chapter 01's demos.
    static let chapter01: [Demo] = [
        Demo(chapter: 1, name: "grammar",
             title: "Histories of events read against the grammar next* (error | completed)?") { log in
            let histories: [(String, [Event<String>])] = [
                ("two elements, then completed", [.next("a"), .next("b"), .completed]),
                ("nothing yet", []),
                ("one element, still running", [.next("a")]),
                ("an error straight away", [.error(DemoError.timeout)]),
                ("Part I's Hello World, as sent", [.next("Hello World"), .completed, .next("Hello again")]),
                ("two terminal events", [.error(DemoError.timeout), .completed]),
            ]
            for (name, history) in histories {
                let shown = history.map { String(describing: $0) }.joined(separator: ", ")
                log.print("\(name): [\(shown)]")
                log.print("    \(grammarVerdict(history))")
            }
        },
        Demo(chapter: 1, name: "queries",
             title: "What an event answers about itself, and what map does to it") { log in
            let events: [Event<Int>] = [.next(2), .error(DemoError.timeout), .completed]
            for event in events {
                let element = event.element.map { "\($0)" } ?? "nil"
                let error = event.error.map { "\($0)" } ?? "nil"
                log.print("\(event): isStopEvent \(event.isStopEvent), element \(element), error \(error), isCompleted \(event.isCompleted)")
            }
            for event in events {
                log.print("\(event).map { $0 * 10 } = \(event.map { $0 * 10 })")
            }
            let divide: (Int) throws -> Int = { value in
                guard value != 0 else { throw DemoError.divisionByZero }
                return 100 / value
            }
            log.print("next(4).map(divide) = \(Event.next(4).map(divide))")
            log.print("next(0).map(divide) = \(Event.next(0).map(divide))")
        },
    ]
}

/// The errors chapter 01's demos send, named so that they print the same on every run.
private enum DemoError: Error, CustomStringConvertible {
    case timeout
    case divisionByZero

    var description: String {
        switch self {
        case .timeout: return "timeout"
        case .divisionByZero: return "division by zero"
        }
    }
}

/// Reads a history against the grammar `next* (error | completed)?`. Generic over anything that
/// can be read as an event: the constraint `EventConvertible` exists to make possible.
private func grammarVerdict<History: Sequence>(_ history: History) -> String
    where History.Element: EventConvertible {
    var stop: String?
    for (index, item) in history.enumerated() {
        let event = item.event
        if let stop {
            return "breaks the grammar: event \(index + 1), \(event), comes after \(stop)"
        }
        if event.isStopEvent {
            stop = String(describing: event)
        }
    }
    return stop == nil ? "keeps the grammar; the sequence may go on" : "keeps the grammar; the sequence is over"
}

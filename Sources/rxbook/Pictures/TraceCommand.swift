import Foundation
import RxReadingDemos
#if RXREADING_TRACE
import RxReading
#endif

/// `rxbook trace`: lists the demos the book draws; `rxbook trace NAME [--text]` runs one with
/// the library's trace recording and prints it as a Mermaid sequence diagram, or as an indented
/// list for a terminal.
func runTrace(_ arguments: [String]) -> Int32 {
    var names: [String] = []
    var asText = false
    for argument in arguments {
        if argument == "--text" {
            asText = true
        } else if argument.hasPrefix("-") {
            printError("`trace` knows one option, --text; usage: rxbook trace [NAME] [--text]")
            return 2
        } else {
            names.append(argument)
        }
    }
    if names.isEmpty {
        let traced = Demos.traced
        print("Demos the book draws as sequence diagrams (rxbook trace NAME, or NAME --text):")
        let width = traced.map(\.name.count).max() ?? 0
        for demo in traced {
            let chapter = demo.chapter < 10 ? "0\(demo.chapter)" : "\(demo.chapter)"
            print("  \(chapter)  \(demo.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(demo.title)")
        }
        return 0
    }
    guard names.count == 1 else {
        printError("`trace` takes one demo name, for example `rxbook trace chain-trace`; `rxbook trace` lists them")
        return 2
    }
    switch tracedDemo(named: names[0]) {
    case .failure(let problem):
        printError(problem.message)
        return 2
    case .success(let demo):
        switch TraceDiagram.render(demo, asText: asText) {
        case .success(let lines):
            lines.forEach { print($0) }
            return 0
        case .failure(let problem):
            printError(problem.message)
            return 1
        }
    }
}

struct TraceProblem: Error {
    let message: String
}

/// The traced demo named `name`, or a message naming the ones there are.
func tracedDemo(named name: String) -> Result<Demo, TraceProblem> {
    let traced = Demos.traced
    if let demo = traced.first(where: { $0.name == name }) {
        return .success(demo)
    }
    let known = traced.map(\.name).joined(separator: ", ")
    if Demos.all.contains(where: { $0.name == name }) {
        return .failure(TraceProblem(message: "demo \"\(name)\" is not traced (`rxbook demo` prints it); traced demos: \(known)"))
    }
    return .failure(TraceProblem(message: "no traced demo \"\(name)\"; traced demos: \(known)"))
}

/// Turns a traced demo's recorded steps into the diagram the book shows.
enum TraceDiagram {
    /// The most messages a diagram may hold before it stops being readable; a demo over it
    /// must cut its trace with its `DemoTrace` filter.
    static let messageLimit = 40

    static func render(_ demo: Demo, asText: Bool) -> Result<[String], TraceProblem> {
        #if RXREADING_TRACE
        let steps = demo.runTraced().steps
        if steps.isEmpty {
            return .failure(TraceProblem(message: "demo \"\(demo.name)\" recorded no step: its filter keeps nothing"))
        }
        if steps.count > messageLimit {
            return .failure(TraceProblem(message: "demo \"\(demo.name)\" records \(steps.count) steps, more than the \(messageLimit) a diagram stays readable with: cut it with its DemoTrace filter"))
        }
        return .success(asText ? text(steps) : mermaid(steps))
        #else
        return .failure(TraceProblem(message: "traces are recorded by debug builds only (release builds carry no trace hooks): run `swift run rxbook trace \(demo.name)` without `-c release`"))
        #endif
    }

    #if RXREADING_TRACE
    /// A Mermaid `sequenceDiagram`: one participant per object in order of appearance, one
    /// message per step, a note where the thread or queue changes.
    static func mermaid(_ steps: [TraceStep]) -> [String] {
        var identifiers: [String: String] = [:]
        var order: [String] = []
        func identifier(_ name: String) -> String {
            if let known = identifiers[name] { return known }
            var base = String(name.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
            if base.isEmpty || base.first!.isNumber { base = "p" + base }
            var candidate = base
            var suffix = 2
            while identifiers.values.contains(candidate) {
                candidate = "\(base)_\(suffix)"
                suffix += 1
            }
            identifiers[name] = candidate
            order.append(name)
            return candidate
        }
        for step in steps {
            _ = identifier(step.from)
            _ = identifier(step.to)
        }
        var lines = ["sequenceDiagram"]
        for name in order {
            let shown = escaped(name)
            // A participant whose name is its identifier needs no alias.
            lines.append(identifiers[name] == shown ? "    participant \(shown)" : "    participant \(identifiers[name]!) as \(shown)")
        }
        let places = Set(steps.map(\.place))
        var lastPlace: String?
        for step in steps {
            if places.count > 1, step.place != lastPlace {
                lines.append("    Note over \(identifiers[step.to]!): on \(escaped(step.place))")
            }
            lastPlace = step.place
            if step.kind == .log {
                lines.append("    Note over \(identifiers[step.from]!): \(escaped(step.message))")
            } else {
                lines.append("    \(identifiers[step.from]!)->>\(identifiers[step.to]!): \(escaped(step.message))")
            }
        }
        return lines
    }

    /// An indented list: one line per step, indented by how deep in traced calls it ran, with
    /// the thread or queue where it changes.
    static func text(_ steps: [TraceStep]) -> [String] {
        var lines: [String] = []
        var lastPlace: String?
        for step in steps {
            if step.place != lastPlace {
                lines.append("[on \(step.place)]")
                lastPlace = step.place
            }
            let indent = String(repeating: "  ", count: step.depth + 1)
            if step.kind == .log {
                lines.append("\(indent)\(step.from) prints: \(step.message)")
            } else {
                lines.append("\(indent)\(step.from) -> \(step.to): \(step.message)")
            }
        }
        return lines
    }

    /// Mermaid reads `#` as the start of an entity code and `;` as the end of a statement: both
    /// are written as entity codes.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "#": result += "#35;"
            case ";": result += "#59;"
            default: result.append(character)
            }
        }
        return result
    }
    #endif
}

import Foundation

/// What a benchmark program was asked to do on its command line (`--quick`, `--json`,
/// `--filter`, `--repetitions`, `--instructions`, `--time-only`), and the steps every such
/// program takes with it: choosing the cases, measuring them one by one, and failing with a
/// message that names the program.
public struct BenchmarkOptions {
    /// The program's name, which starts every message it writes to standard error.
    public let programName: String
    /// The command that runs the program in release, for the usage text and the debug warning.
    public let command: String
    /// A smoke run: a tenth of the work, three repetitions.
    public var quick = false
    /// Print JSON instead of a table.
    public var json = false
    /// Run only the cases whose name contains this text.
    public var filter: String?
    /// Timed rounds per case; the median is reported.
    public var repetitions = 7
    /// Whether to count instructions per operation under callgrind: nil leaves it to `quick`
    /// (a full run counts, a quick run does not), `--instructions` and `--time-only` decide.
    public var instructions: Bool?
    /// Set when the program was started as a counting child (`--instructions-child NAME SIDE N`):
    /// it runs that one side once and exits. See `InstructionCounter`.
    public var child: (comparison: String, side: Int, operations: Int)?

    public init(programName: String, command: String) {
        self.programName = programName
        self.command = command
    }

    /// The usage text `--help` prints.
    public var usage: String {
        """
        usage: \(command) [--quick] [--json] [--filter TEXT] [--repetitions N]
               [--instructions | --time-only]

          --quick          a smoke run: a tenth of the timed work, three repetitions, no instruction count
          --json           print the measurements as JSON instead of a table
          --filter TEXT    run only the cases whose name contains TEXT
          --repetitions N  timed rounds per case (default 7; the median is reported)
          --instructions   also count instructions per operation under valgrind's callgrind,
                           (Ir(2N) - Ir(N)) / N, and judge targets on them (the default
                           without --quick)
          --time-only      do not count instructions; judge targets on time
        """
    }

    /// Reads `arguments` (without the program's path). Prints the usage and exits 0 on `--help`;
    /// exits 2 with a message naming `programName` on an argument it does not know. In a debug
    /// build, warns on standard error that the figures mean little.
    public static func parse(
        arguments: some Sequence<String>, programName: String, command: String
    ) -> BenchmarkOptions {
        var options = BenchmarkOptions(programName: programName, command: command)
        var arguments = arguments.makeIterator()
        while let argument = arguments.next() {
            switch argument {
            case "--quick":
                options.quick = true
            case "--json":
                options.json = true
            case "--filter":
                guard let value = arguments.next() else { options.fail("--filter needs a text") }
                options.filter = value
            case "--repetitions":
                guard let value = arguments.next().flatMap(Int.init), value >= 1 else {
                    options.fail("--repetitions needs a whole number of at least 1")
                }
                options.repetitions = value
            case "--instructions":
                options.instructions = true
            case "--time-only":
                options.instructions = false
            case InstructionCounter.childArgument:
                guard let name = arguments.next(), let side = arguments.next().flatMap(Int.init),
                      let operations = arguments.next().flatMap(Int.init), side >= 0, operations >= 1
                else {
                    options.fail("\(InstructionCounter.childArgument) needs a case's name, a side and a count")
                }
                options.child = (name, side, operations)
                return options
            case "--help", "-h":
                print(options.usage)
                exit(0)
            default:
                options.fail("unknown argument \"\(argument)\"\n\(options.usage)")
            }
        }
        #if DEBUG
        options.warn("this is a debug build; figures mean little. Use \(command)")
        #endif
        return options
    }

    /// The harness these options ask for. When instructions are to be counted but cannot be
    /// (valgrind is missing), says so in one line on standard error and measures time only.
    public var harness: Harness {
        var counter: InstructionCounter?
        if instructions ?? !quick {
            switch InstructionCounter.locate() {
            case let .success(found):
                counter = found
            case let .failure(error):
                warn("\(error)")
            }
        }
        // Callgrind runs the code some fifty times slower, so it counts a twentieth of the work,
        // in a quick run too: the targets are set at that N, and with far fewer operations the
        // growth of the trampoline's queue and the dispatch threads' wake-ups weigh more.
        return Harness(
            repetitions: quick ? 3 : repetitions, scale: quick ? 0.1 : 1,
            instructionCounter: counter, instructionScale: 0.05)
    }

    /// In a counting child (see `child`), runs the asked side of the comparison of that name once
    /// and exits; otherwise returns at once.
    public func runChildIfAsked(_ comparisons: [Comparison]) {
        guard let child else { return }
        guard let comparison = comparisons.first(where: { $0.name == child.comparison }) else {
            fail("no case named \"\(child.comparison)\"")
        }
        let sides = comparison.contenders.map(\.run) + [comparison.baseline]
        guard child.side < sides.count else { fail("\(comparison.name) has no side \(child.side)") }
        blackHole(sides[child.side](child.operations))
        exit(0)
    }

    /// The items whose name contains the filter (all of them without one), in their order.
    /// Exits 2 listing every name, then `note` if given, when none matches.
    public func selecting<Item>(_ items: [Item], name: (Item) -> String, note: String? = nil) -> [Item] {
        let selected = items.filter { item in filter.map { name(item).contains($0) } ?? true }
        guard !selected.isEmpty else {
            let names = items.map(name).joined(separator: "\n")
            fail("no case matches \"\(filter ?? "")\"; the cases are:\n\(names)" + (note.map { "\n\n\($0)" } ?? ""))
        }
        return selected
    }

    /// Measures `items` in order with `measure`, saying on standard error which it has measured
    /// unless the output is JSON. Exits 1 with the error if one fails.
    public func measuring<Item, Result>(
        _ items: [Item], name: (Item) -> String, with measure: (Item) throws -> Result
    ) -> [Result] {
        var results: [Result] = []
        for item in items {
            do {
                results.append(try measure(item))
            } catch {
                fail("\(error)", status: 1)
            }
            if !json {
                standardError("measured \(name(item))")
            }
        }
        return results
    }

    /// Writes `message`, after the program's name, to standard error.
    public func warn(_ message: String) {
        standardError("\(programName): \(message)")
    }

    /// Writes `message`, after the program's name, to standard error and exits with `status`.
    public func fail(_ message: String, status: Int32 = 2) -> Never {
        warn(message)
        exit(status)
    }

    private func standardError(_ line: String) {
        FileHandle.standardError.write(Data("\(line)\n".utf8))
    }
}

import Foundation
import RxBenchKit

/// `combinebench`: rxbench's cases run with RxReading, with OpenCombine 0.14.0 and in plain Swift,
/// interleaved in one process, with every ratio between the three.

let usage = """
usage: swift run -c release --package-path Benchmarks combinebench [--quick] [--json] [--filter TEXT] [--repetitions N]

  --quick          a smoke run: a tenth of the work, three repetitions
  --json           print the measurements as JSON instead of a table
  --filter TEXT    run only the cases whose name contains TEXT
  --repetitions N  timed rounds per case (default 7; the median is reported)
"""

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("combinebench: \(message)\n".utf8))
    exit(2)
}

var quick = false
var json = false
var filter: String?
var repetitions = 7

var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--quick":
        quick = true
    case "--json":
        json = true
    case "--filter":
        guard let value = arguments.next() else { fail("--filter needs a text") }
        filter = value
    case "--repetitions":
        guard let value = arguments.next().flatMap(Int.init), value >= 1 else {
            fail("--repetitions needs a whole number of at least 1")
        }
        repetitions = value
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        fail("unknown argument \"\(argument)\"\n\(usage)")
    }
}

#if DEBUG
FileHandle.standardError.write(Data("combinebench: this is a debug build; figures mean little. Use swift run -c release --package-path Benchmarks combinebench\n".utf8))
#endif

let selected = allComparisons.filter { filter == nil || $0.name.contains(filter!) }
guard !selected.isEmpty else {
    fail("no case matches \"\(filter ?? "")\"; the cases are:\n\(allComparisons.map(\.name).joined(separator: "\n"))\n\n\(omittedCases)")
}

let harness = Harness(repetitions: quick ? 3 : repetitions, scale: quick ? 0.1 : 1)
var measurements: [ComparisonMeasurement] = []
do {
    for comparison in selected {
        measurements.append(try harness.measure(comparison))
        if !json {
            FileHandle.standardError.write(Data("measured \(comparison.name)\n".utf8))
        }
    }
} catch {
    FileHandle.standardError.write(Data("combinebench: \(error)\n".utf8))
    exit(1)
}

if json {
    print(Report.json(measurements))
    // Standard output stays pure JSON; the note goes where people read.
    FileHandle.standardError.write(Data("\(omittedCases)\n".utf8))
} else {
    print(Report.table(measurements, countsAllocations: countsAllocations))
    print("")
    print(omittedCases)
}

import Foundation
import RxBenchKit

/// `rxbench`: every hot path of the library against plain Swift doing the same work, in one run.

let usage = """
usage: swift run -c release rxbench [--quick] [--json] [--filter TEXT] [--repetitions N]

  --quick          a smoke run: a tenth of the work, three repetitions
  --json           print the measurements as JSON instead of a table
  --filter TEXT    run only the cases whose name contains TEXT
  --repetitions N  timed rounds per case (default 7; the median is reported)
"""

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
        guard let value = arguments.next() else {
            FileHandle.standardError.write(Data("rxbench: --filter needs a text\n".utf8))
            exit(2)
        }
        filter = value
    case "--repetitions":
        guard let value = arguments.next().flatMap(Int.init), value >= 1 else {
            FileHandle.standardError.write(Data("rxbench: --repetitions needs a whole number of at least 1\n".utf8))
            exit(2)
        }
        repetitions = value
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        FileHandle.standardError.write(Data("rxbench: unknown argument \"\(argument)\"\n\(usage)\n".utf8))
        exit(2)
    }
}

#if DEBUG
FileHandle.standardError.write(Data("rxbench: this is a debug build; figures mean little. Use swift run -c release rxbench\n".utf8))
#endif

let selected = allCases.filter { filter == nil || $0.name.contains(filter!) }
guard !selected.isEmpty else {
    FileHandle.standardError.write(Data("rxbench: no case matches \"\(filter ?? "")\"; the cases are:\n\(allCases.map(\.name).joined(separator: "\n"))\n".utf8))
    exit(2)
}

let harness = Harness(repetitions: quick ? 3 : repetitions, scale: quick ? 0.1 : 1)
var measurements: [RxBenchKit.Measurement] = []
do {
    for benchmark in selected {
        let measurement = try harness.measure(benchmark)
        measurements.append(measurement)
        if !json {
            FileHandle.standardError.write(Data("measured \(benchmark.name)\n".utf8))
        }
    }
} catch {
    FileHandle.standardError.write(Data("rxbench: \(error)\n".utf8))
    exit(1)
}

if json {
    print(Report.json(measurements))
} else {
    print(Report.table(measurements, countsAllocations: countsAllocations))
}

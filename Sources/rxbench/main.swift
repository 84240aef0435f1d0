import RxBenchCases
import RxBenchKit

/// `rxbench`: every hot path of the library against plain Swift doing the same work, in one run.

let options = BenchmarkOptions.parse(
    arguments: CommandLine.arguments.dropFirst(), programName: "rxbench", command: "swift run -c release rxbench")
options.runChildIfAsked(allCases.map(\.comparison))
let selected = options.selecting(allCases, name: \.name)
let harness = options.harness
let measurements = options.measuring(selected, name: \.name) { try harness.measure($0) }

if options.json {
    print(Report.json(measurements))
} else {
    print(Report.table(measurements, countsAllocations: countsAllocations))
}

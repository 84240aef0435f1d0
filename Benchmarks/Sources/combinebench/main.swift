import RxBenchKit

/// `combinebench`: rxbench's cases run with RxReading, with OpenCombine 0.14.0 and in plain Swift,
/// interleaved in one process, with every ratio between the three.

let options = BenchmarkOptions.parse(
    arguments: CommandLine.arguments.dropFirst(),
    programName: "combinebench",
    command: "swift run -c release --package-path Benchmarks combinebench")
options.runChildIfAsked(allComparisons)
let selected = options.selecting(allComparisons, name: \.name, note: omittedCases)
let harness = options.harness
let measurements = options.measuring(selected, name: \.name) { try harness.measure($0) }

if options.json {
    print(Report.json(measurements))
    // Standard output stays pure JSON; the note goes where people read.
    options.warn(omittedCases)
} else {
    print(Report.table(measurements, countsAllocations: countsAllocations))
    print("")
    print(omittedCases)
}

import RxBenchKit

/// Every case rxbench knows, in the order it runs them. combinebench (the Benchmarks/ package)
/// runs these same cases' library and baseline closures beside OpenCombine, found by name.
public let allCases: [BenchmarkCase] = partOneCases + partTwoCases + partThreeCases + churnCases + concurrencyCases + partFourCases + traitCases + capstoneCases

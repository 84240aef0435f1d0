import RxBenchKit

/// Every case rxbench knows, in the order it runs them.
let allCases: [BenchmarkCase] = partOneCases + partTwoCases

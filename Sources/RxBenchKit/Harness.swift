import CAllocationCounter

import Dispatch
import Foundation

/// Whether this platform counts heap allocations.
public var countsAllocations: Bool {
    rxbench_counts_allocations() != 0
}

/// One benchmark: the library doing some work, and plain Swift doing the same work, measured in
/// the same run so their ratio does not depend on the machine.
public struct BenchmarkCase {
    /// The case as a comparison with one contender, the library, so the harness measures it
    /// exactly as it measures any comparison.
    public let comparison: Comparison
    /// The ratio to the baseline set as the goal (by issue 4, for Part II's paths by issue 9,
    /// tightened for the trampoline's recursion and the subject by issue 18),
    /// if one is set. It is judged on instructions when they are counted, on time otherwise.
    public let targetRatio: Double?
    /// The most heap allocations per operation the library may make, if the goal sets one (issue
    /// 18 does for `trampoline/scheduleRecursive`). Judged where allocations are counted.
    public let targetAllocations: Double?

    /// `group/variant`, e.g. `pump/create`.
    public var name: String { comparison.name }
    /// What one operation is, for the table ("element", "subscription", "action").
    public var unit: String { comparison.unit }
    /// Operations in one full-size run.
    public var operations: Int { comparison.operations }
    /// What the baseline does, in a phrase.
    public var baselineDescription: String { comparison.baselineDescription }
    /// Runs `n` operations with the library; returns a checksum so the work cannot be optimized away.
    public var library: (Int) -> Int { comparison.contenders[0].run }
    /// Runs `n` operations in plain Swift; returns the same checksum as `library`.
    public var baseline: (Int) -> Int { comparison.baseline }

    public init(
        name: String, unit: String, operations: Int, baselineDescription: String, targetRatio: Double?,
        targetAllocations: Double? = nil,
        library: @escaping (Int) -> Int, baseline: @escaping (Int) -> Int
    ) {
        let contender = Comparison.Contender(
            name: "library", shortName: "lib", description: "the library", run: library)
        self.comparison = Comparison(
            name: name, unit: unit, operations: operations, baselineDescription: baselineDescription,
            contenders: [contender], baseline: baseline)
        self.targetRatio = targetRatio
        self.targetAllocations = targetAllocations
    }
}

/// What one case measured.
public struct Measurement {
    public let benchmark: BenchmarkCase
    public let operations: Int
    public let repetitions: Int
    /// The N of the instruction count's (Ir(2N) − Ir(N)) / N; nil when not counted.
    public let instructionOperations: Int?
    public let libraryNanosPerOperation: Double
    public let baselineNanosPerOperation: Double
    public let libraryAllocationsPerOperation: Double?
    public let baselineAllocationsPerOperation: Double?
    /// Nil when instructions were not counted.
    public let libraryInstructionsPerOperation: Double?
    public let baselineInstructionsPerOperation: Double?

    /// Library time over baseline time.
    public var ratio: Double { libraryNanosPerOperation / baselineNanosPerOperation }

    /// Library instructions over baseline instructions, when they were counted.
    public var instructionRatio: Double? {
        guard let library = libraryInstructionsPerOperation, let baseline = baselineInstructionsPerOperation
        else { return nil }
        return library / baseline
    }

    /// The ratio the target is judged on: instructions when counted (they do not move with the
    /// machine's load), time otherwise.
    public var judgedRatio: Double { instructionRatio ?? ratio }

    /// Whether the case meets its target (the ratio, and the allocations where the target sets
    /// a limit and they were counted), or nil when it has none.
    public var meetsTarget: Bool? {
        guard benchmark.targetRatio != nil || benchmark.targetAllocations != nil else { return nil }
        let ratioMet = benchmark.targetRatio.map { judgedRatio <= $0 } ?? true
        let allocationsMet = benchmark.targetAllocations.map { limit in
            libraryAllocationsPerOperation.map { $0 <= limit + 0.005 } ?? true
        } ?? true
        return ratioMet && allocationsMet
    }
}

/// Measures cases and comparisons: a warm-up run of each side, then `repetitions` rounds that time
/// the sides back to back (interleaved, so a slow phase of the machine hits them all), and the
/// median of each side. Allocations are counted over one separate run of each side. With an
/// instruction counter, each side is also run under callgrind (see `InstructionCounter`).
public struct Harness {
    public let repetitions: Int
    public let scale: Double
    /// Counts instructions per operation, or nil to measure time only.
    public let instructionCounter: InstructionCounter?
    /// The share of a case's operations counted under callgrind.
    public let instructionScale: Double

    public init(repetitions: Int, scale: Double, instructionCounter: InstructionCounter? = nil, instructionScale: Double = 0.05) {
        self.repetitions = repetitions
        self.scale = scale
        self.instructionCounter = instructionCounter
        self.instructionScale = instructionScale
    }

    /// Measures a case as the one-contender comparison it is.
    public func measure(_ benchmark: BenchmarkCase) throws -> Measurement {
        let measured = try measure(benchmark.comparison)
        let library = measured.contenders[0]
        return Measurement(
            benchmark: benchmark,
            operations: measured.operations,
            repetitions: measured.repetitions,
            instructionOperations: measured.instructionOperations,
            libraryNanosPerOperation: library.nanosPerOperation,
            baselineNanosPerOperation: measured.baseline.nanosPerOperation,
            libraryAllocationsPerOperation: library.allocationsPerOperation,
            baselineAllocationsPerOperation: measured.baseline.allocationsPerOperation,
            libraryInstructionsPerOperation: library.instructionsPerOperation,
            baselineInstructionsPerOperation: measured.baseline.instructionsPerOperation)
    }

    /// Measures a comparison: a warm-up run of the baseline and of each contender (which checks
    /// their checksums), then `repetitions` rounds that time every contender and the baseline
    /// back to back, in the comparison's order, and one more run of each side that counts its
    /// allocations.
    public func measure(_ comparison: Comparison) throws -> ComparisonMeasurement {
        let operations = max(1, Int(Double(comparison.operations) * scale))

        let expected = comparison.baseline(operations)
        for contender in comparison.contenders {
            let checksum = contender.run(operations)
            guard checksum == expected else {
                throw BenchmarkError.contenderChecksumMismatch(
                    case: comparison.name, contender: contender.name, checksum: checksum, baseline: expected)
            }
        }

        let names = comparison.contenders.map(\.name) + ["baseline"]
        let sides = comparison.contenders.map(\.run) + [comparison.baseline]
        var times = [[Double]](repeating: [], count: sides.count)
        for _ in 0..<repetitions {
            for (index, side) in sides.enumerated() {
                times[index].append(time { side(operations) })
            }
        }
        let counts = sides.map { side in allocations { side(operations) } }
        let instructionOperations = max(1, Int(Double(comparison.operations) * instructionScale))
        let instructions = try sides.indices.map { index in
            try instructionCounter?.instructionsPerOperation(
                comparison: comparison.name, side: index, operations: instructionOperations)
        }

        let measured = sides.indices.map { index in
            ComparisonMeasurement.Side(
                name: names[index],
                nanosPerOperation: median(times[index]) / Double(operations),
                allocationsPerOperation: counts[index].map { Double($0) / Double(operations) },
                instructionsPerOperation: instructions[index])
        }
        return ComparisonMeasurement(
            comparison: comparison,
            operations: operations,
            repetitions: repetitions,
            instructionOperations: instructionCounter == nil ? nil : instructionOperations,
            contenders: Array(measured.dropLast()),
            baseline: measured[measured.count - 1])
    }

    /// Nanoseconds one call of `work` takes.
    private func time(_ work: () -> Int) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        blackHole(work())
        return Double(DispatchTime.now().uptimeNanoseconds - start)
    }

    /// Heap allocations one call of `work` makes, or nil where they cannot be counted.
    private func allocations(_ work: () -> Int) -> UInt64? {
        guard rxbench_counts_allocations() != 0 else { return nil }
        let before = rxbench_allocation_count()
        blackHole(work())
        return rxbench_allocation_count() - before
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

public enum BenchmarkError: Error, CustomStringConvertible {
    case contenderChecksumMismatch(case: String, contender: String, checksum: Int, baseline: Int)

    public var description: String {
        switch self {
        case let .contenderChecksumMismatch(name, contender, checksum, baseline):
            return "\(name): \(contender)'s checksum \(checksum) differs from the baseline's \(baseline); they do not do the same work"
        }
    }
}

/// Keeps a value alive in the optimizer's eyes.
@inline(never)
public func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Hides a value from the optimizer, so a baseline's closure cannot be folded into its loop.
@inline(never)
public func opaque<T>(_ value: T) -> T {
    value
}

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
    /// `group/variant`, e.g. `pump/create`.
    public let name: String
    /// What one operation is, for the table ("element", "subscription", "action").
    public let unit: String
    /// Operations in one full-size run.
    public let operations: Int
    /// What the baseline does, in a phrase.
    public let baselineDescription: String
    /// The ratio to the baseline that issue 4 sets as the goal, if it sets one.
    public let targetRatio: Double?
    /// Runs `n` operations with the library; returns a checksum so the work cannot be optimized away.
    public let library: (Int) -> Int
    /// Runs `n` operations in plain Swift; returns the same checksum as `library`.
    public let baseline: (Int) -> Int

    public init(
        name: String, unit: String, operations: Int, baselineDescription: String, targetRatio: Double?,
        library: @escaping (Int) -> Int, baseline: @escaping (Int) -> Int
    ) {
        self.name = name
        self.unit = unit
        self.operations = operations
        self.baselineDescription = baselineDescription
        self.targetRatio = targetRatio
        self.library = library
        self.baseline = baseline
    }
}

/// What one case measured.
public struct Measurement {
    public let benchmark: BenchmarkCase
    public let operations: Int
    public let repetitions: Int
    public let libraryNanosPerOperation: Double
    public let baselineNanosPerOperation: Double
    public let libraryAllocationsPerOperation: Double?
    public let baselineAllocationsPerOperation: Double?

    public var ratio: Double { libraryNanosPerOperation / baselineNanosPerOperation }
}

/// Measures cases: a warm-up run of each side, then `repetitions` rounds that time the library
/// and the baseline back to back (interleaved, so a slow phase of the machine hits both), and the
/// median of each side. Allocations are counted over one separate run of each side.
public struct Harness {
    public let repetitions: Int
    public let scale: Double

    public init(repetitions: Int, scale: Double) {
        self.repetitions = repetitions
        self.scale = scale
    }

    public func measure(_ benchmark: BenchmarkCase) throws -> Measurement {
        let operations = max(1, Int(Double(benchmark.operations) * scale))

        let expected = benchmark.baseline(operations)
        let checksum = benchmark.library(operations)
        guard checksum == expected else {
            throw BenchmarkError.checksumMismatch(case: benchmark.name, library: checksum, baseline: expected)
        }

        let sides = measureSides([benchmark.library, benchmark.baseline], operations: operations)

        return Measurement(
            benchmark: benchmark,
            operations: operations,
            repetitions: repetitions,
            libraryNanosPerOperation: sides[0].nanosPerOperation,
            baselineNanosPerOperation: sides[1].nanosPerOperation,
            libraryAllocationsPerOperation: sides[0].allocationsPerOperation,
            baselineAllocationsPerOperation: sides[1].allocationsPerOperation)
    }

    /// Measures a comparison the same way: a warm-up run of the baseline and of each contender
    /// (which checks their checksums), then `repetitions` rounds that time every contender and
    /// the baseline back to back, in the comparison's order.
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

        let sides = measureSides(comparison.contenders.map(\.run) + [comparison.baseline], operations: operations)
        let named = zip(comparison.contenders.map(\.name) + ["baseline"], sides).map { name, side in
            ComparisonMeasurement.Side(
                name: name, nanosPerOperation: side.nanosPerOperation,
                allocationsPerOperation: side.allocationsPerOperation)
        }
        return ComparisonMeasurement(
            comparison: comparison,
            operations: operations,
            repetitions: repetitions,
            contenders: Array(named.dropLast()),
            baseline: named[named.count - 1])
    }

    /// Times `sides` in interleaved rounds and counts their allocations over one more run each;
    /// returns the median time and the allocations per operation of each side, in order.
    private func measureSides(
        _ sides: [(Int) -> Int], operations: Int
    ) -> [(nanosPerOperation: Double, allocationsPerOperation: Double?)] {
        var times = [[Double]](repeating: [], count: sides.count)
        for _ in 0..<repetitions {
            for (index, side) in sides.enumerated() {
                times[index].append(time { side(operations) })
            }
        }

        let counts = sides.map { side in allocations { side(operations) } }

        return sides.indices.map { index in
            (median(times[index]) / Double(operations), counts[index].map { Double($0) / Double(operations) })
        }
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
    case checksumMismatch(case: String, library: Int, baseline: Int)
    case contenderChecksumMismatch(case: String, contender: String, checksum: Int, baseline: Int)

    public var description: String {
        switch self {
        case let .checksumMismatch(name, library, baseline):
            return "\(name): the library's checksum \(library) differs from the baseline's \(baseline); the two sides do not do the same work"
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

import Foundation

/// Formats measurements as a table for people or JSON for machines.
public enum Report {
    public static func table(_ measurements: [Measurement], countsAllocations: Bool) -> String {
        var rows: [[String]] = [[
            "case", "per", "library ns", "baseline ns", "ratio", "target",
            "library allocs", "baseline allocs",
        ]]
        for measurement in measurements {
            let target = measurement.benchmark.targetRatio.map { limit in
                "≤\(format(limit, digits: 0))× " + (measurement.ratio <= limit ? "met" : "MISSED")
            } ?? "-"
            rows.append([
                measurement.benchmark.name,
                measurement.benchmark.unit,
                format(measurement.libraryNanosPerOperation, digits: 1),
                format(measurement.baselineNanosPerOperation, digits: 1),
                format(measurement.ratio, digits: 2) + "×",
                target,
                measurement.libraryAllocationsPerOperation.map { format($0, digits: 2) } ?? "n/a",
                measurement.baselineAllocationsPerOperation.map { format($0, digits: 2) } ?? "n/a",
            ])
        }
        var lines = alignedLines(rows, leftAligned: [0, 1, 5])
        let first = measurements.first
        lines.append("")
        lines.append("median of \(first?.repetitions ?? 0) interleaved rounds after a warm-up; ratio = library / baseline.")
        if !countsAllocations {
            lines.append("heap allocations are not counted on this platform.")
        }
        return lines.joined(separator: "\n")
    }

    public static func json(_ measurements: [Measurement]) -> String {
        let objects: [[String: Any]] = measurements.map { measurement in
            var object: [String: Any] = [
                "case": measurement.benchmark.name,
                "unit": measurement.benchmark.unit,
                "operations": measurement.operations,
                "repetitions": measurement.repetitions,
                "libraryNanosPerOperation": measurement.libraryNanosPerOperation,
                "baselineNanosPerOperation": measurement.baselineNanosPerOperation,
                "ratio": measurement.ratio,
                "baseline": measurement.benchmark.baselineDescription,
            ]
            if let target = measurement.benchmark.targetRatio {
                object["targetRatio"] = target
            }
            if let allocations = measurement.libraryAllocationsPerOperation {
                object["libraryAllocationsPerOperation"] = allocations
            }
            if let allocations = measurement.baselineAllocationsPerOperation {
                object["baselineAllocationsPerOperation"] = allocations
            }
            return object
        }
        let data = try! JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// A comparison table: for each contender its time, its ratio to the baseline and its
    /// allocations, and the ratio of each contender to every later one (RxReading/OpenCombine).
    /// Column heads use the contenders' short names; a legend under the table spells them out.
    /// Every comparison must have the same contenders, in the same order, as the first.
    public static func table(_ measurements: [ComparisonMeasurement], countsAllocations: Bool) -> String {
        guard let first = measurements.first else { return "" }
        let contenders = first.comparison.contenders
        let short = contenders.map(\.shortName)
        let pairs = contenders.indices.flatMap { earlier in
            contenders.indices.filter { $0 > earlier }.map { (earlier, $0) }
        }

        var rows: [[String]] = [
            ["case", "per"]
                + short.map { "\($0) ns" } + ["base ns"]
                + short.map { "\($0)/base" }
                + pairs.map { "\(short[$0.0])/\(short[$0.1])" }
                + short.map { "\($0) allocs" } + ["base allocs"],
        ]
        for measurement in measurements {
            let sides = measurement.contenders + [measurement.baseline]
            rows.append(
                [measurement.comparison.name, measurement.comparison.unit]
                    + sides.map { format($0.nanosPerOperation, digits: 1) }
                    + measurement.contenders.indices.map { format(measurement.ratioToBaseline($0), digits: 2) + "×" }
                    + pairs.map { format(measurement.ratio($0.0, to: $0.1), digits: 2) + "×" }
                    + sides.map { side in side.allocationsPerOperation.map { format($0, digits: 2) } ?? "n/a" })
        }

        var lines = alignedLines(rows, leftAligned: [0, 1])
        lines.append("")
        lines.append(contenders.map { "\($0.shortName) = \($0.name)" }.joined(separator: ", ") + ", base = plain Swift.")
        lines.append("median of \(first.repetitions) interleaved rounds after a warm-up; "
            + "each ratio divides the first side's time by the second's.")
        if !countsAllocations {
            lines.append("heap allocations are not counted on this platform.")
        }
        return lines.joined(separator: "\n")
    }

    public static func json(_ measurements: [ComparisonMeasurement]) -> String {
        let objects: [[String: Any]] = measurements.map { measurement in
            func side(_ side: ComparisonMeasurement.Side) -> [String: Any] {
                var object: [String: Any] = ["name": side.name, "nanosPerOperation": side.nanosPerOperation]
                if let allocations = side.allocationsPerOperation {
                    object["allocationsPerOperation"] = allocations
                }
                return object
            }
            let contenders: [[String: Any]] = measurement.contenders.indices.map { index in
                var object = side(measurement.contenders[index])
                object["description"] = measurement.comparison.contenders[index].description
                object["ratioToBaseline"] = measurement.ratioToBaseline(index)
                return object
            }
            var baseline = side(measurement.baseline)
            baseline["description"] = measurement.comparison.baselineDescription
            var ratios: [String: Double] = [:]
            for first in measurement.contenders.indices {
                for second in measurement.contenders.indices where second > first {
                    ratios["\(measurement.contenders[first].name)/\(measurement.contenders[second].name)"] =
                        measurement.ratio(first, to: second)
                }
            }
            return [
                "case": measurement.comparison.name,
                "unit": measurement.comparison.unit,
                "operations": measurement.operations,
                "repetitions": measurement.repetitions,
                "contenders": contenders,
                "baseline": baseline,
                "ratios": ratios,
            ]
        }
        let data = try! JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// Pads `rows` into columns (text columns left-aligned, numbers right-aligned) and rules off
    /// the head row.
    private static func alignedLines(_ rows: [[String]], leftAligned: Set<Int>) -> [String] {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = rows.map { row in
            row.indices.map { column in
                leftAligned.contains(column)
                    ? row[column].padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - row[column].count) + row[column]
            }.joined(separator: "  ")
        }
        lines.insert(String(repeating: "-", count: lines[0].count), at: 1)
        return lines
    }

    private static func format(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}

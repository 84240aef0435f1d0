import Foundation

/// Formats measurements as a table for people or JSON for machines.
public enum Report {
    public static func table(_ measurements: [Measurement], countsAllocations: Bool) -> String {
        let counted = measurements.contains { $0.instructionRatio != nil }
        var rows: [[String]] = [
            ["case", "per", "library ns", "baseline ns", "ratio"]
                + (counted ? ["library Ir", "baseline Ir", "Ir ratio"] : [])
                + ["target", "library allocs", "baseline allocs"],
        ]
        for measurement in measurements {
            var limits: [String] = []
            if let limit = measurement.benchmark.targetRatio {
                limits.append("≤\(format(limit, digits: limit == limit.rounded() ? 0 : 1))×")
            }
            if let limit = measurement.benchmark.targetAllocations {
                limits.append("≤\(format(limit, digits: 0)) alloc")
            }
            let target = limits.isEmpty ? "-" : limits.joined(separator: " ") + " " + (measurement.meetsTarget == true ? "met" : "MISSED")
            let instructions = counted
                ? [
                    measurement.libraryInstructionsPerOperation.map { format($0, digits: 0) } ?? "n/a",
                    measurement.baselineInstructionsPerOperation.map { format($0, digits: 0) } ?? "n/a",
                    measurement.instructionRatio.map { format($0, digits: 2) + "×" } ?? "n/a",
                ]
                : []
            rows.append(
                [
                    measurement.benchmark.name,
                    measurement.benchmark.unit,
                    format(measurement.libraryNanosPerOperation, digits: 1),
                    format(measurement.baselineNanosPerOperation, digits: 1),
                    format(measurement.ratio, digits: 2) + "×",
                ] + instructions + [
                    target,
                    measurement.libraryAllocationsPerOperation.map { format($0, digits: 2) } ?? "n/a",
                    measurement.baselineAllocationsPerOperation.map { format($0, digits: 2) } ?? "n/a",
                ])
        }
        var lines = alignedLines(rows, leftAligned: [0, 1, counted ? 8 : 5])
        let first = measurements.first
        lines.append("")
        lines.append("ns: median of \(first?.repetitions ?? 0) interleaved rounds after a warm-up; ratio = library / baseline.")
        if counted {
            lines.append("Ir: instructions per operation under callgrind, (Ir(2N) - Ir(N)) / N with N = "
                + "\(first?.instructionOperations.map(String.init) ?? "?") for the first case (a fixed share of its timed work).")
            lines.append("targets are judged on the Ir ratio, which the machine's load does not move.")
        } else {
            lines.append("targets are judged on the time ratio (instructions not counted; see --instructions).")
        }
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
            if let target = measurement.benchmark.targetAllocations {
                object["targetAllocations"] = target
            }
            if let met = measurement.meetsTarget {
                object["targetMet"] = met
            }
            object["judgedOn"] = measurement.instructionRatio == nil ? "time" : "instructions"
            if let instructions = measurement.libraryInstructionsPerOperation {
                object["libraryInstructionsPerOperation"] = instructions
            }
            if let instructions = measurement.baselineInstructionsPerOperation {
                object["baselineInstructionsPerOperation"] = instructions
            }
            if let ratio = measurement.instructionRatio {
                object["instructionRatio"] = ratio
                object["instructionOperations"] = measurement.instructionOperations
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

        let counted = measurements.contains { $0.instructionOperations != nil }
        var head = ["case", "per"]
        head += short.map { "\($0) ns" } + ["base ns"]
        head += short.map { "\($0)/base" }
        head += pairs.map { "\(short[$0.0])/\(short[$0.1])" }
        if counted {
            head += short.map { "\($0) Ir" } + ["base Ir"]
            head += short.map { "\($0)/base Ir" }
            head += pairs.map { "\(short[$0.0])/\(short[$0.1]) Ir" }
        }
        head += short.map { "\($0) allocs" } + ["base allocs"]
        var rows: [[String]] = [head]
        func ratio(_ value: Double?) -> String {
            value.map { format($0, digits: 2) + "×" } ?? "n/a"
        }
        for measurement in measurements {
            let sides = measurement.contenders + [measurement.baseline]
            var row = [measurement.comparison.name, measurement.comparison.unit]
            row += sides.map { format($0.nanosPerOperation, digits: 1) }
            row += measurement.contenders.indices.map { ratio(measurement.ratioToBaseline($0)) }
            row += pairs.map { ratio(measurement.ratio($0.0, to: $0.1)) }
            if counted {
                row += sides.map { side in side.instructionsPerOperation.map { format($0, digits: 0) } ?? "n/a" }
                row += measurement.contenders.indices.map { ratio(measurement.instructionRatioToBaseline($0)) }
                row += pairs.map { ratio(measurement.instructionRatio($0.0, to: $0.1)) }
            }
            row += sides.map { side in side.allocationsPerOperation.map { format($0, digits: 2) } ?? "n/a" }
            rows.append(row)
        }

        var lines = alignedLines(rows, leftAligned: [0, 1])
        lines.append("")
        lines.append(contenders.map { "\($0.shortName) = \($0.name)" }.joined(separator: ", ") + ", base = plain Swift.")
        lines.append("ns: median of \(first.repetitions) interleaved rounds after a warm-up; "
            + "each ratio divides the first side's time by the second's.")
        if counted {
            lines.append("Ir: instructions per operation under callgrind, (Ir(2N) - Ir(N)) / N with N a fixed "
                + "share of the timed work; Ir ratios divide the first side's count by the second's.")
        }
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
                if let instructions = side.instructionsPerOperation {
                    object["instructionsPerOperation"] = instructions
                }
                return object
            }
            let contenders: [[String: Any]] = measurement.contenders.indices.map { index in
                var object = side(measurement.contenders[index])
                object["description"] = measurement.comparison.contenders[index].description
                object["ratioToBaseline"] = measurement.ratioToBaseline(index)
                if let ratio = measurement.instructionRatioToBaseline(index) {
                    object["instructionRatioToBaseline"] = ratio
                }
                return object
            }
            var baseline = side(measurement.baseline)
            baseline["description"] = measurement.comparison.baselineDescription
            var ratios: [String: Double] = [:]
            for first in measurement.contenders.indices {
                for second in measurement.contenders.indices where second > first {
                    ratios["\(measurement.contenders[first].name)/\(measurement.contenders[second].name)"] =
                        measurement.ratio(first, to: second)
                    if let ratio = measurement.instructionRatio(first, to: second) {
                        ratios["\(measurement.contenders[first].name)/\(measurement.contenders[second].name) instructions"] = ratio
                    }
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

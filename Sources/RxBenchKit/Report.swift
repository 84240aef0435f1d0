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
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = rows.map { row in
            row.indices.map { column in
                column == 0 || column == 1 || column == 5
                    ? row[column].padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - row[column].count) + row[column]
            }.joined(separator: "  ")
        }
        lines.insert(String(repeating: "-", count: lines[0].count), at: 1)
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

    private static func format(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}

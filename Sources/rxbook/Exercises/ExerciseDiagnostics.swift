import Foundation

/// Reads what the compiler, the Swift runtime and ThreadSanitizer print, and keeps what a
/// learner needs: each compile error once with its source line and notes, and the frames of a
/// backtrace or race report that lie in the learner's file.
enum Diagnostics {
    /// The compile errors of a `swift build` log, each once (the compiler reports an error in a
    /// declaration twice, once while emitting the module and once while compiling), with the
    /// source lines it marks and their markers (`` `- error: ``, `` `- note: ``), paths made
    /// relative to `root`. The driver's own lines ("emit-module command failed") are left out:
    /// they say only that an error above happened.
    static func errors(in log: String, relativeTo root: String, limit: Int = 6) -> [String] {
        let lines = log.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [String] = []
        var seen = Set<String>()
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard let header = errorHeader(line) else { continue }
            // The snippet: numbered source lines and marker lines, up to a blank line.
            var snippet: [String] = []
            while index < lines.count, isSnippetLine(lines[index]) {
                snippet.append(lines[index])
                index += 1
            }
            let shown = relative(header, to: root)
            guard seen.insert(shown).inserted else { continue }
            var block = [shown]
            // Keep each marker line and the source line it marks.
            for (position, snippetLine) in snippet.enumerated() where isMarker(snippetLine) {
                if position > 0, !isMarker(snippet[position - 1]), !block.contains(snippet[position - 1]) {
                    block.append(snippet[position - 1])
                }
                block.append(snippetLine)
            }
            blocks.append(block.joined(separator: "\n"))
        }
        if blocks.isEmpty {
            // No error in the compiler's format (a missing dependency, a broken manifest): the
            // build's own error lines, without the driver's.
            let plain = lines.filter { $0.contains("error:") && !isDriverNoise($0) }
            return Array(NSOrderedSet(array: plain.map { relative($0, to: root) }).array.compactMap { $0 as? String }.prefix(limit))
        }
        return Array(blocks.prefix(limit))
    }

    /// `path:line:col: error: message`, the first line of a compiler diagnostic.
    private static func errorHeader(_ line: String) -> String? {
        guard line.hasPrefix("/"), line.contains(".swift:"), line.contains(": error: ") else { return nil }
        return line
    }

    private static func isSnippetLine(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " }
        let number = trimmed.prefix { $0.isNumber }
        return trimmed.dropFirst(number.count).hasPrefix(" |") || trimmed.hasPrefix("|")
    }

    private static func isMarker(_ line: String) -> Bool {
        line.contains("`- ")
    }

    private static func isDriverNoise(_ line: String) -> Bool {
        line.contains("command failed with exit code") || line.contains("command failed due to signal")
    }

    private static func relative(_ line: String, to root: String) -> String {
        line.replacingOccurrences(of: root.hasSuffix("/") ? root : root + "/", with: "")
    }

    /// The frames of a backtrace or of a ThreadSanitizer report that lie in `file` (a path's
    /// tail, `Ex02_1/Exercise.swift`), each as `Ex02_1/Exercise.swift:18:15 in HitCounter.record()`,
    /// once each, in the order printed. In a race report each frame is preceded by the access
    /// it belongs to (`previous write by thread T6`).
    static func frames(in output: String, inFile file: String) -> [String] {
        var frames: [(access: String?, place: String, symbol: String)] = []
        var access: String?
        for line in output.split(separator: "\n").map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            // A backtrace frame is `3 [ra] 0x… SYMBOL …`; when a frame carries a second tag
            // (`5 [ra] [thunk] 0x…`), the runtime pads every frame's tags to one width.
            let isFrame = trimmed.hasPrefix("#") || trimmed.range(of: #"^\d+( +\[[a-z-]+\])* +0x"#, options: .regularExpression) != nil
            if !isFrame, trimmed.hasSuffix(":"), trimmed.contains(" by ") {
                // A race report's section: "Previous write of size 1 at 0x… by thread T6:"
                // → "previous write by thread T6"; "Thread T6 'Ex02_1' (tid=…) created by main
                // thread at:" → "thread T6 created by main thread".
                var kind = String(trimmed.dropLast())
                if let at = kind.range(of: " at 0x") {
                    let by = kind[at.upperBound...].range(of: " by ").map { String(kind[$0.lowerBound...]) } ?? ""
                    kind = String(kind[..<at.lowerBound]) + by
                } else if kind.hasSuffix(" at") {
                    kind = String(kind.dropLast(3))
                }
                for pattern in [#" of size \d+"#, " of Swift variable", #" '[^']*'"#, #" \([^)]*\)"#] {
                    kind = kind.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
                }
                access = kind.prefix(1).lowercased() + kind.dropFirst()
                continue
            }
            guard isFrame, let fileRange = line.range(of: file) else { continue }
            // The path's tail from the target's folder to the next space: `Ex02_1/Exercise.swift:18:15`.
            let pathEnd = line[fileRange.upperBound...].firstIndex(of: " ") ?? line.endIndex
            var place = String(line[fileRange.lowerBound..<pathEnd])
            if !place.contains(":") { place += " (no line given)" }
            frames.append((access, place, symbol(of: trimmed)))
        }
        let demangled = demangle(frames.map(\.symbol))
        var result: [String] = []
        for (index, frame) in frames.enumerated() {
            let name = demangled[index].isEmpty ? "" : " in \(demangled[index])"
            let text = (frame.access.map { "\($0): " } ?? "") + frame.place + name
            if !result.contains(text) { result.append(text) }
        }
        return result
    }

    /// The function of a frame line: a ThreadSanitizer frame is `#0 SYMBOL /path…`, a Swift
    /// backtrace frame `2 [ra] 0x… SYMBOL + 178 in Binary at /path…`.
    private static func symbol(of frame: String) -> String {
        let words = frame.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if frame.hasPrefix("#"), words.count > 1 {
            return words[1]
        }
        if let address = words.firstIndex(where: { $0.hasPrefix("0x") }),
           let plus = words[(address + 1)...].firstIndex(of: "+") {
            return words[(address + 1)..<plus].joined(separator: " ")
        }
        return ""
    }

    /// Demangles Swift symbols (`$s6Ex02_110HitCounterC6recordyyF` → `HitCounter.record()`),
    /// leaving names that are already readable as they are; empty strings stay empty.
    private static func demangle(_ symbols: [String]) -> [String] {
        let mangled = symbols.filter { $0.hasPrefix("$s") }
        guard !mangled.isEmpty else { return symbols }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "demangle", "--simplified", "--compact"] + mangled
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return symbols }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let names = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        guard process.terminationStatus == 0, names.count == mangled.count else { return symbols }
        var readable = Dictionary(zip(mangled, names), uniquingKeysWith: { first, _ in first })
        readable = readable.mapValues { name in
            // "HitCounter.record() in Ex02_1" style suffixes and module prefixes are dropped.
            let parts = name.split(separator: ".", maxSplits: 1)
            return parts.count == 2 && parts[0].hasPrefix("Ex") && !parts[0].contains(" ") ? String(parts[1]) : name
        }
        return symbols.map { readable[$0] ?? $0 }
    }
}

import Foundation

/// Counts the instructions one side of a comparison executes per operation, under valgrind's
/// callgrind. The program runs itself again under callgrind twice, once doing `n` operations of
/// the side and once `2n`, and takes (Ir(2n) − Ir(n)) / n: what the two runs share (starting the
/// process, the runtime, first-use set-up such as generic metadata) cancels, and the count does
/// not move with the machine's load the way a time does. Callgrind runs the threads of the
/// program one at a time and counts them all, so work done on a dispatch queue is counted too.
///
/// This machine's CPU counters (`perf stat -e instructions`) are not available to the programs
/// here, so callgrind is the one counter used; it is slower (a run takes seconds), which is why
/// it measures fewer operations than the timed rounds.
public struct InstructionCounter {
    /// The valgrind executable.
    public let valgrind: String
    /// This program, run again as the child that does the work.
    public let executable: String

    /// The argument that makes a benchmark program a counting child: `--instructions-child NAME
    /// SIDE N` runs side SIDE (a contender's index, or the number of contenders for the
    /// baseline) of the comparison NAME for N operations once, and exits.
    public static let childArgument = "--instructions-child"

    /// A counter if valgrind is on the `PATH` and this program's path is known, or why not.
    public static func locate() -> Result<InstructionCounter, InstructionCountError> {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let valgrind = path.split(separator: ":").map { "\($0)/valgrind" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let valgrind else { return .failure(.valgrindMissing) }
        #if os(Linux)
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath
        #else
        let executable = Bundle.main.executablePath
        #endif
        guard let executable else { return .failure(.executableUnknown) }
        return .success(InstructionCounter(valgrind: valgrind, executable: executable))
    }

    /// Instructions per operation of `side` of the comparison `name`, measured with `operations`
    /// and twice as many.
    public func instructionsPerOperation(comparison name: String, side: Int, operations: Int) throws -> Double {
        let once = try instructions(comparison: name, side: side, operations: operations)
        let twice = try instructions(comparison: name, side: side, operations: 2 * operations)
        return (Double(twice) - Double(once)) / Double(operations)
    }

    /// The instructions a whole child run executes, every thread counted.
    private func instructions(comparison name: String, side: Int, operations: Int) throws -> UInt64 {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("rxbench-callgrind-\(ProcessInfo.processInfo.processIdentifier)-\(side)-\(operations).out")
        defer { try? FileManager.default.removeItem(at: output) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: valgrind)
        process.arguments = [
            "--tool=callgrind", "--quiet", "--callgrind-out-file=\(output.path)",
            executable, Self.childArgument, name, String(side), String(operations),
        ]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw InstructionCountError.childFailed(
                comparison: name, status: process.terminationStatus,
                message: String(decoding: message, as: UTF8.self))
        }
        let text = try String(contentsOf: output, encoding: .utf8)
        for line in text.split(separator: "\n") {
            for prefix in ["totals:", "summary:"] where line.hasPrefix(prefix) {
                if let count = line.dropFirst(prefix.count).split(separator: " ").first.flatMap({ UInt64($0) }) {
                    return count
                }
            }
        }
        throw InstructionCountError.unreadableOutput(comparison: name)
    }
}

public enum InstructionCountError: Error, CustomStringConvertible {
    case valgrindMissing
    case executableUnknown
    case childFailed(comparison: String, status: Int32, message: String)
    case unreadableOutput(comparison: String)

    public var description: String {
        switch self {
        case .valgrindMissing:
            return "valgrind is not on the PATH, so instructions are not counted; targets are judged on time"
        case .executableUnknown:
            return "cannot find this program's own path to run it under callgrind; targets are judged on time"
        case let .childFailed(name, status, message):
            return "\(name): the run under callgrind exited with status \(status): \(message)"
        case let .unreadableOutput(name):
            return "\(name): callgrind's output has no totals line"
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A value several threads may read and change, each access under one lock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    /// Runs `change` on the value while holding the lock and returns what it returns.
    @discardableResult
    func withValue<Result>(_ change: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return change(&stored)
    }

    /// The value, read or replaced under the lock.
    var value: Value {
        get { withValue { $0 } }
        set { withValue { $0 = newValue } }
    }
}

/// A list of strings that several threads append to.
final class ThreadLog: @unchecked Sendable {
    private let lines = Locked<[String]>([])

    func append(_ line: String) {
        lines.withValue { $0.append(line) }
    }

    var entries: [String] {
        lines.value
    }
}

/// Names for the threads of a test, each registered by the thread itself: Linux keeps only the
/// first 15 bytes of a thread's name, and Foundation may not report it at all.
final class ThreadNames: @unchecked Sendable {
    private let names = Locked<[pthread_t: String]>([:])

    /// Names the calling thread.
    func name(_ name: String) {
        names.withValue { $0[pthread_self()] = name }
    }

    /// The calling thread's name, or "?" if it registered none.
    var current: String {
        names.withValue { $0[pthread_self()] } ?? "?"
    }
}

import Foundation

/// A small program a chapter runs to show one of its claims, printing what a reader should see.
///
/// `swift run rxbook demo NN` runs chapter NN's demos; the chapter shows their output through a
/// `demo-output` directive, and `DemoTests` fails when a demo's real output differs from what
/// the book shows. A demo prints through its `DemoLog`, never with `print`, so its output can be
/// compared, and it names threads and queues instead of printing addresses or timings, so the
/// output is the same on every run.
public struct Demo: Sendable {
    /// The chapter whose prose shows this demo's output.
    public let chapter: Int
    /// The demo's name inside its chapter (`hello-world`), used on the command line.
    public let name: String
    /// What the demo shows, in one line.
    public let title: String
    let body: @Sendable (DemoLog) -> Void

    public init(chapter: Int, name: String, title: String, body: @escaping @Sendable (DemoLog) -> Void) {
        self.chapter = chapter
        self.name = name
        self.title = title
        self.body = body
    }

    /// Runs the demo and returns the lines it printed, in order.
    public func run() -> [String] {
        let log = DemoLog()
        body(log)
        return log.lines
    }
}

/// Collects a demo's output lines; safe to call from any thread.
public final class DemoLog: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []

    /// Records one line of output.
    public func print(_ line: String) {
        lock.lock()
        collected.append(line)
        lock.unlock()
    }

    /// Every line printed so far.
    public var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}

/// Every chapter's demos, in chapter order.
public enum Demos {
    public static var all: [Demo] {
        var demos: [Demo] = []
        demos += chapter01
        demos += chapter02
        demos += chapter03
        demos += chapter06
        demos += chapter07
        return demos
    }

    /// The demos of one chapter.
    public static func of(chapter: Int) -> [Demo] {
        all.filter { $0.chapter == chapter }
    }
}

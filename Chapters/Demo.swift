import Foundation
#if RXREADING_TRACE
import RxReading
#endif

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
    /// For a demo whose run the book draws as a sequence diagram (`rxbook trace NAME`): which of
    /// the recorded steps the diagram keeps. Nil for a demo that is only printed.
    public let trace: DemoTrace?
    let body: @Sendable (DemoLog) -> Void

    public init(chapter: Int, name: String, title: String, trace: DemoTrace? = nil, body: @escaping @Sendable (DemoLog) -> Void) {
        self.chapter = chapter
        self.name = name
        self.title = title
        self.trace = trace
        self.body = body
    }

    /// Runs the demo and returns the lines it printed, in order.
    public func run() -> [String] {
        let log = DemoLog()
        body(log)
        return log.lines
    }
}

/// What a traced demo's diagram keeps of the steps its run records. A diagram past about 40
/// messages stops being readable: the demo cuts it here to the steps its chapter discusses, and
/// never by editing the output.
public struct DemoTrace: Sendable {
    /// The kinds of step kept, by name (`subscribe`, `run`, `set`, `on`, `dispose`, `schedule`,
    /// `action`, `trampoline`, and `log` for the lines the demo prints); nil keeps every kind.
    public let kinds: Set<String>?
    /// Steps whose message contains one of these are left out.
    public let droppingMessages: [String]
    /// Steps to or from one of these participants (`AnonymousDisposable#1`) are left out.
    public let droppingParticipants: [String]
    /// When set, only steps between two of these participants are kept: a long chain (the
    /// capstone's screen) drawn through the few objects its prose names.
    public let keepingParticipants: Set<String>?

    public init(kinds: Set<String>? = nil, droppingMessages: [String] = [], droppingParticipants: [String] = [],
                keepingParticipants: Set<String>? = nil) {
        self.kinds = kinds
        self.droppingMessages = droppingMessages
        self.droppingParticipants = droppingParticipants
        self.keepingParticipants = keepingParticipants
    }

    /// Part I's steps (subscribe, run, set, on, dispose): what chapters 01-07 discuss. The full
    /// build, which draws the book, also records Part II's trampoline under every `subscribe`.
    /// With `printedLines`, the lines the demo prints are kept too, as notes.
    public static func partOne(printedLines: Bool = false, droppingMessages: [String] = []) -> DemoTrace {
        DemoTrace(kinds: Set(["subscribe", "run", "set", "on", "dispose"] + (printedLines ? ["log"] : [])),
                  droppingMessages: droppingMessages)
    }

    /// Whether the diagram keeps a step of this kind, between these participants, with this message.
    public func keeps(kind: String, from: String, to: String, message: String) -> Bool {
        if let kinds, !kinds.contains(kind) { return false }
        if droppingMessages.contains(where: { message.contains($0) }) { return false }
        if droppingParticipants.contains(from) || droppingParticipants.contains(to) { return false }
        if let keepingParticipants, !keepingParticipants.contains(from) || !keepingParticipants.contains(to) { return false }
        return true
    }
}

#if RXREADING_TRACE
extension Demo {
    /// Runs the demo with the library's trace recording (debug builds only), and returns what it
    /// printed and the steps its diagram keeps.
    public func runTraced() -> (lines: [String], steps: [TraceStep]) {
        let log = DemoLog()
        let steps = Trace.record { body(log) }
        let kept = steps.filter { step in
            trace?.keeps(kind: step.kind.rawValue, from: step.from, to: step.to, message: step.message) ?? true
        }
        return (log.lines, kept)
    }
}
#endif

/// Collects a demo's output lines; safe to call from any thread.
public final class DemoLog: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []

    /// Records one line of output.
    public func print(_ line: String) {
        #if RXREADING_TRACE
        Trace.mark(line)
        #endif
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

/// Queues whose names a demo can print: a closure asks `DemoThread.current` where it runs, and
/// the answer is the same on every run (a thread's number is not).
public enum DemoThread {
    private static let key = DispatchSpecificKey<String>()

    /// A queue named `label`, serial unless `concurrent`.
    public static func queue(_ label: String, concurrent: Bool = false) -> DispatchQueue {
        let queue = DispatchQueue(label: label, attributes: concurrent ? [.concurrent] : [])
        queue.setSpecific(key: key, value: "queue \(label)")
        return queue
    }

    /// Where the caller runs: `queue NAME` for a queue made by `queue(_:)`, else the main
    /// thread or another thread.
    public static var current: String {
        if let name = DispatchQueue.getSpecific(key: key) { return name }
        return Thread.isMainThread ? "the main thread" : "another thread"
    }
}

/// Every chapter's demos, in chapter order.
public enum Demos {
    public static var all: [Demo] {
        var demos: [Demo] = []
        // Each chapter's demos exist only in the builds that include the chapter
        // (RXREADING_CHAPTERS, and the chapter snapshots).
        #if CH01
        demos += chapter01
        #endif
        #if CH02
        demos += chapter02
        #endif
        #if CH03
        demos += chapter03
        #endif
        #if CH04
        demos += chapter04
        #endif
        #if CH05
        demos += chapter05
        #endif
        #if CH06
        demos += chapter06
        #endif
        #if CH07
        demos += chapter07
        #endif
        #if CH08
        demos += chapter08
        #endif
        #if CH09
        demos += chapter09
        #endif
        #if CH10
        demos += chapter10
        #endif
        #if CH11
        demos += chapter11
        #endif
        #if CH12
        demos += chapter12
        #endif
        #if CH13
        demos += chapter13
        #endif
        #if CH14
        demos += chapter14
        #endif
        #if CH15
        demos += chapter15
        #endif
        #if CH16
        demos += chapter16
        #endif
        #if CH17
        demos += chapter17
        #endif
        #if CH18
        demos += chapter18
        #endif
        #if CH19
        demos += chapter19
        #endif
        #if CH20
        demos += chapter20
        #endif
        #if CH21
        demos += chapter21
        #endif
        #if CH22
        demos += chapter22
        #endif
        #if CH23
        demos += chapter23
        #endif
        #if CH24
        demos += chapter24
        #endif
        #if CH25
        demos += chapter25
        #endif
        #if CH26
        demos += chapter26
        #endif
        #if CH27
        demos += chapter27
        #endif
        return demos
    }

    /// The demos the book draws as sequence diagrams (`rxbook trace`).
    public static var traced: [Demo] {
        all.filter { $0.trace != nil }
    }

    /// The demos of one chapter.
    public static func of(chapter: Int) -> [Demo] {
        all.filter { $0.chapter == chapter }
    }
}

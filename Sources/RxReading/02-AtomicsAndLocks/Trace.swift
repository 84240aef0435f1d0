#if RXREADING_TRACE
import Foundation

// The trace that draws the book's sequence diagrams (`swift run rxbook trace NAME`). It exists
// only in debug builds, where Package.swift defines RXREADING_TRACE, so release builds and
// rxbench carry none of it. RxSwift has no counterpart: its pictures are drawn by hand.
//
// While a trace is active (`Trace.record`), the library's hooks record, in order, the steps the
// book talks about: `subscribe` reaching a producer, `run` building a sink, a SinkDisposer
// receiving its halves, each event a sink forwards, each `dispose`, a scheduler's `schedule`
// and its action running, the trampoline queueing and draining. A hook reads one atomic flag
// when no trace is active, and records nothing else: tracing never changes what is delivered.
// The book's listings leave the hooks out (`#if RXREADING_TRACE` blocks); this file is where
// they lead.

// region: TraceStep
/// One recorded step: `from` called `to`, saying `message`, on the thread or queue `place`.
public struct TraceStep: Sendable, Equatable, CustomStringConvertible {
    /// What kind of step it is, so a demo can keep only the kinds its chapter discusses.
    public enum Kind: String, Sendable, CaseIterable {
        /// `subscribe` reaching a producer.
        case subscribe
        /// A producer's `run` building a sink.
        case run
        /// A SinkDisposer receiving the sink and the subscription.
        case set
        /// An event sent to a sink or an observer.
        case on
        /// `dispose` of a sink, a SinkDisposer or another disposable.
        case dispose
        /// Work handed to a scheduler.
        case schedule
        /// A scheduled action starting to run.
        case action
        /// The trampoline queueing work, or draining its queue.
        case trampoline
        /// A line the traced program printed (`Trace.mark`), drawn as a note on the participant
        /// whose call printed it.
        case log
    }

    /// What sort of call the step records: a subscribe, an event, a dispose, and so on.
    public let kind: Kind
    /// The participant that made the call ("caller" for code outside the library).
    public let from: String
    /// The participant called.
    public let to: String
    /// The arrow's label: the event sent (`next(1)`) or what the call did (`run builds it`).
    public let message: String
    /// The thread or queue the step ran on.
    public let place: String
    /// How many traced calls were in progress on that thread when this one began (for `--text`).
    public let depth: Int

    /// The step as one line, `from -> to: message`.
    public var description: String {
        "\(from) -> \(to): \(message)"
    }
}
// endregion: TraceStep

// region: Trace
/// Records the steps of one run of library code (debug builds only).
public enum Trace {
    /// 1 while a trace records; the hooks read only this when none does.
    @usableFromInline
    static let activeFlag = AtomicInt(0)

    private static let lock = NSRecursiveLock()
    nonisolated(unsafe) private static var steps: [TraceStep] = []
    nonisolated(unsafe) private static var names: [ObjectIdentifier: NamedObject] = [:]
    nonisolated(unsafe) private static var counters: [String: Int] = [:]
    /// Per thread: the participants whose traced calls are in progress, innermost last, and the
    /// queue a scheduler's action runs on, innermost last.
    nonisolated(unsafe) private static var threads: [ThreadKey: ThreadState] = [:]

    private final class NamedObject {
        weak var object: AnyObject?
        let name: String
        init(object: AnyObject, name: String) {
            self.object = object
            self.name = name
        }
    }

    private struct ThreadState {
        var callers: [String] = []
        var places: [String] = []
    }

    private typealias ThreadKey = UInt

    private static var currentThreadKey: ThreadKey {
        UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(Unmanaged.passUnretained(Thread.current).toOpaque())))
    }

    /// Whether a trace is recording now.
    @inlinable
    public static var isActive: Bool {
        load(activeFlag) == 1
    }

    /// Runs `body` with tracing on and returns the steps it recorded, in order. Objects are named
    /// by their type and a number in order of first appearance (`MapSink#1`), never by address,
    /// so the same program gives the same trace. One trace records at a time.
    ///
    /// - Parameter body: The code to trace, run once on the calling thread.
    /// - Returns: The recorded steps, in the order they happened.
    /// - Throws: What `body` throws; the recording stops either way.
    public static func record(_ body: () throws -> Void) rethrows -> [TraceStep] {
        lock.lock()
        if isActive {
            lock.unlock()
            rxFatalError("Trace.record was called while a trace was already recording: one trace records at a time")
        }
        steps = []
        names = [:]
        counters = [:]
        threads = [:]
        _ = fetchOr(activeFlag, 1)
        lock.unlock()
        defer {
            lock.lock()
            _ = sub(activeFlag, 1)
            lock.unlock()
        }
        try body()
        lock.lock()
        defer { lock.unlock() }
        return steps
    }

    /// Records a call from the innermost participant in progress on this thread (or `from`, when
    /// given) to `to`, and makes `to` the innermost until the matching `end`. Returns whether it
    /// recorded, to hand to `end`.
    @usableFromInline
    static func begin(_ kind: TraceStep.Kind, _ message: @autoclosure () -> String, to receiver: Any, from sender: Any? = nil) -> Bool {
        guard isActive else { return false }
        lock.lock()
        defer { lock.unlock() }
        let key = currentThreadKey
        var state = threads[key] ?? ThreadState()
        let to = name(of: receiver)
        let from = sender.map(name(of:)) ?? state.callers.last ?? "caller"
        steps.append(TraceStep(kind: kind, from: from, to: to, message: message(), place: place(state), depth: state.callers.count))
        state.callers.append(to)
        threads[key] = state
        return true
    }

    /// Ends the call a `begin` that returned `true` started.
    @usableFromInline
    static func end(_ began: Bool) {
        guard began else { return }
        lock.lock()
        defer { lock.unlock() }
        let key = currentThreadKey
        guard var state = threads[key], !state.callers.isEmpty else { return }
        state.callers.removeLast()
        threads[key] = state
    }

    /// Records a line the traced program prints, as a note on the participant running it.
    /// Does nothing when no trace is recording.
    ///
    /// - Parameter text: The line to show in the trace.
    public static func mark(_ text: String) {
        guard isActive else { return }
        lock.lock()
        defer { lock.unlock() }
        let state = threads[currentThreadKey] ?? ThreadState()
        let who = state.callers.last ?? "caller"
        steps.append(TraceStep(kind: .log, from: who, to: who, message: text, place: place(state), depth: state.callers.count))
    }

    /// Records a call that has nothing traced inside it.
    @usableFromInline
    static func note(_ kind: TraceStep.Kind, _ message: @autoclosure () -> String, to receiver: Any, from sender: Any? = nil) {
        end(begin(kind, message(), to: receiver, from: sender))
    }

    /// Records a scheduled action starting on the queue labelled `queue` (or where it is, when
    /// nil), and makes `scheduler` the caller of what the action does, until `endAction`.
    @usableFromInline
    static func beginAction(of scheduler: AnyObject, on queue: String?) -> Bool {
        guard isActive else { return false }
        lock.lock()
        defer { lock.unlock() }
        let key = currentThreadKey
        var state = threads[key] ?? ThreadState()
        if Thread.isMainThread {
            state.places.append("main thread")
        } else if let queue, !queue.isEmpty {
            state.places.append("queue \(queue)")
        } else {
            state.places.append(place(state))
        }
        let name = name(of: scheduler)
        steps.append(TraceStep(kind: .action, from: name, to: name, message: "action runs", place: self.place(state), depth: state.callers.count))
        state.callers.append(name)
        threads[key] = state
        return true
    }

    @usableFromInline
    static func endAction(_ began: Bool) {
        guard began else { return }
        lock.lock()
        defer { lock.unlock() }
        let key = currentThreadKey
        guard var state = threads[key] else { return }
        if !state.callers.isEmpty { state.callers.removeLast() }
        if !state.places.isEmpty { state.places.removeLast() }
        threads[key] = state
    }

    /// The name a trace gives `value`: an object's type and its number (`MapSink#1`), or what
    /// an `AnyObserver` wraps, or a value's type.
    @usableFromInline
    static func name(of value: Any) -> String {
        if let participant = value as? Participant {
            return participant.name
        }
        if let wrapper = value as? TraceWrapping, let wrapped = wrapper.traceTarget {
            return name(of: wrapped)
        }
        let typeName = baseName(of: type(of: value))
        guard type(of: value) is AnyClass else { return typeName }
        let object = value as AnyObject
        let id = ObjectIdentifier(object)
        if let named = names[id], named.object === object {
            return named.name
        }
        let number = (counters[typeName] ?? 0) + 1
        counters[typeName] = number
        let name = "\(typeName)#\(number)"
        names[id] = NamedObject(object: object, name: name)
        return name
    }

    /// `MapSink` for `MapSink<Int, Int, AnyObserver<Int>>`.
    private static func baseName(of type: Any.Type) -> String {
        let full = String(describing: type)
        return String(full.prefix { $0 != "<" })
    }

    private static func place(_ state: ThreadState) -> String {
        if let place = state.places.last { return place }
        if Thread.isMainThread { return "main thread" }
        if let name = Thread.current.name, !name.isEmpty { return "thread \(name)" }
        return "a background thread"
    }
}

extension Trace {
    /// A participant that is not an object of the library, such as `create`'s closure.
    @usableFromInline
    struct Participant {
        let name: String
        @usableFromInline
        init(_ name: String) { self.name = name }
    }

    /// What a trace should draw for `observer`: the object itself, or what an `AnyObserver`
    /// wraps; nil for a value without identity.
    @usableFromInline
    static func target(of observer: Any) -> AnyObject? {
        if let wrapper = observer as? TraceWrapping {
            return wrapper.traceTarget
        }
        return type(of: observer) is AnyClass ? observer as AnyObject : nil
    }
}

#if CH08
// Chapter 08 brings schedulers; from then on the trace records them handing work on.
extension Trace {
    /// Records `scheduler` being handed an action, and returns the action wrapped so that, when
    /// it runs, the trace records it starting on `queue` (its label names the place; the main
    /// thread is named as such) and draws what it does as called by `scheduler`.
    @usableFromInline
    static func scheduling<State>(_ scheduler: AnyObject, on queue: String?, message: String = "schedule",
                                  _ action: @escaping (State) -> Disposable) -> (State) -> Disposable {
        note(.schedule, message, to: scheduler)
        return { state in
            let began = beginAction(of: scheduler, on: queue)
            defer { endAction(began) }
            return action(state)
        }
    }

    /// `scheduling` for work that returns nothing (observe(on:)'s uncancellable path).
    @usableFromInline
    static func scheduling(_ scheduler: AnyObject, on queue: String?, message: String = "schedule",
                           _ work: @escaping () -> Void) -> () -> Void {
        note(.schedule, message, to: scheduler)
        return {
            let began = beginAction(of: scheduler, on: queue)
            defer { endAction(began) }
            work()
        }
    }
}
#endif

/// A value that stands for another participant in a trace: an `AnyObserver` is drawn as the
/// observer it wraps.
@usableFromInline
protocol TraceWrapping {
    var traceTarget: AnyObject? { get }
}
// endregion: Trace
#endif

import Foundation
@testable import RxReading

// region: Recorder
// ObserverType arrives with chapter 03 (Observers), the first chapter whose tests record events.
#if CH03
/// An observer that records every event it receives, in order, from any thread: the chapter
/// tests compare `recorder.events` with one literal (`[.next(1), .completed]`).
final class Recorder<Element>: ObserverType {
    private let lock = NSLock()
    private var recorded: [Event<Element>] = []

    /// Runs on each event after it is recorded, for tests that react to an event (dispose in
    /// `onNext`, say).
    var onEvent: ((Event<Element>) -> Void)?

    init() {}

    func on(_ event: Event<Element>) {
        lock.lock()
        recorded.append(event)
        lock.unlock()
        onEvent?(event)
    }

    /// Every event received so far.
    var events: [Event<Element>] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// The elements of the `next` events received so far.
    var elements: [Element] {
        events.compactMap(\.element)
    }
}

#endif
// endregion: Recorder

/// An error with a name, so that tests can tell errors apart and compare them.
struct TestError: Error, Equatable, CustomStringConvertible {
    let name: String

    init(_ name: String = "test error") {
        self.name = name
    }

    var description: String { "TestError(\(name))" }
}

// Exercise 03.1 (build): an observer that stops at the first terminal event.
// Practises chapter 03, "Observers": ObserverBase's on(_:), which lets elements through only
// until the observer stops, and lets exactly one terminal event through.
//
// `StoppingObserver` hands events to a closure, as AnonymousObserver does, and enforces the
// grammar on the way: once it has delivered an `error` or a `completed`, or once `dispose()` has
// been called, it delivers nothing more. Two threads that send a terminal event at the same
// moment must not both get through. As written it delivers everything. Finish `on(_:)` and
// `dispose()`, with the atomic integer that is already there.
//
// Check it: swift run rxbook check 03.1     Stuck? swift run rxbook hint 03.1
@testable import RxReading

/// Delivers events to `handler` until the first terminal event or `dispose()`, then nothing.
final class StoppingObserver<Element>: ObserverType, @unchecked Sendable {
    private let handler: (Event<Element>) -> Void
    /// 0 while running; 1 once stopped.
    private let isStopped = AtomicInt(0)

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    func on(_ event: Event<Element>) {
        // Your code: let elements through only while running, and exactly one terminal event.
        handler(event)
    }

    /// Stops the observer without delivering anything.
    func dispose() {
        // Your code.
    }
}

import Foundation

// region: BlockingOperators
// Blocking waits need an Observable to wait for: chapter 05 adds them, with RxError.
#if CH05
extension BlockingObservable {
    /// Waits for the sequence to end and returns all its elements.
    ///
    /// - Returns: The elements, in the order they came.
    /// - Throws: the sequence's error, or `RxError.timeout`.
    public func toArray() throws -> [Element] {
        try materializeResult().elementsOrThrow()
    }

    /// Waits for the first element, then disposes the subscription.
    ///
    /// - Returns: the first element, or `nil` if the sequence completed without one.
    /// - Throws: the sequence's error if it came first, or `RxError.timeout`.
    public func first() throws -> Element? {
        try materializeResult(max: 1).elementsOrThrow().first
    }

    /// Waits for the sequence to end and returns its last element.
    ///
    /// - Returns: the last element, or `nil` if there was none.
    /// - Throws: the sequence's error, or `RxError.timeout`.
    public func last() throws -> Element? {
        try materializeResult().elementsOrThrow().last
    }

    /// Waits for the sequence to end and returns its only element.
    ///
    /// - Returns: The one element.
    /// - Throws: `RxError.noElements` if it had none, `RxError.moreThanOneElement` as soon as a
    ///   second one arrives, the sequence's error, or `RxError.timeout`.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// Waits for the sequence to end and returns its only element that satisfies `predicate`.
    ///
    /// - Parameter predicate: Chooses the elements that count; runs on the events' thread.
    /// - Returns: The one element that satisfied `predicate`.
    /// - Throws: `RxError.noElements` if none did, `RxError.moreThanOneElement` as soon as a
    ///   second one does, what `predicate` threw, the sequence's error, or `RxError.timeout`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try materializeResult(max: 2, predicate: predicate).elementsOrThrow()
        if elements.count > 1 {
            throw RxError.moreThanOneElement
        }
        guard let element = elements.first else {
            throw RxError.noElements
        }
        return element
    }

    /// Waits for the sequence to end and reports how: the elements, and the error if it
    /// failed or timed out. Never throws.
    ///
    /// - Returns: `.completed` with the elements, or `.failed` with the elements and the error.
    public func materialize() -> MaterializedSequenceResult<Element> {
        materializeResult()
    }
}
#endif
// endregion: BlockingOperators

// region: materializeResult
// Blocking waits need an Observable to wait for: chapter 05 adds them, with RxError.
#if CH05
extension BlockingObservable {
    /// Subscribes on the caller's run loop, collects the elements that satisfy `predicate`, and
    /// spins the run loop until the sequence ends, `max` elements are collected, or the timeout
    /// passes. Every operator above is this plus a reading of the result.
    private func materializeResult(
        max: Int? = nil,
        predicate: @escaping (Element) throws -> Bool = { _ in true }
    ) -> MaterializedSequenceResult<Element> {
        let collected = Collected<Element>()
        let runLoopLock = RunLoopLock(timeout: timeout)
        // The predicate runs on the events' thread, one event at a time, while the caller waits in
        // its run loop: handed over for the wait, never called by two threads at once.
        nonisolated(unsafe) let predicate = predicate
        let subscription = SingleAssignmentDisposable()
        defer {
            subscription.dispose()
        }

        runLoopLock.dispatch {
            let disposable = self.source.subscribe { event in
                // Events may come from any thread; once the answer is known, later ones are
                // ignored, even if they race with the disposal.
                if subscription.isDisposed {
                    return
                }
                let isDone: Bool
                switch event {
                case .next(let element):
                    do {
                        let count = try predicate(element) ? collected.append(element) : collected.count
                        isDone = max.map { count >= $0 } ?? false
                    } catch {
                        collected.fail(with: error)
                        isDone = true
                    }
                case .error(let error):
                    collected.fail(with: error)
                    isDone = true
                case .completed:
                    isDone = true
                }
                if isDone {
                    subscription.dispose()
                    runLoopLock.stop()
                }
            }
            subscription.setDisposable(disposable)
        }

        do {
            try runLoopLock.run()
        } catch {
            collected.fail(with: error)
        }

        return collected.result
    }
}
#endif
// endregion: materializeResult

// region: BlockingHelpers
#if CH05
extension MaterializedSequenceResult {
    fileprivate func elementsOrThrow() throws -> [T] {
        switch self {
        case .completed(let elements):
            return elements
        case .failed(_, let error):
            throw error
        }
    }
}

/// The elements and the error a blocking operator has gathered, written from whatever thread
/// the sequence delivers on and read by the waiting thread. Safe to use from any thread.
// Sendable, unchecked: `lock` guards both fields.
private final class Collected<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []
    private var error: Error?

    /// Adds `element`; returns how many there are now.
    func append(_ element: Element) -> Int {
        lock.withLock {
            elements.append(element)
            return elements.count
        }
    }

    var count: Int {
        lock.withLock { elements.count }
    }

    /// Records the error that ended the wait; the first one wins.
    func fail(with error: Error) {
        lock.withLock {
            if self.error == nil {
                self.error = error
            }
        }
    }

    var result: MaterializedSequenceResult<Element> {
        lock.withLock {
            if let error {
                return .failed(elements: elements, error: error)
            }
            return .completed(elements: elements)
        }
    }
}
#endif
// endregion: BlockingHelpers

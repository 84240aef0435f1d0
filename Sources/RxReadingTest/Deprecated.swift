#if CH12
import Foundation

// RxTest 6.5 still offers the global `next`, `completed` and `error` of its first versions, not
// marked deprecated but printing, once per function in debug builds, that they are planned for
// deprecation in favour of `Recorded.next`, `.completed` and `.error`. So does RxReadingTest.

// region: GlobalRecordedFactories
/// A `next(element)` event at virtual time `time`. Prefer `Recorded.next` (`.next(time, element)`).
public func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> {
    DeprecationNotice.printOnce(for: "next")
    return Recorded.next(time, element)
}

/// A `completed` event at virtual time `time`. Prefer `Recorded.completed` (`.completed(time)`).
public func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> {
    DeprecationNotice.printOnce(for: "completed")
    return Recorded.completed(time, type)
}

/// An `error(error)` event at virtual time `time`. Prefer `Recorded.error` (`.error(time, error)`).
public func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>> {
    DeprecationNotice.printOnce(for: "error")
    return Recorded.error(time, error, type)
}
// endregion: GlobalRecordedFactories

/// Prints the "planned for deprecation" notice of a global test function the first time it is
/// called, in debug builds only. Safe to call from any thread.
enum DeprecationNotice {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var printed: Set<String> = []

    static func printOnce(for name: String) {
        #if DEBUG
        lock.lock()
        let isFirst = printed.insert(name).inserted
        lock.unlock()
        if isFirst {
            print("ℹ️ [DEPRECATED] the global `\(name)(...)` of RxReadingTest is planned for deprecation; write `Recorded.\(name)(...)` (or `.\(name)(...)` where the type is known) instead.")
        }
        #endif
    }
}
#endif

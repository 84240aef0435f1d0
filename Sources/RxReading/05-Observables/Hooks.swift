import Synchronization
#if canImport(Foundation)
import Foundation
#endif

/// Process-wide switches of the library: what to do with an error nobody handles.
///
/// Safe to use from any thread.
// region: Hooks
public enum Hooks {
    /// Receives an error that reached a `subscribe` call that gave no `onError`, with the call
    /// stack recorded at subscription (empty unless `recordCallStackOnError` is on).
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void

    /// Returns the call stack to record when a subscription is made.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    private static let lock = RecursiveLock()
    // Guarded by `lock`: read and written only inside `performLocked`.
    nonisolated(unsafe) private static var errorHandler: DefaultErrorHandler = { subscriptionCallStack, error in
        #if DEBUG
        let stack = subscriptionCallStack.isEmpty
            ? ""
            : "\nSubscription called from:\n" + subscriptionCallStack.joined(separator: "\n")
        print("Unhandled error happened: \(error)\(stack)")
        #endif
    }
    // Guarded by `lock`, as `errorHandler` is.
    nonisolated(unsafe) private static var captureCallStack: CustomCaptureSubscriptionCallstack = {
        #if DEBUG && canImport(Foundation)
        return Thread.callStackSymbols
        #else
        return []
        #endif
    }
    // Read on every subscription: an atomic flag, where the other settings sit behind the lock.
    private static let recordsCallStack = Atomic<Bool>(false)

    /// Whether subscriptions record their call stack for the default error handler (off by
    /// default: recording costs time on every subscription).
    public static var recordCallStackOnError: Bool {
        get { recordsCallStack.load(ordering: .acquiring) }
        set { recordsCallStack.store(newValue, ordering: .releasing) }
    }

    /// The handler for unhandled errors. By default, debug builds print the error.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { lock.performLocked { errorHandler } }
        set { lock.performLocked { errorHandler = newValue } }
    }

    /// How a subscription's call stack is recorded.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { lock.performLocked { captureCallStack } }
        set { lock.performLocked { captureCallStack = newValue } }
    }
}
// endregion: Hooks

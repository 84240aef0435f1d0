#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Something that can be locked and unlocked: the one operation every lock in the book offers.
@usableFromInline
protocol Lock {
    /// Blocks until the calling thread holds the lock.
    func lock()
    /// Releases the lock the calling thread holds.
    func unlock()
}

/// A mutual-exclusion lock that the thread holding it may take again without deadlocking.
///
/// Rx code calls back into user closures while holding locks, and a user closure may call
/// straight back into the same object (an `onNext` that disposes its own subscription, say),
/// so every lock in the library is recursive. RxSwift uses `NSRecursiveLock`; RxReading holds
/// a recursive POSIX mutex directly, which is what `NSRecursiveLock` wraps on Linux, without the
/// Objective-C-style class in between, and in the same allocation as the object that owns it
/// (`ManagedBuffer`'s tail storage), where a separately allocated mutex would cost a second one.
/// The struct only holds a reference: copies of it are the same lock. Chapter 02's tests take it
/// twice on one thread, which a non-recursive lock would deadlock on.
///
/// Under `TRACE_RESOURCES` (RxReading's debug builds) every `lock()` adds one to
/// `Resources.total` and every `unlock()` takes one away, as RxSwift's counting `RecursiveLock`
/// does when an app defines that condition, so a lock left held fails a test's leak check.
/// RxSwift's also counts each lock object from `init` to `deinit`; RxReading's counts only the
/// holding, since the objects that own a lock are counted themselves.
///
/// Safe to use from any thread.
// region: RecursiveLock
@usableFromInline
struct RecursiveLock: Lock, @unchecked Sendable {
    /// The object that owns the mutex, with the mutex stored in the same allocation, right after
    /// the object's header: one allocation per lock, and the mutex never moves.
    @usableFromInline
    final class Storage: ManagedBuffer<Void, pthread_mutex_t> {
        deinit {
            _ = withUnsafeMutablePointerToElements { pthread_mutex_destroy($0) }
        }
    }

    @usableFromInline
    let storage: Storage

    /// Creates an unlocked recursive lock.
    @usableFromInline
    init() {
        // `create` returns the buffer as its base class; it is a `Storage` because it was
        // called on `Storage`.
        storage = unsafeDowncast(Storage.create(minimumCapacity: 1) { _ in () }, to: Storage.self)
        storage.withUnsafeMutablePointerToElements { mutex in
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
            pthread_mutex_init(mutex, &attributes)
            pthread_mutexattr_destroy(&attributes)
        }
    }

    @inlinable @inline(__always)
    func lock() {
        storage.withUnsafeMutablePointerToElements { _ = pthread_mutex_lock($0) }
        #if TRACE_RESOURCES
        // A held lock counts as a live resource, as in RxSwift under TRACE_RESOURCES: a lock someone
        // forgot to release shows up in a test's before-and-after count like a leaked object.
        _ = Resources.incrementTotal()
        #endif
    }

    @inlinable @inline(__always)
    func unlock() {
        storage.withUnsafeMutablePointerToElements { _ = pthread_mutex_unlock($0) }
        #if TRACE_RESOURCES
        _ = Resources.decrementTotal()
        #endif
    }
}
// endregion: RecursiveLock

/// RxSwift's name for the lock its disposables and subjects take: a recursive lock.
@usableFromInline
typealias SpinLock = RecursiveLock

// region: performLocked
extension RecursiveLock {
    /// Runs `action` while holding the lock and returns what it returns.
    ///
    /// The lock is released even when `action` throws, so a failing closure cannot leave the
    /// lock held forever.
    @inlinable @inline(__always)
    func performLocked<T>(_ action: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try action()
    }
}
// endregion: performLocked

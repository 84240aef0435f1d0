import Synchronization

/// A 32-bit integer that several threads can change at once without losing an update.
///
/// RxSwift 6.5 builds `AtomicInt` as a subclass of `NSLock` and takes the lock around every
/// read and write; each one is a separate heap object. RxReading keeps RxSwift's free functions
/// (`add`, `sub`, `fetchOr`, `load`, `isFlagSet`, `increment`, `decrement`), but the integer is
/// the standard library's lock-free `Atomic`, stored inline in the object that owns it: each
/// operation is one processor instruction instead of a mutex round-trip, and a sink or a
/// disposable no longer allocates a second object for its flag. Because an atomic must stay at
/// one address, `AtomicInt` cannot be copied (`~Copyable`): it is declared with `let` inside its
/// owner and passed to the functions by borrowing. Appendix A quotes what it saves.
///
/// Every function returns the value the integer had *before* the change. That is what makes
/// "do this only once" checks possible: of many threads racing to set a flag, exactly one sees
/// the flag clear in the returned old value.
///
/// Safe to use from any thread.
// region: AtomicInt
@usableFromInline
struct AtomicInt: ~Copyable, @unchecked Sendable {
    @usableFromInline
    let storage: Atomic<Int32>

    /// Creates an atomic integer holding `initialValue`.
    @inlinable
    init(_ initialValue: Int32 = 0) {
        storage = Atomic(initialValue)
    }
}
// endregion: AtomicInt

// region: AtomicIntOperations
/// Adds `value` and returns the value before the addition.
@discardableResult
@inlinable @inline(__always)
func add(_ this: borrowing AtomicInt, _ value: Int32) -> Int32 {
    this.storage.wrappingAdd(value, ordering: .sequentiallyConsistent).oldValue
}

/// Subtracts `value` and returns the value before the subtraction.
@discardableResult
@inlinable @inline(__always)
func sub(_ this: borrowing AtomicInt, _ value: Int32) -> Int32 {
    this.storage.wrappingSubtract(value, ordering: .sequentiallyConsistent).oldValue
}

/// Sets the bits of `mask` and returns the value before they were set.
///
/// The returned old value tells the caller whether *it* was the one that set the bits: the
/// idiom behind every "dispose only once" in the library.
@discardableResult
@inlinable @inline(__always)
func fetchOr(_ this: borrowing AtomicInt, _ mask: Int32) -> Int32 {
    this.storage.bitwiseOr(mask, ordering: .sequentiallyConsistent).oldValue
}

/// Reads the current value.
@inlinable @inline(__always)
func load(_ this: borrowing AtomicInt) -> Int32 {
    this.storage.load(ordering: .sequentiallyConsistent)
}

/// Adds one and returns the value before the increment.
@discardableResult
@inlinable @inline(__always)
func increment(_ this: borrowing AtomicInt) -> Int32 {
    add(this, 1)
}

/// Subtracts one and returns the value before the decrement.
@discardableResult
@inlinable @inline(__always)
func decrement(_ this: borrowing AtomicInt) -> Int32 {
    sub(this, 1)
}

/// Whether any bit of `mask` is set right now; with a one-bit mask, whether that flag is set.
@inlinable @inline(__always)
func isFlagSet(_ this: borrowing AtomicInt, _ mask: Int32) -> Bool {
    (load(this) & mask) != 0
}
// endregion: AtomicIntOperations

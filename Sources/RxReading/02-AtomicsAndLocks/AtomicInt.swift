import Synchronization

/// A 32-bit integer that several threads can change at once without losing an update.
///
/// RxSwift 6.5 builds `AtomicInt` as a subclass of `NSLock` and takes the lock around every
/// read and write. RxReading keeps RxSwift's shape (a reference type and free functions named
/// `add`, `sub`, `fetchOr`, `load`, `isFlagSet`, `increment`, `decrement`), but stores the
/// value in the standard library's lock-free `Atomic`, so each operation is one processor
/// instruction instead of a mutex round-trip. Chapter 02 measures the difference.
///
/// Every function returns the value the integer had *before* the change. That is what makes
/// "do this only once" checks possible: of many threads racing to set a flag, exactly one sees
/// the flag clear in the returned old value.
///
/// Safe to use from any thread.
// region: AtomicInt
final class AtomicInt: @unchecked Sendable {
    let storage: Atomic<Int32>

    /// Creates an atomic integer holding `initialValue`.
    init(_ initialValue: Int32 = 0) {
        storage = Atomic(initialValue)
    }
}
// endregion: AtomicInt

// region: AtomicIntOperations
/// Adds `value` and returns the value before the addition.
@discardableResult
@inline(__always)
func add(_ this: AtomicInt, _ value: Int32) -> Int32 {
    this.storage.wrappingAdd(value, ordering: .sequentiallyConsistent).oldValue
}

/// Subtracts `value` and returns the value before the subtraction.
@discardableResult
@inline(__always)
func sub(_ this: AtomicInt, _ value: Int32) -> Int32 {
    this.storage.wrappingSubtract(value, ordering: .sequentiallyConsistent).oldValue
}

/// Sets the bits of `mask` and returns the value before they were set.
///
/// The returned old value tells the caller whether *it* was the one that set the bits: the
/// idiom behind every "dispose only once" in the library.
@discardableResult
@inline(__always)
func fetchOr(_ this: AtomicInt, _ mask: Int32) -> Int32 {
    this.storage.bitwiseOr(mask, ordering: .sequentiallyConsistent).oldValue
}

/// Reads the current value.
@inline(__always)
func load(_ this: AtomicInt) -> Int32 {
    this.storage.load(ordering: .sequentiallyConsistent)
}

/// Adds one and returns the value before the increment.
@discardableResult
@inline(__always)
func increment(_ this: AtomicInt) -> Int32 {
    add(this, 1)
}

/// Subtracts one and returns the value before the decrement.
@discardableResult
@inline(__always)
func decrement(_ this: AtomicInt) -> Int32 {
    sub(this, 1)
}

/// Whether every bit of `mask` is set right now.
@inline(__always)
func isFlagSet(_ this: AtomicInt, _ mask: Int32) -> Bool {
    (load(this) & mask) != 0
}
// endregion: AtomicIntOperations

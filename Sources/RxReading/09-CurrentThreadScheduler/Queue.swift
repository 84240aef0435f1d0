/// A first-in, first-out queue kept in a ring buffer: enqueue and dequeue are O(1) amortized,
/// and nothing is moved when an element leaves the front.
///
/// The trampoline of `CurrentThreadScheduler` queues its pending work here. An array used as a
/// queue (`append` and `removeFirst`) would move every remaining element on each dequeue; the
/// ring buffer moves only its two indices, and grows (and shrinks) by doubling (and halving).
///
/// Not thread-safe: each thread's trampoline has its own.
// region: Queue
@usableFromInline
struct Queue<T>: Sequence {
    @usableFromInline
    let resizeFactor = 2

    @usableFromInline
    var storage: ContiguousArray<T?>
    @usableFromInline
    var innerCount = 0
    // Where the next enqueued element goes.
    @usableFromInline
    var pushNextIndex = 0
    @usableFromInline
    let initialCapacity: Int

    /// Creates an empty queue with room for `capacity` elements before it first grows.
    @inlinable
    init(capacity: Int) {
        initialCapacity = capacity
        storage = ContiguousArray<T?>(repeating: nil, count: capacity)
    }

    // The index of the oldest element.
    @inlinable
    var dequeueIndex: Int {
        let index = pushNextIndex - count
        return index < 0 ? index + storage.count : index
    }

    /// Whether the queue holds no element.
    @inlinable
    var isEmpty: Bool { count == 0 }

    /// How many elements the queue holds.
    @inlinable
    var count: Int { innerCount }

    /// The oldest element, which `dequeue` would return. The queue must not be empty.
    @inlinable
    func peek() -> T {
        precondition(count > 0, "Queue.peek needs a non-empty queue")
        return storage[dequeueIndex]!
    }

    @inlinable
    mutating func resizeTo(_ size: Int) {
        var newStorage = ContiguousArray<T?>(repeating: nil, count: size)
        var index = dequeueIndex
        // Move each live element, oldest first, to the start of the new buffer. `take()` leaves
        // nil behind, so nothing is retained and released on the way.
        for position in 0..<count {
            newStorage[position] = storage[index].take()
            index += 1
            if index == storage.count {
                index = 0
            }
        }
        pushNextIndex = count % size
        storage = newStorage
    }

    /// Adds `element` at the back.
    @inlinable
    mutating func enqueue(_ element: T) {
        if count == storage.count {
            resizeTo(Swift.max(storage.count, 1) * resizeFactor)
        }

        storage[pushNextIndex] = element
        pushNextIndex += 1
        innerCount += 1

        if pushNextIndex >= storage.count {
            pushNextIndex -= storage.count
        }
    }

    @inlinable
    mutating func dequeueElementOnly() -> T {
        precondition(count > 0)

        let index = dequeueIndex

        defer {
            // Clear the slot so the queue does not keep the element alive.
            storage[index] = nil
            innerCount -= 1
        }

        return storage[index]!
    }

    /// Removes and returns the oldest element, or `nil` if the queue is empty.
    @inlinable
    mutating func dequeue() -> T? {
        if count == 0 {
            return nil
        }

        defer {
            // Shrink once the queue is a quarter full, but never below the first capacity.
            let downsizeLimit = storage.count / (resizeFactor * resizeFactor)
            if count < downsizeLimit && downsizeLimit >= initialCapacity {
                resizeTo(storage.count / resizeFactor)
            }
        }

        return dequeueElementOnly()
    }

    /// Iterates from the oldest element to the newest without removing them.
    @inlinable
    func makeIterator() -> AnyIterator<T> {
        var remaining = count
        var index = dequeueIndex

        return AnyIterator {
            if remaining == 0 {
                return nil
            }
            defer {
                remaining -= 1
                index += 1
            }
            if index >= self.storage.count {
                index -= self.storage.count
            }
            return self.storage[index]
        }
    }
}
// endregion: Queue

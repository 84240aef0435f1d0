/// A first-in, first-out queue kept in a ring buffer: enqueue and dequeue are O(1) amortized,
/// and nothing is moved when an element leaves the front.
///
/// The trampoline of `CurrentThreadScheduler` queues its pending work here. An array used as a
/// queue (`append` and `removeFirst`) would move every remaining element on each dequeue; the
/// ring buffer moves only its two indices, and grows (and shrinks) by doubling (and halving).
///
/// Not thread-safe: each thread's trampoline has its own.
// region: Queue
struct Queue<T>: Sequence {
    typealias Generator = AnyIterator<T>

    private let resizeFactor = 2

    private var storage: ContiguousArray<T?>
    private var innerCount = 0
    // Where the next enqueued element goes.
    private var pushNextIndex = 0
    private let initialCapacity: Int

    /// Creates an empty queue with room for `capacity` elements before it first grows.
    init(capacity: Int) {
        initialCapacity = capacity
        storage = ContiguousArray<T?>(repeating: nil, count: capacity)
    }

    // The index of the oldest element.
    private var dequeueIndex: Int {
        let index = pushNextIndex - count
        return index < 0 ? index + storage.count : index
    }

    /// Whether the queue holds no element.
    var isEmpty: Bool { count == 0 }

    /// How many elements the queue holds.
    var count: Int { innerCount }

    /// The oldest element, which `dequeue` would return. The queue must not be empty.
    func peek() -> T {
        precondition(count > 0, "Queue.peek needs a non-empty queue")
        return storage[dequeueIndex]!
    }

    private mutating func resizeTo(_ size: Int) {
        var newStorage = ContiguousArray<T?>(repeating: nil, count: size)
        let count = self.count

        let dequeueIndex = self.dequeueIndex
        let spaceToEndOfQueue = storage.count - dequeueIndex

        // The live elements may wrap around the end of the buffer: copy both pieces in order.
        let countElementsInFirstBatch = Swift.min(count, spaceToEndOfQueue)
        let numberOfElementsInSecondBatch = count - countElementsInFirstBatch

        newStorage[0 ..< countElementsInFirstBatch] = storage[dequeueIndex ..< (dequeueIndex + countElementsInFirstBatch)]
        newStorage[countElementsInFirstBatch ..< (countElementsInFirstBatch + numberOfElementsInSecondBatch)] = storage[0 ..< numberOfElementsInSecondBatch]

        innerCount = count
        pushNextIndex = count
        storage = newStorage
    }

    /// Adds `element` at the back.
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

    private mutating func dequeueElementOnly() -> T {
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

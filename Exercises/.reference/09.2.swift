// Exercise 09.2 (repair): a ring buffer that loses work when it grows.
// Practises chapter 09, "CurrentThreadScheduler": Queue, the ring buffer that holds the
// trampoline's waiting work and grows by doubling.
//
// `RingQueue` is a first-in, first-out queue in a ring buffer, like the library's Queue.swift.
// It works until it has to grow while its elements wrap around the end of the buffer: then
// some come out twice, or in the wrong order, or are lost, and a trampoline built on it would
// run the wrong work. Its checks show the symptom. Find the bug and fix it; keep the members.
//
// Check it: swift run rxbook check 09.2     Stuck? swift run rxbook hint 09.2
@testable import RxReading

/// A first-in, first-out queue in a ring buffer that doubles when full.
struct RingQueue<T> {
    private var storage: [T?]
    private(set) var count = 0
    // Where the next enqueued element goes.
    private var pushNextIndex = 0

    init(capacity: Int) {
        storage = Array(repeating: nil, count: max(capacity, 1))
    }

    // The index of the oldest element.
    private var dequeueIndex: Int {
        let index = pushNextIndex - count
        return index < 0 ? index + storage.count : index
    }

    private mutating func grow() {
        var newStorage = [T?](repeating: nil, count: storage.count * 2)
        // Copy the live elements, oldest first, to the start of the new buffer.
        var index = dequeueIndex
        for position in 0..<count {
            newStorage[position] = storage[index]
            index += 1
            if index == storage.count {
                index = 0
            }
        }
        pushNextIndex = count
        storage = newStorage
    }

    /// Adds `element` at the back.
    mutating func enqueue(_ element: T) {
        if count == storage.count {
            grow()
        }
        storage[pushNextIndex] = element
        pushNextIndex += 1
        count += 1
        if pushNextIndex == storage.count {
            pushNextIndex = 0
        }
    }

    /// Removes and returns the oldest element, or nil when the queue is empty.
    mutating func dequeue() -> T? {
        if count == 0 {
            return nil
        }
        let index = dequeueIndex
        let element = storage[index]
        storage[index] = nil
        count -= 1
        return element
    }
}

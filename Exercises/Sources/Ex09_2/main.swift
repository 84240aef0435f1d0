// The checks of exercise 09.2. Run them with: swift run rxbook check 09.2
import ExerciseKit
@testable import RxReading

/// Empties `queue`, oldest first.
func drain(_ queue: inout RingQueue<Int>) -> [Int] {
    var out: [Int] = []
    while let element = queue.dequeue() {
        out.append(element)
    }
    return out
}

ExerciseCheck.run("09.2", "a ring buffer that loses work when it grows") { check in
    var simple = RingQueue<Int>(capacity: 2)
    for element in 1...5 {
        simple.enqueue(element)
    }
    try check.equal(drain(&simple), [1, 2, 3, 4, 5], "five elements into a queue of capacity 2 come out in order")

    var wrapped = RingQueue<Int>(capacity: 4)
    for element in 1...4 {
        wrapped.enqueue(element)
    }
    _ = wrapped.dequeue()
    _ = wrapped.dequeue()
    for element in 5...9 {
        wrapped.enqueue(element)
    }
    try check.equal(drain(&wrapped), [3, 4, 5, 6, 7, 8, 9],
                    "enqueue 1...4, dequeue two, enqueue 5...9 (the buffer wraps, then grows): 3...9 come out, in order, once each")

    // Many mixed enqueues and dequeues, compared with an array used as a queue.
    var queue = RingQueue<Int>(capacity: 1)
    var model: [Int] = []
    var next = 0
    var generator = SystemRandomNumberGenerator()
    for step in 0..<10_000 {
        if model.isEmpty || Int.random(in: 0..<3, using: &generator) > 0 {
            queue.enqueue(next)
            model.append(next)
            next += 1
        } else {
            let got = queue.dequeue()
            let expected = model.removeFirst()
            guard got == expected else {
                try check.equal(got, expected, "in 10,000 mixed enqueues and dequeues, each dequeue returns the oldest element (step \(step))")
                return
            }
        }
    }
    try check.equal(drain(&queue), model, "in 10,000 mixed enqueues and dequeues, every dequeue returns the oldest element")
}

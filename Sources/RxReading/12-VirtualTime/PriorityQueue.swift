/// A binary min-heap: the element with the highest priority is always at the front, and adding
/// or taking out an element costs O(log n) comparisons.
///
/// Priority is a closure rather than `Comparable`, because the virtual-time scheduler orders its
/// items by asking its converter, and breaks ties with an insertion number. The heap lives in an
/// array: the children of index `i` are at `2i + 1` and `2i + 2`, its parent at `(i - 1) / 2`.
///
/// A value type with no lock: its owner (the scheduler) serializes every use.
// region: PriorityQueue
struct PriorityQueue<Element> {
    private let hasHigherPriority: (Element, Element) -> Bool
    private var elements: [Element] = []

    /// Creates an empty queue that puts `a` before `b` when `hasHigherPriority(a, b)`.
    init(hasHigherPriority: @escaping (Element, Element) -> Bool) {
        self.hasHigherPriority = hasHigherPriority
    }

    var isEmpty: Bool {
        elements.isEmpty
    }

    var count: Int {
        elements.count
    }

    /// The element with the highest priority, without removing it.
    func peek() -> Element? {
        elements.first
    }

    /// Adds `element` at the bottom of the heap and lets it rise to its place.
    mutating func enqueue(_ element: Element) {
        elements.append(element)
        siftUp(from: elements.count - 1)
    }

    /// Removes and returns the element with the highest priority.
    ///
    /// The last element takes the root's place and sinks until both its children come after it.
    mutating func dequeue() -> Element? {
        guard !elements.isEmpty else {
            return nil
        }
        elements.swapAt(0, elements.count - 1)
        let front = elements.removeLast()
        if !elements.isEmpty {
            siftDown(from: 0)
        }
        return front
    }

    /// Every element, in no particular order.
    var unorderedElements: [Element] {
        elements
    }

    private mutating func siftUp(from start: Int) {
        var index = start
        while index > 0 {
            let parent = (index - 1) / 2
            guard hasHigherPriority(elements[index], elements[parent]) else {
                return
            }
            elements.swapAt(index, parent)
            index = parent
        }
    }

    private mutating func siftDown(from start: Int) {
        var index = start
        while true {
            let left = 2 * index + 1
            let right = left + 1
            var first = index
            if left < elements.count && hasHigherPriority(elements[left], elements[first]) {
                first = left
            }
            if right < elements.count && hasHigherPriority(elements[right], elements[first]) {
                first = right
            }
            if first == index {
                return
            }
            elements.swapAt(index, first)
            index = first
        }
    }
}
// endregion: PriorityQueue

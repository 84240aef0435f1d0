/// The key of one value in a `Bag`, used to take that value out again.
struct BagKey: Hashable {
    fileprivate let rawValue: UInt64
}

/// An unordered collection that hands out a key for each value inserted, so the value can be
/// removed later in constant time.
///
/// It is built for the way Rx uses it: most bags hold one value (one observer of a subject,
/// one disposable in a composite) and a few hold several. The first value lives in an inline
/// slot, the next ones in a small array searched linearly, and only a large bag spills into a
/// dictionary. `CompositeDisposable` and the subjects of chapter 15 keep their contents here.
///
/// Not thread-safe: its owners guard it with their lock.
// region: Bag
struct Bag<T> {
    typealias Entry = (key: BagKey, value: T)

    /// Past this many values in the array, further values go to the dictionary.
    private static var arrayCapacity: Int { 30 }

    private var nextKey: UInt64 = 0

    private var key0: BagKey?
    private var value0: T?

    private var pairs = ContiguousArray<Entry>()
    private var dictionary: [BagKey: T]?

    init() {}

    /// Inserts `element` and returns the key that removes it.
    mutating func insert(_ element: T) -> BagKey {
        let key = BagKey(rawValue: nextKey)
        nextKey &+= 1

        if key0 == nil {
            key0 = key
            value0 = element
            return key
        }
        if pairs.count < Self.arrayCapacity {
            pairs.append((key: key, value: element))
            return key
        }
        if dictionary == nil {
            dictionary = [:]
        }
        dictionary![key] = element
        return key
    }

    /// How many values the bag holds.
    var count: Int {
        (key0 != nil ? 1 : 0) + pairs.count + (dictionary?.count ?? 0)
    }

    /// Removes every value.
    mutating func removeAll() {
        key0 = nil
        value0 = nil
        pairs.removeAll(keepingCapacity: false)
        dictionary = nil
    }

    /// Removes the value inserted under `key` and returns it, or `nil` if it is not here.
    mutating func removeKey(_ key: BagKey) -> T? {
        if key0 == key {
            key0 = nil
            let value = value0
            value0 = nil
            return value
        }
        if let index = pairs.firstIndex(where: { $0.key == key }) {
            return pairs.remove(at: index).value
        }
        return dictionary?.removeValue(forKey: key)
    }

    /// Calls `action` with every value.
    func forEach(_ action: (T) -> Void) {
        if let value = value0 {
            action(value)
        }
        for entry in pairs {
            action(entry.value)
        }
        if let dictionary {
            for value in dictionary.values {
                action(value)
            }
        }
    }
}
// endregion: Bag

extension Bag: CustomDebugStringConvertible {
    var debugDescription: String {
        "\(count) elements in Bag"
    }
}

/// Disposes every disposable in `bag`.
func disposeAll(in bag: Bag<Disposable>) {
    bag.forEach { $0.dispose() }
}

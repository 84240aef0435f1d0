// RxReadingTest compiles this file too (Sources/RxReadingTest/Bag.swift links to it, as RxTest
// compiles RxSwift's Bag): there it exists from chapter 04 on, with the Disposable it uses.
#if CH04
/// The key of one value in a `Bag`, used to take that value out again.
@usableFromInline
struct BagKey: Hashable {
    @usableFromInline
    let rawValue: UInt64

    @inlinable
    init(rawValue: UInt64) {
        self.rawValue = rawValue
    }
}

/// An unordered collection that hands out a key for each value inserted, so the value can be
/// removed later in constant time.
///
/// It is built for the way Rx uses it: most bags hold one value (one observer of a subject,
/// one disposable in a composite) and a few hold several. The first value lives in an inline
/// slot, the next 30 in a small array searched linearly, and only a large bag spills into a
/// dictionary; once it has, every value after that goes to the dictionary (or to the inline
/// slot, when that is free). `forEach` visits the slot, the array in insertion order, then the
/// dictionary in its own order. `CompositeDisposable` and the subjects of chapter 15 keep their
/// contents here.
///
/// Not thread-safe: its owners guard it with their lock.
// region: Bag
@usableFromInline
struct Bag<T> {
    @usableFromInline
    typealias Entry = (key: BagKey, value: T)

    /// Past this many values in the array, further values go to the dictionary.
    @inlinable
    static var arrayCapacity: Int { 30 }

    @usableFromInline
    var nextKey: UInt64 = 0

    @usableFromInline
    var key0: BagKey?
    @usableFromInline
    var value0: T?

    @usableFromInline
    var pairs = ContiguousArray<Entry>()
    @usableFromInline
    var dictionary: [BagKey: T]?

    @inlinable
    init() {}

    /// Inserts `element` and returns the key that removes it.
    @inlinable
    mutating func insert(_ element: T) -> BagKey {
        let key = BagKey(rawValue: nextKey)
        nextKey &+= 1

        if key0 == nil {
            key0 = key
            value0 = element
            return key
        }
        // Once the dictionary exists, every later value goes there, even when removals have
        // made room in the array again: RxSwift's rule, which decides the order in which a
        // subject with many observers calls them.
        if dictionary != nil {
            dictionary![key] = element
            return key
        }
        if pairs.count < Self.arrayCapacity {
            pairs.append((key: key, value: element))
            return key
        }
        dictionary = [key: element]
        return key
    }

    /// How many values the bag holds.
    @inlinable
    var count: Int {
        (key0 != nil ? 1 : 0) + pairs.count + (dictionary?.count ?? 0)
    }

    /// Removes every value. A dictionary the bag had stays, empty, so values inserted later
    /// still go to it, as in RxSwift.
    @inlinable
    mutating func removeAll() {
        key0 = nil
        value0 = nil
        pairs.removeAll(keepingCapacity: false)
        dictionary?.removeAll(keepingCapacity: false)
    }

    /// Removes the value inserted under `key` and returns it, or `nil` if it is not here.
    @inlinable
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
    @inlinable
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

extension Bag {
    /// RxSwift's name for a bag's key type (`Bag<T>.KeyType`), which code written against
    /// RxSwift's internal `Bag`, such as its own `BagTest`, spells out.
    @usableFromInline
    typealias KeyType = BagKey
}

extension Bag: CustomDebugStringConvertible {
    @usableFromInline
    var debugDescription: String {
        "\(count) elements in Bag"
    }
}

/// Disposes every disposable in `bag`.
func disposeAll(in bag: Bag<Disposable>) {
    bag.forEach { $0.dispose() }
}
#endif
